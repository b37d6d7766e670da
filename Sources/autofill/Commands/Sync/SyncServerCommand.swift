import ArgumentParser
import Foundation
import Logging
import SyncProtocol
import SyncServer

struct SyncServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync-server",
        abstract: "Run the end-to-end encrypted sync service.",
        discussion: """
            Serves the sync protocol (docs/sync.md) over HTTP until SIGTERM or SIGINT, then \
            finishes the requests in flight. The server never sees a secret: devices encrypt \
            records before they send them and authenticate with a key derived from the \
            passphrase, of which the server keeps only a slow hash.

            Storage is an SQLite file by default (one server process), or PostgreSQL for any \
            number of processes behind a load balancer. A PostgreSQL URL with a password must \
            not be on the command line: put it in AUTOFILL_SYNC_DB or in a file named with \
            --db-file. Serve plain HTTP on loopback only, behind a TLS-terminating proxy \
            otherwise.

            When the server listens it prints one line (JSON with --json) naming its port, so \
            scripts can use --port 0.

            Examples:
              autofill sync-server
              autofill sync-server --db sqlite:/var/lib/autofill/sync.sqlite --port 8780
              AUTOFILL_SYNC_DB='postgres://sync:secret@db:5432/sync' autofill sync-server --host 0.0.0.0
              autofill sync-server --db postgres://sync@127.0.0.1/sync --trust-forwarded-for --json
            """)

    @Option(
        help: ArgumentHelp(
            "Where data lives: sqlite:PATH or postgres://user@host:port/database (default: AUTOFILL_SYNC_DB, else sqlite:sync-server.sqlite in the data directory).",
            valueName: "location"))
    var db: String?

    @Option(
        help: ArgumentHelp("Read the database location from this file (for URLs with a password).", valueName: "path"))
    var dbFile: String?

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8780

    @Option(help: ArgumentHelp("How long a session lasts.", valueName: "days"))
    var sessionDays = 30

    @Option(help: ArgumentHelp("The largest record.", valueName: "KiB"))
    var maxRecordKiB = 64

    @Option(help: ArgumentHelp("The most writes in one batch.", valueName: "count"))
    var maxBatch = 100

    @Option(help: ArgumentHelp("Ciphertext one account may store.", valueName: "MiB"))
    var quotaMiB = 256

    @Option(help: ArgumentHelp("Requests per second per account (0: no limit).", valueName: "rate"))
    var accountRate: Double = 20

    @Option(help: ArgumentHelp("Requests per second per client address (0: no limit).", valueName: "rate"))
    var addressRate: Double = 100

    @Option(
        help: ArgumentHelp("Sign-in attempts per minute per address and per account (0: no limit).", valueName: "count")
    )
    var signInsPerMinute = 20

    @Flag(help: "Take the client address from X-Forwarded-For (only behind a load balancer that sets it).")
    var trustForwardedFor = false

    @Option(help: ArgumentHelp("PostgreSQL connections per process.", valueName: "count"))
    var connections = 20

    @Option(help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    var logLevel = "info"

    @Flag(help: "Print the listening line as JSON.")
    var json = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0-65535, got \(port)") }
        guard sessionDays >= 1 && sessionDays <= 365 else { throw ValidationError("--session-days must be 1-365") }
        guard maxRecordKiB >= 1 && maxRecordKiB <= 16 * 1024 else {
            throw ValidationError("--max-record-kib must be 1-16384")
        }
        guard maxBatch >= 1 && maxBatch <= 10_000 else { throw ValidationError("--max-batch must be 1-10000") }
        guard quotaMiB >= 1 else { throw ValidationError("--quota-mib must be at least 1") }
        guard accountRate >= 0, addressRate >= 0, signInsPerMinute >= 0 else {
            throw ValidationError("rates cannot be negative (0 means no limit)")
        }
        guard connections >= 1 && connections <= 1000 else { throw ValidationError("--connections must be 1-1000") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
        if db != nil && dbFile != nil { throw ValidationError("give --db or --db-file, not both") }
        if let db, try location(db).hasPassword {
            throw ValidationError(
                "the database URL holds a password, which must not be on the command line: use AUTOFILL_SYNC_DB or --db-file"
            )
        }
    }

    private func location(_ text: String) throws -> SyncStoreLocation {
        do {
            return try SyncStoreLocation(parsing: text.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            throw ValidationError(error.description)
        }
    }

    private func resolvedLocation() throws -> SyncStoreLocation {
        if let db { return try location(db) }
        if let dbFile { return try location(try SecretInput.readFile(dbFile)) }
        if let text = ProcessInfo.processInfo.environment["AUTOFILL_SYNC_DB"], !text.isEmpty {
            return try location(text)
        }
        let directory = Self.dataDirectory()
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return .sqlite(path: directory + "/sync-server.sqlite")
    }

    /// `$AUTOFILL_HOME`, else `$XDG_DATA_HOME/autofill`, else `~/.local/share/autofill`.
    static func dataDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let home = environment["AUTOFILL_HOME"], !home.isEmpty { return home }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/autofill" }
        return NSHomeDirectory() + "/.local/share/autofill"
    }

    func run() async throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "autofill.sync-server")
        let location = try resolvedLocation()

        let limits = SyncLimits(
            maxRecordBytes: maxRecordKiB * 1024, maxBatchWrites: maxBatch,
            maxRequestBytes: max(4 << 20, maxBatch * (maxRecordKiB * 1024 * 4 / 3 + 256)),
            maxAccountBytes: quotaMiB << 20)
        func rate(_ perSecond: Double) -> RateLimit {
            perSecond == 0 ? .unlimited : RateLimit(perSecond: perSecond, burst: max(1, Int(perSecond * 3)))
        }
        let configuration = SyncServerConfiguration(
            limits: limits, accountRate: rate(accountRate), addressRate: rate(addressRate),
            signInRate: signInsPerMinute == 0 ? .unlimited : .perMinute(signInsPerMinute),
            sessionLifetime: .seconds(Int64(sessionDays) * 86_400), trustsForwardedFor: trustForwardedFor)

        let server: SyncServer
        do {
            server = try SyncServer(
                location: location, maximumConnections: connections, configuration: configuration, logger: logger)
        } catch {
            throw CommandFailure(error.description)
        }
        let host = self.host
        let json = self.json
        let described = location.redacted
        do {
            try await server.run(host: host, port: port) { port in
                if json {
                    try? Output.printJSON(
                        ListeningJSON(event: "listening", host: host, port: port, database: described), compact: true)
                } else {
                    // Unbuffered, so a script waiting for the port sees it at once.
                    FileHandle.standardOutput.write(
                        Data("sync-server listening on http://\(host):\(port) (\(described))\n".utf8))
                }
            }
        } catch let error as SyncServerError {
            throw CommandFailure(error.description)
        }
    }

    struct ListeningJSON: Encodable {
        let event: String
        let host: String
        let port: Int
        let database: String
    }
}

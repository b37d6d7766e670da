import ArgumentParser
import AutoFillServer
import Foundation
import Keychain
import Logging

struct ServeRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the service until Ctrl-C (SIGINT) or SIGTERM.",
        discussion: """
            Binds 127.0.0.1 only: the API is plain HTTP, so another address needs \
            --unsafe-listen-any. A new access token is written to STATE/token (mode 0600) on \
            every start; the Unix socket STATE/autofill.sock (mode 0600) serves the same API \
            without a token. On stop, open event streams end and the socket and token are removed.

            Examples:
              autofill serve run
              autofill serve run --port 0 --json          # pick a free port; print it as JSON
              autofill serve run --presence-interval 60   # ask for the passphrase after a minute
              autofill serve run --idle-lock 5            # lock after five minutes without use
            """)

    @Option(help: ArgumentHelp("The TCP port; 0 picks a free one.", valueName: "port"))
    var port: Int = ServerConfiguration.defaultPort

    @Option(help: ArgumentHelp("The address to bind.", valueName: "address"))
    var host = "127.0.0.1"

    @Flag(help: "Allow --host to be an address other than loopback. Unsafe: the API is plain HTTP.")
    var unsafeListenAny = false

    @OptionGroup var state: ServeStateOptions

    @Option(
        name: .customLong("vault"),
        help: ArgumentHelp(
            "The vault file (created from the web page on first run). Default: the same vault as 'autofill vault'.",
            valueName: "path"))
    var vaultPath: String?

    @Option(
        name: .customLong("provider"),
        help: ArgumentHelp("An external credential-provider manifest to load (repeatable).", valueName: "manifest"))
    var providers: [String] = []

    @Option(
        help: ArgumentHelp(
            "Seconds after an unlock during which fills need no passphrase (user presence).", valueName: "seconds"))
    var presenceInterval: Int = 300

    @Option(
        help: ArgumentHelp(
            "Minutes without use (unlock, fill, code read) after which the vault locks by itself; 0 never.",
            valueName: "minutes"))
    var idleLock: Int = Int(ServerConfiguration.defaultIdleLock.components.seconds / 60)

    @Option(
        help: ArgumentHelp(
            "Open connections at most per listener (the oldest idle ones are closed beyond it).",
            valueName: "count"))
    var maxConnections = 256

    @Option(
        help: ArgumentHelp(
            "The demo domain whose hosts serve the demo sign-in page ('none' turns it off).", valueName: "domain"))
    var demoDomain = "example.test"

    @Option(help: ArgumentHelp("Log level: trace, debug, info, notice, warning, error.", valueName: "level"))
    var logLevel = "info"

    @Flag(help: "Print the URLs as one JSON line (for scripts) instead of text.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "How long a code copied from a notification stays on the clipboard (seconds).", valueName: "seconds"))
    var clipboardSeconds = 45

    func validate() throws {
        guard (1...3600).contains(clipboardSeconds) else {
            throw ValidationError("--clipboard-seconds must be 1-3600, got \(clipboardSeconds)")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0-65535, got \(port)") }
        guard (0...86400).contains(presenceInterval) else {
            throw ValidationError("--presence-interval must be 0-86400 seconds, got \(presenceInterval)")
        }
        guard (0...10080).contains(idleLock) else {
            throw ValidationError("--idle-lock must be 0-10080 minutes, got \(idleLock)")
        }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be 1-100000, got \(maxConnections)")
        }
        guard unsafeListenAny || ServerConfiguration.isLoopback(host) else {
            throw ValidationError(
                "refusing to listen on \(host): the service is plain HTTP, so it binds loopback only; add --unsafe-listen-any to override"
            )
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be trace, debug, info, notice, warning, error or critical")
        }
        for manifest in providers where !FileManager.default.fileExists(atPath: manifest) {
            throw ValidationError("the provider manifest \(manifest) does not exist")
        }
    }

    func run() async throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "autofill.serve")
        let stateDirectory = try state.path()
        let vault: String
        if let vaultPath {
            vault = vaultPath.hasPrefix("/") ? vaultPath : FileManager.default.currentDirectoryPath + "/" + vaultPath
        } else if let path = VaultLocation.defaultPath(environment: ProcessInfo.processInfo.environment) {
            vault = path
        } else {
            throw ValidationError("cannot find a home directory for the vault; give --vault PATH")
        }
        var configuration = ServerConfiguration(
            host: host, port: port, allowsNonLoopback: unsafeListenAny, stateDirectory: stateDirectory,
            vaultPath: vault, presenceInterval: .seconds(presenceInterval), providerManifests: providers,
            hostPolicy: HostPolicy(demoDomain: demoDomain == "none" ? nil : demoDomain),
            idleLock: idleLock == 0 ? nil : .seconds(idleLock * 60), maximumConnections: maxConnections)
        configuration.clipboardLifetime = .seconds(clipboardSeconds)
        let json = self.json
        let server = AutoFillServer(
            configuration: configuration, logger: logger,
            onReady: { ready in
                if json {
                    try? Output.printJSON(ready, compact: true)
                } else {
                    let text = """
                        AutoFill is running at \(ready.url)
                          Open this one-time login link (valid 15 minutes): \(ready.loginURL)
                          Access token for scripts: \(ready.tokenPath)
                          Unix socket: \(ready.socketPath)
                        Press Ctrl-C to stop.

                        """
                    FileHandle.standardOutput.write(Data(text.utf8))
                }
            })
        do {
            try await server.runUntilSignalled()
        } catch let error as AutoFillServerError {
            throw CommandFailure(error.description)
        }
        Output.note("AutoFill stopped.")
    }
}

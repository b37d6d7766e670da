import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import OneTimeCodes
import Secrets
import SyncHTTPTransport
import SyncProtocol
import TestSupport
import Testing

@testable import Keychain
@testable import SyncServer

/// The stores the client tests run on: SQLite always, PostgreSQL when `scripts/test` provides
/// one (it starts a throwaway cluster and sets `AUTOFILL_TEST_POSTGRES_URL`).
enum StoreKind: String, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    static let postgresURL = ProcessInfo.processInfo.environment["AUTOFILL_TEST_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }

    static var available: [StoreKind] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }
}

/// A directory removed when released (in memory where /dev/shm exists).
final class TemporaryDirectory: Sendable {
    let path: String

    init() throws {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        path = base + "/autofill-client-tests-" + UUID().uuidString.lowercased()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

let quietLogger: Logger = {
    var logger = Logger(label: "client-tests")
    logger.logLevel = .critical
    return logger
}()

/// A clock the tests move by hand, shared with the server.
final class TestClock: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_800_000_000)

    var now: Date { lock.withLock { current } }

    func advance(seconds: Double) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

/// The in-process server as the client's transport: requests go through the router, no sockets.
struct RouterTransport: SyncTransport {
    let client: any TestClientProtocol
    var server: String { "http://127.0.0.1:8780" }

    func send(_ request: SyncHTTPRequest) async throws -> SyncHTTPResponse {
        var headers: HTTPFields = [:]
        if let token = request.token { headers[.authorization] = "Bearer " + token.unredacted }
        if request.body != nil { headers[.contentType] = "application/json" }
        let response = try await client.executeRequest(
            uri: request.path, method: HTTPRequest.Method(request.method)!, headers: headers,
            body: request.body.map { ByteBuffer(bytes: $0) })
        return SyncHTTPResponse(
            status: Int(response.status.code), body: Array(response.body.readableBytesView),
            retryAfter: response.headers[.retryAfter].flatMap { Int($0) }.map { .seconds($0) })
    }
}

/// A sync server on a fresh store, and where its data lives.
struct TestServer: Sendable {
    let transport: any SyncTransport
    let kind: StoreKind
    /// The SQLite file, for scans.
    let databasePath: String?
    let clock: TestClock
}

/// Runs `body` against an in-process server on a fresh store of `kind`.
func withSyncServer<T: Sendable>(
    _ kind: StoreKind, live: Bool = false, _ body: @Sendable (TestServer) async throws -> T
) async throws -> T {
    let directory = try TemporaryDirectory()
    let clock = TestClock()
    let path = directory.file("sync.sqlite")
    let store: any SyncStore
    switch kind {
    case .sqlite:
        store = try SQLiteSyncStore(path: path)
    case .postgres:
        guard let url = StoreKind.postgresURL else { throw SetupError("no PostgreSQL") }
        store = try PostgresSyncStore(url: url, maximumConnections: 4, logger: quietLogger)
    }
    let configuration = SyncServerConfiguration(
        accountRate: .unlimited, addressRate: .unlimited, signInRate: .unlimited,
        sessionLifetime: .seconds(3600 * 24 * 365),
        authHashParameters: .insecureFastForTesting, concurrentHashes: 4, now: { clock.now })
    let server = try SyncServer(store: store, configuration: configuration, logger: quietLogger)
    let app = server.makeApplication(host: "127.0.0.1", port: 0)
    let databasePath = kind == .sqlite ? path : nil
    if live {
        return try await app.test(.live) { client in
            let transport = try HTTPSyncTransport(server: "http://127.0.0.1:\(client.port!)")
            defer { Task { await transport.shutdown() } }
            return try await body(
                TestServer(transport: transport, kind: kind, databasePath: databasePath, clock: clock))
        }
    }
    return try await app.test(.router) { client in
        try await body(
            TestServer(
                transport: RouterTransport(client: client), kind: kind, databasePath: databasePath, clock: clock))
    }
}

struct SetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One device: a vault file of its own and a sync client.
struct Device: Sendable {
    let name: String
    let vault: Vault
    let client: SyncClient

    static let vaultPassphrase = SecretText("vault passphrase of a test device")
    static let accountPassphrase = SecretText("account passphrase: tribal-hatchet-silver")

    init(_ name: String, in directory: TemporaryDirectory, server: TestServer) throws {
        self.name = name
        vault = try Vault.create(
            at: directory.file(name + ".sqlite"), passphrase: Self.vaultPassphrase,
            keyDerivation: .unsafeWeakParametersForTesting(logN: 4))
        client = SyncClient(vault: vault, transport: server.transport, minimumKeyDerivation: .unsafeWeakForTesting)
    }

    /// The same vault file, opened again as after a restart.
    func reopened(server: TestServer) throws -> Device {
        try Device(name: name, path: vault.storage.path, server: server)
    }

    private init(name: String, path: String, server: TestServer) throws {
        self.name = name
        vault = try Vault.open(at: path)
        try vault.unlock(passphrase: Self.vaultPassphrase)
        client = SyncClient(vault: vault, transport: server.transport, minimumKeyDerivation: .unsafeWeakForTesting)
    }

    func createAccount(_ account: String = "alice@example.com") async throws {
        try await client.createAccount(
            name: account, passphrase: Self.accountPassphrase, deviceName: name,
            keyDerivation: .unsafeWeakForTesting)
    }

    func signIn(_ account: String = "alice@example.com") async throws {
        try await client.signIn(name: account, passphrase: Self.accountPassphrase, deviceName: name)
    }

    @discardableResult
    func sync(_ server: TestServer) async throws -> SyncReport {
        try await client.sync(now: server.clock.now)
    }
}

func url(_ text: String) throws -> OTPAuthURL { try OTPAuthURL(parsing: text) }

/// Every way a value can be printed.
func renderings(_ value: Any) -> String {
    var dumped = ""
    dump(value, to: &dumped)
    return "\(value)|\(String(describing: value))|\(String(reflecting: value))|\(dumped)"
}

extension SeededGenerator {
    /// A version-4 UUID from the generator's bytes.
    mutating func uuid() -> UUID {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &self) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

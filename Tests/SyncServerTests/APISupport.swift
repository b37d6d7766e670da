import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Secrets
import SyncProtocol
import TestSupport
import Testing

@testable import SyncServer

/// Settings for in-process servers: fast hashing, generous rate limits, a clock the test holds.
func testConfiguration(clock: TestClock = TestClock()) -> SyncServerConfiguration {
    SyncServerConfiguration(
        accountRate: .unlimited, addressRate: .unlimited, signInRate: .unlimited, sessionLifetime: .seconds(3600),
        authHashParameters: .insecureFastForTesting, concurrentHashes: 4, now: { clock.now },
        monotonicSeconds: { clock.now.timeIntervalSince1970 })
}

/// Runs `body` against an in-process server (no sockets) on a fresh store of `kind`.
func withServer<T: Sendable>(
    _ kind: StoreKind, configuration: SyncServerConfiguration = testConfiguration(), logger: Logger = quietLogger,
    _ body: @Sendable (API) async throws -> T
) async throws -> T {
    let directory = try TemporaryDirectory()
    let store: any SyncStore =
        switch kind {
        case .sqlite: try SQLiteSyncStore(path: directory.path + "/sync.sqlite")
        case .postgres: try PostgresSyncStore(url: try postgresURL(), maximumConnections: 4, logger: quietLogger)
        }
    let server = try SyncServer(store: store, configuration: configuration, logger: logger)
    let app = server.makeApplication(host: "127.0.0.1", port: 0)
    return try await app.test(.router) { client in try await body(API(client: client, server: server)) }
}

/// JSON requests to the sync API.
struct API: Sendable {
    let client: any TestClientProtocol
    let server: SyncServer

    struct Reply: Sendable {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let body: [UInt8]

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONDecoder().decode(T.self, from: Data(body))
        }

        /// The error body's code, or `nil` when the body is not an error body.
        var errorCode: SyncErrorCode? { (try? decode(SyncErrorBody.self))?.error.code }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    func send(
        _ method: HTTPRequest.Method, _ path: String, token: SecretText? = nil, body: [UInt8]? = nil,
        headers extra: HTTPFields = [:]
    ) async throws -> Reply {
        var headers = extra
        if let token { headers[.authorization] = "Bearer " + token.unredacted }
        if body != nil { headers[.contentType] = "application/json" }
        let response = try await client.executeRequest(
            uri: path, method: method, headers: headers, body: body.map { ByteBuffer(bytes: $0) })
        return Reply(status: response.status, headers: response.headers, body: Array(response.body.readableBytesView))
    }

    func send(_ method: HTTPRequest.Method, _ path: String, token: SecretText? = nil, json: some Encodable)
        async throws -> Reply
    {
        try await send(method, path, token: token, body: Array(try JSONEncoder().encode(json)))
    }

    // MARK: Accounts

    /// A client of one account, the way a device would use it.
    struct Account: Sendable {
        let name: String
        let authKey: SecretBytes
        var session: SessionResponse
        var token: SecretText { session.token }
    }

    static let kdf = ClientKDF(salt: Array(repeating: 0x5A, count: 16), n: 1 << 10, r: 8, p: 1)

    func createAccount(
        _ name: String = "user-\(UUID().uuidString.prefix(8))@example.com", device: String = "laptop",
        authKey: SecretBytes = SecretBytes(randomCount: 32)
    ) async throws -> Account {
        let reply = try await send(
            .post, SyncAPI.accounts,
            json: CreateAccountRequest(
                account: name, authKey: authKey, kdf: Self.kdf, keyBundle: [1, 2, 3, 4],
                device: DeviceRegistration(name: device)))
        guard reply.status == .created else {
            throw TestSetupError("account creation answered \(reply.status): \(reply.text)")
        }
        return Account(name: name, authKey: authKey, session: try reply.decode(SessionResponse.self))
    }

    func signIn(_ account: Account, device: DeviceRegistration = DeviceRegistration(name: "phone")) async throws
        -> Reply
    {
        try await send(
            .post, SyncAPI.sessions,
            json: SessionRequest(account: account.name, authKey: account.authKey, device: device))
    }

    func push(_ writes: [RecordWrite], token: SecretText) async throws -> Reply {
        try await send(.post, SyncAPI.records, token: token, json: PushRequest(writes: writes))
    }

    func changes(since: UInt64 = 0, limit: Int? = nil, token: SecretText) async throws -> Reply {
        var path = SyncAPI.records + "?since=\(since)"
        if let limit { path += "&limit=\(limit)" }
        return try await send(.get, path, token: token)
    }
}

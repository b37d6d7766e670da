import Secrets

/// One request to the sync server. `path` starts with `/` and may carry a query.
public struct SyncHTTPRequest: Sendable, CustomStringConvertible {
    public var method: String
    public var path: String
    /// The session token, sent as `Authorization: Bearer …`.
    public var token: SecretText?
    /// A JSON body.
    public var body: [UInt8]?

    public init(method: String, path: String, token: SecretText? = nil, body: [UInt8]? = nil) {
        self.method = method
        self.path = path
        self.token = token
        self.body = body
    }

    public var description: String { "\(method) \(path)" }
}

/// The sync server's answer.
public struct SyncHTTPResponse: Sendable {
    public var status: Int
    public var body: [UInt8]
    /// How long the `Retry-After` header asks to wait, if it is there.
    public var retryAfter: Duration?

    public init(status: Int, body: [UInt8], retryAfter: Duration? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }
}

/// How the sync client reaches a server. `HTTPSyncTransport` (module `SyncHTTPTransport`) is the
/// real one, over AsyncHTTPClient; tests plug in an in-process server. The vault itself links no
/// networking code.
public protocol SyncTransport: Sendable {
    /// The server, for messages and for the saved account (such as `https://sync.example.com`).
    var server: String { get }
    /// Sends one request. Throws only when no answer came (network, timeout).
    func send(_ request: SyncHTTPRequest) async throws -> SyncHTTPResponse
}

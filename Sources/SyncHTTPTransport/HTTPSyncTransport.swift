import AsyncHTTPClient
import Foundation
import Keychain
import NIOCore
import NIOHTTP1
import Secrets

/// The sync client's transport over HTTP(S) with AsyncHTTPClient.
///
/// ```swift
/// let transport = try HTTPSyncTransport(server: "https://sync.example.com")
/// let client = SyncClient(vault: vault, transport: transport)
/// let report = try await client.sync(now: Date())
/// await transport.shutdown()
/// ```
///
/// Plain `http:` is accepted only for loopback hosts (a local server, tests); anything else
/// must be `https:`, so that tokens and the authentication key never cross a network in clear.
/// Redirects are not followed.
public struct HTTPSyncTransport: SyncTransport {
    public let server: String
    private let client: HTTPClient
    private let timeout: TimeAmount
    /// The largest answer read (a page of 500 records of 64 KiB, in Base64, fits).
    private let responseLimit = 64 << 20

    /// A transport to `server` (`https://host[:port]`, or `http://` on loopback).
    ///
    /// - Throws: a `KeychainError` with the code `invalidParameter` for anything else.
    public init(server: String, timeout: Duration = .seconds(30)) throws(KeychainError) {
        self.server = try Self.validate(server)
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
        configuration.httpVersion = .http1Only
        client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        self.timeout = TimeAmount(timeout)
    }

    /// Checks and normalises a server address (no path, query or trailing slash).
    public static func validate(_ text: String) throws(KeychainError) -> String {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty, components.user == nil, components.password == nil,
            components.path.isEmpty, components.query == nil, components.fragment == nil
        else {
            throw KeychainError(
                .invalidParameter, "'\(text.prefix(80))' is not a server address such as https://sync.example.com")
        }
        let loopback = ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased())
        guard scheme == "https" || (scheme == "http" && loopback) else {
            throw KeychainError(
                .invalidParameter, "the sync server must use https:// (plain http:// only on localhost or 127.0.0.1)")
        }
        return trimmed
    }

    public func send(_ request: SyncHTTPRequest) async throws -> SyncHTTPResponse {
        var outgoing = HTTPClientRequest(url: server + request.path)
        outgoing.method = HTTPMethod(rawValue: request.method)
        outgoing.headers.add(name: "Accept", value: "application/json")
        if let token = request.token {
            outgoing.headers.add(name: "Authorization", value: "Bearer " + token.unredacted)
        }
        if let body = request.body {
            outgoing.headers.add(name: "Content-Type", value: "application/json")
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        let response = try await client.execute(outgoing, timeout: timeout)
        let body = try await response.body.collect(upTo: responseLimit)
        return SyncHTTPResponse(
            status: Int(response.status.code), body: Array(body.readableBytesView),
            retryAfter: response.headers.first(name: "Retry-After").flatMap { Int($0) }.map { .seconds($0) })
    }

    /// Closes the connections. Call once when done.
    public func shutdown() async {
        try? await client.shutdown()
    }
}

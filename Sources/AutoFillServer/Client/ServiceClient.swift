import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Talks to a running `autofill serve` over its Unix socket, as an agent client does: the CLI
/// and the browser bridge use it to reach the unlocked vault.
///
/// ```swift
/// let client = ServiceClient(socketPath: configuration.socketPath)
/// defer { try? await client.shutdown() }
/// let (status, body) = try await client.send(method: "GET", path: "/v1/status")
/// ```
public final class ServiceClient: Sendable {
    public let socketPath: String
    private let client: HTTPClient
    private let timeout: TimeAmount

    public init(socketPath: String, timeout: Duration = .seconds(30)) {
        self.socketPath = socketPath
        self.client = HTTPClient(eventLoopGroupProvider: .singleton)
        self.timeout = .nanoseconds(Int64(timeout.components.seconds) * 1_000_000_000)
    }

    /// Whether a service answers on the socket.
    public var isServiceRunning: Bool { Self.isServiceRunning(socketPath: socketPath) }

    /// Whether a service answers on `socketPath`, without making a client.
    public static func isServiceRunning(socketPath: String) -> Bool { UnixSocketProbe.isListening(socketPath) }

    /// Sends one request and returns the status and the body (at most 4 MB).
    ///
    /// - Throws: ``AutoFillServerError/Code/startupFailed`` when no service answers.
    public func send(method: String, path: String, body: [UInt8]? = nil) async throws(AutoFillServerError) -> (
        status: Int, body: [UInt8]
    ) {
        guard let url = URL(httpURLWithSocketPath: socketPath, uri: path) else {
            throw AutoFillServerError(.badRequest, "cannot address \(path) on \(socketPath)")
        }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = HTTPMethod(rawValue: method)
        request.headers.add(name: "Host", value: "localhost")
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: body))
        }
        do {
            let response = try await client.execute(request, timeout: timeout)
            let collected = try await response.body.collect(upTo: 4 << 20)
            return (Int(response.status.code), Array(collected.readableBytesView))
        } catch {
            throw AutoFillServerError(
                .startupFailed, "no AutoFill service answers on \(socketPath); start it with 'autofill serve'")
        }
    }

    /// Closes the connection pool. Call it before the client goes away.
    public func shutdown() async throws {
        try await client.shutdown()
    }
}

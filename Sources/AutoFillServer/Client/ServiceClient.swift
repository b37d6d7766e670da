import AsyncHTTPClient
import AutoFillAPI
import Foundation
import NIOCore
import NIOHTTP1

/// Talks to a running `autofill serve` over its Unix socket, as an agent client does: the CLI,
/// the browser bridge and the tests reach the unlocked vault through it.
///
/// ```swift
/// let client = ServiceClient(socketPath: configuration.socketPath)
/// defer { try? await client.shutdown() }
/// let status = try await client.send(Endpoints.status)
/// let received = try await client.send(Endpoints.receiveMessage, MessageRequest(text: SecretText(text)))
/// ```
public final class ServiceClient: Sendable {
    public let socketPath: String
    private let client: HTTPClient
    private let timeout: TimeAmount

    public init(socketPath: String, timeout: Duration = .seconds(30)) {
        self.socketPath = socketPath
        // A Unix socket answers at once or not at all: a second to connect is plenty, and a
        // missing service is reported without the client's usual retries.
        var configuration = HTTPClient.Configuration()
        configuration.timeout.connect = .seconds(1)
        self.client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        self.timeout = .nanoseconds(Int64(timeout.components.seconds) * 1_000_000_000)
    }

    /// Whether a service answers on the socket.
    public var isServiceRunning: Bool { Self.isServiceRunning(socketPath: socketPath) }

    /// Whether a service answers on `socketPath`, without making a client.
    public static func isServiceRunning(socketPath: String) -> Bool { UnixSocketProbe.isListening(socketPath) }

    /// Calls `endpoint` with `body` (for `{id}` in its path, `id`; `query` for its query string)
    /// and decodes the answer.
    ///
    /// - Throws: the service's refusal as an ``AutoFillServerError`` with its code and message;
    ///   ``AutoFillServerError/Code/startupFailed`` when no service answers.
    @discardableResult
    public func send<Body, Answer>(
        _ endpoint: Endpoint<Body, Answer>, _ body: Body, id: String? = nil, query: [String: String] = [:]
    ) async throws(AutoFillServerError) -> Answer {
        var path = id.map(endpoint.path(id:)) ?? endpoint.path
        if !query.isEmpty {
            var components = URLComponents()
            components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
            path += components.percentEncodedQuery.map { "?" + $0.replacingOccurrences(of: "+", with: "%2B") } ?? ""
        }
        var bytes: [UInt8]?
        if Body.self != NoBody.self {
            do {
                bytes = [UInt8](try JSONText.encoder().encode(body))
            } catch {
                throw AutoFillServerError(.badRequest, "cannot encode the request for \(endpoint)")
            }
        }
        let answer = try await send(method: endpoint.method.rawValue, path: path, body: bytes)
        guard answer.status == endpoint.successStatus else { throw Self.refusal(status: answer.status, answer.body) }
        if Answer.self == NoContent.self { return NoContent() as! Answer }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(Answer.self, from: Data(answer.body))
        } catch {
            throw AutoFillServerError(.internalError, "the service's answer to \(endpoint) could not be read")
        }
    }

    /// Calls an endpoint that takes no body.
    @discardableResult
    public func send<Answer>(
        _ endpoint: Endpoint<NoBody, Answer>, id: String? = nil, query: [String: String] = [:]
    ) async throws(AutoFillServerError) -> Answer {
        try await send(endpoint, NoBody(), id: id, query: query)
    }

    /// Sends one request as it is and returns the status and the body (at most 4 MB): for the
    /// bridge, which relays the extension's requests.
    ///
    /// - Throws: ``AutoFillServerError/Code/startupFailed`` when no service answers.
    public func send(method: String, path: String, body: [UInt8]? = nil) async throws(AutoFillServerError) -> (
        status: Int, body: [UInt8]
    ) {
        guard let url = URL(httpURLWithSocketPath: socketPath, uri: path) else {
            throw AutoFillServerError(.badRequest, "cannot address \(path) on \(socketPath)")
        }
        // No listening socket: say so now rather than after the client's connect attempts.
        guard isServiceRunning else { throw noService }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = NIOHTTP1.HTTPMethod(rawValue: method)
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
            throw noService
        }
    }

    private var noService: AutoFillServerError {
        AutoFillServerError(
            .startupFailed, "no AutoFill service answers on \(socketPath); start it with 'autofill serve'")
    }

    /// The service's refusal (`{"error": {"code", "message"}}`) as an error.
    static func refusal(status: Int, _ body: [UInt8]) -> AutoFillServerError {
        guard let refusal = try? JSONDecoder().decode(ErrorBody.self, from: Data(body)) else {
            return AutoFillServerError(.internalError, "the service answered HTTP \(status)")
        }
        return AutoFillServerError(
            AutoFillServerError.Code(name: refusal.error.code) ?? .internalError, refusal.error.message)
    }

    /// Closes the connection pool. Call it before the client goes away.
    public func shutdown() async throws {
        try await client.shutdown()
    }
}

extension ServiceClient {
    /// One server-sent event of `GET /v1/events`: its name and its `data:` JSON.
    public struct Event: Sendable, Equatable {
        public let name: ServiceEventName
        public let data: [UInt8]
    }

    /// The service's events as they come, until the stream ends (the service stopped) or the
    /// task is cancelled. Keep-alive comments are skipped.
    ///
    /// - Throws: ``AutoFillServerError/Code/startupFailed`` when no service answers.
    public func events() async throws(AutoFillServerError) -> AsyncThrowingStream<Event, any Error> {
        guard let url = URL(httpURLWithSocketPath: socketPath, uri: Endpoints.events.path) else {
            throw AutoFillServerError(.badRequest, "cannot address the event stream on \(socketPath)")
        }
        guard isServiceRunning else { throw noService }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Host", value: "localhost")
        let response: HTTPClientResponse
        do {
            response = try await client.execute(request, deadline: .distantFuture)
        } catch {
            throw AutoFillServerError(
                .startupFailed, "no AutoFill service answers on \(socketPath); start it with 'autofill serve'")
        }
        guard response.status.code == 200 else {
            throw AutoFillServerError(.internalError, "the event stream answered HTTP \(response.status.code)")
        }
        return AsyncThrowingStream { continuation in
            let task = Task {
                var parser = ServerSentEventParser()
                do {
                    for try await chunk in response.body {
                        for (name, data) in parser.append(Array(chunk.readableBytesView)) {
                            continuation.yield(Event(name: ServiceEventName(rawValue: name), data: data))
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

import AutoFillAPI
import Foundation
import _AutoFillSupport

/// One server-sent event: a name and a JSON object, never a secret.
struct ServerEvent: Sendable, Equatable {
    /// Who may see the event.
    enum Audience: Sendable, Equatable {
        /// Every subscriber (vault locked or unlocked).
        case everyone
        /// Subscribers with full access (the service's own page, the bridge, the CLI).
        case full
        /// Full-access subscribers and the demo-site sessions of this host.
        case site(String)
    }

    var name: ServiceEventName
    /// The `data:` line: one JSON object.
    var data: String
    var audience: Audience

    init(_ name: ServiceEventName, data: some Encodable, audience: Audience) {
        self.name = name
        self.data = JSONText.encode(data)
        self.audience = audience
    }

    /// The event as it goes on the wire; the keep-alive is a comment line.
    var wireText: String {
        name.rawValue.isEmpty ? ": keep-alive\n\n" : "event: \(name)\ndata: \(data)\n\n"
    }

    /// Sent every ``EventHub/keepAliveInterval`` so proxies and browsers keep the stream open.
    static let keepAlive = ServerEvent(ServiceEventName(rawValue: ""), data: [String: String](), audience: .everyone)
}

/// Hands events to every open `GET /v1/events` stream.
final class EventHub: Sendable {
    static let maximumSubscribers = 64
    static let keepAliveInterval: Duration = .seconds(15)

    private struct Subscriber {
        let access: Access
        let continuation: AsyncStream<ServerEvent>.Continuation
    }

    private struct State {
        var subscribers: [UUID: Subscriber] = [:]
        var isClosed = false
    }

    private let state = Locked(State())

    /// A stream of the events `access` may see; it ends when the hub closes. Nil when too many
    /// streams are open.
    func subscribe(access: Access) -> AsyncStream<ServerEvent>? {
        let id = UUID()
        let (stream, continuation) = AsyncStream<ServerEvent>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let accepted = state.withLock { state -> Bool in
            guard !state.isClosed, state.subscribers.count < Self.maximumSubscribers else { return false }
            state.subscribers[id] = Subscriber(access: access, continuation: continuation)
            return true
        }
        guard accepted else {
            continuation.finish()
            return nil
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `event` to the subscribers its audience allows.
    func publish(_ event: ServerEvent) {
        let targets = state.withLock { state in
            state.subscribers.values.filter { Self.may($0.access, see: event.audience) }.map(\.continuation)
        }
        for continuation in targets { continuation.yield(event) }
    }

    /// The number of open streams.
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Ends every stream (on shutdown) and refuses new ones.
    func close() {
        let all = state.withLock { state in
            state.isClosed = true
            defer { state.subscribers.removeAll() }
            return state.subscribers.values.map(\.continuation)
        }
        for continuation in all { continuation.finish() }
    }

    static func may(_ access: Access, see audience: ServerEvent.Audience) -> Bool {
        switch (access, audience) {
        case (.none, _): false
        case (_, .everyone): true
        case (.full, _): true
        case (.site(let host), .site(let target)): host == target
        case (.site, .full): false
        }
    }
}

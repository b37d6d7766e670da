import HTTPTypes
import HummingbirdCore
import NIOCore
import NIOHTTPTypes
import _AutoFillSupport

/// The open connections of one listener and what each is doing, so that the oldest idle one can
/// make room for a new one (see ``ConnectionLimits``).
package final class ConnectionGuard: Sendable {
    package let limits: ConnectionLimits

    private struct Entry {
        let channel: any Channel
        /// Waiting for a request head or body: may be closed to make room.
        var isWaiting: Bool
        /// When it started waiting, as a sequence number (smaller is older).
        var since: UInt64
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var sequence: UInt64 = 0
        var evicted: Int = 0
        var peak: Int = 0
    }

    private let state = Locked(State())

    package init(limits: ConnectionLimits) {
        self.limits = limits
    }

    /// The server pipeline with the guard's handler (after the HTTP decoder, which is limited
    /// to ``ConnectionLimits/maximumHeaderBytes``) and a closing of the connection after any
    /// answer that says `Connection: close`.
    package var serverBuilder: HTTPServerBuilder {
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.maximumHeaderBytes, maxHeaderListSize: limits.maximumHeaderBytes,
            maxHeaderFieldCount: 100)
        return .http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [ConnectionGuardHandler(guard: self)], httpDecoderConfiguration: decoder))
    }

    /// How many connections are open now, the most there were at once, and how many were closed
    /// to make room.
    package var counts: (open: Int, peak: Int, evicted: Int) {
        state.withLock { ($0.entries.count, $0.peak, $0.evicted) }
    }

    /// Registers a new connection; returns the connections to close to make room (the oldest
    /// waiting ones; the new one itself when every other is being answered).
    func opened(_ channel: any Channel) -> [any Channel] {
        state.withLock { state in
            state.sequence += 1
            state.entries[ObjectIdentifier(channel)] = Entry(channel: channel, isWaiting: true, since: state.sequence)
            state.peak = max(state.peak, state.entries.count)
            var victims: [any Channel] = []
            while state.entries.count > limits.maximumConnections {
                guard
                    let oldest = state.entries.filter({ $0.value.isWaiting }).min(by: {
                        $0.value.since < $1.value.since
                    })
                else { break }
                state.entries[oldest.key] = nil
                victims.append(oldest.value.channel)
            }
            state.evicted += victims.count
            return victims
        }
    }

    func setWaiting(_ channel: any Channel, _ isWaiting: Bool) {
        state.withLock { state in
            let key = ObjectIdentifier(channel)
            guard var entry = state.entries[key] else { return }
            if isWaiting && !entry.isWaiting {
                state.sequence += 1
                entry.since = state.sequence
            }
            entry.isWaiting = isWaiting
            state.entries[key] = entry
        }
    }

    func closed(_ channel: any Channel) {
        _ = state.withLock { $0.entries.removeValue(forKey: ObjectIdentifier(channel)) }
    }
}

/// One connection's deadlines (head, body, keep-alive) and its place in the guard's table.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let connectionGuard: ConnectionGuard
    private var deadline: Scheduled<Void>?
    /// The connection, while it is in the guard's table.
    private var registered: (any Channel)?
    private var closesAfterAnswer = false

    init(guard connectionGuard: ConnectionGuard) {
        self.connectionGuard = connectionGuard
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { register(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        register(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        release()
    }

    private func register(_ context: ChannelHandlerContext) {
        guard registered == nil else { return }
        registered = context.channel
        for victim in connectionGuard.opened(context.channel) {
            victim.close(promise: nil)
        }
        schedule(context, after: connectionGuard.limits.headerTimeout)
    }

    private func release() {
        deadline?.cancel()
        deadline = nil
        // An evicted connection has left the table already; removing it again is harmless.
        if let registered { connectionGuard.closed(registered) }
        registered = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            schedule(context, after: connectionGuard.limits.bodyTimeout)
        case .body:
            break
        case .end:
            // The request is complete: the answer may take as long as it takes.
            deadline?.cancel()
            deadline = nil
            connectionGuard.setWaiting(context.channel, false)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            closesAfterAnswer = head.headerFields[.connection]?.lowercased() == "close"
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            guard !closesAfterAnswer else {
                // An answer that ends the conversation (a body over the limit): the connection
                // closes. First only its sending side, for a moment, while what the client is
                // still sending is read and dropped: closing at once with unread data makes the
                // kernel reset the connection, and the client would lose the answer (nginx's
                // "lingering close" does the same).
                let channel = context.channel
                let written = context.eventLoop.makePromise(of: Void.self)
                written.futureResult.whenComplete { _ in
                    channel.close(mode: .output, promise: nil)
                    channel.eventLoop.scheduleTask(in: .seconds(2)) { channel.close(promise: nil) }
                }
                written.futureResult.cascade(to: promise)
                deadline?.cancel()
                deadline = nil
                context.writeAndFlush(data, promise: written)
                return
            }
            context.write(data, promise: promise)
            connectionGuard.setWaiting(context.channel, true)
            schedule(context, after: connectionGuard.limits.idleTimeout)
        }
    }

    private func schedule(_ context: ChannelHandlerContext, after timeout: Duration) {
        deadline?.cancel()
        let channel = context.channel
        let (seconds, attoseconds) = timeout.components
        deadline = context.eventLoop.scheduleTask(
            in: .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        ) {
            channel.close(promise: nil)
        }
    }
}

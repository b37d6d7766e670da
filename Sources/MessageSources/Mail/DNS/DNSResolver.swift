import NIOCore
import NIOPosix

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A small stub resolver for TXT records: one question to one recursive server over UDP, again
/// over TCP when the answer is truncated. Enough for DKIM keys; not a general resolver (no
/// cache, no DNSSEC validation: trust comes from the server you name, usually your own).
public struct DNSResolver: DKIMKeyResolver, Sendable {
    /// The server's address: an IP literal (`127.0.0.1`, `::1`) and a port.
    public var host: String
    public var port: Int
    /// How long one attempt waits for the answer.
    public var timeout: Duration
    /// Tries over UDP before giving up.
    public var attempts: Int
    private let group: any EventLoopGroup

    public init(
        host: String, port: Int = 53, timeout: Duration = .seconds(3), attempts: Int = 2,
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) {
        self.host = host
        self.port = port
        self.timeout = timeout
        self.attempts = attempts
        self.group = eventLoopGroup
    }

    /// The first `nameserver` of `/etc/resolv.conf` (or the file named), port 53; nil when
    /// there is none.
    public static func systemServer(resolvConf path: String = "/etc/resolv.conf") -> (host: String, port: Int)? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count >= 2, words[0] == "nameserver" {
                var address = String(words[1])
                if let percent = address.firstIndex(of: "%") { address = String(address[..<percent]) }
                return (address, 53)
            }
        }
        return nil
    }

    public func txtRecords(for name: String) async throws(MessageSourceError) -> [[UInt8]] {
        let address: SocketAddress
        do {
            address = try SocketAddress(ipAddress: host, port: port)
        } catch {
            throw MessageSourceError(.invalidConfiguration, "The DNS server \(host) is not an IP address.")
        }
        var lastError = MessageSourceError(.unreachable, "The DNS server \(host):\(port) did not answer.")
        for _ in 0..<max(1, attempts) {
            let id = UInt16.random(in: 0...UInt16.max)
            let query = try DNSMessage.txtQuery(id: id, name: name)
            do {
                var answer = try await exchangeUDP(query, with: address)
                if answer.isTruncated { answer = try await exchangeTCP(query, with: address) }
                guard answer.id == id, answer.questionName == name.lowercased().trimmingDot() else {
                    lastError = MessageSourceError(
                        .unreachable, "The DNS server \(host):\(port) answered another question.")
                    continue
                }
                switch answer.responseCode {
                case 0: return answer.txtRecords
                case 3: return []
                default:
                    lastError = MessageSourceError(
                        .unreachable, "The DNS server \(host):\(port) failed to answer (code \(answer.responseCode)).")
                }
            } catch let error as MessageSourceError {
                lastError = error
            } catch {
                lastError = MessageSourceError(.unreachable, "The DNS server \(host):\(port) cannot be reached.")
            }
        }
        throw lastError
    }

    private func exchangeUDP(_ query: [UInt8], with address: SocketAddress) async throws -> DNSMessage.Answer {
        let promise = group.next().makePromise(of: [UInt8].self)
        let channel = try await DatagramBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        DatagramAnswerHandler(promise: promise, from: address))
                }
            }
            .bind(host: address.protocol == .inet6 ? "::" : "0.0.0.0", port: 0).get()
        let timeoutTask = channel.eventLoop.scheduleTask(in: .nanoseconds(Int64(timeout.nanoseconds))) {
            promise.fail(MessageSourceError(.unreachable, "The DNS server \(host):\(port) did not answer in time."))
        }
        defer {
            timeoutTask.cancel()
            channel.close(promise: nil)
        }
        let envelope = AddressedEnvelope(remoteAddress: address, data: channel.allocator.buffer(bytes: query))
        try await channel.writeAndFlush(envelope).get()
        let bytes = try await promise.futureResult.get()
        guard let answer = DNSMessage.parseAnswer(bytes) else {
            throw MessageSourceError(.unreachable, "The DNS server \(host):\(port) sent a malformed answer.")
        }
        return answer
    }

    private func exchangeTCP(_ query: [UInt8], with address: SocketAddress) async throws -> DNSMessage.Answer {
        let promise = group.next().makePromise(of: [UInt8].self)
        let channel = try await ClientBootstrap(group: group)
            .connectTimeout(.nanoseconds(Int64(timeout.nanoseconds)))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(StreamAnswerHandler(promise: promise))
                }
            }
            .connect(to: address).get()
        let timeoutTask = channel.eventLoop.scheduleTask(in: .nanoseconds(Int64(timeout.nanoseconds))) {
            promise.fail(MessageSourceError(.unreachable, "The DNS server \(host):\(port) did not answer in time."))
        }
        defer {
            timeoutTask.cancel()
            channel.close(promise: nil)
        }
        var buffer = channel.allocator.buffer(capacity: query.count + 2)
        buffer.writeInteger(UInt16(query.count))
        buffer.writeBytes(query)
        try await channel.writeAndFlush(buffer).get()
        let bytes = try await promise.futureResult.get()
        guard let answer = DNSMessage.parseAnswer(bytes) else {
            throw MessageSourceError(.unreachable, "The DNS server \(host):\(port) sent a malformed answer.")
        }
        return answer
    }
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

extension String {
    fileprivate func trimmingDot() -> String { hasSuffix(".") ? String(dropLast()) : self }
}

/// Completes the promise with the first datagram from the server.
private final class DatagramAnswerHandler: ChannelInboundHandler, @unchecked Sendable {
    // Used on its channel's event loop only.
    typealias InboundIn = AddressedEnvelope<ByteBuffer>
    let promise: EventLoopPromise<[UInt8]>
    let server: SocketAddress

    init(promise: EventLoopPromise<[UInt8]>, from server: SocketAddress) {
        self.promise = promise
        self.server = server
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let envelope = unwrapInboundIn(data)
        // Answers from anyone but the server are ignored (spoofing on the local network).
        guard envelope.remoteAddress == server else { return }
        promise.succeed(Array(envelope.data.readableBytesView))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        promise.fail(MessageSourceError(.unreachable, "The DNS server cannot be reached."))
    }
}

/// Reads one length-prefixed DNS message from a TCP stream.
private final class StreamAnswerHandler: ChannelInboundHandler, @unchecked Sendable {
    // Used on its channel's event loop only.
    typealias InboundIn = ByteBuffer
    let promise: EventLoopPromise<[UInt8]>
    var received: [UInt8] = []

    init(promise: EventLoopPromise<[UInt8]>) { self.promise = promise }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        received += unwrapInboundIn(data).readableBytesView
        if received.count >= 2 {
            let length = Int(received[0]) << 8 | Int(received[1])
            if received.count >= 2 + length { promise.succeed(Array(received[2..<(2 + length)])) }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        promise.fail(MessageSourceError(.unreachable, "The DNS server closed the connection."))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        promise.fail(MessageSourceError(.unreachable, "The DNS server cannot be reached."))
    }
}

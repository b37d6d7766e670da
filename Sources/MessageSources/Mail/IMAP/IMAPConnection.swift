import NIOCore
import NIOPosix
import NIOSSL
import Secrets

/// A part of a command: text sent as it is, or a string the client quotes or sends as a literal.
enum IMAPCommandPart: Sendable {
    case raw(String)
    /// A string argument (a mailbox name, a user name): quoted when it can be, else a literal.
    case string([UInt8])
    /// A secret argument (a password): as `.string`, from a `SecretBytes`, never printed.
    case secret(SecretBytes)
    /// Secret bytes sent as they are (a SASL initial response).
    case secretRaw(SecretBytes)
    /// Ends the line, waits for the server's continuation request, then sends the bytes (a SASL
    /// response after `AUTHENTICATE PLAIN`).
    case afterContinuation(SecretBytes)
}

/// How to reach the server.
struct IMAPEndpoint: Sendable {
    enum Security: Sendable { case tls, startTLS }
    var host: String
    var port: Int
    var security: Security
    var trustRoots: NIOSSLTrustRoots
    var timeout: Duration
}

/// One connection to an IMAP server: the NIO channel, the response stream, the tag counter.
/// Commands run one at a time (the actor's job); responses that arrive between commands (new
/// mail while idle) are read by whoever waits next.
actor IMAPConnection {
    let endpoint: IMAPEndpoint
    private let channel: any Channel
    private let handler: IMAPResponseHandler
    private var responses: AsyncThrowingStream<IMAPResponse, any Error>.Iterator
    private var tagCounter = 0
    private(set) var capabilities: Set<String> = []
    /// Whether an EXISTS or RECENT came with a command's responses since ``takeNews()`` was last
    /// called: mail that arrived while the client was busy, which IDLE would not announce again.
    private var hasNews = false

    private init(
        endpoint: IMAPEndpoint, channel: any Channel, handler: IMAPResponseHandler,
        responses: AsyncThrowingStream<IMAPResponse, any Error>
    ) {
        self.endpoint = endpoint
        self.channel = channel
        self.handler = handler
        self.responses = responses.makeAsyncIterator()
    }

    /// Connects, reads the greeting, and (for STARTTLS) upgrades to TLS; afterwards the
    /// capabilities are known.
    static func connect(to endpoint: IMAPEndpoint, group: any EventLoopGroup) async throws(MessageSourceError)
        -> IMAPConnection
    {
        let address = "\(endpoint.host):\(endpoint.port)"
        let sslContext: NIOSSLContext
        do {
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.trustRoots = endpoint.trustRoots
            configuration.minimumTLSVersion = .tlsv12
            sslContext = try NIOSSLContext(configuration: configuration)
        } catch {
            throw MessageSourceError(.invalidConfiguration, "The TLS settings cannot be used: \(error).")
        }
        let (stream, continuation) = AsyncThrowingStream<IMAPResponse, any Error>.makeStream()
        let handler = IMAPResponseHandler(continuation: continuation)
        let serverName = Self.isIPAddress(endpoint.host) ? nil : endpoint.host
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: group)
                .connectTimeout(.nanoseconds(Int64(endpoint.timeout.nanoseconds)))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        if endpoint.security == .tls {
                            try channel.pipeline.syncOperations.addHandler(
                                try NIOSSLClientHandler(context: sslContext, serverHostname: serverName))
                        }
                        try channel.pipeline.syncOperations.addHandler(handler)
                    }
                }
                .connect(host: endpoint.host, port: endpoint.port).get()
        } catch {
            throw MessageSourceError(.unreachable, "Cannot reach the mail server \(address): \(Self.describe(error)).")
        }
        let connection = IMAPConnection(endpoint: endpoint, channel: channel, handler: handler, responses: stream)
        do {
            try await connection.readGreeting()
            if endpoint.security == .startTLS {
                try await connection.startTLS(context: sslContext, serverName: serverName)
            }
            if await connection.capabilities.isEmpty { try await connection.refreshCapabilities() }
        } catch {
            await connection.close()
            throw error
        }
        return connection
    }

    private func readGreeting() async throws(MessageSourceError) {
        let greeting = try await nextResponse(timeout: endpoint.timeout)
        guard greeting.kind == .untagged, greeting.status == .ok || greeting.status == .preauth else {
            throw MessageSourceError(
                .unreachable, "The mail server \(endpoint.host) refused the connection: \(greeting.text)")
        }
        if greeting.codeName == "CAPABILITY", let code = greeting.code { learnCapabilities(code.dropFirst()) }
    }

    private func startTLS(context: NIOSSLContext, serverName: String?) async throws(MessageSourceError) {
        if !capabilities.isEmpty, !capabilities.contains("STARTTLS") {
            throw MessageSourceError(
                .invalidConfiguration,
                "The mail server \(endpoint.host) does not offer STARTTLS; use IMAPS (usually port 993).")
        }
        let result = try await run([.raw("STARTTLS")])
        guard result.status == .ok else {
            throw MessageSourceError(.invalidConfiguration, "The mail server \(endpoint.host) refused STARTTLS.")
        }
        // Anything the server sent after its OK and before the handshake would be read as if it
        // came over TLS (a command injection): refuse it.
        let handler = self.handler
        let channel = self.channel
        do {
            try await channel.eventLoop.submit {
                guard !handler.hasBufferedBytes else {
                    throw MessageSourceError(.malformed, "The mail server sent data before the TLS handshake.")
                }
                let ssl = try NIOSSLClientHandler(context: context, serverHostname: serverName)
                try channel.pipeline.syncOperations.addHandler(ssl, position: .first)
            }.get()
        } catch let error as MessageSourceError {
            throw error
        } catch {
            throw MessageSourceError(.certificateRejected, "TLS with \(endpoint.host) failed: \(Self.describe(error)).")
        }
        // Capabilities learnt before TLS must be forgotten (RFC 9051 §6.2.1).
        capabilities = []
        try await refreshCapabilities()
    }

    func refreshCapabilities() async throws(MessageSourceError) {
        let result = try await run([.raw("CAPABILITY")])
        for response in result.untagged where response.name == "CAPABILITY" {
            learnCapabilities(response.values.dropFirst())
        }
        if result.tagged.codeName == "CAPABILITY", let code = result.tagged.code {
            learnCapabilities(code.dropFirst())
        }
    }

    private func learnCapabilities(_ values: some Sequence<IMAPValue>) {
        capabilities = Set(values.compactMap { $0.atom?.uppercased() })
    }

    /// The result of one command: the untagged responses that came before its tagged one.
    struct Result: Sendable {
        var untagged: [IMAPResponse]
        var tagged: IMAPResponse
        var status: IMAPResponse.Status? { tagged.status }
    }

    /// Sends one command and reads until its tagged response. Literals wait for the server's
    /// continuation request (or use LITERAL+ when offered).
    func run(_ parts: [IMAPCommandPart], timeout: Duration? = nil) async throws(MessageSourceError) -> Result {
        let tag = nextTag()
        var pending: [UInt8] = Array("\(tag) ".utf8)
        let nonSynchronising = capabilities.contains("LITERAL+")
        var untagged: [IMAPResponse] = []
        for part in parts {
            switch part {
            case .raw(let text):
                pending += Array(text.utf8)
            case .string(let bytes):
                try await appendString(bytes, to: &pending, nonSynchronising: nonSynchronising, untagged: &untagged)
            case .secret(let secret):
                try await appendString(
                    secret.unredactedBytes(), to: &pending, nonSynchronising: nonSynchronising, untagged: &untagged)
            case .secretRaw(let secret):
                pending += secret.unredactedBytes()
            case .afterContinuation(let secret):
                pending += [0x0D, 0x0A]
                try await write(pending)
                pending = []
                try await awaitContinuation(untagged: &untagged)
                pending = secret.unredactedBytes()
            }
        }
        pending += [0x0D, 0x0A]
        try await write(pending)
        while true {
            let response = try await nextResponse(timeout: timeout ?? endpoint.timeout)
            if case .tagged(let received) = response.kind, received == tag {
                return Result(untagged: untagged, tagged: response)
            }
            if let (_, name) = response.numbered, name == "EXISTS" || name == "RECENT" { hasNews = true }
            if response.status == .bye {
                throw MessageSourceError(
                    .unreachable, "The mail server \(endpoint.host) closed the session: \(response.text)")
            }
            untagged.append(response)
        }
    }

    private func appendString(
        _ bytes: [UInt8], to pending: inout [UInt8], nonSynchronising: Bool, untagged: inout [IMAPResponse]
    ) async throws(MessageSourceError) {
        let quotable = bytes.count < 1000 && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if quotable {
            pending.append(UInt8(ascii: "\""))
            for byte in bytes {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { pending.append(UInt8(ascii: "\\")) }
                pending.append(byte)
            }
            pending.append(UInt8(ascii: "\""))
            return
        }
        if nonSynchronising {
            pending += Array("{\(bytes.count)+}\r\n".utf8) + bytes
            return
        }
        pending += Array("{\(bytes.count)}\r\n".utf8)
        try await write(pending)
        pending = bytes
        try await awaitContinuation(untagged: &untagged)
    }

    private func awaitContinuation(untagged: inout [IMAPResponse]) async throws(MessageSourceError) {
        while true {
            let response = try await nextResponse(timeout: endpoint.timeout)
            if response.kind == .continuation { return }
            if case .tagged = response.kind {
                throw MessageSourceError(.malformed, "The mail server refused a command: \(response.text)")
            }
            untagged.append(response)
        }
    }

    /// Whether new mail was announced since the last call; clears the flag.
    func takeNews() -> Bool {
        defer { hasNews = false }
        return hasNews
    }

    func nextTag() -> String {
        tagCounter += 1
        return "A\(tagCounter)"
    }

    var eventLoopChannel: any Channel { channel }

    /// Writes bytes as they are (DONE after IDLE, an AUTHENTICATE response).
    func write(_ bytes: [UInt8]) async throws(MessageSourceError) {
        do {
            try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes)).get()
        } catch {
            throw MessageSourceError(
                .unreachable, "The connection to \(endpoint.host) was lost: \(Self.describe(error)).")
        }
    }

    /// The next response, or an error when none comes within `timeout` (nil: wait for ever).
    func nextResponse(timeout: Duration?) async throws(MessageSourceError) -> IMAPResponse {
        let channel = self.channel
        let timer = timeout.map { timeout in
            channel.eventLoop.scheduleTask(in: .nanoseconds(Int64(timeout.nanoseconds))) { [handler] in
                handler.timedOut = true
                channel.close(promise: nil)
            }
        }
        defer { timer?.cancel() }
        do {
            let response = try await withTaskCancellationHandler {
                // A copy shares the stream's storage; only one command reads at a time.
                var iterator = responses
                defer { responses = iterator }
                return try await iterator.next(isolation: self)
            } onCancel: {
                channel.close(promise: nil)
            }
            guard let response else {
                throw MessageSourceError(.unreachable, "The mail server \(endpoint.host) closed the connection.")
            }
            return response
        } catch let error as MessageSourceError {
            if handler.timedOut {
                throw MessageSourceError(.unreachable, "The mail server \(endpoint.host) stopped answering.")
            }
            throw error
        } catch {
            if handler.timedOut {
                throw MessageSourceError(.unreachable, "The mail server \(endpoint.host) stopped answering.")
            }
            throw Self.classify(error, host: endpoint.host)
        }
    }

    func close() async {
        try? await channel.close().get()
    }

    static func isIPAddress(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host, port: 0)) != nil
    }

    /// Words for a NIO or NIOSSL error.
    static func describe(_ error: any Error) -> String {
        if let error = error as? MessageSourceError { return error.description }
        let text = String(describing: error)
        if text.contains("connectTimeout") { return "the connection timed out" }
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        return text
    }

    /// A channel error as the module's error: certificates apart from the rest.
    static func classify(_ error: any Error, host: String) -> MessageSourceError {
        if let error = error as? MessageSourceError { return error }
        let text = String(describing: error)
        if error is NIOSSLError || error is NIOSSLExtraError || text.contains("CERTIFICATE") {
            let why =
                if let extra = error as? NIOSSLExtraError, extra == .failedToValidateHostname {
                    "it is for another name"
                } else if text.contains("CERTIFICATE_VERIFY_FAILED") {
                    "it does not chain to a trusted authority, or it has expired"
                } else {
                    "the TLS handshake failed"
                }
            return MessageSourceError(
                .certificateRejected,
                "The mail server \(host)'s certificate is not trusted: \(why). Check the server name, or add its certificate authority."
            )
        }
        return MessageSourceError(.unreachable, "The connection to \(host) was lost: \(describe(error)).")
    }
}

/// Turns the channel's bytes into responses on the stream. Its state lives on the channel's
/// event loop; `timedOut` is set there too, before the channel closes.
final class IMAPResponseHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    private var parser = IMAPResponseParser()
    private let continuation: AsyncThrowingStream<IMAPResponse, any Error>.Continuation
    /// Read only after the channel closed (the stream ended), so no race.
    var timedOut = false

    init(continuation: AsyncThrowingStream<IMAPResponse, any Error>.Continuation) {
        self.continuation = continuation
    }

    var hasBufferedBytes: Bool { parser.hasBufferedBytes }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        parser.append(buffer.readableBytesView)
        do {
            while let response = try parser.next() {
                continuation.yield(response)
            }
        } catch {
            continuation.finish(throwing: error)
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        continuation.finish()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        continuation.finish(throwing: error)
        context.close(promise: nil)
    }
}

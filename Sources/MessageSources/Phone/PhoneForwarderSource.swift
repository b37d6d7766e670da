import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Secrets
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SMS that paired Android phones forward over the local network: an HTTPS listener (a
/// certificate the service made, see ``ForwarderCertificate``) that takes the webhook bodies of
/// the common SMS-forwarding apps (``ForwarderPayload``) from phones holding a token
/// (``PairedPhones``).
///
/// A request is `POST /v1/forward` with `Authorization: Bearer TOKEN`, or `POST /v1/forward/TOKEN`
/// for apps that cannot set a header. Answers: 200 taken (or an event without an SMS,
/// acknowledged), 400 a body in no known format, 401 a wrong or revoked token, 404/405 another
/// path or method, 413 a body over 64 KB, 429 too many requests. A client that does not speak
/// TLS gets no answer at all.
///
/// Rate limits: each phone 30 messages a minute; each address 10 refused tokens a minute, after
/// which it is refused without a look for the rest of that minute; 120 requests a minute in all.
public final class PhoneForwarderSource: MessageSource {
    /// Settings.
    public struct Configuration: Sendable, Hashable {
        /// The address to listen on: every interface by default (the phone is on the network).
        public var host: String
        /// The TCP port; 0 picks a free one.
        public var port: Int
        /// Where the certificate and the paired-phone list live.
        public var directory: String

        public init(host: String = "0.0.0.0", port: Int = 7392, directory: String) {
            self.host = host
            self.port = port
            self.directory = directory
        }
    }

    public let id: String
    public var kind: MessageSourceKind { .phone }
    public let configuration: Configuration
    /// The paired phones.
    public let phones: PairedPhones

    private struct State {
        var boundPort: Int?
        var certificate: ForwarderCertificate?
        var lastMessage: Date?
        var lastError: String?
    }
    private let state = Locked(State())

    /// - Throws: ``MessageSourceError/Code/invalidConfiguration`` when the directory cannot be
    ///   used.
    public init(id: String = "phone", configuration: Configuration) throws(MessageSourceError) {
        self.id = id
        self.configuration = configuration
        self.phones = try PairedPhones(directory: configuration.directory)
    }

    /// The port it listens on, once it does.
    public var boundPort: Int? { state.withLock { $0.boundPort } }

    /// The certificate (made on first use).
    public func certificate(now: Date) throws(MessageSourceError) -> ForwarderCertificate {
        if let certificate = state.withLock({ $0.certificate }) { return certificate }
        let certificate = try ForwarderCertificate.loadOrCreate(
            in: configuration.directory, now: now, hosts: NetworkAddresses.ipv4())
        state.withLock { $0.certificate = certificate }
        return certificate
    }

    /// The forwarded messages' source has nothing to delete: the SMS stays on the phone.
    public func messageWasUsed(_ reference: MessageReference) async throws(MessageSourceError) {}

    public func run(
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async {
        let status: @Sendable (MessageSourceStatus.State, String?) -> MessageSourceStatus = {
            [id, state] value, detail in
            let (last, error) = state.withLock { ($0.lastMessage, $0.lastError) }
            return MessageSourceStatus(
                id: id, kind: .phone, state: value, detail: detail, lastMessage: last, lastError: error)
        }
        report(status(.connecting, "starting the listener on \(configuration.host):\(configuration.port)"))
        let tls: NIOSSLContext
        do {
            let certificate = try certificate(now: now())
            var settings = TLSConfiguration.makeServerConfiguration(
                certificateChain: [
                    .certificate(try NIOSSLCertificate(bytes: Array(certificate.certificatePEM.utf8), format: .pem))
                ],
                privateKey: .privateKey(
                    try NIOSSLPrivateKey(bytes: Array(certificate.privateKeyPEM.unredacted.utf8), format: .pem)))
            settings.minimumTLSVersion = .tlsv12
            tls = try NIOSSLContext(configuration: settings)
        } catch {
            state.withLock {
                $0.lastError =
                    "the listener's certificate cannot be used: \(error); remove tls-*.pem in \(configuration.directory) to make a new one"
            }
            report(status(.failed, nil))
            return
        }
        let intake = ForwarderIntake(
            phones: phones, now: now,
            deliver: { [id, state] payload, phone in
                let arrived = now()
                state.withLock {
                    $0.lastMessage = arrived
                    $0.lastError = nil
                }
                await deliver(
                    IncomingMessage(
                        text: payload.text ?? SecretText(""), sender: payload.sender ?? phone.name,
                        received: payload.received ?? arrived, channel: .sms,
                        reference: MessageReference(source: id, value: phone.id)))
            },
            problem: { [state] text in
                state.withLock { $0.lastError = text }
            },
            report: { report(status(.connected, nil)) })
        let channel: any Channel
        do {
            channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.backlog, value: 64)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.maxMessagesPerRead, value: 4)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        // A connection that sends nothing for 20 s (a stalled handshake, a slow
                        // body) is closed.
                        try channel.pipeline.syncOperations.addHandler(IdleStateHandler(allTimeout: .seconds(20)))
                        try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls))
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                        try channel.pipeline.syncOperations.addHandler(
                            ForwarderHTTPHandler(intake: intake, remote: channel.remoteAddress?.ipAddress ?? "?"))
                    }
                }
                .bind(host: configuration.host, port: configuration.port).get()
        } catch {
            state.withLock {
                $0.lastError =
                    "cannot listen on \(configuration.host):\(configuration.port): \(error); choose another port ('autofill sources enable phone --port N')"
            }
            report(status(.failed, nil))
            return
        }
        let port = channel.localAddress?.port ?? configuration.port
        state.withLock { $0.boundPort = port }
        let detail =
            "listening on https://\(configuration.host):\(port) for \(phones.all.filter { !$0.isRevoked }.count) paired phone(s)"
        report(status(.connected, detail))
        await withTaskCancellationHandler {
            try? await channel.closeFuture.get()
        } onCancel: {
            channel.close(promise: nil)
        }
        state.withLock { $0.boundPort = nil }
        report(status(.disabled, nil))
    }
}

/// Decides what to do with one forwarded request: the rate limits, the token, the body.
final class ForwarderIntake: Sendable {
    struct Answer: Sendable {
        let status: HTTPResponseStatus
        let message: String
    }

    let phones: PairedPhones
    let now: @Sendable () -> Date
    let deliver: @Sendable (ForwarderPayload, PairedPhones.Phone) async -> Void
    let problem: @Sendable (String) -> Void
    let report: @Sendable () -> Void
    private let limits = Locked(
        (perPhone: RateLimiter(limit: 30), refusals: RateLimiter(limit: 10), overall: RateLimiter(limit: 120)))

    init(
        phones: PairedPhones, now: @escaping @Sendable () -> Date,
        deliver: @escaping @Sendable (ForwarderPayload, PairedPhones.Phone) async -> Void,
        problem: @escaping @Sendable (String) -> Void, report: @escaping @Sendable () -> Void
    ) {
        self.phones = phones
        self.now = now
        self.deliver = deliver
        self.problem = problem
        self.report = report
    }

    /// The token of a request: the bearer token, else the last segment of `/v1/forward/TOKEN`.
    static func token(path: String, authorization: String?) -> (token: SecretText?, isForwardPath: Bool) {
        let clean = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        var presented: SecretText?
        if let authorization, authorization.lowercased().hasPrefix("bearer ") {
            presented = SecretText(authorization.dropFirst(7).trimmingCharacters(in: .whitespaces))
        }
        if clean == "/v1/forward" || clean == "/v1/forward/" { return (presented, true) }
        let prefix = "/v1/forward/"
        guard clean.hasPrefix(prefix) else { return (nil, false) }
        let rest = clean.dropFirst(prefix.count)
        guard !rest.contains("/"), !rest.isEmpty else { return (nil, false) }
        return (presented ?? SecretText(rest), true)
    }

    func handle(
        method: HTTPMethod, path: String, authorization: String?, contentType: String?, body: [UInt8], remote: String
    ) async -> Answer {
        let date = now()
        let (token, isForwardPath) = Self.token(path: path, authorization: authorization)
        guard isForwardPath else { return Answer(status: .notFound, message: "not found; post to /v1/forward") }
        guard method == .POST else { return Answer(status: .methodNotAllowed, message: "post the message") }
        let allowed = limits.withLock { limits in
            limits.overall.allow("all", at: date) && !limits.refusals.isExhausted(remote, at: date)
        }
        guard allowed else { return Answer(status: .tooManyRequests, message: "too many requests; wait a minute") }
        let phone: PairedPhones.Phone
        switch token.map(phones.verdict(for:)) ?? .unknown {
        case .paired(let paired):
            phone = paired
        case .revoked(let revoked):
            _ = limits.withLock { $0.refusals.allow(remote, at: date) }
            problem(
                "the phone \"\(revoked.name)\" (\(remote)) still forwards with its revoked token; pair it again with 'autofill serve pair' or switch its forwarding off"
            )
            report()
            return Answer(status: .unauthorized, message: "this token was revoked")
        case .unknown:
            _ = limits.withLock { $0.refusals.allow(remote, at: date) }
            problem(
                "a request from \(remote) had no valid token and was refused; if it is your phone, pair it with 'autofill serve pair'"
            )
            report()
            return Answer(status: .unauthorized, message: "a valid token is required")
        }
        phones.seen(phone.id, at: date)
        guard limits.withLock({ $0.perPhone.allow(phone.id, at: date) }) else {
            return Answer(status: .tooManyRequests, message: "too many messages from this phone; wait a minute")
        }
        let payload: ForwarderPayload
        do {
            payload = try ForwarderPayload(body: body, contentType: contentType)
        } catch {
            problem("the phone \"\(phone.name)\" sent a body that could not be read: \(error.description)")
            report()
            return Answer(status: .badRequest, message: error.description)
        }
        guard payload.text != nil else { return Answer(status: .ok, message: "acknowledged; no SMS in this event") }
        await deliver(payload, phone)
        report()
        return Answer(status: .ok, message: "received")
    }
}

/// At most `limit` events per key in any minute (a fixed one-minute window per key).
struct RateLimiter: Sendable {
    let limit: Int
    private var windows: [String: (start: Date, count: Int)] = [:]

    init(limit: Int) { self.limit = limit }

    /// Counts one event for `key` at `date`; false when the key is over its limit.
    mutating func allow(_ key: String, at date: Date) -> Bool {
        if windows.count > 4096 { windows = windows.filter { date.timeIntervalSince($0.value.start) < 60 } }
        var window = windows[key] ?? (date, 0)
        if date.timeIntervalSince(window.start) >= 60 || date < window.start { window = (date, 0) }
        window.count += 1
        windows[key] = window
        return window.count <= limit
    }

    /// Whether `key` used up its limit in the current window.
    func isExhausted(_ key: String, at date: Date) -> Bool {
        guard let window = windows[key], date.timeIntervalSince(window.start) < 60, date >= window.start else {
            return false
        }
        return window.count >= limit
    }
}

/// One HTTP/1.1 exchange per connection: collects the body (at most 64 KB), asks the intake,
/// answers and closes.
final class ForwarderHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let intake: ForwarderIntake
    private let remote: String
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var isTooLarge = false
    private var isAnswering = false

    init(intake: ForwarderIntake, remote: String) {
        self.intake = intake
        self.remote = remote
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            head = request
            body = []
            let declared = request.headers.first(name: "content-length").flatMap(Int.init) ?? 0
            isTooLarge = declared > ForwarderPayload.maximumBodyBytes
            if isTooLarge { answer(context, .payloadTooLarge, "the body may be at most 64 KB") }
        case .body(var buffer):
            guard !isTooLarge, !isAnswering else { return }
            if body.count + buffer.readableBytes > ForwarderPayload.maximumBodyBytes {
                isTooLarge = true
                body = []
                answer(context, .payloadTooLarge, "the body may be at most 64 KB")
            } else if let bytes = buffer.readBytes(length: buffer.readableBytes) {
                body.append(contentsOf: bytes)
            }
        case .end:
            guard let head, !isTooLarge, !isAnswering else { return }
            isAnswering = true
            let request = (
                head.method, head.uri, head.headers.first(name: "authorization"),
                head.headers.first(name: "content-type"),
                body
            )
            body = []
            let intake = self.intake
            let remote = self.remote
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.makeFutureWithTask {
                await intake.handle(
                    method: request.0, path: request.1, authorization: request.2, contentType: request.3,
                    body: request.4, remote: remote)
            }.whenSuccess { answer in
                let (handler, context) = bound.value
                handler.write(context, answer.status, answer.message)
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func answer(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ message: String) {
        isAnswering = true
        write(context, status, message)
    }

    private func write(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ message: String) {
        let text = #"{"message":"\#(message.replacing("\\", with: "\\\\").replacing("\"", with: "\\\""))"}"# + "\n"
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Content-Length", value: "\(text.utf8.count)")
        headers.add(name: "Connection", value: "close")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: text)))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}

/// This machine's IPv4 addresses other than loopback, for pairing and the certificate.
public enum NetworkAddresses {
    public static func ipv4() -> [String] {
        guard let interfaces = try? System.enumerateDevices() else { return [] }
        var addresses: [String] = []
        for interface in interfaces {
            guard let address = interface.address, case .v4 = address, let text = address.ipAddress,
                !text.hasPrefix("127.")
            else { continue }
            if !addresses.contains(text) { addresses.append(text) }
        }
        return addresses
    }
}

import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// A real HTTPS server on a loopback port, started by a test, answering each path the way the
/// test says: a good file, a redirect, a 404, an oversized or slow body, the wrong type.
final class TestHTTPSServer: Sendable {
    enum Reply: Sendable {
        /// 200 with this body and Content-Type.
        case body(String, contentType: String = "application/json")
        /// A status with an empty body.
        case status(HTTPResponseStatus)
        /// 301 to this location.
        case redirect(String)
        /// 200 with `size` bytes; with or without a Content-Length header (chunked).
        case oversized(size: Int, declaresLength: Bool)
        /// 200 headers and a few bytes, then nothing.
        case stalls
    }

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let requests: NIOLockedValueBox<[String]>
    let port: Int

    /// The paths requested so far.
    var requestedPaths: [String] { requests.withLockedValue { $0 } }

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel, requests: NIOLockedValueBox<[String]>) {
        self.group = group
        self.channel = channel
        self.requests = requests
        port = channel.localAddress?.port ?? 0
    }

    static func start(_ route: @escaping @Sendable (String) -> Reply) async throws -> TestHTTPSServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let tls = TLSConfiguration.makeServerConfiguration(
            certificateChain: [.certificate(try TestCertificate.server())],
            privateKey: .privateKey(try TestCertificate.serverKey()))
        let context = try NIOSSLContext(configuration: tls)
        let requests = NIOLockedValueBox<[String]>([])
        let channel = try await ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(Handler(route: route, requests: requests))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return TestHTTPSServer(group: group, channel: channel, requests: requests)
    }

    func stop() async throws {
        try await channel.close()
        try await group.shutdownGracefully()
    }

    private final class Handler: ChannelInboundHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart

        let route: @Sendable (String) -> Reply
        let requests: NIOLockedValueBox<[String]>
        var path = ""

        init(route: @escaping @Sendable (String) -> Reply, requests: NIOLockedValueBox<[String]>) {
            self.route = route
            self.requests = requests
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head):
                path = head.uri
                requests.withLockedValue { $0.append(head.uri) }
            case .body:
                break
            case .end:
                respond(context: context)
            }
        }

        private func respond(context: ChannelHandlerContext) {
            var headers = HTTPHeaders()
            switch route(path) {
            case .body(let text, let contentType):
                headers.add(name: "Content-Type", value: contentType)
                headers.add(name: "Content-Length", value: "\(text.utf8.count)")
                write(context, status: .ok, headers: headers, body: Array(text.utf8), end: true)
            case .status(let status):
                headers.add(name: "Content-Length", value: "0")
                write(context, status: status, headers: headers, body: [], end: true)
            case .redirect(let location):
                headers.add(name: "Location", value: location)
                headers.add(name: "Content-Length", value: "0")
                write(context, status: .movedPermanently, headers: headers, body: [], end: true)
            case .oversized(let size, let declaresLength):
                headers.add(name: "Content-Type", value: "application/json")
                if declaresLength { headers.add(name: "Content-Length", value: "\(size)") }
                let body =
                    [UInt8(ascii: "[")] + [UInt8](repeating: UInt8(ascii: " "), count: size - 2) + [UInt8(ascii: "]")]
                write(context, status: .ok, headers: headers, body: body, end: true)
            case .stalls:
                headers.add(name: "Content-Type", value: "application/json")
                headers.add(name: "Content-Length", value: "100")
                write(context, status: .ok, headers: headers, body: Array("{\"applinks\"".utf8), end: false)
            }
        }

        private func write(
            _ context: ChannelHandlerContext, status: HTTPResponseStatus, headers: HTTPHeaders, body: [UInt8], end: Bool
        ) {
            context.write(
                wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
                promise: nil)
            if !body.isEmpty {
                context.write(
                    wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
            }
            if end {
                context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            } else {
                context.flush()
            }
        }
    }
}

import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import _HTTPServerSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The local AutoFill service: the JSON API, the event stream and the web page, on loopback TCP
/// and on a Unix socket.
///
/// ```swift
/// let server = AutoFillServer(configuration: configuration, logger: logger) { ready in
///     print("Open \(ready.loginURL)")
/// }
/// try await server.runUntilSignalled()   // SIGINT/SIGTERM stop it and remove the socket
/// ```
///
/// On start it makes the state directory (0700), writes a fresh access token (0600), binds
/// 127.0.0.1 (other addresses only when ``ServerConfiguration/allowsNonLoopback``) and the
/// socket (0600), and writes `server.json` so clients find the port.
public final class AutoFillServer: Service, Sendable {
    /// What a client needs once the service listens.
    public struct Ready: Sendable, Codable {
        /// The service's page, such as `http://127.0.0.1:7391/`.
        public var url: String
        /// A one-time login URL for the web page (valid 15 minutes, once).
        public var loginURL: String
        public var port: Int
        public var socketPath: String
        public var tokenPath: String
        public var pid: Int32
    }

    /// The version the API reports.
    public static let version = "0.1.0"

    public let configuration: ServerConfiguration
    let service: AutoFillService
    let token: AccessToken
    private let logger: Logger
    private let onReady: @Sendable (Ready) async -> Void

    public init(
        configuration: ServerConfiguration, logger: Logger, now: @escaping @Sendable () -> Date = { Date() },
        onReady: @escaping @Sendable (Ready) async -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.logger = logger
        self.onReady = onReady
        self.token = AccessToken.generate()
        self.service = AutoFillService(configuration: configuration, logger: logger, now: now)
    }

    /// Locks the vault now, for `reason`: the entry point for whatever watches the system (a
    /// listener for logind's `Lock` and `PrepareForSleep` signals calls it with
    /// ``LockReason/sessionLocked`` or ``LockReason/sleep``). Open event streams hear
    /// `vault-locked`; fills and code reads need the passphrase again.
    public func lock(reason: LockReason) async {
        await service.lock(reason: reason)
    }

    /// The connection limits of one listener (docs/server.md).
    var connectionLimits: ConnectionLimits {
        ConnectionLimits(
            maximumConnections: configuration.maximumConnections, headerTimeout: configuration.requestTimeouts.header,
            bodyTimeout: configuration.requestTimeouts.body, idleTimeout: configuration.requestTimeouts.idle,
            maximumHeaderBytes: 16 << 10)
    }

    /// The router for one transport: trusted (the Unix socket) or not (TCP).
    func router(trusted: Bool) -> Router<AutoFillRequestContext> {
        let router = Router(context: AutoFillRequestContext.self)
        router.add(middleware: RequestLog(service: service, transport: trusted ? "unix" : "tcp"))
        router.add(
            middleware: AccessGuard(
                policy: configuration.hostPolicy, token: token, sessions: service.sessions, isTrustedTransport: trusted,
                now: service.now))
        APIRoutes(service: service, version: Self.version).register(on: router)
        WebAssets.register(on: router)
        router.get("/openapi.yaml") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/yaml; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(bytes: PackageResources.openapi_yaml)))
        }
        return router
    }

    /// Runs until the service group it is in shuts down.
    public func run() async throws {
        try configuration.validate()
        umask(0o077)
        if try SecureFile.makeDirectory(configuration.stateDirectory, tightening: true) {
            logger.warning(
                "the state directory could be read by other users; it is now mode 0700",
                metadata: ["path": "\(configuration.stateDirectory)"])
        }
        try Self.claimSocket(configuration.socketPath)
        try token.write(to: configuration.tokenPath)
        defer { cleanUp() }
        try await service.start()

        // Ready is announced once both listeners run, the socket with its final mode.
        let startup = StartupLatch { [self] port in await announce(port: port) }
        let tcp = Application(
            router: router(trusted: false),
            server: ConnectionGuard(limits: connectionLimits).serverBuilder,
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { [configuration] channel in
                await startup.tcpRunning(port: channel.localAddress?.port ?? configuration.port)
            },
            logger: logger)
        let unix = Application(
            router: router(trusted: true),
            server: ConnectionGuard(limits: connectionLimits).serverBuilder,
            configuration: .init(address: .unixDomainSocket(path: configuration.socketPath), serverName: nil),
            onServerRunning: { [configuration] _ in
                chmod(configuration.socketPath, 0o600)
                await startup.unixRunning()
            },
            logger: logger)
        let group = ServiceGroup(
            configuration: .init(
                services: [
                    tcp, unix, KeepAlive(events: service.events), EventPump(service: service),
                    IdleLock(service: service, idle: configuration.idleLock),
                    SourceRunner(hub: service.sources),
                    SystemLockWatcher(
                        bus: configuration.logindBus, sessionID: ProcessInfo.processInfo.environment["XDG_SESSION_ID"],
                        logger: logger, lock: { [service] reason in await service.lock(reason: reason) }),
                ],
                logger: logger))
        do {
            try await withGracefulShutdownHandler {
                try await group.run()
            } onGracefulShutdown: { [service] in
                service.events.close()
            }
        } catch let error as AutoFillServerError {
            throw error
        } catch {
            throw AutoFillServerError(
                .startupFailed,
                "cannot serve on \(configuration.displayHost):\(configuration.port): \(error) (is another service on that port? choose one with --port, or 0 for any)"
            )
        }
    }

    /// Runs until SIGINT or SIGTERM, then stops cleanly: open event streams end, the socket and
    /// the token file are removed.
    public func runUntilSignalled() async throws {
        let group = ServiceGroup(
            configuration: .init(services: [self], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }

    private func announce(port: Int) async {
        await service.didBind(port: port)
        let base = "http://\(configuration.displayHost):\(port)"
        let code = await service.sessions.issueLoginCode(host: configuration.displayHost, now: service.now())
        let ready = Ready(
            url: base + "/", loginURL: base + "/#login=" + code, port: port, socketPath: configuration.socketPath,
            tokenPath: configuration.tokenPath, pid: getpid())
        var info = ready
        info.loginURL = ""
        if let data = try? JSONCoding.encoder().encode(info) {
            try? SecureFile.write([UInt8](data) + [0x0A], to: configuration.infoPath)
        }
        logger.info("listening", metadata: ["url": "\(base)/", "socket": "\(configuration.socketPath)"])
        await onReady(ready)
    }

    private func cleanUp() {
        unlink(configuration.socketPath)
        unlink(configuration.tokenPath)
        unlink(configuration.infoPath)
    }

    /// Removes a stale socket left by a crashed run; refuses when a live service answers on it.
    static func claimSocket(_ path: String) throws(AutoFillServerError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFSOCK else {
            throw AutoFillServerError(.startupFailed, "\(path) exists and is not a socket; remove it first")
        }
        if UnixSocketProbe.isListening(path) {
            throw AutoFillServerError(
                .startupFailed, "another autofill service is already running on \(path); stop it first")
        }
        unlink(path)
    }
}

/// Writes an SSE comment to every stream now and then.
private struct KeepAlive: Service {
    let events: EventHub

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while true {
                try await Task.sleep(for: EventHub.keepAliveInterval)
                events.publish(.keepAlive)
            }
        }
    }
}

/// Locks the vault when it has not been used for the configured time.
private struct IdleLock: Service {
    let service: AutoFillService
    let idle: Duration?

    func run() async throws {
        guard let idle, idle > .zero else {
            // Turned off, it stays until the service stops: a service that returns ends the group.
            try? await gracefulShutdown()
            return
        }
        // Checked often enough to lock within a few seconds of the deadline, rarely enough to
        // cost nothing.
        let interval = min(max(idle / 8, .seconds(1)), .seconds(15))
        try? await cancelWhenGracefulShutdown {
            while true {
                try await Task.sleep(for: interval)
                await service.lockIfIdle()
            }
        }
    }
}

/// Turns the broker's events into server-sent events.
private struct EventPump: Service {
    let service: AutoFillService

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await service.pumpEvents()
        }
    }
}

/// Whether something accepts connections on a Unix socket.
enum UnixSocketProbe {
    static func isListening(_ path: String) -> Bool {
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return result == 0
    }
}

/// Runs the message sources until the service stops.
private struct SourceRunner: Service {
    let hub: SourceHub

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await hub.run()
        }
        await hub.stopAll()
    }
}

/// Calls `announce` once, when both the TCP listener (with its port) and the Unix socket run.
private actor StartupLatch {
    private var port: Int?
    private var unixRunning = false
    private var announced = false
    private let announce: @Sendable (Int) async -> Void

    init(announce: @escaping @Sendable (Int) async -> Void) {
        self.announce = announce
    }

    func tcpRunning(port: Int) async {
        self.port = port
        await announceIfReady()
    }

    func unixRunning() async {
        unixRunning = true
        await announceIfReady()
    }

    private func announceIfReady() async {
        guard let port, unixRunning, !announced else { return }
        announced = true
        await announce(port)
    }
}

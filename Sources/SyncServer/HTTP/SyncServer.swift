import Crypto
import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix
import Secrets
import ServiceLifecycle
import SyncProtocol
import _AutoFillSupport
import _HTTPServerSupport

/// The end-to-end encrypted sync service: accounts, devices, sessions and encrypted records over
/// a JSON HTTP API (see `docs/sync.md`).
///
/// ```swift
/// let server = try SyncServer(location: SyncStoreLocation(parsing: "sqlite:sync.sqlite"), logger: logger)
/// try await server.run(host: "127.0.0.1", port: 8780)   // until SIGTERM or SIGINT
/// ```
///
/// The server never holds a key that opens a record: records arrive encrypted, authentication
/// keys are kept as scrypt hashes, tokens as SHA-256.
public struct SyncServer: Sendable {
    /// Where the data lives.
    let store: any SyncStore
    /// Limits and behaviour.
    public let configuration: SyncServerConfiguration
    let logger: Logger
    let addressLimiter: RateLimiter<String>
    let accountLimiter: RateLimiter<UUID>
    let signInLimiter: RateLimiter<String>
    let signInThrottle: SignInThrottle
    /// Keeps refusals from filling the log when someone floods the server.
    let refusalLog: LogBudget
    let hashGate: HashGate
    private let cachedSecret = Locked<[UInt8]?>(nil)
    /// A hash made once so that sign-ins to unknown accounts take as long as real ones.
    let decoyHash: AuthKeyHash
    private let started = ContinuousClock.now

    /// Makes a server on the store at `location` (a PostgreSQL store opens a pool of up to
    /// `maximumConnections` when the server runs).
    ///
    /// - Throws: ``SyncServerError/Code/invalidConfiguration`` when `configuration` does not
    ///   validate; ``SyncServerError/Code/storageFailure`` when the store cannot be opened.
    public init(
        location: SyncStoreLocation, maximumConnections: Int = 20,
        configuration: SyncServerConfiguration = SyncServerConfiguration(), logger: Logger
    ) throws(SyncServerError) {
        try self.init(
            store: location.open(maximumConnections: maximumConnections, logger: logger), configuration: configuration,
            logger: logger)
    }

    /// Makes a server over `store`. Throws when `configuration` does not validate.
    init(
        store: any SyncStore, configuration: SyncServerConfiguration = SyncServerConfiguration(), logger: Logger
    ) throws(SyncServerError) {
        try configuration.validate()
        self.store = store
        self.configuration = configuration
        self.logger = logger
        addressLimiter = RateLimiter(limit: configuration.addressRate)
        accountLimiter = RateLimiter(limit: configuration.accountRate)
        signInLimiter = RateLimiter(limit: configuration.signInRate)
        signInThrottle = SignInThrottle(policy: configuration.failedSignIns)
        refusalLog = LogBudget(linesPerInterval: 10, interval: .seconds(60))
        hashGate = HashGate(width: configuration.concurrentHashes)
        decoyHash = try AuthKeyHash.make(
            for: SecretBytes(randomCount: 32), parameters: configuration.authHashParameters)
    }

    /// Creates or upgrades the schema and reads the server secret. The application runs this
    /// before it accepts connections.
    public func prepare() async throws(SyncServerError) {
        try await store.migrate()
        _ = try await serverSecret()
    }

    func serverSecret() async throws(SyncServerError) -> [UInt8] {
        if let secret = cachedSecret.withLock({ $0 }) { return secret }
        let secret = try await store.serverSecret()
        cachedSecret.withLock { $0 = secret }
        return secret
    }

    /// Seconds since the server started (or on the configuration's clock), for the rate limiters.
    var monotonicSeconds: Double {
        configuration.monotonicSeconds?() ?? (ContinuousClock.now - started).seconds
    }

    var unixNow: Int64 { Int64(configuration.now().timeIntervalSince1970.rounded(.down)) }

    /// The router with every endpoint; in-process tests drive it directly.
    func makeRouter() -> Router<SyncRequestContext> {
        let router = Router(context: SyncRequestContext.self)
        router.add(middleware: ErrorMiddleware(server: self))
        router.add(middleware: AddressRateMiddleware(server: self))
        addRoutes(to: router)
        return router
    }

    /// An application serving the sync API on `host`:`port` (0 picks a free port), with the
    /// store (when it is a `Service`) and a sweeper of expired sessions in its service group.
    /// `onServerRunning` receives the bound port.
    public func makeApplication(
        host: String, port: Int, onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        var services: [any Service] = []
        if let service = store as? any Service { services.append(service) }
        services.append(SessionSweeper(server: self))
        let connections = ConnectionGuard(
            limits: ConnectionLimits(
                maximumConnections: configuration.maximumConnections, headerTimeout: .seconds(30),
                bodyTimeout: .seconds(60), idleTimeout: .seconds(120), maximumHeaderBytes: 32 << 10))
        var app = Application(
            router: makeRouter(),
            server: connections.serverBuilder,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            services: services,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: logger)
        app.beforeServerStarts { try await self.prepare() }
        return app
    }

    /// Serves on `host`:`port` until SIGTERM or SIGINT, then finishes the requests in flight and
    /// closes the store.
    public func run(host: String, port: Int, onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        async throws
    {
        try await makeApplication(host: host, port: port, onServerRunning: onServerRunning).runService()
    }
}

/// Refuses requests beyond the per-address rate, before any other work.
struct AddressRateMiddleware: RouterMiddleware {
    typealias Context = SyncRequestContext
    let server: SyncServer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let address = server.clientAddress(request, context)
        if let wait = server.addressLimiter.acquire(address, now: server.monotonicSeconds) {
            throw SyncServerError.rateLimited(wait: wait, what: "this address")
        }
        return try await next(request, context)
    }
}

extension SyncServerError {
    static func rateLimited(wait: Double, what: String) -> SyncServerError {
        let seconds = max(1, Int(wait.rounded(.up)))
        return SyncServerError(
            .rateLimited, "too many requests from \(what); retry in \(seconds) s", retryAfter: .seconds(seconds))
    }
}

/// Deletes expired sessions every few minutes.
struct SessionSweeper: Service {
    let server: SyncServer
    var interval: Duration = .seconds(600)

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                // Sleep first: at start the schema may not exist yet.
                try? await Task.sleep(for: interval)
                if Task.isCancelled { return }
                do {
                    let removed = try await server.store.deleteExpiredSessions(before: server.unixNow)
                    if removed > 0 {
                        server.logger.debug("removed expired sessions", metadata: ["count": "\(removed)"])
                    }
                } catch {
                    server.logger.warning("cannot remove expired sessions", metadata: ["error": "\(error)"])
                }
            }
        }
    }
}

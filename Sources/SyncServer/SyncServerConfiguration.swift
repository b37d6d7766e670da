import Foundation
import SyncProtocol

/// How a sync server behaves: its limits, its rate limits, how long sessions last, how it hashes
/// authentication keys, and what time it is.
public struct SyncServerConfiguration: Sendable {
    /// What the server accepts (also published at `GET /v1/info`).
    public var limits: SyncLimits
    /// Requests per account, after authentication.
    public var accountRate: RateLimit
    /// Requests per client address, before anything else.
    public var addressRate: RateLimit
    /// Sign-in and account-creation attempts per client address (each costs a slow hash).
    public var signInRate: RateLimit
    /// How failed sign-ins slow down further attempts (per address and account, and per account
    /// for devices it does not know); never a lockout of the account's own devices.
    public var failedSignIns: FailedSignInPolicy
    /// How long a session token works (whole seconds; sessions expire at a Unix second).
    public var sessionLifetime: Duration
    /// The scrypt parameters for new authentication-key hashes.
    public var authHashParameters: AuthKeyHash.Parameters
    /// How many authentication-key hashes may run at once (each takes 128·N·r bytes).
    public var concurrentHashes: Int
    /// Whether to take the client address from `X-Forwarded-For` (its last entry): set it only
    /// behind a load balancer that sets the header, or clients choose their own address.
    public var trustsForwardedFor: Bool
    /// Open connections at most: beyond it, the oldest connection waiting for a request is
    /// closed. Each connection must also send its request head within 30 s of opening (and of
    /// its previous answer, within 120 s), and a body within 60 s of its head.
    public var maximumConnections: Int
    /// The current time. Tests pass a clock they control.
    public var now: @Sendable () -> Date
    /// Seconds on a clock that only moves forward, for the rate limiters and the failed sign-in
    /// throttle; nil for the server's own (a `ContinuousClock` from its start). Tests pass a
    /// clock they control, so that a slow machine does not let a limit's time run out.
    public var monotonicSeconds: (@Sendable () -> Double)?

    public init(
        limits: SyncLimits = SyncLimits(),
        accountRate: RateLimit = RateLimit(perSecond: 20, burst: 60),
        addressRate: RateLimit = RateLimit(perSecond: 100, burst: 300),
        signInRate: RateLimit = .perMinute(20),
        failedSignIns: FailedSignInPolicy = FailedSignInPolicy(),
        sessionLifetime: Duration = .seconds(30 * 24 * 3600),
        authHashParameters: AuthKeyHash.Parameters = .standard,
        concurrentHashes: Int = 2,
        trustsForwardedFor: Bool = false,
        maximumConnections: Int = 10_000,
        now: @escaping @Sendable () -> Date = { Date() },
        monotonicSeconds: (@Sendable () -> Double)? = nil
    ) {
        self.limits = limits
        self.accountRate = accountRate
        self.addressRate = addressRate
        self.signInRate = signInRate
        self.failedSignIns = failedSignIns
        self.sessionLifetime = sessionLifetime
        self.authHashParameters = authHashParameters
        self.concurrentHashes = concurrentHashes
        self.trustsForwardedFor = trustsForwardedFor
        self.maximumConnections = maximumConnections
        self.now = now
        self.monotonicSeconds = monotonicSeconds
    }

    /// Checks that the settings make sense together.
    public func validate() throws(SyncServerError) {
        let limits = self.limits
        guard limits.maxRecordBytes > 0, limits.maxBatchWrites > 0, limits.maxPageRecords > 0,
            limits.maxKeyBundleBytes > 0, limits.maxAccountBytes >= limits.maxRecordBytes
        else {
            throw SyncServerError(.invalidConfiguration, "every limit must be positive")
        }
        // A full batch of full records must fit in a request (Base64 grows 4/3, plus JSON).
        let largestBatch = limits.maxBatchWrites * (limits.maxRecordBytes * 4 / 3 + 128)
        guard limits.maxRequestBytes >= min(largestBatch, limits.maxRecordBytes * 4 / 3 + 128) else {
            throw SyncServerError(.invalidConfiguration, "maxRequestBytes cannot hold one record of maxRecordBytes")
        }
        guard sessionLifetime >= .seconds(1) else {
            throw SyncServerError(.invalidConfiguration, "sessions must last at least a second")
        }
        guard authHashParameters.isValid else {
            throw SyncServerError(
                .invalidConfiguration, "scrypt needs N a power of two up to 2^20, r 1-32 and p 1-16")
        }
        guard maximumConnections > 0 else {
            throw SyncServerError(.invalidConfiguration, "at least one connection must be allowed")
        }
        guard concurrentHashes > 0 else {
            throw SyncServerError(.invalidConfiguration, "at least one hash must be allowed at a time")
        }
        guard failedSignIns.freeFailures >= 1, failedSignIns.maximumDelay >= .zero else {
            throw SyncServerError(
                .invalidConfiguration, "failed sign-ins: at least one free failure, a delay of zero or more")
        }
        for rate in [accountRate, addressRate, signInRate, failedSignIns.newDeviceFailures]
        where !(rate.perSecond > 0 && rate.burst > 0) {
            throw SyncServerError(.invalidConfiguration, "rate limits must be positive (or unlimited)")
        }
    }
}

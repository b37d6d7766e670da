import _AutoFillSupport

/// How failed sign-ins slow down guessing without letting a stranger lock an account out.
///
/// Counting every attempt per account name (what the server did before) lets anyone who knows
/// a name keep its owner out: a few wrong passphrases from a few addresses and the right one
/// gets `429` too. Instead, as OWASP's "device cookie" scheme and the "smart lockout" of large
/// identity providers do, the server counts *failures* and where they come from:
///
/// - **per address and account pair**: after ``freeFailures`` failures in a row, each further
///   attempt from that address for that account waits twice as long as the one before (1 s,
///   2 s, 4 s ... up to ``maximumDelay``); a right passphrase from the pair clears the count.
///   A guesser from one address is slowed down; the owner, elsewhere, is not.
/// - **per account, for devices it does not know**: at most ``newDeviceFailures`` failed
///   sign-ins that name no known device of the account (a sign-in that adds a device), from
///   all addresses together, which bounds guessing from many addresses. A sign-in that presents
///   the id of one of the account's own (not revoked) devices never waits for this budget:
///   device ids are random, handed only to that device, so a stranger cannot present one. The
///   worst a stranger with many addresses can do is delay *adding a new device*, never the
///   devices already signed in.
///
/// Every sign-in attempt also counts against the per-address bucket (``SyncServerConfiguration/signInRate``).
/// Each failure already costs the guesser a client-side scrypt (N = 2^17) and the server a hash.
public struct FailedSignInPolicy: Sendable, Hashable {
    /// Failures from one address for one account before each attempt has to wait.
    public var freeFailures: Int
    /// The longest wait between attempts of one address for one account.
    public var maximumDelay: Duration
    /// Failed sign-ins for an account that name none of its devices, from all addresses.
    public var newDeviceFailures: RateLimit

    public init(
        freeFailures: Int = 5, maximumDelay: Duration = .seconds(15 * 60),
        newDeviceFailures: RateLimit = RateLimit(perSecond: 100.0 / 3600, burst: 100)
    ) {
        self.freeFailures = freeFailures
        self.maximumDelay = maximumDelay
        self.newDeviceFailures = newDeviceFailures
    }

    /// No throttling of failures (tests).
    public static let unlimited = FailedSignInPolicy(
        freeFailures: .max, maximumDelay: .zero, newDeviceFailures: .unlimited)
}

/// The failure counts of ``FailedSignInPolicy``, in memory (per process, like the rate limits).
final class SignInThrottle: Sendable {
    private struct PairState {
        var failures: Int
        var lastFailure: Double
    }

    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    private struct State {
        var pairs: [String: PairState] = [:]
        var accounts: [String: Bucket] = [:]
        var lastSweep: Double = 0
    }

    let policy: FailedSignInPolicy
    private let state = Locked(State())

    init(policy: FailedSignInPolicy) {
        self.policy = policy
    }

    private static func pairKey(address: String, account: String) -> String { address + "\u{0}" + account }

    /// The wait after `failures` failures in a row, or zero.
    func delay(afterFailures failures: Int) -> Double {
        guard failures >= policy.freeFailures else { return 0 }
        let exponent = min(failures - policy.freeFailures, 30)
        return min(policy.maximumDelay.seconds, Double(1 << exponent))
    }

    /// Seconds to wait before this attempt may be checked, or nil when it may go ahead now.
    func wait(address: String, account: String, knownDevice: Bool, now: Double) -> Double? {
        state.withLock { state in
            if let pair = state.pairs[Self.pairKey(address: address, account: account)] {
                let until = pair.lastFailure + delay(afterFailures: pair.failures)
                if until > now { return until - now }
            }
            guard !knownDevice, !policy.newDeviceFailures.isUnlimited else { return nil }
            let bucket = refilled(state.accounts[account], now: now)
            return bucket.tokens >= 1 ? nil : (1 - bucket.tokens) / policy.newDeviceFailures.perSecond
        }
    }

    /// Counts a failed sign-in.
    func recordFailure(address: String, account: String, knownDevice: Bool, now: Double) {
        state.withLock { state in
            let key = Self.pairKey(address: address, account: account)
            var pair = state.pairs[key] ?? PairState(failures: 0, lastFailure: now)
            pair.failures = min(pair.failures + 1, Int(Int32.max))
            pair.lastFailure = now
            state.pairs[key] = pair
            if !knownDevice, !policy.newDeviceFailures.isUnlimited {
                var bucket = refilled(state.accounts[account], now: now)
                bucket.tokens = max(0, bucket.tokens - 1)
                state.accounts[account] = bucket
            }
            sweep(&state, now: now)
        }
    }

    /// A right passphrase from this address clears its count for the account.
    func recordSuccess(address: String, account: String) {
        _ = state.withLock { state in state.pairs.removeValue(forKey: Self.pairKey(address: address, account: account))
        }
    }

    private func refilled(_ bucket: Bucket?, now: Double) -> Bucket {
        let capacity = Double(max(policy.newDeviceFailures.burst, 1))
        guard var bucket else { return Bucket(tokens: capacity, updated: now) }
        bucket.tokens = min(capacity, bucket.tokens + max(0, now - bucket.updated) * policy.newDeviceFailures.perSecond)
        bucket.updated = now
        return bucket
    }

    /// Forgets pairs whose wait ran out long ago and buckets that refilled, once a minute at
    /// most, so that the tables stay the size of the current attack.
    private func sweep(_ state: inout State, now: Double) {
        guard now - state.lastSweep > 60, state.pairs.count + state.accounts.count > 1000 else { return }
        state.lastSweep = now
        let forget = max(policy.maximumDelay.seconds * 2, 3600)
        state.pairs = state.pairs.filter { now - $0.value.lastFailure < forget }
        let capacity = Double(max(policy.newDeviceFailures.burst, 1))
        let rate = policy.newDeviceFailures.perSecond
        state.accounts = state.accounts.filter { $0.value.tokens + (now - $0.value.updated) * rate < capacity }
    }

    /// How many pairs and accounts are tracked (for tests).
    var trackedKeys: Int { state.withLock { $0.pairs.count + $0.accounts.count } }
}

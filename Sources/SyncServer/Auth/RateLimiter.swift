import _AutoFillSupport

/// A request rate: a sustained rate and a burst.
public struct RateLimit: Sendable, Hashable {
    /// Requests per second, sustained.
    public var perSecond: Double
    /// Requests allowed at once after a quiet period.
    public var burst: Int

    public init(perSecond: Double, burst: Int) {
        self.perSecond = perSecond
        self.burst = burst
    }

    /// `count` requests per minute, all of them allowed at once.
    public static func perMinute(_ count: Int) -> RateLimit {
        RateLimit(perSecond: Double(count) / 60, burst: count)
    }

    /// No limit.
    public static let unlimited = RateLimit(perSecond: .infinity, burst: .max)

    var isUnlimited: Bool { perSecond == .infinity }
}

/// Token buckets, one per key (an account, an address), in memory.
///
/// Each server process keeps its own buckets, so behind a load balancer that spreads one client
/// over `n` processes the effective limit is up to `n` times the configured one; sticky routing
/// by address or account keeps it exact (see `docs/sync.md`).
final class RateLimiter<Key: Hashable & Sendable>: Sendable {
    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    private struct State {
        var buckets: [Key: Bucket] = [:]
        var lastSweep: Double = 0
    }

    let limit: RateLimit
    private let state = Locked(State())
    /// Beyond this many keys, idle buckets (which are full, so forgetting them changes nothing)
    /// are dropped.
    private let sweepThreshold: Int

    init(limit: RateLimit, sweepThreshold: Int = 10_000) {
        self.limit = limit
        self.sweepThreshold = sweepThreshold
    }

    /// Takes one token from `key`'s bucket at `now` (seconds on any monotonic scale). Returns
    /// `nil` when allowed, else the seconds to wait.
    func acquire(_ key: Key, now: Double) -> Double? {
        if limit.isUnlimited { return nil }
        let capacity = Double(max(limit.burst, 1))
        return state.withLock { state in
            var bucket = state.buckets[key] ?? Bucket(tokens: capacity, updated: now)
            bucket.tokens = min(capacity, bucket.tokens + max(0, now - bucket.updated) * limit.perSecond)
            bucket.updated = now
            let wait: Double?
            if bucket.tokens >= 1 {
                bucket.tokens -= 1
                wait = nil
            } else {
                wait = (1 - bucket.tokens) / limit.perSecond
            }
            state.buckets[key] = bucket
            if state.buckets.count > sweepThreshold, now - state.lastSweep > 1 {
                state.lastSweep = now
                let perSecond = limit.perSecond
                state.buckets = state.buckets.filter { _, bucket in
                    bucket.tokens + (now - bucket.updated) * perSecond < capacity
                }
            }
            return wait
        }
    }

    /// How many keys have a bucket (for tests).
    var trackedKeys: Int { state.withLock { $0.buckets.count } }
}

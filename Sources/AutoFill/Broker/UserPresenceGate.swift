import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decides whether a fill may go ahead without asking the user: only when the vault was
/// unlocked (or the user otherwise proved presence) within ``interval``.
///
/// Time is passed in. A `now` earlier than the last presence (a clock that went back) does not
/// count as presence.
public final class UserPresenceGate: Sendable {
    /// How long an unlock counts by default: five minutes.
    public static let defaultInterval: Duration = .seconds(300)

    private struct State {
        var interval: Duration
        var lastPresence: Date?
    }

    private let state: Locked<State>

    public init(interval: Duration = UserPresenceGate.defaultInterval) {
        state = Locked(State(interval: interval, lastPresence: nil))
    }

    /// How long after an unlock fills go ahead without asking.
    public var interval: Duration {
        get { state.withLock { $0.interval } }
        set { state.withLock { $0.interval = newValue } }
    }

    /// When the user last proved presence, if they did.
    public var lastPresence: Date? { state.withLock { $0.lastPresence } }

    /// The user proved presence at `date` (unlocked the vault, answered a prompt).
    public func recordPresence(at date: Date) {
        state.withLock { $0.lastPresence = date }
    }

    /// Forgets the last presence (the vault was locked).
    public func revoke() {
        state.withLock { $0.lastPresence = nil }
    }

    /// Whether a fill at `now` may go ahead.
    public func isSatisfied(at now: Date) -> Bool {
        state.withLock { state in
            guard let last = state.lastPresence else { return false }
            let elapsed = now.timeIntervalSince(last)
            return elapsed >= 0 && elapsed < state.interval.seconds
        }
    }

    /// Throws ``ProviderError/Code/userInteractionRequired`` unless ``isSatisfied(at:)``.
    public func check(at now: Date) throws(ProviderError) {
        guard isSatisfied(at: now) else {
            throw ProviderError(
                .userInteractionRequired, "the vault was not unlocked recently enough; unlock it to fill")
        }
    }
}

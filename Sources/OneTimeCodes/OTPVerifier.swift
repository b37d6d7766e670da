import Secrets

/// Server-side checking of a code a person typed (RFC 6238 §5.2).
///
/// Every candidate in the window is computed and compared in constant time, with no early
/// exit, so timing reveals neither which step matched nor how much of a code was right.
///
/// ```swift
/// var replay = ReplayGuard(lastAcceptedStep: user.lastStep)
/// let verifier = TOTPVerifier(totp: totp, window: 1)
/// switch verifier.verify(typedCode, atUnixTime: now, replayGuard: &replay) { ... }
/// ```
public struct TOTPVerifier: Sendable {
    /// The generator the user enrolled.
    public let totp: TOTP
    /// How many steps before and after the current one are accepted, for clock drift and
    /// network delay. RFC 6238 recommends at most one.
    public let window: Int

    /// The largest window accepted.
    public static let maximumWindow = 10

    /// Makes a verifier.
    ///
    /// - Throws: ``OTPError/Code/invalidParameter`` for a window outside 0-10.
    public init(totp: TOTP, window: Int = 1) throws(OTPError) {
        guard (0...Self.maximumWindow).contains(window) else {
            throw OTPError(.invalidParameter, "window must be 0-\(Self.maximumWindow) steps, got \(window)")
        }
        self.totp = totp
        self.window = window
    }

    /// Checks `code` at a Unix time without replay protection: the matched step, or `nil`.
    public func match(_ code: String, atUnixTime unixTime: Int64) -> OTPMatch? {
        guard let current = try? totp.step(atUnixTime: unixTime) else { return nil }
        var code = code
        return code.withUTF8 { typed in
            var matched: OTPMatch?
            // Nearest offsets first (0, -1, +1, -2, ...), so a collision resolves to the most
            // likely step; every candidate is still computed and compared.
            for index in 0...(2 * window) {
                let offset = index % 2 == 1 ? -(index + 1) / 2 : index / 2
                let (step, overflow) =
                    offset < 0
                    ? current.subtractingReportingOverflow(UInt64(-offset))
                    : current.addingReportingOverflow(UInt64(offset))
                let equal = totp.hotp.codeEquals(typed, counter: overflow ? 0 : step)
                if equal && !overflow && matched == nil {
                    matched = OTPMatch(step: step, offset: offset)
                }
            }
            return matched
        }
    }

    /// Checks `code` at a Unix time and refuses any step at or before the last one accepted.
    /// On success the guard records the matched step.
    public func verify(
        _ code: String, atUnixTime unixTime: Int64, replayGuard: inout ReplayGuard
    ) -> OTPVerificationResult {
        guard let match = match(code, atUnixTime: unixTime) else { return .invalid }
        guard replayGuard.accept(step: match.step) else { return .replayed(match) }
        return .valid(match)
    }

}

/// Server-side checking of HOTP codes with a look-ahead window (RFC 4226 §7.4).
public struct HOTPVerifier: Sendable {
    /// The generator the user enrolled.
    public let hotp: HOTP
    /// How many counter values after the expected one are tried, to resynchronise a token
    /// whose button was pressed without logging in.
    public let lookAhead: Int

    /// Makes a verifier.
    ///
    /// - Throws: ``OTPError/Code/invalidParameter`` for a look-ahead outside 0-100.
    public init(hotp: HOTP, lookAhead: Int = 10) throws(OTPError) {
        guard (0...100).contains(lookAhead) else {
            throw OTPError(.invalidParameter, "look-ahead must be 0-100 counter values, got \(lookAhead)")
        }
        self.hotp = hotp
        self.lookAhead = lookAhead
    }

    /// Checks `code` against counters `expected...expected+lookAhead`. On success, returns the
    /// matched counter; the next expected counter is one more.
    public func match(_ code: String, expectedCounter expected: UInt64) -> UInt64? {
        var code = code
        return code.withUTF8 { typed in
            var matched: UInt64?
            for offset in 0...UInt64(lookAhead) {
                let (counter, overflow) = expected.addingReportingOverflow(offset)
                let equal = hotp.codeEquals(typed, counter: overflow ? 0 : counter)
                if equal && !overflow && matched == nil {
                    matched = counter
                }
            }
            return matched
        }
    }
}

/// Where a code matched: the time step and its distance from the current one.
public struct OTPMatch: Hashable, Sendable {
    /// The time step whose code was typed.
    public let step: UInt64
    /// The step's distance from the current step: 0 now, -1 the previous step, +1 the next.
    public let offset: Int
}

/// The outcome of verifying a code.
public enum OTPVerificationResult: Hashable, Sendable {
    /// The code is right and has not been used: sign the person in.
    case valid(OTPMatch)
    /// The code is right but its step was already used: refuse it (RFC 6238 §5.2).
    case replayed(OTPMatch)
    /// The code is wrong.
    case invalid
}

/// Remembers the last accepted time step so a code is never accepted twice.
///
/// Persist ``lastAcceptedStep`` with the user's record between requests.
public struct ReplayGuard: Hashable, Sendable {
    /// The most recent step accepted, if any.
    public private(set) var lastAcceptedStep: UInt64?

    public init(lastAcceptedStep: UInt64? = nil) {
        self.lastAcceptedStep = lastAcceptedStep
    }

    /// Records `step` and returns `true` if it is later than every step accepted before.
    public mutating func accept(step: UInt64) -> Bool {
        if let last = lastAcceptedStep, step <= last { return false }
        lastAcceptedStep = step
        return true
    }
}

/// Slows down guessing (RFC 4226 §7.3): after a few failures each further attempt must wait,
/// twice as long each time, up to a cap. Time is passed in, as Unix seconds; delays are whole
/// seconds.
public struct AttemptThrottle: Hashable, Sendable {
    /// Failures allowed before delays begin.
    public let freeAttempts: Int
    /// The first delay (at least a second).
    public let initialDelay: Duration
    /// The longest delay.
    public let maximumDelay: Duration

    /// Consecutive failures so far.
    public private(set) var failures = 0
    /// The Unix time before which no attempt is allowed.
    public private(set) var lockedUntil: Int64 = .min

    /// A throttle whose delays start at `initialDelay` and stop growing at `maximumDelay`, both
    /// rounded up to whole seconds.
    public init(freeAttempts: Int = 3, initialDelay: Duration = .seconds(1), maximumDelay: Duration = .seconds(900)) {
        self.freeAttempts = max(0, freeAttempts)
        let initial = max(1, Self.wholeSeconds(initialDelay))
        self.initialDelay = .seconds(initial)
        self.maximumDelay = .seconds(max(initial, Self.wholeSeconds(maximumDelay)))
    }

    /// Whether an attempt may be made at `unixTime`.
    public func allowsAttempt(atUnixTime unixTime: Int64) -> Bool { unixTime >= lockedUntil }

    /// How long to wait before the next attempt at `unixTime` (zero if none).
    public func delay(atUnixTime unixTime: Int64) -> Duration { .seconds(max(0, lockedUntil &- unixTime)) }

    /// Records a failed attempt.
    public mutating func recordFailure(atUnixTime unixTime: Int64) {
        failures += 1
        let excess = failures - freeAttempts
        guard excess > 0 else { return }
        let maximum = maximumDelay.components.seconds
        var delay = initialDelay.components.seconds
        for _ in 1..<excess where delay < maximum {
            delay = delay > maximum / 2 ? maximum : delay * 2
        }
        lockedUntil = unixTime &+ min(delay, maximum)
    }

    /// `duration` in whole seconds, rounded up.
    private static func wholeSeconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return attoseconds > 0 ? seconds &+ 1 : seconds
    }

    /// Records a successful attempt, which clears the failures.
    public mutating func recordSuccess() {
        failures = 0
        lockedUntil = .min
    }
}

extension HOTP {
    /// Whether `typed` is the code for `counter`, compared in constant time without allocating.
    func codeEquals(_ typed: UnsafeBufferPointer<UInt8>, counter: UInt64) -> Bool {
        var candidate = InlineArray<16, UInt8>(repeating: 0)
        return withUnsafeMutableBytes(of: &candidate) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            writeCode(counter: counter, into: buffer)
            return ConstantTime.equals(UnsafeRawBufferPointer(typed), UnsafeRawBufferPointer(rebasing: raw[..<digits]))
        }
    }
}

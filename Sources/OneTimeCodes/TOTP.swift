import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A time-based one-time password generator (RFC 6238).
///
/// Time is always passed in, never read from the clock:
///
/// ```swift
/// let totp = try TOTP(secret: secret, algorithm: .sha256, digits: 8)
/// let code = try totp.code(at: Date(timeIntervalSince1970: 59))
/// ```
public struct TOTP: Sendable {
    /// The generator for the step counter.
    public let hotp: HOTP
    /// The length of a time step, in seconds (1-300).
    public let period: Int
    /// T0, the Unix time at which step 0 begins.
    public let epoch: Int64

    /// The range of periods a generator honours, in seconds.
    public static let periodRange = 1...300

    /// Makes a generator.
    ///
    /// - Throws: ``OTPError/Code/invalidParameter`` for digits outside 6-10 or a period
    ///   outside 1-300; ``OTPError/Code/invalidSecret`` for an empty secret.
    public init(
        secret: SecretBytes, algorithm: OTPAlgorithm = .sha1, digits: Int = 6, period: Int = 30, epoch: Int64 = 0
    ) throws(OTPError) {
        try self.init(hotp: HOTP(secret: secret, algorithm: algorithm, digits: digits), period: period, epoch: epoch)
    }

    /// Makes a generator from an HOTP generator and a step length.
    public init(hotp: HOTP, period: Int = 30, epoch: Int64 = 0) throws(OTPError) {
        guard Self.periodRange.contains(period) else {
            throw OTPError(.invalidParameter, "period must be 1-300 seconds, got \(period)")
        }
        self.hotp = hotp
        self.period = period
        self.epoch = epoch
    }

    /// A Steam Guard generator: SHA-1, 30-second steps, five-character codes.
    public static func steam(secret: SecretBytes) throws(OTPError) -> TOTP {
        try TOTP(hotp: HOTP(secret: secret, algorithm: .sha1, format: .steam), period: 30)
    }

    /// The HMAC hash function.
    public var algorithm: OTPAlgorithm { hotp.algorithm }
    /// The number of characters in a code.
    public var digits: Int { hotp.digits }
    /// How codes are written.
    public var format: OTPCodeFormat { hotp.format }

    /// The time step `floor((unixTime - T0) / period)` for a Unix time in seconds.
    ///
    /// - Throws: ``OTPError/Code/timeBeforeEpoch`` for a time before T0.
    public func step(atUnixTime unixTime: Int64) throws(OTPError) -> UInt64 {
        guard unixTime >= epoch else {
            throw OTPError(.timeBeforeEpoch, "time \(unixTime) is before the generator's T0 (\(epoch))")
        }
        // The wrapped difference is exact: the true one lies in 0..<2^64.
        return UInt64(bitPattern: unixTime &- epoch) / UInt64(period)
    }

    /// The time step that contains `date`.
    public func step(at date: Date) throws(OTPError) -> UInt64 {
        try step(atUnixTime: Self.unixSeconds(date))
    }

    /// The code for the time step `step`.
    public func code(step: UInt64) -> String {
        hotp.code(counter: step)
    }

    /// The code valid at a Unix time in seconds.
    public func code(atUnixTime unixTime: Int64) throws(OTPError) -> String {
        try hotp.code(counter: step(atUnixTime: unixTime))
    }

    /// The code valid at `date`.
    public func code(at date: Date) throws(OTPError) -> String {
        try code(atUnixTime: Self.unixSeconds(date))
    }

    /// Seconds until the step containing `unixTime` ends (1 through ``period``).
    public func secondsRemaining(atUnixTime unixTime: Int64) -> Int {
        let period = UInt64(self.period)
        if unixTime >= epoch {
            // The wrapped difference is exact: the true one lies in 0..<2^64.
            return self.period - Int(UInt64(bitPattern: unixTime &- epoch) % period)
        }
        let remainder = Int(UInt64(bitPattern: epoch &- unixTime) % period)
        return remainder == 0 ? self.period : remainder
    }

    /// Seconds until the step containing `date` ends (1 through ``period``).
    public func secondsRemaining(at date: Date) -> Int {
        secondsRemaining(atUnixTime: Self.unixSeconds(date))
    }

    /// The Unix time at which `step` begins.
    public func startOfStep(_ step: UInt64) -> Int64 {
        epoch &+ Int64(truncatingIfNeeded: step) &* Int64(period)
    }

    /// Whole seconds since 1970, rounded down, saturating at the limits of `Int64`.
    static func unixSeconds(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite else { return seconds < 0 ? .min : .max }
        if seconds >= 9.2e18 { return .max }
        if seconds <= -9.2e18 { return .min }
        return Int64(seconds)
    }
}

extension TOTP: CustomStringConvertible, CustomReflectable {
    public var description: String {
        "TOTP(\(algorithm), \(format), period: \(period)s, T0: \(epoch), secret: <redacted>)"
    }
    public var customMirror: Mirror {
        Mirror(
            self, children: ["algorithm": algorithm, "format": format, "period": period, "epoch": epoch],
            displayStyle: .struct)
    }
}

/// How a generator turns the 31-bit HOTP value into the characters a person types.
public struct OTPCodeFormat: Hashable, Sendable, CustomStringConvertible {
    private enum Backing: Hashable, Sendable {
        case decimal(Int)
        case steam
    }

    private let backing: Backing
    private init(_ backing: Backing) { self.backing = backing }

    /// The range of decimal lengths a generator honours. Nine digits is the largest length
    /// with full entropy; ten is the cap (the first digit is then 0-2).
    public static let decimalDigitRange = 6...10

    /// `digits` decimal digits, zero-padded: the RFC 4226 format.
    public static func decimal(digits: Int) throws(OTPError) -> OTPCodeFormat {
        guard decimalDigitRange.contains(digits) else {
            throw OTPError(.invalidParameter, "digits must be 6-10, got \(digits)")
        }
        return OTPCodeFormat(.decimal(digits))
    }

    /// Six decimal digits.
    public static let sixDigits = OTPCodeFormat(.decimal(6))

    /// Steam Guard: five characters from `23456789BCDFGHJKMNPQRTVWXY`.
    public static let steam = OTPCodeFormat(.steam)

    private static let steamAlphabet = Array("23456789BCDFGHJKMNPQRTVWXY".utf8)

    /// The number of characters in a code.
    public var length: Int {
        switch backing {
        case .decimal(let digits): digits
        case .steam: 5
        }
    }

    /// Whether this is the Steam Guard format.
    public var isSteam: Bool { backing == .steam }

    public var description: String {
        switch backing {
        case .decimal(let digits): "\(digits) digits"
        case .steam: "Steam Guard"
        }
    }

    /// Writes the code for the truncated value `value` into `output`, which has room for
    /// ``length`` bytes.
    @inline(__always)
    func render(_ value: UInt32, into output: UnsafeMutableBufferPointer<UInt8>) {
        switch backing {
        case .decimal(let digits):
            var remaining = value
            var index = digits - 1
            while index >= 0 {
                output[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
                index -= 1
            }
        case .steam:
            // Least significant first, as Steam does: the 31-bit value, not a decimal remainder.
            var remaining = value
            for index in 0..<5 {
                output[index] = Self.steamAlphabet[Int(remaining % 26)]
                remaining /= 26
            }
        }
    }

    func string(for value: UInt32) -> String {
        String(unsafeUninitializedCapacity: length) { buffer in
            render(value, into: buffer)
            return length
        }
    }
}

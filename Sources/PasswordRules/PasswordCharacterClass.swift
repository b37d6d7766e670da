/// A set of characters a password rule talks about: a named class (`upper`, `lower`, `digit`,
/// `special`, `ascii-printable`, `unicode`), a custom class such as `[-.@]`, or a union of them.
///
/// Every class except ``unicode`` is a subset of the 95 printable ASCII characters (U+0020 space
/// through U+007E `~`); ``unicode`` is every Unicode character. Sets are compared by their members,
/// so `upper, lower` and `[ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz]` are equal.
///
/// ```swift
/// let symbols = try PasswordCharacterClass(characters: "-.@")
/// let allowed = PasswordCharacterClass.lower.union(.digit).union(symbols)
/// print(allowed)  // lower, digit, [-.@]
/// ```
public struct PasswordCharacterClass: Hashable, Sendable {
    // Bit i of the pair is printable ASCII character 0x20 + i: `low` holds 0x20...0x5F, `high`
    // holds 0x60...0x7E.
    @usableFromInline var low: UInt64
    @usableFromInline var high: UInt64
    /// Whether the class is ``unicode``: every Unicode character, not only printable ASCII.
    public private(set) var isUnicode: Bool

    @usableFromInline
    init(low: UInt64, high: UInt64, isUnicode: Bool = false) {
        self.low = low
        self.high = high & Self.highMask
        self.isUnicode = isUnicode
    }

    static let highMask: UInt64 = (1 << 31) - 1

    /// The class with no characters. Rules never hold it; it is a starting point for unions.
    public static let empty = PasswordCharacterClass(low: 0, high: 0)

    /// `A` through `Z`.
    public static let upper = range(UInt8(ascii: "A"), UInt8(ascii: "Z"))
    /// `a` through `z`.
    public static let lower = range(UInt8(ascii: "a"), UInt8(ascii: "z"))
    /// `0` through `9`.
    public static let digit = range(UInt8(ascii: "0"), UInt8(ascii: "9"))
    /// The 33 printable ASCII characters that are neither letters nor digits, including the space,
    /// `/` and `\`.
    public static let special = range(0x20, 0x2F).union(range(0x3A, 0x40)).union(range(0x5B, 0x60))
        .union(range(0x7B, 0x7E))
    /// All 95 printable ASCII characters, U+0020 through U+007E.
    public static let asciiPrintable = PasswordCharacterClass(low: .max, high: .max)
    /// Every Unicode character.
    public static let unicode = PasswordCharacterClass(low: .max, high: .max, isUnicode: true)

    /// A custom class of the given printable ASCII characters (duplicates are fine).
    ///
    /// - Throws: ``PasswordRulesError/Code/invalidCharacterClass`` for any other character; custom
    ///   classes in the rules language can hold printable ASCII only.
    public init(characters: some StringProtocol) throws(PasswordRulesError) {
        self = .empty
        for (offset, scalar) in characters.unicodeScalars.enumerated() {
            guard scalar.isASCII, Self.isPrintable(UInt8(scalar.value)) else {
                throw PasswordRulesError(
                    .invalidCharacterClass,
                    "a custom class may hold printable ASCII characters only; character \(offset + 1) is "
                        + "U+\(Self.hex(scalar.value))")
            }
            insert(ascii: UInt8(scalar.value))
        }
    }

    /// A class of printable ASCII bytes; other bytes are ignored.
    init(asciiBytes: some Sequence<UInt8>) {
        self = .empty
        for byte in asciiBytes where Self.isPrintable(byte) { insert(ascii: byte) }
    }

    static func range(_ first: UInt8, _ last: UInt8) -> PasswordCharacterClass {
        var result = PasswordCharacterClass.empty
        for byte in first...last { result.insert(ascii: byte) }
        return result
    }

    @inlinable
    static func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte <= 0x7E }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

// MARK: - Membership and set algebra

extension PasswordCharacterClass {
    /// Whether the class holds the ASCII character `byte`.
    @inlinable
    public func contains(ascii byte: UInt8) -> Bool {
        guard Self.isPrintable(byte) else { return isUnicode }
        let index = byte &- 0x20
        return index < 64 ? (low >> index) & 1 == 1 : (high >> (index &- 64)) & 1 == 1
    }

    /// Whether the class holds `scalar`.
    @inlinable
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? contains(ascii: UInt8(scalar.value)) : isUnicode
    }

    /// Adds a printable ASCII character; other bytes are ignored.
    mutating func insert(ascii byte: UInt8) {
        guard Self.isPrintable(byte) else { return }
        let index = byte - 0x20
        if index < 64 { low |= 1 << index } else { high |= 1 << (index - 64) }
    }

    /// The characters in either class.
    public func union(_ other: PasswordCharacterClass) -> PasswordCharacterClass {
        PasswordCharacterClass(low: low | other.low, high: high | other.high, isUnicode: isUnicode || other.isUnicode)
    }

    /// The characters in both classes.
    public func intersection(_ other: PasswordCharacterClass) -> PasswordCharacterClass {
        PasswordCharacterClass(low: low & other.low, high: high & other.high, isUnicode: isUnicode && other.isUnicode)
    }

    /// The characters of this class that are not in `other`.
    public func subtracting(_ other: PasswordCharacterClass) -> PasswordCharacterClass {
        PasswordCharacterClass(
            low: low & ~other.low, high: high & ~other.high, isUnicode: isUnicode && !other.isUnicode)
    }

    /// Whether every character of `other` is in this class.
    public func isSuperset(of other: PasswordCharacterClass) -> Bool {
        other.subtracting(self).isEmpty
    }

    /// Whether every character of this class is in `other`.
    public func isSubset(of other: PasswordCharacterClass) -> Bool {
        other.isSuperset(of: self)
    }

    /// Whether the two classes share a character.
    public func intersects(_ other: PasswordCharacterClass) -> Bool {
        !intersection(other).isEmpty
    }

    /// Whether the class has no characters.
    public var isEmpty: Bool { low == 0 && high == 0 && !isUnicode }

    /// The number of printable ASCII characters in the class (95 for ``unicode`` as well).
    public var asciiCount: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// The printable ASCII characters of the class as bytes, in ASCII order.
    public var asciiBytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(asciiCount)
        for index in 0..<95 where contains(ascii: UInt8(0x20 + index)) { result.append(UInt8(0x20 + index)) }
        return result
    }
}

// MARK: - Canonical text

extension PasswordCharacterClass: CustomStringConvertible {
    /// The class in canonical rules syntax, such as `upper, digit, [-.@]`.
    ///
    /// Named classes are used wherever they are complete, in the order `unicode`,
    /// `ascii-printable`, then `upper, lower, digit, special`; the remaining characters form one
    /// custom class in ASCII order with `-` first and `]` last, as the grammar requires.
    public var canonicalForm: String {
        if isUnicode { return "unicode" }
        if self == .asciiPrintable { return "ascii-printable" }
        var parts: [String] = []
        var remaining = self
        for (name, named) in Self.namedParts where isSuperset(of: named) {
            parts.append(name)
            remaining = remaining.subtracting(named)
        }
        if !remaining.isEmpty { parts.append("[" + Self.customClassBody(remaining) + "]") }
        return parts.joined(separator: ", ")
    }

    public var description: String { isEmpty ? "[]" : canonicalForm }

    static let namedParts: [(String, PasswordCharacterClass)] = [
        ("upper", .upper), ("lower", .lower), ("digit", .digit), ("special", .special),
    ]

    /// The characters of a custom class between its brackets: `-` first, `]` last (so that with the
    /// closing bracket it reads `]]`).
    static func customClassBody(_ characters: PasswordCharacterClass) -> String {
        let dash = UInt8(ascii: "-")
        let bracket = UInt8(ascii: "]")
        var bytes: [UInt8] = []
        if characters.contains(ascii: dash) { bytes.append(dash) }
        for byte in characters.asciiBytes where byte != dash && byte != bracket { bytes.append(byte) }
        if characters.contains(ascii: bracket) { bytes.append(bracket) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

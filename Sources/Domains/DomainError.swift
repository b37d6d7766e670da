/// The one error type of `Domains`.
///
/// Match on ``code``; show ``description`` to people: it names what was wrong and where. Two
/// errors are equal when their codes are equal.
public struct DomainError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case emptyHost
            case emptyLabel
            case labelTooLong
            case hostTooLong
            case forbiddenCharacter
            case disallowedCharacter
            case invalidLabel
            case invalidPunycode
            case invalidIPAddress
            case malformedURL
            case unsupportedScheme
            case invalidPort
            case invalidList
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// Nothing to parse: an empty string, or only a dot.
        public static let emptyHost = Code(.emptyHost)
        /// Two dots in a row, or a leading dot (`.example.com`, `a..b`).
        public static let emptyLabel = Code(.emptyLabel)
        /// A label longer than 63 bytes once encoded as ASCII.
        public static let labelTooLong = Code(.labelTooLong)
        /// A host longer than 253 bytes once encoded as ASCII.
        public static let hostTooLong = Code(.hostTooLong)
        /// An ASCII character that cannot appear in a host name, such as a space, `/`, `@` or `:`.
        public static let forbiddenCharacter = Code(.forbiddenCharacter)
        /// A code point that IDNA (UTS #46) disallows, such as a symbol or an unassigned code point.
        public static let disallowedCharacter = Code(.disallowedCharacter)
        /// A label that breaks an IDNA validity rule: leading or trailing hyphen, leading combining
        /// mark, misplaced joiner, mixed right-to-left and left-to-right text, not in NFC.
        public static let invalidLabel = Code(.invalidLabel)
        /// An `xn--` label that is not valid Punycode, or that decodes to something IDNA forbids.
        public static let invalidPunycode = Code(.invalidPunycode)
        /// An IPv4 or IPv6 literal that does not parse, such as `1.2.3.256` or `[::1::]`.
        public static let invalidIPAddress = Code(.invalidIPAddress)
        /// Text that is not a URL with an authority (`scheme://host/...`).
        public static let malformedURL = Code(.malformedURL)
        /// A URL scheme that has no host-based origin, such as `mailto:` or `file:`.
        public static let unsupportedScheme = Code(.unsupportedScheme)
        /// A port that is not a number from 0 to 65535.
        public static let invalidPort = Code(.invalidPort)
        /// Text that is not a Public Suffix List.
        public static let invalidList = Code(.invalidList)

        public var description: String { String(describing: backing) }
    }

    /// What kind of problem occurred.
    public let code: Code
    private let reason: String
    private let file: String
    private let line: UInt

    init(_ code: Code, _ reason: String, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.file = file
        self.line = line
    }
}

extension DomainError: Hashable {
    public static func == (lhs: DomainError, rhs: DomainError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension DomainError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "label 2 is longer than 63 bytes".
    public var description: String { reason }
    public var debugDescription: String { "DomainError.\(code): \(reason) (\(file):\(line))" }
}

extension Unicode.Scalar {
    /// `U+00E9` style, for messages.
    var codePointText: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

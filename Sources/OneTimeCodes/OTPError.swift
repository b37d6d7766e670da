/// The one error type of `OneTimeCodes`.
///
/// Match on ``code``; show ``description`` to people: it says what was wrong and never contains
/// a secret. Two errors are equal when their codes are equal.
public struct OTPError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case invalidBase32
            case invalidSecret
            case unsupportedScheme
            case malformedURL
            case unsupportedType
            case missingParameter
            case duplicateParameter
            case invalidParameter
            case unsupportedAlgorithm
            case timeBeforeEpoch
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// Text that is not Base32 (RFC 4648), even after the lenient clean-up.
        public static let invalidBase32 = Code(.invalidBase32)
        /// A secret that cannot be used: empty, or too long.
        public static let invalidSecret = Code(.invalidSecret)
        /// A URL whose scheme is not `otpauth` or `apple-otpauth`.
        public static let unsupportedScheme = Code(.unsupportedScheme)
        /// A URL that does not have the `scheme://type/label?query` shape, or bad percent-encoding.
        public static let malformedURL = Code(.malformedURL)
        /// A generator type other than `totp` or `hotp` (or `hotp` in an `apple-otpauth` URL).
        public static let unsupportedType = Code(.unsupportedType)
        /// A required parameter, such as `secret`, is absent.
        public static let missingParameter = Code(.missingParameter)
        /// A known parameter appears twice.
        public static let duplicateParameter = Code(.duplicateParameter)
        /// A parameter value outside what the generator can honour, such as `digits=12`.
        public static let invalidParameter = Code(.invalidParameter)
        /// A hash algorithm other than SHA1, SHA256 or SHA512.
        public static let unsupportedAlgorithm = Code(.unsupportedAlgorithm)
        /// A time earlier than the generator's T0.
        public static let timeBeforeEpoch = Code(.timeBeforeEpoch)

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

extension OTPError: Hashable {
    public static func == (lhs: OTPError, rhs: OTPError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension OTPError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "digits must be 6-10, got 12".
    public var description: String { reason }
    public var debugDescription: String { "OTPError.\(code): \(reason) (\(file):\(line))" }
}

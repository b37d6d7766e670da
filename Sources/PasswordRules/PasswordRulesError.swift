/// The one error type of `PasswordRules`.
///
/// Match on ``code``; show ``description`` to people: it says what was wrong and never contains a
/// password. Two errors are equal when their codes are equal.
public struct PasswordRulesError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case invalidRules
            case invalidCharacterClass
            case unsatisfiableRules
            case unsupportedRules
            case invalidLength
            case invalidSiteRules
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// Rule text that does not follow the grammar; ``PasswordRulesError/diagnostics`` lists
        /// every problem with its position.
        public static let invalidRules = Code(.invalidRules)
        /// A custom character class with a character that is not printable ASCII.
        public static let invalidCharacterClass = Code(.invalidCharacterClass)
        /// Rules no password can satisfy, such as `required: upper; required: digit; maxlength: 1`.
        public static let unsatisfiableRules = Code(.unsatisfiableRules)
        /// Rules the generator cannot serve within its limits, such as `minlength: 100000`.
        public static let unsupportedRules = Code(.unsupportedRules)
        /// A requested password length the rules or the chosen format do not allow.
        public static let invalidLength = Code(.invalidLength)
        /// A per-site rules file (`password-rules.json`) that cannot be read.
        public static let invalidSiteRules = Code(.invalidSiteRules)

        public var description: String { String(describing: backing) }
    }

    /// What kind of problem occurred.
    public let code: Code
    /// For ``Code/invalidRules``: every problem the strict parser found, in input order.
    public let diagnostics: [PasswordRulesDiagnostic]
    private let reason: String
    private let file: String
    private let line: UInt

    init(
        _ code: Code, _ reason: String, diagnostics: [PasswordRulesDiagnostic] = [], file: String = #fileID,
        line: UInt = #line
    ) {
        self.code = code
        self.reason = reason
        self.diagnostics = diagnostics
        self.file = file
        self.line = line
    }
}

extension PasswordRulesError: Hashable {
    public static func == (lhs: PasswordRulesError, rhs: PasswordRulesError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension PasswordRulesError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "maxlength 3 leaves no room for the 4 required classes".
    public var description: String { reason }
    public var debugDescription: String { "PasswordRulesError.\(code): \(reason) (\(file):\(line))" }
}

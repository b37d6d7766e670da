/// One problem found in rule text: what it is, where, and (in compatible mode) what Apple's
/// reference parser dropped because of it.
///
/// Positions are UTF-8 offsets into the parsed text; ``column(in:)`` turns them into the
/// 1-based character column people expect.
public struct PasswordRulesDiagnostic: Hashable, Sendable {
    /// What kind of problem it is. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        private init(_ name: String) { description = name }

        /// A character where a rule, a value or a separator should start.
        public static let unexpectedCharacter = Code("unexpectedCharacter")
        /// A rule name other than `required`, `allowed`, `max-consecutive`, `minlength`, `maxlength`
        /// (rule names are case-sensitive).
        public static let unknownRuleName = Code("unknownRuleName")
        /// A rule name not followed directly by `:`.
        public static let missingColon = Code("missingColon")
        /// A rule with nothing after its `:`.
        public static let missingValue = Code("missingValue")
        /// A class name other than `upper`, `lower`, `digit`, `special`, `ascii-printable`, `unicode`.
        public static let unknownClassName = Code("unknownClassName")
        /// A `,` not followed by another class.
        public static let missingClass = Code("missingClass")
        /// Two classes, or a class and the next rule, without a `,` or `;` between them.
        public static let missingSeparator = Code("missingSeparator")
        /// A `[` with no closing `]`.
        public static let unterminatedClass = Code("unterminatedClass")
        /// A custom class with no characters, such as `[]`.
        public static let emptyClass = Code("emptyClass")
        /// A `-` that is not the first character of a custom class (there are no ranges).
        public static let misplacedDash = Code("misplacedDash")
        /// A `]` inside a custom class that is not written last as `]]`.
        public static let misplacedBracket = Code("misplacedBracket")
        /// A character in a custom class that is not printable ASCII.
        public static let invalidClassCharacter = Code("invalidClassCharacter")
        /// A value that is not a whole number.
        public static let invalidNumber = Code("invalidNumber")
        /// A number larger than ``PasswordRules/largestValue``.
        public static let numberTooLarge = Code("numberTooLarge")
        /// Whitespace between a number and the `;` after it, which makes Apple's parser drop the rule.
        public static let spaceAfterNumber = Code("spaceAfterNumber")
        /// A `;` with no rule before the next `;`.
        public static let emptyRule = Code("emptyRule")
        /// A value of 0, which means "no limit" and has no effect.
        public static let zeroValue = Code("zeroValue")
        /// A rule that repeats an earlier one, or a limit given more than once.
        public static let duplicateRule = Code("duplicateRule")
        /// A character listed twice in one custom class.
        public static let duplicateCharacter = Code("duplicateCharacter")
        /// A `minlength` larger than the `maxlength`; the minimum is ignored.
        public static let minLengthExceedsMaxLength = Code("minLengthExceedsMaxLength")
        /// `unicode` after `ascii-printable` in the classes Apple's parser merges: Apple keeps only
        /// the first of the two.
        public static let classOverridden = Code("classOverridden")
    }

    /// How serious a problem is.
    public struct Severity: Hashable, Sendable, Comparable, CustomStringConvertible {
        private let rank: Int
        public let description: String
        private init(_ rank: Int, _ name: String) {
            self.rank = rank
            description = name
        }

        /// The text does not follow the grammar: the strict parser rejects it.
        public static let error = Severity(2, "error")
        /// The text is valid but probably not what its author meant.
        public static let warning = Severity(1, "warning")

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// What Apple's reference parser drops because of a problem (compatible mode only).
    public struct Dropped: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        private init(_ name: String) { description = name }

        /// One character of a custom class.
        public static let character = Dropped("character")
        /// One class of a `required` or `allowed` list.
        public static let characterClass = Dropped("class")
        /// The rule the problem is in.
        public static let rule = Dropped("rule")
        /// Every rule from the problem to the end; the rules before it are kept.
        public static let remainder = Dropped("remainder")
        /// Every rule: the result is the default, `allowed: ascii-printable`.
        public static let everything = Dropped("everything")
    }

    /// What kind of problem it is.
    public let code: Code
    /// How serious it is.
    public let severity: Severity
    /// Where it is: UTF-8 offsets into the parsed text.
    public let range: Range<Int>
    /// A sentence a person can act on.
    public let message: String
    /// In compatible mode, what Apple's parser dropped because of this problem; `nil` in strict
    /// mode and when nothing was dropped.
    public let dropped: Dropped?

    init(_ code: Code, _ severity: Severity, _ range: Range<Int>, _ message: String, dropped: Dropped? = nil) {
        self.code = code
        self.severity = severity
        self.range = range
        self.message = message
        self.dropped = dropped
    }

    /// The 1-based character column where the problem starts in `text` (the text that was parsed).
    public func column(in text: String) -> Int {
        let utf8 = text.utf8
        let offset = min(range.lowerBound, utf8.count)
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return text[..<index].count + 1
    }

    /// The number of characters the problem spans in `text` (at least 1).
    public func width(in text: String) -> Int {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(range.lowerBound, utf8.count))
        let upper = utf8.index(utf8.startIndex, offsetBy: min(range.upperBound, utf8.count))
        return max(1, text[lower..<upper].count)
    }
}

extension PasswordRulesDiagnostic: CustomStringConvertible {
    /// `offset 12: error: ...`, with what was dropped in compatible mode.
    public var description: String {
        var text = "offset \(range.lowerBound): \(severity): \(message)"
        if let dropped { text += " [dropped: \(dropped)]" }
        return text
    }
}

extension PasswordRules {
    /// How to read rule text.
    public struct ParsingMode: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        private init(_ name: String) { description = name }

        /// The grammar, strictly: any deviation is an error with its position, and inputs that
        /// other parsers read differently are errors too. Use it to check rules you write.
        public static let strict = ParsingMode("strict")
        /// Exactly what Apple's reference parser makes of the text, never failing; the diagnostics
        /// say what it dropped. Use it for rules you receive (a page's `passwordrules`, a quirks
        /// file), so that the passwords you generate fit the same fields Safari fills.
        public static let compatible = ParsingMode("compatible")
    }

    /// The outcome of parsing rule text.
    public struct ParseResult: Sendable {
        /// The rules: always present in compatible mode; in strict mode, `nil` when there is an error.
        public let rules: PasswordRules?
        /// Every problem found, in input order. In compatible mode each says what was dropped.
        public let diagnostics: [PasswordRulesDiagnostic]

        /// The diagnostics of severity ``PasswordRulesDiagnostic/Severity/error``.
        public var errors: [PasswordRulesDiagnostic] { diagnostics.filter { $0.severity == .error } }
        /// The diagnostics of severity ``PasswordRulesDiagnostic/Severity/warning``.
        public var warnings: [PasswordRulesDiagnostic] { diagnostics.filter { $0.severity == .warning } }
    }

    /// Parses rule text in `mode`, collecting every diagnostic.
    ///
    /// ```swift
    /// let result = PasswordRules.parse("required: upper; minlength: 8 ;", mode: .compatible)
    /// result.rules      // required: upper; allowed: upper
    /// result.diagnostics  // the space after 8 made Apple's parser drop "minlength: 8"
    /// ```
    public static func parse(_ text: String, mode: ParsingMode = .strict) -> ParseResult {
        mode == .compatible ? CompatibleRulesParser.parse(text) : StrictRulesParser.parse(text)
    }

    /// Parses rule text strictly.
    ///
    /// - Throws: ``PasswordRulesError/Code/invalidRules`` when the text does not follow the grammar;
    ///   the error's ``PasswordRulesError/diagnostics`` lists every problem with its position.
    ///   Warnings do not throw; use ``parse(_:mode:)`` to see them.
    public init(parsing text: String) throws(PasswordRulesError) {
        let result = StrictRulesParser.parse(text)
        guard let rules = result.rules else {
            let errors = result.errors
            let first = errors.first.map { "\($0.message) (at offset \($0.range.lowerBound))" } ?? "invalid rules"
            let more = errors.count > 1 ? "; \(errors.count - 1) more problem\(errors.count == 2 ? "" : "s")" : ""
            throw PasswordRulesError(.invalidRules, first + more, diagnostics: result.diagnostics)
        }
        self = rules
    }

    /// Parses rule text as Apple's reference parser does: never fails, drops what it cannot read.
    /// Use ``parse(_:mode:)`` with ``ParsingMode/compatible`` to learn what was dropped.
    public init(parsingCompatibly text: String) {
        self = CompatibleRulesParser.parse(text).rules ?? .default
    }
}

import Testing

@testable import PasswordRules

/// The compatible parser against the behaviour of Apple's reference parser,
/// `tools/PasswordRulesParser.js` in apple/password-manager-resources.
@Suite struct CompatibleParserTests {
    // MARK: Apple's own expectations

    /// A rule as Apple's test file writes it: a name and either class tokens or a number.
    struct AppleRule: Sendable {
        let name: String
        let classes: [String]
        let number: Int?

        static func rule(_ name: String, _ classes: [String]) -> AppleRule {
            AppleRule(name: name, classes: classes, number: nil)
        }
        static func rule(_ name: String, _ number: Int) -> AppleRule {
            AppleRule(name: name, classes: [], number: number)
        }
    }

    struct AppleCase: Sendable, CustomTestStringConvertible {
        let input: String
        let expected: [AppleRule]
        var testDescription: String { input.debugDescription }
    }

    /// The public `parsePasswordRules` cases of Apple's PasswordRulesParserTest.js (MIT licence,
    /// Copyright Apple Inc.): inputs and the results the reference produces.
    static let appleCases: [AppleCase] =
        [
            AppleCase(input: "", expected: [.rule("allowed", ["ascii-printable"])]),
            AppleCase(
                input: "    required: upper", expected: [.rule("required", ["upper"]), .rule("allowed", ["upper"])]),
            AppleCase(input: "required: uPPeR", expected: [.rule("required", ["upper"]), .rule("allowed", ["upper"])]),
            AppleCase(input: "maxLENGTH: 7", expected: [.rule("allowed", ["ascii-printable"])]),
            AppleCase(input: "allowed:upper", expected: [.rule("allowed", ["upper"])]),
            AppleCase(
                input: "required: upper; allowed: upper; allowed: lower",
                expected: [.rule("required", ["upper"]), .rule("allowed", ["upper", "lower"])]),
            AppleCase(
                input: "max-consecutive: 5; max-consecutive: 3",
                expected: [.rule("allowed", ["ascii-printable"]), .rule("max-consecutive", 3)]),
            AppleCase(
                input: "max-consecutive: 3; max-consecutive: 1; max-consecutive: 5",
                expected: [.rule("allowed", ["ascii-printable"]), .rule("max-consecutive", 1)]),
            AppleCase(
                input: "required: ascii-printable; max-consecutive: 5; max-consecutive: 3",
                expected: [
                    .rule("required", ["ascii-printable"]), .rule("allowed", ["ascii-printable"]),
                    .rule("max-consecutive", 3),
                ]),
            AppleCase(
                input: "required: [*&^]; allowed: upper",
                expected: [.rule("required", ["[&*^]"]), .rule("allowed", ["upper", "[&*^]"])]),
            AppleCase(
                input: "required: unicode; required: digit",
                expected: [.rule("required", ["unicode"]), .rule("required", ["digit"]), .rule("allowed", ["unicode"])]),
            AppleCase(
                input: "required: ; required: upper",
                expected: [.rule("required", ["upper"]), .rule("allowed", ["upper"])]),
            AppleCase(input: "allowed: [供应商责任进展]", expected: [.rule("allowed", ["ascii-printable"])]),
            AppleCase(input: "allowed: [供应A商B责任C进展]", expected: [.rule("allowed", ["[ABC]"])]),
            AppleCase(
                input: "minlength: 12; minlength: 7; minlength: 23",
                expected: [.rule("allowed", ["ascii-printable"]), .rule("minlength", 23)]),
            AppleCase(
                input: "maxlength: 10; maxlength: 7; maxlength: 12",
                expected: [.rule("allowed", ["ascii-printable"]), .rule("maxlength", 7)]),
            AppleCase(
                input: "required: upper; allowed: upper; allowed: lower; minlength: 12; maxlength: 73;",
                expected: [
                    .rule("required", ["upper"]), .rule("allowed", ["upper", "lower"]), .rule("minlength", 12),
                    .rule("maxlength", 73),
                ]),
        ]
        + [
            "allowed: upper,,", "allowed: upper,;", "allowed: upper [a]", "dummy: upper", "upper: lower",
            "max-consecutive: [ABC]", "max-consecutive: upper", "max-consecutive: 1+1", "required: 1", "required: A",
            "allowed: 1+1",
        ].map { AppleCase(input: $0, expected: [.rule("allowed", ["ascii-printable"])]) }

    /// Apple's token (`upper`, `[abc]`) as a class.
    static func appleClass(_ token: String) -> PasswordCharacterClass {
        if token.hasPrefix("[") {
            return PasswordCharacterClass(asciiBytes: Array(token.utf8.dropFirst().dropLast()))
        }
        return RuleSyntax.ClassName.allCases.first { $0.name == token }!.characters
    }

    static func appleRules(_ rules: [AppleRule]) -> PasswordRules {
        func union(_ tokens: [String]) -> PasswordCharacterClass {
            tokens.map(appleClass).reduce(.empty) { $0.union($1) }
        }
        return PasswordRules(
            required: rules.filter { $0.name == "required" }.map { union($0.classes) },
            allowed: rules.first { $0.name == "allowed" }.map { union($0.classes) },
            maxConsecutive: rules.first { $0.name == "max-consecutive" }?.number,
            minLength: rules.first { $0.name == "minlength" }?.number,
            maxLength: rules.first { $0.name == "maxlength" }?.number)
    }

    @Test(arguments: appleCases)
    func matchesApplesExpectations(_ example: AppleCase) {
        let result = PasswordRules.parse(example.input, mode: .compatible)
        #expect(result.rules == Self.appleRules(example.expected))
        #expect(PasswordRules(parsingCompatibly: example.input) == Self.appleRules(example.expected))
    }

    // MARK: What is dropped, and why

    struct Dropping: Sendable, CustomTestStringConvertible {
        let input: String
        let canonical: String
        let dropped: [PasswordRulesDiagnostic.Dropped]
        var testDescription: String { input.debugDescription }
    }

    static let dropping: [Dropping] = [
        // Valid text drops nothing.
        Dropping(
            input: "required: upper; minlength: 8", canonical: "required: upper; allowed: upper; minlength: 8",
            dropped: []),
        Dropping(input: "required: upper;;;", canonical: "required: upper; allowed: upper", dropped: []),
        Dropping(input: "required: upper; ;", canonical: "required: upper; allowed: upper", dropped: []),
        Dropping(input: "allowed: upper,  \tlower", canonical: "allowed: upper, lower", dropped: []),
        Dropping(input: "allowed: [a]], [b]", canonical: "allowed: [ab]]", dropped: []),
        // Characters of a custom class.
        Dropping(input: "allowed: [a-b]", canonical: "allowed: [ab]", dropped: [.character]),
        Dropping(input: "allowed: [a-z]", canonical: "allowed: [az]", dropped: [.character]),
        Dropping(input: "allowed: [a-]", canonical: "allowed: [a]", dropped: [.character]),
        Dropping(input: "allowed: [-a-]", canonical: "allowed: [-a]", dropped: [.character]),
        Dropping(input: "allowed: [a☃b]", canonical: "allowed: [ab]", dropped: [.character]),
        Dropping(
            input: "allowed: [☃-]", canonical: "allowed: ascii-printable",
            dropped: [.characterClass, .character, .character]),
        Dropping(input: "allowed: [a\tb]", canonical: "allowed: [ab]", dropped: [.character]),
        Dropping(input: "allowed: [a🤷b]", canonical: "allowed: [ab]", dropped: [.character]),
        Dropping(
            input:
                "minlength: 8; maxlength: 38; required: lower, upper; required: digit; allowed: [-äüöÄÜÖß!$%&/()=?+#,.:];",
            canonical: "required: upper, lower; required: digit; allowed: upper, lower, digit, [-!#$%&()+,./:=?]; "
                + "minlength: 8; maxlength: 38",
            dropped: Array(repeating: .character, count: 7)),
        // Classes.
        Dropping(input: "allowed: [], [b]", canonical: "allowed: [b]", dropped: [.characterClass]),
        Dropping(input: "allowed: [☃]", canonical: "allowed: ascii-printable", dropped: [.characterClass, .character]),
        Dropping(
            input: "required: upper, [abc", canonical: "required: upper; allowed: upper", dropped: [.characterClass]),
        Dropping(input: "required: upper, [", canonical: "required: upper; allowed: upper", dropped: [.characterClass]),
        Dropping(
            input: "required: upper, [abc; minlength: 8", canonical: "required: upper; allowed: upper",
            dropped: [.characterClass]),
        Dropping(
            input: "allowed: ascii-printable, unicode", canonical: "allowed: ascii-printable",
            dropped: [.characterClass]),
        Dropping(
            input: "required: ascii-printable; allowed: unicode",
            canonical: "required: ascii-printable; allowed: ascii-printable", dropped: [.characterClass]),
        Dropping(
            input: "required: upper, lower, digit, special; allowed: unicode",
            canonical: "required: ascii-printable; allowed: ascii-printable", dropped: [.characterClass]),
        Dropping(
            input: "required: ascii-printable; required: unicode",
            canonical: "required: ascii-printable; required: ascii-printable; allowed: ascii-printable",
            dropped: [.characterClass]),
        Dropping(
            input: "required: ascii-printable, unicode",
            canonical: "required: ascii-printable; allowed: ascii-printable", dropped: [.characterClass]),
        Dropping(input: "allowed: upper, lower, digit, special, unicode", canonical: "allowed: unicode", dropped: []),
        Dropping(input: "allowed: unicode, ascii-printable", canonical: "allowed: unicode", dropped: []),
        // One rule.
        Dropping(
            input: "required: upper; minlength: 8 ;", canonical: "required: upper; allowed: upper", dropped: [.rule]),
        Dropping(
            input: "required: upper; minlength: 8 ; maxlength: 20",
            canonical: "required: upper; allowed: upper; maxlength: 20", dropped: [.rule]),
        Dropping(input: "minlength: 8 ", canonical: "allowed: ascii-printable", dropped: [.rule]),
        Dropping(input: "required", canonical: "allowed: ascii-printable", dropped: [.rule]),
        Dropping(
            input: "required; minlength: 8", canonical: "allowed: ascii-printable; minlength: 8", dropped: [.rule]),
        Dropping(
            input: "required ; minlength: 8", canonical: "allowed: ascii-printable; minlength: 8", dropped: [.rule]),
        Dropping(
            input: "required:; minlength: 8", canonical: "allowed: ascii-printable; minlength: 8", dropped: [.rule]),
        Dropping(
            input: "allowed: upper,; minlength: 8", canonical: "allowed: ascii-printable; minlength: 8",
            dropped: [.rule]),
        Dropping(
            input: "minlength: 8; allowed: upper,", canonical: "allowed: ascii-printable; minlength: 8",
            dropped: [.rule]),
        Dropping(input: "minlength: 0; maxlength: 0", canonical: "allowed: ascii-printable", dropped: [.rule, .rule]),
        Dropping(input: "required: [abc", canonical: "allowed: ascii-printable", dropped: [.rule, .characterClass]),
        Dropping(
            input: "required: []; required: upper", canonical: "required: upper; allowed: upper",
            dropped: [.rule, .characterClass]),
        // The rest of the text.
        Dropping(
            input: "required: upper; ☃; minlength: 8", canonical: "required: upper; allowed: upper",
            dropped: [.remainder]),
        Dropping(
            input: "required: upper;; minlength: 8", canonical: "required: upper; allowed: upper", dropped: [.remainder]
        ),
        Dropping(
            input: "required: upper; ; minlength: 8", canonical: "required: upper; allowed: upper",
            dropped: [.remainder]),
        Dropping(
            input: "minlength: 8; [abc]", canonical: "allowed: ascii-printable; minlength: 8", dropped: [.remainder]),
        // Everything.
        Dropping(input: "☃", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "; required: upper", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "required: upper; lower", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "required : upper", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "required upper", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "Required: upper", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "minlength: 8; minLength: 9", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "minlength2: 8", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "minlength: 1e3", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "minlength: 8, maxlength: 9", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "minlength: 8 9", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "required: upper d", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(
            input: "allowed: []a]", canonical: "allowed: ascii-printable", dropped: [.characterClass, .everything]),
        Dropping(input: "allowed: [a]b]", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(input: "required: upper, minlength: 8", canonical: "allowed: ascii-printable", dropped: [.everything]),
        Dropping(
            input: "max-repeating: 2; minlength: 8", canonical: "allowed: ascii-printable", dropped: [.everything]),
    ]

    @Test(arguments: dropping)
    func reportsWhatWasDropped(_ example: Dropping) throws {
        let result = PasswordRules.parse(example.input, mode: .compatible)
        let rules = try #require(result.rules)
        #expect(rules.canonicalForm == example.canonical)
        #expect(result.diagnostics.compactMap(\.dropped) == example.dropped, "\(result.diagnostics)")
    }

    @Test func hugeNumbersSaturateWithAWarning() throws {
        let result = PasswordRules.parse("minlength: 99999999999999999999999", mode: .compatible)
        #expect(try #require(result.rules).minLength == PasswordRules.largestValue)
        #expect(result.warnings.map(\.code) == [.numberTooLarge])
    }

    @Test func droppedMessagesExplainTheCause() throws {
        let result = PasswordRules.parse("required: upper; minlength: 8 ;", mode: .compatible)
        let drop = try #require(result.diagnostics.first)
        #expect(drop.code == .spaceAfterNumber)
        #expect(drop.dropped == .rule)
        #expect(drop.message.contains("must be followed directly by ';'"))
    }

    // MARK: Agreement with the strict parser

    @Test(arguments: StrictParserTests.valid)
    func agreesWithTheStrictParserOnValidInput(_ example: StrictParserTests.Valid) throws {
        let strict = PasswordRules.parse(example.input, mode: .strict)
        let compatible = PasswordRules.parse(example.input, mode: .compatible)
        if strict.warnings.contains(where: { $0.code == .classOverridden }) {
            #expect(compatible.rules != strict.rules)
        } else {
            #expect(compatible.rules == strict.rules)
            #expect(compatible.diagnostics.allSatisfy { $0.dropped == nil || $0.code == .zeroValue })
        }
    }

    @Test(arguments: StrictParserTests.invalid)
    func neverFailsOnInvalidInput(_ example: StrictParserTests.Invalid) throws {
        let compatible = PasswordRules.parse(example.input, mode: .compatible)
        #expect(compatible.rules != nil)
        #expect(!compatible.diagnostics.isEmpty, "every strict error costs something in Apple's parser")
    }
}

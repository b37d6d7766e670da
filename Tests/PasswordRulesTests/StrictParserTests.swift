import Testing

@testable import PasswordRules

/// The strict parser over REFERENCE §5's edge cases: dash and bracket placement, case of names,
/// empty and unterminated classes, `;` versus `,` mistakes, zero values, merging.
@Suite struct StrictParserTests {
    struct Valid: Sendable, CustomTestStringConvertible {
        let input: String
        let canonical: String
        var warnings: [PasswordRulesDiagnostic.Code] = []
        var testDescription: String { input.debugDescription }
    }

    static let valid: [Valid] = [
        // Empty input and whitespace.
        Valid(input: "", canonical: "allowed: ascii-printable"),
        Valid(input: "   \t\n", canonical: "allowed: ascii-printable"),
        // Class names are case-insensitive, rule names are not.
        Valid(input: "required: upper", canonical: "required: upper; allowed: upper"),
        Valid(input: "required: UPPER", canonical: "required: upper; allowed: upper"),
        Valid(input: "required: uPPeR", canonical: "required: upper; allowed: upper"),
        Valid(input: "allowed: ASCII-Printable", canonical: "allowed: ascii-printable"),
        Valid(input: "required:upper", canonical: "required: upper; allowed: upper"),
        Valid(
            input: "\trequired:\tupper\n;\nminlength:\t8", canonical: "required: upper; allowed: upper; minlength: 8"),
        Valid(input: "\u{0C}required: upper\r\n", canonical: "required: upper; allowed: upper"),
        // Lists and their order.
        Valid(input: "allowed: lower, upper", canonical: "allowed: upper, lower"),
        Valid(input: "allowed: lower,upper", canonical: "allowed: upper, lower"),
        Valid(input: "allowed: lower ,  upper", canonical: "allowed: upper, lower"),
        Valid(input: "allowed: digit, special, lower", canonical: "allowed: lower, digit, special"),
        Valid(input: "allowed: upper, lower, digit, special", canonical: "allowed: ascii-printable"),
        Valid(input: "allowed: special", canonical: "allowed: special"),
        Valid(input: "allowed: unicode", canonical: "allowed: unicode"),
        Valid(input: "allowed: unicode, upper", canonical: "allowed: unicode"),
        Valid(input: "allowed: upper, unicode", canonical: "allowed: unicode"),
        Valid(input: "required: unicode", canonical: "required: unicode; allowed: unicode"),
        Valid(input: "required: ascii-printable", canonical: "required: ascii-printable; allowed: ascii-printable"),
        // Required rules: kept in order, always allowed.
        Valid(
            input: "required: upper; required: lower",
            canonical: "required: upper; required: lower; allowed: upper, lower"),
        Valid(
            input: "required: lower; required: upper",
            canonical: "required: lower; required: upper; allowed: upper, lower"),
        Valid(input: "required: upper, lower", canonical: "required: upper, lower; allowed: upper, lower"),
        Valid(input: "required: digit; allowed: lower", canonical: "required: digit; allowed: lower, digit"),
        Valid(input: "allowed: lower; required: digit", canonical: "required: digit; allowed: lower, digit"),
        Valid(input: "required: special; allowed: upper", canonical: "required: special; allowed: upper, special"),
        Valid(
            input: "required: upper; required: upper", canonical: "required: upper; required: upper; allowed: upper",
            warnings: [.duplicateRule]),
        Valid(input: "allowed: upper; allowed: lower", canonical: "allowed: upper, lower"),
        Valid(input: "allowed: upper, upper", canonical: "allowed: upper", warnings: [.duplicateRule]),
        // Custom classes: dash first, bracket last, everything printable allowed inside.
        Valid(input: "allowed: [abc]", canonical: "allowed: [abc]"),
        Valid(input: "allowed: [cba]", canonical: "allowed: [abc]"),
        Valid(input: "allowed: [-]", canonical: "allowed: [-]"),
        Valid(input: "allowed: [-a]", canonical: "allowed: [-a]"),
        Valid(input: "allowed: [a]]", canonical: "allowed: [a]]"),
        Valid(input: "allowed: []]", canonical: "allowed: []]"),
        Valid(input: "allowed: [-]]", canonical: "allowed: [-]]"),
        Valid(input: "allowed: [-a]]", canonical: "allowed: [-a]]"),
        Valid(input: "allowed: [ ]", canonical: "allowed: [ ]"),
        Valid(input: "allowed: [  ]", canonical: "allowed: [ ]", warnings: [.duplicateCharacter]),
        Valid(input: "allowed: [aa]", canonical: "allowed: [a]", warnings: [.duplicateCharacter]),
        Valid(input: "allowed: [[]", canonical: "allowed: [[]"),
        Valid(input: "allowed: [;]", canonical: "allowed: [;]"),
        Valid(input: "allowed: [,]", canonical: "allowed: [,]"),
        Valid(input: "allowed: [:]", canonical: "allowed: [:]"),
        Valid(input: "allowed: [\\]", canonical: "allowed: [\\]"),
        Valid(input: "allowed: [\"']", canonical: "allowed: [\"']"),
        Valid(input: "required: [a], [b]", canonical: "required: [ab]; allowed: [ab]"),
        Valid(input: "allowed: [ABCDEFGHIJKLMNOPQRSTUVWXYZ]", canonical: "allowed: upper"),
        Valid(input: "allowed: [ZYXWVUTSRQPONMLKJIHGFEDCBA]", canonical: "allowed: upper"),
        Valid(input: "allowed: upper, [A]", canonical: "allowed: upper"),
        Valid(input: "allowed: lower, [aZ]", canonical: "allowed: lower, [Z]"),
        Valid(input: "allowed: [a], lower", canonical: "allowed: lower"),
        Valid(input: "allowed: [- !\"#$%&'()*+,./:;<=>?@[\\^_`{|}~]]", canonical: "allowed: special"),
        Valid(input: "allowed: [-.]", canonical: "allowed: [-.]"),
        Valid(input: "allowed: [*&^]", canonical: "allowed: [&*^]"),
        // Numbers and merging.
        Valid(input: "max-consecutive: 2", canonical: "allowed: ascii-printable; max-consecutive: 2"),
        Valid(input: "minlength: 8", canonical: "allowed: ascii-printable; minlength: 8"),
        Valid(input: "maxlength: 20", canonical: "allowed: ascii-printable; maxlength: 20"),
        Valid(input: "maxlength: 20; minlength: 8", canonical: "allowed: ascii-printable; minlength: 8; maxlength: 20"),
        Valid(input: "minlength: 08", canonical: "allowed: ascii-printable; minlength: 8"),
        Valid(
            input: "minlength: 12; minlength: 7; minlength: 23", canonical: "allowed: ascii-printable; minlength: 23",
            warnings: [.duplicateRule, .duplicateRule]),
        Valid(
            input: "maxlength: 10; maxlength: 7; maxlength: 12", canonical: "allowed: ascii-printable; maxlength: 7",
            warnings: [.duplicateRule, .duplicateRule]),
        Valid(
            input: "max-consecutive: 5; max-consecutive: 3", canonical: "allowed: ascii-printable; max-consecutive: 3",
            warnings: [.duplicateRule]),
        Valid(input: "minlength: 0", canonical: "allowed: ascii-printable", warnings: [.zeroValue]),
        Valid(input: "max-consecutive: 0", canonical: "allowed: ascii-printable", warnings: [.zeroValue]),
        Valid(
            input: "maxlength: 0; maxlength: 5", canonical: "allowed: ascii-printable; maxlength: 5",
            warnings: [.zeroValue]),
        Valid(input: "maxlength: 2147483647", canonical: "allowed: ascii-printable; maxlength: 2147483647"),
        Valid(
            input: "minlength: 20; maxlength: 10", canonical: "allowed: ascii-printable; minlength: 20; maxlength: 10",
            warnings: [.minLengthExceedsMaxLength]),
        // Separators.
        Valid(input: "required: upper;", canonical: "required: upper; allowed: upper"),
        Valid(input: "required: upper ;", canonical: "required: upper; allowed: upper"),
        Valid(input: "required: upper; ", canonical: "required: upper; allowed: upper"),
        Valid(input: "required: upper;;", canonical: "required: upper; allowed: upper", warnings: [.emptyRule]),
        Valid(input: "minlength: 8;", canonical: "allowed: ascii-printable; minlength: 8"),
        // Apple's `ascii-printable` wins over a later `unicode`; the strict parser warns.
        Valid(input: "allowed: ascii-printable, unicode", canonical: "allowed: unicode", warnings: [.classOverridden]),
        Valid(
            input: "required: ascii-printable; allowed: unicode",
            canonical: "required: ascii-printable; allowed: unicode", warnings: [.classOverridden]),
        // Real rules from the quirks list.
        Valid(
            input: "minlength: 8; maxlength: 16; max-consecutive: 2; required: lower; required: upper; "
                + "required: digit; required: [#$%*+.=@^_];",
            canonical: "required: lower; required: upper; required: digit; required: [#$%*+.=@^_]; "
                + "allowed: upper, lower, digit, [#$%*+.=@^_]; max-consecutive: 2; minlength: 8; maxlength: 16"),
        Valid(
            input: "minlength: 8; required: digit; required: [- !\"#$&'()*+,.:;<=>?@[^_`{|}~]]; allowed: lower, upper;",
            canonical: "required: digit; required: [- !\"#$&'()*+,.:;<=>?@[^_`{|}~]]; "
                + "allowed: upper, lower, digit, [- !\"#$&'()*+,.:;<=>?@[^_`{|}~]]; minlength: 8"),
        Valid(
            input: "minlength: 6; maxlength: 30; required: lower; required: upper; required: digit; allowed: ['.@_];",
            canonical: "required: lower; required: upper; required: digit; allowed: upper, lower, digit, ['.@_]; "
                + "minlength: 6; maxlength: 30"),
    ]

    @Test(arguments: valid)
    func validInput(_ example: Valid) throws {
        let result = PasswordRules.parse(example.input, mode: .strict)
        #expect(result.errors.isEmpty, "\(result.errors)")
        let rules = try #require(result.rules)
        #expect(rules.canonicalForm == example.canonical)
        #expect(result.warnings.map(\.code) == example.warnings)
        #expect(try PasswordRules(parsing: example.input) == rules)
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let input: String
        let errors: [PasswordRulesDiagnostic.Code]
        var testDescription: String { input.debugDescription }
    }

    static let invalid: [Invalid] = [
        // Rule names: exact and lower case, followed directly by ':'.
        Invalid(input: "required", errors: [.missingColon]),
        Invalid(input: "required upper", errors: [.missingColon]),
        Invalid(input: "required : upper", errors: [.missingColon]),
        Invalid(input: "required\t: upper", errors: [.missingColon]),
        Invalid(input: "required:", errors: [.missingValue]),
        Invalid(input: "required: ;", errors: [.missingValue]),
        Invalid(input: "minlength:   ", errors: [.missingValue]),
        Invalid(input: "Required: upper", errors: [.unknownRuleName]),
        Invalid(input: "maxLENGTH: 7", errors: [.unknownRuleName]),
        Invalid(input: "minLength: 8", errors: [.unknownRuleName]),
        Invalid(input: "min-length: 8", errors: [.unknownRuleName]),
        Invalid(input: "min_length: 8", errors: [.unknownRuleName]),
        Invalid(input: "minlength2: 8", errors: [.unknownRuleName]),
        Invalid(input: "dummy: upper", errors: [.unknownRuleName]),
        Invalid(input: "upper: lower", errors: [.unknownRuleName]),
        // `;` where `,` was meant and the other way round.
        Invalid(input: "required: upper; lower", errors: [.unknownRuleName]),
        Invalid(input: "required: upper, minlength: 8", errors: [.unknownClassName]),
        Invalid(input: "minlength: 8, maxlength: 12", errors: [.invalidNumber]),
        Invalid(input: "required: upper minlength: 8", errors: [.missingSeparator]),
        Invalid(input: "required: upper lower", errors: [.missingSeparator]),
        Invalid(input: "required: upper [a]", errors: [.missingSeparator]),
        Invalid(input: "required: upper d", errors: [.missingSeparator]),
        Invalid(input: "required: upper,,", errors: [.missingClass]),
        Invalid(input: "required: upper,", errors: [.missingClass]),
        Invalid(input: "required: upper,;", errors: [.missingClass]),
        Invalid(input: "required: upper, ; minlength: 8", errors: [.missingClass]),
        // Class names.
        Invalid(input: "required: numeric", errors: [.unknownClassName]),
        Invalid(input: "required: upper, dummy", errors: [.unknownClassName]),
        Invalid(input: "required: 1", errors: [.unexpectedCharacter]),
        Invalid(input: "required: A", errors: [.unknownClassName]),
        Invalid(input: "allowed: 1+1", errors: [.unexpectedCharacter]),
        // Custom classes.
        Invalid(input: "required: [abc", errors: [.unterminatedClass]),
        Invalid(input: "required: [", errors: [.unterminatedClass]),
        Invalid(input: "required: [abc; minlength: 8", errors: [.unterminatedClass]),
        Invalid(input: "required: []", errors: [.emptyClass]),
        Invalid(input: "required: [], upper", errors: [.emptyClass]),
        Invalid(input: "required: [a-z]", errors: [.misplacedDash]),
        Invalid(input: "allowed: [a-]", errors: [.misplacedDash]),
        Invalid(input: "allowed: [.-]", errors: [.misplacedDash]),
        Invalid(input: "allowed: [--]", errors: [.misplacedDash]),
        Invalid(input: "required: []a]", errors: [.misplacedBracket]),
        Invalid(input: "required: [a]b]", errors: [.misplacedBracket]),
        Invalid(input: "allowed: [a]]]", errors: [.misplacedBracket]),
        Invalid(input: "allowed: [a]x", errors: [.missingSeparator]),
        Invalid(input: "required: [é]", errors: [.invalidClassCharacter]),
        Invalid(input: "required: [a☃b]", errors: [.invalidClassCharacter]),
        Invalid(
            input: "allowed: [供应A商B]", errors: [.invalidClassCharacter, .invalidClassCharacter, .invalidClassCharacter]),
        Invalid(input: "required: [\t]", errors: [.invalidClassCharacter]),
        Invalid(input: "required: [a\u{7F}]", errors: [.invalidClassCharacter]),
        Invalid(input: "required: [🤷]", errors: [.invalidClassCharacter]),
        // Numbers.
        Invalid(input: "minlength: abc", errors: [.invalidNumber]),
        Invalid(input: "minlength: -1", errors: [.invalidNumber]),
        Invalid(input: "minlength: 1.5", errors: [.invalidNumber]),
        Invalid(input: "minlength: 1e3", errors: [.invalidNumber]),
        Invalid(input: "minlength: 8 9", errors: [.invalidNumber]),
        Invalid(input: "max-consecutive: [ABC]", errors: [.invalidNumber]),
        Invalid(input: "max-consecutive: upper", errors: [.invalidNumber]),
        Invalid(input: "max-consecutive: 1+1", errors: [.invalidNumber]),
        Invalid(input: "minlength: 8 ;", errors: [.spaceAfterNumber]),
        Invalid(input: "minlength: 8 ", errors: [.spaceAfterNumber]),
        Invalid(input: "minlength: 8\t; maxlength: 9", errors: [.spaceAfterNumber]),
        Invalid(input: "minlength: 99999999999", errors: [.numberTooLarge]),
        Invalid(input: "maxlength: 2147483648", errors: [.numberTooLarge]),
        // Where a rule should start.
        Invalid(input: "; required: upper", errors: [.unexpectedCharacter]),
        Invalid(input: "required: upper;; minlength: 8", errors: [.emptyRule]),
        Invalid(input: "required: upper; ; minlength: 8", errors: [.emptyRule]),
        Invalid(input: "☃", errors: [.unexpectedCharacter]),
        Invalid(input: "required: upper; ☃", errors: [.unexpectedCharacter]),
        Invalid(input: "[abc]", errors: [.unexpectedCharacter]),
        Invalid(input: "required: upper\u{A0}", errors: [.unexpectedCharacter]),
        // Several problems at once: each is reported.
        Invalid(
            input: "minLength: 8; required: numeric; maxlength: x; allowed: [a-b]",
            errors: [.unknownRuleName, .unknownClassName, .invalidNumber, .misplacedDash]),
        Invalid(input: "required: [a; allowed: lower", errors: [.unterminatedClass]),
    ]

    @Test(arguments: invalid)
    func invalidInput(_ example: Invalid) {
        let result = PasswordRules.parse(example.input, mode: .strict)
        #expect(result.rules == nil)
        #expect(result.errors.map(\.code) == example.errors)
        do {
            _ = try PasswordRules(parsing: example.input)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidRules)
            #expect(error.diagnostics == result.diagnostics)
            #expect(!error.description.isEmpty)
        }
    }

    @Test func casesCoverTheIssueFloor() {
        #expect(Self.valid.count + Self.invalid.count >= 80)
    }

    // MARK: Positions and messages

    @Test(arguments: [
        ("required: numeric", 10..<17, 11),
        ("required: [a-z]", 12..<13, 13),
        ("minlength: 8 ;", 12..<13, 13),
        ("Required: upper", 0..<8, 1),
        ("required: upper; lower", 17..<22, 18),
        ("allowed: [ab☃]", 12..<15, 13),
        ("required: ☃☃ upper", 10..<13, 11),
    ])
    func positionsPointAtTheProblem(input: String, range: Range<Int>, column: Int) throws {
        let error = try #require(PasswordRules.parse(input).errors.first)
        #expect(error.range == range)
        #expect(error.column(in: input) == column)
    }

    @Test(arguments: [
        ("minLength: 8", "write 'minlength'"),
        ("required: upper; lower", "separate the classes of one rule with ','"),
        ("required: numeric", "did you mean 'digit'?"),
        ("required: upper, minlength: 8", "end the previous rule with ';'"),
        ("required: upper minlength: 8", "missing ';' before 'minlength'"),
        ("minlength: 8, maxlength: 9", "separate rules with ';', not ','"),
        ("minlength: 8 ;", "remove the space after"),
        ("required : upper", "remove the space before ':'"),
        ("required: [a-z]", "there are no ranges"),
        ("required: []a]", "write it twice"),
        ("required: [abc; minlength: 8", "a ';' inside [...] is a character"),
        ("required: upper;; minlength: 8", "ignores every rule after it"),
    ])
    func messagesSayHowToFixIt(input: String, fragment: String) throws {
        let error = try #require(PasswordRules.parse(input).errors.first)
        #expect(error.message.contains(fragment), "\(error.message)")
    }

    @Test func warningsDoNotPreventParsing() throws {
        let result = PasswordRules.parse("minlength: 20; maxlength: 10; required: upper; required: upper")
        let rules = try #require(result.rules)
        #expect(rules.ignoresMinLength)
        #expect(rules.effectiveMinLength == nil)
        #expect(Set(result.warnings.map(\.code)) == [.minLengthExceedsMaxLength, .duplicateRule])
    }

    @Test func longQuotesAreShortened() throws {
        let input = "required: " + String(repeating: "x", count: 500)
        let error = try #require(PasswordRules.parse(input).errors.first)
        #expect(error.message.count < 200)
    }
}

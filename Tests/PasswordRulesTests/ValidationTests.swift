import Secrets
import Testing

@testable import PasswordRules

@Suite struct ValidationTests {
    static let rules = try! PasswordRules(
        parsing:
            "required: upper; required: digit; allowed: lower, [-.]; max-consecutive: 2; minlength: 8; maxlength: 12")

    func codes(_ password: String, _ rules: PasswordRules = Self.rules) -> [PasswordRuleViolation.Code] {
        rules.violations(of: SecretText(password)).map(\.code)
    }

    @Test func aGoodPasswordBreaksNothing() {
        #expect(codes("Abc-def.1gh").isEmpty)
        #expect(Self.rules.isSatisfied(by: SecretText("Abc-def.1gh")))
    }

    @Test(arguments: [
        ("abc-def.1gh", [PasswordRuleViolation.Code.missingRequiredCharacter]),
        ("Abc-def.ghi", [.missingRequiredCharacter]),
        ("abcdefghij", [.missingRequiredCharacter, .missingRequiredCharacter]),
        ("Abc def.1gh", [.disallowedCharacter]),
        ("Abc-def!1gh", [.disallowedCharacter]),
        ("Abc-déf.1gh", [.disallowedCharacter]),
        ("Abc-deee.1g", [.tooManyConsecutive]),
        ("Ab1", [.tooShort]),
        ("Abc-def.1ghijk", [.tooLong]),
        ("", [.missingRequiredCharacter, .missingRequiredCharacter, .tooShort]),
        (
            "aaa!!!",
            [
                .missingRequiredCharacter, .missingRequiredCharacter, .disallowedCharacter, .tooManyConsecutive,
                .tooShort,
            ]
        ),
    ])
    func eachBrokenRuleIsNamed(password: String, expected: [PasswordRuleViolation.Code]) {
        #expect(codes(password) == expected)
        #expect(!Self.rules.isSatisfied(by: SecretText(password)))
    }

    @Test func violationsNameTheRuleAndThePositions() throws {
        let violations = Self.rules.violations(of: SecretText("Ab!defg1!!x"))
        let disallowed = try #require(violations.first { $0.code == .disallowedCharacter })
        #expect(disallowed.rule == "allowed: upper, lower, digit, [-.]")
        #expect(disallowed.positions == [3, 9, 10])
        #expect(disallowed.message == "the characters at positions 3, 9, 10 are not allowed")
        let short = Self.rules.violations(of: SecretText("A1")).first { $0.code == .tooShort }
        #expect(short?.description == "minlength: 8: has 2 characters, needs at least 8")
        let run = Self.rules.violations(of: SecretText("Abbbc1xyyy")).first { $0.code == .tooManyConsecutive }
        #expect(run?.positions == [2, 8])
        #expect(run?.rule == "max-consecutive: 2")
    }

    @Test func aMinimumAboveTheMaximumIsIgnored() throws {
        let rules = try PasswordRules(parsing: "minlength: 20; maxlength: 10")
        #expect(codes("short", rules).isEmpty)
        #expect(codes("far too long for this", rules) == [.tooLong])
    }

    @Test func lengthsCountUnicodeScalars() throws {
        let rules = try PasswordRules(parsing: "allowed: unicode; minlength: 4; maxlength: 4")
        #expect(codes("pässwörd", rules) == [.tooLong])
        #expect(codes("äöüß", rules).isEmpty)
        #expect(codes("🤷🤷🤷🤷", rules).isEmpty)
    }

    @Test func unicodeAllowsEverythingAndASCIIPrintableDoesNot() throws {
        #expect(codes("tab\there", try PasswordRules(parsing: "allowed: unicode")).isEmpty)
        #expect(codes("tab\there", try PasswordRules(parsing: "allowed: ascii-printable")) == [.disallowedCharacter])
        #expect(codes("ünïcödé", PasswordRules.default) == [.disallowedCharacter])
    }

    @Test func invalidUTF8IsJudgedNotCrashedOn() {
        let bytes = SecretBytes([0x41, 0xFF, 0xC3, 0x31])
        #expect(PasswordRules.default.violations(of: SecretText(utf8: bytes)).map(\.code) == [.disallowedCharacter])
    }
}

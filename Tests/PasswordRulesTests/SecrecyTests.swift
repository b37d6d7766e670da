import Secrets
import Testing

@testable import PasswordRules

/// Passwords are secrets: no description, dump, error or violation may contain one.
@Suite struct SecrecyTests {
    func everything(_ value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return "\(value) " + String(reflecting: value) + dumped
    }

    @Test func generatedPasswordsDoNotLeak() throws {
        for rules in ["", "maxlength: 16", "required: [!]; allowed: lower"] {
            let generator = try PasswordGenerator(rules: PasswordRules(parsing: rules))
            let password = generator.generate()
            let text = password.unredacted
            #expect(text.count == generator.length)
            for output in [everything(password), everything(generator), everything([password])] {
                #expect(!output.contains(text))
                // Not even a third of it.
                #expect(!output.contains(String(text.prefix(7))))
            }
        }
    }

    @Test func violationsDoNotQuoteThePassword() throws {
        let planted = "Planted!!Secret-Value§"
        let rules = try PasswordRules(parsing: "required: digit; allowed: lower; max-consecutive: 1; maxlength: 8")
        let violations = rules.violations(of: SecretText(planted))
        #expect(violations.count == 4)
        let output = everything(violations) + violations.map(\.message).joined()
        for fragment in ["Planted", "Secret", "Value", "§", "!"] { #expect(!output.contains(fragment), "\(fragment)") }
    }
}

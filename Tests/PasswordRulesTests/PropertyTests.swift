import Secrets
import TestSupport
import Testing

@testable import PasswordRules

/// Properties over random rule sets: parsing agrees with an independent reading of the rules,
/// the canonical form round-trips, and every generated password satisfies its rules, checked by
/// the validator and by the independent checker of `RuleSpec`.
@Suite struct PropertyTests {
    static let ruleSetCount = 500
    static let passwordsPerRuleSet = 200

    @Test func parsingMatchesAnIndependentReading() throws {
        var random = SeededGenerator(seed: 0x5EED_0001)
        for _ in 0..<Self.ruleSetCount {
            let spec = RuleSpec.random(using: &random)
            let result = PasswordRules.parse(spec.text, mode: .strict)
            #expect(result.errors.isEmpty, "\(spec.text.debugDescription): \(result.errors)")
            let rules = try #require(result.rules)
            let compatible = PasswordRules.parse(spec.text, mode: .compatible)
            #expect(compatible.rules == rules, "\(spec.text.debugDescription)")
            #expect(compatible.diagnostics.allSatisfy { $0.code == .zeroValue }, "\(compatible.diagnostics)")

            #expect(rules.required.map(Self.characters) == spec.requiredSets, "\(spec.text.debugDescription)")
            #expect(Self.characters(rules.allowed) == spec.allowedSet, "\(spec.text.debugDescription)")
            #expect(rules.maxConsecutive == spec.effectiveMaxConsecutive)
            #expect(rules.maxLength == spec.effectiveMaxLength)
            #expect(rules.effectiveMinLength == spec.effectiveMinLength)
        }
    }

    @Test func canonicalFormRoundTrips() throws {
        var random = SeededGenerator(seed: 0x5EED_0002)
        for _ in 0..<Self.ruleSetCount {
            let spec = RuleSpec.random(using: &random)
            let rules = try PasswordRules(parsing: spec.text)
            let canonical = rules.canonicalForm
            #expect(try PasswordRules(parsing: canonical) == rules, "\(canonical)")
            #expect(PasswordRules(parsingCompatibly: canonical) == rules, "\(canonical)")
            #expect(
                PasswordRules.parse(canonical).warnings.allSatisfy {
                    $0.code == .duplicateRule || $0.code == .minLengthExceedsMaxLength
                })
            // The canonical form is a fixed point.
            #expect(try PasswordRules(parsing: canonical).canonicalForm == canonical)
        }
    }

    @Test func roundTripHoldsForRuleSetsBuiltInCode() throws {
        var random = SeededGenerator(seed: 0x5EED_0003)
        let pieces: [PasswordCharacterClass] = [.upper, .lower, .digit, .special, .asciiPrintable, .unicode]
        for _ in 0..<Self.ruleSetCount {
            func randomClass() -> PasswordCharacterClass {
                var set = PasswordCharacterClass.empty
                if Bool.random(using: &random) { set = set.union(pieces.randomElement(using: &random)!) }
                let bytes = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    UInt8.random(in: 0x20...0x7E, using: &random)
                }
                set = set.union(PasswordCharacterClass(asciiBytes: bytes))
                return set.isEmpty ? .digit : set
            }
            let rules = PasswordRules(
                required: (0..<Int.random(in: 0...4, using: &random)).map { _ in randomClass() },
                allowed: Bool.random(using: &random) ? randomClass() : nil,
                maxConsecutive: Bool.random(using: &random) ? Int.random(in: -1...9, using: &random) : nil,
                minLength: Bool.random(using: &random) ? Int.random(in: -1...99, using: &random) : nil,
                maxLength: Bool.random(using: &random) ? Int.random(in: 0...99, using: &random) : nil)
            #expect(try PasswordRules(parsing: rules.canonicalForm) == rules, "\(rules.canonicalForm)")
        }
    }

    @Test func everyGeneratedPasswordSatisfiesItsRules() throws {
        var random = SeededGenerator(seed: 0x5EED_0004)
        var formats: [String: Int] = [:]
        var checked = 0
        for _ in 0..<Self.ruleSetCount {
            let spec = RuleSpec.random(using: &random)
            let rules = try PasswordRules(parsing: spec.text)
            let generator = try PasswordGenerator(rules: rules)
            formats[generator.format.description, default: 0] += 1
            #expect(generator.entropy >= 0)
            #expect(
                generator.entropy > 0 || Self.characters(rules.allowed).subtracting([" "]).count <= 1,
                "\(spec.text.debugDescription)")
            for _ in 0..<Self.passwordsPerRuleSet {
                let password = generator.generate(using: &random)
                let violations = rules.violations(of: password)
                #expect(violations.isEmpty, "\(spec.text.debugDescription) -> \(violations)")
                #expect(spec.isSatisfied(by: password.text), "\(spec.text.debugDescription)")
                #expect(password.text.count == generator.length)
                checked += 1
            }
        }
        #expect(checked == Self.ruleSetCount * Self.passwordsPerRuleSet)
        // The random rules exercise every format.
        #expect(formats.keys.sorted() == ["classic", "random", "typeable"], "\(formats)")
    }

    @Test func theIndependentCheckerAgreesWithTheValidatorOnArbitraryPasswords() throws {
        var random = SeededGenerator(seed: 0x5EED_0005)
        var rejected = 0
        for _ in 0..<Self.ruleSetCount {
            let spec = RuleSpec.random(using: &random)
            let rules = try PasswordRules(parsing: spec.text)
            for _ in 0..<20 {
                let length = Int.random(in: 0...30, using: &random)
                let pool = Bool.random(using: &random) ? Array(spec.allowedSet) : RuleSpec.printable
                let password = String((0..<length).map { _ in pool.randomElement(using: &random)! })
                let satisfied = rules.isSatisfied(by: SecretText(password))
                #expect(satisfied == spec.isSatisfied(by: password), "\(spec.text.debugDescription)")
                #expect(satisfied == rules.violations(of: SecretText(password)).isEmpty)
                if !satisfied { rejected += 1 }
            }
        }
        #expect(rejected > 1000, "the check must see failures too")
    }

    static func characters(_ set: PasswordCharacterClass) -> Set<Character> {
        Set(set.asciiBytes.map { Character(Unicode.Scalar($0)) })
    }
}

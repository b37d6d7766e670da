import FuzzSupport
import PasswordRules
import Secrets

/// A fixed generator, so that a crash reproduces from its input alone.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// Parses arbitrary bytes as password rules in both modes. Invariants:
// - the compatible parser always returns rules; diagnostics lie within the text;
// - every canonical form parses strictly, without errors, back to the same rules;
// - on text the strict parser accepts, both parsers agree unless it warned that Apple's
//   `ascii-printable`-before-`unicode` quirk applies;
// - a generator planned for the rules makes passwords that satisfy them.
runFuzzer { data, size in
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    let utf8Count = text.utf8.count
    let strict = PasswordRules.parse(text, mode: .strict)
    let compatible = PasswordRules.parse(text, mode: .compatible)
    guard let rules = compatible.rules else { fatalError("the compatible parser failed") }
    for diagnostic in strict.diagnostics + compatible.diagnostics {
        guard diagnostic.range.lowerBound >= 0, diagnostic.range.upperBound <= utf8Count else {
            fatalError("diagnostic outside the text: \(diagnostic.range)")
        }
        _ = diagnostic.column(in: text)
        _ = diagnostic.width(in: text)
    }
    for parsed in [strict.rules, compatible.rules].compactMap({ $0 }) {
        let canonical = parsed.canonicalForm
        guard let again = try? PasswordRules(parsing: canonical), again == parsed else {
            fatalError("canonical form does not round-trip: \(canonical)")
        }
    }
    if let strictRules = strict.rules, !strict.warnings.contains(where: { $0.code == .classOverridden }),
        strictRules != rules
    {
        fatalError("strict and compatible parsers disagree")
    }
    if let generator = try? PasswordGenerator(rules: rules) {
        var random = SplitMix(state: UInt64(size))
        for _ in 0..<4 {
            let password = generator.generate(using: &random)
            guard password.utf8Count == generator.length, rules.isSatisfied(by: password) else {
                fatalError("\(generator) made a password that breaks \(rules)")
            }
        }
    }
    return 0
}

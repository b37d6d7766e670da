import Secrets

/// The classic fallback format: `xxx-xxx-xxx-xxx`, 12 characters from 60 letters and digits that
/// cannot be mistaken for each other (no `l`, no `O`), with at least one lower-case letter, one
/// upper-case letter and one digit.
enum ClassicFormat {
    static let length = 15
    static let lower = PasswordCharacterClass.lower.subtracting(PasswordCharacterClass(asciiBytes: [UInt8(ascii: "l")]))
    static let upper = PasswordCharacterClass.upper.subtracting(PasswordCharacterClass(asciiBytes: [UInt8(ascii: "O")]))
    static let alphabet = lower.union(upper).union(.digit)
    static let characters = alphabet.union(PasswordCharacterClass(asciiBytes: [UInt8(ascii: "-")]))

    /// Why the rules exclude the format, or `nil` when every password it makes satisfies them.
    static func reasonItDoesNotFit(_ rules: PasswordRules) -> String? {
        let missing = characters.subtracting(rules.allowed)
        if !missing.isEmpty { return "the rules do not allow \(missing.canonicalForm)" }
        if let minLength = rules.effectiveMinLength, minLength > length {
            return "the rules ask for at least \(minLength) characters"
        }
        if let maxLength = rules.maxLength, maxLength < length {
            return "the rules allow at most \(maxLength) characters"
        }
        for required in rules.required {
            let guaranteed =
                required.contains(ascii: UInt8(ascii: "-")) || required.isSuperset(of: lower)
                || required.isSuperset(of: upper) || required.isSuperset(of: .digit)
            if !guaranteed { return "the format cannot promise a character from \(required.canonicalForm)" }
        }
        return nil
    }

    /// The sampler for the 12 characters between the hyphens. Runs longer than 3 cannot happen in a
    /// group of 3, so only a tighter `max-consecutive` is enforced (across the hyphens too, which
    /// is stricter than needed and keeps the count exact).
    static func sampler(maxConsecutive: Int?) throws(PasswordRulesError) -> UniformSampler {
        let maxRun = maxConsecutive.flatMap { $0 < 3 ? $0 : nil }
        guard
            let sampler = UniformSampler(
                alphabet: alphabet, required: [lower, upper, .digit], length: 12, maxRun: maxRun)
        else { throw PasswordRulesError(.unsupportedRules, "the classic format cannot be planned") }
        return sampler
    }

    static func generate(
        into output: UnsafeMutableBufferPointer<UInt8>, sampler: UniformSampler,
        using generator: inout some RandomNumberGenerator
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 12) { characters in
            defer { SecureZero.wipe(UnsafeMutableRawBufferPointer(characters)) }
            sampler.sample(into: characters, using: &generator)
            var out = 0
            for (index, character) in characters.enumerated() {
                if index > 0 && index % 3 == 0 {
                    output[out] = UInt8(ascii: "-")
                    out += 1
                }
                output[out] = character
                out += 1
            }
        }
    }
}

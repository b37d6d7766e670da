import Foundation
import Secrets
import TestSupport
import Testing

@testable import PasswordRules

@Suite struct GeneratorTests {
    static let consonants = Set("bcdfghjkmnpqrstvwxz")
    static let vowels = Set("aeiouy")

    func generator(_ rules: String, length: Int? = nil) throws(PasswordRulesError) -> PasswordGenerator {
        try PasswordGenerator(rules: PasswordRules(parsing: rules), length: length)
    }

    // MARK: Choosing a format

    @Test(arguments: [
        ("", "typeable", 20),
        (
            "minlength: 8; maxlength: 63; required: lower; required: upper; required: digit; allowed: ascii-printable;",
            "typeable", 20
        ),
        ("required: lower, upper; required: digit; allowed: [-]", "typeable", 20),
        ("required: special; allowed: ascii-printable", "typeable", 20),
        ("max-consecutive: 2", "typeable", 20),
        ("minlength: 20; maxlength: 20", "typeable", 20),
        ("maxlength: 16", "classic", 15),
        ("max-consecutive: 1", "classic", 15),
        ("minlength: 15; maxlength: 19", "classic", 15),
        ("required: lower; required: upper; required: digit; allowed: [-]; maxlength: 16", "classic", 15),
        ("required: lower; required: upper; required: digit", "random", 20),
        ("required: [!]", "random", 20),
        ("minlength: 24", "random", 24),
        ("maxlength: 12", "random", 12),
        ("minlength: 6; maxlength: 8; allowed: lower, upper, digit", "random", 8),
        ("minlength: 4; maxlength: 4", "random", 4),
        ("allowed: digit; minlength: 6; maxlength: 6", "random", 6),
        ("minlength: 30; maxlength: 10", "random", 10),
        ("required: [abc]", "random", 20),
    ])
    func picksTheFirstFormatTheRulesAllow(rules: String, format: String, length: Int) throws {
        let generator = try generator(rules)
        #expect(generator.format.description == format)
        #expect(generator.length == length)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let password = generator.generate(using: &random)
            #expect(password.text.count == length)
            #expect(generator.rules.isSatisfied(by: password))
        }
    }

    @Test func formatsCanBeChosen() throws {
        let rules = PasswordRules.default
        #expect(try PasswordGenerator(rules: rules, formats: [.classic]).format == .classic)
        #expect(try PasswordGenerator(rules: rules, formats: [.random]).format == .random)
        #expect(try PasswordGenerator(rules: rules, length: 32).format == .random)
        #expect(try PasswordGenerator(rules: rules, length: 32).length == 32)
        #expect(try PasswordGenerator(rules: rules, length: 15).format == .classic)
        #expect(PasswordGenerator.Format(name: "Typeable") == .typeable)
        #expect(PasswordGenerator.Format(name: "diceware") == nil)
        do {
            _ = try PasswordGenerator(rules: PasswordRules(parsing: "maxlength: 10"), formats: [.typeable, .classic])
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unsatisfiableRules)
            #expect(error.description.contains("typeable: the rules allow at most 10 characters"))
            #expect(error.description.contains("classic: the rules allow at most 10 characters"))
        }
    }

    // MARK: Unsatisfiable and unsupported rules

    @Test(arguments: [
        ("required: upper; required: digit; maxlength: 1", PasswordRulesError.Code.unsatisfiableRules, "at least 2"),
        ("required: [a]; required: [b]; required: [c]; maxlength: 2", .unsatisfiableRules, "at least 3"),
        ("allowed: [a]; max-consecutive: 2; minlength: 5", .unsatisfiableRules, "max-consecutive: 2"),
        ("minlength: 5000", .unsupportedRules, "at most 1024"),
    ])
    func impossibleRulesAreAClearError(rules: String, code: PasswordRulesError.Code, fragment: String) throws {
        let start = ContinuousClock.now
        do {
            _ = try generator(rules)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == code)
            #expect(error.description.contains(fragment), "\(error.description)")
        }
        // Planning decides; it never searches by trial and error.
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func manyRequiredClassesAreRefusedNotPlannedForever() throws {
        let classes = (0..<20).map { "required: [\(Character(Unicode.Scalar(UInt8(0x41 + $0))))]" }
        let rules = try PasswordRules(parsing: classes.joined(separator: "; "))
        #expect(throws: PasswordRulesError(.unsupportedRules, "")) { try PasswordGenerator(rules: rules) }
    }

    @Test func requestedLengthsOutsideTheRulesAreRefused() throws {
        let rules = try PasswordRules(parsing: "minlength: 8; maxlength: 12")
        #expect(throws: PasswordRulesError(.invalidLength, "")) { try PasswordGenerator(rules: rules, length: 20) }
        #expect(throws: PasswordRulesError(.invalidLength, "")) { try PasswordGenerator(rules: rules, length: 7) }
        #expect(try PasswordGenerator(rules: rules, length: 12).length == 12)
    }

    @Test func aSingleAllowedCharacterStillWorksWithinItsRunLimit() throws {
        let generator = try generator("allowed: [x]; max-consecutive: 3")
        #expect(generator.length == 3)
        #expect(generator.generate().text == "xxx")
        #expect(generator.entropy == 0)
    }

    @Test func spacesAreAvoidedUnlessRequired() throws {
        var random = SeededGenerator(seed: 11)
        let plain = try generator("allowed: ascii-printable; maxlength: 19")
        let needed = try generator("required: [ ]; maxlength: 19")
        var sawSpace = false
        for _ in 0..<500 {
            #expect(!plain.generate(using: &random).text.contains(" "))
            sawSpace = sawSpace || needed.generate(using: &random).text.contains(" ")
        }
        #expect(sawSpace)
        // Only a space and one letter, with a run limit: the space is kept to alternate.
        let tight = try generator("allowed: [ a]; max-consecutive: 1; minlength: 6; maxlength: 6")
        #expect(tight.rules.isSatisfied(by: tight.generate(using: &random)))
    }

    @Test func unicodeRulesProduceASCII() throws {
        var random = SeededGenerator(seed: 12)
        let generator = try generator("required: unicode; maxlength: 18")
        for _ in 0..<100 {
            let isASCII = generator.generate(using: &random).text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII)
        }
    }

    @Test func aBrokenRandomNumberGeneratorCannotHangTheGenerator() throws {
        for value in [UInt64.min, .max, 0x8000_0000_0000_0000, 0x5555_5555_5555_5555] {
            var constant = ConstantGenerator(value: value)
            for rules in ["", "maxlength: 16", "required: [!]; max-consecutive: 1"] {
                let generator = try generator(rules)
                #expect(generator.rules.isSatisfied(by: generator.generate(using: &constant)), "\(rules) \(value)")
            }
        }
    }

    // MARK: Entropy

    @Test func typeableEntropyIsExact() throws {
        let letters: Double = pow(19.0, 11.0) * pow(6.0, 6.0)
        let expected: Double = log2(letters * 16 * 10 * 2)
        let generator = try generator("")
        #expect(abs(generator.entropy - expected) < 1e-9)
        #expect(generator.entropy > 70.5 && generator.entropy < 70.6)
        #expect(generator.description == "typeable, 20 characters, 70.6 bits")
    }

    @Test func classicEntropyCountsOnlyPasswordsWithLowerUpperAndDigit() throws {
        // Inclusion-exclusion over 12 characters from 25 lower, 25 upper, 10 digits.
        let all: Double = pow(60.0, 12.0)
        let excluded: Double = 2 * pow(35.0, 12.0) + pow(50.0, 12.0)
        let included: Double = pow(10.0, 12.0) + 2 * pow(25.0, 12.0)
        let valid = all - excluded + included
        let generator = try generator("maxlength: 16")
        #expect(abs(generator.entropy - log2(valid)) < 1e-9)
    }

    @Test func randomEntropyIsTheLogOfTheNumberOfValidPasswords() throws {
        // 20 printable characters other than the space.
        let withBang: Double = pow(94.0, 20.0) - pow(93.0, 20.0)
        #expect(
            abs(try generator("required: [!]; allowed: ascii-printable", length: 20).entropy - log2(withBang)) < 1e-6)
        #expect(abs(try generator("allowed: digit; maxlength: 6").entropy - 6 * log2(10)) < 1e-9)
        // Brute force on a small space: strings over {a, b, c} of length 6 with an `a` and no run
        // longer than 2.
        let brute = Self.strings(over: Array("abc"), length: 6).filter { $0.contains("a") && Self.longestRun($0) <= 2 }
        let generator = try generator("required: [a]; allowed: [bc]; max-consecutive: 2; minlength: 6; maxlength: 6")
        #expect(abs(generator.entropy - log2(Double(brute.count))) < 1e-9)
    }

    // MARK: The typeable format

    @Test func typeablePasswordsHaveTheDocumentedStructure() throws {
        let generator = try generator("")
        var random = SeededGenerator(seed: 0xA11CE)
        for _ in 0..<5000 {
            let password = Array(generator.generate(using: &random).text)
            #expect(password.count == 20)
            #expect(password[6] == "-" && password[13] == "-")
            #expect(password.filter(\.isUppercase).count == 1)
            #expect(password.filter(\.isNumber).count == 1)
            #expect(!password.contains("O") && !password.contains("l") && !password.contains("L"))
            let groups = password.split(separator: "-").map(Array.init)
            #expect(groups.count == 3)
            #expect(Self.isSyllables(groups[0]) && Self.isSyllables(groups[2]))
            let middle = groups[1]
            if middle[0].isNumber {
                #expect(Self.isSyllables(Array(middle[1...]), endingWithPair: true))
            } else {
                #expect(middle[5].isNumber)
                #expect(Self.isSyllables(Array(middle[..<5]), endingWithPair: true))
            }
        }
    }

    /// CVC CVC, or CVC CV when `endingWithPair`, in any case.
    static func isSyllables(_ letters: [Character], endingWithPair: Bool = false) -> Bool {
        let pattern: [Bool] =
            endingWithPair ? [true, false, true, true, false] : [true, false, true, true, false, true]
        guard letters.count == pattern.count else { return false }
        return zip(letters, pattern).allSatisfy { letter, isConsonant in
            let lower = Character(letter.lowercased())
            return isConsonant ? consonants.contains(lower) : vowels.contains(lower)
        }
    }

    /// Chi-squared tests, one per letter slot, that lower-case letters are uniform over their
    /// alphabet, and tests of the upper-case slot, the upper-case letters, the digit and the layout.
    @Test func typeableCharactersAreUniformPerPosition() throws {
        let generator = try generator("")
        var random = SeededGenerator(seed: 0xC41_5A)
        let samples = 40_000
        let consonantList = Array("bcdfghjkmnpqrstvwxz")
        let vowelList = Array("aeiouy")
        var slotCounts = [[Character: Int]](repeating: [:], count: 17)
        var upperSlots = [Int](repeating: 0, count: 17)
        var upperConsonants: [Character: Int] = [:]
        var upperVowels: [Character: Int] = [:]
        var digits = [Int](repeating: 0, count: 10)
        var digitFirst = 0
        for _ in 0..<samples {
            let password = Array(generator.generate(using: &random).text).filter { $0 != "-" }
            let letters = password.filter(\.isLetter)
            let digit = password.first(where: \.isNumber)!
            digits[Int(String(digit))!] += 1
            if password[6].isNumber { digitFirst += 1 }
            for (slot, letter) in letters.enumerated() {
                if letter.isUppercase {
                    upperSlots[slot] += 1
                    let lower = Character(letter.lowercased())
                    if Self.consonants.contains(lower) {
                        upperConsonants[lower, default: 0] += 1
                    } else {
                        upperVowels[lower, default: 0] += 1
                    }
                } else {
                    slotCounts[slot][letter, default: 0] += 1
                }
            }
        }
        for (slot, isConsonant) in TypeableFormat.letterIsConsonant.enumerated() {
            let alphabet = isConsonant ? consonantList : vowelList
            let observed = alphabet.map { slotCounts[slot][$0, default: 0] }
            #expect(observed.reduce(0, +) == samples - upperSlots[slot], "slot \(slot) holds letters of its kind only")
            let statistic = Statistics.chiSquared(
                observed: observed, expected: alphabet.map { _ in 1 / Double(alphabet.count) })
            #expect(statistic < Statistics.criticalValue(degrees: alphabet.count - 1), "slot \(slot): \(statistic)")
        }
        // The upper-case slot: weight 6 for a consonant slot, 5 for a vowel slot (never an `o`).
        let slotWeights = TypeableFormat.letterIsConsonant.map { $0 ? 6.0 / 96 : 5.0 / 96 }
        #expect(
            Statistics.chiSquared(observed: upperSlots, expected: slotWeights) < Statistics.criticalValue(degrees: 16))
        let upperConsonantCounts = consonantList.map { upperConsonants[$0, default: 0] }
        #expect(
            Statistics.chiSquared(observed: upperConsonantCounts, expected: consonantList.map { _ in 1 / 19.0 })
                < Statistics.criticalValue(degrees: 18))
        #expect(upperVowels["o"] == nil)
        let upperVowelCounts = Array("aeiuy").map { upperVowels[$0, default: 0] }
        #expect(
            Statistics.chiSquared(observed: upperVowelCounts, expected: Array(repeating: 0.2, count: 5))
                < Statistics.criticalValue(degrees: 4))
        #expect(
            Statistics.chiSquared(observed: digits, expected: Array(repeating: 0.1, count: 10))
                < Statistics.criticalValue(degrees: 9))
        #expect(
            Statistics.chiSquared(observed: [digitFirst, samples - digitFirst], expected: [0.5, 0.5])
                < Statistics.criticalValue(degrees: 1))
    }

    @Test func theChiSquaredTestDetectsABias() {
        // A sanity check of the statistic itself: 10% too many of one digit fails.
        var observed = Array(repeating: 4000, count: 10)
        observed[3] += 400
        observed[4] -= 400
        #expect(
            Statistics.chiSquared(observed: observed, expected: Array(repeating: 0.1, count: 10))
                > Statistics.criticalValue(degrees: 9))
    }

    // MARK: The other formats

    @Test(arguments: [
        ("allowed: lower, digit; minlength: 16; maxlength: 16", 36),
        ("maxlength: 16; max-consecutive: 1", 60),
        ("maxlength: 16", 60),
    ])
    func charactersAreUniformPerPosition(rules: String, alphabetSize: Int) throws {
        let generator = try generator(rules)
        var random = SeededGenerator(seed: 0xFA1_2)
        let samples = 30_000
        let characters = Array(
            generator.format == .classic ? ClassicFormat.alphabet.asciiBytes : generator.rules.allowed.asciiBytes)
        #expect(characters.count == alphabetSize)
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 128), count: generator.length)
        for _ in 0..<samples {
            for (position, byte) in generator.generate(using: &random).text.utf8.enumerated() {
                counts[position][Int(byte)] += 1
            }
        }
        for position in 0..<generator.length where generator.format != .classic || position % 4 != 3 {
            let observed = characters.map { counts[position][Int($0)] }
            #expect(observed.reduce(0, +) == samples)
            // With a required class or a run limit positions are not exactly uniform over the
            // alphabet; within the alphabet's classes they must still be close (tested loosely by
            // comparing to uniform with a generous bound only for the unconstrained rules).
            if generator.format == .random {
                let statistic = Statistics.chiSquared(
                    observed: observed, expected: characters.map { _ in 1 / Double(alphabetSize) })
                #expect(
                    statistic < Statistics.criticalValue(degrees: alphabetSize - 1),
                    "position \(position): \(statistic)")
            }
        }
    }

    /// The sampler draws every valid string equally often, by either method: all strings over
    /// {a, b, c} of length 5 with an `a`, a `b` and no run longer than 2, counted exhaustively.
    @Test(arguments: [UniformSampler.Method.rejection, .sequential])
    func everyValidPasswordIsEquallyLikely(method: UniformSampler.Method) throws {
        let valid = Self.strings(over: Array("abc"), length: 5).filter {
            $0.contains("a") && $0.contains("b") && Self.longestRun($0) <= 2
        }
        let generator = try generator(
            "required: [a]; required: [b]; allowed: [c]; max-consecutive: 2; minlength: 5; maxlength: 5")
        #expect(abs(generator.entropy - log2(Double(valid.count))) < 1e-9)
        let sets = [
            PasswordCharacterClass(asciiBytes: Array("a".utf8)), PasswordCharacterClass(asciiBytes: Array("b".utf8)),
        ]
        let alphabet = PasswordCharacterClass(asciiBytes: Array("abc".utf8))
        let sampler = try #require(UniformSampler(alphabet: alphabet, required: sets, length: 5, maxRun: 2))
        #expect(abs(sampler.entropy - log2(Double(valid.count))) < 1e-9)
        #expect(abs(sampler.acceptance - Double(valid.count) / 243) < 1e-9)
        var random = SeededGenerator(seed: 0xE0_0A1)
        var counts: [String: Int] = [:]
        var buffer = [UInt8](repeating: 0, count: 5)
        for _ in 0..<(valid.count * 200) {
            buffer.withUnsafeMutableBufferPointer { sampler.sample(into: $0, using: &random, method: method) }
            counts[String(decoding: buffer, as: UTF8.self), default: 0] += 1
        }
        #expect(Set(counts.keys) == Set(valid))
        let observed = valid.map { counts[$0, default: 0] }
        let statistic = Statistics.chiSquared(observed: observed, expected: valid.map { _ in 1 / Double(valid.count) })
        #expect(statistic < Statistics.criticalValue(degrees: valid.count - 1), "\(statistic)")
    }

    /// Both methods on rules with required classes and a run limit, checked for validity.
    @Test(arguments: [UniformSampler.Method.rejection, .sequential])
    func bothMethodsMakeValidPasswords(method: UniformSampler.Method) throws {
        let rules = try PasswordRules(
            parsing:
                "required: upper; required: digit; required: [!#]; allowed: lower; max-consecutive: 1; maxlength: 9")
        let sets = rules.required
        let sampler = try #require(UniformSampler(alphabet: rules.allowed, required: sets, length: 9, maxRun: 1))
        var random = SeededGenerator(seed: 0xB07)
        var buffer = [UInt8](repeating: 0, count: 9)
        for _ in 0..<2000 {
            buffer.withUnsafeMutableBufferPointer { sampler.sample(into: $0, using: &random, method: method) }
            #expect(rules.isSatisfied(by: SecretText(String(decoding: buffer, as: UTF8.self))))
        }
    }

    static func strings(over alphabet: [Character], length: Int) -> [String] {
        guard length > 0 else { return [""] }
        return strings(over: alphabet, length: length - 1).flatMap { prefix in alphabet.map { prefix + String($0) } }
    }

    static func longestRun(_ text: String) -> Int {
        var longest = 0
        var run = 0
        var previous: Character?
        for character in text {
            run = character == previous ? run + 1 : 1
            previous = character
            longest = max(longest, run)
        }
        return longest
    }
}

@Suite struct UniformRandomTests {
    @Test(arguments: [UInt64(1), 2, 3, 6, 19, 340, 1 << 40, UInt64.max / 3 * 2])
    func drawsStayBelowTheBound(bound: UInt64) {
        var random = SeededGenerator(seed: bound)
        for _ in 0..<1000 { #expect(UniformRandom.below(bound, using: &random) < bound) }
    }

    @Test func drawsAreUniform() {
        var random = SeededGenerator(seed: 99)
        var counts = [Int](repeating: 0, count: 7)
        for _ in 0..<70_000 { counts[Int(UniformRandom.below(UInt64(7), using: &random))] += 1 }
        #expect(
            Statistics.chiSquared(observed: counts, expected: Array(repeating: 1 / 7.0, count: 7))
                < Statistics.criticalValue(degrees: 6))
    }

    @Test func aStuckGeneratorCannotHangADraw() {
        // 0 falls in the rejected zone for this bound: the standard library would spin forever.
        let bound = UInt64.max / 3 * 2
        var stuck = ConstantGenerator(value: 0)
        #expect(UniformRandom.below(bound, using: &stuck) < bound)
    }
}

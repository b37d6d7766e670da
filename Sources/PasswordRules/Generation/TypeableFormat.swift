#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Apple's default strong-password format: 20 characters `xxxxxx-xxxxxx-xxxxxx`, easy to type on
/// any keyboard.
///
/// The 18 characters around the hyphens are five consonant-vowel-consonant syllables, one
/// consonant-vowel pair and one digit, laid out as
///
///     CVCCVC - CVCCVD - CVCCVC     or     CVCCVC - DCVCCV - CVCCVC
///
/// (the digit ends or starts the middle group), with exactly one of the 17 letters in upper case.
/// Consonants are the 19 letters `bcdfghjkmnpqrstvwxz` (no `l`, which reads like `I` and `1`),
/// vowels the 6 letters `aeiouy`, and the upper-case letter is never `O` (it reads like `0`).
///
/// Every such password is equally likely: 19¹¹ · 6⁶ letter choices, 16 ways (weighted) to pick the
/// upper-case letter so that it is not `o`, 10 digits and 2 layouts, about 70.6 bits in all.
enum TypeableFormat {
    static let length = 20
    static let consonants = Array("bcdfghjkmnpqrstvwxz".utf8)
    static let vowels = Array("aeiouy".utf8)

    /// Slot kinds of the 17 letters, in order (the digit and hyphens are placed around them).
    /// `true` for a consonant.
    static let letterIsConsonant: [Bool] = [
        true, false, true, true, false, true,  // first group
        true, false, true, true, false,  // middle group (the digit goes before or after)
        true, false, true, true, false, true,  // last group
    ]

    // 19^11 · 6^6 = 5 435 293 738 174 595 136, which fits in 64 bits: one draw picks every letter.
    static let letterCombinations: UInt64 = {
        var value: UInt64 = 1
        for isConsonant in letterIsConsonant { value *= isConsonant ? 19 : 6 }
        return value
    }()
    // The upper-case slot (17), the digit (10) and the layout (2).
    static let shapeCombinations: UInt64 = 17 * 10 * 2

    /// log2 of the number of distinct passwords: 19¹¹ · 6⁶ · 16 · 10 · 2.
    static let entropy: Double = {
        Double(11) * log2(19) + Double(6) * log2(6) + log2(16) + log2(10) + 1
    }()

    /// The characters the format can produce.
    static let characters: PasswordCharacterClass = {
        var bytes = consonants + vowels + Array("0123456789-".utf8)
        bytes += consonants.map { $0 - 0x20 } + Array("AEIUY".utf8)
        return PasswordCharacterClass(asciiBytes: bytes)
    }()

    static let lowerConsonants = PasswordCharacterClass(asciiBytes: consonants)
    static let lowerVowels = PasswordCharacterClass(asciiBytes: vowels)
    static let upperLetters = PasswordCharacterClass(asciiBytes: consonants.map { $0 - 0x20 } + Array("AEIUY".utf8))

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
        if let maxConsecutive = rules.maxConsecutive, maxConsecutive < 2 {
            return "max-consecutive: 1 forbids the doubled consonants the format can contain"
        }
        let hyphen = UInt8(ascii: "-")
        for required in rules.required {
            let guaranteed =
                required.contains(ascii: hyphen) || required.isSuperset(of: .digit)
                || required.isSuperset(of: lowerConsonants) || required.isSuperset(of: lowerVowels)
                || required.isSuperset(of: upperLetters)
            if !guaranteed { return "the format cannot promise a character from \(required.canonicalForm)" }
        }
        return nil
    }

    /// Writes one password into `output` (20 bytes).
    static func generate(
        into output: UnsafeMutableBufferPointer<UInt8>, using generator: inout some RandomNumberGenerator
    ) {
        // Rejection sampling: a draw that would upper-case an `o` is drawn again, which keeps every
        // valid password equally likely. A real generator needs 1.06 draws on average; the bound
        // only guards against a broken one.
        var letters = UniformRandom.below(letterCombinations, using: &generator)
        var shape = UniformRandom.below(shapeCombinations, using: &generator)
        var attempts = 1
        while !isValid(letters: letters, shape: shape) && attempts < 64 {
            letters = UniformRandom.below(letterCombinations, using: &generator)
            shape = UniformRandom.below(shapeCombinations, using: &generator)
            attempts += 1
        }
        write(letters: letters, shape: shape, into: output)
    }

    /// Whether a draw makes a valid password (the upper-case letter is not `o`).
    static func isValid(letters: UInt64, shape: UInt64) -> Bool {
        let upperSlot = Int(shape % 17)
        guard !letterIsConsonant[upperSlot] else { return true }
        return vowels[letterIndex(letters, slot: upperSlot)] != UInt8(ascii: "o")
    }

    /// The alphabet index of the letter in `slot`. `letters` is a uniform number below
    /// `letterCombinations`, read as mixed-radix digits: splitting a uniform number into its
    /// digits keeps each digit uniform and independent (this is not `random % n`).
    private static func letterIndex(_ letters: UInt64, slot: Int) -> Int {
        var value = letters
        for index in 0..<slot { value /= letterIsConsonant[index] ? 19 : 6 }
        return Int(value % (letterIsConsonant[slot] ? 19 : 6))
    }

    static func write(letters: UInt64, shape: UInt64, into output: UnsafeMutableBufferPointer<UInt8>) {
        // `shape` is uniform below 340 = 17 · 10 · 2; its mixed-radix digits are the upper-case
        // slot, the digit and the layout. An `o` in the upper-case slot (only after 64 rejected
        // draws from a broken generator) moves the upper case to the first letter, a consonant.
        var upperSlot = Int(shape % 17)
        let digit = UInt8(ascii: "0") + UInt8((shape / 17) % 10)
        let digitFirst = (shape / 170) == 1
        var value = letters
        var letterBytes: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 17 letters, packed, no heap
        withUnsafeMutableBytes(of: &letterBytes) { slots in
            for slot in 0..<17 {
                let isConsonant = letterIsConsonant[slot]
                let radix: UInt64 = isConsonant ? 19 : 6
                let index = Int(value % radix)
                value /= radix
                slots[slot] = isConsonant ? consonants[index] : vowels[index]
            }
            if slots[upperSlot] == UInt8(ascii: "o") { upperSlot = 0 }
            slots[upperSlot] -= 0x20
            var out = 0
            var letter = 0
            func put(_ byte: UInt8) {
                output[out] = byte
                out += 1
            }
            for _ in 0..<6 {
                put(slots[letter])
                letter += 1
            }
            put(UInt8(ascii: "-"))
            if digitFirst { put(digit) }
            for _ in 0..<5 {
                put(slots[letter])
                letter += 1
            }
            if !digitFirst { put(digit) }
            put(UInt8(ascii: "-"))
            for _ in 0..<6 {
                put(slots[letter])
                letter += 1
            }
        }
    }
}

/// Base64 (RFC 4648 §4) and Base64url (§5), encoded and decoded by rules each caller picks.
package enum Base64 {
    /// The 64 characters that stand for the values 0-63.
    package struct Alphabet: Sendable, Equatable {
        /// `A-Z a-z 0-9 + /` in order.
        package let characters: [UInt8]

        /// RFC 4648 §4: `+` and `/` for 62 and 63.
        package static let standard = Alphabet(characters: Array((letters + "+/").utf8))
        /// RFC 4648 §5, safe in URLs and file names: `-` and `_` for 62 and 63.
        package static let urlSafe = Alphabet(characters: Array((letters + "-_").utf8))

        private static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

        package func contains(_ byte: UInt8) -> Bool { characters.contains(byte) }
    }

    /// `bytes` in `alphabet`, with `=` padding to a multiple of four characters unless `padding`
    /// is false.
    package static func encode(
        _ bytes: some Collection<UInt8>, alphabet: Alphabet = .standard, padding: Bool = true
    ) -> String {
        let bytes = contiguousArray(bytes)
        let characters = alphabet.characters
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = second == nil ? nil : iterator.next()
            let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            let count = third != nil ? 4 : second != nil ? 3 : 2
            for position in 0..<count {
                output.append(characters[Int(group >> UInt32(18 - 6 * position) & 0x3F)])
            }
            if padding {
                for _ in count..<4 { output.append(UInt8(ascii: "=")) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What ``decode(_:rules:)`` accepts.
    package struct DecodingRules: Sendable {
        /// Which alphabets the text may use.
        package enum Alphabets: Sendable {
            case standard
            case urlSafe
            /// Either, even mixed in one text.
            case either
        }

        /// What `=` padding the text must have.
        package enum Padding: Sendable {
            /// Exactly as many `=` as make the text a multiple of four characters.
            case required
            /// No `=` at all.
            case forbidden
            /// At most two `=` after the last character, whatever the length.
            case tolerated
        }

        // Callers pick one of the named rule sets below; a new need gets a new name here.
        package let alphabets: Alphabets
        package let padding: Padding
        /// Whether spaces, tabs, CR and LF anywhere are skipped (rather than refused).
        package let ignoresWhitespace: Bool
        /// Whether the bits after the last whole byte must be zero, as an encoder writes them, so
        /// that each byte string has exactly one encoding.
        package let requiresZeroTrailingBits: Bool

        /// RFC 4648 §4 with padding, nothing else; unused trailing bits are not checked (as
        /// Foundation's `Data(base64Encoded:)` does not).
        package static let padded = DecodingRules(
            alphabets: .standard, padding: .required, ignoresWhitespace: false, requiresZeroTrailingBits: false)

        /// RFC 4648 §5 without padding, and one encoding per byte string: tokens.
        package static let urlSafeUnpaddedCanonical = DecodingRules(
            alphabets: .urlSafe, padding: .forbidden, ignoresWhitespace: false, requiresZeroTrailingBits: true)

        /// Whatever files written by other programs hold: either alphabet, padding or none,
        /// whitespace (line breaks) anywhere.
        package static let tolerant = DecodingRules(
            alphabets: .either, padding: .tolerated, ignoresWhitespace: true, requiresZeroTrailingBits: false)
    }

    /// The bytes `text` encodes under `rules`; nil when it breaks them.
    package static func decode(_ text: some StringProtocol, rules: DecodingRules) -> [UInt8]? {
        decode(utf8: text.utf8, rules: rules)
    }

    /// The bytes the UTF-8 `encoded` encodes under `rules`; nil when it breaks them.
    package static func decode(utf8 encoded: some Collection<UInt8>, rules: DecodingRules) -> [UInt8]? {
        let encoded = contiguousArray(encoded)
        let table: [UInt8] =
            switch rules.alphabets {
            case .standard: standardValues
            case .urlSafe: urlSafeValues
            case .either: eitherValues
            }
        var output: [UInt8] = []
        output.reserveCapacity(encoded.count / 4 * 3 + 2)
        var accumulator: UInt32 = 0
        var bits = 0
        var characters = 0
        var padding = 0
        for byte in encoded {
            if rules.ignoresWhitespace, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                continue
            }
            if byte == UInt8(ascii: "="), rules.padding != .forbidden {
                padding += 1
                continue
            }
            guard padding == 0 else { return nil }
            let value = table[Int(byte)]
            guard value != invalid else { return nil }
            accumulator = (accumulator << 6 | UInt32(value)) & 0xFFFFFF
            bits += 6
            characters += 1
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        // Six leftover bits (one character past a group of four) cannot come from whole bytes.
        guard bits < 6 else { return nil }
        switch rules.padding {
        case .required: guard padding == (4 - characters % 4) % 4 else { return nil }
        case .forbidden: break
        case .tolerated: guard padding <= 2 else { return nil }
        }
        if rules.requiresZeroTrailingBits {
            guard accumulator & (1 << UInt32(bits) - 1) == 0 else { return nil }
        }
        return output
    }

    private static let invalid: UInt8 = 0xFF

    private static func values(_ alphabets: [Alphabet]) -> [UInt8] {
        var table = [UInt8](repeating: invalid, count: 256)
        for alphabet in alphabets {
            for (value, character) in alphabet.characters.enumerated() { table[Int(character)] = UInt8(value) }
        }
        return table
    }

    private static let standardValues = values([.standard])
    private static let urlSafeValues = values([.urlSafe])
    private static let eitherValues = values([.standard, .urlSafe])
}

/// The lexical pieces both parsers share: rule names, class names, whitespace, quoting for messages.
enum RuleSyntax {
    enum RuleKind: CaseIterable {
        case required, allowed, maxConsecutive, minLength, maxLength

        var name: String {
            switch self {
            case .required: "required"
            case .allowed: "allowed"
            case .maxConsecutive: "max-consecutive"
            case .minLength: "minlength"
            case .maxLength: "maxlength"
            }
        }

        var takesClasses: Bool { self == .required || self == .allowed }

        /// The rule named exactly `bytes` (rule names are case-sensitive in Apple's parser).
        init?(exactly bytes: ArraySlice<UInt8>) {
            guard let kind = Self.allCases.first(where: { bytes.elementsEqual($0.name.utf8) }) else { return nil }
            self = kind
        }
    }

    enum ClassName: CaseIterable {
        case upper, lower, digit, special, asciiPrintable, unicode

        var name: String {
            switch self {
            case .upper: "upper"
            case .lower: "lower"
            case .digit: "digit"
            case .special: "special"
            case .asciiPrintable: "ascii-printable"
            case .unicode: "unicode"
            }
        }

        var characters: PasswordCharacterClass {
            switch self {
            case .upper: .upper
            case .lower: .lower
            case .digit: .digit
            case .special: .special
            case .asciiPrintable: .asciiPrintable
            case .unicode: .unicode
            }
        }

        /// The class named `bytes`, ignoring ASCII case.
        init?(caseInsensitive bytes: ArraySlice<UInt8>) {
            let lowered = bytes.map(RuleSyntax.lowercased)
            guard let name = Self.allCases.first(where: { lowered.elementsEqual($0.name.utf8) }) else { return nil }
            self = name
        }
    }

    static let semicolon = UInt8(ascii: ";")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let dash = UInt8(ascii: "-")

    /// Space, tab, line feed, form feed, carriage return: the whitespace of the rules language.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Letters and `-`: what Apple's parser reads as a name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == dash
    }

    /// Letters, digits, `-` and `_`: what the strict parser reads as one word, to quote whole
    /// mistakes such as `minlength2` or `min_length`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        isNameByte(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    /// The length of the UTF-8 sequence that starts with `byte` (1 for ASCII and stray bytes).
    static func scalarLength(startingWith byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// A short, quoted excerpt of `bytes[range]` for messages: rule text is not secret, but it can
    /// be long.
    static func quote(_ bytes: [UInt8], _ range: Range<Int>, limit: Int = 24) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        var text = String(decoding: bytes[clamped], as: UTF8.self)
        if text.count > limit { text = String(text.prefix(limit)) + "…" }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "'" + escaped + "'"
    }

    /// What to say about an unknown rule name: a hint for the usual mistakes.
    static func unknownRuleMessage(_ fullWord: String) -> String {
        let word = fullWord.count > 24 ? String(fullWord.prefix(24)) + "…" : fullWord
        let squashed = String(word.lowercased().filter { $0 != "-" && $0 != "_" })
        if let kind = RuleKind.allCases.first(where: { $0.name.filter({ $0 != "-" }) == squashed }) {
            return "unknown rule '\(word)': rule names are lower case and exact; write '\(kind.name)'"
        }
        if let name = ClassName.allCases.first(where: { $0.name == word.lowercased() }) {
            return "'\(word)' is a character class, not a rule: separate the classes of one rule with ',' "
                + "(a ';' ends the rule), as in 'required: upper, \(name.name)'"
        }
        return "unknown rule '\(word)': expected required, allowed, max-consecutive, minlength or maxlength"
    }

    /// What to say about an unknown class name: a hint for the usual mistakes.
    static func unknownClassMessage(_ fullWord: String) -> String {
        let word = fullWord.count > 24 ? String(fullWord.prefix(24)) + "…" : fullWord
        let lowered = word.lowercased()
        let suggestions: [String: String] = [
            "numeric": "digit", "number": "digit", "numbers": "digit", "digits": "digit", "num": "digit",
            "uppercase": "upper", "capital": "upper", "capitals": "upper", "lowercase": "lower",
            "symbol": "special", "symbols": "special", "specials": "special", "punctuation": "special",
            "ascii": "ascii-printable", "printable": "ascii-printable", "any": "ascii-printable",
        ]
        if let suggestion = suggestions[lowered] {
            return "unknown character class '\(word)': did you mean '\(suggestion)'?"
        }
        if RuleKind.allCases.contains(where: { $0.name == lowered }) {
            return "'\(word)' is a rule, not a character class: end the previous rule with ';' first"
        }
        return "unknown character class '\(word)': expected upper, lower, digit, special, ascii-printable, "
            + "unicode or a custom class such as [-.@]"
    }
}

extension PasswordRules {
    /// The largest number a rule may hold; the strict parser rejects larger ones and the compatible
    /// parser reads them as this value.
    public static let largestValue = 2_147_483_647
}

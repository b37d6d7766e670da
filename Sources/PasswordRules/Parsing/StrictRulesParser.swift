/// The strict parser: the grammar of REFERENCE §5 read so that every implementation agrees.
///
/// It reports every problem with its position, recovering at the next `;` after an error, and
/// treats as errors the inputs Apple's reference parser silently mangles (a space before `:` or
/// after a number, `;;` before more rules, `-` inside a class, names in the wrong case).
struct StrictRulesParser {
    private let bytes: [UInt8]
    private var position = 0
    private var diagnostics: [PasswordRulesDiagnostic] = []
    private var rules: [ParsedRule] = []

    typealias Syntax = RuleSyntax

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) -> PasswordRules.ParseResult {
        var parser = StrictRulesParser(text)
        parser.parseRules()
        let rules = parser.finish()
        return PasswordRules.ParseResult(rules: rules, diagnostics: parser.diagnostics)
    }

    // MARK: Rules

    private mutating func parseRules() {
        skipWhitespace()
        var sawRule = false
        while position < bytes.count {
            if bytes[position] == Syntax.semicolon {
                reportEmptyRule(afterRule: sawRule)
                continue
            }
            sawRule = true
            guard parseRule() else {
                recover()
                continue
            }
            skipWhitespace()
            guard position < bytes.count else { break }
            if bytes[position] == Syntax.semicolon {
                position += 1
                skipWhitespace()
            } else {
                // Rule parsers stop only at whitespace, `;` or the end, so this is unreachable in
                // practice; it keeps the loop honest.
                error(
                    .unexpectedCharacter, scalarRange(at: position),
                    "expected ';' between rules, found \(quoteScalar(at: position))")
                recover()
            }
        }
    }

    /// A `;` where a rule should start. Apple's parser stops reading at it, so it matters only when
    /// rules follow.
    private mutating func reportEmptyRule(afterRule: Bool) {
        let start = position
        position += 1
        skipWhitespace()
        let range = start..<(start + 1)
        if !afterRule {
            error(
                .unexpectedCharacter, range,
                "the rules start with ';': remove it (Apple's parser ignores everything after a leading ';')")
        } else if position < bytes.count {
            error(
                .emptyRule, range,
                "empty rule (';;'): remove the extra ';' (Apple's parser ignores every rule after it)")
        } else {
            warning(.emptyRule, range, "extra ';' at the end")
        }
    }

    /// Parses one rule; on error reports it and returns `false`.
    private mutating func parseRule() -> Bool {
        let start = position
        let word = takeWord()
        guard !word.isEmpty else {
            error(
                .unexpectedCharacter, scalarRange(at: position),
                "expected a rule name (required, allowed, max-consecutive, minlength or maxlength), found "
                    + quoteScalar(at: position))
            return false
        }
        guard let kind = Syntax.RuleKind(exactly: bytes[word]) else {
            error(.unknownRuleName, word, Syntax.unknownRuleMessage(text(word)))
            return false
        }
        if position < bytes.count, Syntax.isWhitespace(bytes[position]) {
            let spaceStart = position
            skipWhitespace()
            if position < bytes.count, bytes[position] == Syntax.colon {
                error(
                    .missingColon, spaceStart..<position,
                    "remove the space before ':' in '\(kind.name):' (Apple's parser drops every rule because of it)")
                return false
            }
            position = spaceStart
        }
        guard position < bytes.count, bytes[position] == Syntax.colon else {
            let found = position < bytes.count ? quoteScalar(at: position) : "the end"
            error(
                .missingColon, position < bytes.count ? scalarRange(at: position) : word,
                "expected ':' after '\(kind.name)', found \(found)")
            return false
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] != Syntax.semicolon else {
            error(.missingValue, start..<position, "'\(kind.name):' has no value")
            return false
        }
        if kind.takesClasses {
            guard let classes = parseClassList(for: kind) else { return false }
            rules.append(.classes(kind, classes, range: start..<position))
        } else {
            guard let value = parseNumber(for: kind) else { return false }
            rules.append(.number(kind, value, range: start..<position))
        }
        return true
    }

    // MARK: Classes

    private mutating func parseClassList(for kind: Syntax.RuleKind) -> [ParsedClass]? {
        var classes: [ParsedClass] = []
        while true {
            let start = position
            let byte = bytes[position]
            if Syntax.isNameByte(byte) {
                let word = takeWord()
                guard let name = Syntax.ClassName(caseInsensitive: bytes[word]) else {
                    error(.unknownClassName, word, Syntax.unknownClassMessage(text(word)))
                    return nil
                }
                if classes.contains(where: { $0.name == name }) {
                    warning(.duplicateRule, word, "'\(name.name)' is already in this list")
                }
                classes.append(ParsedClass(characters: name.characters, name: name, range: start..<position))
            } else if byte == Syntax.openBracket {
                guard let custom = parseCustomClass() else { return nil }
                classes.append(ParsedClass(characters: custom, name: nil, range: start..<position))
            } else {
                error(
                    .unexpectedCharacter, scalarRange(at: position),
                    "expected a character class (upper, lower, digit, special, ascii-printable, unicode or [...]) "
                        + "after '\(kind.name):', found \(quoteScalar(at: position))")
                return nil
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] != Syntax.semicolon else { return classes }
            guard bytes[position] == Syntax.comma else {
                reportMissingSeparator()
                return nil
            }
            let comma = position
            position += 1
            skipWhitespace()
            if position >= bytes.count || bytes[position] == Syntax.semicolon || bytes[position] == Syntax.comma {
                error(.missingClass, comma..<(comma + 1), "',' must be followed by another character class")
                return nil
            }
        }
    }

    private mutating func reportMissingSeparator() {
        let save = position
        let word = takeWord()
        var next = position
        while next < bytes.count, Syntax.isWhitespace(bytes[next]) { next += 1 }
        position = save
        if !word.isEmpty, Syntax.RuleKind(exactly: bytes[word]) != nil, next < bytes.count, bytes[next] == Syntax.colon
        {
            error(.missingSeparator, word, "missing ';' before '\(text(word))'")
        } else if !word.isEmpty || bytes[position] == Syntax.openBracket {
            error(
                .missingSeparator, word.isEmpty ? scalarRange(at: position) : word,
                "missing ',' between character classes")
        } else {
            error(
                .unexpectedCharacter, scalarRange(at: position),
                "expected ',' or ';', found \(quoteScalar(at: position))")
        }
    }

    /// `[` then printable ASCII characters, `-` only first, `]` only last written `]]`, then `]`.
    private mutating func parseCustomClass() -> PasswordCharacterClass? {
        let open = position
        position += 1
        var characters = PasswordCharacterClass.empty
        var count = 0
        var isValid = true
        while true {
            guard position < bytes.count else {
                let body = bytes[(open + 1)...]
                let hint =
                    body.contains(Syntax.semicolon)
                    ? " (a ';' inside [...] is a character, not the end of the rule)" : ""
                error(.unterminatedClass, open..<bytes.count, "the class opened by '[' has no closing ']'" + hint)
                return nil
            }
            let byte = bytes[position]
            if byte == Syntax.closeBracket {
                if position + 1 < bytes.count, bytes[position + 1] == Syntax.closeBracket {
                    addCharacter(byte, to: &characters, count: &count)
                    position += 2
                } else {
                    position += 1
                }
                break
            }
            if byte >= 0x80 {
                let range = scalarRange(at: position)
                error(
                    .invalidClassCharacter, range,
                    "\(quoteScalar(at: position)) (\(scalarName(at: position))) cannot be in a custom class: "
                        + "only printable ASCII characters can")
                position = range.upperBound
                isValid = false
                continue
            }
            if !PasswordCharacterClass.isPrintable(byte) {
                error(
                    .invalidClassCharacter, position..<(position + 1),
                    "control character \(scalarName(at: position)) cannot be in a custom class")
                position += 1
                isValid = false
                continue
            }
            if byte == Syntax.dash && position != open + 1 {
                error(
                    .misplacedDash, position..<(position + 1),
                    "'-' must be the first character of a class: there are no ranges (write [-\(dashHint(open))])")
                position += 1
                isValid = false
                continue
            }
            addCharacter(byte, to: &characters, count: &count)
            position += 1
        }
        if position < bytes.count {
            let next = bytes[position]
            if !(Syntax.isWhitespace(next) || next == Syntax.comma || next == Syntax.semicolon) {
                var end = position
                while end < bytes.count, !Syntax.isWhitespace(bytes[end]), bytes[end] != Syntax.comma,
                    bytes[end] != Syntax.semicolon
                {
                    end += 1
                }
                if bytes[position..<end].contains(Syntax.closeBracket) {
                    error(
                        .misplacedBracket, (position - 1)..<position,
                        "this ']' ends the class: to include ']', put it last and write it twice, as in [a]]")
                } else {
                    error(.missingSeparator, scalarRange(at: position), "missing ',' or ';' after the class")
                }
                return nil
            }
        }
        if count == 0 && isValid {
            error(.emptyClass, open..<position, "empty class '[]': list at least one character, or remove it")
            return nil
        }
        return isValid ? characters : nil
    }

    private mutating func addCharacter(_ byte: UInt8, to characters: inout PasswordCharacterClass, count: inout Int) {
        if characters.contains(ascii: byte) {
            warning(
                .duplicateCharacter, position..<(position + 1),
                "\(quoteScalar(at: position)) is already in this class")
        }
        characters.insert(ascii: byte)
        count += 1
    }

    /// The class's characters with every `-` moved to the front, for the misplaced-dash hint.
    private func dashHint(_ open: Int) -> String {
        var end = open + 1
        while end < bytes.count, bytes[end] != Syntax.closeBracket { end += 1 }
        let body = bytes[(open + 1)..<end].filter { $0 != Syntax.dash && $0 < 0x80 }
        return String(decoding: body.prefix(20), as: UTF8.self)
    }

    // MARK: Numbers

    private mutating func parseNumber(for kind: Syntax.RuleKind) -> Int? {
        let start = position
        var value = 0
        var overflow = false
        while position < bytes.count, Syntax.isDigit(bytes[position]) {
            value = value * 10 + Int(bytes[position] - 0x30)
            if value > PasswordRules.largestValue {
                overflow = true
                value = PasswordRules.largestValue
            }
            position += 1
        }
        guard position > start else {
            var end = start
            while end < bytes.count, !Syntax.isWhitespace(bytes[end]), bytes[end] != Syntax.semicolon { end += 1 }
            let token = start..<max(end, scalarRange(at: start).upperBound)
            let detail = bytes[start] == Syntax.dash ? ": it cannot be negative" : ""
            error(.invalidNumber, token, "'\(kind.name):' needs a whole number, found \(quote(token))\(detail)")
            return nil
        }
        if position < bytes.count, bytes[position] != Syntax.semicolon {
            if Syntax.isWhitespace(bytes[position]) {
                let spaceStart = position
                skipWhitespace()
                if position >= bytes.count || bytes[position] == Syntax.semicolon {
                    error(
                        .spaceAfterNumber, spaceStart..<position,
                        "remove the space after '\(kind.name): \(value)': Apple's parser drops a rule whose number "
                            + "is not followed directly by ';'")
                    return nil
                }
                position = spaceStart
            }
            var end = position
            while end < bytes.count, !Syntax.isWhitespace(bytes[end]), bytes[end] != Syntax.semicolon { end += 1 }
            let hint = bytes[position] == Syntax.comma ? ": separate rules with ';', not ','" : ""
            error(
                .invalidNumber, start..<max(end, position + 1),
                "\(quote(start..<max(end, position + 1))) is not a whole number\(hint)")
            return nil
        }
        if overflow {
            error(.numberTooLarge, start..<position, "'\(kind.name):' can be at most \(PasswordRules.largestValue)")
            return nil
        }
        if value == 0 {
            warning(.zeroValue, start..<position, "'\(kind.name): 0' has no effect: 0 means no limit")
        }
        return value
    }

    // MARK: Merging and warnings

    private mutating func finish() -> PasswordRules? {
        warnAboutRepeats()
        let apple = RuleMerger.apple(rules)
        for range in apple.overriddenUnicode {
            warning(
                .classOverridden, range,
                "Apple's parser keeps an earlier 'ascii-printable' and ignores this 'unicode', so it allows "
                    + "only ASCII here; write 'unicode' first, or drop 'ascii-printable'")
        }
        let merged = RuleMerger.union(rules)
        if merged.ignoresMinLength, let range = rangeOfNumber(.minLength, merged.minLength) {
            warning(
                .minLengthExceedsMaxLength, range,
                "minlength \(merged.minLength ?? 0) exceeds maxlength \(merged.maxLength ?? 0): the minimum is ignored")
        }
        // By position; at one position in the order found (errors are found first).
        diagnostics = diagnostics.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return merged
    }

    private func rangeOfNumber(_ kind: Syntax.RuleKind, _ value: Int?) -> Range<Int>? {
        for case .number(let other, let number, let range) in rules where other == kind && number == value {
            return range
        }
        return nil
    }

    private mutating func warnAboutRepeats() {
        var seenRequired: [PasswordCharacterClass] = []
        var seenLimits: [Syntax.RuleKind: Int] = [:]
        for rule in rules {
            switch rule {
            case .classes(.required, let classes, let range):
                let set = classes.reduce(PasswordCharacterClass.empty) { $0.union($1.characters) }
                if seenRequired.contains(set) {
                    warning(
                        .duplicateRule, range,
                        "this repeats an earlier required rule: it has no extra effect (a required rule asks for "
                            + "one character of its classes, however often it is written)")
                }
                seenRequired.append(set)
            case .number(let kind, let value, let range) where value > 0:
                if let earlier = seenLimits[kind] {
                    let which = kind == .minLength ? "largest" : "smallest"
                    warning(
                        .duplicateRule, range,
                        "'\(kind.name)' appears more than once (\(earlier) and \(value)): the \(which) value applies")
                }
                seenLimits[kind] = value
            default:
                break
            }
        }
    }

    // MARK: Scanning

    private mutating func skipWhitespace() {
        while position < bytes.count, Syntax.isWhitespace(bytes[position]) { position += 1 }
    }

    private mutating func takeWord() -> Range<Int> {
        let start = position
        while position < bytes.count, Syntax.isWordByte(bytes[position]) { position += 1 }
        return start..<position
    }

    /// After an error: skip to just past the next `;` that is not inside a custom class.
    private mutating func recover() {
        var inClass = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if inClass {
                if byte == Syntax.closeBracket { inClass = false }
            } else if byte == Syntax.openBracket {
                inClass = true
            } else if byte == Syntax.semicolon {
                break
            }
        }
        skipWhitespace()
    }

    private func scalarRange(at offset: Int) -> Range<Int> {
        guard offset < bytes.count else { return bytes.count..<bytes.count }
        return offset..<min(bytes.count, offset + Syntax.scalarLength(startingWith: bytes[offset]))
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func quote(_ range: Range<Int>) -> String { Syntax.quote(bytes, range) }

    private func quoteScalar(at offset: Int) -> String {
        offset < bytes.count ? quote(scalarRange(at: offset)) : "the end"
    }

    private func scalarName(at offset: Int) -> String {
        let scalar = text(scalarRange(at: offset)).unicodeScalars.first.map(\.value) ?? 0xFFFD
        return "U+" + PasswordCharacterClass.hex(scalar)
    }

    private mutating func error(_ code: PasswordRulesDiagnostic.Code, _ range: Range<Int>, _ message: String) {
        diagnostics.append(PasswordRulesDiagnostic(code, .error, range, message))
    }

    private mutating func warning(_ code: PasswordRulesDiagnostic.Code, _ range: Range<Int>, _ message: String) {
        diagnostics.append(PasswordRulesDiagnostic(code, .warning, range, message))
    }
}

/// The compatible parser: reads rule text exactly as Apple's reference parser
/// (`PasswordRulesParser.js` in apple/password-manager-resources) does, and says what it dropped.
///
/// That parser never fails. It skips characters it cannot use in a custom class, drops a rule whose
/// value it cannot read when a `;` or the end follows, stops reading at a character that cannot
/// start a rule (keeping the rules before it), and in every other case throws the whole text away,
/// leaving the default `allowed: ascii-printable`. Names of rules are case-sensitive there, class
/// names are not, `0` counts as "no value", and the first `unicode` or `ascii-printable` of a merged
/// list wins. This type reproduces each of those outcomes and reports it as a diagnostic whose
/// ``PasswordRulesDiagnostic/dropped`` says what was lost.
///
/// It works on UTF-8 bytes where the reference works on UTF-16 code units; the results are the
/// same because every test the reference makes is against ASCII, which no byte of a multi-byte
/// sequence (and no surrogate) can pass.
struct CompatibleRulesParser {
    private let bytes: [UInt8]
    private var diagnostics: [PasswordRulesDiagnostic] = []
    private var rules: [ParsedRule] = []

    typealias Syntax = RuleSyntax

    private enum Outcome {
        case rule(ParsedRule)
        /// A rule the reference reads as having no value; what that costs depends on what follows.
        case failure(ParseFailure)
    }

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) -> PasswordRules.ParseResult {
        var parser = CompatibleRulesParser(text)
        if !parser.parseRules() { parser.rules = [] }
        let merged = RuleMerger.apple(parser.rules)
        for range in merged.overriddenUnicode {
            parser.diagnostics.append(
                PasswordRulesDiagnostic(
                    .classOverridden, .warning, range,
                    "'unicode' after 'ascii-printable' is ignored: only ASCII characters are allowed here",
                    dropped: .characterClass))
        }
        for range in merged.emptyRequired {
            parser.diagnostics.append(
                PasswordRulesDiagnostic(
                    .missingValue, .warning, range, "this required rule has no character classes left",
                    dropped: .rule))
        }
        let diagnostics = parser.diagnostics.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        return PasswordRules.ParseResult(rules: merged.rules, diagnostics: diagnostics)
    }

    // MARK: Rules

    /// Reads every rule; `false` when the reference would throw the whole text away.
    private mutating func parseRules() -> Bool {
        var position = skipWhitespace(from: 0)
        while position < bytes.count {
            guard Syntax.isNameByte(bytes[position]) else {
                // Extra `;` at the end cost nothing.
                let rest = bytes[position...]
                if rest.allSatisfy({ $0 == Syntax.semicolon || Syntax.isWhitespace($0) }) { return true }
                report(
                    .unexpectedCharacter, scalarRange(at: position),
                    "expected the name of a rule, found \(quoteScalar(at: position)); nothing after it is read",
                    dropped: rules.isEmpty ? .everything : .remainder)
                return true
            }
            let outcome = parseRule(&position)
            position = skipWhitespace(from: position)
            switch outcome {
            case .rule(let rule):
                rules.append(rule)
            case .failure(let failure):
                let ruleOnly = position >= bytes.count || bytes[position] == Syntax.semicolon
                report(failure.code, failure.range, failure.message, dropped: ruleOnly ? .rule : .everything)
                if !ruleOnly { return false }
            }
            guard position < bytes.count else { break }
            guard bytes[position] == Syntax.semicolon else {
                report(
                    .unexpectedCharacter, scalarRange(at: position),
                    "expected ';' after the rule, found \(quoteScalar(at: position))", dropped: .everything)
                return false
            }
            position = skipWhitespace(from: position + 1)
        }
        return true
    }

    private mutating func parseRule(_ position: inout Int) -> Outcome {
        let start = position
        let nameEnd = scanName(from: position)
        guard let kind = Syntax.RuleKind(exactly: bytes[start..<nameEnd]) else {
            let word = String(decoding: bytes[start..<nameEnd], as: UTF8.self)
            return .failure(ParseFailure(.unknownRuleName, start..<nameEnd, Syntax.unknownRuleMessage(word)))
        }
        position = nameEnd
        guard position < bytes.count else {
            return .failure(ParseFailure(.missingColon, start..<nameEnd, "'\(kind.name)' has no ':' and no value"))
        }
        guard bytes[position] == Syntax.colon else {
            return .failure(
                ParseFailure(
                    .missingColon, scalarRange(at: position),
                    "expected ':' right after '\(kind.name)', found \(quoteScalar(at: position))"))
        }
        position = skipWhitespace(from: position + 1)
        guard position < bytes.count, bytes[position] != Syntax.semicolon else {
            return .failure(ParseFailure(.missingValue, start..<position, "'\(kind.name):' has no value"))
        }
        if kind.takesClasses {
            switch parseClassList(&position, for: kind) {
            case .success(let classes): return .rule(.classes(kind, classes, range: start..<position))
            case .failure(let failure): return .failure(failure)
            }
        }
        switch parseNumber(&position, for: kind) {
        case .success(let value) where value == 0:
            return .failure(ParseFailure(.zeroValue, start..<position, "'\(kind.name): 0' counts as no value"))
        case .success(let value):
            return .rule(.number(kind, value, range: start..<position))
        case .failure(let failure):
            return .failure(failure)
        }
    }

    // MARK: Classes

    private mutating func parseClassList(_ position: inout Int, for kind: Syntax.RuleKind) -> Result<
        [ParsedClass], ParseFailure
    > {
        var classes: [ParsedClass] = []
        while true {
            let start = position
            let byte = bytes[position]
            if Syntax.isNameByte(byte) {
                let end = scanName(from: position)
                guard let name = Syntax.ClassName(caseInsensitive: bytes[start..<end]) else {
                    let word = String(decoding: bytes[start..<end], as: UTF8.self)
                    return .failure(ParseFailure(.unknownClassName, start..<end, Syntax.unknownClassMessage(word)))
                }
                position = end
                classes.append(ParsedClass(characters: name.characters, name: name, range: start..<end))
            } else if byte == Syntax.openBracket {
                let characters = parseCustomClass(&position)
                if let characters, !characters.isEmpty {
                    classes.append(ParsedClass(characters: characters, name: nil, range: start..<position))
                } else if characters == nil {
                    report(
                        .unterminatedClass, start..<position,
                        "the class opened by '[' has no closing ']', so it swallows the rest of the text",
                        dropped: .characterClass)
                } else {
                    report(
                        .emptyClass, start..<position, "the class has no usable characters", dropped: .characterClass)
                }
            } else {
                return .failure(
                    ParseFailure(
                        .unexpectedCharacter, scalarRange(at: position),
                        "expected a character class after '\(kind.name):', found \(quoteScalar(at: position))"))
            }
            position = skipWhitespace(from: position)
            guard position < bytes.count, bytes[position] != Syntax.semicolon else { return .success(classes) }
            guard bytes[position] == Syntax.comma else {
                return .failure(
                    ParseFailure(
                        .missingSeparator, scalarRange(at: position),
                        "expected ',' or ';' after a class, found \(quoteScalar(at: position))"))
            }
            let comma = position
            position = skipWhitespace(from: position + 1)
            guard position < bytes.count else {
                return .failure(
                    ParseFailure(.missingClass, comma..<(comma + 1), "',' at the end is not followed by a class"))
            }
        }
    }

    /// The reference's custom class: skips what is not printable ASCII and every `-` but a first
    /// one; a `]` ends the class, and `]]` ends it with a literal `]`. `nil` when no `]` comes.
    private mutating func parseCustomClass(_ position: inout Int) -> PasswordCharacterClass? {
        position += 1
        guard position < bytes.count else { return nil }
        let first = position
        var characters = PasswordCharacterClass.empty
        repeat {
            let byte = bytes[position]
            if !PasswordCharacterClass.isPrintable(byte) {
                // Report a multi-byte character once, at its first byte.
                if byte < 0x80 || byte >= 0xC0 {
                    report(
                        .invalidClassCharacter, scalarRange(at: position),
                        "\(quoteScalar(at: position)) is not a printable ASCII character", dropped: .character)
                }
                position += 1
                continue
            }
            if byte == Syntax.dash && position > first {
                report(
                    .misplacedDash, position..<(position + 1), "'-' counts only as the first character of a class",
                    dropped: .character)
                position += 1
                continue
            }
            position += 1
            if byte == Syntax.closeBracket { break }
            characters.insert(ascii: byte)
        } while position < bytes.count
        let endedWithBracket = bytes[position - 1] == Syntax.closeBracket && position > first
        guard endedWithBracket else { return nil }
        if position < bytes.count && bytes[position] == Syntax.closeBracket {
            characters.insert(ascii: Syntax.closeBracket)
            position += 1
        }
        return characters
    }

    // MARK: Numbers

    private mutating func parseNumber(_ position: inout Int, for kind: Syntax.RuleKind) -> Result<Int, ParseFailure> {
        let start = position
        guard Syntax.isDigit(bytes[position]) else {
            return .failure(
                ParseFailure(
                    .invalidNumber, scalarRange(at: position),
                    "'\(kind.name):' needs a whole number, found \(quoteScalar(at: position))"))
        }
        var value = 0
        var saturated = false
        repeat {
            value = value * 10 + Int(bytes[position] - 0x30)
            if value > PasswordRules.largestValue {
                value = PasswordRules.largestValue
                saturated = true
            }
            position += 1
        } while position < bytes.count && Syntax.isDigit(bytes[position])
        guard position < bytes.count, bytes[position] != Syntax.semicolon else {
            if saturated {
                // The reference keeps the number (as a double); this parser caps it.
                diagnostics.append(
                    PasswordRulesDiagnostic(
                        .numberTooLarge, .warning, start..<position,
                        "\(quote(start..<position)) is read as \(PasswordRules.largestValue), the largest value supported"
                    ))
            }
            return .success(value)
        }
        if Syntax.isWhitespace(bytes[position]) {
            return .failure(
                ParseFailure(
                    .spaceAfterNumber, position..<(position + 1),
                    "the number \(quote(start..<position)) must be followed directly by ';'"))
        }
        return .failure(
            ParseFailure(
                .invalidNumber, scalarRange(at: position),
                "\(quoteScalar(at: position)) after the number \(quote(start..<position))"))
    }

    // MARK: Scanning

    private func skipWhitespace(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, Syntax.isWhitespace(bytes[offset]) { offset += 1 }
        return offset
    }

    private func scanName(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, Syntax.isNameByte(bytes[offset]) { offset += 1 }
        return offset
    }

    private func scalarRange(at offset: Int) -> Range<Int> {
        guard offset < bytes.count else { return bytes.count..<bytes.count }
        return offset..<min(bytes.count, offset + Syntax.scalarLength(startingWith: bytes[offset]))
    }

    private func quote(_ range: Range<Int>) -> String { Syntax.quote(bytes, range) }

    private func quoteScalar(at offset: Int) -> String {
        offset < bytes.count ? quote(scalarRange(at: offset)) : "the end"
    }

    private mutating func report(
        _ code: PasswordRulesDiagnostic.Code, _ range: Range<Int>, _ message: String,
        dropped: PasswordRulesDiagnostic.Dropped
    ) {
        let severity: PasswordRulesDiagnostic.Severity =
            code == .zeroValue || code == .classOverridden ? .warning : .error
        diagnostics.append(PasswordRulesDiagnostic(code, severity, range, message, dropped: dropped))
    }
}

/// A value the compatible parser could not read: the cause, to be reported with what it cost.
private struct ParseFailure: Error {
    var code: PasswordRulesDiagnostic.Code
    var range: Range<Int>
    var message: String

    init(_ code: PasswordRulesDiagnostic.Code, _ range: Range<Int>, _ message: String) {
        self.code = code
        self.range = range
        self.message = message
    }
}

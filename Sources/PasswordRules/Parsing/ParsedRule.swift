/// What a parser read, before the rules are merged into a ``PasswordRules``.
struct ParsedClass {
    var characters: PasswordCharacterClass
    /// The class name when the token was a name (`upper`), `nil` for a custom class.
    var name: RuleSyntax.ClassName?
    var range: Range<Int>
}

enum ParsedRule {
    case classes(RuleSyntax.RuleKind, [ParsedClass], range: Range<Int>)
    case number(RuleSyntax.RuleKind, Int, range: Range<Int>)
}

/// Merging parsed rules into a rule set: the union semantics of the language (strict mode) and
/// the first-wins quirk of Apple's reference parser (compatible mode).
enum RuleMerger {
    struct Limits {
        var maxConsecutive: Int?
        var minLength: Int?
        var maxLength: Int?
        var minLengthRanges: [Range<Int>] = []
        var maxLengthRanges: [Range<Int>] = []
        var maxConsecutiveRanges: [Range<Int>] = []
    }

    /// The smallest `max-consecutive`, the largest `minlength`, the smallest `maxlength`; zeros are
    /// absent (both parsers drop them before merging).
    static func limits(of rules: [ParsedRule]) -> Limits {
        var limits = Limits()
        for case .number(let kind, let value, let range) in rules where value > 0 {
            switch kind {
            case .maxConsecutive:
                limits.maxConsecutive = min(value, limits.maxConsecutive ?? value)
                limits.maxConsecutiveRanges.append(range)
            case .minLength:
                limits.minLength = max(value, limits.minLength ?? value)
                limits.minLengthRanges.append(range)
            case .maxLength:
                limits.maxLength = min(value, limits.maxLength ?? value)
                limits.maxLengthRanges.append(range)
            case .required, .allowed:
                break
            }
        }
        return limits
    }

    /// The language's meaning: each required rule is the union of its classes; allowed is the union
    /// of every class; with none at all, `ascii-printable`.
    static func union(_ rules: [ParsedRule]) -> PasswordRules {
        var required: [PasswordCharacterClass] = []
        var allowed = PasswordCharacterClass.empty
        for case .classes(let kind, let classes, _) in rules {
            let set = classes.reduce(PasswordCharacterClass.empty) { $0.union($1.characters) }
            if kind == .required && !set.isEmpty { required.append(set) }
            allowed = allowed.union(set)
        }
        let limits = limits(of: rules)
        return PasswordRules(
            required: required, allowed: allowed.isEmpty ? nil : allowed, maxConsecutive: limits.maxConsecutive,
            minLength: limits.minLength, maxLength: limits.maxLength)
    }

    struct AppleMerge {
        var rules: PasswordRules
        /// `unicode` tokens Apple ignores because an `ascii-printable` came first.
        var overriddenUnicode: [Range<Int>]
        /// `required` rules left with no classes, which Apple keeps as a rule that requires nothing
        /// a password could hold; the rule set drops them.
        var emptyRequired: [Range<Int>]
    }

    private enum TokenKind { case unicodeName, asciiPrintableName, plain }

    /// Apple's meaning: within one list, and across the merged allowed list, the first `unicode` or
    /// `ascii-printable` name wins and the rest of the list is ignored.
    static func apple(_ rules: [ParsedRule]) -> AppleMerge {
        var overridden: [Range<Int>] = []
        var emptyRequired: [Range<Int>] = []
        var required: [PasswordCharacterClass] = []
        var allowedTokens: [(TokenKind, PasswordCharacterClass, Range<Int>)] = []
        for case .classes(let kind, let classes, let range) in rules {
            let tokens = classes.map { (tokenKind($0.name), $0.characters, $0.range) }
            switch kind {
            case .required:
                guard !tokens.isEmpty else {
                    emptyRequired.append(range)
                    continue
                }
                let set = firstWins(tokens, overridden: &overridden)
                required.append(set)
                // Apple appends the canonicalised value, in which a complete set is a name.
                let contributed: TokenKind =
                    set.isUnicode ? .unicodeName : set == .asciiPrintable ? .asciiPrintableName : .plain
                let unicodeRange = classes.first(where: { $0.name == .unicode })?.range ?? range
                allowedTokens.append((contributed, set, set.isUnicode ? unicodeRange : range))
            case .allowed:
                allowedTokens.append(contentsOf: tokens)
            case .maxConsecutive, .minLength, .maxLength:
                break
            }
        }
        var ignored: [Range<Int>] = []
        var allowed = firstWins(allowedTokens, overridden: &ignored)
        // A required rule's unicode token may already be reported from within its own list.
        for range in ignored where !overridden.contains(range) {
            overridden.append(range)
        }
        if allowed.isEmpty { allowed = .asciiPrintable }
        let limits = limits(of: rules)
        return AppleMerge(
            rules: PasswordRules(
                required: required.map { $0.intersection(allowed) }, allowed: allowed,
                maxConsecutive: limits.maxConsecutive, minLength: limits.minLength, maxLength: limits.maxLength),
            overriddenUnicode: overridden.sorted { $0.lowerBound < $1.lowerBound },
            emptyRequired: emptyRequired)
    }

    private static func tokenKind(_ name: RuleSyntax.ClassName?) -> TokenKind {
        switch name {
        case .unicode: .unicodeName
        case .asciiPrintable: .asciiPrintableName
        default: .plain
        }
    }

    private static func firstWins(
        _ tokens: [(TokenKind, PasswordCharacterClass, Range<Int>)], overridden: inout [Range<Int>]
    ) -> PasswordCharacterClass {
        var set = PasswordCharacterClass.empty
        for (index, (kind, characters, _)) in tokens.enumerated() {
            switch kind {
            case .unicodeName:
                return .unicode
            case .asciiPrintableName:
                for (laterKind, _, laterRange) in tokens[(index + 1)...] where laterKind == .unicodeName {
                    overridden.append(laterRange)
                }
                return .asciiPrintable
            case .plain:
                set = set.union(characters)
            }
        }
        return set
    }
}

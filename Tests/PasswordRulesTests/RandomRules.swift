/// Random rule sets for property tests, with their meaning worked out independently of the module:
/// sets of `Character`s built from Unicode properties, not the module's bit sets, and a checker
/// written over `String` rather than UTF-8 bytes.
struct RuleSpec: CustomStringConvertible {
    enum Token {
        case named(String)
        case custom(Set<Character>)
    }

    var required: [[Token]] = []
    var allowed: [[Token]] = []
    var maxConsecutive: [Int] = []
    var minLength: [Int] = []
    var maxLength: [Int] = []
    var text = ""

    var description: String { text }

    static let printable: [Character] = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

    static func characters(named name: String) -> Set<Character> {
        switch name.lowercased() {
        case "upper": Set(printable.filter { $0.isLetter && $0.isUppercase })
        case "lower": Set(printable.filter { $0.isLetter && $0.isLowercase })
        case "digit": Set(printable.filter(\.isNumber))
        case "special": Set(printable.filter { !$0.isLetter && !$0.isNumber })
        default: Set(printable)  // ascii-printable
        }
    }

    static func characters(of token: Token) -> Set<Character> {
        switch token {
        case .named(let name): characters(named: name)
        case .custom(let set): set
        }
    }

    /// Each required rule's characters.
    var requiredSets: [Set<Character>] {
        required.map { $0.reduce(into: Set<Character>()) { $0.formUnion(Self.characters(of: $1)) } }
    }

    /// Every allowed character: the allowed and required classes, or all printable ASCII.
    var allowedSet: Set<Character> {
        let all = (required + allowed).flatMap { $0 }.reduce(into: Set<Character>()) {
            $0.formUnion(Self.characters(of: $1))
        }
        return all.isEmpty ? Set(Self.printable) : all
    }

    var effectiveMaxConsecutive: Int? { maxConsecutive.filter { $0 > 0 }.min() }
    var effectiveMaxLength: Int? { maxLength.filter { $0 > 0 }.min() }
    var effectiveMinLength: Int? {
        guard let minimum = minLength.filter({ $0 > 0 }).max() else { return nil }
        if let maximum = effectiveMaxLength, minimum > maximum { return nil }
        return minimum
    }

    /// Whether `password` satisfies the spec, checked character by character.
    func isSatisfied(by password: String) -> Bool {
        let characters = Array(password)
        let allowed = allowedSet
        guard characters.allSatisfy({ allowed.contains($0) }) else { return false }
        for set in requiredSets where !characters.contains(where: { set.contains($0) }) { return false }
        if let limit = effectiveMaxConsecutive {
            var start = 0
            while start < characters.count {
                var end = start
                while end < characters.count && characters[end] == characters[start] { end += 1 }
                if end - start > limit { return false }
                start = end
            }
        }
        if let minimum = effectiveMinLength, characters.count < minimum { return false }
        if let maximum = effectiveMaxLength, characters.count > maximum { return false }
        return true
    }

    /// A random rule set that some password satisfies.
    static func random(using generator: inout some RandomNumberGenerator) -> RuleSpec {
        var spec = RuleSpec()
        for _ in 0..<Int.random(in: 0...3, using: &generator) { spec.required.append(randomTokens(using: &generator)) }
        for _ in 0..<Int.random(in: 0...2, using: &generator) { spec.allowed.append(randomTokens(using: &generator)) }
        if Bool.random(using: &generator) { spec.minLength.append(Int.random(in: 0...40, using: &generator)) }
        if Int.random(in: 0..<5, using: &generator) == 0 {
            spec.minLength.append(Int.random(in: 1...30, using: &generator))
        }
        if Bool.random(using: &generator) {
            spec.maxLength.append(Int.random(in: max(1, spec.required.count)...48, using: &generator))
        }
        if Int.random(in: 0..<3, using: &generator) == 0 && spec.allowedSet.count >= 3 {
            spec.maxConsecutive.append(Int.random(in: 1...4, using: &generator))
        }
        spec.text = render(spec, using: &generator)
        return spec
    }

    static func randomTokens(using generator: inout some RandomNumberGenerator) -> [Token] {
        (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                let names = ["upper", "lower", "digit", "special", "ascii-printable"]
                let weights = [3, 3, 3, 3, 1]
                var pick = Int.random(in: 0..<weights.reduce(0, +), using: &generator)
                for (name, weight) in zip(names, weights) {
                    if pick < weight { return .named(name) }
                    pick -= weight
                }
                return .named("upper")
            default:
                let count = Int.random(in: 1...12, using: &generator)
                return .custom(Set((0..<count).map { _ in printable.randomElement(using: &generator)! }))
            }
        }
    }

    /// Writes the spec as rule text, with random rule order, spacing and name case.
    static func render(_ spec: RuleSpec, using generator: inout some RandomNumberGenerator) -> String {
        func tokenText(_ token: Token) -> String {
            switch token {
            case .named(let name):
                return String(name.map { Bool.random(using: &generator) ? Character($0.uppercased()) : $0 })
            case .custom(let set):
                var body = set.filter { $0 != "-" && $0 != "]" }.shuffled(using: &generator)
                if set.contains("-") { body.insert("-", at: 0) }
                if set.contains("]") { body.append("]") }
                return "[" + String(body) + "]"
            }
        }
        func space() -> String { ["", " ", "  ", "\t", "\n"].randomElement(using: &generator)! }
        var rules: [String] = []
        var requiredRules: [String] = []
        for tokens in spec.required {
            requiredRules.append(
                "required:" + space() + tokens.map(tokenText).joined(separator: space() + "," + space()))
        }
        for tokens in spec.allowed {
            rules.append("allowed:" + space() + tokens.map(tokenText).joined(separator: "," + space()))
        }
        rules += spec.maxConsecutive.map { "max-consecutive:" + space() + String($0) }
        rules += spec.minLength.map { "minlength:" + space() + String($0) }
        rules += spec.maxLength.map { "maxlength:" + space() + String($0) }
        rules.shuffle(using: &generator)
        // Required rules keep their relative order: it is part of the canonical form.
        var earliest = 0
        for rule in requiredRules {
            let index = Int.random(in: earliest...rules.count, using: &generator)
            rules.insert(rule, at: index)
            earliest = index + 1
        }
        // No whitespace between a number and the `;` after it: Apple's parser drops such rules.
        var text = space()
        for (index, rule) in rules.enumerated() {
            if index > 0 { text += ";" + space() }
            text += rule
        }
        if !rules.isEmpty && Bool.random(using: &generator) { text += ";" + space() }
        return text
    }
}

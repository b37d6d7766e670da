/// The general fallback: characters drawn from everything the rules allow, for any satisfiable rules.
enum RandomFormat {
    /// The length used when the rules leave it open.
    static let defaultLength = 20

    /// Plans the random format for `rules`, at `length` if given.
    ///
    /// The alphabet is the allowed printable ASCII (`unicode` allows everything, but generated
    /// passwords stay ASCII so that any keyboard can type them), without the space unless a
    /// required rule needs it: sites often trim spaces. Required sets that are implied by others
    /// (a superset of another, or the whole alphabet) are dropped before planning.
    static func sampler(for rules: PasswordRules, length requested: Int?) throws(PasswordRulesError) -> UniformSampler {
        let printable = rules.allowed.intersection(.asciiPrintable)
        var alphabet = printable
        var required = rules.required.map { $0.intersection(printable) }
        let withoutSpace = printable.subtracting(PasswordCharacterClass(asciiBytes: [0x20]))
        // Dropping the space must not make the rules harder to meet: every required class keeps a
        // character, and a run limit still leaves two characters to alternate.
        let keepsVariety = withoutSpace.asciiCount >= 2 || rules.maxConsecutive == nil
        if !withoutSpace.isEmpty && keepsVariety && required.allSatisfy({ $0.intersects(withoutSpace) }) {
            alphabet = withoutSpace
            required = required.map { $0.intersection(withoutSpace) }
        }
        let sets = essentialSets(required, alphabet: alphabet)
        guard sets.count <= 16 else {
            throw PasswordRulesError(
                .unsupportedRules,
                "the rules have \(sets.count) distinct required classes; the generator plans for at most 16")
        }
        let covering = smallestCover(sets, alphabet: alphabet)

        // The lengths any valid password can have.
        var lowest = max(1, covering, rules.effectiveMinLength ?? 1)
        var highest = rules.maxLength ?? Int.max
        if alphabet.asciiCount == 1, let maxConsecutive = rules.maxConsecutive {
            highest = min(highest, maxConsecutive)
        }
        guard lowest <= highest else {
            throw PasswordRulesError(
                .unsatisfiableRules, unsatisfiableReason(rules, alphabet: alphabet, covering: covering))
        }
        if let requested {
            guard requested >= lowest && requested <= highest else {
                let range = highest == Int.max ? "at least \(lowest)" : "\(lowest) to \(highest)"
                throw PasswordRulesError(
                    .invalidLength, "the rules allow passwords of \(range) characters, not \(requested)")
            }
            lowest = requested
            highest = requested
        }
        guard lowest <= PasswordGenerator.maximumLength else {
            throw PasswordRulesError(
                .unsupportedRules,
                "the rules ask for at least \(lowest) characters; the generator makes at most \(PasswordGenerator.maximumLength)"
            )
        }
        let length = min(max(defaultLength, lowest), highest, PasswordGenerator.maximumLength)
        guard
            let sampler = UniformSampler(
                alphabet: alphabet, required: sets, length: length, maxRun: rules.maxConsecutive)
        else {
            throw PasswordRulesError(
                .unsupportedRules, "the rules are too intricate to plan within the generator's limits")
        }
        guard sampler.isSatisfiable else {
            throw PasswordRulesError(.unsatisfiableRules, "no password of \(length) characters satisfies the rules")
        }
        return sampler
    }

    /// The required sets that still constrain a password over `alphabet`: without duplicates, sets
    /// containing the whole alphabet, and sets that contain another required set.
    static func essentialSets(_ sets: [PasswordCharacterClass], alphabet: PasswordCharacterClass)
        -> [PasswordCharacterClass]
    {
        var result: [PasswordCharacterClass] = []
        for set in sets.sorted(by: { $0.asciiCount < $1.asciiCount }) {
            if set.isSuperset(of: alphabet) || result.contains(where: { $0.isSubset(of: set) }) { continue }
            result.append(set)
        }
        return result
    }

    /// The fewest characters that hit every set (breadth-first over the sets hit so far).
    static func smallestCover(_ sets: [PasswordCharacterClass], alphabet: PasswordCharacterClass) -> Int {
        guard !sets.isEmpty else { return 0 }
        var signatures = Set<UInt32>()
        for byte in alphabet.asciiBytes {
            var signature: UInt32 = 0
            for (index, set) in sets.enumerated() where set.contains(ascii: byte) { signature |= 1 << index }
            signatures.insert(signature)
        }
        let full = UInt32((1 << sets.count) - 1)
        var distance = [Int](repeating: -1, count: 1 << sets.count)
        distance[0] = 0
        var frontier: [UInt32] = [0]
        while !frontier.isEmpty {
            var next: [UInt32] = []
            for mask in frontier {
                for signature in signatures where distance[Int(mask | signature)] < 0 {
                    distance[Int(mask | signature)] = distance[Int(mask)] + 1
                    next.append(mask | signature)
                }
            }
            if distance[Int(full)] >= 0 { return distance[Int(full)] }
            frontier = next
        }
        return distance[Int(full)]
    }

    private static func unsatisfiableReason(_ rules: PasswordRules, alphabet: PasswordCharacterClass, covering: Int)
        -> String
    {
        if let maxLength = rules.maxLength, covering > maxLength {
            return "maxlength: \(maxLength) is too short: the required classes need at least \(covering) characters"
        }
        if alphabet.asciiCount == 1, let maxConsecutive = rules.maxConsecutive {
            let only = alphabet.canonicalForm
            return "only \(only) is allowed and max-consecutive: \(maxConsecutive) stops it repeating "
                + "\(rules.effectiveMinLength ?? 1) times"
        }
        return "no password satisfies the rules"
    }
}

/// How strongly each ``Concept`` is present in a set of texts, each text weighted by how much
/// its source says about the field (a label more than a class name), with the evidence kept
/// for the classification's signal.
struct ConceptScores {
    private var best = [Double](repeating: 0, count: Concept.allCases.count)
    private var sources = [UInt8](repeating: 0, count: Concept.allCases.count)
    private var details = [String?](repeating: nil, count: Concept.allCases.count)

    /// Adds the concepts found in `text`. A concept mentioned early in a text scores a little
    /// higher than one mentioned late ("Code sent to your phone" is a code, "Phone number
    /// (we'll text a code)" a phone number).
    mutating func add(_ text: String, weight: Double, source: String, isIdentifier: Bool = false) {
        guard !text.isEmpty else { return }
        let bytes = TextNormalizer.normalize(text, splittingIdentifiers: isIdentifier)
        guard bytes.count > 2 else { return }
        var seen = Concepts()
        for match in Keywords.automaton.longestMatches(in: bytes) {
            let concept = Keywords.entries[match.keyword].concept
            let position = Double(match.start) / Double(bytes.count)
            let score = weight * (1 - 0.05 * position)
            let index = concept.rawValue
            if score > best[index] {
                best[index] = score
                let found = String(decoding: bytes[match.start..<match.end], as: UTF8.self)
                details[index] = "\(source) has \"\(found)\""
            }
            if !seen.contains(concept) {
                seen.insert(concept)
                sources[index] &+= 1
            }
        }
    }

    /// Adds one concept directly, for evidence that is not a keyword.
    mutating func add(_ concept: Concept, weight: Double, detail: String) {
        let index = concept.rawValue
        if weight > best[index] {
            best[index] = weight
            details[index] = detail
        }
        sources[index] &+= 1
    }

    /// The concept's score: the best source, plus a little for each other source that agrees.
    subscript(concept: Concept) -> Double {
        let index = concept.rawValue
        guard best[index] > 0 else { return 0 }
        return best[index] + 0.05 * Double(max(0, Int(sources[index]) - 1))
    }

    /// What gave the concept its score, such as `label has "verification code"`.
    func detail(_ concept: Concept) -> String {
        details[concept.rawValue] ?? concept.name
    }
}

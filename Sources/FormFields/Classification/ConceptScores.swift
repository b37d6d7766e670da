/// How strongly each ``Concept`` is present in a set of texts, each text weighted by how much
/// its source says about the field (a label more than a class name), with the evidence kept
/// for the classification's signal.
///
/// Storage is allocated on the first match, so the many empty score sets cost nothing.
struct ConceptScores {
    private static let count = Concept.allCases.count

    /// The best score per concept.
    private var best: [Double] = []
    /// Per concept: how many sources mentioned it, the keyword (index into
    /// ``Keywords/entries``, or -1 for custom evidence) and the source of the best score.
    private var sources: [UInt8] = []
    private var keywords: [Int32] = []
    private var sourceNames: [StaticString] = []
    private var custom: String?

    init() {}

    /// The scores of some texts of one kind read on their own, apart from the form's other words:
    /// its buttons, or one button.
    init(_ texts: some Sequence<String>, weight: Double, source: StaticString) {
        for text in texts { add(text, weight: weight, source: source) }
    }

    private mutating func allocate() {
        guard best.isEmpty else { return }
        best = Array(repeating: 0, count: Self.count)
        sources = Array(repeating: 0, count: Self.count)
        keywords = Array(repeating: -1, count: Self.count)
        sourceNames = Array(repeating: "", count: Self.count)
    }

    /// Adds the concepts found in `text`. A concept mentioned early in a text scores a little
    /// higher than one mentioned late ("Code sent to your phone" is a code, "Phone number
    /// (we'll text a code)" a phone number).
    mutating func add(_ text: String, weight: Double, source: StaticString, isIdentifier: Bool = false) {
        guard !text.isEmpty else { return }
        let bytes = TextNormalizer.normalize(text, splittingIdentifiers: isIdentifier)
        guard bytes.count > 2 else { return }
        let matches = Keywords.automaton.longestMatches(in: bytes)
        guard !matches.isEmpty else { return }
        allocate()
        // In an identifier the last noun is the attribute and the ones before it the object:
        // `user_email`, `user[email]`, `login_email` are email addresses, `email_login` a login.
        // Generic object words ("user", "account", "login") before another keyword only say
        // whose attribute it is: `user_lastname`, `account_nickname`, `loginpass`.
        // Of a user name, an email and a person's name, only the last counts: `mailFromPrenom` is
        // a first name. A short keyword followed by a long number is a generated name
        // (`tx_powermail_pi1[uid375]`), not a word.
        var kept: Concept?
        var latestStart = -1
        if isIdentifier {
            var lastStart = -1
            for match in matches {
                latestStart = max(latestStart, match.start)
                let concept = Keywords.entries[match.keyword].concept
                if (concept == .username || concept == .email || concept == .personName) && match.start > lastStart {
                    lastStart = match.start
                    kept = concept
                }
            }
        }
        var seen = Concepts()
        for match in matches {
            let concept = Keywords.entries[match.keyword].concept
            // In a label, an address's word right before a code's word says where the code was
            // sent: "Email verification code", "이메일 인증코드" are codes.
            if !isIdentifier, concept == .email || concept == .phone,
                matches.contains(where: { next in
                    next.start >= match.end && next.start - match.end <= 1
                        && Keywords.entries[next.keyword].concept == .oneTimeCode
                })
            {
                continue
            }
            if isIdentifier, let kept, concept != kept,
                concept == .username || concept == .email || concept == .personName
            {
                continue
            }
            if isIdentifier && match.end - match.start <= 3 && Self.numberFollows(match.end, in: bytes) { continue }
            if Keywords.isGenericObject[match.keyword] && latestStart >= match.end { continue }
            let position = Double(match.start) / Double(bytes.count)
            let score = weight * (1 - 0.05 * position)
            let index = concept.rawValue
            if score > best[index] {
                best[index] = score
                keywords[index] = Int32(match.keyword)
                sourceNames[index] = source
            }
            if !seen.contains(concept) {
                seen.insert(concept)
                sources[index] &+= 1
            }
        }
    }

    /// Whether a number of three or more digits starts after the space at `position`.
    private static func numberFollows(_ position: Int, in bytes: [UInt8]) -> Bool {
        var index = position + 1
        while index < bytes.count && bytes[index].isASCIIDigit { index += 1 }
        return index - position - 1 >= 3
    }

    /// Adds one concept directly, for evidence that is not a keyword.
    mutating func add(_ concept: Concept, weight: Double, detail: String) {
        allocate()
        let index = concept.rawValue
        if weight > best[index] {
            best[index] = weight
            keywords[index] = -1
            custom = detail
        }
        sources[index] &+= 1
    }

    /// Adds everything `other` found, as if its texts had been added here.
    mutating func merge(_ other: ConceptScores) {
        guard !other.best.isEmpty else { return }
        allocate()
        for index in 0..<Self.count where other.best[index] > 0 {
            if other.best[index] > best[index] {
                best[index] = other.best[index]
                keywords[index] = other.keywords[index]
                sourceNames[index] = other.sourceNames[index]
                if other.keywords[index] < 0 { custom = other.custom }
            }
            sources[index] &+= other.sources[index]
        }
    }

    /// The concept's score: the best source, plus a little for each other source that agrees.
    subscript(concept: Concept) -> Double {
        guard !best.isEmpty else { return 0 }
        let index = concept.rawValue
        guard best[index] > 0 else { return 0 }
        return best[index] + 0.05 * Double(max(0, Int(sources[index]) - 1))
    }

    /// What gave the concept its score, such as `label has "verification code"`.
    func detail(_ concept: Concept) -> String {
        let index = concept.rawValue
        guard !best.isEmpty, best[index] > 0 else { return concept.name }
        guard keywords[index] >= 0 else { return custom ?? concept.name }
        let pattern = Keywords.entries[Int(keywords[index])].pattern.filter { $0 != "*" }
        return "\(sourceNames[index]) has \"\(pattern)\""
    }
}

/// Finds keywords in folded text with a trie stored in flat arrays: one pass, no allocation per
/// position, longest match at each position, and matches inside a longer one dropped.
struct KeywordMatcher: Sendable {
    struct Match: Sendable {
        /// Scalar positions in the folded text.
        var start: Int
        var end: Int
        /// Index into ``keywords``.
        var keyword: Int
    }

    let keywords: [Keyword]
    /// Per keyword: whether it points at a code (rather than labelling a number).
    let isCode: [Bool]
    /// Per node: the first edge and the number of edges (edges sorted by scalar).
    private var edgeStart: [Int32] = []
    private var edgeCount: [Int32] = []
    private var edgeScalar: [UInt32] = []
    private var edgeTarget: [Int32] = []
    /// Per node: the keyword that ends there, or -1.
    private var terminal: [Int32] = []
    /// Per keyword: whether it must start a word.
    private var needsWordStart: [Bool] = []
    /// ASCII scalars that start some keyword, as a bitmap.
    private var asciiFirst: (UInt64, UInt64) = (0, 0)

    init(languages: [MessageLanguage]) {
        var all: [Keyword] = []
        var seen = Set<String>()
        for language in languages {
            for keyword in Keyword.table(for: language) where seen.insert(keyword.text).inserted {
                all.append(keyword)
            }
        }
        keywords = all
        isCode = all.map { if case .code = $0.kind { true } else { false } }

        // Build with dictionaries, then flatten.
        var children: [[UInt32: Int]] = [[:]]
        var ends: [Int32] = [-1]
        needsWordStart = Array(repeating: false, count: all.count)
        for (index, keyword) in all.enumerated() {
            let folded = Self.fold(keyword.text)
            guard !folded.isEmpty else { continue }
            var node = 0
            for scalar in folded {
                if let next = children[node][scalar] {
                    node = next
                } else {
                    children.append([:])
                    ends.append(-1)
                    children[node][scalar] = children.count - 1
                    node = children.count - 1
                }
            }
            if ends[node] < 0 { ends[node] = Int32(index) }
            let first = folded[0]
            needsWordStart[index] = Self.isWordScalar(first)
            if first < 64 {
                asciiFirst.0 |= 1 << UInt64(first)
            } else if first < 128 {
                asciiFirst.1 |= 1 << UInt64(first - 64)
            }
        }
        for node in children.indices {
            edgeStart.append(Int32(edgeScalar.count))
            edgeCount.append(Int32(children[node].count))
            for (scalar, target) in children[node].sorted(by: { $0.key < $1.key }) {
                edgeScalar.append(scalar)
                edgeTarget.append(Int32(target))
            }
        }
        terminal = ends
    }

    /// Folds keyword text exactly as messages are folded.
    static func fold(_ text: String) -> [UInt32] {
        text.unicodeScalars.compactMap { scalar in
            ScalarFolding.isIgnorable(scalar.value)
                ? nil : ScalarFolding.keyword(ScalarFolding.display(scalar.value))
        }
    }

    @inline(__always)
    private func child(of node: Int, _ scalar: UInt32) -> Int? {
        var low = Int(edgeStart[node])
        var high = low + Int(edgeCount[node])
        while low < high {
            let middle = (low + high) >> 1
            let value = edgeScalar[middle]
            if value == scalar { return Int(edgeTarget[middle]) }
            if value < scalar { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    @inline(__always)
    private static func isWordScalar(_ value: UInt32) -> Bool {
        (value >= 0x30 && value <= 0x39) || ScalarFolding.isWordLetter(value)
    }

    /// Appends every keyword occurrence in `text` to `matches`, in order of position.
    func matches(in text: UnsafeBufferPointer<UInt32>, into matches: inout [Match]) {
        let count = text.count
        var coveredUntil = 0
        var position = 0
        while position < count {
            let first = text[position]
            if first < 128 {
                let bit = first < 64 ? (asciiFirst.0 >> UInt64(first)) & 1 : (asciiFirst.1 >> UInt64(first - 64)) & 1
                if bit == 0 {
                    position += 1
                    continue
                }
            }
            var node = 0
            var best: (end: Int, keyword: Int)?
            var index = position
            let atWordStart = position == 0 || !Self.isWordScalar(text[position - 1])
            while index < count, let next = child(of: node, text[index]) {
                node = next
                index += 1
                let keyword = Int(terminal[node])
                if keyword >= 0 {
                    if needsWordStart[keyword] && !atWordStart { continue }
                    if keywords[keyword].whole && index < count && Self.isWordScalar(text[index]) { continue }
                    best = (index, keyword)
                }
            }
            if let best, position >= coveredUntil {
                matches.append(Match(start: position, end: best.end, keyword: best.keyword))
                coveredUntil = best.end
            }
            position += 1
        }
    }
}

/// Finds keywords in folded text with a trie stored in one flat table: one pass, no allocation,
/// longest match at each position, and matches inside a longer one dropped.
final class KeywordMatcher: Sendable {
    struct Match: Sendable {
        /// Scalar positions in the folded text.
        var start: Int
        var end: Int
        /// Index into ``keywords``.
        var keyword: Int
    }

    let keywords: [Keyword]
    /// Per keyword: how strongly it points at a code, or 0 for a label.
    let codeStrength: [Double]
    let trie: Trie

    init(languages: [MessageLanguage]) {
        var all: [Keyword] = []
        var seen = Set<String>()
        for language in languages {
            for keyword in Keyword.table(for: language) where seen.insert(keyword.text).inserted {
                all.append(keyword)
            }
        }
        // A generic code word glued to the noun before it ("予約コード", "쿠폰코드") names another
        // kind of code: Chinese, Japanese and Korean put the qualifier first, and the strong
        // one-time-code compounds ("確認コード") are keywords of their own, matched first.
        let words = all.map { Self.fold($0.text) }
        var compound = [Int32](repeating: -1, count: all.count)
        for (index, keyword) in all.enumerated() {
            guard case .code(let strength) = keyword.kind, strength == Keyword.normal,
                let first = words[index].first, Self.isCompoundNoun(first)
            else { continue }
            compound[index] = Int32(all.count)
            all.append(
                Keyword(
                    text: keyword.text, kind: .label(.reference, reach: .following), whole: false,
                    language: keyword.language))
        }
        keywords = all
        codeStrength = all.map { if case .code(let strength) = $0.kind { strength } else { 0 } }
        trie = Trie(
            words, whole: all.prefix(words.count).map(\.whole), compound: compound,
            isName: all.prefix(words.count).map { $0.kind == .name },
            hidesNothing: all.prefix(words.count).map { $0.kind == .marker && $0.marks == .replaced })
    }

    /// Han, katakana and Hangul letters, which make compound nouns with the word after them; not
    /// 用 or 용 ("for"), which make a purpose phrase ("ログイン用コード", a code for signing in), nor
    /// 記 and 下 that end a pointer to the text ("下記コード", "以下コード": the code below).
    @inline(__always)
    static func isCompoundNoun(_ value: UInt32) -> Bool {
        switch value {
        case 0x7528, 0xC6A9, 0x8A18, 0x4E0B: false
        case 0x30A1...0x30FA, 0x30FC, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// Folds keyword text exactly as messages are folded.
    static func fold(_ text: String) -> [UInt32] {
        text.unicodeScalars.compactMap { scalar in
            ScalarFolding.isIgnorable(scalar.value)
                ? nil : ScalarFolding.keyword(ScalarFolding.display(scalar.value))
        }
    }

    @inline(__always)
    static func isWordScalar(_ value: UInt32) -> Bool {
        (value >= 0x30 && value <= 0x39) || ScalarFolding.isWordLetter(value)
    }

    /// Appends every keyword occurrence in `text` to `matches`, in order of position.
    func matches(in text: UnsafeMutableBufferPointer<UInt32>, into matches: inout ScratchList<Match>) {
        trie.matches(in: text, into: &matches)
    }
}

extension KeywordMatcher {
    /// The trie's table, allocated once and never changed.
    ///
    /// `@unchecked Sendable`: the table is written only in `init` and read afterwards.
    final class Trie: @unchecked Sendable {
        // Per node, three words: first edge, edge count, keyword ending here (or -1).
        private let nodes: UnsafeMutableBufferPointer<Int32>
        // Per edge, two words: scalar, target node. Edges of a node are sorted by scalar.
        private let edges: UnsafeMutableBufferPointer<UInt32>
        // The root's child for each ASCII scalar, or -1.
        private let asciiRoot: UnsafeMutableBufferPointer<Int32>
        // Per ASCII scalar: bit 0, it is a letter or digit (a word scalar); bit 1, a keyword
        // starts with it.
        private let asciiInfo: UnsafeMutableBufferPointer<UInt8>
        // Per node: the start of its row in `denseChildren`, or -1. Nodes with many edges get a
        // row of 128 children, one per ASCII scalar (-1 for none), instead of a binary search.
        private let denseRow: UnsafeMutableBufferPointer<Int32>
        private let denseChildren: UnsafeMutableBufferPointer<Int32>
        // The root's children outside ASCII, in an open-addressed hash table of scalars (0 for
        // an empty slot) and their nodes: a message in a script of its own starts a lookup at
        // nearly every scalar, and the root has far too many edges to search.
        private let rootKeys: UnsafeMutableBufferPointer<UInt32>
        private let rootTargets: UnsafeMutableBufferPointer<Int32>
        private let rootMask: UInt32
        // Per keyword: must start a word; must end one.
        private let wordStart: UnsafeMutableBufferPointer<Bool>
        private let wordEnd: UnsafeMutableBufferPointer<Bool>
        // Per keyword: the label it becomes when glued to a noun before it, or -1.
        private let compoundLabel: UnsafeMutableBufferPointer<Int32>
        // Per keyword: a name that hides the keywords inside it and is not reported itself.
        private let isName: UnsafeMutableBufferPointer<Bool>
        // Per keyword: a word that shows a code sent again, reported without hiding the keywords
        // inside it ("Nowy kod weryfikacyjny": "nowy kod" and "kod weryfikacyjny"). Other context
        // words still hide what they cover (letting them all through read two reminders wrong).
        private let hidesNothing: UnsafeMutableBufferPointer<Bool>

        init(
            _ words: [[UInt32]], whole: [Bool], compound: [Int32], isName names: [Bool],
            hidesNothing transparent: [Bool]
        ) {
            var children: [[UInt32: Int]] = [[:]]
            var ends: [Int32] = [-1]
            var starts = [Bool](repeating: false, count: words.count)
            for (index, word) in words.enumerated() where !word.isEmpty {
                var node = 0
                for scalar in word {
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
                starts[index] = KeywordMatcher.isWordScalar(word[0])
            }
            let edgeCount = children.reduce(0) { $0 + $1.count }
            let denseNodes = children.indices.filter { $0 != 0 && children[$0].count > 4 }
            denseRow = .allocate(capacity: children.count)
            denseRow.initialize(repeating: -1)
            denseChildren = .allocate(capacity: 128 * max(1, denseNodes.count))
            denseChildren.initialize(repeating: -1)
            for (row, node) in denseNodes.enumerated() {
                denseRow[node] = Int32(128 * row)
                for (scalar, target) in children[node] where scalar < 128 {
                    denseChildren[128 * row + Int(scalar)] = Int32(target)
                }
            }
            nodes = .allocate(capacity: 3 * children.count)
            edges = .allocate(capacity: 2 * max(1, edgeCount))
            asciiRoot = .allocate(capacity: 128)
            asciiRoot.initialize(repeating: -1)
            var edge = 0
            for (node, map) in children.enumerated() {
                nodes[3 * node] = Int32(edge)
                nodes[3 * node + 1] = Int32(map.count)
                nodes[3 * node + 2] = ends[node]
                for (scalar, target) in map.sorted(by: { $0.key < $1.key }) {
                    edges[2 * edge] = scalar
                    edges[2 * edge + 1] = UInt32(target)
                    edge += 1
                    if node == 0 && scalar < 128 { asciiRoot[Int(scalar)] = Int32(target) }
                }
            }
            asciiInfo = .allocate(capacity: 128)
            for scalar in 0..<128 {
                asciiInfo[scalar] =
                    (KeywordMatcher.isWordScalar(UInt32(scalar)) ? 1 : 0) | (asciiRoot[scalar] >= 0 ? 2 : 0)
            }
            // At most a quarter full, so that a scalar no keyword starts with meets an empty slot
            // at once.
            let wide = children[0].filter { $0.key >= 128 }
            var slots = 16
            while slots < 4 * wide.count { slots *= 2 }
            rootMask = UInt32(slots - 1)
            rootKeys = .allocate(capacity: slots)
            rootKeys.initialize(repeating: 0)
            rootTargets = .allocate(capacity: slots)
            rootTargets.initialize(repeating: -1)
            for (scalar, target) in wide {
                var slot = Self.slot(scalar, rootMask)
                while rootKeys[slot] != 0 { slot = (slot + 1) & Int(rootMask) }
                rootKeys[slot] = scalar
                rootTargets[slot] = Int32(target)
            }
            wordStart = .allocate(capacity: max(1, words.count))
            _ = wordStart.initialize(from: starts)
            wordEnd = .allocate(capacity: max(1, whole.count))
            _ = wordEnd.initialize(from: whole)
            compoundLabel = .allocate(capacity: max(1, compound.count))
            _ = compoundLabel.initialize(from: compound)
            isName = .allocate(capacity: max(1, names.count))
            _ = isName.initialize(from: names)
            hidesNothing = .allocate(capacity: max(1, transparent.count))
            _ = hidesNothing.initialize(from: transparent)
        }

        deinit {
            nodes.deallocate()
            edges.deallocate()
            asciiRoot.deallocate()
            asciiInfo.deallocate()
            denseRow.deallocate()
            denseChildren.deallocate()
            rootKeys.deallocate()
            rootTargets.deallocate()
            wordStart.deallocate()
            wordEnd.deallocate()
            compoundLabel.deallocate()
            isName.deallocate()
            hidesNothing.deallocate()
        }

        /// The number of nodes, for tests.
        var nodeCount: Int { denseRow.count }

        /// Whether a keyword starts with the ASCII scalar, and whether it is a word scalar, by
        /// the per-scalar table, for tests that check the table against the rules.
        func asciiTable(_ scalar: Int) -> (startsKeyword: Bool, isWord: Bool) {
            (asciiInfo[scalar] & 2 != 0, asciiInfo[scalar] & 1 != 0)
        }

        /// A node's child by a search of its sorted edges alone, the slow way ``child(of:_:)``
        /// takes when a node has no dense row: for tests that check the rows against it.
        func searchedChild(of node: Int, _ scalar: UInt32) -> Int {
            let first = Int(nodes[3 * node])
            let edgeRange = first..<(first + Int(nodes[3 * node + 1]))
            return edgeRange.first { edges[2 * $0] == scalar }.map { Int(edges[2 * $0 + 1]) } ?? -1
        }

        @inline(__always)
        static func slot(_ scalar: UInt32, _ mask: UInt32) -> Int {
            Int((scalar &* 0x9E37_79B1) >> 16 & mask)
        }

        /// The root's child for a scalar outside ASCII, or -1.
        @inline(__always)
        func rootChild(_ scalar: UInt32) -> Int {
            var slot = Self.slot(scalar, rootMask)
            while true {
                let key = rootKeys[slot]
                if key == scalar { return Int(rootTargets[slot]) }
                if key == 0 { return -1 }
                slot = (slot + 1) & Int(rootMask)
            }
        }

        @inline(__always)
        func child(of node: Int, _ scalar: UInt32) -> Int {
            if node == 0 { return scalar < 128 ? Int(asciiRoot[Int(scalar)]) : rootChild(scalar) }
            if scalar < 128 {
                let row = denseRow[node]
                if row >= 0 { return Int(denseChildren[Int(row) + Int(scalar)]) }
            }
            var low = Int(nodes[3 * node])
            var high = low + Int(nodes[3 * node + 1])
            // Most nodes have one or two edges: a straight scan beats a binary search there.
            if high - low <= 4 {
                while low < high {
                    let value = edges[2 * low]
                    if value == scalar { return Int(edges[2 * low + 1]) }
                    if value > scalar { return -1 }
                    low += 1
                }
                return -1
            }
            while low < high {
                let middle = (low + high) >> 1
                let value = edges[2 * middle]
                if value == scalar { return Int(edges[2 * middle + 1]) }
                if value < scalar { low = middle + 1 } else { high = middle }
            }
            return -1
        }

        func matches(in text: UnsafeMutableBufferPointer<UInt32>, into matches: inout ScratchList<Match>) {
            let count = text.count
            var coveredUntil = 0
            var previousIsWord = false
            for position in 0..<count {
                let first = text[position]
                let afterWord = previousIsWord
                var node: Int
                if first < 128 {
                    let info = asciiInfo[Int(first)]
                    previousIsWord = info & 1 != 0
                    // Keywords in word scripts start words: skip the inside of words at once.
                    if previousIsWord && afterWord { continue }
                    guard info & 2 != 0 else { continue }
                    node = Int(asciiRoot[Int(first)])
                } else {
                    previousIsWord = KeywordMatcher.isWordScalar(first)
                    if previousIsWord && afterWord { continue }
                    node = rootChild(first)
                    guard node >= 0 else { continue }
                }
                var index = position + 1
                var best = -1
                var bestEnd = 0
                while true {
                    let keyword = Int(nodes[3 * node + 2])
                    if keyword >= 0, !(wordStart[keyword] && afterWord),
                        !(wordEnd[keyword] && index < count && ScalarFolding.isWordLetter(text[index]))
                    {
                        best = keyword
                        bestEnd = index
                    }
                    guard index < count else { break }
                    node = child(of: node, text[index])
                    guard node >= 0 else { break }
                    index += 1
                }
                if best >= 0 && position >= coveredUntil {
                    if isName[best] {
                        coveredUntil = bestEnd
                        continue
                    }
                    if !hidesNothing[best] { coveredUntil = bestEnd }
                    if compoundLabel[best] >= 0 && position > 0 && KeywordMatcher.isCompoundNoun(text[position - 1]) {
                        best = Int(compoundLabel[best])
                    }
                    matches.append(Match(start: position, end: bestEnd, keyword: best))
                }
            }
        }
    }
}

/// An Aho-Corasick automaton over UTF-8 bytes: finds every keyword in a normalised text in one
/// pass, whatever the number of keywords.
///
/// Transitions are stored flat (per node: a run of sorted edges), with a full table at the
/// root where most bytes land.
struct KeywordAutomaton: Sendable {
    struct Match: Equatable {
        /// The index of the keyword in the list the automaton was built from.
        var keyword: Int
        /// Byte offsets in the searched text, spaces at either end excluded.
        var start: Int
        var end: Int
    }

    private var edgeStart: [Int32] = []
    private var edgeCount: [UInt16] = []
    private var edgeBytes: [UInt8] = []
    private var edgeTargets: [Int32] = []
    private var failure: [Int32] = []
    private var outputStart: [Int32] = []
    private var outputCount: [UInt16] = []
    private var outputs: [Int32] = []
    private var rootTable = [Int32](repeating: 0, count: 256)
    private let lengths: [Int]
    private let spaces: [(leading: Bool, trailing: Bool)]

    init(keywords: [[UInt8]]) {
        lengths = keywords.map(\.count)
        spaces = keywords.map { ($0.first == 0x20, $0.last == 0x20) }

        // The trie, with children in dictionaries while building.
        var children: [[UInt8: Int32]] = [[:]]
        var terminal: [[Int32]] = [[]]
        for (index, keyword) in keywords.enumerated() where !keyword.isEmpty {
            var node = 0
            for byte in keyword {
                if let next = children[node][byte] {
                    node = Int(next)
                } else {
                    children.append([:])
                    terminal.append([])
                    children[node][byte] = Int32(children.count - 1)
                    node = children.count - 1
                }
            }
            terminal[node].append(Int32(index))
        }

        // Failure links and merged outputs, breadth first.
        let count = children.count
        var fail = [Int32](repeating: 0, count: count)
        var merged = terminal
        var queue: [Int] = []
        queue.reserveCapacity(count)
        for (_, child) in children[0] { queue.append(Int(child)) }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for (byte, child) in children[node] {
                queue.append(Int(child))
                var state = Int(fail[node])
                while state != 0 && children[state][byte] == nil { state = Int(fail[state]) }
                let target = children[state][byte].map(Int.init) ?? 0
                fail[Int(child)] = Int32(target == Int(child) ? 0 : target)
                merged[Int(child)].append(contentsOf: merged[Int(fail[Int(child)])])
            }
        }

        // Flatten.
        edgeStart.reserveCapacity(count)
        for node in 0..<count {
            let sorted = children[node].sorted { $0.key < $1.key }
            edgeStart.append(Int32(edgeBytes.count))
            edgeCount.append(UInt16(sorted.count))
            for (byte, target) in sorted {
                edgeBytes.append(byte)
                edgeTargets.append(target)
            }
            outputStart.append(Int32(outputs.count))
            outputCount.append(UInt16(merged[node].count))
            outputs.append(contentsOf: merged[node])
        }
        failure = fail
        for (byte, target) in children[0] { rootTable[Int(byte)] = target }
    }

    private func child(of node: Int, _ byte: UInt8) -> Int? {
        if node == 0 { return rootTable[Int(byte)] == 0 ? nil : Int(rootTable[Int(byte)]) }
        let start = Int(edgeStart[node])
        let end = start + Int(edgeCount[node])
        var index = start
        while index < end {
            let candidate = edgeBytes[index]
            if candidate == byte { return Int(edgeTargets[index]) }
            if candidate > byte { return nil }
            index += 1
        }
        return nil
    }

    /// Every keyword occurrence in `text`.
    func matches(in text: [UInt8]) -> [Match] {
        var found: [Match] = []
        var node = 0
        for (position, byte) in text.enumerated() {
            while true {
                if let next = child(of: node, byte) {
                    node = next
                    break
                }
                if node == 0 { break }
                node = Int(failure[node])
            }
            let start = Int(outputStart[node])
            for offset in 0..<Int(outputCount[node]) {
                let keyword = Int(outputs[start + offset])
                var matchStart = position + 1 - lengths[keyword]
                var matchEnd = position + 1
                if spaces[keyword].leading { matchStart += 1 }
                if spaces[keyword].trailing { matchEnd -= 1 }
                found.append(Match(keyword: keyword, start: matchStart, end: matchEnd))
            }
        }
        return found
    }

    /// ``matches(in:)`` without the matches that lie inside a longer match: "one time password"
    /// hides "password", "postal code" hides "code".
    func longestMatches(in text: [UInt8]) -> [Match] {
        let all = matches(in: text)
        guard all.count > 1 else { return all }
        return all.filter { match in
            !all.contains { other in
                other != match && other.start <= match.start && match.end <= other.end
                    && (other.end - other.start) > (match.end - match.start)
            }
        }
    }
}

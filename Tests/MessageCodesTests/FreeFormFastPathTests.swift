import Testing

@testable import MessageCodes

/// The free-form detector's fast structures against the plain ones they replace: the trie's
/// dense rows against its edge lists, the word-hash table against `Set`, the scratch lists
/// against `Array`, and messages long enough to move the scratch lists to the heap.
@Suite struct FreeFormFastPathTests {
    /// A fixed-seed xorshift generator.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    @Test func denseTrieRowsAgreeWithTheEdges() {
        let trie = KeywordMatcher(languages: MessageLanguage.all).trie
        var compared = 0
        for node in 1..<trie.nodeCount {
            for scalar in UInt32(0)..<128 where trie.child(of: node, scalar) != trie.searchedChild(of: node, scalar) {
                Issue.record("node \(node), scalar \(scalar): \(trie.child(of: node, scalar))")
            }
            compared += 128
        }
        for scalar in 0..<128 {
            let table = trie.asciiTable(scalar)
            #expect(table.isWord == KeywordMatcher.isWordScalar(UInt32(scalar)))
            #expect(table.startsKeyword == (trie.searchedChild(of: 0, UInt32(scalar)) >= 0))
        }
        #expect(compared > 10_000)
    }

    @Test func hashedRootAgreesWithTheEdges() {
        let matcher = KeywordMatcher(languages: MessageLanguage.all)
        let firsts = Set(matcher.keywords.compactMap { KeywordMatcher.fold($0.text).first }.filter { $0 >= 128 })
        var found = 0
        for scalar in firsts.union(stride(from: UInt32(128), to: 0x30000, by: 13)) {
            let searched = matcher.trie.searchedChild(of: 0, scalar)
            if searched >= 0 { found += 1 }
            if matcher.trie.child(of: 0, scalar) != searched {
                Issue.record("scalar \(scalar): \(matcher.trie.child(of: 0, scalar)), not \(searched)")
            }
        }
        #expect(found == firsts.count && found > 100)
    }

    @Test func nameScalarMasksAgreeWithTheASCIIRule() {
        for value in UInt32(0)..<0x80 {
            #expect(ServiceName.isNameScalar(value) == MessageScan.isAlphanumeric(value), "\(value)")
        }
    }

    @Test func inOtherScriptsEarlyAnswerAgreesWithTheCount() throws {
        let detector = FreeFormDetector()
        var generator = Generator(state: 0x5EED)
        let alphabet = Array("aZ 7.Ωжכ你ท-".unicodeScalars)
        for _ in 0..<500 {
            let length = Int(generator.next() % 40)
            var text = String.UnicodeScalarView()
            for _ in 0..<length { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            let message = String(text)
            var letters = 0
            var latin = 0
            for scalar in message.unicodeScalars where scalar.value >= 0x41 {
                letters += 1
                if MessageScan.isASCIILetter(scalar.value) { latin += 1 }
            }
            let expected = letters > 0 && latin * 3 < letters
            let answer = Array(message.utf8).withUnsafeBufferPointer { bytes in
                detector.withScan(bytes) { ServiceName.isInOtherScript($0) }
            }
            #expect(answer == expected, "\(message)")
        }
    }

    @Test func wordHashesAgreeWithSet() {
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15)
        let words = (0..<300).map { _ in String(generator.next() % 100_000, radix: 36) }
        let keys = words.map { ServiceName.hash(KeywordMatcher.fold($0)) }
        let table = ServiceName.WordHashes(Array(keys.prefix(150)))
        let set = Set(keys.prefix(150))
        for key in keys + (0..<10_000).map({ _ in generator.next() }) + [0] {
            #expect(table.contains(key) == set.contains(key))
        }
        #expect(ServiceName.stopWords.contains(ServiceName.hash(KeywordMatcher.fold("Verification"))))
        #expect(!ServiceName.stopWords.contains(ServiceName.hash(KeywordMatcher.fold("GitHub"))))
    }

    @Test func scratchListsGrowLikeArrays() {
        var generator = Generator(state: 0x2545_F491_4F6C_DD1D)
        for capacity in [1, 2, 5, 16] {
            withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { memory in
                var list = ScratchList(lending: memory)
                var array: [Int] = []
                for _ in 0..<200 {
                    let value = Int(truncatingIfNeeded: generator.next())
                    list.append(value)
                    array.append(value)
                    if generator.next() % 5 == 0, !array.isEmpty {
                        let index = Int(generator.next() % UInt64(array.count))
                        list[index] = -value
                        array[index] = -value
                    }
                }
                #expect(Array(list) == array)
                #expect(list.indices == array.indices)
                list.release()
                #expect(list.isEmpty)
            }
        }
    }

    @Test func longMessagesMoveTheirListsToTheHeap() throws {
        // Far more tokens and keywords than the lists hold on the stack (16 and 32).
        let decoys = (0..<40).map { "order \(7_000_000 + $0 * 37)" }.joined(separator: ", ")
        let message = "Your verification code is 482913. " + decoys + ". Code valid 10 minutes."
        let detector = FreeFormDetector()
        let found = try #require(detector.code(in: message))
        #expect(found.code.unredacted == "482913")
        let candidates = detector.candidates(in: message)
        #expect(candidates.count == 41)
        #expect(candidates.filter { $0.rejection == nil }.count == 1)
        #expect(candidates.dropFirst().allSatisfy { $0.rejection == .orderOrTracking })
    }
}

extension FreeFormFastPathTests {
    @Test func scalarsTheScanFoldDirectlyFoldTheSameWayInGeneral() {
        // CJK ideographs and Hangul syllables fold to themselves, Cyrillic letters show as they are.
        var checked = 0
        for value in UInt32(0x3400)..<0xA000
        where ScalarFolding.isIgnorable(value)
            || ScalarFolding.display(value) != value || ScalarFolding.keyword(value) != value
        {
            Issue.record("U+\(String(value, radix: 16)) does not fold to itself")
        }
        for value in UInt32(0xAC00)..<0xD7A4
        where ScalarFolding.isIgnorable(value)
            || ScalarFolding.display(value) != value || ScalarFolding.keyword(value) != value
        {
            Issue.record("U+\(String(value, radix: 16)) does not fold to itself")
        }
        for value in UInt32(0x0400)..<0x0500 {
            #expect(!ScalarFolding.isIgnorable(value) && ScalarFolding.display(value) == value)
            checked += 1
        }
        #expect(checked == 256)
    }

    @Test func scansFoldLikeTheScalarRules() {
        // Generated text in many scripts, folded by the scan and by the rules one scalar at a time.
        var generator = Generator(state: 0x5851_F42D_4C95_7F2D)
        let pieces = [
            "Code", "@AZ[`az{\u{7F}\u{01}", "YOUR VERIFICATION", "код", "Ё", "验证码", "認証", "인증번호", "١٢٣", "१२३", "ＡＢ１２",
            "é", "\u{301}", "\u{200B}", "ẞ",
            "Ω", " ", "-", "\n", "4821", "ḍ", "ｶ", "\u{1D7D8}", "\u{10FFFF}", "€", "Đ", "ǅ", "\u{FEFF}",
        ]
        let detector = FreeFormDetector()
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 30)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
            var expectedDisplay: [UInt32] = []
            var expectedFolded: [UInt32] = []
            for scalar in text.unicodeScalars where !ScalarFolding.isIgnorable(scalar.value) {
                let shown = ScalarFolding.display(scalar.value)
                expectedDisplay.append(shown)
                expectedFolded.append(ScalarFolding.keyword(shown))
            }
            let (display, folded) = Array(text.utf8).withUnsafeBufferPointer { buffer in
                detector.withScan(buffer) { scan in (Array(scan.display), Array(scan.folded)) }
            }
            #expect(display == expectedDisplay, "\(text)")
            #expect(folded == expectedFolded, "\(text)")
        }
    }
}

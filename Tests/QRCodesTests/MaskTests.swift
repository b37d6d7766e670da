import Testing

@testable import QRCodes

@Suite struct MaskTests {
    /// A plain reading of the four penalty rules, module by module, to check the run-based
    /// scorer against. Modules beyond the edge are light (the quiet zone).
    static func referencePenalty(_ code: QRCode) -> Int {
        let n = code.size
        func module(_ x: Int, _ y: Int) -> Bool { (0..<n).contains(x) && (0..<n).contains(y) && code[x, y] }
        var score = 0
        for horizontal in [true, false] {
            for line in 0..<n {
                let at = { (index: Int) in horizontal ? module(index, line) : module(line, index) }
                // Rule 1: measure each run from its first module.
                var index = 0
                while index < n {
                    var end = index
                    while end < n && at(end) == at(index) { end += 1 }
                    if end - index >= 5 { score += end - index - 2 }
                    index = end
                }
                // Rule 3: light, dark, light, dark ×3, light, dark, light, with four light
                // modules before or after.
                let pattern = [false, true, false, true, true, true, false, true, false]
                for start in -1..<(n - 7) where pattern.indices.allSatisfy({ at(start + $0) == pattern[$0] }) {
                    let lightBefore = (start - 3...start).allSatisfy { !at($0) }
                    let lightAfter = (start + 8...start + 11).allSatisfy { !at($0) }
                    if lightBefore || lightAfter { score += 40 }
                }
            }
        }
        for y in 0..<(n - 1) {
            for x in 0..<(n - 1) {
                let block = [module(x, y), module(x + 1, y), module(x, y + 1), module(x + 1, y + 1)]
                if block.allSatisfy({ $0 }) || block.allSatisfy({ !$0 }) { score += 3 }
            }
        }
        let dark = (0..<n).reduce(0) { sum, y in sum + (0..<n).count { module($0, y) } }
        // Rule 4: k whole steps of 5% away from half dark.
        let deviation = abs(100 * dark - 50 * n * n)
        var steps = 0
        while 5 * (steps + 1) * n * n <= deviation { steps += 1 }
        score += 10 * steps
        return score
    }

    static let inputs: [(String, ErrorCorrection)] = [
        ("HELLO WORLD", .medium),
        ("otpauth://totp/example.com:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=example.com", .low),
        (String(repeating: "a", count: 100), .quartile),
        (String(repeating: "0123456789", count: 30), .high),
        ("", .medium),
    ]

    @Test(arguments: inputs)
    func theLowestScoringMaskIsChosen(text: String, level: ErrorCorrection) throws {
        let chosen = try QRCode(text: text, correction: level)
        var scores: [Int] = []
        for mask in 0..<8 {
            let masked = try QRCode(encoding: Array(text.utf8), correction: level, mask: mask)
            let reference = Self.referencePenalty(masked)
            // The grid the encoder scored for this mask.
            let version = SymbolVersion(masked.version)
            var grid = ModuleGrid(version: version)
            grid.placeData(QRCode.codewords(for: Array(text.utf8), version: version, correction: level))
            grid.applyMask(mask)
            grid.drawFormatInformation(InformationCodes.format(level, mask: mask))
            #expect(grid.modules == masked.modules)
            #expect(grid.penalty == reference, "mask \(mask)")
            scores.append(reference)
        }
        #expect(scores[chosen.mask] == scores.min())
        #expect(scores.firstIndex(of: scores.min()!) == chosen.mask, "ties go to the lower mask")
    }

    @Test func aFinderLikePatternScoresOnce() {
        // Light run, then 1:1:3:1:1, then light beyond the edge.
        let line: [Bool] = [false, false, false, false, true, false, true, true, true, false, true]
        var runs: [Int] = []
        let score = line.withUnsafeBufferPointer {
            ModuleGrid.linePenalty($0, start: 0, step: 1, count: line.count, runs: &runs)
        }
        #expect(score == 40)
    }

    @Test func runsOfFiveOrMoreScore() {
        let line: [Bool] = [true, true, true, true, true, false, false, false, false, false, false, true]
        var runs: [Int] = []
        let score = line.withUnsafeBufferPointer {
            ModuleGrid.linePenalty($0, start: 0, step: 1, count: line.count, runs: &runs)
        }
        #expect(score == 3 + 4)
    }

    @Test(arguments: 0..<8)
    func masksAreTheirOwnInverse(mask: Int) {
        var grid = ModuleGrid(version: SymbolVersion(7))
        grid.placeData((0..<196).map { UInt8($0 * 37 & 0xFF) })
        let before = grid.modules
        grid.applyMask(mask)
        #expect(grid.modules != before)
        grid.applyMask(mask)
        #expect(grid.modules == before)
    }

    @Test func maskConditionsAtTheOrigin() {
        // Every mask pattern is dark at row 0, column 0 (i = j = 0 meets each condition).
        #expect((0..<8).allSatisfy { ModuleGrid.maskCondition($0, x: 0, y: 0) })
        // Spot checks, with x the column j and y the row i.
        #expect(ModuleGrid.maskCondition(1, x: 1, y: 0) && !ModuleGrid.maskCondition(1, x: 0, y: 1))
        #expect(ModuleGrid.maskCondition(2, x: 3, y: 1) && !ModuleGrid.maskCondition(2, x: 1, y: 3))
        #expect(ModuleGrid.maskCondition(4, x: 2, y: 1) && !ModuleGrid.maskCondition(4, x: 3, y: 0))
    }
}

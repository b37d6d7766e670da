import Testing

@testable import QRCodes

/// Checks of the drawn symbol against the layout ISO/IEC 18004 §6.3 and §7.9 describe.
@Suite struct StructureTests {
    static let sample = Array(
        "otpauth://totp/example.com:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=example.com".utf8)

    /// A symbol of each version: as much of the sample as fits, forced up to that version.
    /// Built once, shared by the tests.
    struct Symbol: Sendable, CustomTestStringConvertible {
        let code: QRCode
        var testDescription: String { "version \(code.version)-\(code.correction)" }
    }

    static let symbols: [Symbol] = SymbolVersion.all.map { version in
        // Every version, with the levels taking turns (encoding all 160 is slow in debug builds).
        let level = ErrorCorrection.allCases[version.number % 4]
        let capacity = version.byteCapacity(level)
        return Symbol(
            code: try! QRCode(
                encoding: Array(sample.prefix(capacity)), correction: level, minimumVersion: version.number))
    }

    @Test(arguments: SymbolVersion.all)
    func sizeFollowsTheVersion(version: SymbolVersion) throws {
        let code = try QRCode(encoding: [0x41], correction: .medium, minimumVersion: version.number)
        #expect(code.version == version.number)
        #expect(code.size == 17 + 4 * version.number)
    }

    @Test(arguments: ErrorCorrection.allCases)
    func theSmallestVersionThatFitsIsChosen(level: ErrorCorrection) throws {
        for (index, capacities) in SymbolVersionTests.byteCapacity.enumerated() {
            let capacity = capacities[level.tableColumn]
            #expect(QRCode.smallestVersion(holding: capacity, at: level)?.number == index + 1)
            #expect(QRCode.smallestVersion(holding: capacity + 1, at: level)?.number == (index < 39 ? index + 2 : nil))
        }
        // And the encoder uses it: the first version's capacity, and one byte more.
        let capacity = SymbolVersionTests.byteCapacity[0][level.tableColumn]
        #expect(try QRCode(bytes: [UInt8](repeating: 0x61, count: capacity), correction: level).version == 1)
        #expect(try QRCode(bytes: [UInt8](repeating: 0x61, count: capacity + 1), correction: level).version == 2)
    }

    @Test(arguments: symbols)
    func finderSeparatorAndTimingPatterns(symbol: Symbol) {
        let code = symbol.code
        let size = code.size
        for (left, top) in [(0, 0), (size - 7, 0), (0, size - 7)] {
            for dy in -1...7 {
                for dx in -1...7 {
                    let x = left + dx
                    let y = top + dy
                    guard (0..<size).contains(x) && (0..<size).contains(y) else { continue }
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    #expect(code[x, y] == (ring <= 1 || ring == 3), "finder at (\(left), \(top)), module (\(x), \(y))")
                }
            }
        }
        for index in 8..<(size - 8) {
            #expect(code[index, 6] == index.isMultiple(of: 2))
            #expect(code[6, index] == index.isMultiple(of: 2))
        }
        #expect(code[8, size - 8], "the dark module")
    }

    @Test(arguments: symbols.filter { $0.code.version >= 2 })
    func alignmentPatterns(symbol: Symbol) {
        let code = symbol.code
        let centres = SymbolVersion(code.version).alignmentCenters
        var count = 0
        for y in centres {
            for x in centres {
                let onFinder = (x < 9 && y < 9) || (x < 9 && y > code.size - 9) || (x > code.size - 9 && y < 9)
                if onFinder { continue }
                count += 1
                for dy in -2...2 {
                    for dx in -2...2 {
                        #expect(code[x + dx, y + dy] == (max(abs(dx), abs(dy)) != 1), "alignment at (\(x), \(y))")
                    }
                }
            }
        }
        #expect(count == centres.count * centres.count - 3)
    }

    /// Both copies of the format information, most significant bit first, at the positions of
    /// ISO/IEC 18004 figure 25.
    static func formatCopies(_ code: QRCode) -> (Int, Int) {
        let s = code.size
        let first = [
            (0, 8), (1, 8), (2, 8), (3, 8), (4, 8), (5, 8), (7, 8), (8, 8), (8, 7), (8, 5), (8, 4), (8, 3), (8, 2),
            (8, 1),
            (8, 0),
        ]
        let second = [
            (8, s - 1), (8, s - 2), (8, s - 3), (8, s - 4), (8, s - 5), (8, s - 6), (8, s - 7), (s - 8, 8), (s - 7, 8),
            (s - 6, 8), (s - 5, 8), (s - 4, 8), (s - 3, 8), (s - 2, 8), (s - 1, 8),
        ]
        func read(_ positions: [(Int, Int)]) -> Int { positions.reduce(0) { $0 << 1 | (code[$1.0, $1.1] ? 1 : 0) } }
        return (read(first), read(second))
    }

    @Test(arguments: symbols)
    func formatInformationNamesTheLevelAndMask(symbol: Symbol) {
        let code = symbol.code
        let (first, second) = Self.formatCopies(code)
        #expect(first == second)
        let decoded = InformationCodesTests.formatTable.flatMap { level, row in
            row.enumerated().compactMap { mask, bits in Int(bits, radix: 2) == first ? (level, mask) : nil }
        }
        #expect(decoded.count == 1)
        #expect(decoded.first?.0 == code.correction)
        #expect(decoded.first?.1 == code.mask)
    }

    @Test(arguments: 0..<8)
    func everyMaskIsWrittenAsAsked(mask: Int) throws {
        let code = try QRCode(encoding: Self.sample, correction: .quartile, mask: mask)
        let (first, _) = Self.formatCopies(code)
        #expect(first == Int(InformationCodesTests.formatTable[2].1[mask], radix: 2))
    }

    @Test(arguments: symbols.filter { $0.code.version >= 7 })
    func versionInformation(symbol: Symbol) {
        let code = symbol.code
        let version = code.version
        var topRight = 0
        var bottomLeft = 0
        // Bit 0 is the top left module of the 3-wide, 6-tall block by the top right finder,
        // counting along its rows; the block by the bottom left finder is its transpose.
        for bit in 0..<18 {
            let along = code.size - 11 + bit % 3
            let across = bit / 3
            if code[along, across] { topRight |= 1 << bit }
            if code[across, along] { bottomLeft |= 1 << bit }
        }
        #expect(topRight == InformationCodes.version(SymbolVersion(version)))
        #expect(bottomLeft == topRight)
        #expect(topRight >> 12 == version)
    }

    @Test(arguments: symbols)
    func theDataAreaHoldsTheMaskedCodewords(symbol: Symbol) {
        let code = symbol.code
        let level = code.correction
        let symbolVersion = SymbolVersion(code.version)
        let functions = ModuleGrid(version: symbolVersion)
        // Read the data modules in placement order, written out as a list of coordinates:
        // right to left in column pairs, the first pair upwards, then alternating.
        var order: [(Int, Int)] = []
        let pairs = Array(stride(from: code.size - 1, to: 6, by: -2)) + Array(stride(from: 5, to: 0, by: -2))
        for (index, right) in pairs.enumerated() {
            let rows = Array(0..<code.size)
            for y in index.isMultiple(of: 2) ? rows.reversed() : rows {
                for x in [right, right - 1] where !functions.isFunction(x: x, y: y) { order.append((x, y)) }
            }
        }
        #expect(order.count == symbolVersion.dataModuleCount)
        let bits = order.map { x, y in code[x, y] != ModuleGrid.maskCondition(code.mask, x: x, y: y) }
        let codewords = stride(from: 0, to: bits.count - 7, by: 8).map { start in
            bits[start..<(start + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
        let expected = QRCode.codewords(
            for: Array(Self.sample.prefix(symbolVersion.byteCapacity(level))), version: symbolVersion,
            correction: level)
        #expect(codewords == expected)
        #expect(bits[(codewords.count * 8)...].allSatisfy { !$0 }, "remainder bits are zero")
    }

    @Test func dataCodewordsOfAShortText() {
        // Mode 0100, count 00000010, 'A' 01000001, 'B' 01000010, terminator 0000, then pad codewords.
        let codewords = QRCode.dataCodewords(for: Array("AB".utf8), version: SymbolVersion(1), correction: .low)
        #expect(codewords.count == 19)
        #expect(Array(codewords.prefix(6)) == [0x40, 0x24, 0x14, 0x20, 0xEC, 0x11])
        #expect(codewords.last == 0xEC)
    }

    @Test func theTerminatorIsShortenedWhenTheDataNearlyFills() {
        // 14 bytes fill version 1-M (16 codewords) but for 4 bits: exactly the terminator.
        let full = QRCode.dataCodewords(
            for: [UInt8](repeating: 0xFF, count: 14), version: SymbolVersion(1), correction: .medium)
        #expect(full.count == 16)
        #expect(full.first == 0x40)
        #expect(full.last == 0xF0)
    }
}

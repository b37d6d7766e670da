import Testing

@testable import QRCodes

@Suite struct InformationCodesTests {
    // ISO/IEC 18004 annex C, table C.1: the masked format information for each level and mask.
    static let formatTable: [(ErrorCorrection, [String])] = [
        (
            .low,
            [
                "111011111000100", "111001011110011", "111110110101010", "111100010011101",
                "110011000101111", "110001100011000", "110110001000001", "110100101110110",
            ]
        ),
        (
            .medium,
            [
                "101010000010010", "101000100100101", "101111001111100", "101101101001011",
                "100010111111001", "100000011001110", "100111110010111", "100101010100000",
            ]
        ),
        (
            .quartile,
            [
                "011010101011111", "011000001101000", "011111100110001", "011101000000110",
                "010010010110100", "010000110000011", "010111011011010", "010101111101101",
            ]
        ),
        (
            .high,
            [
                "001011010001001", "001001110111110", "001110011100111", "001100111010000",
                "000011101100010", "000001001010101", "000110100001100", "000100000111011",
            ]
        ),
    ]

    @Test func formatInformationMatchesTheTable() {
        for (level, row) in Self.formatTable {
            for (mask, bits) in row.enumerated() {
                #expect(InformationCodes.format(level, mask: mask) == Int(bits, radix: 2), "\(level) mask \(mask)")
            }
        }
    }

    @Test func formatCodewordsAreAtLeastSevenBitsApart() {
        let all = ErrorCorrection.allCases.flatMap { level in (0..<8).map { InformationCodes.format(level, mask: $0) } }
        #expect(Set(all).count == 32)
        for (index, first) in all.enumerated() {
            for second in all[(index + 1)...] { #expect((first ^ second).nonzeroBitCount >= 7) }
        }
    }

    // ISO/IEC 18004 annex D, table D.1 (a sample).
    @Test(arguments: [
        (7, "000111110010010100"), (8, "001000010110111100"), (9, "001001101010011001"),
        (10, "001010010011010011"), (40, "101000110001101001"),
    ])
    func versionInformationMatchesTheTable(version: Int, bits: String) {
        #expect(InformationCodes.version(SymbolVersion(version)) == Int(bits, radix: 2))
    }

    @Test func versionCodewordsAreAtLeastEightBitsApart() {
        let all = (7...40).map { InformationCodes.version(SymbolVersion($0)) }
        for (index, first) in all.enumerated() {
            #expect(first >> 12 == index + 7)
            for second in all[(index + 1)...] { #expect((first ^ second).nonzeroBitCount >= 8) }
        }
    }
}

import Testing

@testable import QRCodes

@Suite struct SymbolVersionTests {
    // ISO/IEC 18004 table 1: total codewords per version.
    static let totalCodewords = [
        26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404, 466, 532, 581, 655, 733, 815, 901, 991, 1085,
        1156, 1258, 1364, 1474, 1588, 1706, 1828, 1921, 2051, 2185, 2323, 2465, 2611, 2761, 2876, 3034, 3196, 3362,
        3532, 3706,
    ]

    // Table 1: remainder bits per version.
    static let remainderBits = [
        0, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0,
        0,
        0, 0,
    ]

    // Table 7: byte mode capacity per version, columns L, M, Q, H.
    static let byteCapacity: [[Int]] = [
        [17, 14, 11, 7], [32, 26, 20, 14], [53, 42, 32, 24], [78, 62, 46, 34], [106, 84, 60, 44],
        [134, 106, 74, 58], [154, 122, 86, 64], [192, 152, 108, 84], [230, 180, 130, 98], [271, 213, 151, 119],
        [321, 251, 177, 137], [367, 287, 203, 155], [425, 331, 241, 177], [458, 362, 258, 194],
        [520, 412, 292, 220], [586, 450, 322, 250], [644, 504, 364, 280], [718, 560, 394, 310],
        [792, 624, 442, 338], [858, 666, 482, 382], [929, 711, 509, 403], [1003, 779, 565, 439],
        [1091, 857, 611, 461], [1171, 911, 661, 511], [1273, 997, 715, 535], [1367, 1059, 751, 593],
        [1465, 1125, 805, 625], [1528, 1190, 868, 658], [1628, 1264, 908, 698], [1732, 1370, 982, 742],
        [1840, 1452, 1030, 790], [1952, 1538, 1112, 842], [2068, 1628, 1168, 898], [2188, 1722, 1228, 958],
        [2303, 1809, 1283, 983], [2431, 1911, 1351, 1051], [2563, 1989, 1423, 1093], [2699, 2099, 1499, 1139],
        [2809, 2213, 1579, 1219], [2953, 2331, 1663, 1273],
    ]

    @Test(arguments: SymbolVersion.all)
    func codewordsAndRemainderBits(version: SymbolVersion) {
        #expect(version.totalCodewords == Self.totalCodewords[version.number - 1])
        #expect(version.dataModuleCount % 8 == Self.remainderBits[version.number - 1])
    }

    @Test(arguments: SymbolVersion.all)
    func theModuleCountMatchesTheDrawnFunctionPatterns(version: SymbolVersion) {
        let grid = ModuleGrid(version: version)
        #expect(grid.isFunction.count { !$0 } == version.dataModuleCount)
    }

    @Test(arguments: SymbolVersion.all)
    func byteCapacities(version: SymbolVersion) {
        let expected = Self.byteCapacity[version.number - 1]
        #expect(ErrorCorrection.allCases.map(version.byteCapacity) == expected)
    }

    @Test(arguments: SymbolVersion.all)
    func blocksShareTheDataEvenly(version: SymbolVersion) {
        for level in ErrorCorrection.allCases {
            let lengths = version.dataBlockLengths(level)
            #expect(lengths.count == version.blockCount(level))
            #expect(lengths.reduce(0, +) == version.dataCodewords(level))
            #expect(lengths == lengths.sorted())
            #expect(lengths.last! - lengths.first! <= 1)
            // Reed-Solomon over GF(256) allows at most 255 codewords per block.
            #expect(lengths.last! + version.errorCorrectionCodewordsPerBlock(level) <= 255)
        }
    }

    // Table 9 spells out the groups for some versions: (blocks, data codewords each), ...
    @Test func knownBlockStructures() {
        #expect(SymbolVersion(1).dataBlockLengths(.high) == [9])
        #expect(SymbolVersion(5).dataBlockLengths(.quartile) == [15, 15, 16, 16])
        #expect(SymbolVersion(5).errorCorrectionCodewordsPerBlock(.quartile) == 18)
        #expect(
            SymbolVersion(40).dataBlockLengths(.low) == Array(repeating: 118, count: 19)
                + Array(repeating: 119, count: 6))
        #expect(
            SymbolVersion(40).dataBlockLengths(.high) == Array(repeating: 15, count: 20)
                + Array(repeating: 16, count: 61))
    }

    @Test(arguments: SymbolVersion.all)
    func alignmentPatternCentres(version: SymbolVersion) {
        let centres = version.alignmentCenters
        guard version.number > 1 else {
            #expect(centres.isEmpty)
            return
        }
        #expect(centres.count == version.number / 7 + 2)
        #expect(centres.first == 6)
        #expect(centres.last == version.size - 7)
        // Evenly spaced from the last back to the second; the first gap may differ (it is
        // shorter in every version but 32).
        let gaps = zip(centres.dropFirst(), centres).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 % 2 == 0 })
        #expect(Set(gaps.dropFirst()).count <= 1)
        #expect(gaps.first! <= gaps.last! || version.number == 32)
    }
}

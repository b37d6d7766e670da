/// One of the forty QR code versions, and the facts ISO/IEC 18004 gives for it: its size, where
/// its alignment patterns go, how many codewords it holds and how they are split into
/// Reed-Solomon blocks at each error correction level.
struct SymbolVersion: Hashable, Sendable, Comparable {
    /// 1...40.
    let number: Int

    init(_ number: Int) {
        precondition((1...40).contains(number), "QR code versions are 1-40, got \(number)")
        self.number = number
    }

    static let all = (1...40).map(SymbolVersion.init)

    static func < (lhs: SymbolVersion, rhs: SymbolVersion) -> Bool { lhs.number < rhs.number }

    /// Modules per side: 21 for version 1, four more per version.
    var size: Int { 17 + 4 * number }

    /// Row and column coordinates of the alignment pattern centres (ISO/IEC 18004 annex E).
    /// Patterns go at every pair of them except the three that would overlap finder patterns.
    var alignmentCenters: [Int] { Self.alignmentCenterTable[number - 1] }

    /// Bits in the byte mode character count indicator.
    var characterCountBits: Int { number <= 9 ? 8 : 16 }

    /// Modules left for codewords once the function patterns, format and version information
    /// are placed. Not always a multiple of 8: the rest are remainder bits.
    var dataModuleCount: Int {
        let alignmentCount = number == 1 ? 0 : alignmentCenters.count
        var modules = size * size
        modules -= 3 * 64  // three finder patterns with their separators
        modules -= 2 * (size - 16)  // the timing patterns between the separators
        modules -= 2 * 15 + 1  // two copies of the format information, and the dark module
        if alignmentCount > 0 {
            modules -= (alignmentCount * alignmentCount - 3) * 25
            // Patterns centred on row or column 6 share five modules with a timing pattern.
            modules += 2 * (alignmentCount - 2) * 5
        }
        if number >= 7 { modules -= 2 * 18 }  // two copies of the version information
        return modules
    }

    /// All codewords, data and error correction.
    var totalCodewords: Int { dataModuleCount / 8 }

    /// Error correction codewords in each block.
    func errorCorrectionCodewordsPerBlock(_ level: ErrorCorrection) -> Int {
        Int(Self.errorCorrectionPerBlockTable[level.tableColumn][number - 1])
    }

    /// Reed-Solomon blocks the codewords are split into.
    func blockCount(_ level: ErrorCorrection) -> Int {
        Int(Self.blockCountTable[level.tableColumn][number - 1])
    }

    /// Data codewords: what is left after error correction.
    func dataCodewords(_ level: ErrorCorrection) -> Int {
        totalCodewords - blockCount(level) * errorCorrectionCodewordsPerBlock(level)
    }

    /// The most bytes a byte mode segment can carry in this version at `level`.
    func byteCapacity(_ level: ErrorCorrection) -> Int {
        (dataCodewords(level) * 8 - 4 - characterCountBits) / 8
    }

    /// The data codewords of each block, in order. Blocks share the data as evenly as they can;
    /// the shorter blocks come first (ISO/IEC 18004 table 9 lists them as the first group).
    func dataBlockLengths(_ level: ErrorCorrection) -> [Int] {
        let blocks = blockCount(level)
        let longBlocks = totalCodewords % blocks
        let shortLength = totalCodewords / blocks - errorCorrectionCodewordsPerBlock(level)
        return (0..<blocks).map { $0 < blocks - longBlocks ? shortLength : shortLength + 1 }
    }

    // ISO/IEC 18004 table 9, columns L, M, Q, H; one entry per version 1...40.

    private static let errorCorrectionPerBlockTable: [[UInt8]] = [
        [
            7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
            28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
            26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
        ],
        [
            13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
            28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
        [
            17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
            30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
        ],
    ]

    private static let blockCountTable: [[UInt8]] = [
        [
            1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
            8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
        ],
        [
            1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
            17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
        ],
        [
            1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
            23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
        ],
        [
            1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
            25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
        ],
    ]

    // ISO/IEC 18004 annex E, table E.1.
    private static let alignmentCenterTable: [[Int]] = [
        [],
        [6, 18],
        [6, 22],
        [6, 26],
        [6, 30],
        [6, 34],
        [6, 22, 38],
        [6, 24, 42],
        [6, 26, 46],
        [6, 28, 50],
        [6, 30, 54],
        [6, 32, 58],
        [6, 34, 62],
        [6, 26, 46, 66],
        [6, 26, 48, 70],
        [6, 26, 50, 74],
        [6, 30, 54, 78],
        [6, 30, 56, 82],
        [6, 30, 58, 86],
        [6, 34, 62, 90],
        [6, 28, 50, 72, 94],
        [6, 26, 50, 74, 98],
        [6, 30, 54, 78, 102],
        [6, 28, 54, 80, 106],
        [6, 32, 58, 84, 110],
        [6, 30, 58, 86, 114],
        [6, 34, 62, 90, 118],
        [6, 26, 50, 74, 98, 122],
        [6, 30, 54, 78, 102, 126],
        [6, 26, 52, 78, 104, 130],
        [6, 30, 56, 82, 108, 134],
        [6, 34, 60, 86, 112, 138],
        [6, 30, 58, 86, 114, 142],
        [6, 34, 62, 90, 118, 146],
        [6, 30, 54, 78, 102, 126, 150],
        [6, 24, 50, 76, 102, 128, 154],
        [6, 28, 54, 80, 106, 132, 158],
        [6, 32, 58, 84, 110, 136, 162],
        [6, 26, 54, 82, 110, 138, 166],
        [6, 30, 58, 86, 114, 142, 170],
    ]
}

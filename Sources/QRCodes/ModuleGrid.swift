/// A symbol under construction: which modules are dark, and which belong to function
/// patterns (and so are left alone by data placement and masking).
///
/// Coordinates are (x, y): column, then row, from the top left.
struct ModuleGrid: Sendable {
    let version: SymbolVersion
    let size: Int
    private(set) var modules: [Bool]
    private(set) var isFunction: [Bool]

    /// A grid with every function pattern of `version` drawn, the version information written
    /// and the format information areas reserved (but not yet written).
    init(version: SymbolVersion) {
        self.version = version
        size = version.size
        modules = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
        drawTimingPatterns()
        drawFinderPattern(x: 0, y: 0)
        drawFinderPattern(x: size - 7, y: 0)
        drawFinderPattern(x: 0, y: size - 7)
        drawAlignmentPatterns()
        drawFormatInformation(0)  // reserves the area; the real value comes with the mask
        drawVersionInformation()
    }

    subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

    func isFunction(x: Int, y: Int) -> Bool { isFunction[y * size + x] }

    private mutating func setFunction(x: Int, y: Int, dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }

    // MARK: Function patterns (ISO/IEC 18004 §6.3)

    private mutating func drawTimingPatterns() {
        // Drawn along the whole row and column; the finder patterns then overwrite the ends.
        for index in 0..<size {
            setFunction(x: index, y: 6, dark: index % 2 == 0)
            setFunction(x: 6, y: index, dark: index % 2 == 0)
        }
    }

    /// A 7×7 finder pattern with its top left corner at (x, y), and the light separator around
    /// it where that falls inside the symbol.
    private mutating func drawFinderPattern(x left: Int, y top: Int) {
        for dy in -1...7 {
            for dx in -1...7 {
                let x = left + dx
                let y = top + dy
                guard (0..<size).contains(x) && (0..<size).contains(y) else { continue }
                // Rings by distance from the centre: 0-1 dark core, 2 light, 3 dark, 4 separator.
                let ring = max(abs(dx - 3), abs(dy - 3))
                setFunction(x: x, y: y, dark: ring != 2 && ring != 4)
            }
        }
    }

    private mutating func drawAlignmentPatterns() {
        let centers = version.alignmentCenters
        guard let last = centers.last else { return }
        for y in centers {
            for x in centers {
                // The three positions that fall on finder patterns get none.
                if (x == 6 && y == 6) || (x == 6 && y == last) || (x == last && y == 6) { continue }
                for dy in -2...2 {
                    for dx in -2...2 {
                        setFunction(x: x + dx, y: y + dy, dark: max(abs(dx), abs(dy)) != 1)
                    }
                }
            }
        }
    }

    /// Writes both copies of the 15-bit format information (bit 14 is the most significant)
    /// and the dark module beside the lower copy.
    mutating func drawFormatInformation(_ bits: Int) {
        func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
        // Around the top left finder: bits 0-7 down column 8, bits 8-14 leftwards along row 8,
        // stepping over the timing patterns.
        for index in 0...5 { setFunction(x: 8, y: index, dark: bit(index)) }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for index in 9...14 { setFunction(x: 14 - index, y: 8, dark: bit(index)) }
        // Bits 0-7 leftwards from the right edge along row 8, bits 8-14 down column 8 to the
        // bottom edge.
        for index in 0...7 { setFunction(x: size - 1 - index, y: 8, dark: bit(index)) }
        for index in 8...14 { setFunction(x: 8, y: size - 15 + index, dark: bit(index)) }
        setFunction(x: 8, y: size - 8, dark: true)
    }

    /// Writes both copies of the version information (versions 7 and up): a 6×3 block left of
    /// the top right finder and its transpose above the bottom left one.
    private mutating func drawVersionInformation() {
        guard version.number >= 7 else { return }
        let bits = InformationCodes.version(version)
        for index in 0..<18 {
            let dark = bits >> index & 1 == 1
            let across = size - 11 + index % 3
            let down = index / 3
            setFunction(x: across, y: down, dark: dark)
            setFunction(x: down, y: across, dark: dark)
        }
    }

    // MARK: Data

    /// Places `codewords` most significant bit first in the two-module-wide columns that zigzag
    /// from the bottom right corner, up and down in turn, skipping the vertical timing pattern
    /// (ISO/IEC 18004 §7.7.3). Modules left over are remainder bits and stay light.
    mutating func placeData(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        precondition(bitCount <= version.dataModuleCount)
        var bitIndex = 0
        var upward = true
        var right = size - 1
        while right > 0 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in (right - 1...right).reversed() where !isFunction[y * size + x] && bitIndex < bitCount {
                    modules[y * size + x] = codewords[bitIndex >> 3] >> (7 - bitIndex & 7) & 1 == 1
                    bitIndex += 1
                }
            }
            upward.toggle()
            right -= 2
        }
    }

    /// Inverts the data modules where data mask `mask` (0-7, ISO/IEC 18004 table 10) is true.
    /// Applying the same mask twice restores the grid.
    mutating func applyMask(_ mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] && Self.maskCondition(mask, x: x, y: y) {
                modules[y * size + x].toggle()
            }
        }
    }

    /// Table 10's conditions, with i the row and j the column.
    static func maskCondition(_ mask: Int, x j: Int, y i: Int) -> Bool {
        switch mask {
        case 0: (i + j) % 2 == 0
        case 1: i % 2 == 0
        case 2: j % 3 == 0
        case 3: (i + j) % 3 == 0
        case 4: (i / 2 + j / 3) % 2 == 0
        case 5: (i * j) % 2 + (i * j) % 3 == 0
        case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
        case 7: ((i + j) % 2 + (i * j) % 3) % 2 == 0
        default: preconditionFailure("data masks are 0-7, got \(mask)")
        }
    }
}

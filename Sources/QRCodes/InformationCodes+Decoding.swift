extension InformationCodes {
    /// The level and mask whose format information is nearest to `bits` in Hamming distance,
    /// and that distance. The 32 valid words are at least 7 bits apart, so up to 3 wrong bits
    /// are corrected.
    static func nearestFormat(to bits: Int) -> (level: ErrorCorrection, mask: Int, distance: Int) {
        var best = (level: ErrorCorrection.medium, mask: 0, distance: Int.max)
        for level in ErrorCorrection.allCases {
            for mask in 0..<8 {
                let distance = (format(level, mask: mask) ^ bits).nonzeroBitCount
                if distance < best.distance { best = (level, mask, distance) }
            }
        }
        return best
    }

    /// The version (7-40) whose version information is nearest to `bits`, and the distance. The
    /// valid words are at least 8 bits apart, so up to 3 wrong bits are corrected.
    static func nearestVersion(to bits: Int) -> (version: SymbolVersion, distance: Int) {
        var best = (version: SymbolVersion(7), distance: Int.max)
        for version in SymbolVersion.all[6...] {
            let distance = (Self.version(version) ^ bits).nonzeroBitCount
            if distance < best.distance { best = (version, distance) }
        }
        return best
    }

    /// Wrong bits a reader corrects in format or version information; one more could make a
    /// word nearer to the wrong valid word.
    static let correctableBits = 3
}

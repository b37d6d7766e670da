/// How many of a QR code's codewords are spent on Reed-Solomon error correction, and so how
/// much of the symbol may be dirty, covered or misread before it stops reading.
///
/// The four levels are fixed by ISO/IEC 18004, so this is an enum: switches over it can be
/// exhaustive. Higher levels make larger symbols for the same data.
public enum ErrorCorrection: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Level L: recovers about 7% of the codewords.
    case low
    /// Level M: recovers about 15% of the codewords. The usual choice for screens.
    case medium
    /// Level Q: recovers about 25% of the codewords.
    case quartile
    /// Level H: recovers about 30% of the codewords.
    case high

    /// The level's letter in the standard: `L`, `M`, `Q` or `H`.
    public var description: String {
        switch self {
        case .low: "L"
        case .medium: "M"
        case .quartile: "Q"
        case .high: "H"
        }
    }

    /// The two bits that name the level in the format information (ISO/IEC 18004 table 12).
    /// They are not in the levels' order.
    var formatBits: Int {
        switch self {
        case .low: 0b01
        case .medium: 0b00
        case .quartile: 0b11
        case .high: 0b10
        }
    }

    /// The column of this level in the per-version tables, which list L, M, Q, H.
    var tableColumn: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .quartile: 2
        case .high: 3
        }
    }
}

/// The BCH-protected words that tell a reader how to decode the symbol (ISO/IEC 18004 §7.9,
/// annexes C and D).
enum InformationCodes {
    /// The 15-bit format information for `level` and `mask`: five data bits, ten bits of a
    /// (15, 5) BCH code with generator x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1, then XORed with
    /// 101010000010010 so that it is never all light.
    static func format(_ level: ErrorCorrection, mask: Int) -> Int {
        precondition((0..<8).contains(mask))
        let data = level.formatBits << 3 | mask
        return (data << 10 | remainder(of: data, generator: 0b101_0011_0111, degree: 10)) ^ 0b101_0100_0001_0010
    }

    /// The 18-bit version information (versions 7 and up): the six bit version number and
    /// twelve bits of an (18, 6) BCH code with generator x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1.
    static func version(_ version: SymbolVersion) -> Int {
        version.number << 12 | remainder(of: version.number, generator: 0b1_1111_0010_0101, degree: 12)
    }

    /// data(x)·x^degree mod generator(x), over GF(2).
    private static func remainder(of data: Int, generator: Int, degree: Int) -> Int {
        var remainder = data << degree
        while true {
            let top = Int.bitWidth - 1 - remainder.leadingZeroBitCount
            guard top >= degree else { return remainder }
            remainder ^= generator << (top - degree)
        }
    }
}

/// Arithmetic in GF(2⁸) with the QR code's field polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D),
/// whose root α = 2 generates every non-zero element.
enum GaloisField {
    /// `exponentials[i]` is αⁱ, for i in 0..<510 so that a sum of two logarithms needs no
    /// reduction modulo 255.
    static let exponentials: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 510)
        var value = 1
        for power in 0..<510 {
            table[power] = UInt8(value)
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return table
    }()

    /// `logarithms[x]` is i such that αⁱ = x, for x ≠ 0 (`logarithms[0]` is unused).
    static let logarithms: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for power in 0..<255 { table[Int(exponentials[power])] = power }
        return table
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 { return 0 }
        return exponentials[logarithms[Int(a)] + logarithms[Int(b)]]
    }

    /// αⁿ for any n ≥ 0.
    static func power(_ n: Int) -> UInt8 { exponentials[n % 255] }
}

/// Computes Reed-Solomon error correction codewords the way ISO/IEC 18004 §7.5.2 defines
/// them: the remainder of data(x)·xⁿ divided by the generator g(x) = (x - α⁰)(x - α¹)…(x - αⁿ⁻¹).
struct ReedSolomonEncoder: Sendable {
    /// The generator's coefficients below the leading 1, highest degree first.
    let generator: [UInt8]

    /// An encoder that appends `degree` error correction codewords.
    init(degree: Int) {
        precondition(degree >= 1 && degree <= 254, "a Reed-Solomon degree must be 1-254")
        var polynomial: [UInt8] = [1]  // highest degree first
        for root in 0..<degree {
            // Multiply by (x + αʳᵒᵒᵗ); in GF(2⁸) subtraction is addition.
            let factor = GaloisField.power(root)
            var product = polynomial + [0]
            for (index, coefficient) in polynomial.enumerated() {
                product[index + 1] ^= GaloisField.multiply(coefficient, factor)
            }
            polynomial = product
        }
        generator = Array(polynomial.dropFirst())
    }

    /// The error correction codewords for `data`.
    func remainder(of data: some Collection<UInt8>) -> [UInt8] {
        var remainder = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            if factor != 0 {
                for index in generator.indices {
                    remainder[index] ^= GaloisField.multiply(generator[index], factor)
                }
            }
        }
        return remainder
    }
}

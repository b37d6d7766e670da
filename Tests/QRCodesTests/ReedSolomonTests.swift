import Testing

@testable import QRCodes

@Suite struct ReedSolomonTests {
    @Test func fieldTablesAreConsistent() {
        #expect(GaloisField.power(0) == 1)
        #expect(GaloisField.power(8) == 0x1D)  // α⁸ = α⁴ + α³ + α² + 1
        #expect(GaloisField.power(255) == 1)
        // α generates the whole multiplicative group: 255 distinct non-zero powers.
        #expect(Set((0..<255).map(GaloisField.power)).count == 255)
        for value in 1...255 {
            let byte = UInt8(value)
            #expect(GaloisField.power(GaloisField.logarithms[value]) == byte)
            #expect(GaloisField.multiply(byte, 1) == byte)
            #expect(GaloisField.multiply(byte, 0) == 0)
        }
    }

    @Test func multiplicationMatchesCarrylessMultiplicationModuloTheFieldPolynomial() {
        // An independent definition: shift-and-add, reducing by 0x11D.
        func slowMultiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
            var product = 0
            for bit in 0..<8 where b >> bit & 1 == 1 { product ^= Int(a) << bit }
            for bit in stride(from: 14, through: 8, by: -1) where product >> bit & 1 == 1 {
                product ^= 0x11D << (bit - 8)
            }
            return UInt8(product)
        }
        for a in stride(from: 0, through: 255, by: 7) {
            for b in 0...255 {
                #expect(GaloisField.multiply(UInt8(a), UInt8(b)) == slowMultiply(UInt8(a), UInt8(b)))
            }
        }
    }

    // ISO/IEC 18004 annex A lists the generator polynomials by the exponents of α.
    @Test(arguments: [
        (7, [87, 229, 146, 149, 238, 102, 21]),
        (10, [251, 67, 46, 61, 118, 70, 64, 94, 32, 45]),
    ])
    func generatorPolynomials(degree: Int, exponents: [Int]) {
        let generator = ReedSolomonEncoder(degree: degree).generator
        #expect(generator.map { GaloisField.logarithms[Int($0)] } == exponents)
    }

    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let data: [UInt8]
        let errorCorrection: [UInt8]
        var testDescription: String { name }
    }

    static let vectors: [Vector] = [
        // ISO/IEC 18004 annex I: "01234567", version 1-M, numeric mode.
        Vector(
            name: "01234567 1-M",
            data: [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17],
            errorCorrection: [165, 36, 212, 193, 237, 54, 199, 135, 44, 85]),
        // "HELLO WORLD", version 1-M, alphanumeric mode.
        Vector(
            name: "HELLO WORLD 1-M",
            data: [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17],
            errorCorrection: [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]),
        // The first block of a version 5-Q symbol: 15 data and 18 error correction codewords.
        Vector(
            name: "5-Q block 1",
            data: [67, 85, 70, 134, 87, 38, 85, 194, 119, 50, 6, 18, 6, 103, 38],
            errorCorrection: [213, 199, 11, 45, 115, 247, 241, 223, 229, 248, 154, 117, 154, 111, 86, 161, 111, 39]),
    ]

    @Test(arguments: vectors)
    func knownVectors(vector: Vector) {
        let encoder = ReedSolomonEncoder(degree: vector.errorCorrection.count)
        #expect(encoder.remainder(of: vector.data) == vector.errorCorrection)
        #expect(
            Self.syndromes(vector.data + vector.errorCorrection, count: vector.errorCorrection.count).allSatisfy {
                $0 == 0
            })
    }

    /// The codeword polynomial c(x), highest degree first, evaluated at α⁰ … α^(count-1).
    /// A valid codeword is divisible by the generator, so all of these are zero.
    static func syndromes(_ codeword: [UInt8], count: Int) -> [UInt8] {
        (0..<count).map { root in
            let point = GaloisField.power(root)
            return codeword.reduce(0) { GaloisField.multiply($0, point) ^ $1 }
        }
    }

    @Test(arguments: [7, 10, 13, 17, 18, 22, 24, 26, 28, 30])
    func everyCodewordHasZeroSyndromes(degree: Int) {
        var generator = SystemRandomNumberGenerator()
        let encoder = ReedSolomonEncoder(degree: degree)
        for length in [1, 2, 15, 16, 54, 122] {
            let data = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let codeword = data + encoder.remainder(of: data)
            #expect(Self.syndromes(codeword, count: degree).allSatisfy { $0 == 0 })
            // And a single corrupted byte shows up.
            var damaged = codeword
            damaged[Int.random(in: damaged.indices, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            #expect(Self.syndromes(damaged, count: degree).contains { $0 != 0 })
        }
    }
}

/// SHA-1, SHA-256 and SHA-512 compression functions (FIPS 180-4), written for the one job this
/// module has: HMAC over an 8-byte counter with a key whose pads were absorbed in advance.
///
/// General-purpose hashing belongs to swift-crypto; the tests compare these functions with it.
/// Keeping them here makes a code cost two compressions and no allocation.
protocol CompressionFunction {
    associatedtype Word: FixedWidthInteger & UnsignedInteger
    associatedtype State: Sendable

    /// The number of schedule words the compression needs room for (80 or 64).
    static var scheduleLength: Int { get }
    /// The number of `Word`s in a digest.
    static var digestWords: Int { get }
    static var initialState: State { get }

    /// Compresses one block whose 16 big-endian words are in `w[0..<16]`. `w` has room for
    /// ``scheduleLength`` words; words from 16 on are overwritten.
    static func compress(_ state: inout State, _ w: UnsafeMutablePointer<Word>)

    /// Writes the digest's ``digestWords`` words to `w`.
    static func store(_ state: State, into w: UnsafeMutablePointer<Word>)
}

extension CompressionFunction {
    static var blockBytes: Int { 16 * Word.bitWidth / 8 }
    static var digestBytes: Int { digestWords * Word.bitWidth / 8 }
}

extension FixedWidthInteger {
    @inline(__always)
    func rotatedLeft(_ n: Self) -> Self { (self &<< n) | (self &>> (Self(Self.bitWidth) &- n)) }
    @inline(__always)
    func rotatedRight(_ n: Self) -> Self { (self &>> n) | (self &<< (Self(Self.bitWidth) &- n)) }
}

enum SHA1: CompressionFunction {
    struct State: Sendable {
        var h0, h1, h2, h3, h4: UInt32
    }

    static let scheduleLength = 80
    static let digestWords = 5
    static let initialState = State(h0: 0x6745_2301, h1: 0xEFCD_AB89, h2: 0x98BA_DCFE, h3: 0x1032_5476, h4: 0xC3D2_E1F0)

    @inline(__always)
    static func compress(_ state: inout State, _ w: UnsafeMutablePointer<UInt32>) {
        for t in 16..<80 {
            w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1)
        }
        var a = state.h0
        var b = state.h1
        var c = state.h2
        var d = state.h3
        var e = state.h4
        for t in 0..<20 {
            let temp = a.rotatedLeft(5) &+ ((b & c) | (~b & d)) &+ e &+ 0x5A82_7999 &+ w[t]
            e = d
            d = c
            c = b.rotatedLeft(30)
            b = a
            a = temp
        }
        for t in 20..<40 {
            let temp = a.rotatedLeft(5) &+ (b ^ c ^ d) &+ e &+ 0x6ED9_EBA1 &+ w[t]
            e = d
            d = c
            c = b.rotatedLeft(30)
            b = a
            a = temp
        }
        for t in 40..<60 {
            let temp = a.rotatedLeft(5) &+ ((b & c) | (b & d) | (c & d)) &+ e &+ 0x8F1B_BCDC &+ w[t]
            e = d
            d = c
            c = b.rotatedLeft(30)
            b = a
            a = temp
        }
        for t in 60..<80 {
            let temp = a.rotatedLeft(5) &+ (b ^ c ^ d) &+ e &+ 0xCA62_C1D6 &+ w[t]
            e = d
            d = c
            c = b.rotatedLeft(30)
            b = a
            a = temp
        }
        state.h0 &+= a
        state.h1 &+= b
        state.h2 &+= c
        state.h3 &+= d
        state.h4 &+= e
    }

    @inline(__always)
    static func store(_ state: State, into w: UnsafeMutablePointer<UInt32>) {
        w[0] = state.h0
        w[1] = state.h1
        w[2] = state.h2
        w[3] = state.h3
        w[4] = state.h4
    }
}

/// Eight working variables, shared by SHA-256 (32-bit words) and SHA-512 (64-bit words).
struct EightWords<Word: FixedWidthInteger & Sendable>: Sendable {
    var a, b, c, d, e, f, g, h: Word

    init(_ words: [Word]) {
        (a, b, c, d, e, f, g, h) = (words[0], words[1], words[2], words[3], words[4], words[5], words[6], words[7])
    }

    @inline(__always)
    func store(into w: UnsafeMutablePointer<Word>) {
        (w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]) = (a, b, c, d, e, f, g, h)
    }

    @inline(__always)
    mutating func add(_ other: EightWords) {
        a &+= other.a
        b &+= other.b
        c &+= other.c
        d &+= other.d
        e &+= other.e
        f &+= other.f
        g &+= other.g
        h &+= other.h
    }
}

enum SHA256: CompressionFunction {
    typealias State = EightWords<UInt32>

    static let scheduleLength = 64
    static let digestWords = 8
    static let initialState = State([
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ])

    // First 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always)
    static func compress(_ state: inout State, _ w: UnsafeMutablePointer<UInt32>) {
        for t in 16..<64 {
            let x = w[t - 15]
            let y = w[t - 2]
            let s0 = x.rotatedRight(7) ^ x.rotatedRight(18) ^ (x >> 3)
            let s1 = y.rotatedRight(17) ^ y.rotatedRight(19) ^ (y >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var v = state
        k.withUnsafeBufferPointer { k in
            for t in 0..<64 {
                let s1 = v.e.rotatedRight(6) ^ v.e.rotatedRight(11) ^ v.e.rotatedRight(25)
                let choice = (v.e & v.f) ^ (~v.e & v.g)
                let temp1 = v.h &+ s1 &+ choice &+ k[t] &+ w[t]
                let s0 = v.a.rotatedRight(2) ^ v.a.rotatedRight(13) ^ v.a.rotatedRight(22)
                let majority = (v.a & v.b) ^ (v.a & v.c) ^ (v.b & v.c)
                v.h = v.g
                v.g = v.f
                v.f = v.e
                v.e = v.d &+ temp1
                v.d = v.c
                v.c = v.b
                v.b = v.a
                v.a = temp1 &+ s0 &+ majority
            }
        }
        state.add(v)
    }

    @inline(__always)
    static func store(_ state: State, into w: UnsafeMutablePointer<UInt32>) { state.store(into: w) }
}

enum SHA512: CompressionFunction {
    typealias State = EightWords<UInt64>

    static let scheduleLength = 80
    static let digestWords = 8
    static let initialState = State([
        0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
        0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
    ])

    // First 64 bits of the fractional parts of the cube roots of the first 80 primes.
    private static let k: [UInt64] = [
        0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
        0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
        0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
        0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
        0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
        0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
        0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
        0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
        0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
        0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
        0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
        0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
        0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
        0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
        0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
        0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
        0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
        0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
        0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
        0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
    ]

    @inline(__always)
    static func compress(_ state: inout State, _ w: UnsafeMutablePointer<UInt64>) {
        for t in 16..<80 {
            let x = w[t - 15]
            let y = w[t - 2]
            let s0 = x.rotatedRight(1) ^ x.rotatedRight(8) ^ (x >> 7)
            let s1 = y.rotatedRight(19) ^ y.rotatedRight(61) ^ (y >> 6)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var v = state
        k.withUnsafeBufferPointer { k in
            for t in 0..<80 {
                let s1 = v.e.rotatedRight(14) ^ v.e.rotatedRight(18) ^ v.e.rotatedRight(41)
                let choice = (v.e & v.f) ^ (~v.e & v.g)
                let temp1 = v.h &+ s1 &+ choice &+ k[t] &+ w[t]
                let s0 = v.a.rotatedRight(28) ^ v.a.rotatedRight(34) ^ v.a.rotatedRight(39)
                let majority = (v.a & v.b) ^ (v.a & v.c) ^ (v.b & v.c)
                v.h = v.g
                v.g = v.f
                v.f = v.e
                v.e = v.d &+ temp1
                v.d = v.c
                v.c = v.b
                v.b = v.a
                v.a = temp1 &+ s0 &+ majority
            }
        }
        state.add(v)
    }

    @inline(__always)
    static func store(_ state: State, into w: UnsafeMutablePointer<UInt64>) { state.store(into: w) }
}

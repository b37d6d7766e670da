import CSHAExtensions

/// Eight working variables, shared by SHA-256 (32-bit words) and SHA-512 (64-bit words).
public struct EightWords<Word: FixedWidthInteger & Sendable>: Sendable {
    public var a, b, c, d, e, f, g, h: Word

    @inlinable
    public init(_ a: Word, _ b: Word, _ c: Word, _ d: Word, _ e: Word, _ f: Word, _ g: Word, _ h: Word) {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h) = (a, b, c, d, e, f, g, h)
    }

    @inlinable @inline(__always)
    public func store(into w: UnsafeMutablePointer<Word>) {
        (w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]) = (a, b, c, d, e, f, g, h)
    }

    @inlinable @inline(__always)
    public mutating func add(_ other: EightWords) {
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

/// SHA-256 (FIPS 180-4 §6.2).
public enum SHA256: CompressionFunction {
    public typealias State = EightWords<UInt32>

    @inlinable public static var digestWords: Int { 8 }
    @inlinable public static var initialState: State {
        State(
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    }

    // First 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    @inlinable @inline(__always)
    public static func compress(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        if HardwareSHA.isAvailable {
            compressWithSHAInstructions(&state, block)
        } else {
            compressPortably(&state, block)
        }
    }

    public static func compressWithSHAInstructions(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        var words = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        withUnsafeMutableBytes(of: &words) {
            csha256_compress_words($0.baseAddress!.assumingMemoryBound(to: UInt32.self), block)
        }
        state = State(words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7)
    }

    public static func compressPortably(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        withSchedule(UInt32.self, 64, block) { w in compressPortably(&state, schedule: w) }
    }

    @inline(__always)
    private static func compressPortably(_ state: inout State, schedule w: UnsafeMutablePointer<UInt32>) {
        for t in 16..<64 {
            let x = w[t - 15]
            let y = w[t - 2]
            let s0 = x.rotatedRight(7) ^ x.rotatedRight(18) ^ (x >> 3)
            let s1 = y.rotatedRight(17) ^ y.rotatedRight(19) ^ (y >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var v = state
        // Eight rounds per iteration with the roles of a...h rotating through the variables.
        // Each call is FIPS 180-4's round: T1 = h + Σ1(e) + Ch(e, f, g) + K + W;
        // T2 = Σ0(a) + Maj(a, b, c); then d += T1 and h = T1 + T2 take the new roles.
        @inline(__always) func round(
            _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
            _ h: inout UInt32, _ t: Int
        ) {
            let t1 =
                h &+ (e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)) &+ ((e & f) ^ (~e & g)) &+ k[t]
                &+ w[t]
            d &+= t1
            h = t1 &+ (a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)) &+ ((a & b) ^ (a & c) ^ (b & c))
        }
        k.withUnsafeBufferPointer { k in
            for t in stride(from: 0, to: k.count, by: 8) {
                round(v.a, v.b, v.c, &v.d, v.e, v.f, v.g, &v.h, t)
                round(v.h, v.a, v.b, &v.c, v.d, v.e, v.f, &v.g, t + 1)
                round(v.g, v.h, v.a, &v.b, v.c, v.d, v.e, &v.f, t + 2)
                round(v.f, v.g, v.h, &v.a, v.b, v.c, v.d, &v.e, t + 3)
                round(v.e, v.f, v.g, &v.h, v.a, v.b, v.c, &v.d, t + 4)
                round(v.d, v.e, v.f, &v.g, v.h, v.a, v.b, &v.c, t + 5)
                round(v.c, v.d, v.e, &v.f, v.g, v.h, v.a, &v.b, t + 6)
                round(v.b, v.c, v.d, &v.e, v.f, v.g, v.h, &v.a, t + 7)
            }
        }
        state.add(v)
    }

    @inlinable @inline(__always)
    public static func store(_ state: State, into w: UnsafeMutablePointer<UInt32>) { state.store(into: w) }
}

extension SHA256 {
    /// The 32-byte SHA-256 digest of `message`.
    package static func hash(_ message: some Collection<UInt8>) -> [UInt8] {
        let bytes = contiguousArray(message)
        return bytes.withUnsafeBytes { digest(of: $0) }
    }
}

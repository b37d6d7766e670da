import CSHAExtensions

/// SHA-1, SHA-256 and SHA-512 compression functions (FIPS 180-4), written for the one job this
/// module has: HMAC over an 8-byte counter with a key whose pads were absorbed in advance.
///
/// General-purpose hashing belongs to swift-crypto; the tests compare these functions with it.
/// Keeping them here makes a code cost two compressions and no allocation. SHA-1 and SHA-256 use
/// the CPU's SHA instructions where it has them (x86 SHA extensions) and portable Swift
/// otherwise.
protocol CompressionFunction {
    associatedtype Word: FixedWidthInteger & UnsignedInteger
    associatedtype State: Sendable

    /// The number of `Word`s in a digest.
    static var digestWords: Int { get }
    static var initialState: State { get }

    /// Compresses one block given as its 16 big-endian words, already host integers.
    static func compress(_ state: inout State, _ block: UnsafePointer<Word>)

    /// Writes the digest's ``digestWords`` words to `w`.
    static func store(_ state: State, into w: UnsafeMutablePointer<Word>)
}

/// Whether the CPU's SHA instructions are used: decided once per process.
enum HardwareSHA {
    static let isAvailable: Bool = csha_has_sha_extensions()
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

    static let digestWords = 5
    static var initialState: State {
        State(h0: 0x6745_2301, h1: 0xEFCD_AB89, h2: 0x98BA_DCFE, h3: 0x1032_5476, h4: 0xC3D2_E1F0)
    }

    @inline(__always)
    static func compress(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        if HardwareSHA.isAvailable {
            compressWithSHAInstructions(&state, block)
        } else {
            compressPortably(&state, block)
        }
    }

    static func compressWithSHAInstructions(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        var words = (state.h0, state.h1, state.h2, state.h3, state.h4)
        withUnsafeMutableBytes(of: &words) {
            csha1_compress_words($0.baseAddress!.assumingMemoryBound(to: UInt32.self), block)
        }
        state = State(h0: words.0, h1: words.1, h2: words.2, h3: words.3, h4: words.4)
    }

    static func compressPortably(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        withSchedule(UInt32.self, 80, block) { w in compressPortably(&state, schedule: w) }
    }

    @inline(__always)
    private static func compressPortably(_ state: inout State, schedule w: UnsafeMutablePointer<UInt32>) {
        for t in 16..<80 {
            w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1)
        }
        var a = state.h0
        var b = state.h1
        var c = state.h2
        var d = state.h3
        var e = state.h4
        // Five rounds per iteration with the roles of a...e rotating through the variables, so
        // no round shuffles registers. Each line is FIPS 180-4's
        //   T = ROTL5(a) + f(b, c, d) + e + K + W; e = d; d = c; c = ROTL30(b); b = a; a = T.
        @inline(__always) func choose(_ x: UInt32, _ y: UInt32, _ z: UInt32) -> UInt32 { (x & y) | (~x & z) }
        @inline(__always) func parity(_ x: UInt32, _ y: UInt32, _ z: UInt32) -> UInt32 { x ^ y ^ z }
        @inline(__always) func majority(_ x: UInt32, _ y: UInt32, _ z: UInt32) -> UInt32 {
            (x & y) | (x & z) | (y & z)
        }
        @inline(__always) func rounds(
            _ range: StrideTo<Int>, _ k: UInt32, _ f: (UInt32, UInt32, UInt32) -> UInt32
        ) {
            for t in range {
                e = e &+ a.rotatedLeft(5) &+ f(b, c, d) &+ k &+ w[t]
                b = b.rotatedLeft(30)
                d = d &+ e.rotatedLeft(5) &+ f(a, b, c) &+ k &+ w[t + 1]
                a = a.rotatedLeft(30)
                c = c &+ d.rotatedLeft(5) &+ f(e, a, b) &+ k &+ w[t + 2]
                e = e.rotatedLeft(30)
                b = b &+ c.rotatedLeft(5) &+ f(d, e, a) &+ k &+ w[t + 3]
                d = d.rotatedLeft(30)
                a = a &+ b.rotatedLeft(5) &+ f(c, d, e) &+ k &+ w[t + 4]
                c = c.rotatedLeft(30)
            }
        }
        rounds(stride(from: 0, to: 20, by: 5), 0x5A82_7999, choose)
        rounds(stride(from: 20, to: 40, by: 5), 0x6ED9_EBA1, parity)
        rounds(stride(from: 40, to: 60, by: 5), 0x8F1B_BCDC, majority)
        rounds(stride(from: 60, to: 80, by: 5), 0xCA62_C1D6, parity)
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

    init(_ a: Word, _ b: Word, _ c: Word, _ d: Word, _ e: Word, _ f: Word, _ g: Word, _ h: Word) {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h) = (a, b, c, d, e, f, g, h)
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

    static let digestWords = 8
    static var initialState: State {
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

    @inline(__always)
    static func compress(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        if HardwareSHA.isAvailable {
            compressWithSHAInstructions(&state, block)
        } else {
            compressPortably(&state, block)
        }
    }

    static func compressWithSHAInstructions(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        var words = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        withUnsafeMutableBytes(of: &words) {
            csha256_compress_words($0.baseAddress!.assumingMemoryBound(to: UInt32.self), block)
        }
        state = State(words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7)
    }

    static func compressPortably(_ state: inout State, _ block: UnsafePointer<UInt32>) {
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

    @inline(__always)
    static func store(_ state: State, into w: UnsafeMutablePointer<UInt32>) { state.store(into: w) }
}

enum SHA512: CompressionFunction {
    typealias State = EightWords<UInt64>

    static let digestWords = 8
    static var initialState: State {
        State(
            0x6a09_e667_f3bc_c908, 0xbb67_ae85_84ca_a73b, 0x3c6e_f372_fe94_f82b, 0xa54f_f53a_5f1d_36f1,
            0x510e_527f_ade6_82d1, 0x9b05_688c_2b3e_6c1f, 0x1f83_d9ab_fb41_bd6b, 0x5be0_cd19_137e_2179)
    }

    // First 64 bits of the fractional parts of the cube roots of the first 80 primes.
    private static let k: [UInt64] = [
        0x428a_2f98_d728_ae22, 0x7137_4491_23ef_65cd, 0xb5c0_fbcf_ec4d_3b2f, 0xe9b5_dba5_8189_dbbc,
        0x3956_c25b_f348_b538, 0x59f1_11f1_b605_d019, 0x923f_82a4_af19_4f9b, 0xab1c_5ed5_da6d_8118,
        0xd807_aa98_a303_0242, 0x1283_5b01_4570_6fbe, 0x2431_85be_4ee4_b28c, 0x550c_7dc3_d5ff_b4e2,
        0x72be_5d74_f27b_896f, 0x80de_b1fe_3b16_96b1, 0x9bdc_06a7_25c7_1235, 0xc19b_f174_cf69_2694,
        0xe49b_69c1_9ef1_4ad2, 0xefbe_4786_384f_25e3, 0x0fc1_9dc6_8b8c_d5b5, 0x240c_a1cc_77ac_9c65,
        0x2de9_2c6f_592b_0275, 0x4a74_84aa_6ea6_e483, 0x5cb0_a9dc_bd41_fbd4, 0x76f9_88da_8311_53b5,
        0x983e_5152_ee66_dfab, 0xa831_c66d_2db4_3210, 0xb003_27c8_98fb_213f, 0xbf59_7fc7_beef_0ee4,
        0xc6e0_0bf3_3da8_8fc2, 0xd5a7_9147_930a_a725, 0x06ca_6351_e003_826f, 0x1429_2967_0a0e_6e70,
        0x27b7_0a85_46d2_2ffc, 0x2e1b_2138_5c26_c926, 0x4d2c_6dfc_5ac4_2aed, 0x5338_0d13_9d95_b3df,
        0x650a_7354_8baf_63de, 0x766a_0abb_3c77_b2a8, 0x81c2_c92e_47ed_aee6, 0x9272_2c85_1482_353b,
        0xa2bf_e8a1_4cf1_0364, 0xa81a_664b_bc42_3001, 0xc24b_8b70_d0f8_9791, 0xc76c_51a3_0654_be30,
        0xd192_e819_d6ef_5218, 0xd699_0624_5565_a910, 0xf40e_3585_5771_202a, 0x106a_a070_32bb_d1b8,
        0x19a4_c116_b8d2_d0c8, 0x1e37_6c08_5141_ab53, 0x2748_774c_df8e_eb99, 0x34b0_bcb5_e19b_48a8,
        0x391c_0cb3_c5c9_5a63, 0x4ed8_aa4a_e341_8acb, 0x5b9c_ca4f_7763_e373, 0x682e_6ff3_d6b2_b8a3,
        0x748f_82ee_5def_b2fc, 0x78a5_636f_4317_2f60, 0x84c8_7814_a1f0_ab72, 0x8cc7_0208_1a64_39ec,
        0x90be_fffa_2363_1e28, 0xa450_6ceb_de82_bde9, 0xbef9_a3f7_b2c6_7915, 0xc671_78f2_e372_532b,
        0xca27_3ece_ea26_619c, 0xd186_b8c7_21c0_c207, 0xeada_7dd6_cde0_eb1e, 0xf57d_4f7f_ee6e_d178,
        0x06f0_67aa_7217_6fba, 0x0a63_7dc5_a2c8_98a6, 0x113f_9804_bef9_0dae, 0x1b71_0b35_131c_471b,
        0x28db_77f5_2304_7d84, 0x32ca_ab7b_40c7_2493, 0x3c9e_be0a_15c9_bebc, 0x431d_67c4_9c10_0d4c,
        0x4cc5_d4be_cb3e_42b6, 0x597f_299c_fc65_7e2a, 0x5fcb_6fab_3ad6_faec, 0x6c44_198c_4a47_5817,
    ]

    static func compress(_ state: inout State, _ block: UnsafePointer<UInt64>) {
        withSchedule(UInt64.self, 80, block) { w in compress(&state, schedule: w) }
    }

    @inline(__always)
    private static func compress(_ state: inout State, schedule w: UnsafeMutablePointer<UInt64>) {
        for t in 16..<80 {
            let x = w[t - 15]
            let y = w[t - 2]
            let s0 = x.rotatedRight(1) ^ x.rotatedRight(8) ^ (x >> 7)
            let s1 = y.rotatedRight(19) ^ y.rotatedRight(61) ^ (y >> 6)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var v = state
        // Eight rounds per iteration with the roles of a...h rotating through the variables.
        // Each call is FIPS 180-4's round: T1 = h + Σ1(e) + Ch(e, f, g) + K + W;
        // T2 = Σ0(a) + Maj(a, b, c); then d += T1 and h = T1 + T2 take the new roles.
        @inline(__always) func round(
            _ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: inout UInt64, _ e: UInt64, _ f: UInt64, _ g: UInt64,
            _ h: inout UInt64, _ t: Int
        ) {
            let t1 =
                h &+ (e.rotatedRight(14) ^ e.rotatedRight(18) ^ e.rotatedRight(41)) &+ ((e & f) ^ (~e & g)) &+ k[t]
                &+ w[t]
            d &+= t1
            h = t1 &+ (a.rotatedRight(28) ^ a.rotatedRight(34) ^ a.rotatedRight(39)) &+ ((a & b) ^ (a & c) ^ (b & c))
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

    @inline(__always)
    static func store(_ state: State, into w: UnsafeMutablePointer<UInt64>) { state.store(into: w) }
}

/// Calls `body` with a message schedule of `length` words on the stack, the first 16 copied
/// from `block`.
///
/// An `InlineArray` rather than `withUnsafeTemporaryAllocation`: the latter, specialised for
/// these generic hash types, corrupted the stack in Swift 6.3 release builds.
@inline(__always)
private func withSchedule<Word: FixedWidthInteger>(
    _: Word.Type, _ length: Int, _ block: UnsafePointer<Word>, _ body: (UnsafeMutablePointer<Word>) -> Void
) {
    var storage = InlineArray<80, UInt64>(repeating: 0)
    withUnsafeMutableBytes(of: &storage) { raw in
        let w = raw.bindMemory(to: Word.self).baseAddress!
        w.update(from: block, count: 16)
        body(w)
    }
}

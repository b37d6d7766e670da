import CSHAExtensions

/// SHA-1 (FIPS 180-4 §6.1), for HOTP and TOTP only: it is broken for collisions.
public enum SHA1: CompressionFunction {
    public struct State: Sendable {
        public var h0, h1, h2, h3, h4: UInt32

        @inlinable
        public init(h0: UInt32, h1: UInt32, h2: UInt32, h3: UInt32, h4: UInt32) {
            (self.h0, self.h1, self.h2, self.h3, self.h4) = (h0, h1, h2, h3, h4)
        }
    }

    @inlinable public static var digestWords: Int { 5 }
    @inlinable public static var initialState: State {
        State(h0: 0x6745_2301, h1: 0xEFCD_AB89, h2: 0x98BA_DCFE, h3: 0x1032_5476, h4: 0xC3D2_E1F0)
    }

    @inlinable @inline(__always)
    public static func compress(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        if HardwareSHA.isAvailable {
            compressWithSHAInstructions(&state, block)
        } else {
            compressPortably(&state, block)
        }
    }

    public static func compressWithSHAInstructions(_ state: inout State, _ block: UnsafePointer<UInt32>) {
        var words = (state.h0, state.h1, state.h2, state.h3, state.h4)
        withUnsafeMutableBytes(of: &words) {
            csha1_compress_words($0.baseAddress!.assumingMemoryBound(to: UInt32.self), block)
        }
        state = State(h0: words.0, h1: words.1, h2: words.2, h3: words.3, h4: words.4)
    }

    public static func compressPortably(_ state: inout State, _ block: UnsafePointer<UInt32>) {
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

    @inlinable @inline(__always)
    public static func store(_ state: State, into w: UnsafeMutablePointer<UInt32>) {
        w[0] = state.h0
        w[1] = state.h1
        w[2] = state.h2
        w[3] = state.h3
        w[4] = state.h4
    }
}

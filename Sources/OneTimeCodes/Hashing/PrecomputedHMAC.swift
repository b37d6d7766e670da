import Secrets

/// HMAC (RFC 2104) whose key pads were compressed once, up front.
///
/// A one-time code then costs two compressions: one for the inner block (counter and
/// padding) and one for the outer block (inner digest and padding).
struct PrecomputedHMAC<H: CompressionFunction>: Sendable {
    private let inner: H.State
    private let outer: H.State

    init(key: UnsafeRawBufferPointer) {
        var block = [UInt8](repeating: 0, count: H.blockBytes)
        if key.count > H.blockBytes {
            let digest = Self.finish(H.initialState, absorbed: 0, message: key)
            block.replaceSubrange(0..<digest.count, with: digest)
        } else {
            block.replaceSubrange(0..<key.count, with: key)
        }
        defer { block.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        // Both pads are absorbed here, in the initialiser itself: a separate generic helper was
        // miscompiled by Swift 6.3 in release builds (the SHA-1 specialisation called the
        // SHA-512 one), so keep this code free of private generic static functions.
        var inner = H.initialState
        var outer = H.initialState
        withBlock { (w: UnsafeMutablePointer<H.Word>) in
            block.withUnsafeBytes { Self.loadBlock($0, at: 0, into: w, xor: 0x36) }
            H.compress(&inner, w)
            block.withUnsafeBytes { Self.loadBlock($0, at: 0, into: w, xor: 0x5C) }
            H.compress(&outer, w)
            w.update(repeating: 0, count: 16)
        }
        self.inner = inner
        self.outer = outer
    }

    /// The HOTP dynamic truncation (RFC 4226 §5.3) of HMAC(key, counter): a 31-bit value.
    @inline(__always)
    func truncatedValue(counter: UInt64) -> UInt32 {
        withBlock { (w: UnsafeMutablePointer<H.Word>) in
            let top = H.Word(1) << (H.Word.bitWidth - 1)

            // Inner block: the 8-byte big-endian counter, then padding and the bit length.
            w.initialize(repeating: 0, count: 16)
            if H.Word.bitWidth == 32 {
                w[0] = H.Word(truncatingIfNeeded: counter >> 32)
                w[1] = H.Word(truncatingIfNeeded: counter)
                w[2] = top
            } else {
                w[0] = H.Word(truncatingIfNeeded: counter)
                w[1] = top
            }
            w[15] = H.Word((H.blockBytes + 8) * 8)
            var state = inner
            H.compress(&state, w)

            // Outer block: the inner digest, then padding and the bit length.
            w.update(repeating: 0, count: 16)
            H.store(state, into: w)
            w[H.digestWords] = top
            w[15] = H.Word((H.blockBytes + H.digestBytes) * 8)
            state = outer
            H.compress(&state, w)
            H.store(state, into: w)

            let wordBytes = H.Word.bitWidth / 8
            func byte(_ index: Int) -> UInt32 {
                UInt32(truncatingIfNeeded: w[index / wordBytes] >> ((wordBytes - 1 - index % wordBytes) * 8)) & 0xFF
            }
            // RFC 4226: the offset is the low nibble of the *last* byte of the MAC.
            let offset = Int(byte(H.digestBytes - 1) & 0x0F)
            return (byte(offset) & 0x7F) << 24 | byte(offset + 1) << 16 | byte(offset + 2) << 8 | byte(offset + 3)
        }
    }

    /// HMAC(key, message) for any message; used by tests and for non-counter messages.
    func authenticationCode(for message: UnsafeRawBufferPointer) -> [UInt8] {
        let innerDigest = Self.finish(inner, absorbed: H.blockBytes, message: message)
        return innerDigest.withUnsafeBytes { Self.finish(outer, absorbed: H.blockBytes, message: $0) }
    }

    /// Hashes `message` onward from `start`, which has already absorbed `absorbed` bytes
    /// (a whole number of blocks), and returns the digest.
    static func finish(_ start: H.State, absorbed: Int, message: UnsafeRawBufferPointer) -> [UInt8] {
        let blockBytes = H.blockBytes
        let lengthBytes = 2 * H.Word.bitWidth / 8
        let fullBlocks = message.count / blockBytes
        var tail = Array(message[(fullBlocks * blockBytes)...])
        tail.append(0x80)
        while tail.count % blockBytes != blockBytes - lengthBytes {
            tail.append(0)
        }
        let bitLength = UInt64(absorbed + message.count) * 8
        tail.append(contentsOf: [UInt8](repeating: 0, count: lengthBytes - 8))
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }

        var state = start
        return withBlock { (w: UnsafeMutablePointer<H.Word>) in
            for block in 0..<fullBlocks {
                loadBlock(message, at: block * blockBytes, into: w, xor: 0)
                H.compress(&state, w)
            }
            tail.withUnsafeBytes { tail in
                for start in stride(from: 0, to: tail.count, by: blockBytes) {
                    loadBlock(tail, at: start, into: w, xor: 0)
                    H.compress(&state, w)
                }
            }
            H.store(state, into: w)
            let wordBytes = H.Word.bitWidth / 8
            return (0..<H.digestBytes).map { index in
                UInt8(truncatingIfNeeded: w[index / wordBytes] >> ((wordBytes - 1 - index % wordBytes) * 8))
            }
        }
    }

    static func loadBlock(
        _ bytes: UnsafeRawBufferPointer, at start: Int, into w: UnsafeMutablePointer<H.Word>, xor pad: UInt8
    ) {
        let wordBytes = H.Word.bitWidth / 8
        for index in 0..<16 {
            var word: H.Word = 0
            for byte in 0..<wordBytes {
                word = word << 8 | H.Word(bytes[start + index * wordBytes + byte] ^ pad)
            }
            w[index] = word
        }
    }
}

/// The HMAC for one of the supported algorithms, chosen once when a generator is made.
enum HMACEngine: Sendable {
    case sha1(PrecomputedHMAC<SHA1>)
    case sha256(PrecomputedHMAC<SHA256>)
    case sha512(PrecomputedHMAC<SHA512>)

    init(key: SecretBytes, algorithm: OTPAlgorithm) {
        self = key.withUnsafeBytes { key in
            switch algorithm {
            case .sha256: .sha256(PrecomputedHMAC(key: key))
            case .sha512: .sha512(PrecomputedHMAC(key: key))
            default: .sha1(PrecomputedHMAC(key: key))
            }
        }
    }

    @inline(__always)
    func truncatedValue(counter: UInt64) -> UInt32 {
        switch self {
        case .sha1(let hmac): hmac.truncatedValue(counter: counter)
        case .sha256(let hmac): hmac.truncatedValue(counter: counter)
        case .sha512(let hmac): hmac.truncatedValue(counter: counter)
        }
    }

    func authenticationCode(for message: [UInt8]) -> [UInt8] {
        message.withUnsafeBytes { message in
            switch self {
            case .sha1(let hmac): hmac.authenticationCode(for: message)
            case .sha256(let hmac): hmac.authenticationCode(for: message)
            case .sha512(let hmac): hmac.authenticationCode(for: message)
            }
        }
    }
}

/// Calls `body` with room for one 16-word block on the stack.
///
/// An `InlineArray` rather than `withUnsafeTemporaryAllocation`: the latter, specialised for
/// these generic hash types, corrupted the stack in Swift 6.3 release builds.
@inline(__always)
func withBlock<Word: FixedWidthInteger, Result>(_ body: (UnsafeMutablePointer<Word>) -> Result) -> Result {
    var storage = InlineArray<16, UInt64>(repeating: 0)
    return withUnsafeMutableBytes(of: &storage) { raw in
        body(raw.bindMemory(to: Word.self).baseAddress!)
    }
}

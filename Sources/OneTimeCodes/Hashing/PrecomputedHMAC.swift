import Secrets
import _AutoFillSupport

/// HMAC (RFC 2104) whose key pads were compressed once, up front.
///
/// A one-time code then costs two compressions: one for the inner block (counter and
/// padding) and one for the outer block (inner digest and padding). The compression functions
/// live in `_AutoFillSupport` (`Sources/_AutoFillSupport/SHA/`).
struct PrecomputedHMAC<H: CompressionFunction>: Sendable {
    private let inner: H.State
    private let outer: H.State

    init(key: UnsafeRawBufferPointer) {
        var block = [UInt8](repeating: 0, count: H.blockBytes)
        if key.count > H.blockBytes {
            let digest = H.digest(of: key)
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
            block.withUnsafeBytes { H.loadBlock($0, at: 0, into: w, xor: 0x36) }
            H.compress(&inner, w)
            block.withUnsafeBytes { H.loadBlock($0, at: 0, into: w, xor: 0x5C) }
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
        let innerDigest = H.digest(of: message, continuing: inner, absorbed: H.blockBytes)
        return innerDigest.withUnsafeBytes { H.digest(of: $0, continuing: outer, absorbed: H.blockBytes) }
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

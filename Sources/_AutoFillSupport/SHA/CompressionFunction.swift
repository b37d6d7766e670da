import CSHAExtensions

/// The SHA-1, SHA-256 and SHA-512 compression functions (FIPS 180-4), for code that hashes
/// without allocating: `OneTimeCodes` runs HMAC over an 8-byte counter with a key whose pads it
/// absorbed in advance, so that a code costs two compressions; ``digest(of:continuing:absorbed:)``
/// and ``SHA256/hash(_:)`` hash whole messages.
///
/// General-purpose hashing belongs to swift-crypto, which the layer-0 modules do not depend on;
/// the tests compare these functions with it. SHA-1 and SHA-256 use the CPU's SHA instructions
/// where it has them (x86 SHA extensions, through `CSHAExtensions`) and portable Swift otherwise.
///
/// Unlike the rest of this module, these types are `public` (still no product, still not API):
/// `OneTimeCodes` specialises its generic HMAC for each hash only where it can see the
/// conformance, and a `package` conformance is not visible to the optimiser in another module.
/// With `package`, every compression went through the witness table and a code cost 17% more
/// instructions. The small members are `@inlinable` for the same reason; the compressions
/// themselves are ordinary calls, compiled here.
public protocol CompressionFunction {
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
public enum HardwareSHA {
    public static let isAvailable: Bool = csha_has_sha_extensions()
}

extension CompressionFunction {
    @inlinable
    public static var blockBytes: Int { 16 * Word.bitWidth / 8 }

    @inlinable
    public static var digestBytes: Int { digestWords * Word.bitWidth / 8 }

    /// Reads the 16 big-endian words of the block at `start` in `bytes` into `w`, each byte
    /// XORed with `pad` first (0 for a message, 0x36 or 0x5C for an HMAC key).
    @inlinable
    public static func loadBlock(
        _ bytes: UnsafeRawBufferPointer, at start: Int, into w: UnsafeMutablePointer<Word>, xor pad: UInt8
    ) {
        let wordBytes = Word.bitWidth / 8
        for index in 0..<16 {
            var word: Word = 0
            for byte in 0..<wordBytes {
                word = word << 8 | Word(bytes[start + index * wordBytes + byte] ^ pad)
            }
            w[index] = word
        }
    }

    /// The digest of `message` hashed onward from `start`, a state that has already absorbed
    /// `absorbed` bytes (a whole number of blocks): `digest(of: message)` is the plain hash.
    @inlinable
    public static func digest(
        of message: UnsafeRawBufferPointer, continuing start: State = initialState, absorbed: Int = 0
    ) -> [UInt8] {
        let lengthBytes = 2 * Word.bitWidth / 8
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
        return withBlock { (w: UnsafeMutablePointer<Word>) in
            for block in 0..<fullBlocks {
                loadBlock(message, at: block * blockBytes, into: w, xor: 0)
                compress(&state, w)
            }
            tail.withUnsafeBytes { tail in
                for start in stride(from: 0, to: tail.count, by: blockBytes) {
                    loadBlock(tail, at: start, into: w, xor: 0)
                    compress(&state, w)
                }
            }
            store(state, into: w)
            let wordBytes = Word.bitWidth / 8
            return (0..<digestBytes).map { index in
                UInt8(truncatingIfNeeded: w[index / wordBytes] >> ((wordBytes - 1 - index % wordBytes) * 8))
            }
        }
    }
}

extension FixedWidthInteger {
    @inlinable @inline(__always)
    func rotatedLeft(_ n: Self) -> Self { (self &<< n) | (self &>> (Self(Self.bitWidth) &- n)) }
    @inlinable @inline(__always)
    func rotatedRight(_ n: Self) -> Self { (self &>> n) | (self &<< (Self(Self.bitWidth) &- n)) }
}

/// Calls `body` with room for one 16-word block on the stack.
///
/// An `InlineArray` rather than `withUnsafeTemporaryAllocation`: the latter, specialised for
/// these generic hash types, corrupted the stack in Swift 6.3 release builds.
@inlinable @inline(__always)
public func withBlock<Word: FixedWidthInteger, Result>(_ body: (UnsafeMutablePointer<Word>) -> Result) -> Result {
    var storage = InlineArray<16, UInt64>(repeating: 0)
    return withUnsafeMutableBytes(of: &storage) { raw in
        body(raw.bindMemory(to: Word.self).baseAddress!)
    }
}

/// Calls `body` with a message schedule of `length` words on the stack, the first 16 copied
/// from `block`.
///
/// An `InlineArray`, for the same reason as in ``withBlock(_:)``.
@inline(__always)
func withSchedule<Word: FixedWidthInteger>(
    _: Word.Type, _ length: Int, _ block: UnsafePointer<Word>, _ body: (UnsafeMutablePointer<Word>) -> Void
) {
    var storage = InlineArray<80, UInt64>(repeating: 0)
    withUnsafeMutableBytes(of: &storage) { raw in
        let w = raw.bindMemory(to: Word.self).baseAddress!
        w.update(from: block, count: 16)
        body(w)
    }
}

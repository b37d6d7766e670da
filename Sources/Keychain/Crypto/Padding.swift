/// Pads record plaintexts to fixed buckets so that ciphertext lengths do not reveal how long a
/// password or a secret is.
///
/// Layout: a 4-byte big-endian length, the payload, then zeros up to the bucket. Buckets are
/// powers of two from 256 bytes to 64 KiB, then multiples of 64 KiB: at most half of a small
/// record is padding, and two passwords of different lengths usually land in the same bucket.
enum Padding {
    static let minimumBucket = 256
    static let largeStep = 64 * 1024

    /// The padded size for a payload of `count` bytes.
    static func bucket(for count: Int) -> Int {
        let needed = count + 4
        if needed > largeStep {
            return (needed + largeStep - 1) / largeStep * largeStep
        }
        var size = minimumBucket
        while size < needed { size <<= 1 }
        return size
    }

    static func pad(_ payload: [UInt8]) -> [UInt8] {
        let size = bucket(for: payload.count)
        var output = [UInt8](repeating: 0, count: size)
        let length = UInt32(payload.count)
        output[0] = UInt8(truncatingIfNeeded: length >> 24)
        output[1] = UInt8(truncatingIfNeeded: length >> 16)
        output[2] = UInt8(truncatingIfNeeded: length >> 8)
        output[3] = UInt8(truncatingIfNeeded: length)
        output.replaceSubrange(4..<(4 + payload.count), with: payload)
        return output
    }

    /// The payload inside a padded buffer, or nil when the layout is wrong.
    static func unpad(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.count >= 4 else { return nil }
        let length = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard length <= bytes.count - 4 else { return nil }
        guard bytes[(4 + length)...].allSatisfy({ $0 == 0 }) else { return nil }
        return bytes[4..<(4 + length)]
    }
}

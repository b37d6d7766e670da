/// Bits written most significant first, for building streams by hand.
struct Bits {
    var bytes: [UInt8] = []
    var count = 0

    mutating func append(_ value: Int, _ width: Int) {
        for shift in stride(from: width - 1, through: 0, by: -1) {
            if count % 8 == 0 { bytes.append(0) }
            if value >> shift & 1 == 1 { bytes[bytes.count - 1] |= 0x80 >> UInt8(count % 8) }
            count += 1
        }
    }

    /// Terminator and padding up to `length` codewords, as an encoder writes them.
    func padded(to length: Int) -> [UInt8] {
        var copy = self
        copy.append(0, min(4, length * 8 - count))
        var result = copy.bytes
        var pad: UInt8 = 0xEC
        while result.count < length {
            result.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return result
    }
}

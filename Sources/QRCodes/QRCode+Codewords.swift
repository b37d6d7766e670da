extension QRCode {
    /// The codeword sequence for `bytes`: a byte mode segment padded to the version's data
    /// capacity, split into Reed-Solomon blocks, each with its error correction codewords, and
    /// the blocks interleaved (ISO/IEC 18004 §7.4-7.6).
    static func codewords(for bytes: [UInt8], version: SymbolVersion, correction: ErrorCorrection) -> [UInt8] {
        let data = dataCodewords(for: bytes, version: version, correction: correction)
        let encoder = ReedSolomonEncoder(degree: version.errorCorrectionCodewordsPerBlock(correction))
        var blocks: [ArraySlice<UInt8>] = []
        var errorCorrection: [[UInt8]] = []
        var offset = 0
        for length in version.dataBlockLengths(correction) {
            let block = data[offset..<(offset + length)]
            blocks.append(block)
            errorCorrection.append(encoder.remainder(of: block))
            offset += length
        }

        var result: [UInt8] = []
        result.reserveCapacity(version.totalCodewords)
        for index in 0..<(blocks.last?.count ?? 0) {
            for block in blocks where index < block.count { result.append(block[block.startIndex + index]) }
        }
        for index in 0..<encoder.generator.count {
            for block in errorCorrection { result.append(block[index]) }
        }
        return result
    }

    /// The mode indicator, character count and bytes, then the terminator, zero bits to the
    /// next byte and the alternating pad codewords 11101100 00010001 up to the data capacity.
    static func dataCodewords(for bytes: [UInt8], version: SymbolVersion, correction: ErrorCorrection) -> [UInt8] {
        let capacity = version.dataCodewords(correction)
        var writer = BitWriter()
        writer.append(0b0100, bits: 4)  // byte mode
        writer.append(bytes.count, bits: version.characterCountBits)
        for byte in bytes { writer.append(Int(byte), bits: 8) }
        writer.append(0, bits: min(4, capacity * 8 - writer.bitCount))
        writer.append(0, bits: (8 - writer.bitCount % 8) % 8)
        var codewords = writer.bytes
        precondition(codewords.count <= capacity)
        var pad: UInt8 = 0b1110_1100
        while codewords.count < capacity {
            codewords.append(pad)
            pad ^= 0b1110_1100 ^ 0b0001_0001
        }
        return codewords
    }
}

/// Collects bits most significant first into bytes.
private struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private(set) var bitCount = 0

    mutating func append(_ value: Int, bits: Int) {
        precondition(bits >= 0 && (bits == Int.bitWidth || value >> bits == 0), "\(value) does not fit in \(bits) bits")
        for shift in stride(from: bits - 1, through: 0, by: -1) {
            if bitCount % 8 == 0 { bytes.append(0) }
            if value >> shift & 1 == 1 { bytes[bytes.count - 1] |= 0x80 >> UInt8(bitCount % 8) }
            bitCount += 1
        }
    }
}

import TestSupport
import Testing

@testable import QRCodes

@Suite struct DataStreamDecoderTests {
    static func decode(_ bits: Bits, version: Int = 1, length: Int = 16) throws(QRCodeError) -> [UInt8] {
        try DataStreamDecoder.decode(bits.padded(to: length), version: SymbolVersion(version)).bytes
    }

    @Test func numericExampleOfTheStandard() throws {
        // "01234567": groups 012, 345, 67.
        var bits = Bits()
        bits.append(0b0001, 4)
        bits.append(8, 10)
        bits.append(12, 10)
        bits.append(345, 10)
        bits.append(67, 7)
        #expect(try Self.decode(bits) == Array("01234567".utf8))
    }

    @Test func numericWithOneDigitLeftAndLeadingZeros() throws {
        var bits = Bits()
        bits.append(0b0001, 4)
        bits.append(4, 10)
        bits.append(7, 10)  // "007"
        bits.append(9, 4)
        #expect(try Self.decode(bits) == Array("0079".utf8))
    }

    @Test func alphanumericExampleOfTheStandard() throws {
        // "AC-42": AC = 10·45 + 12, -4 = 41·45 + 4, 2.
        var bits = Bits()
        bits.append(0b0010, 4)
        bits.append(5, 9)
        bits.append(462, 11)
        bits.append(1849, 11)
        bits.append(2, 6)
        #expect(try Self.decode(bits) == Array("AC-42".utf8))
    }

    @Test func characterCountsGrowWithTheVersion() throws {
        for (version, width) in [(9, 8), (10, 16), (27, 16)] {
            var bits = Bits()
            bits.append(0b0100, 4)
            bits.append(2, width)
            bits.append(0x68, 8)
            bits.append(0x69, 8)
            #expect(try Self.decode(bits, version: version) == Array("hi".utf8))
        }
        for (version, width) in [(9, 10), (10, 12), (27, 14)] {
            var bits = Bits()
            bits.append(0b0001, 4)
            bits.append(1, width)
            bits.append(5, 4)
            #expect(try Self.decode(bits, version: version) == Array("5".utf8))
        }
    }

    @Test func segmentsFollowEachOther() throws {
        var bits = Bits()
        bits.append(0b0100, 4)
        bits.append(3, 8)
        for byte in "ab/".utf8 { bits.append(Int(byte), 8) }
        bits.append(0b0001, 4)
        bits.append(3, 10)
        bits.append(123, 10)
        bits.append(0b0010, 4)
        bits.append(1, 9)
        bits.append(36, 6)  // space
        #expect(try Self.decode(bits) == Array("ab/123 ".utf8))
    }

    @Test func aStreamThatFillsTheSymbolNeedsNoTerminator() throws {
        var bits = Bits()
        bits.append(0b0100, 4)
        bits.append(1, 8)
        bits.append(0x41, 8)
        bits.append(0, 4)  // padding to a whole codeword, read as a terminator
        #expect(try DataStreamDecoder.decode(bits.bytes, version: SymbolVersion(1)).bytes == [0x41])
        // Numeric "42" takes 21 bits; the three left are too few for a mode indicator.
        #expect(try DataStreamDecoder.decode([0x10, 0x09, 0x50], version: SymbolVersion(1)).bytes == Array("42".utf8))
    }

    @Test func utf8ECIKeepsBytesAndLatin1ECIConvertsThem() throws {
        var utf8 = Bits()
        utf8.append(0b0111, 4)
        utf8.append(26, 8)
        utf8.append(0b0100, 4)
        utf8.append(2, 8)
        utf8.append(0xC3, 8)
        utf8.append(0xA9, 8)
        let message = try DataStreamDecoder.decode(utf8.padded(to: 16), version: SymbolVersion(1))
        #expect(message.bytes == Array("é".utf8))
        #expect(message.extendedChannels == [26])

        var latin1 = Bits()
        latin1.append(0b0111, 4)
        latin1.append(3, 8)
        latin1.append(0b0100, 4)
        latin1.append(2, 8)
        latin1.append(0xE9, 8)
        latin1.append(0x41, 8)
        #expect(try Self.decode(latin1) == Array("éA".utf8))
    }

    @Test func longECIDesignators() throws {
        var two = Bits()
        two.append(0b0111, 4)
        two.append(0b10 << 14 | 899, 16)
        two.append(0b0100, 4)
        two.append(1, 8)
        two.append(0xFF, 8)
        #expect(try Self.decode(two) == [0xFF])

        var three = Bits()
        three.append(0b0111, 4)
        three.append(0b110 << 21 | 20_000, 24)
        #expect(throws: QRCodeError(.unsupported, "")) { try Self.decode(three) }
    }

    @Test func unsupportedContentIsNamed() {
        var kanji = Bits()
        kanji.append(0b1000, 4)
        kanji.append(1, 8)
        kanji.append(0x0AA, 13)
        #expect(throws: QRCodeError(.unsupported, "")) { try Self.decode(kanji) }
        do {
            _ = try Self.decode(kanji)
        } catch {
            #expect(error.description.contains("kanji"))
        }

        var shiftJIS = Bits()
        shiftJIS.append(0b0111, 4)
        shiftJIS.append(20, 8)
        #expect(throws: QRCodeError(.unsupported, "")) { try Self.decode(shiftJIS) }
    }

    @Test func gs1PercentSignsAreSeparators() throws {
        var bits = Bits()
        bits.append(0b0101, 4)  // FNC1, first position
        bits.append(0b0010, 4)
        bits.append(6, 9)
        bits.append(1 * 45 + 38, 11)  // "1%"
        bits.append(2 * 45 + 38, 11)  // "2%"
        bits.append(38 * 45 + 3, 11)  // "%3"
        // A lone "%" is the separator, "%%" a percent sign.
        #expect(try Self.decode(bits) == [0x31, 0x1D, 0x32, 0x25, 0x33])
    }

    @Test func structuredAppendHeaderIsSkipped() throws {
        var bits = Bits()
        bits.append(0b0011, 4)
        bits.append(0x01_7F, 16)
        bits.append(0b0100, 4)
        bits.append(1, 8)
        bits.append(0x7A, 8)
        #expect(try Self.decode(bits) == [0x7A])
    }

    @Test func malformedStreamsAreUnreadable() {
        var unknownMode = Bits()
        unknownMode.append(0b0110, 4)
        var tooLong = Bits()
        tooLong.append(0b0100, 4)
        tooLong.append(200, 8)
        var badDigits = Bits()
        badDigits.append(0b0001, 4)
        badDigits.append(3, 10)
        badDigits.append(1000, 10)
        var badPair = Bits()
        badPair.append(0b0010, 4)
        badPair.append(2, 9)
        badPair.append(2025, 11)
        for bits in [unknownMode, tooLong, badDigits, badPair] {
            #expect(throws: QRCodeError(.unreadable, "")) { try Self.decode(bits) }
        }
    }

    @Test func arbitraryStreamsNeverTrap() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<3000 {
            let length = Int.random(in: 0...40, using: &generator)
            let data = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let version = SymbolVersion(Int.random(in: 1...40, using: &generator))
            // The densest mode, numeric, packs 2.4 characters a byte; ISO 8859-1 doubles at most.
            if let message = try? DataStreamDecoder.decode(data, version: version) {
                #expect(message.bytes.count <= 3 * data.count)
            }
        }
    }
}

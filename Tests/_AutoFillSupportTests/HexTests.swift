import TestSupport
import Testing
import _AutoFillSupport

@Suite struct HexTests {
    @Test func digitValues() {
        for byte in UInt8.min...UInt8.max {
            // The reference: the standard library's own parser, on one character.
            let scalar = Unicode.Scalar(byte)
            let expected = scalar.isASCII && scalar != "+" && scalar != "-" ? UInt8(String(scalar), radix: 16) : nil
            #expect(Hex.value(of: byte) == expected, "byte \(byte)")
        }
    }

    @Test func decodes() {
        #expect(Hex.decode("00fFa1") == [0, 255, 161])
        #expect(Hex.decode("") == [])
        #expect(Hex.decode("0") == nil)
        #expect(Hex.decode("zz") == nil)
        #expect(Hex.decode("0g") == nil)
        #expect(Hex.decode("00 1") == nil)
        #expect(Hex.decode("+f") == nil)
        #expect(Hex.decode(Array("Ab".utf8)[...]) == [0xAB])
    }

    @Test func encodes() {
        #expect(Hex.encode([0, 255, 161, 0x0A]) == "00ffa10a")
        #expect(Hex.encode([0, 255, 161], uppercase: true, separator: ":") == "00:FF:A1")
        #expect(Hex.encode([], separator: ":") == "")
        #expect(Hex.encode([7], separator: ":") == "07")
    }

    @Test func roundTrips() {
        var random = SeededGenerator(state: 1)
        for count in 0..<64 {
            let bytes = random.bytes(count)
            let reference = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            #expect(Hex.encode(bytes) == reference)
            #expect(Hex.decode(Hex.encode(bytes)) == bytes)
            #expect(Hex.decode(Hex.encode(bytes, uppercase: true)) == bytes)
        }
    }
}

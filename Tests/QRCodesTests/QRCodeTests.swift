import Testing

@testable import QRCodes

@Suite struct QRCodeTests {
    @Test func textTooLongForVersion40IsRefusedWithTheLimit() {
        let text = String(repeating: "x", count: 3100)
        #expect(throws: QRCodeError(.dataTooLong, "")) { try QRCode(text: text) }
        do {
            _ = try QRCode(text: text, correction: .medium)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == "the text is 3100 bytes; a QR code holds at most 2331 bytes at error correction M")
            #expect(error.code == .dataTooLong)
            #expect(String(reflecting: error).contains("QRCode.swift"))
        }
    }

    @Test(arguments: zip(ErrorCorrection.allCases, [2953, 2331, 1663, 1273]))
    func version40HoldsItsCapacityAndNoMore(level: ErrorCorrection, capacity: Int) throws {
        let code = try QRCode(bytes: [UInt8](repeating: 0xA5, count: capacity), correction: level)
        #expect(code.version == 40)
        #expect(code.size == 177)
        #expect(throws: QRCodeError(.dataTooLong, "")) {
            try QRCode(bytes: [UInt8](repeating: 0xA5, count: capacity + 1), correction: level)
        }
    }

    @Test func bytesErrorsSpeakOfData() {
        do {
            _ = try QRCode(bytes: [UInt8](repeating: 0, count: 1274), correction: .high)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == "the data is 1274 bytes; a QR code holds at most 1273 bytes at error correction H")
        }
    }

    @Test func textIsEncodedAsUTF8() throws {
        let text = "Grüße, 東京 🔑"
        #expect(try QRCode(text: text) == QRCode(bytes: Array(text.utf8)))
        #expect(try QRCode(text: text[...]) == QRCode(bytes: Array(text.utf8)))
    }

    @Test func emptyInputMakesAVersion1Symbol() throws {
        let code = try QRCode(bytes: [])
        #expect(code.version == 1)
        #expect(code.size == 21)
    }

    @Test func levelsAreNamedByTheirLetters() {
        #expect(ErrorCorrection.allCases.map(\.description) == ["L", "M", "Q", "H"])
    }

    @Test func encodingIsDeterministic() throws {
        let text = "otpauth://totp/a?secret=JBSWY3DPEHPK3PXP"
        #expect(try QRCode(text: text, correction: .quartile) == QRCode(text: text, correction: .quartile))
    }
}

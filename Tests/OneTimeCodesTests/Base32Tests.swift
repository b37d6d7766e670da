import TestSupport
import Testing

@testable import OneTimeCodes

@Suite struct Base32Tests {
    // RFC 4648 §10.
    static let rfc4648: [(String, String)] = [
        ("", ""), ("f", "MY======"), ("fo", "MZXQ===="), ("foo", "MZXW6==="), ("foob", "MZXW6YQ="),
        ("fooba", "MZXW6YTB"), ("foobar", "MZXW6YTBOI======"),
    ]

    @Test func encodesTheRFC4648Vectors() {
        for (plain, encoded) in Self.rfc4648 {
            #expect(Base32.encode(Array(plain.utf8), padding: true) == encoded)
            #expect(Base32.encode(Array(plain.utf8)) == encoded.filter { $0 != "=" })
        }
    }

    @Test func decodesTheRFC4648Vectors() throws {
        for (plain, encoded) in Self.rfc4648.dropFirst() {
            #expect(try Base32.decode(encoded) == Array(plain.utf8))
            #expect(try Base32.decode(encoded.filter { $0 != "=" }) == Array(plain.utf8))
        }
    }

    @Test(arguments: [
        "JBSWY3DPEHPK3PXP", "jbswy3dpehpk3pxp", "JBSW Y3DP EHPK 3PXP", "jbsw-y3dp-ehpk-3pxp", "JBSWY3DPEHPK3PXP====",
        " JBSWY3DP\tEHPK3PXP\n", "JbSwY3dPeHpK3pXp",
    ])
    func lenientDecodingAcceptsWhatAppsEmit(text: String) throws {
        #expect(
            try Base32.decode(text) == Array("Hello!\u{DE}\u{AD}\u{BE}\u{EF}".unicodeScalars.map { UInt8($0.value) }))
    }

    @Test func trailingBitsAreIgnored() throws {
        // 16 characters = 80 bits = 10 bytes; 17 characters leave 5 bits over.
        #expect(try Base32.decode("JBSWY3DPEHPK3PXPA").count == 10)
        #expect(try Base32.decode("MZXW6YTBOI").count == 6)
    }

    @Test(arguments: ["JBSWY3DPEHPK3PX1", "JBSWY3DP!", "JBSWY3DPÉ", "0000", "8888", "AB CD+EF"])
    func charactersOutsideTheAlphabetAreRefused(text: String) {
        #expect(throws: OTPError(.invalidBase32, "")) { try Base32.decode(text) }
    }

    @Test func errorMessagesGivePositionsNotCharacters() {
        do {
            _ = try Base32.decode("ABCDEFG!")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("position 8"))
            #expect(!error.description.contains("!"))
        }
    }

    @Test(arguments: ["", "   ", "====", "-", "A"])
    func emptyOrTooShortInputIsRefused(text: String) {
        #expect(throws: OTPError(.invalidBase32, "")) { try Base32.decode(text) }
    }

    @Test func roundTripsRandomBytes() throws {
        var random = SeededGenerator(state: 99)
        for length in 1..<80 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            #expect(try Base32.decode(Base32.encode(bytes)) == bytes)
            #expect(try Base32.decodeSecret(Base32.encode(bytes)).unredactedBytes() == bytes)
        }
    }
}

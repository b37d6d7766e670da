import Secrets
import Testing

@testable import OneTimeCodes

/// The published test vectors: RFC 4226 Appendix D, RFC 6238 Appendix B (with the erratum
/// 2866 seeds), Steam Guard, and the extra vector of REFERENCE §1.
@Suite struct VectorTests {
    static let rfc4226Key = SecretBytes(Array("12345678901234567890".utf8))

    @Test(
        arguments: zip(
            0..<10,
            [
                "755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489",
            ]))
    func rfc4226AppendixD(counter: Int, expected: String) throws {
        let hotp = try HOTP(secret: Self.rfc4226Key)
        #expect(hotp.code(counter: UInt64(counter)) == expected)
    }

    @Test func rfc4226IntermediateTruncatedValues() throws {
        // Appendix D lists the decimal value of the truncated HMAC for each counter.
        let expected: [UInt32] = [
            1_284_755_224, 1_094_287_082, 137_359_152, 1_726_969_429, 1_640_338_314, 868_254_676, 1_918_287_922,
            82_162_583, 673_399_871, 645_520_489,
        ]
        let hotp = try HOTP(secret: Self.rfc4226Key)
        #expect((0..<10).map { hotp.truncatedValue(counter: UInt64($0)) } == expected)
    }

    struct RFC6238Case: Sendable, CustomTestStringConvertible {
        let time: Int64
        let sha1: String
        let sha256: String
        let sha512: String
        var testDescription: String { "t=\(time)" }
    }

    static let rfc6238: [RFC6238Case] = [
        .init(time: 59, sha1: "94287082", sha256: "46119246", sha512: "90693936"),
        .init(time: 1_111_111_109, sha1: "07081804", sha256: "68084774", sha512: "25091201"),
        .init(time: 1_111_111_111, sha1: "14050471", sha256: "67062674", sha512: "99943326"),
        .init(time: 1_234_567_890, sha1: "89005924", sha256: "91819424", sha512: "93441116"),
        .init(time: 2_000_000_000, sha1: "69279037", sha256: "90698825", sha512: "38618901"),
        .init(time: 20_000_000_000, sha1: "65353130", sha256: "77737706", sha512: "47863826"),
    ]

    // Erratum 2866: the SHA-256 seed is 32 bytes and the SHA-512 seed 64 bytes.
    static let seed20 = SecretBytes(Array("12345678901234567890".utf8))
    static let seed32 = SecretBytes(Array("12345678901234567890123456789012".utf8))
    static let seed64 = SecretBytes(
        Array("1234567890123456789012345678901234567890123456789012345678901234".utf8))

    @Test(arguments: rfc6238)
    func rfc6238AppendixB(vector: RFC6238Case) throws {
        let sha1 = try TOTP(secret: Self.seed20, algorithm: .sha1, digits: 8)
        let sha256 = try TOTP(secret: Self.seed32, algorithm: .sha256, digits: 8)
        let sha512 = try TOTP(secret: Self.seed64, algorithm: .sha512, digits: 8)
        #expect(try sha1.code(atUnixTime: vector.time) == vector.sha1)
        #expect(try sha256.code(atUnixTime: vector.time) == vector.sha256)
        #expect(try sha512.code(atUnixTime: vector.time) == vector.sha512)
    }

    @Test func rfc6238StepsAre64Bit() throws {
        let totp = try TOTP(secret: Self.seed20, digits: 8)
        // 20000000000 / 30 = 0x27BC86AA: beyond 2038, past 32-bit seconds.
        #expect(try totp.step(atUnixTime: 20_000_000_000) == 0x27BC_86AA)
        #expect(try totp.step(atUnixTime: 1_111_111_109) == 0x023_523EC)
    }

    @Test func theTwentyByteSeedGivesDifferentSHA256Codes() throws {
        // The RFC's text wrongly says every seed is 20 bytes; with it, the table does not match.
        let wrong = try TOTP(secret: Self.seed20, algorithm: .sha256, digits: 8)
        #expect(try wrong.code(atUnixTime: 59) != "46119246")
    }

    @Test(arguments: [(Int64(1_511_200_518), "FR8RV"), (1_511_200_714, "9P3VP")])
    func steamGuard(time: Int64, expected: String) throws {
        let steam = try TOTP.steam(secret: Base32.decodeSecret("63BEDWCQZKTQWPESARIERL5DTTQFCJTK"))
        #expect(try steam.code(atUnixTime: time) == expected)
    }

    @Test(arguments: [
        (Int64(0), "282760"), (59, "996554"), (1_111_111_109, "071271"), (1_234_567_890, "742275"),
        (2_000_000_000, "890699"),
    ])
    func jbswy3dpehpk3pxp(time: Int64, expected: String) throws {
        let totp = try TOTP(secret: Base32.decodeSecret("JBSWY3DPEHPK3PXP"))
        #expect(try totp.code(atUnixTime: time) == expected)
    }

    @Test func codesKeepLeadingZeros() throws {
        let totp = try TOTP(secret: Self.seed20, digits: 8)
        let code = try totp.code(atUnixTime: 1_111_111_109)
        #expect(code == "07081804")
        #expect(code.count == 8)
    }

    @Test func tenDigitCodesAreTheWhole31BitValue() throws {
        let hotp = try HOTP(secret: Self.rfc4226Key, digits: 10)
        #expect(hotp.code(counter: 0) == "1284755224")
        #expect(hotp.code(counter: 2) == "0137359152")
    }
}

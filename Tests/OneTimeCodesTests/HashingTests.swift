import Crypto
import Secrets
import TestSupport
import Testing

@testable import OneTimeCodes

/// Our HMAC (on the compression functions in `_AutoFillSupport`) against swift-crypto, an
/// independent implementation.
@Suite struct HashingTests {

    static func reference(_ algorithm: OTPAlgorithm, key: [UInt8], message: [UInt8]) -> [UInt8] {
        let key = SymmetricKey(data: key)
        switch algorithm {
        case .sha256: return Array(HMAC<Crypto.SHA256>.authenticationCode(for: message, using: key))
        case .sha512: return Array(HMAC<Crypto.SHA512>.authenticationCode(for: message, using: key))
        default: return Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
        }
    }

    @Test(arguments: OTPAlgorithm.allCases)
    func hmacMatchesSwiftCryptoForEveryKeyAndMessageLength(algorithm: OTPAlgorithm) throws {
        var random = SeededGenerator(state: 42)
        // Key lengths cross the block size (64 or 128) so long keys get hashed first;
        // message lengths cross the padding boundaries.
        for keyLength in [1, 19, 20, 32, 55, 63, 64, 65, 111, 112, 127, 128, 129, 200, 300] {
            for messageLength in [0, 1, 8, 55, 56, 63, 64, 65, 111, 112, 119, 120, 127, 128, 129, 250] {
                let key = (0..<keyLength).map { _ in UInt8.random(in: 0...255, using: &random) }
                let message = (0..<messageLength).map { _ in UInt8.random(in: 0...255, using: &random) }
                let hotp = try HOTP(secret: SecretBytes(key), algorithm: algorithm)
                #expect(
                    hotp.authenticationCode(for: message) == Self.reference(algorithm, key: key, message: message),
                    "key \(keyLength) bytes, message \(messageLength) bytes")
            }
        }
    }

    @Test(arguments: OTPAlgorithm.allCases)
    func truncationMatchesTheRFCFormulaOverSwiftCrypto(algorithm: OTPAlgorithm) throws {
        var random = SeededGenerator(state: 7)
        for _ in 0..<300 {
            let key = (0..<Int.random(in: 1...100, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
            }
            let counter = random.next() >> UInt64.random(in: 0...63, using: &random)
            let message = (0..<8).map { UInt8(truncatingIfNeeded: counter >> (56 - 8 * UInt64($0))) }
            let mac = Self.reference(algorithm, key: key, message: message)
            let offset = Int(mac[mac.count - 1] & 0x0F)
            let expected =
                UInt32(mac[offset] & 0x7F) << 24 | UInt32(mac[offset + 1]) << 16 | UInt32(mac[offset + 2]) << 8
                | UInt32(mac[offset + 3])
            let hotp = try HOTP(secret: SecretBytes(key), algorithm: algorithm, digits: 10)
            #expect(hotp.truncatedValue(counter: counter) == expected)
            let decimal = String(expected)
            #expect(hotp.code(counter: counter) == String(repeating: "0", count: 10 - decimal.count) + decimal)
        }
    }
}

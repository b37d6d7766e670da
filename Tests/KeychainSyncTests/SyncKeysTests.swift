import Crypto
import Foundation
import Secrets
import SyncProtocol
import Testing
import _CryptoExtras

@testable import Keychain

@Suite("Sync account keys and record sealing")
struct SyncKeysTests {
    static let kdf = ClientKDF(salt: Array(repeating: 0x42, count: 16), n: 1 << 10, r: 8, p: 1)
    static let passphrase = SecretText("correct horse battery staple")

    @Test("the authentication key and the encryption key differ, follow the documented derivation, and repeat")
    func derivation() throws {
        let keys = try SyncAccountKeys(passphrase: Self.passphrase, kdf: Self.kdf)
        let again = try SyncAccountKeys(passphrase: Self.passphrase, kdf: Self.kdf)
        #expect(keys.authKey == again.authKey)
        #expect(keys.authKey != keys.encryptionKey)
        #expect(keys.authKey.count == 32 && keys.encryptionKey.count == 32)

        // docs/sync.md, step by step with swift-crypto's primitives.
        let master = try KDF.Scrypt.deriveKey(
            from: Array(Self.passphrase.unredacted.utf8), salt: Self.kdf.salt, outputByteCount: 32, rounds: 1 << 10,
            blockSize: 8, parallelism: 1)
        let auth = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: master, salt: Self.kdf.salt, info: Array("swift-autofill sync authentication v1".utf8),
            outputByteCount: 32)
        #expect(keys.authKey == SecretBytes(auth.withUnsafeBytes { Array($0) }))

        let other = try SyncAccountKeys(passphrase: SecretText("another passphrase"), kdf: Self.kdf)
        #expect(other.authKey != keys.authKey)
        var salted = Self.kdf
        salted.salt[0] ^= 1
        #expect(try SyncAccountKeys(passphrase: Self.passphrase, kdf: salted).authKey != keys.authKey)
    }

    @Test("the passphrase is normalised (NFC) before derivation")
    func normalisation() throws {
        let composed = try SyncAccountKeys(passphrase: SecretText("caf\u{E9}"), kdf: Self.kdf)
        let decomposed = try SyncAccountKeys(passphrase: SecretText("cafe\u{301}"), kdf: Self.kdf)
        #expect(composed.authKey == decomposed.authKey)
    }

    @Test("the key bundle opens only with the same passphrase")
    func bundle() throws {
        let keys = try SyncAccountKeys(passphrase: Self.passphrase, kdf: Self.kdf)
        let syncKey = SyncKey.generate()
        let bundle = try keys.sealBundle(syncKey)
        #expect(try keys.openBundle(bundle).key == syncKey.key)
        let wrong = try SyncAccountKeys(passphrase: SecretText("wrong"), kdf: Self.kdf)
        #expect(throws: KeychainError(.wrongPassphrase, "")) { try wrong.openBundle(bundle) }
        var tampered = bundle
        tampered[tampered.count / 2] ^= 0x01
        #expect(throws: KeychainError(.wrongPassphrase, "")) { try keys.openBundle(tampered) }
        #expect(throws: KeychainError(.syncRefused, "")) { try keys.openBundle([2] + bundle.dropFirst()) }
        #expect(throws: KeychainError(.syncRefused, "")) { try keys.openBundle([]) }
    }

    @Test("a record's ciphertext is bound to its id, padded, and detects any flipped byte")
    func records() throws {
        let key = SyncKey.generate()
        let id = UUID()
        let short = try key.seal(Array("a".utf8), id: id)
        let longer = try key.seal(Array(repeating: 0x61, count: 200), id: id)
        #expect(short.count == longer.count)  // both in the 256-byte bucket
        #expect(try key.open(short, id: id) == Array("a".utf8))
        #expect(throws: KeychainError(.damagedRecord, "")) { try key.open(short, id: UUID()) }
        for index in stride(from: 1, to: short.count, by: 37) {
            var flipped = short
            flipped[index] ^= 0x80
            #expect(throws: KeychainError(.damagedRecord, "")) { try key.open(flipped, id: id) }
        }
        #expect(throws: KeychainError(.damagedRecord, "")) { try SyncKey.generate().open(short, id: id) }
    }

    @Test(
        "parameters out of range from a server are refused before any work",
        arguments: [
            ClientKDF(algorithm: "argon2", salt: Array(repeating: 1, count: 16), n: 1 << 10, r: 8, p: 1),
            ClientKDF(salt: Array(repeating: 1, count: 16), n: 1000, r: 8, p: 1),
            ClientKDF(salt: Array(repeating: 1, count: 16), n: 1 << 30, r: 8, p: 1),
            ClientKDF(salt: Array(repeating: 1, count: 4), n: 1 << 10, r: 8, p: 1),
            ClientKDF(salt: Array(repeating: 1, count: 16), n: 1 << 10, r: 0, p: 1),
        ])
    func refusedParameters(kdf: ClientKDF) {
        #expect(throws: KeychainError(.syncRefused, "")) { try SyncAccountKeys(passphrase: Self.passphrase, kdf: kdf) }
    }

    @Test("keys and versions never print a secret")
    func redaction() throws {
        let keys = try SyncAccountKeys(passphrase: Self.passphrase, kdf: Self.kdf)
        let hex = keys.authKey.unredactedBytes().map { String(format: "%02x", $0) }.joined()
        for value in [renderings(keys), renderings(SyncKey.generate())] {
            #expect(!value.contains(hex))
            #expect(!value.contains(Self.passphrase.unredacted))
        }
        let version = SyncedVersion(
            FieldVersion(
                fields: ["password": "planted-pw-1", "otpauth": "otpauth://totp/x?secret=PLANTEDSECRET"],
                modified: 0, author: "a"), isCurrent: true, isDeleted: false)
        #expect(!renderings(version).contains("planted-pw-1"))
        #expect(!renderings(version).contains("PLANTEDSECRET"))
    }
}

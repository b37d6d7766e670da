import Crypto
import Foundation
import OneTimeCodes
import Secrets
import _CryptoExtras

/// andOTP's backups: a plain JSON array of entries (`otp_accounts.json`), or the
/// password-protected form (`otp_accounts.json.aes`): a 4-byte big-endian PBKDF2 iteration
/// count, a 12-byte salt, a 12-byte IV, then AES-256-GCM ciphertext and tag; the key is
/// PBKDF2-HMAC-SHA1 of the password.
enum AndOTPImporter {
    struct Entry: Decodable {
        var secret: String
        var issuer: String?
        var label: String?
        var digits: Int?
        var type: String?
        var algorithm: String?
        var period: Int?
        var counter: UInt64?
    }

    /// The iteration counts accepted from a file: andOTP writes 140 000-160 000; the cap keeps
    /// a hostile file from making the import run for minutes.
    static let iterationRange = 1_000...10_000_000

    static func importBatch(_ data: Data, passphrase: SecretText?, now: Date) throws(KeychainError) -> ImportBatch {
        let entries: [Entry]
        // The encrypted form starts with the iteration count's high byte, never with '['.
        let firstSignificant = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if firstSignificant == UInt8(ascii: "[") || firstSignificant == UInt8(ascii: "{") {
            entries = try ImportSupport.decodeJSON([Entry].self, from: data, format: "andOTP")
        } else {
            guard let passphrase else {
                throw KeychainError(.passphraseRequired, "this andOTP backup is encrypted; give its password")
            }
            entries = try decrypt(Array(data), passphrase: passphrase)
        }
        var batch = ImportBatch()
        for (index, entry) in entries.enumerated() {
            let name = StandaloneGenerator.displayName(issuer: entry.issuer, account: entry.label ?? "")
            do {
                let url = try ImportSupport.generator(
                    type: entry.type ?? "TOTP", issuer: entry.issuer, account: entry.label ?? "", secret: entry.secret,
                    algorithm: entry.algorithm, digits: entry.digits, period: entry.period, counter: entry.counter)
                batch.addGenerator(url, created: now)
            } catch {
                batch.skipped.append(SkippedEntry(position: "entry \(index + 1) (\(name))", reason: error.description))
            }
        }
        return batch
    }

    private static func decrypt(_ bytes: [UInt8], passphrase: SecretText) throws(KeychainError) -> [Entry] {
        let headerLength = 4 + 12 + 12
        guard bytes.count >= headerLength + 16 else {
            throw KeychainError(.malformedImport, "this is not an andOTP backup: it is too short")
        }
        let iterations = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard iterationRange.contains(iterations) else {
            throw KeychainError(
                .unsupportedImport,
                "this is not an andOTP backup, or one from before andOTP 0.6.3; export it again from a current andOTP")
        }
        let salt = Array(bytes[4..<16])
        let iv = Array(bytes[16..<28])
        let sealed = bytes[28...]
        var password = Array(passphrase.unredacted.utf8)
        defer { password.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        let key: SymmetricKey
        do {
            key = try KDF.Insecure.PBKDF2.deriveKey(
                from: password, salt: salt, using: .insecureSHA1, outputByteCount: 32,
                unsafeUncheckedRounds: iterations)
        } catch {
            throw KeychainError(.invalidParameter, "PBKDF2 failed for this andOTP backup")
        }
        guard
            var plaintext = ImportSupport.openAESGCM(
                key: key, nonce: iv, ciphertext: Array(sealed.dropLast(16)), tag: Array(sealed.suffix(16)))
        else {
            throw KeychainError(.wrongPassphrase, "the password does not open this andOTP backup")
        }
        defer { plaintext.wipe() }
        return try ImportSupport.decodeJSON([Entry].self, from: plaintext, format: "andOTP")
    }
}

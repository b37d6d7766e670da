import Crypto
import Foundation
import OneTimeCodes
import Secrets
import _AutoFillSupport
import _CryptoExtras

/// A 2FAS Authenticator backup (`.2fas`): JSON with a `services` list, or, when encrypted,
/// `servicesEncrypted` = Base64(ciphertext‖tag) `:` Base64(salt) `:` Base64(IV), the key being
/// PBKDF2-HMAC-SHA256 of the password (10 000 rounds, 256 bits) and the cipher AES-GCM.
enum TwoFASImporter {
    struct File: Decodable {
        var services: [Service]?
        var servicesEncrypted: String?
        var schemaVersion: Int?
    }

    struct Service: Decodable {
        var name: String?
        var secret: String
        var otp: OTP?
    }

    struct OTP: Decodable {
        var label: String?
        var account: String?
        var issuer: String?
        var digits: Int?
        var period: Int?
        var algorithm: String?
        var tokenType: String?
        var counter: UInt64?
    }

    /// The PBKDF2 rounds 2FAS uses: far below what a new design would choose, but the file's
    /// format fixes them.
    static let rounds = 10_000

    static func importBatch(_ data: Data, passphrase: SecretText?, now: Date) throws(KeychainError) -> ImportBatch {
        let file = try ImportSupport.decodeJSON(File.self, from: data, format: "2FAS")
        var services = file.services ?? []
        if let encrypted = file.servicesEncrypted, !encrypted.isEmpty {
            guard let passphrase else {
                throw KeychainError(.passphraseRequired, "this 2FAS backup is encrypted; give its password")
            }
            services = try decrypt(encrypted, passphrase: passphrase)
        } else if file.services == nil {
            throw KeychainError(
                .malformedImport, "this is not a 2FAS backup: it has neither services nor servicesEncrypted")
        }
        var batch = ImportBatch()
        for (index, service) in services.enumerated() {
            let issuer = service.otp?.issuer.flatMap { $0.isEmpty ? nil : $0 } ?? service.name
            let account = service.otp?.account ?? service.otp?.label ?? ""
            let name = StandaloneGenerator.displayName(issuer: issuer, account: account)
            do {
                let url = try ImportSupport.generator(
                    type: service.otp?.tokenType ?? "TOTP", issuer: issuer, account: account, secret: service.secret,
                    algorithm: service.otp?.algorithm, digits: service.otp?.digits, period: service.otp?.period,
                    counter: service.otp?.counter)
                batch.addGenerator(url, created: now)
            } catch {
                batch.skipped.append(SkippedEntry(position: "entry \(index + 1) (\(name))", reason: error.description))
            }
        }
        return batch
    }

    private static func decrypt(_ text: String, passphrase: SecretText) throws(KeychainError) -> [Service] {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let sealed = Base64.decode(parts[0], rules: .tolerant),
            let salt = Base64.decode(parts[1], rules: .tolerant),
            let iv = Base64.decode(parts[2], rules: .tolerant), sealed.count >= 16, iv.count == 12, !salt.isEmpty
        else {
            throw KeychainError(
                .malformedImport, "this 2FAS backup's servicesEncrypted is not ciphertext:salt:iv in Base64")
        }
        var password = Array(passphrase.unredacted.utf8)
        defer { password.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        let key: SymmetricKey
        do {
            key = try KDF.Insecure.PBKDF2.deriveKey(
                from: password, salt: salt, using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: rounds)
        } catch {
            throw KeychainError(.invalidParameter, "PBKDF2 failed for this 2FAS backup")
        }
        guard
            var plaintext = ImportSupport.openAESGCM(
                key: key, nonce: iv, ciphertext: Array(sealed.dropLast(16)), tag: Array(sealed.suffix(16)))
        else {
            throw KeychainError(.wrongPassphrase, "the password does not open this 2FAS backup")
        }
        defer { plaintext.wipe() }
        return try ImportSupport.decodeJSON([Service].self, from: plaintext, format: "2FAS")
    }
}

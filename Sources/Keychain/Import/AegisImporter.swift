import Crypto
import Foundation
import OneTimeCodes
import Secrets
import _AutoFillSupport

/// Aegis Authenticator's vault export (its `docs/vault.md`): plain, or encrypted with a
/// password slot (scrypt, N=2^15 r=8 p=1 by default) that wraps an AES-256-GCM master key,
/// which seals the `db` object.
enum AegisImporter {
    struct File: Decodable {
        var version: Int?
        var header: Header?
        var db: Database
    }

    struct Header: Decodable {
        var slots: [Slot]?
        var params: KeyParams?
    }

    struct KeyParams: Decodable {
        var nonce: String
        var tag: String
    }

    struct Slot: Decodable {
        var type: Int
        var key: String
        var key_params: KeyParams
        var n: Int?
        var r: Int?
        var p: Int?
        var salt: String?
    }

    /// `db` is an object when the file is plain, a Base64 string when it is encrypted.
    enum Database: Decodable {
        case plain(Content)
        case encrypted(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .encrypted(text)
            } else {
                self = .plain(try container.decode(Content.self))
            }
        }
    }

    struct Content: Decodable {
        var version: Int?
        var entries: [Entry]
    }

    struct Entry: Decodable {
        var type: String
        var name: String?
        var issuer: String?
        var note: String?
        var info: Info
    }

    struct Info: Decodable {
        var secret: String
        var algo: String?
        var digits: Int?
        var period: Int?
        var counter: UInt64?
    }

    static let passwordSlot = 1

    static func importBatch(_ data: Data, passphrase: SecretText?, now: Date) throws(KeychainError) -> ImportBatch {
        let file = try ImportSupport.decodeJSON(File.self, from: data, format: "Aegis")
        let content: Content
        switch file.db {
        case .plain(let plain):
            content = plain
        case .encrypted(let base64):
            guard let passphrase else {
                throw KeychainError(.passphraseRequired, "this Aegis export is encrypted; give its password")
            }
            content = try decrypt(base64, header: file.header, passphrase: passphrase)
        }
        var batch = ImportBatch()
        for (index, entry) in content.entries.enumerated() {
            let name = StandaloneGenerator.displayName(issuer: entry.issuer, account: entry.name ?? "")
            do {
                let url = try ImportSupport.generator(
                    type: entry.type, issuer: entry.issuer, account: entry.name ?? "", secret: entry.info.secret,
                    algorithm: entry.info.algo, digits: entry.info.digits, period: entry.info.period,
                    counter: entry.info.counter)
                batch.addGenerator(url, notes: entry.note, created: now)
            } catch {
                batch.skipped.append(SkippedEntry(position: "entry \(index + 1) (\(name))", reason: error.description))
            }
        }
        return batch
    }

    private static func decrypt(_ base64: String, header: Header?, passphrase: SecretText) throws(KeychainError)
        -> Content
    {
        guard let header, let slots = header.slots, let params = header.params,
            let nonce = Hex.decode(params.nonce), let tag = Hex.decode(params.tag),
            let ciphertext = Base64.decode(base64, rules: .tolerant)
        else {
            throw KeychainError(.malformedImport, "this Aegis export is encrypted but its header is incomplete")
        }
        let passwordSlots = slots.filter { $0.type == passwordSlot }
        guard !passwordSlots.isEmpty else {
            throw KeychainError(
                .unsupportedImport,
                "this Aegis export has no password slot (only biometric or raw keys); export it again with a password")
        }
        var password = Array(passphrase.unredacted.utf8)
        defer { password.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        for slot in passwordSlots {
            guard var masterKey = try openSlot(slot, password: password) else { continue }
            defer { masterKey.wipe() }
            guard
                var plaintext = ImportSupport.openAESGCM(
                    key: SymmetricKey(data: masterKey), nonce: nonce, ciphertext: ciphertext, tag: tag)
            else {
                throw KeychainError(
                    .malformedImport, "the password opens the key slot but the Aegis data does not authenticate")
            }
            defer { plaintext.wipe() }
            return try ImportSupport.decodeJSON(Content.self, from: plaintext, format: "Aegis")
        }
        throw KeychainError(.wrongPassphrase, "the password does not open this Aegis export")
    }

    /// The master key in a password slot, or nil when the password does not open it.
    private static func openSlot(_ slot: Slot, password: [UInt8]) throws(KeychainError) -> Data? {
        guard let n = slot.n, let r = slot.r, let p = slot.p, n > 1, n.nonzeroBitCount == 1,
            let salt = slot.salt.flatMap(Hex.decode), let key = Hex.decode(slot.key),
            let nonce = Hex.decode(slot.key_params.nonce), let tag = Hex.decode(slot.key_params.tag)
        else {
            throw KeychainError(.malformedImport, "an Aegis password slot is incomplete")
        }
        let parameters = KeyDerivation(uncheckedLogN: n.trailingZeroBitCount, blockSize: r, parallelism: p)
        try parameters.validate()
        let derived = try KeyDerivation.scrypt(
            password: password, salt: salt, logN: parameters.logN, blockSize: r, parallelism: p)
        guard let masterKey = ImportSupport.openAESGCM(key: derived, nonce: nonce, ciphertext: key, tag: tag),
            masterKey.count == 32
        else { return nil }
        return masterKey
    }
}

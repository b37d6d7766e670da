import Crypto
import Foundation
import Secrets
import _AutoFillSupport

/// The encrypted backup file: every credential and generator, with history, under a passphrase
/// of its own. Documented in `docs/keychain.md` so that it can be read without this code.
///
/// ```json
/// {"cipher": "AES-256-GCM",
///  "data": "<Base64: 12-byte nonce ‖ ciphertext ‖ 16-byte tag>",
///  "format": "swift-autofill-backup",
///  "kdf": {"logN": 17, "name": "scrypt", "p": 1, "r": 8, "salt": "<Base64, 32 bytes>"},
///  "version": 1}
/// ```
///
/// The key is scrypt(passphrase in NFC, salt, N = 2^logN, r, p, 32 bytes). The associated data
/// is the ASCII text `swift-autofill backup v1` followed by the bytes logN, r, p and the salt, so
/// none of the parameters can be changed unnoticed. The plaintext is padded as records are
/// (4-byte length, JSON, zeros) and its JSON is
/// `{"records": [{"id": "<UUID>", "item": <record payload>}]}`, the payload being the same
/// object a vault record holds.
enum BackupFile {
    /// The value of the `format` field.
    static let formatName = "swift-autofill-backup"
    /// The version this code writes and the newest it reads.
    static let version = 1

    struct Envelope: Codable {
        struct KDF: Codable {
            var name: String
            var logN: Int
            var r: Int
            var p: Int
            var salt: String
        }

        var format: String
        var version: Int
        var cipher: String
        var kdf: KDF
        var data: String
    }

    struct Content: Codable {
        struct Entry: Codable {
            var id: UUID
            var item: RecordPayload
        }

        var records: [Entry]
    }

    /// Seals credentials and generators under `passphrase`.
    ///
    /// - Throws: ``KeychainError/Code/invalidParameter`` for an empty passphrase.
    static func seal(
        credentials: [Credential], generators: [StandaloneGenerator], passphrase: SecretText,
        keyDerivation: KeyDerivation = .recommended
    ) throws(KeychainError) -> Data {
        guard !passphrase.isEmpty else {
            throw KeychainError(.invalidParameter, "the backup passphrase is empty")
        }
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let key = try keyDerivation.deriveKey(passphrase: passphrase, salt: salt)
        let items = credentials.map(VaultItem.credential) + generators.map(VaultItem.generator)
        let content = Content(records: items.map { Content.Entry(id: $0.id, item: RecordPayload($0)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var json: Data
        do {
            json = try encoder.encode(content)
        } catch {
            throw KeychainError(.invalidRecord, "the backup cannot be encoded")
        }
        defer { json.wipe() }
        var padded = Padding.pad(Array(json))
        defer { padded.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        let sealed: AES.GCM.SealedBox
        do {
            sealed = try AES.GCM.seal(
                padded, using: key, authenticating: associatedData(keyDerivation: keyDerivation, salt: salt))
        } catch {
            throw KeychainError(.storageFailure, "the backup cannot be encrypted")
        }
        let envelope = Envelope(
            format: formatName, version: version, cipher: "AES-256-GCM",
            kdf: .init(
                name: "scrypt", logN: keyDerivation.logN, r: keyDerivation.blockSize, p: keyDerivation.parallelism,
                salt: Base64.encode(salt)),
            data: Base64.encode(Array(sealed.combined!)))
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return try encoder.encode(envelope) + Data("\n".utf8)
        } catch {
            throw KeychainError(.invalidRecord, "the backup cannot be encoded")
        }
    }

    /// Opens a backup; the items keep their identifiers, dates and history.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase``; ``KeychainError/Code/malformedImport``
    ///   for a file that is not a backup; ``KeychainError/Code/unsupportedVersion`` for a newer one.
    static func open(_ data: Data, passphrase: SecretText) throws(KeychainError) -> ImportBatch {
        let envelope = try ImportSupport.decodeJSON(Envelope.self, from: data, format: "autofill backup")
        guard envelope.format == formatName else {
            throw KeychainError(
                .malformedImport, "this is not an autofill backup (format '\(envelope.format.prefix(40))')")
        }
        guard envelope.version <= version else {
            throw KeychainError(
                .unsupportedVersion, "this backup has version \(envelope.version); this autofill reads up to \(version)"
            )
        }
        guard envelope.cipher == "AES-256-GCM", envelope.kdf.name == "scrypt",
            envelope.kdf.logN > 0, envelope.kdf.logN < 64,
            let salt = Base64.decode(envelope.kdf.salt, rules: .tolerant),
            let sealed = Base64.decode(envelope.data, rules: .tolerant)
        else {
            throw KeychainError(.malformedImport, "this backup's header is not one this version reads")
        }
        let keyDerivation = KeyDerivation(
            uncheckedLogN: envelope.kdf.logN, blockSize: envelope.kdf.r, parallelism: envelope.kdf.p)
        let key = try keyDerivation.deriveKey(passphrase: passphrase, salt: salt)
        var plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            plaintext = try AES.GCM.open(
                box, using: key, authenticating: associatedData(keyDerivation: keyDerivation, salt: salt))
        } catch {
            throw KeychainError(.wrongPassphrase, "the passphrase does not open this backup, or the file was changed")
        }
        defer { plaintext.wipe() }
        var bytes = Array(plaintext)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        guard let json = Padding.unpad(bytes) else {
            throw KeychainError(.malformedImport, "this backup decrypts but its padding is wrong")
        }
        var jsonData = Data(json)
        defer { jsonData.wipe() }
        let content = try ImportSupport.decodeJSON(Content.self, from: jsonData, format: "autofill backup")
        var batch = ImportBatch()
        batch.isRestore = true
        for (index, entry) in content.records.enumerated() {
            do {
                switch try entry.item.item(id: entry.id, revision: 0) {
                case .credential(let credential): batch.credentials.append(credential)
                case .generator(let generator): batch.generators.append(generator)
                }
            } catch {
                batch.skipped.append(
                    SkippedEntry(position: "record \(index + 1) (\(entry.id.text))", reason: error.description))
            }
        }
        return batch
    }

    private static func associatedData(keyDerivation: KeyDerivation, salt: [UInt8]) -> [UInt8] {
        var data = Array("swift-autofill backup v1".utf8)
        data.append(UInt8(truncatingIfNeeded: keyDerivation.logN))
        data.append(UInt8(truncatingIfNeeded: keyDerivation.blockSize))
        data.append(UInt8(truncatingIfNeeded: keyDerivation.parallelism))
        data += salt
        return data
    }
}

import Crypto
import Foundation
import Secrets

extension VaultKey {
    /// The plaintext layout this version writes and the newest it reads.
    static let recordFormatVersion = 1

    /// Encrypts a record's plaintext under a new random record key, which is itself wrapped
    /// with this vault key. `payload` is padded first and the padded copy wiped afterwards.
    func seal(payload: [UInt8], id: UUID, revision: UInt64) throws(KeychainError) -> EncryptedRecord {
        try seal(payload: payload, id: id, revision: revision, deleted: false)
    }

    private func seal(payload: [UInt8], id: UUID, revision: UInt64, deleted: Bool) throws(KeychainError)
        -> EncryptedRecord
    {
        let recordKey = SymmetricKey(size: .bits256)
        var padded = Padding.pad(payload)
        defer { padded.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        let formatVersion = Self.recordFormatVersion
        do {
            let wrappedKey = try recordKey.withUnsafeBytes { bytes in
                try AES.GCM.seal(
                    bytes, using: recordWrappingKey.symmetricKey,
                    authenticating: keyAssociatedData(recordID: id, keyID: self.id))
            }
            let sealed = try AES.GCM.seal(
                padded, using: recordKey,
                authenticating: Self.recordAssociatedData(
                    formatVersion: formatVersion, recordID: id, revision: revision, keyID: self.id, deleted: deleted))
            return EncryptedRecord(
                id: id, revision: revision, formatVersion: formatVersion, keyID: self.id,
                wrappedKey: Array(wrappedKey.combined!), ciphertext: Array(sealed.combined!), isDeleted: false)
        } catch {
            throw KeychainError(.storageFailure, "could not encrypt record \(id.text)")
        }
    }

    /// A tombstone: the record's deletion as a sealed, authenticated change (an empty padded
    /// plaintext under its own record key, with associated data that says "deleted"), so that a
    /// live record cannot be made to look deleted, nor a deleted one live, without the vault key.
    func sealTombstone(id: UUID, revision: UInt64) throws(KeychainError) -> EncryptedRecord {
        var record = try seal(payload: [], id: id, revision: revision, deleted: true)
        record.isDeleted = true
        return record
    }

    /// What a record's sealed contents are, whatever its `is_deleted` column says.
    enum SealedState: Sendable, Equatable {
        case live
        case tombstone
        /// A tombstone from before deletions were sealed (empty ciphertext).
        case legacyTombstone
        case unreadable
    }

    func sealedState(of record: EncryptedRecord) -> SealedState {
        if record.ciphertext.isEmpty && record.wrappedKey.isEmpty { return .legacyTombstone }
        guard record.keyID == id else { return .unreadable }
        for deleted in [record.isDeleted, !record.isDeleted] {
            if var opened = try? openPadded(record, deleted: deleted) {
                opened.withUnsafeMutableBytes { SecureZero.wipe($0) }
                return deleted ? .tombstone : .live
            }
        }
        return .unreadable
    }

    /// Decrypts a record and removes its padding. The caller wipes the result when done.
    ///
    /// - Throws: ``KeychainError/Code/damagedRecord`` naming the record when any byte of its
    ///   key, ciphertext, identifier or revision was changed;
    ///   ``KeychainError/Code/unsupportedVersion`` for a newer plaintext layout.
    func open(_ record: EncryptedRecord) throws(KeychainError) -> [UInt8] {
        guard !record.isDeleted else {
            throw KeychainError(.recordNotFound, "record \(record.id.text) was deleted")
        }
        var bytes: [UInt8]
        do {
            bytes = try openPadded(record, deleted: false)
        } catch {
            if error.code == .damagedRecord && sealedState(of: record) == .tombstone {
                throw KeychainError(
                    .damagedRecord,
                    "record \(record.id.text) is marked live but its sealed contents say it was deleted: the file was altered"
                )
            }
            throw error
        }
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        guard let payload = Padding.unpad(bytes) else {
            throw KeychainError(.damagedRecord, "record \(record.id.text) is damaged: its padding is wrong")
        }
        return Array(payload)
    }

    /// Decrypts a record (live, or a tombstone when `deleted`) without removing the padding.
    private func openPadded(_ record: EncryptedRecord, deleted: Bool) throws(KeychainError) -> [UInt8] {
        guard record.formatVersion <= Self.recordFormatVersion, record.formatVersion >= 1 else {
            throw KeychainError(
                .unsupportedVersion,
                "record \(record.id.text) has format version \(record.formatVersion); this version reads up to \(Self.recordFormatVersion)"
            )
        }
        guard record.keyID == id else {
            throw KeychainError(.damagedRecord, "record \(record.id.text) is sealed with a different vault key")
        }
        let recordKey: SymmetricKey
        do {
            let box = try AES.GCM.SealedBox(combined: record.wrappedKey)
            var opened = try AES.GCM.open(
                box, using: recordWrappingKey.symmetricKey,
                authenticating: keyAssociatedData(recordID: record.id, keyID: id))
            defer { opened.withUnsafeMutableBytes { SecureZero.wipe($0) } }
            guard opened.count == 32 else { throw CryptoKitError.incorrectKeySize }
            recordKey = SymmetricKey(data: opened)
        } catch {
            throw KeychainError(.damagedRecord, "record \(record.id.text) is damaged: its key does not authenticate")
        }
        var plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(combined: record.ciphertext)
            plaintext = try AES.GCM.open(
                box, using: recordKey,
                authenticating: Self.recordAssociatedData(
                    formatVersion: record.formatVersion, recordID: record.id, revision: record.revision, keyID: id,
                    deleted: deleted))
        } catch {
            throw KeychainError(.damagedRecord, "record \(record.id.text) is damaged: its contents do not authenticate")
        }
        defer { plaintext.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return Array(plaintext)
    }

    private func keyAssociatedData(recordID: UUID, keyID: UUID) -> [UInt8] {
        var data = Array("swift-autofill record key v1".utf8)
        data += recordID.bytes
        data += keyID.bytes
        return data
    }

    static func recordAssociatedData(
        formatVersion: Int, recordID: UUID, revision: UInt64, keyID: UUID, deleted: Bool = false
    ) -> [UInt8] {
        var data = Array((deleted ? "swift-autofill tombstone v1" : "swift-autofill record v1").utf8)
        data.appendBigEndian(UInt16(truncatingIfNeeded: formatVersion))
        data += recordID.bytes
        data.appendBigEndian(revision)
        data += keyID.bytes
        return data
    }
}

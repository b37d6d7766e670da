import Foundation
import Secrets

/// What ``Vault/salvage(from:passphrase:to:keyDerivation:)`` found and copied.
public struct SalvageReport: Sendable, Hashable {
    /// Credentials and standalone generators copied into the new vault.
    public var credentials = 0
    public var generators = 0
    /// Items whose latest readable version is a deletion: not copied.
    public var deleted = 0
    /// Records of the vault found in the file of which no version can be read (damaged): lost,
    /// unless a backup holds them.
    public var unreadable: [UUID] = []
    /// Items that were flagged deleted without having been deleted, copied back.
    public var unhidden: [UUID] = []
}

extension Vault {
    /// Copies every record of a damaged vault that can still be read into a new vault at
    /// `destination` (same passphrase; the source is only read).
    ///
    /// The source is read page by page, without SQLite (``PageScanner``), so a truncated file or
    /// one whose b-trees are broken gives up whatever it still holds: every version of every
    /// record in the file and its WAL is tried, and for each item the highest revision that
    /// authenticates wins. Nothing unauthenticated is trusted: a row counts only if AES-GCM opens
    /// it under the vault key, with its identifier and revision. An item whose latest readable
    /// version is a deletion stays deleted; one that was merely flagged deleted comes back.
    ///
    /// - Parameter keyDerivation: the new vault's scrypt parameters (the old vault's if nil).
    /// - Throws: ``KeychainError/Code/wrongPassphrase`` when the passphrase opens no header
    ///   found; ``KeychainError/Code/damagedVault`` when no header survives (it holds the vault
    ///   key: nothing can be read without it); ``KeychainError/Code/vaultExists`` when
    ///   `destination` exists.
    public static func salvage(
        from path: String, passphrase: SecretText, to destination: String, keyDerivation: KeyDerivation? = nil
    ) throws(KeychainError) -> SalvageReport {
        guard let database = FileManager.default.contents(atPath: path) else {
            throw KeychainError(.vaultNotFound, "cannot read \(path): no such file, or permission denied")
        }
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw KeychainError(.vaultExists, "\(destination) exists; name a new file for the salvaged vault")
        }
        let wal = FileManager.default.contents(atPath: path + "-wal")
        let rows = PageScanner(database: Array(database), wal: wal.map(Array.init)).rows()

        let (header, vaultKey) = try Self.salvageKey(from: rows, passphrase: passphrase, path: path)
        var report = SalvageReport()
        var best: [UUID: (revision: UInt64, item: VaultItem?, flaggedDeleted: Bool)] = [:]
        var damaged: Set<UUID> = []
        for row in rows {
            guard let record = Self.salvageRecord(row), record.keyID == vaultKey.id else { continue }
            if let known = best[record.id], known.revision > record.revision { continue }
            if let known = best[record.id], known.revision == record.revision {
                // Another copy of the same version (an older page, the WAL): only its flag can differ.
                if known.item != nil, record.isDeleted, vaultKey.sealedState(of: record) == .live {
                    best[record.id]?.flaggedDeleted = true
                }
                continue
            }
            switch vaultKey.sealedState(of: record) {
            case .live:
                var live = record
                live.isDeleted = false
                guard let item = try? Vault.item(live, key: vaultKey) else {
                    damaged.insert(record.id)
                    continue
                }
                best[record.id] = (record.revision, item, record.isDeleted)
            case .tombstone, .legacyTombstone:
                best[record.id] = (record.revision, nil, true)
            case .unreadable:
                damaged.insert(record.id)
            }
        }
        var batch = ImportBatch()
        batch.isRestore = true
        for (id, found) in best.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
            switch found.item {
            case .credential(let credential)?: batch.credentials.append(credential)
            case .generator(let generator)?: batch.generators.append(generator)
            case nil: report.deleted += 1
            }
            if found.item != nil, found.flaggedDeleted { report.unhidden.append(id) }
        }
        report.unreadable = damaged.subtracting(best.keys).sorted { $0.uuidString < $1.uuidString }

        let salvaged = try Vault.create(
            at: destination, passphrase: passphrase, keyDerivation: keyDerivation ?? header.keyDerivation)
        let summary = try salvaged.importItems(batch)
        salvaged.lock()
        report.credentials = summary.addedCredentials.count
        report.generators = summary.addedGenerators.count
        return report
    }

    /// The vault key from the first header found in `rows` that `passphrase` opens.
    private static func salvageKey(
        from rows: [[PageScanner.Value]], passphrase: SecretText, path: String
    ) throws(KeychainError) -> (VaultHeader, VaultKey) {
        var tried: [[UInt8]: PassphraseKey] = [:]
        var candidates = 0
        for row in rows {
            guard let header = salvageHeader(row) else { continue }
            candidates += 1
            let cacheKey =
                header.salt + [
                    UInt8(truncatingIfNeeded: header.keyDerivation.logN),
                    UInt8(truncatingIfNeeded: header.keyDerivation.blockSize),
                    UInt8(truncatingIfNeeded: header.keyDerivation.parallelism),
                ]
            let passphraseKey: PassphraseKey
            if let cached = tried[cacheKey] {
                passphraseKey = cached
            } else {
                guard (try? header.keyDerivation.validate()) != nil,
                    let derived = try? PassphraseKey(passphrase: passphrase, for: header)
                else { continue }
                tried[cacheKey] = derived
                passphraseKey = derived
            }
            if let key = try? VaultKey(unwrapping: header, with: passphraseKey) { return (header, key) }
        }
        guard candidates > 0 else {
            throw KeychainError(
                .damagedVault,
                "no vault header survives in \(path): it holds the vault key, so no record can be read without it. Restore the vault from your latest backup ('autofill import backup FILE' into a new vault)"
            )
        }
        throw KeychainError(
            .wrongPassphrase, "the passphrase opens none of the \(candidates) vault header(s) found in \(path)")
    }

    /// A row of the `vault` table: `(rowid alias), format_version, key_id, kdf_log_n, kdf_r,
    /// kdf_p, salt, wrapped_key[, passphrase_check, checksum]`.
    static func salvageHeader(_ row: [PageScanner.Value]) -> VaultHeader? {
        guard row.count >= 8, row[0] == .null, let version = row[1].integer, (1...2).contains(version),
            let keyID = row[2].blob.flatMap(UUID.init(bytes:)), let logN = row[3].integer,
            let r = row[4].integer, let p = row[5].integer, let salt = row[6].blob, salt.count == 32,
            let wrapped = row[7].blob, wrapped.count == 60, (1...24).contains(logN), (1...32).contains(r),
            (1...16).contains(p)
        else { return nil }
        var header = VaultHeader(
            formatVersion: Int(version), vaultKeyID: keyID,
            keyDerivation: KeyDerivation(uncheckedLogN: Int(logN), blockSize: Int(r), parallelism: Int(p)),
            salt: salt, wrappedVaultKey: wrapped)
        if row.count >= 10 {
            header.passphraseCheck = row[8].blob
            header.checksum = row[9].blob
        }
        return header
    }

    /// A row of the `record` table: `id, revision, format_version, key_id, wrapped_key,
    /// ciphertext, is_deleted, server_revision, needs_push`.
    static func salvageRecord(_ row: [PageScanner.Value]) -> EncryptedRecord? {
        guard row.count == 9, let id = row[0].blob.flatMap(UUID.init(bytes:)), let revision = row[1].integer,
            revision > 0, let format = row[2].integer, let keyID = row[3].blob.flatMap(UUID.init(bytes:)),
            let wrapped = row[4].blob, let ciphertext = row[5].blob, let deleted = row[6].integer
        else { return nil }
        return EncryptedRecord(
            id: id, revision: UInt64(revision), formatVersion: Int(format), keyID: keyID, wrappedKey: wrapped,
            ciphertext: ciphertext, isDeleted: deleted != 0)
    }
}

extension UUID {
    /// The UUID whose 16 bytes these are; nil for any other length.
    init?(data: Data) {
        guard data.count == 16 else { return nil }
        self.init(bytes: Array(data))
    }

    /// The UUID whose 16 bytes these are; nil for any other length.
    init?(bytes: [UInt8]) {
        guard bytes.count == 16 else { return nil }
        self.init(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

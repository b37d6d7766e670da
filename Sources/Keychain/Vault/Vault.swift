import Foundation
import OneTimeCodes
import Secrets
import _AutoFillSupport

/// The encrypted keychain: credentials, verification-code generators and their history, in
/// one SQLite file.
///
/// A `Vault` pairs the file with a ``VaultKey`` while unlocked. Locking drops the key; the file
/// stays open and holds only ciphertext.
///
/// ```swift
/// let vault = try Vault.create(at: path, passphrase: passphrase)
/// let saved = try vault.add(Credential(services: [.domain("example.com")], username: "alice",
///                                      password: SecretText("..."), created: now))
/// let matches = try vault.items(matching: "login.example.com")
/// vault.lock()
/// ```
///
/// Every write is one SQLite transaction and carries the revision it started from, so two
/// processes that edit the same record cannot silently overwrite each other: the later one gets
/// ``KeychainError/Code/staleRevision``.
public final class Vault: Sendable {
    /// The file.
    let storage: VaultStorage
    private let key: Locked<VaultKey?>
    private let lastCheck = Locked<RecordSetCheck?>(nil)

    /// A locked vault over `storage`.
    init(storage: VaultStorage) {
        self.storage = storage
        key = Locked(nil)
    }

    /// The fewest characters a new passphrase may have: one rule for the CLI, the service's page
    /// and the library. (Vaults made earlier with shorter ones still open.)
    public static let minimumPassphraseLength = 8

    /// Refuses a new passphrase shorter than ``minimumPassphraseLength`` characters.
    public static func checkNewPassphrase(_ passphrase: SecretText) throws(KeychainError) {
        guard passphrase.unredacted.count >= minimumPassphraseLength else {
            throw KeychainError(
                .invalidParameter,
                passphrase.isEmpty
                    ? "the passphrase is empty"
                    : "choose a passphrase of at least \(minimumPassphraseLength) characters")
        }
    }

    /// Creates a vault at `path` with a new random vault key wrapped by `passphrase`; it is
    /// returned unlocked.
    ///
    /// - Throws: ``KeychainError/Code/vaultExists`` when `path` already holds a vault;
    ///   ``KeychainError/Code/invalidParameter`` for a passphrase shorter than
    ///   ``minimumPassphraseLength`` characters.
    public static func create(
        at path: String, passphrase: SecretText, keyDerivation: KeyDerivation = .recommended
    ) throws(KeychainError) -> Vault {
        try checkNewPassphrase(passphrase)
        let storage = try VaultStorage(path: path, create: true)
        guard try storage.header() == nil else {
            throw KeychainError(.vaultExists, "a vault already exists at \(path)")
        }
        let vaultKey = VaultKey.generate()
        let header = try VaultHeader.sealing(vaultKey, passphrase: passphrase, keyDerivation: keyDerivation)
        try storage.initialize(header, manifest: ManifestKey(vaultKey).seal(RecordManifest()))
        let vault = Vault(storage: storage)
        vault.key.withLock { $0 = vaultKey }
        return vault
    }

    /// Opens the vault at `path`, locked.
    ///
    /// - Throws: ``KeychainError/Code/vaultNotFound`` when there is no vault there.
    public static func open(at path: String) throws(KeychainError) -> Vault {
        let storage = try VaultStorage(path: path)
        guard try storage.header() != nil else {
            throw KeychainError(.vaultNotFound, "\(path) holds no vault; create one with 'autofill vault init'")
        }
        return Vault(storage: storage)
    }

    /// The vault's header.
    func header() throws(KeychainError) -> VaultHeader {
        guard let header = try storage.header() else {
            throw KeychainError(.vaultNotFound, "\(storage.path) holds no vault")
        }
        return header
    }

    // MARK: What the file says without the passphrase

    /// The vault file.
    public var path: String { storage.path }

    /// The scrypt parameters the passphrase goes through (``KeyDerivation/isWeak`` for a vault
    /// made for tests).
    public func keyDerivation() throws(KeychainError) -> KeyDerivation {
        try header().keyDerivation
    }

    /// The layout version of the file.
    public func formatVersion() throws(KeychainError) -> Int {
        try header().formatVersion
    }

    /// How many records the file holds, tombstones of deleted items included.
    public func recordCount() throws(KeychainError) -> Int {
        try storage.recordCount()
    }

    /// SQLite's integrity check of the file: `["ok"]`, or the problems it found. Reads every
    /// page, so it takes time on a large vault; decrypting is ``contents()``'s job.
    public func integrityCheck() throws(KeychainError) -> [String] {
        try storage.integrityCheck()
    }

    // MARK: Locking

    /// Whether the vault holds its key.
    public var isUnlocked: Bool { key.withLock { $0 != nil } }

    /// Derives the passphrase key (scrypt, the slow part) and unwraps the vault key.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase``.
    ///
    /// A vault of format 1 is upgraded on the way (see ``unlock(with:)-(PassphraseKey)``). The
    /// set of records is checked against the vault's manifest: see ``recordSetCheck``.
    public func unlock(passphrase: SecretText) throws(KeychainError) {
        let header = try header()
        try unlock(with: PassphraseKey(passphrase: passphrase, for: header))
    }

    /// Unwraps the vault key with a passphrase key derived earlier (the fast half of
    /// ``unlock(passphrase:)``; ``PassphraseKey/init(passphrase:for:)`` is the slow half).
    ///
    /// A vault of format 1 (made before the record manifest) is upgraded here, once: a copy of
    /// the file as it was is kept next to it (`vault.sqlite.format1-backup`), legacy tombstones
    /// are sealed, the manifest of the records as they are is written, and the header gets its
    /// passphrase check and checksum, all in one transaction.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase``; ``KeychainError/Code/damagedVault`` for
    ///   a damaged header (its checksum, or a wrapped key that the right passphrase cannot open).
    public func unlock(with passphraseKey: PassphraseKey) throws(KeychainError) {
        let header = try header()
        let vaultKey = try VaultKey(unwrapping: header, with: passphraseKey)
        if header.formatVersion < VaultHeader.currentFormatVersion {
            try upgrade(from: header, vaultKey: vaultKey, passphraseKey: passphraseKey)
        }
        try unlock(with: vaultKey)
    }

    /// Unlocks with a key obtained earlier, as an agent that holds the key does.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase`` when the key belongs to another vault.
    public func unlock(with vaultKey: VaultKey) throws(KeychainError) {
        guard try header().vaultKeyID == vaultKey.id else {
            throw KeychainError(.wrongPassphrase, "the key belongs to a different vault")
        }
        let check = try checkRecordSet(key: vaultKey)
        key.withLock { $0 = vaultKey }
        lastCheck.withLock { $0 = check }
    }

    /// What the check of the record set found at the last unlock: nil until then. A vault whose
    /// rows were removed, hidden (flagged deleted) or put back at an older revision since the
    /// last write reports it here; ``checkRecordSet()`` runs the check again.
    public var recordSetCheck: RecordSetCheck? { lastCheck.withLock { $0 } }

    /// Checks the records against the vault's manifest and every tombstone's seal.
    public func checkRecordSet() throws(KeychainError) -> RecordSetCheck {
        try checkRecordSet(key: unlockedKey())
    }

    func checkRecordSet(key vaultKey: VaultKey) throws(KeychainError) -> RecordSetCheck {
        let manifestKey = ManifestKey(vaultKey)
        let entries = try storage.manifestEntries()
        let found = RecordManifest.of(entries, key: manifestKey)
        guard let sealed = try storage.sealedManifest() else {
            if try header().formatVersion >= 2 { throw VaultStorage.missingManifest(storage.path) }
            return RecordSetCheck(expected: nil, found: found, hidden: [])
        }
        let expected = try manifestKey.open(sealed)
        var hidden: [UUID] = []
        if expected != found {
            // Name what can be named: rows flagged deleted whose sealed contents are live items.
            for record in try storage.records(includingDeleted: true) where record.isDeleted {
                if vaultKey.sealedState(of: record) == .live { hidden.append(record.id) }
            }
        }
        return RecordSetCheck(expected: expected, found: found, hidden: hidden)
    }

    private func upgrade(
        from header: VaultHeader, vaultKey: VaultKey, passphraseKey: PassphraseKey
    ) throws(KeychainError) {
        let backup = storage.path + ".format1-backup"
        if !FileManager.default.fileExists(atPath: backup) {
            try storage.copy(to: backup)
        }
        let newHeader = try VaultHeader.sealing(vaultKey, with: passphraseKey)
        let manifestKey = ManifestKey(vaultKey)
        try storage.upgrade(expected: header, to: newHeader) { rows throws(KeychainError) in
            var replacements: [EncryptedRecord] = []
            for row in rows where row.isDeleted && row.ciphertext.isEmpty {
                replacements.append(try vaultKey.sealTombstone(id: row.id, revision: row.revision))
            }
            let manifest = RecordManifest.of(
                rows.map { RecordManifest.Entry(id: $0.id, revision: $0.revision, isDeleted: $0.isDeleted) },
                key: manifestKey)
            return (replacements, try manifestKey.seal(manifest))
        }
    }

    /// Drops the key. Records stay on disk, encrypted; reading them needs ``unlock(passphrase:)``.
    public func lock() {
        key.withLock { $0 = nil }
    }

    /// The key, for an agent that hands it to other `Vault` values on the same file.
    ///
    /// - Throws: ``KeychainError/Code/locked``.
    public func unlockedKey() throws(KeychainError) -> VaultKey {
        guard let vaultKey = key.withLock({ $0 }) else {
            throw KeychainError(.locked, "the vault is locked; unlock it first")
        }
        return vaultKey
    }

    /// Replaces the passphrase. Only the vault key is re-wrapped (with a new salt, and new
    /// scrypt parameters if given); no record is rewritten.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase`` when `current` is wrong.
    public func changePassphrase(
        from current: SecretText, to new: SecretText, keyDerivation: KeyDerivation? = nil
    ) throws(KeychainError) {
        try Self.checkNewPassphrase(new)
        var header = try header()
        let currentKey = try PassphraseKey(passphrase: current, for: header)
        let vaultKey = try VaultKey(unwrapping: header, with: currentKey)
        if header.formatVersion < VaultHeader.currentFormatVersion {
            // A new header is a format 2 header: the manifest it promises must exist first.
            try upgrade(from: header, vaultKey: vaultKey, passphraseKey: currentKey)
            header = try self.header()
        }
        let newHeader = try VaultHeader.sealing(
            vaultKey, passphrase: new, keyDerivation: keyDerivation ?? header.keyDerivation)
        try storage.replaceHeader(newHeader, expected: header)
    }

    // MARK: Reading

    /// Decrypts one record.
    func item(_ record: EncryptedRecord, key vaultKey: VaultKey) throws(KeychainError) -> VaultItem {
        try Self.item(record, key: vaultKey)
    }

    static func item(_ record: EncryptedRecord, key vaultKey: VaultKey) throws(KeychainError) -> VaultItem {
        var bytes = try vaultKey.open(record)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return try RecordPayload.decode(bytes, id: record.id).item(id: record.id, revision: record.revision)
    }

    /// Everything in the vault. A record that fails to decrypt does not hide the others: it is
    /// listed in ``VaultContents/damaged`` with the reason.
    public func contents() throws(KeychainError) -> VaultContents {
        let vaultKey = try unlockedKey()
        var contents = VaultContents()
        for record in try storage.records() {
            do {
                switch try item(record, key: vaultKey) {
                case .credential(let credential): contents.credentials.append(credential)
                case .generator(let generator): contents.generators.append(generator)
                }
            } catch {
                contents.damaged.append(DamagedRecord(id: record.id, error: error))
            }
        }
        contents.credentials.sort {
            ($0.displayName.lowercased(), $0.created) < ($1.displayName.lowercased(), $1.created)
        }
        contents.generators.sort {
            ($0.displayName.lowercased(), $0.created) < ($1.displayName.lowercased(), $1.created)
        }
        return contents
    }

    /// The credential with `id`.
    ///
    /// - Throws: ``KeychainError/Code/recordNotFound`` when there is none (or `id` names a
    ///   generator); ``KeychainError/Code/damagedRecord`` when it fails to decrypt.
    public func credential(id: UUID) throws(KeychainError) -> Credential {
        guard case .credential(let credential) = try liveItem(id: id) else {
            throw KeychainError(.recordNotFound, "no credential has the id \(id.text)")
        }
        return credential
    }

    /// The standalone generator with `id`.
    public func generator(id: UUID) throws(KeychainError) -> StandaloneGenerator {
        guard case .generator(let generator) = try liveItem(id: id) else {
            throw KeychainError(.recordNotFound, "no verification-code generator has the id \(id.text)")
        }
        return generator
    }

    func liveItem(id: UUID) throws(KeychainError) -> VaultItem {
        let vaultKey = try unlockedKey()
        guard let record = try storage.record(id: id), !record.isDeleted else {
            throw KeychainError(.recordNotFound, "no item has the id \(id.text)")
        }
        return try item(record, key: vaultKey)
    }

    // MARK: Writing

    /// Saves a new credential; returns it with its first revision.
    ///
    /// - Throws: ``KeychainError/Code/staleRevision`` when a record with its id exists.
    @discardableResult
    public func add(_ credential: Credential) throws(KeychainError) -> Credential {
        var saved = credential
        saved.revision = 1
        try write([.credential(saved)], expected: [nil])
        return saved
    }

    /// Saves a new standalone generator; returns it with its first revision.
    @discardableResult
    public func add(_ generator: StandaloneGenerator) throws(KeychainError) -> StandaloneGenerator {
        var saved = generator
        saved.revision = 1
        try write([.generator(saved)], expected: [nil])
        return saved
    }

    /// Saves changes to a credential read from this vault.
    ///
    /// When the user name, the password, the services or the generator change, the stored
    /// version goes to the front of the history (the oldest beyond ``Credential/historyLimit``
    /// are dropped).
    ///
    /// - Throws: ``KeychainError/Code/staleRevision`` when the stored credential changed since
    ///   `credential` was read.
    @discardableResult
    public func update(_ credential: Credential, now: Date) throws(KeychainError) -> Credential {
        let stored = try self.credential(id: credential.id)
        guard stored.revision == credential.revision else {
            throw KeychainError(.staleRevision, "credential \(credential.id.text) was changed elsewhere; read it again")
        }
        var saved = credential
        if saved.differsInTrackedFields(from: stored) {
            var version = stored.currentVersion
            version.replaced = now
            saved.history.insert(version, at: 0)
            if saved.history.count > Credential.historyLimit {
                saved.history.removeLast(saved.history.count - Credential.historyLimit)
            }
        }
        saved.modified = now
        saved.revision = stored.revision + 1
        try write([.credential(saved)], expected: [stored.revision])
        return saved
    }

    /// Saves changes to a standalone generator read from this vault.
    @discardableResult
    public func update(_ generator: StandaloneGenerator, now: Date) throws(KeychainError) -> StandaloneGenerator {
        let stored = try self.generator(id: generator.id)
        guard stored.revision == generator.revision else {
            throw KeychainError(.staleRevision, "generator \(generator.id.text) was changed elsewhere; read it again")
        }
        var saved = generator
        saved.modified = now
        saved.revision = stored.revision + 1
        try write([.generator(saved)], expected: [stored.revision])
        return saved
    }

    /// Deletes an item, leaving a tombstone so that other devices learn of the delete.
    public func delete(id: UUID) throws(KeychainError) {
        let vaultKey = try unlockedKey()
        guard let record = try storage.record(id: id), !record.isDeleted else {
            throw KeychainError(.recordNotFound, "no item has the id \(id.text)")
        }
        let tombstone = try vaultKey.sealTombstone(id: id, revision: record.revision + 1)
        try storage.apply(
            [VaultStorage.Write(record: tombstone, tokens: [], expectedRevision: record.revision)],
            manifest: ManifestKey(vaultKey))
    }

    /// Encrypts and stores items in one transaction. Each item's revision is the one to write;
    /// `expected` holds the revisions they replace (nil for new records).
    func write(_ items: [VaultItem], expected: [UInt64?]) throws(KeychainError) {
        let vaultKey = try unlockedKey()
        var writes: [VaultStorage.Write] = []
        writes.reserveCapacity(items.count)
        for (item, expectedRevision) in zip(items, expected) {
            var payload = try RecordPayload(item).encoded()
            defer { payload.withUnsafeMutableBytes { SecureZero.wipe($0) } }
            let revision = (expectedRevision ?? 0) + 1
            let record = try vaultKey.seal(payload: payload, id: item.id, revision: revision)
            let tokens = item.lookupKeys.map(vaultKey.lookupToken(for:))
            writes.append(VaultStorage.Write(record: record, tokens: tokens, expectedRevision: expectedRevision))
        }
        try storage.apply(writes, manifest: ManifestKey(vaultKey))
    }
}

/// Everything a vault holds, decrypted.
public struct VaultContents: Sendable {
    /// The credentials, by display name.
    public var credentials: [Credential] = []
    /// The standalone generators, by display name.
    public var generators: [StandaloneGenerator] = []
    /// Records that failed to decrypt or decode, each with the reason.
    public var damaged: [DamagedRecord] = []
}

/// What the check of a vault's record set against its manifest found.
public struct RecordSetCheck: Sendable, Hashable {
    /// Live items and tombstones the manifest expects (nil: a vault of format 1, which has no
    /// manifest yet).
    public let expectedItems: Int?
    public let expectedDeleted: Int?
    /// Live items and tombstones the file holds.
    public let foundItems: Int
    public let foundDeleted: Int
    /// Rows flagged deleted whose sealed contents are live items: hidden by whoever changed the
    /// flag. `autofill vault salvage` brings them back.
    public let hidden: [UUID]
    /// Whether the file's records are exactly the set the vault last wrote.
    public let isIntact: Bool

    init(expected: RecordManifest?, found: RecordManifest, hidden: [UUID]) {
        expectedItems = expected.map { Int(truncatingIfNeeded: $0.live) }
        expectedDeleted = expected.map { Int(truncatingIfNeeded: $0.deleted) }
        foundItems = Int(truncatingIfNeeded: found.live)
        foundDeleted = Int(truncatingIfNeeded: found.deleted)
        self.hidden = hidden
        isIntact = expected.map { $0 == found } ?? true
    }

    /// What is wrong, in sentences a person can act on; empty when intact.
    public var problems: [String] {
        guard !isIntact, let expectedItems, let expectedDeleted else { return [] }
        var problems: [String] = []
        if foundItems < expectedItems {
            let missing = expectedItems - foundItems
            problems.append(
                "\(missing) item\(missing == 1 ? " is" : "s are") missing from the vault: the vault last held \(expectedItems) items, the file has \(foundItems)"
            )
        }
        for id in hidden {
            problems.append(
                "item \(id.uuidString.lowercased()) is flagged deleted but was never deleted: the flag was changed")
        }
        if problems.isEmpty {
            problems.append(
                "the vault's records do not match what it last wrote (\(foundItems) items and \(foundDeleted) deleted, expected \(expectedItems) and \(expectedDeleted)): a record was removed, hidden or put back at an older version"
            )
        }
        problems.append(
            "the file was altered outside autofill. " + KeychainError.recoveryAdvice)
        return problems
    }
}

/// A record that could not be read.
public struct DamagedRecord: Sendable, Hashable {
    /// The record's identifier.
    public let id: UUID
    /// Why it could not be read (``KeychainError/Code/damagedRecord`` or
    /// ``KeychainError/Code/unsupportedVersion``).
    public let error: KeychainError
}

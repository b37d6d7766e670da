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

    /// A locked vault over `storage`.
    init(storage: VaultStorage) {
        self.storage = storage
        key = Locked(nil)
    }

    /// Creates a vault at `path` with a new random vault key wrapped by `passphrase`; it is
    /// returned unlocked.
    ///
    /// - Throws: ``KeychainError/Code/vaultExists`` when `path` already holds a vault;
    ///   ``KeychainError/Code/invalidParameter`` for an empty passphrase.
    public static func create(
        at path: String, passphrase: SecretText, keyDerivation: KeyDerivation = .recommended
    ) throws(KeychainError) -> Vault {
        guard !passphrase.isEmpty else {
            throw KeychainError(.invalidParameter, "the passphrase is empty")
        }
        let storage = try VaultStorage(path: path, create: true)
        guard try storage.header() == nil else {
            throw KeychainError(.vaultExists, "a vault already exists at \(path)")
        }
        let vaultKey = VaultKey.generate()
        let header = try VaultHeader.sealing(vaultKey, passphrase: passphrase, keyDerivation: keyDerivation)
        try storage.initialize(header)
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
    public func unlock(passphrase: SecretText) throws(KeychainError) {
        let header = try header()
        let passphraseKey = try PassphraseKey(passphrase: passphrase, for: header)
        try unlock(with: VaultKey(unwrapping: header, with: passphraseKey))
    }

    /// Unwraps the vault key with a passphrase key derived earlier (the fast half of
    /// ``unlock(passphrase:)``; ``PassphraseKey/init(passphrase:for:)`` is the slow half).
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase``.
    public func unlock(with passphraseKey: PassphraseKey) throws(KeychainError) {
        try unlock(with: VaultKey(unwrapping: header(), with: passphraseKey))
    }

    /// Unlocks with a key obtained earlier, as an agent that holds the key does.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase`` when the key belongs to another vault.
    public func unlock(with vaultKey: VaultKey) throws(KeychainError) {
        guard try header().vaultKeyID == vaultKey.id else {
            throw KeychainError(.wrongPassphrase, "the key belongs to a different vault")
        }
        key.withLock { $0 = vaultKey }
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
        guard !new.isEmpty else {
            throw KeychainError(.invalidParameter, "the new passphrase is empty")
        }
        let header = try header()
        let vaultKey = try VaultKey(unwrapping: header, with: PassphraseKey(passphrase: current, for: header))
        let newHeader = try VaultHeader.sealing(
            vaultKey, passphrase: new, keyDerivation: keyDerivation ?? header.keyDerivation)
        try storage.replaceHeader(newHeader, expected: header)
    }

    // MARK: Reading

    /// Decrypts one record.
    func item(_ record: EncryptedRecord, key vaultKey: VaultKey) throws(KeychainError) -> VaultItem {
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
        let tombstone = EncryptedRecord(
            id: id, revision: record.revision + 1, formatVersion: VaultKey.recordFormatVersion, keyID: vaultKey.id,
            wrappedKey: [], ciphertext: [], isDeleted: true)
        try storage.apply([VaultStorage.Write(record: tombstone, tokens: [], expectedRevision: record.revision)])
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
        try storage.apply(writes)
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

/// A record that could not be read.
public struct DamagedRecord: Sendable, Hashable {
    /// The record's identifier.
    public let id: UUID
    /// Why it could not be read (``KeychainError/Code/damagedRecord`` or
    /// ``KeychainError/Code/unsupportedVersion``).
    public let error: KeychainError
}

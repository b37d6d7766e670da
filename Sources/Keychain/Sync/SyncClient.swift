import Foundation
import Secrets
import SyncProtocol

/// Syncs a vault with a sync server (`autofill sync-server`, protocol in `SyncProtocol`).
///
/// ```swift
/// let transport = try HTTPSyncTransport(server: "https://sync.example.com")   // SyncHTTPTransport
/// let client = SyncClient(vault: vault, transport: transport)      // vault unlocked
/// try await client.createAccount(name: "alice@example.com", passphrase: accountPassphrase,
///                                deviceName: "laptop")               // or signIn(...)
/// let report = try await client.sync(now: Date())
/// ```
///
/// What the server sees: the authentication key (derived from the account passphrase apart
/// from the encryption key; see `docs/sync.md`) and ciphertext sealed with the account's
/// sync key. Never a password, a secret, a site or a user name.
///
/// How it works:
/// - **Outgoing queue.** Every local write marks its record in the vault file (same
///   transaction), so edits made offline, or before a crash, are pushed by the next sync.
/// - **Pull.** The changes since the last revision seen, page by page; the cursor moves in the
///   same transaction as the records it brought.
/// - **Push** in batches, each write carrying the server revision it was based on.
/// - **Conflicts.** A stale write is refused (`409`) with the server's version; the client
///   merges three-way, field by field (`RecordMerge`), keeps the losing versions in the
///   record's history and never lets a merge drop a verification-code secret. A version
///   pulled for a record with unpushed local changes is merged the same way.
/// - **Deletes** are tombstones that keep the last version and its history, so an edit made
///   elsewhere at the same time wins over the delete and nothing is lost.
/// - **A server restored from an older backup** (it reports a lower revision than the client
///   saw) gets everything pushed again; nothing is deleted because the server forgot it.
public final class SyncClient: Sendable {
    /// The vault (unlocked for everything but ``account()``).
    public let vault: Vault
    /// How the client reaches the server.
    public let transport: any SyncTransport
    /// Writes per push request (the server's limit is 100).
    let batchSize: Int
    /// Records per pulled page.
    let pageSize: Int
    /// The cheapest key derivation this client accepts from a server.
    public let minimumKeyDerivation: SyncKeyDerivation

    /// A client for `vault` over `transport`.
    ///
    /// - Parameter minimumKeyDerivation: the cheapest scrypt parameters a server may hand out at
    ///   sign-in (``SyncKeyDerivation/minimum``); only tests lower it.
    public convenience init(
        vault: Vault, transport: any SyncTransport, minimumKeyDerivation: SyncKeyDerivation = .minimum
    ) {
        self.init(
            vault: vault, transport: transport, batchSize: 100, pageSize: 500,
            minimumKeyDerivation: minimumKeyDerivation)
    }

    init(
        vault: Vault, transport: any SyncTransport, batchSize: Int, pageSize: Int,
        minimumKeyDerivation: SyncKeyDerivation = .minimum
    ) {
        self.vault = vault
        self.transport = transport
        self.batchSize = batchSize
        self.pageSize = pageSize
        self.minimumKeyDerivation = minimumKeyDerivation
    }

    var storage: VaultStorage { vault.storage }

    // MARK: Account

    /// Creates an account on the server with this vault's device as its first device, and
    /// queues every item of the vault for the next ``sync(now:progress:)``.
    ///
    /// - Parameters:
    ///   - passphrase: the account passphrase: every device of the account signs in with it.
    ///   - keyDerivation: the scrypt cost (``SyncKeyDerivation/recommended`` unless testing).
    /// - Throws: ``KeychainError/Code/accountExists``; ``KeychainError/Code/syncUnavailable``.
    @discardableResult
    public func createAccount(
        name: String, passphrase: SecretText, deviceName: String,
        keyDerivation: SyncKeyDerivation = .recommended
    ) async throws(KeychainError) -> SyncAccount {
        let vaultKey = try vault.unlockedKey()
        guard !passphrase.isEmpty else { throw KeychainError(.invalidParameter, "the account passphrase is empty") }
        guard keyDerivation.logN >= minimumKeyDerivation.logN else {
            throw KeychainError(
                .invalidParameter,
                "the account's scrypt cost (N=2^\(keyDerivation.logN)) is below this client's floor (N=2^\(minimumKeyDerivation.logN))"
            )
        }
        let syncKey = SyncKey.generate()
        let kdf = SyncAccountKeys.newKDF(logN: keyDerivation.logN, attestedBy: syncKey)
        let keys = try SyncAccountKeys(passphrase: passphrase, kdf: kdf)
        let request = CreateAccountRequest(
            account: name, authKey: keys.authKey, kdf: kdf, keyBundle: try keys.sealBundle(syncKey),
            device: DeviceRegistration(name: deviceName))
        let session: SessionResponse = try await call("POST", SyncAPI.accounts, body: request, signingIn: true)
        return try save(
            session, name: name, deviceName: deviceName, syncKey: syncKey, kdf: kdf, vaultKey: vaultKey, fresh: true)
    }

    /// Signs this vault in to an existing account. A vault that was signed in to the same account
    /// before keeps its device; otherwise a new device is registered and every item of the vault
    /// is queued, so that it joins the account's records at the next sync.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase`` for a wrong name or passphrase (the
    ///   server does not say which); ``KeychainError/Code/deviceRevoked``.
    @discardableResult
    public func signIn(name: String, passphrase: SecretText, deviceName: String) async throws(KeychainError)
        -> SyncAccount
    {
        let vaultKey = try vault.unlockedKey()
        let previous = try storage.syncAccount()
        let sameAccount =
            previous.map {
                $0.server == transport.server
                    && $0.account.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased()
            } ?? false
        let prelogin: PreloginResponse = try await call(
            "POST", SyncAPI.prelogin, body: PreloginRequest(account: name), signingIn: true)
        try checkKeyDerivation(prelogin.kdf, remembered: sameAccount ? previous : nil, vaultKey: vaultKey)
        let keys = try SyncAccountKeys(passphrase: passphrase, kdf: prelogin.kdf)
        let request = SessionRequest(
            account: name, authKey: keys.authKey,
            device: DeviceRegistration(id: sameAccount ? previous?.deviceID : nil, name: deviceName))
        let session: SessionResponse = try await call("POST", SyncAPI.sessions, body: request, signingIn: true)
        let syncKey = try keys.openBundle(session.keyBundle)
        if sameAccount, let previous, previous.accountID != session.accountID {
            // The name now belongs to another account (the old one was deleted): start over.
            return try save(
                session, name: name, deviceName: deviceName, syncKey: syncKey, kdf: prelogin.kdf, vaultKey: vaultKey,
                fresh: true)
        }
        return try save(
            session, name: name, deviceName: sameAccount ? previous!.deviceName : deviceName, syncKey: syncKey,
            kdf: prelogin.kdf, vaultKey: vaultKey, fresh: !sameAccount, keeping: sameAccount ? previous : nil)
    }

    /// Checks a server's key-derivation parameters before anything is derived with them: the
    /// floor and the ceiling (``SyncKeyDerivation/check(_:)``) always; and, for an account this
    /// vault signed in to before, that they are the ones it remembers, or that a device of the
    /// account (one holding the sync key this vault keeps) chose them when it changed the
    /// passphrase. A server that swaps in weaker parameters for a known account is refused.
    func checkKeyDerivation(
        _ kdf: ClientKDF, remembered previous: VaultStorage.SyncAccountRow?, vaultKey: VaultKey
    ) throws(KeychainError) {
        try minimumKeyDerivation.check(kdf)
        guard let previous, let remembered = previous.kdf, remembered != kdf else { return }
        let secrets = try SyncSecrets.open(previous.secrets, with: vaultKey)
        guard secrets.syncKey.attests(kdf) else {
            throw KeychainError(
                .syncRefused,
                "the sync server now asks for other key-derivation parameters than when this vault last signed in, and no device of the account chose them; a hostile server does this to make the passphrase cheap to guess, so nothing was sent. If the account passphrase was changed with an older version of autofill, sign out ('autofill vault account logout') and sign in again"
            )
        }
    }

    /// Changes the account passphrase. The current passphrase signs this device in again (so a
    /// wrong one is ``KeychainError/Code/wrongPassphrase``, whatever state the saved session is
    /// in); the sync key is then sealed under keys derived from the new one, with new
    /// key-derivation parameters. No record is re-encrypted. Every other device's session ends:
    /// they sign in again with the new passphrase (`autofill vault account login`).
    ///
    /// - Throws: ``KeychainError/Code/notSignedIn``, ``KeychainError/Code/wrongPassphrase``,
    ///   ``KeychainError/Code/invalidParameter`` for an empty new passphrase.
    public func changePassphrase(
        current: SecretText, new: SecretText, keyDerivation: SyncKeyDerivation = .recommended
    ) async throws(KeychainError) {
        let vaultKey = try vault.unlockedKey()
        guard let previous = try storage.syncAccount() else {
            throw KeychainError(.notSignedIn, "this vault has no sync account; nothing to change")
        }
        guard !new.isEmpty else { throw KeychainError(.invalidParameter, "the new account passphrase is empty") }
        let prelogin: PreloginResponse = try await call(
            "POST", SyncAPI.prelogin, body: PreloginRequest(account: previous.account), signingIn: true)
        try checkKeyDerivation(prelogin.kdf, remembered: previous, vaultKey: vaultKey)
        let currentKeys = try SyncAccountKeys(passphrase: current, kdf: prelogin.kdf)
        let request = SessionRequest(
            account: previous.account, authKey: currentKeys.authKey,
            device: DeviceRegistration(id: previous.deviceID, name: previous.deviceName))
        let session: SessionResponse = try await call("POST", SyncAPI.sessions, body: request, signingIn: true)
        let syncKey = try currentKeys.openBundle(session.keyBundle)
        // The new session is the one the server keeps; save it before anything else can fail.
        _ = try save(
            session, name: previous.account, deviceName: previous.deviceName, syncKey: syncKey, kdf: prelogin.kdf,
            vaultKey: vaultKey, fresh: false, keeping: previous)
        guard keyDerivation.logN >= minimumKeyDerivation.logN else {
            throw KeychainError(
                .invalidParameter,
                "the new scrypt cost (N=2^\(keyDerivation.logN)) is below this client's floor (N=2^\(minimumKeyDerivation.logN))"
            )
        }

        let kdf = SyncAccountKeys.newKDF(logN: keyDerivation.logN, attestedBy: syncKey)
        let newKeys = try SyncAccountKeys(passphrase: new, kdf: kdf)
        let change = ChangeKeyRequest(
            authKey: currentKeys.authKey, newAuthKey: newKeys.authKey, kdf: kdf,
            keyBundle: try newKeys.sealBundle(syncKey))
        _ = try await exchange("PUT", SyncAPI.accountKey, token: session.token, body: change, signingIn: false)
        try storage.rememberKeyDerivation(kdf)
    }

    private func save(
        _ session: SessionResponse, name: String, deviceName: String, syncKey: SyncKey, kdf: ClientKDF,
        vaultKey: VaultKey, fresh: Bool, keeping previous: VaultStorage.SyncAccountRow? = nil
    ) throws(KeychainError) -> SyncAccount {
        let secrets = SyncSecrets(token: session.token.unredacted, syncKey: syncKey.key.unredactedBytes())
        let sealed = try secrets.sealed(with: vaultKey, revision: (previous?.secrets.revision ?? 0) + 1)
        let row = VaultStorage.SyncAccountRow(
            server: transport.server, account: name.trimmingCharacters(in: .whitespaces).lowercased(),
            accountID: session.accountID, deviceID: session.deviceID, deviceName: deviceName, secrets: sealed,
            cursor: previous?.cursor ?? 0, highestSeen: previous?.highestSeen ?? 0, lastSync: previous?.lastSync,
            kdf: kdf)
        try storage.saveSyncAccount(row, fresh: fresh)
        return try SyncAccount(row, queued: storage.queuedCount())
    }

    /// The account this vault syncs with, or nil. Needs no passphrase.
    public func account() throws(KeychainError) -> SyncAccount? {
        guard let row = try storage.syncAccount() else { return nil }
        return try SyncAccount(row, queued: storage.queuedCount())
    }

    /// Ends the session on the server and forgets the account here. Records, and whatever is
    /// still queued, stay in the vault.
    public func signOut() async throws(KeychainError) {
        let (_, secrets) = try signedIn()
        do {
            try await send("DELETE", SyncAPI.currentSession, token: secrets.token)
        } catch  where error.code == .sessionExpired {
            // Already ended on the server.
        }
        try storage.deleteSyncAccount()
    }

    // MARK: Devices

    /// The account's devices.
    public func devices() async throws(KeychainError) -> [DeviceInfo] {
        let (_, secrets) = try signedIn()
        let list: DeviceList = try await call("GET", SyncAPI.devices, token: secrets.token)
        return list.devices
    }

    /// Revokes a device: its sessions end and it cannot sign in again.
    ///
    /// - Throws: ``KeychainError/Code/recordNotFound`` when the account has no such device.
    public func revokeDevice(_ id: UUID) async throws(KeychainError) {
        let (_, secrets) = try signedIn()
        do {
            try await send("DELETE", SyncAPI.device(id), token: secrets.token)
        } catch  where error.code == .syncRefused {
            throw KeychainError(.recordNotFound, "the account has no device \(id.text)")
        }
    }

    // MARK: History

    /// The versions of a record as last synced: the current one first, then its history (the
    /// versions edits and merges replaced, the losing side of every conflict included).
    public func syncedVersions(of id: UUID) throws(KeychainError) -> [SyncedVersion] {
        let (_, secrets) = try signedIn()
        guard let base = try storage.syncBase(id: id), !base.ciphertext.isEmpty else {
            throw KeychainError(.recordNotFound, "record \(id.text) has not been synced")
        }
        let record = try decodeRecord(base.ciphertext, id: id, key: secrets.syncKey)
        var history = record.history
        if let pending = base.pendingHistory {
            history += try SyncFields.decodeHistory(secrets.syncKey.open(pending, id: id), id: id)
        }
        return [SyncedVersion(record.version, isCurrent: true, isDeleted: record.isDeleted)]
            + SyncFields.normalisedHistory(history, current: record.fields).map {
                SyncedVersion($0, isCurrent: false, isDeleted: false)
            }
    }

    // MARK: Internals shared by sync

    func signedIn() throws(KeychainError) -> (VaultStorage.SyncAccountRow, OpenedSecrets) {
        guard let row = try storage.syncAccount() else {
            throw KeychainError(
                .notSignedIn, "this vault has no sync account; run 'autofill vault account create' or 'login'")
        }
        let secrets = try SyncSecrets.open(row.secrets, with: vault.unlockedKey())
        return (row, secrets)
    }

    func decodeRecord(_ ciphertext: [UInt8], id: UUID, key: SyncKey) throws(KeychainError) -> SyncFields.Record {
        var bytes = try key.open(ciphertext, id: id)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return try SyncFields.decode(bytes, id: id)
    }

    func sealRecord(_ record: SyncFields.Record, id: UUID, key: SyncKey) throws(KeychainError) -> [UInt8] {
        var bytes = try SyncFields.encode(record)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return try key.seal(bytes, id: id)
    }
}

/// How hard the account passphrase is to guess: the scrypt cost of a new account, and the
/// lowest cost a client accepts from a server.
///
/// A client derives the key it sends to the server with the parameters the server hands out at
/// sign-in (`POST /v1/prelogin`), so a hostile server could answer cheap ones and then guess the
/// passphrase from the key at millions of tries a second. Every parameter set a client derives
/// with must therefore cost at least its floor (``minimum`` unless a test lowers it) and at most
/// the ceiling (1 GiB of memory, the work of N = 2^20 at r = 8); see `docs/sync.md`.
public struct SyncKeyDerivation: Sendable, Hashable {
    /// log2 of scrypt's N (with r = 8, p = 1).
    public let logN: Int

    /// N = 2^17, r = 8, p = 1.
    public static let recommended = SyncKeyDerivation(logN: 17)

    /// The lowest cost a client accepts from a server for a real account: N = 2^15 with r = 8
    /// (32 MiB), the floor the vault keeps for its own passphrase.
    public static let minimum = SyncKeyDerivation(logN: 15)

    /// The server's lowest accepted cost (N = 2^10), for tests that create many accounts. Never
    /// for real accounts: the passphrase behind it falls to guessing far sooner.
    public static let unsafeWeakForTesting = SyncKeyDerivation(logN: 10)

    private init(logN: Int) { self.logN = logN }

    /// The most memory a server may make a client commit (1 GiB).
    static let maximumMemoryBytes = 1 << 30
    /// The most work (N·r·p, in 128-byte block mixes) a server may ask for: N = 2^20, r = 8.
    static let maximumWork = 1 << 23

    /// scrypt's memory (128·N·r bytes) and its work (N·r·p), which is what a guess costs.
    static func cost(of kdf: ClientKDF) -> (memory: Int, work: Int) {
        (128 * kdf.n * kdf.r, kdf.n * kdf.r * kdf.p)
    }

    /// Refuses parameters that would need more than 1 GiB or more work than N = 2^20, r = 8.
    static func checkCeiling(_ kdf: ClientKDF) throws(KeychainError) {
        let (memory, work) = cost(of: kdf)
        guard memory <= maximumMemoryBytes, work <= maximumWork else {
            throw KeychainError(
                .syncRefused,
                "the sync server asks for key-derivation parameters (scrypt N=\(kdf.n), r=\(kdf.r), p=\(kdf.p)) that need \(memory >> 20) MiB and more work than any client chooses; nothing was sent"
            )
        }
    }

    /// Refuses parameters cheaper than this floor (N·r below 2^logN · 8: less memory and work per
    /// guess) or above the ceiling, before anything is derived or sent.
    func check(_ kdf: ClientKDF) throws(KeychainError) {
        guard kdf.algorithm == ClientKDF.scrypt, kdf.n >= 2, kdf.n & (kdf.n - 1) == 0, kdf.r >= 1,
            (1...16).contains(kdf.p)
        else {
            throw KeychainError(.syncRefused, "the sync server sent key-derivation parameters this version refuses")
        }
        guard kdf.n <= 1 << 22, kdf.r <= 32, kdf.n * kdf.r >= (1 << logN) * 8 else {
            throw KeychainError(
                .syncRefused,
                "the sync server asks for key-derivation parameters (scrypt N=\(kdf.n), r=\(kdf.r)) cheaper than this client's floor (N=2^\(logN), r=8); a passphrase derived with them would be cheap to guess, so nothing was sent. If you run the server, the account was made with parameters this version refuses: make a new account"
            )
        }
        try Self.checkCeiling(kdf)
    }
}

/// The sync account a vault is signed in to.
public struct SyncAccount: Sendable, Hashable {
    /// The server (`https://…`).
    public let server: String
    /// The account name, normalised (lower case).
    public let name: String
    public let accountID: UUID
    /// This vault's device.
    public let deviceID: UUID
    public let deviceName: String
    /// The highest revision pulled.
    public let revision: UInt64
    /// When the last sync finished.
    public let lastSync: Date?
    /// Records waiting to be pushed.
    public let queued: Int

    init(_ row: VaultStorage.SyncAccountRow, queued: Int) {
        server = row.server
        name = row.account
        accountID = row.accountID
        deviceID = row.deviceID
        deviceName = row.deviceName
        revision = row.cursor
        lastSync = row.lastSync.map { Date(timeIntervalSince1970: $0) }
        self.queued = queued
    }
}

/// One version of a synced record, as ``SyncClient/syncedVersions(of:)`` lists them.
public struct SyncedVersion: Sendable, CustomStringConvertible, CustomReflectable {
    /// When the version was made (its author's clock).
    public let modified: Date
    /// The device that made it.
    public let author: String
    public let isCurrent: Bool
    public let isDeleted: Bool
    public let title: String?
    public let username: String?
    public let password: SecretText?
    public let notes: SecretText?
    /// The verification-code link, secret included.
    public let verificationCode: SecretText?

    init(_ version: FieldVersion<String>, isCurrent: Bool, isDeleted: Bool) {
        modified = SyncFields.date(version.modified)
        author = version.author
        self.isCurrent = isCurrent
        self.isDeleted = isDeleted
        title = version.fields["title"]
        username = version.fields["username"]
        password = version.fields["password"].map(SecretText.init)
        notes = version.fields["notes"].map(SecretText.init)
        verificationCode = version.fields["otpauth"].map(SecretText.init)
    }

    public var description: String {
        "SyncedVersion(\(isCurrent ? "current" : "earlier"), modified: \(modified), user: \(username ?? ""), <redacted>)"
    }

    public var customMirror: Mirror {
        Mirror(self, children: ["modified": modified, "author": author, "isCurrent": isCurrent], displayStyle: .struct)
    }
}

/// The session token and the sync key, as the vault keeps them: sealed with the vault key.
struct SyncSecrets: Codable {
    var token: String
    var syncKey: [UInt8]

    func sealed(with vaultKey: VaultKey, revision: UInt64) throws(KeychainError) -> EncryptedRecord {
        var data: Data
        do {
            data = try JSONEncoder().encode(self)
        } catch {
            throw KeychainError(.invalidRecord, "the sync secrets cannot be encoded")
        }
        defer { data.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return try vaultKey.seal(payload: Array(data), id: VaultStorage.syncSecretsID, revision: revision)
    }

    static func open(_ record: EncryptedRecord, with vaultKey: VaultKey) throws(KeychainError) -> OpenedSecrets {
        var bytes = try vaultKey.open(record)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        guard let secrets = try? JSONDecoder().decode(SyncSecrets.self, from: Data(bytes)), secrets.syncKey.count == 32
        else {
            throw KeychainError(.damagedVault, "the vault's sync secrets are not readable")
        }
        return OpenedSecrets(token: SecretText(secrets.token), syncKey: SyncKey(SecretBytes(secrets.syncKey)))
    }
}

struct OpenedSecrets: Sendable {
    let token: SecretText
    let syncKey: SyncKey
}

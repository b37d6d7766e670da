import Foundation
import SyncProtocol

/// Where the sync server keeps accounts, devices, sessions and records.
///
/// Two implementations pass one conformance suite: ``SQLiteSyncStore`` (embedded, the default)
/// and ``PostgresSyncStore`` (any number of server processes on one database). A store never
/// sees plaintext: records arrive encrypted, authentication keys arrive already hashed, tokens
/// arrive as their SHA-256.
///
/// Every row is keyed by account first, so the schema partitions by account.
///
/// The contract that matters most, ``apply(_:account:device:quota:)``: a batch is applied
/// all together or not at all; each write's base revision must be the record's current revision
/// (0 for a record the store does not hold), checked every time; every accepted write takes the
/// account's next revision; and a reader never sees revision `n` before every revision below it
/// is visible (so paging by revision never skips a write).
protocol SyncStore: Sendable {
    /// Creates or upgrades the schema. Safe to run from several processes at once.
    func migrate() async throws(SyncServerError)

    /// A random value made once per database, shared by every server process.
    func serverSecret() async throws(SyncServerError) -> [UInt8]

    /// Creates an account with its first device and session. Throws
    /// ``SyncServerError/Code/accountExists`` when the name is taken.
    func createAccount(_ account: StoredAccount, device: StoredDevice, session: StoredSession)
        async throws(SyncServerError)

    /// The account with this (normalised) name.
    func account(named name: String) async throws(SyncServerError) -> StoredAccount?

    /// The account with this identifier.
    func account(id: UUID) async throws(SyncServerError) -> StoredAccount?

    /// Replaces the account's authentication hash, client parameters and key bundle, and ends
    /// every session but `keeping`.
    func changeKey(
        account: UUID, authHash: AuthKeyHash, kdf: ClientKDF, keyBundle: [UInt8], keepingSession keeping: [UInt8]
    ) async throws(SyncServerError)

    /// Adds a device and its first session (sign-in from a new device).
    func addDevice(_ device: StoredDevice, session: StoredSession) async throws(SyncServerError)

    /// Adds a session for an existing, unrevoked device. Returns false when the device does not
    /// exist in the account or is revoked.
    func addSession(_ session: StoredSession) async throws(SyncServerError) -> Bool

    /// The account's devices, oldest first.
    func devices(account: UUID) async throws(SyncServerError) -> [StoredDevice]

    /// Revokes a device and ends its sessions. Returns false when the account has no such device.
    func revokeDevice(account: UUID, device: UUID, at time: Int64) async throws(SyncServerError) -> Bool

    /// Records that the device made a request.
    func touchDevice(account: UUID, device: UUID, at time: Int64) async throws(SyncServerError)

    /// The session with this token hash in this account, with its device's state.
    func session(account: UUID, tokenHash: [UInt8]) async throws(SyncServerError) -> SessionLookup?

    /// Ends one session.
    func deleteSession(account: UUID, tokenHash: [UInt8]) async throws(SyncServerError)

    /// Deletes sessions that expired before `time`; returns how many.
    @discardableResult
    func deleteExpiredSessions(before time: Int64) async throws(SyncServerError) -> Int

    /// Up to `limit` records written after revision `since`, in revision order, and the
    /// account's current revision, read at one instant.
    func changes(account: UUID, since: UInt64, limit: Int) async throws(SyncServerError) -> StoredChanges

    /// A pull in one step: the session with this token hash and, when it exists, what
    /// ``changes(account:since:limit:)`` returns, all read at one instant. Nil when the session
    /// does not exist. The caller checks the session (expiry, revocation) before it uses the page.
    ///
    /// The default implementation makes the two lookups one after the other; a store with a
    /// network round trip per statement answers both with one.
    func sessionAndChanges(account: UUID, tokenHash: [UInt8], since: UInt64, limit: Int)
        async throws(SyncServerError) -> (SessionLookup, StoredChanges)?

    /// Applies a batch (see the protocol's discussion). The writes have distinct identifiers
    /// and valid shapes (checked by the caller).
    func apply(_ writes: [RecordWrite], account: UUID, device: UUID, quota: Int)
        async throws(SyncServerError) -> BatchOutcome
}

extension SyncStore {
    func sessionAndChanges(account: UUID, tokenHash: [UInt8], since: UInt64, limit: Int)
        async throws(SyncServerError) -> (SessionLookup, StoredChanges)?
    {
        guard let lookup = try await session(account: account, tokenHash: tokenHash) else { return nil }
        return (lookup, try await changes(account: account, since: since, limit: limit))
    }
}

/// An account as stored.
struct StoredAccount: Sendable, Hashable {
    var id: UUID
    /// The normalised name.
    var name: String
    var authHash: AuthKeyHash
    var kdf: ClientKDF
    var keyBundle: [UInt8]
    /// The account's revision: the revision of its latest write, 0 before any.
    var revision: UInt64
    var createdAt: Int64
}

/// A device as stored.
struct StoredDevice: Sendable, Hashable {
    var account: UUID
    var id: UUID
    var name: String
    var createdAt: Int64
    var lastSeenAt: Int64
    var revokedAt: Int64?

    init(account: UUID, id: UUID, name: String, createdAt: Int64, lastSeenAt: Int64, revokedAt: Int64? = nil) {
        self.account = account
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.revokedAt = revokedAt
    }
}

/// A session as stored: the SHA-256 of its token, never the token.
struct StoredSession: Sendable, Hashable {
    var account: UUID
    var tokenHash: [UInt8]
    var device: UUID
    var createdAt: Int64
    var expiresAt: Int64
}

/// A session found by its token hash, with what authorisation needs to know about its device.
struct SessionLookup: Sendable, Hashable {
    var session: StoredSession
    var deviceRevokedAt: Int64?
    var deviceLastSeenAt: Int64
}

/// A page of changes as the store returns it.
struct StoredChanges: Sendable, Hashable {
    var records: [SyncRecord]
    /// The account's revision when the page was read.
    var latestRevision: UInt64
}

/// What became of a batch.
enum BatchOutcome: Sendable, Hashable {
    /// Every write was applied; each record's new revision, in request order.
    case accepted(revision: UInt64, records: [RecordRevision])
    /// Nothing was applied: these writes were stale.
    case conflicts([SyncConflict])
    /// Nothing was applied: the batch would take the account over its quota (bytes stored after).
    case quotaExceeded(bytes: Int)
    /// Nothing was applied: the account does not exist (it was deleted).
    case unknownAccount
}

import Foundation
import GRDB
import SyncProtocol

/// The sync client's state in the vault file, next to the records it concerns, so that one
/// transaction changes both and nothing is half-done after a crash.
///
/// - The *outgoing queue* is the `needs_push` flag of `record`: every local write sets it in the
///   same transaction as the write (``VaultStorage/apply(_:)``), and only an accepted push clears
///   it, and only if the record did not change meanwhile. It survives restarts and `kill -9`.
/// - `sync_base` holds, per record, the version last seen from the server (its revision and its
///   ciphertext, sealed with the account's sync key): the base of three-way merges and of the
///   next push, plus the history a merge produced that has not reached the server yet.
/// - `sync_account` holds the server, the account and device identifiers, the cursor (the
///   highest revision pulled), and the session token and sync key sealed with the vault key.
extension VaultStorage {
    static func registerSyncMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-sync") { db in
            try db.execute(
                sql: """
                    CREATE TABLE sync_account (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        server TEXT NOT NULL,
                        account TEXT NOT NULL,
                        account_id BLOB NOT NULL,
                        device_id BLOB NOT NULL,
                        device_name TEXT NOT NULL,
                        secrets_revision INTEGER NOT NULL,
                        secrets_key_id BLOB NOT NULL,
                        secrets_wrapped_key BLOB NOT NULL,
                        secrets BLOB NOT NULL,
                        cursor INTEGER NOT NULL DEFAULT 0,
                        highest_seen INTEGER NOT NULL DEFAULT 0,
                        last_sync REAL
                    );
                    CREATE TABLE sync_base (
                        record_id BLOB PRIMARY KEY NOT NULL,
                        revision INTEGER NOT NULL,
                        deleted INTEGER NOT NULL,
                        ciphertext BLOB NOT NULL,
                        pending_history BLOB
                    ) WITHOUT ROWID;
                    CREATE INDEX record_needs_push ON record(needs_push) WHERE needs_push = 1;
                    """)
        }
        // The key-derivation parameters of the last sign-in, so that a server cannot swap in
        // cheaper ones later (docs/sync.md). Null until the first sign-in after the upgrade.
        migrator.registerMigration("v3-sync-kdf") { db in
            try db.execute(
                sql: """
                    ALTER TABLE sync_account ADD COLUMN kdf_algorithm TEXT;
                    ALTER TABLE sync_account ADD COLUMN kdf_salt BLOB;
                    ALTER TABLE sync_account ADD COLUMN kdf_n INTEGER;
                    ALTER TABLE sync_account ADD COLUMN kdf_r INTEGER;
                    ALTER TABLE sync_account ADD COLUMN kdf_p INTEGER;
                    """)
        }
    }

    /// The saved sync account.
    struct SyncAccountRow: Sendable {
        var server: String
        var account: String
        var accountID: UUID
        var deviceID: UUID
        var deviceName: String
        /// The token and the sync key, sealed with the vault key like a record.
        var secrets: EncryptedRecord
        var cursor: UInt64
        var highestSeen: UInt64
        var lastSync: Double?
        /// The key-derivation parameters the account used at the last sign-in (nil for a vault
        /// signed in before they were remembered).
        var kdf: ClientKDF?
    }

    /// What the vault last saw of a record on the server.
    struct SyncBase: Sendable {
        var revision: UInt64
        var isDeleted: Bool
        /// The server's ciphertext (sealed with the sync key; empty for a bare tombstone).
        var ciphertext: [UInt8]
        /// History from a merge not yet pushed, sealed with the sync key.
        var pendingHistory: [UInt8]?
    }

    /// One change the sync client makes: a local record write, a base, a cleared queue entry.
    struct SyncUpdate: Sendable {
        var id: UUID
        /// A new local version of the record; `needsPush` says whether it still has to go out.
        var write: Write?
        var needsPush = false
        /// Clears the record's queue entry if its local revision is still this one.
        var clearPushAtRevision: UInt64?
        /// The new base, if it changes.
        var base: SyncBase?
    }

    func syncAccount() throws(KeychainError) -> SyncAccountRow? {
        try perform("cannot read the sync account") {
            try database.inDatabase { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT * FROM sync_account WHERE id = 1") else {
                    return nil
                }
                guard let server = row["server"] as String?, let account = row["account"] as String?,
                    let accountID = row["account_id"] as UUID?, let deviceID = row["device_id"] as UUID?,
                    let deviceName = row["device_name"] as String?, let revision = row["secrets_revision"] as Int64?,
                    let keyID = row["secrets_key_id"] as UUID?, let wrapped = row["secrets_wrapped_key"] as Data?,
                    let secrets = row["secrets"] as Data?, let cursor = row["cursor"] as Int64?,
                    let highest = row["highest_seen"] as Int64?
                else {
                    throw KeychainError(.damagedVault, "the vault's sync account row is incomplete")
                }
                return SyncAccountRow(
                    server: server, account: account, accountID: accountID, deviceID: deviceID,
                    deviceName: deviceName,
                    secrets: EncryptedRecord(
                        id: Self.syncSecretsID, revision: UInt64(revision), formatVersion: 1, keyID: keyID,
                        wrappedKey: Array(wrapped), ciphertext: Array(secrets), isDeleted: false),
                    cursor: UInt64(cursor), highestSeen: UInt64(highest), lastSync: row["last_sync"],
                    kdf: Self.kdf(from: row))
            }
        }
    }

    private static func kdf(from row: Row) -> ClientKDF? {
        guard let algorithm = row["kdf_algorithm"] as String?, let salt = row["kdf_salt"] as Data?,
            let n = row["kdf_n"] as Int?, let r = row["kdf_r"] as Int?, let p = row["kdf_p"] as Int?
        else { return nil }
        return ClientKDF(algorithm: algorithm, salt: Array(salt), n: n, r: r, p: p)
    }

    /// Remembers the parameters after a passphrase change made on this device.
    func rememberKeyDerivation(_ kdf: ClientKDF) throws(KeychainError) {
        try perform("cannot save the sync account") {
            try database.write { db in
                try db.execute(
                    sql:
                        "UPDATE sync_account SET kdf_algorithm = ?, kdf_salt = ?, kdf_n = ?, kdf_r = ?, kdf_p = ? WHERE id = 1",
                    arguments: [kdf.algorithm, Data(kdf.salt), kdf.n, kdf.r, kdf.p])
            }
        }
    }

    /// The identifier the sealed sync secrets are bound to (no record has it).
    static let syncSecretsID = UUID(uuidString: "5E1F5EC2-E75A-4C3E-9A0B-000000000001")!

    /// Saves the account. With `fresh` (a new account or another account than before) every
    /// base is forgotten and every record queued, so the whole vault goes to the new account.
    func saveSyncAccount(_ account: SyncAccountRow, fresh: Bool) throws(KeychainError) {
        try perform("cannot save the sync account") {
            try database.write { db in
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO sync_account (id, server, account, account_id, device_id, device_name,
                        secrets_revision, secrets_key_id, secrets_wrapped_key, secrets, cursor, highest_seen, last_sync,
                        kdf_algorithm, kdf_salt, kdf_n, kdf_r, kdf_p)
                        VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        account.server, account.account, account.accountID, account.deviceID, account.deviceName,
                        Int64(account.secrets.revision), account.secrets.keyID, Data(account.secrets.wrappedKey),
                        Data(account.secrets.ciphertext), Int64(account.cursor), Int64(account.highestSeen),
                        account.lastSync, account.kdf?.algorithm, account.kdf.map { Data($0.salt) }, account.kdf?.n,
                        account.kdf?.r, account.kdf?.p,
                    ])
                if fresh {
                    try db.execute(sql: "DELETE FROM sync_base")
                    try db.execute(sql: "UPDATE record SET needs_push = 1, server_revision = NULL")
                }
            }
        }
    }

    /// Forgets the account (sign-out); records and their queue stay.
    func deleteSyncAccount() throws(KeychainError) {
        try perform("cannot remove the sync account") {
            try database.write { db in try db.execute(sql: "DELETE FROM sync_account") }
        }
    }

    func syncBase(id: UUID) throws(KeychainError) -> SyncBase? {
        try perform("cannot read the sync state of record \(id.text)") {
            try database.inDatabase { db in
                try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT * FROM sync_base WHERE record_id = ?"), arguments: [id]
                ).map { row in
                    SyncBase(
                        revision: UInt64(row["revision"] as Int64? ?? 0), isDeleted: row["deleted"] as Bool? ?? false,
                        ciphertext: Array(row["ciphertext"] as Data? ?? Data()),
                        pendingHistory: (row["pending_history"] as Data?).map { Array($0) })
                }
            }
        }
    }

    /// A record, tombstone or not, and whether it waits to be pushed.
    func recordForSync(id: UUID) throws(KeychainError) -> (record: EncryptedRecord, isQueued: Bool)? {
        try perform("cannot read record \(id.text)") {
            try database.inDatabase { db in
                guard
                    let row = try Row.fetchOne(
                        db.cachedStatement(sql: "SELECT * FROM record WHERE id = ?"), arguments: [id])
                else { return nil }
                return (try Self.syncRecord(from: row), row["needs_push"] as Bool? ?? true)
            }
        }
    }

    /// Records waiting to be pushed, tombstones included.
    func queuedRecords(limit: Int) throws(KeychainError) -> [EncryptedRecord] {
        try perform("cannot read the outgoing queue") {
            try database.inDatabase { db in
                try Row.fetchAll(
                    db, sql: "SELECT * FROM record WHERE needs_push = 1 ORDER BY id LIMIT ?", arguments: [limit]
                ).map(Self.syncRecord(from:))
            }
        }
    }

    /// How many records wait to be pushed.
    func queuedCount() throws(KeychainError) -> Int {
        try perform("cannot read the outgoing queue") {
            try database.inDatabase { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM record WHERE needs_push = 1") ?? 0
            }
        }
    }

    /// Every record, tombstones included, with whether it is queued.
    func allRecordsForSync() throws(KeychainError) -> [EncryptedRecord] {
        try records(includingDeleted: true)
    }

    /// Applies the sync client's changes in one transaction, and moves the cursor.
    ///
    /// - Throws: ``KeychainError/Code/staleRevision`` when another process changed a record
    ///   since the client read it; nothing is applied then.
    func applySync(
        _ updates: [SyncUpdate], manifest key: ManifestKey, cursor: UInt64? = nil, highestSeen: UInt64? = nil,
        lastSync: Double? = nil
    ) throws(KeychainError) {
        try perform("cannot save what was synced") {
            try database.write { db in
                var changes: [(old: RecordManifest.Entry?, new: RecordManifest.Entry)] = []
                for update in updates {
                    if let write = update.write {
                        let row = try Row.fetchOne(
                            db, sql: "SELECT revision, is_deleted FROM record WHERE id = ?", arguments: [update.id])
                        let current = row.flatMap { $0["revision"] as Int64? }
                        changes.append(
                            (
                                row.map { Self.entry(id: update.id, $0) },
                                RecordManifest.Entry(
                                    id: update.id, revision: write.record.revision, isDeleted: write.record.isDeleted)
                            ))
                        guard current == write.expectedRevision.map({ Int64(bitPattern: $0) }) else {
                            throw KeychainError(
                                .staleRevision, "record \(update.id.text) changed while syncing; sync again")
                        }
                        let record = write.record
                        try db.execute(
                            sql: """
                                INSERT OR REPLACE INTO record
                                (id, revision, format_version, key_id, wrapped_key, ciphertext, is_deleted, server_revision, needs_push)
                                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                                """,
                            arguments: [
                                record.id, Int64(bitPattern: record.revision), record.formatVersion, record.keyID,
                                Data(record.wrappedKey), Data(record.ciphertext), record.isDeleted,
                                update.base.map { Int64($0.revision) }, update.needsPush,
                            ])
                        try db.execute(sql: "DELETE FROM lookup WHERE record_id = ?", arguments: [record.id])
                        for token in Set(write.tokens) {
                            try db.execute(
                                sql: "INSERT INTO lookup (token, record_id) VALUES (?, ?)",
                                arguments: [Data(token), record.id])
                        }
                    } else if let revision = update.clearPushAtRevision {
                        try db.execute(
                            sql: "UPDATE record SET needs_push = 0 WHERE id = ? AND revision = ?",
                            arguments: [update.id, Int64(bitPattern: revision)])
                    }
                    if let base = update.base {
                        try db.execute(
                            sql: """
                                INSERT OR REPLACE INTO sync_base (record_id, revision, deleted, ciphertext, pending_history)
                                VALUES (?, ?, ?, ?, ?)
                                """,
                            arguments: [
                                update.id, Int64(base.revision), base.isDeleted, Data(base.ciphertext),
                                base.pendingHistory.map { Data($0) },
                            ])
                        if update.write == nil {
                            try db.execute(
                                sql: "UPDATE record SET server_revision = ? WHERE id = ?",
                                arguments: [Int64(base.revision), update.id])
                        }
                    }
                }
                try Self.updateManifest(db, changes, key: key, path: path)
                if let cursor {
                    try db.execute(sql: "UPDATE sync_account SET cursor = ? WHERE id = 1", arguments: [Int64(cursor)])
                }
                if let highestSeen {
                    try db.execute(
                        sql: "UPDATE sync_account SET highest_seen = MAX(highest_seen, ?) WHERE id = 1",
                        arguments: [Int64(highestSeen)])
                }
                if let lastSync {
                    try db.execute(sql: "UPDATE sync_account SET last_sync = ? WHERE id = 1", arguments: [lastSync])
                }
            }
        }
    }

    /// After the server forgot revisions (restored from a backup): queue every record again and
    /// pull from the start, so that nothing the server lost stays lost.
    func requeueEverything() throws(KeychainError) {
        try perform("cannot queue the vault for sync") {
            try database.write { db in
                try db.execute(sql: "UPDATE record SET needs_push = 1")
                try db.execute(sql: "UPDATE sync_account SET cursor = 0, highest_seen = 0 WHERE id = 1")
            }
        }
    }

    private static func syncRecord(from row: Row) throws -> EncryptedRecord {
        guard let id = row["id"] as UUID?, let revision = row["revision"] as Int64?,
            let formatVersion = row["format_version"] as Int?, let keyID = row["key_id"] as UUID?,
            let wrappedKey = row["wrapped_key"] as Data?, let ciphertext = row["ciphertext"] as Data?,
            let isDeleted = row["is_deleted"] as Bool?
        else {
            throw KeychainError(.damagedVault, "a record row is incomplete")
        }
        return EncryptedRecord(
            id: id, revision: UInt64(bitPattern: revision), formatVersion: formatVersion, keyID: keyID,
            wrappedKey: Array(wrappedKey), ciphertext: Array(ciphertext), isDeleted: isDeleted)
    }
}

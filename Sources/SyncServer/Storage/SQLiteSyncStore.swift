import Foundation
import GRDB
import SyncProtocol

/// The embedded store: one SQLite file through GRDB, in WAL mode with `synchronous=FULL`, so
/// every acknowledged write survives a crash or a power cut.
///
/// One server process per file is the intended use (SQLite serialises writers anyway); a second
/// process on the same file is safe but waits for the first one's writes.
final class SQLiteSyncStore: SyncStore {
    private let pool: DatabasePool

    /// Opens (and creates if needed) the database at `path`, with mode 0600.
    init(path: String) throws(SyncServerError) {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "sync-store"
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let isNew = !FileManager.default.fileExists(atPath: path)
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw SyncServerError(
                .unavailable, "cannot open the SQLite database at \(path): \(Self.describe(error))")
        }
        if isNew {
            // The file holds only ciphertext and hashes, but its metadata (account names, sizes,
            // times) is nobody else's business.
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path + suffix)
            }
        }
    }

    /// The file's path.
    var path: String { pool.path }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
        return String(describing: type(of: error))
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SyncServerError)
        -> T
    {
        do {
            return try await pool.write(body)
        } catch let error as SyncServerError {
            throw error
        } catch {
            throw Self.mapped(error)
        }
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SyncServerError)
        -> T
    {
        do {
            return try await pool.read(body)
        } catch let error as SyncServerError {
            throw error
        } catch {
            throw Self.mapped(error)
        }
    }

    private static func mapped(_ error: any Error) -> SyncServerError {
        if let error = error as? DatabaseError,
            error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED || error.resultCode == .SQLITE_FULL
        {
            return SyncServerError(.unavailable, "the database is busy or full: \(describe(error))")
        }
        return SyncServerError(.storageFailure, "the database failed: \(describe(error))")
    }

    // MARK: Schema

    func migrate() async throws(SyncServerError) {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: Self.schema)
        }
        let pool = self.pool
        do {
            // GRDB's migrator is synchronous; it runs once at start-up.
            try await Task.detached { try migrator.migrate(pool) }.value
        } catch {
            throw Self.mapped(error)
        }
    }

    static let schema = """
        CREATE TABLE sync_meta (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL);
        CREATE TABLE account_names (name TEXT PRIMARY KEY NOT NULL, account_id BLOB NOT NULL);
        CREATE TABLE accounts (
            id BLOB PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            auth_hash BLOB NOT NULL, auth_salt BLOB NOT NULL,
            auth_n INTEGER NOT NULL, auth_r INTEGER NOT NULL, auth_p INTEGER NOT NULL,
            kdf_algorithm TEXT NOT NULL, kdf_salt BLOB NOT NULL,
            kdf_n INTEGER NOT NULL, kdf_r INTEGER NOT NULL, kdf_p INTEGER NOT NULL,
            key_bundle BLOB NOT NULL,
            revision INTEGER NOT NULL DEFAULT 0,
            bytes_used INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL
        );
        CREATE TABLE devices (
            account_id BLOB NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            id BLOB NOT NULL,
            name TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            last_seen_at INTEGER NOT NULL,
            revoked_at INTEGER,
            PRIMARY KEY (account_id, id)
        );
        CREATE TABLE sessions (
            account_id BLOB NOT NULL,
            token_hash BLOB NOT NULL,
            device_id BLOB NOT NULL,
            created_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL,
            PRIMARY KEY (account_id, token_hash),
            FOREIGN KEY (account_id, device_id) REFERENCES devices(account_id, id) ON DELETE CASCADE
        );
        CREATE INDEX sessions_by_expiry ON sessions (expires_at);
        CREATE TABLE records (
            account_id BLOB NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            id BLOB NOT NULL,
            revision INTEGER NOT NULL,
            deleted INTEGER NOT NULL,
            device_id BLOB NOT NULL,
            ciphertext BLOB NOT NULL,
            size INTEGER NOT NULL,
            PRIMARY KEY (account_id, id)
        );
        CREATE UNIQUE INDEX records_by_revision ON records (account_id, revision);
        """

    func serverSecret() async throws(SyncServerError) -> [UInt8] {
        try await write { db in
            if let value = try Data.fetchOne(db, sql: "SELECT value FROM sync_meta WHERE key = 'server_secret'") {
                return Array(value)
            }
            let secret = (0..<32).map { _ in UInt8.random(in: 0...255) }
            try db.execute(
                sql: "INSERT INTO sync_meta (key, value) VALUES ('server_secret', ?)", arguments: [Data(secret)])
            return secret
        }
    }

    // MARK: Accounts

    func createAccount(_ account: StoredAccount, device: StoredDevice, session: StoredSession)
        async throws(SyncServerError)
    {
        try await write { db in
            try db.execute(
                sql: "INSERT INTO account_names (name, account_id) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
                arguments: [account.name, account.id])
            guard db.changesCount == 1 else {
                throw SyncServerError(.accountExists, "an account with this name exists")
            }
            let hash = account.authHash
            let kdf = account.kdf
            try db.execute(
                sql: """
                    INSERT INTO accounts (id, name, auth_hash, auth_salt, auth_n, auth_r, auth_p,
                        kdf_algorithm, kdf_salt, kdf_n, kdf_r, kdf_p, key_bundle, revision, bytes_used, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?)
                    """,
                arguments: [
                    account.id, account.name, Data(hash.hash), Data(hash.salt), hash.parameters.cost,
                    hash.parameters.blockSize, hash.parameters.parallelism, kdf.algorithm, Data(kdf.salt), kdf.n,
                    kdf.r, kdf.p, Data(account.keyBundle), account.createdAt,
                ])
            try Self.insert(device, db)
            try Self.insert(session, db)
        }
    }

    private static func insert(_ device: StoredDevice, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO devices (account_id, id, name, created_at, last_seen_at, revoked_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                device.account, device.id, device.name, device.createdAt, device.lastSeenAt, device.revokedAt,
            ])
    }

    private static func insert(_ session: StoredSession, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO sessions (account_id, token_hash, device_id, created_at, expires_at)
                VALUES (?, ?, ?, ?, ?)
                """,
            arguments: [session.account, Data(session.tokenHash), session.device, session.createdAt, session.expiresAt]
        )
    }

    private static let accountColumns = """
        id, name, auth_hash, auth_salt, auth_n, auth_r, auth_p, kdf_algorithm, kdf_salt, kdf_n, kdf_r, kdf_p,
        key_bundle, revision, created_at
        """

    private static func account(_ row: Row) -> StoredAccount {
        StoredAccount(
            id: row["id"], name: row["name"],
            authHash: AuthKeyHash(
                parameters: AuthKeyHash.Parameters(
                    cost: row["auth_n"], blockSize: row["auth_r"], parallelism: row["auth_p"]),
                salt: Array(row["auth_salt"] as Data), hash: Array(row["auth_hash"] as Data)),
            kdf: ClientKDF(
                algorithm: row["kdf_algorithm"], salt: Array(row["kdf_salt"] as Data), n: row["kdf_n"], r: row["kdf_r"],
                p: row["kdf_p"]),
            keyBundle: Array(row["key_bundle"] as Data), revision: UInt64(row["revision"] as Int64),
            createdAt: row["created_at"])
    }

    func account(named name: String) async throws(SyncServerError) -> StoredAccount? {
        try await read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT \(Self.accountColumns) FROM accounts
                    WHERE id = (SELECT account_id FROM account_names WHERE name = ?)
                    """, arguments: [name]
            ).map(Self.account)
        }
    }

    func account(id: UUID) async throws(SyncServerError) -> StoredAccount? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.accountColumns) FROM accounts WHERE id = ?", arguments: [id])
                .map(Self.account)
        }
    }

    func changeKey(
        account: UUID, authHash: AuthKeyHash, kdf: ClientKDF, keyBundle: [UInt8], keepingSession keeping: [UInt8]
    ) async throws(SyncServerError) {
        try await write { db in
            try db.execute(
                sql: """
                    UPDATE accounts SET auth_hash = ?, auth_salt = ?, auth_n = ?, auth_r = ?, auth_p = ?,
                        kdf_algorithm = ?, kdf_salt = ?, kdf_n = ?, kdf_r = ?, kdf_p = ?, key_bundle = ?
                    WHERE id = ?
                    """,
                arguments: [
                    Data(authHash.hash), Data(authHash.salt), authHash.parameters.cost, authHash.parameters.blockSize,
                    authHash.parameters.parallelism, kdf.algorithm, Data(kdf.salt), kdf.n, kdf.r, kdf.p,
                    Data(keyBundle), account,
                ])
            try db.execute(
                sql: "DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?",
                arguments: [account, Data(keeping)])
        }
    }

    // MARK: Devices and sessions

    func addDevice(_ device: StoredDevice, session: StoredSession) async throws(SyncServerError) {
        try await write { db in
            try Self.insert(device, db)
            try Self.insert(session, db)
        }
    }

    func addSession(_ session: StoredSession) async throws(SyncServerError) -> Bool {
        try await write { db in
            let revoked = try Row.fetchOne(
                db, sql: "SELECT revoked_at FROM devices WHERE account_id = ? AND id = ?",
                arguments: [session.account, session.device])
            guard let revoked, revoked["revoked_at"] as Int64? == nil else { return false }
            try Self.insert(session, db)
            return true
        }
    }

    func devices(account: UUID) async throws(SyncServerError) -> [StoredDevice] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, name, created_at, last_seen_at, revoked_at FROM devices
                    WHERE account_id = ? ORDER BY created_at, id
                    """, arguments: [account]
            ).map { row in
                StoredDevice(
                    account: account, id: row["id"], name: row["name"], createdAt: row["created_at"],
                    lastSeenAt: row["last_seen_at"], revokedAt: row["revoked_at"])
            }
        }
    }

    func revokeDevice(account: UUID, device: UUID, at time: Int64) async throws(SyncServerError) -> Bool {
        try await write { db in
            try db.execute(
                sql: "UPDATE devices SET revoked_at = COALESCE(revoked_at, ?) WHERE account_id = ? AND id = ?",
                arguments: [time, account, device])
            guard db.changesCount == 1 else { return false }
            try db.execute(
                sql: "DELETE FROM sessions WHERE account_id = ? AND device_id = ?", arguments: [account, device])
            return true
        }
    }

    func touchDevice(account: UUID, device: UUID, at time: Int64) async throws(SyncServerError) {
        try await write { db in
            try db.execute(
                sql: "UPDATE devices SET last_seen_at = MAX(last_seen_at, ?) WHERE account_id = ? AND id = ?",
                arguments: [time, account, device])
        }
    }

    func session(account: UUID, tokenHash: [UInt8]) async throws(SyncServerError) -> SessionLookup? {
        try await read { db in try Self.session(account: account, tokenHash: tokenHash, db) }
    }

    private static func session(account: UUID, tokenHash: [UInt8], _ db: Database) throws -> SessionLookup? {
        try Row.fetchOne(
            db,
            sql: """
                SELECT s.device_id, s.created_at, s.expires_at, d.revoked_at, d.last_seen_at
                FROM sessions s JOIN devices d ON d.account_id = s.account_id AND d.id = s.device_id
                WHERE s.account_id = ? AND s.token_hash = ?
                """, arguments: [account, Data(tokenHash)]
        ).map { row in
            SessionLookup(
                session: StoredSession(
                    account: account, tokenHash: tokenHash, device: row["device_id"], createdAt: row["created_at"],
                    expiresAt: row["expires_at"]),
                deviceRevokedAt: row["revoked_at"], deviceLastSeenAt: row["last_seen_at"])
        }
    }

    func deleteSession(account: UUID, tokenHash: [UInt8]) async throws(SyncServerError) {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM sessions WHERE account_id = ? AND token_hash = ?",
                arguments: [account, Data(tokenHash)])
        }
    }

    @discardableResult
    func deleteExpiredSessions(before time: Int64) async throws(SyncServerError) -> Int {
        try await write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE expires_at < ?", arguments: [time])
            return db.changesCount
        }
    }

    // MARK: Records

    func changes(account: UUID, since: UInt64, limit: Int) async throws(SyncServerError) -> StoredChanges {
        try await read { db in try Self.changes(account: account, since: since, limit: limit, db) }
    }

    func sessionAndChanges(account: UUID, tokenHash: [UInt8], since: UInt64, limit: Int)
        async throws(SyncServerError) -> (SessionLookup, StoredChanges)?
    {
        try await read { db in
            guard let lookup = try Self.session(account: account, tokenHash: tokenHash, db) else { return nil }
            return (lookup, try Self.changes(account: account, since: since, limit: limit, db))
        }
    }

    private static func changes(account: UUID, since: UInt64, limit: Int, _ db: Database) throws -> StoredChanges {
        let latest = try Int64.fetchOne(db, sql: "SELECT revision FROM accounts WHERE id = ?", arguments: [account])
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT id, revision, deleted, device_id, ciphertext FROM records
                WHERE account_id = ? AND revision > ? ORDER BY revision LIMIT ?
                """, arguments: [account, Int64(clamping: since), limit])
        return StoredChanges(records: rows.map(record), latestRevision: UInt64(latest ?? 0))
    }

    private static func record(_ row: Row) -> SyncRecord {
        SyncRecord(
            id: row["id"], revision: UInt64(row["revision"] as Int64), isDeleted: row["deleted"],
            deviceID: row["device_id"], ciphertext: Array(row["ciphertext"] as Data))
    }

    func apply(_ writes: [RecordWrite], account: UUID, device: UUID, quota: Int)
        async throws(SyncServerError) -> BatchOutcome
    {
        try await write { db in
            guard
                let state = try Row.fetchOne(
                    db, sql: "SELECT revision, bytes_used FROM accounts WHERE id = ?", arguments: [account])
            else { return .unknownAccount }
            var conflicts: [SyncConflict] = []
            var bytesUsed = Int(state["bytes_used"] as Int64)
            let bytesBefore = bytesUsed
            for write in writes {
                let current = try Row.fetchOne(
                    db,
                    sql: "SELECT revision, size FROM records WHERE account_id = ? AND id = ?",
                    arguments: [account, write.id])
                let currentRevision = current.map { UInt64($0["revision"] as Int64) } ?? 0
                if currentRevision != write.baseRevision {
                    let record = try current.flatMap { _ in
                        try Row.fetchOne(
                            db,
                            sql: """
                                SELECT id, revision, deleted, device_id, ciphertext FROM records
                                WHERE account_id = ? AND id = ?
                                """, arguments: [account, write.id])
                    }.map(Self.record)
                    conflicts.append(SyncConflict(id: write.id, baseRevision: write.baseRevision, current: record))
                }
                bytesUsed += write.ciphertext.count - (current.map { $0["size"] as Int } ?? 0)
            }
            if !conflicts.isEmpty { return .conflicts(conflicts) }
            // A batch that shrinks the account is always allowed, even over quota.
            if bytesUsed > quota && bytesUsed > bytesBefore { return .quotaExceeded(bytes: bytesUsed) }

            var revision = UInt64(state["revision"] as Int64)
            var accepted: [RecordRevision] = []
            accepted.reserveCapacity(writes.count)
            for write in writes {
                revision += 1
                try db.execute(
                    sql: """
                        INSERT INTO records (account_id, id, revision, deleted, device_id, ciphertext, size)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT (account_id, id) DO UPDATE SET revision = excluded.revision,
                            deleted = excluded.deleted, device_id = excluded.device_id,
                            ciphertext = excluded.ciphertext, size = excluded.size
                        """,
                    arguments: [
                        account, write.id, Int64(revision), write.isDeleted, device, Data(write.ciphertext),
                        write.ciphertext.count,
                    ])
                accepted.append(RecordRevision(id: write.id, revision: revision))
            }
            try db.execute(
                sql: "UPDATE accounts SET revision = ?, bytes_used = ? WHERE id = ?",
                arguments: [Int64(revision), bytesUsed, account])
            return .accepted(revision: revision, records: accepted)
        }
    }
}

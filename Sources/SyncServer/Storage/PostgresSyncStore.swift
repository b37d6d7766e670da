import Foundation
import Logging
import NIOCore
import PostgresNIO
import ServiceLifecycle
import SyncProtocol

/// The store for many server processes: PostgreSQL through postgres-nio.
///
/// Any number of server processes may share one database. A batch locks its account's row
/// (`SELECT … FOR UPDATE`) before it reads the records' current revisions, so writers to one
/// account queue up while writers to different accounts run in parallel; the account's revision
/// grows under that lock and each batch commits before the next one reads it, so a reader never
/// sees revision `n` without every revision below it. Transactions that fail with a
/// serialisation failure or a deadlock are retried.
///
/// Every table is keyed by account first (names are looked up through `account_names`), so the
/// schema can be distributed by account id without changes.
///
/// The store is a `Service`: run it (or add it to a `ServiceGroup`) before using it.
final class PostgresSyncStore: SyncStore, Service {
    private let client: PostgresClient
    private let logger: Logger

    /// Connects (lazily) with `configuration`.
    init(configuration: PostgresClient.Configuration, logger: Logger) {
        self.client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.logger = logger
    }

    /// Connects (lazily) to a `postgres://user:password@host:port/database?sslmode=…` URL.
    convenience init(url: String, maximumConnections: Int = 20, logger: Logger) throws(SyncServerError) {
        var configuration = try Self.configuration(url: url)
        configuration.options.maximumConnections = maximumConnections
        self.init(configuration: configuration, logger: logger)
    }

    /// Runs the connection pool until the task is cancelled or a graceful shutdown begins.
    func run() async throws {
        await client.run()
    }

    /// Reads a `postgres://` or `postgresql://` URL: user, password, host, port, database and
    /// `sslmode` (`disable`, `prefer` (the default) or `require`).
    static func configuration(url text: String) throws(SyncServerError) -> PostgresClient.Configuration {
        guard let url = URLComponents(string: text), url.scheme == "postgres" || url.scheme == "postgresql",
            let host = url.host, !host.isEmpty
        else {
            throw SyncServerError(
                .invalidConfiguration, "a PostgreSQL URL looks like postgres://user:password@host:5432/database")
        }
        let mode = url.queryItems?.first { $0.name == "sslmode" }?.value ?? "prefer"
        let tls: PostgresClient.Configuration.TLS
        switch mode {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
        default:
            throw SyncServerError(.invalidConfiguration, "sslmode must be disable, prefer or require, got '\(mode)'")
        }
        let database = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        return PostgresClient.Configuration(
            host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
            database: database.isEmpty ? nil : database, tls: tls)
    }

    // MARK: Transactions

    private static func isRetryable(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40001" || state == "40P01"
    }

    private func mapped(_ error: any Error) -> SyncServerError {
        if let error = error as? SyncServerError { return error }
        if let error = error as? PSQLError {
            switch error.code {
            case .server:
                let state = error.serverInfo?[.sqlState] ?? "?"
                // Class 53 (insufficient resources), 57 (operator intervention), 08 (connection).
                if state.hasPrefix("53") || state.hasPrefix("57") || state.hasPrefix("08") {
                    return SyncServerError(.unavailable, "PostgreSQL is unavailable (SQLSTATE \(state))")
                }
                return SyncServerError(.storageFailure, "PostgreSQL refused a statement (SQLSTATE \(state))")
            default:
                return SyncServerError(.unavailable, "cannot reach PostgreSQL (\(error.code))")
            }
        }
        if error is CancellationError { return SyncServerError(.unavailable, "the request was cancelled") }
        return SyncServerError(.storageFailure, "PostgreSQL failed: \(type(of: error))")
    }

    /// Runs `body` in a transaction (READ COMMITTED), retrying serialisation failures and
    /// deadlocks a few times.
    @discardableResult
    private func transaction<T: Sendable>(
        _ body: @Sendable (PostgresConnection, Logger) async throws -> T
    ) async throws(SyncServerError) -> T {
        var attempt = 0
        while true {
            do {
                return try await client.withConnection { connection in
                    try await connection.query("BEGIN", logger: logger)
                    do {
                        let value = try await body(connection, logger)
                        try await connection.query("COMMIT", logger: logger)
                        return value
                    } catch {
                        _ = try? await connection.query("ROLLBACK", logger: logger)
                        throw error
                    }
                }
            } catch {
                attempt += 1
                if attempt < 5 && Self.isRetryable(error) {
                    try? await Task.sleep(for: .milliseconds(attempt * attempt * 5))
                    continue
                }
                throw mapped(error)
            }
        }
    }

    private func query(_ query: PostgresQuery) async throws(SyncServerError) -> [PostgresRow] {
        do {
            return try await client.query(query, logger: logger).collect()
        } catch {
            throw mapped(error)
        }
    }

    // MARK: Schema

    private static let schema: [PostgresQuery] = [
        """
        CREATE TABLE IF NOT EXISTS account_names (name text PRIMARY KEY, account_id uuid NOT NULL)
        """,
        """
        CREATE TABLE IF NOT EXISTS accounts (
            id uuid PRIMARY KEY,
            name text NOT NULL,
            auth_hash bytea NOT NULL, auth_salt bytea NOT NULL,
            auth_n integer NOT NULL, auth_r integer NOT NULL, auth_p integer NOT NULL,
            kdf_algorithm text NOT NULL, kdf_salt bytea NOT NULL,
            kdf_n integer NOT NULL, kdf_r integer NOT NULL, kdf_p integer NOT NULL,
            key_bundle bytea NOT NULL,
            revision bigint NOT NULL DEFAULT 0,
            bytes_used bigint NOT NULL DEFAULT 0,
            created_at bigint NOT NULL
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS devices (
            account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            id uuid NOT NULL,
            name text NOT NULL,
            created_at bigint NOT NULL,
            last_seen_at bigint NOT NULL,
            revoked_at bigint,
            PRIMARY KEY (account_id, id)
        )
        """,
        """
        CREATE TABLE IF NOT EXISTS sessions (
            account_id uuid NOT NULL,
            token_hash bytea NOT NULL,
            device_id uuid NOT NULL,
            created_at bigint NOT NULL,
            expires_at bigint NOT NULL,
            PRIMARY KEY (account_id, token_hash),
            FOREIGN KEY (account_id, device_id) REFERENCES devices(account_id, id) ON DELETE CASCADE
        )
        """,
        "CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at)",
        """
        CREATE TABLE IF NOT EXISTS records (
            account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            id uuid NOT NULL,
            revision bigint NOT NULL,
            deleted boolean NOT NULL,
            device_id uuid NOT NULL,
            ciphertext bytea NOT NULL,
            size integer NOT NULL,
            PRIMARY KEY (account_id, id)
        )
        """,
        "CREATE UNIQUE INDEX IF NOT EXISTS records_by_revision ON records (account_id, revision)",
    ]

    /// ``apply(_:account:device:quota:)`` as one server-side function, so that a batch costs one
    /// round trip instead of six (begin, lock, read, write, update, commit).
    ///
    /// It runs as one transaction. In READ COMMITTED every statement of a PL/pgSQL function takes
    /// a new snapshot, so once the account row is locked, the reads that follow see every batch
    /// committed before the lock was granted. It returns one row: `unknown`, `quota` (with the
    /// bytes the account would hold) or `accepted` (with the account's new revision; the
    /// batch's records took the revisions below it in order); or one `conflict` row per stale
    /// write, in request order, with the record's current version when there is one.
    ///
    /// The batch's records are looked up one by one through the primary key (`LATERAL` with
    /// `LIMIT 1`, which the planner cannot flatten into a join): as a plain join, the
    /// function's cached plan - made while the table was small - hashed all of the account's
    /// records read through `records_by_revision`, and a batch got slower with every record the
    /// account gained (2.3 ms -> 6.6 ms within a minute of load test).
    private static let applyFunction: PostgresQuery = """
        CREATE OR REPLACE FUNCTION autofill_sync_apply(
            p_account uuid, p_device uuid, p_ids uuid[], p_bases bigint[], p_deleted boolean[],
            p_ciphertexts bytea[], p_quota bigint)
        RETURNS TABLE (kind text, record_id uuid, record_revision bigint, record_deleted boolean,
            record_device uuid, record_ciphertext bytea, amount bigint)
        LANGUAGE plpgsql AS $$
        DECLARE
            v_revision bigint;
            v_bytes bigint;
            v_after bigint;
        BEGIN
            SELECT a.revision, a.bytes_used INTO v_revision, v_bytes FROM accounts a
            WHERE a.id = p_account FOR UPDATE;
            IF NOT FOUND THEN
                RETURN QUERY SELECT 'unknown'::text, NULL::uuid, NULL::bigint, NULL::boolean, NULL::uuid,
                    NULL::bytea, NULL::bigint;
                RETURN;
            END IF;
            RETURN QUERY
                SELECT 'conflict'::text, w.id, r.revision, r.deleted, r.device_id, r.ciphertext, w.base
                FROM unnest(p_ids, p_bases) WITH ORDINALITY AS w(id, base, ord)
                LEFT JOIN LATERAL (
                    SELECT * FROM records WHERE account_id = p_account AND id = w.id LIMIT 1
                ) r ON true
                WHERE COALESCE(r.revision, 0) <> w.base
                ORDER BY w.ord;
            IF FOUND THEN
                RETURN;
            END IF;
            SELECT v_bytes + COALESCE(sum(octet_length(w.c)), 0) - COALESCE(sum(r.size), 0) INTO v_after
            FROM unnest(p_ids, p_ciphertexts) AS w(id, c)
            LEFT JOIN LATERAL (
                SELECT size FROM records WHERE account_id = p_account AND id = w.id LIMIT 1
            ) r ON true;
            -- A batch that shrinks the account is always allowed, even over quota.
            IF v_after > p_quota AND v_after > v_bytes THEN
                RETURN QUERY SELECT 'quota'::text, NULL::uuid, NULL::bigint, NULL::boolean, NULL::uuid,
                    NULL::bytea, v_after;
                RETURN;
            END IF;
            INSERT INTO records (account_id, id, revision, deleted, device_id, ciphertext, size)
            SELECT p_account, w.id, v_revision + w.ord, w.deleted, p_device, w.c, octet_length(w.c)
            FROM unnest(p_ids, p_deleted, p_ciphertexts) WITH ORDINALITY AS w(id, deleted, c, ord)
            ON CONFLICT (account_id, id) DO UPDATE SET revision = EXCLUDED.revision,
                deleted = EXCLUDED.deleted, device_id = EXCLUDED.device_id,
                ciphertext = EXCLUDED.ciphertext, size = EXCLUDED.size;
            UPDATE accounts SET revision = v_revision + cardinality(p_ids), bytes_used = v_after
            WHERE id = p_account;
            RETURN QUERY SELECT 'accepted'::text, NULL::uuid, v_revision + cardinality(p_ids), NULL::boolean,
                NULL::uuid, NULL::bytea, v_after;
        END
        $$
        """

    /// An arbitrary constant: the advisory lock that serialises migrations across processes.
    private static let migrationLock: Int64 = 0x6175_746F_7379_6E63

    func migrate() async throws(SyncServerError) {
        try await transaction { connection, logger in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS sync_meta (key text PRIMARY KEY, value bytea NOT NULL)", logger: logger)
            let rows = try await connection.query(
                "SELECT value FROM sync_meta WHERE key = 'schema_version'", logger: logger
            ).collect()
            if rows.isEmpty {
                for statement in Self.schema {
                    try await connection.query(statement, logger: logger)
                }
                try await connection.query(
                    "INSERT INTO sync_meta (key, value) VALUES ('schema_version', \(ByteBuffer(bytes: [1])))",
                    logger: logger)
            }
            // Functions carry no data: every start installs the current version.
            try await connection.query(Self.applyFunction, logger: logger)
        }
    }

    func serverSecret() async throws(SyncServerError) -> [UInt8] {
        let candidate = ByteBuffer(bytes: (0..<32).map { _ in UInt8.random(in: 0...255) })
        try await transaction { connection, logger in
            try await connection.query(
                """
                INSERT INTO sync_meta (key, value) VALUES ('server_secret', \(candidate))
                ON CONFLICT (key) DO NOTHING
                """, logger: logger)
        }
        let rows = try await query("SELECT value FROM sync_meta WHERE key = 'server_secret'")
        guard let row = rows.first, let value = try? row.decode(ByteBuffer.self) else {
            throw SyncServerError(.storageFailure, "the server secret is missing after it was written")
        }
        return Array(value.readableBytesView)
    }

    // MARK: Accounts

    func createAccount(_ account: StoredAccount, device: StoredDevice, session: StoredSession)
        async throws(SyncServerError)
    {
        try await transaction { connection, logger in
            let claimed = try await connection.query(
                """
                INSERT INTO account_names (name, account_id) VALUES (\(account.name), \(account.id))
                ON CONFLICT (name) DO NOTHING RETURNING account_id
                """, logger: logger
            ).collect()
            guard !claimed.isEmpty else {
                throw SyncServerError(.accountExists, "an account with this name exists")
            }
            let hash = account.authHash
            let kdf = account.kdf
            try await connection.query(
                """
                INSERT INTO accounts (id, name, auth_hash, auth_salt, auth_n, auth_r, auth_p,
                    kdf_algorithm, kdf_salt, kdf_n, kdf_r, kdf_p, key_bundle, revision, bytes_used, created_at)
                VALUES (\(account.id), \(account.name), \(ByteBuffer(bytes: hash.hash)), \(ByteBuffer(bytes: hash.salt)),
                    \(Int32(hash.parameters.cost)), \(Int32(hash.parameters.blockSize)),
                    \(Int32(hash.parameters.parallelism)), \(kdf.algorithm), \(ByteBuffer(bytes: kdf.salt)),
                    \(Int32(kdf.n)), \(Int32(kdf.r)), \(Int32(kdf.p)), \(ByteBuffer(bytes: account.keyBundle)),
                    0, 0, \(account.createdAt))
                """, logger: logger)
            try await Self.insert(device, connection, logger)
            try await Self.insert(session, connection, logger)
        }
    }

    private static func insert(_ device: StoredDevice, _ connection: PostgresConnection, _ logger: Logger) async throws
    {
        try await connection.query(
            """
            INSERT INTO devices (account_id, id, name, created_at, last_seen_at, revoked_at)
            VALUES (\(device.account), \(device.id), \(device.name), \(device.createdAt), \(device.lastSeenAt),
                \(device.revokedAt))
            """, logger: logger)
    }

    private static func insert(_ session: StoredSession, _ connection: PostgresConnection, _ logger: Logger)
        async throws
    {
        try await connection.query(
            """
            INSERT INTO sessions (account_id, token_hash, device_id, created_at, expires_at)
            VALUES (\(session.account), \(ByteBuffer(bytes: session.tokenHash)), \(session.device),
                \(session.createdAt), \(session.expiresAt))
            """, logger: logger)
    }

    private static let accountColumns = """
        id, name, auth_hash, auth_salt, auth_n, auth_r, auth_p, kdf_algorithm, kdf_salt, kdf_n, kdf_r, kdf_p,
        key_bundle, revision, created_at
        """

    private static func account(_ row: PostgresRow) throws -> StoredAccount {
        let (id, name, hash, salt, n, r, p, algorithm, kdfSalt, kdfN, kdfR, kdfP, bundle, revision, created) =
            try row.decode(
                (
                    UUID, String, ByteBuffer, ByteBuffer, Int32, Int32, Int32, String, ByteBuffer, Int32, Int32, Int32,
                    ByteBuffer, Int64, Int64
                ).self)
        return StoredAccount(
            id: id, name: name,
            authHash: AuthKeyHash(
                parameters: AuthKeyHash.Parameters(cost: Int(n), blockSize: Int(r), parallelism: Int(p)),
                salt: Array(salt.readableBytesView), hash: Array(hash.readableBytesView)),
            kdf: ClientKDF(
                algorithm: algorithm, salt: Array(kdfSalt.readableBytesView), n: Int(kdfN), r: Int(kdfR),
                p: Int(kdfP)),
            keyBundle: Array(bundle.readableBytesView), revision: UInt64(revision), createdAt: created)
    }

    private func decoded<T>(_ body: () throws -> T) throws(SyncServerError) -> T {
        do {
            return try body()
        } catch {
            throw SyncServerError(.storageFailure, "a stored row has an unexpected shape: \(type(of: error))")
        }
    }

    func account(named name: String) async throws(SyncServerError) -> StoredAccount? {
        let rows = try await query(
            """
            SELECT \(unescaped: Self.accountColumns) FROM accounts
            WHERE id = (SELECT account_id FROM account_names WHERE name = \(name))
            """)
        return try decoded { try rows.first.map(Self.account) }
    }

    func account(id: UUID) async throws(SyncServerError) -> StoredAccount? {
        let rows = try await query("SELECT \(unescaped: Self.accountColumns) FROM accounts WHERE id = \(id)")
        return try decoded { try rows.first.map(Self.account) }
    }

    func changeKey(
        account: UUID, authHash: AuthKeyHash, kdf: ClientKDF, keyBundle: [UInt8], keepingSession keeping: [UInt8]
    ) async throws(SyncServerError) {
        try await transaction { connection, logger in
            try await connection.query(
                """
                UPDATE accounts SET auth_hash = \(ByteBuffer(bytes: authHash.hash)),
                    auth_salt = \(ByteBuffer(bytes: authHash.salt)), auth_n = \(Int32(authHash.parameters.cost)),
                    auth_r = \(Int32(authHash.parameters.blockSize)),
                    auth_p = \(Int32(authHash.parameters.parallelism)), kdf_algorithm = \(kdf.algorithm),
                    kdf_salt = \(ByteBuffer(bytes: kdf.salt)), kdf_n = \(Int32(kdf.n)), kdf_r = \(Int32(kdf.r)),
                    kdf_p = \(Int32(kdf.p)), key_bundle = \(ByteBuffer(bytes: keyBundle))
                WHERE id = \(account)
                """, logger: logger)
            try await connection.query(
                """
                DELETE FROM sessions WHERE account_id = \(account) AND token_hash <> \(ByteBuffer(bytes: keeping))
                """, logger: logger)
        }
    }

    // MARK: Devices and sessions

    func addDevice(_ device: StoredDevice, session: StoredSession) async throws(SyncServerError) {
        try await transaction { connection, logger in
            try await Self.insert(device, connection, logger)
            try await Self.insert(session, connection, logger)
        }
    }

    func addSession(_ session: StoredSession) async throws(SyncServerError) -> Bool {
        try await transaction { connection, logger in
            // FOR SHARE: a revocation running at the same time waits for this session, then ends it.
            let rows = try await connection.query(
                """
                SELECT revoked_at FROM devices WHERE account_id = \(session.account) AND id = \(session.device)
                FOR SHARE
                """, logger: logger
            ).collect()
            guard let row = rows.first, try row.decode(Int64?.self) == nil else { return false }
            try await Self.insert(session, connection, logger)
            return true
        }
    }

    func devices(account: UUID) async throws(SyncServerError) -> [StoredDevice] {
        let rows = try await query(
            """
            SELECT id, name, created_at, last_seen_at, revoked_at FROM devices
            WHERE account_id = \(account) ORDER BY created_at, id
            """)
        return try decoded {
            try rows.map { row in
                let (id, name, created, lastSeen, revoked) = try row.decode((UUID, String, Int64, Int64, Int64?).self)
                return StoredDevice(
                    account: account, id: id, name: name, createdAt: created, lastSeenAt: lastSeen, revokedAt: revoked)
            }
        }
    }

    func revokeDevice(account: UUID, device: UUID, at time: Int64) async throws(SyncServerError) -> Bool {
        try await transaction { connection, logger in
            let rows = try await connection.query(
                """
                UPDATE devices SET revoked_at = COALESCE(revoked_at, \(time))
                WHERE account_id = \(account) AND id = \(device) RETURNING id
                """, logger: logger
            ).collect()
            guard !rows.isEmpty else { return false }
            try await connection.query(
                "DELETE FROM sessions WHERE account_id = \(account) AND device_id = \(device)", logger: logger)
            return true
        }
    }

    func touchDevice(account: UUID, device: UUID, at time: Int64) async throws(SyncServerError) {
        _ = try await query(
            """
            UPDATE devices SET last_seen_at = GREATEST(last_seen_at, \(time))
            WHERE account_id = \(account) AND id = \(device)
            """)
    }

    func session(account: UUID, tokenHash: [UInt8]) async throws(SyncServerError) -> SessionLookup? {
        let statement = SessionStatement(account: account, tokenHash: ByteBuffer(bytes: tokenHash))
        let rows = try await execute(statement)
        return rows.first.map { row in row.lookup(account: account, tokenHash: tokenHash) }
    }

    func deleteSession(account: UUID, tokenHash: [UInt8]) async throws(SyncServerError) {
        _ = try await query(
            "DELETE FROM sessions WHERE account_id = \(account) AND token_hash = \(ByteBuffer(bytes: tokenHash))")
    }

    @discardableResult
    func deleteExpiredSessions(before time: Int64) async throws(SyncServerError) -> Int {
        try await query("DELETE FROM sessions WHERE expires_at < \(time) RETURNING 1").count
    }

    // MARK: Records

    func changes(account: UUID, since: UInt64, limit: Int) async throws(SyncServerError) -> StoredChanges {
        // One statement, so the account's revision and the page come from one snapshot.
        let rows = try await query(
            """
            SELECT a.revision, r.id, r.revision, r.deleted, r.device_id, r.ciphertext
            FROM accounts a LEFT JOIN LATERAL (
                SELECT id, revision, deleted, device_id, ciphertext FROM records
                WHERE account_id = a.id AND revision > \(Int64(clamping: since))
                ORDER BY revision LIMIT \(Int64(limit))
            ) r ON true
            WHERE a.id = \(account)
            ORDER BY r.revision
            """)
        return try decoded {
            var latest: UInt64 = 0
            var records: [SyncRecord] = []
            records.reserveCapacity(rows.count)
            for row in rows {
                let (accountRevision, id, revision, deleted, device, ciphertext) = try row.decode(
                    (Int64, UUID?, Int64?, Bool?, UUID?, ByteBuffer?).self)
                latest = UInt64(accountRevision)
                guard let id, let revision, let deleted, let device, let ciphertext else { continue }
                records.append(
                    SyncRecord(
                        id: id, revision: UInt64(revision), isDeleted: deleted, deviceID: device,
                        ciphertext: Array(ciphertext.readableBytesView)))
            }
            return StoredChanges(records: records, latestRevision: latest)
        }
    }

    func sessionAndChanges(account: UUID, tokenHash: [UInt8], since: UInt64, limit: Int)
        async throws(SyncServerError) -> (SessionLookup, StoredChanges)?
    {
        let statement = PullStatement(
            account: account, tokenHash: ByteBuffer(bytes: tokenHash), since: Int64(clamping: since),
            limit: Int64(limit))
        let rows = try await execute(statement)
        guard let first = rows.first else { return nil }
        var records: [SyncRecord] = []
        records.reserveCapacity(rows.count)
        for row in rows {
            if let record = row.record { records.append(record) }
        }
        return (
            first.session.lookup(account: account, tokenHash: tokenHash),
            StoredChanges(records: records, latestRevision: UInt64(first.accountRevision))
        )
    }

    func apply(_ writes: [RecordWrite], account: UUID, device: UUID, quota: Int)
        async throws(SyncServerError) -> BatchOutcome
    {
        let statement = ApplyStatement(
            account: account, device: device, ids: writes.map(\.id),
            bases: writes.map { Int64(clamping: $0.baseRevision) }, deleted: writes.map(\.isDeleted),
            ciphertexts: writes.map { ByteBuffer(bytes: $0.ciphertext) }, quota: Int64(clamping: quota))
        let rows = try await execute(statement)
        guard let first = rows.first else {
            throw SyncServerError(.storageFailure, "autofill_sync_apply returned nothing")
        }
        switch first.kind {
        case "accepted":
            guard let revision = first.revision.map(UInt64.init) else { break }
            let base = revision - UInt64(writes.count)
            return .accepted(
                revision: revision,
                records: writes.enumerated().map { RecordRevision(id: $1.id, revision: base + UInt64($0) + 1) })
        case "conflict":
            var conflicts: [SyncConflict] = []
            for row in rows {
                guard row.kind == "conflict", let id = row.id, let base = row.amount else { break }
                let current = SyncRecord(
                    id: id, revision: row.revision, deleted: row.deleted, device: row.device, ciphertext: row.ciphertext
                )
                conflicts.append(SyncConflict(id: id, baseRevision: UInt64(base), current: current))
            }
            if conflicts.count == rows.count { return .conflicts(conflicts) }
        case "quota":
            guard let bytes = first.amount else { break }
            return .quotaExceeded(bytes: Int(bytes))
        case "unknown":
            return .unknownAccount
        default:
            break
        }
        throw SyncServerError(.storageFailure, "autofill_sync_apply returned an unexpected row ('\(first.kind)')")
    }

    /// Runs a prepared statement (prepared once per connection), retrying serialisation failures
    /// and deadlocks a few times.
    private func execute<Statement: PostgresPreparedStatement>(_ statement: Statement)
        async throws(SyncServerError) -> [Statement.Row]
    {
        var attempt = 0
        while true {
            do {
                var rows: [Statement.Row] = []
                for try await row in try await client.execute(statement, logger: logger) { rows.append(row) }
                return rows
            } catch {
                attempt += 1
                if attempt < 5 && Self.isRetryable(error) {
                    try? await Task.sleep(for: .milliseconds(attempt * attempt * 5))
                    continue
                }
                throw mapped(error)
            }
        }
    }
}

// MARK: Prepared statements

extension SyncRecord {
    /// A record from nullable columns (an outer join's), or nil when the row has none.
    fileprivate init?(id: UUID?, revision: Int64?, deleted: Bool?, device: UUID?, ciphertext: ByteBuffer?) {
        guard let id, let revision, let deleted, let device, let ciphertext else { return nil }
        self.init(
            id: id, revision: UInt64(revision), isDeleted: deleted, deviceID: device,
            ciphertext: Array(ciphertext.readableBytesView))
    }
}

/// A session and its device's state, as the session lookups return them.
private struct SessionRow {
    var device: UUID
    var createdAt: Int64
    var expiresAt: Int64
    var revokedAt: Int64?
    var lastSeenAt: Int64

    func lookup(account: UUID, tokenHash: [UInt8]) -> SessionLookup {
        SessionLookup(
            session: StoredSession(
                account: account, tokenHash: tokenHash, device: device, createdAt: createdAt, expiresAt: expiresAt),
            deviceRevokedAt: revokedAt, deviceLastSeenAt: lastSeenAt)
    }
}

private struct SessionStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT s.device_id, s.created_at, s.expires_at, d.revoked_at, d.last_seen_at
        FROM sessions s JOIN devices d ON d.account_id = s.account_id AND d.id = s.device_id
        WHERE s.account_id = $1 AND s.token_hash = $2
        """
    var account: UUID
    var tokenHash: ByteBuffer

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 2)
        bindings.append(account)
        bindings.append(tokenHash)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> SessionRow {
        let (device, created, expires, revoked, lastSeen) = try row.decode((UUID, Int64, Int64, Int64?, Int64).self)
        return SessionRow(
            device: device, createdAt: created, expiresAt: expires, revokedAt: revoked, lastSeenAt: lastSeen)
    }
}

/// The session, the account's revision and a page of changes in one statement (one snapshot);
/// one row per record, or one row with no record when the page is empty.
private struct PullStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT s.device_id, s.created_at, s.expires_at, d.revoked_at, d.last_seen_at, a.revision,
            r.id, r.revision, r.deleted, r.device_id, r.ciphertext
        FROM sessions s
        JOIN devices d ON d.account_id = s.account_id AND d.id = s.device_id
        JOIN accounts a ON a.id = s.account_id
        LEFT JOIN LATERAL (
            SELECT id, revision, deleted, device_id, ciphertext FROM records
            WHERE account_id = s.account_id AND revision > $3
            ORDER BY revision LIMIT $4
        ) r ON true
        WHERE s.account_id = $1 AND s.token_hash = $2
        ORDER BY r.revision
        """
    var account: UUID
    var tokenHash: ByteBuffer
    var since: Int64
    var limit: Int64

    struct Row {
        var session: SessionRow
        var accountRevision: Int64
        var record: SyncRecord?
    }

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 4)
        bindings.append(account)
        bindings.append(tokenHash)
        bindings.append(since)
        bindings.append(limit)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        let (device, created, expires, revoked, lastSeen, accountRevision, id, revision, deleted, writer, ciphertext) =
            try row.decode((UUID, Int64, Int64, Int64?, Int64, Int64, UUID?, Int64?, Bool?, UUID?, ByteBuffer?).self)
        return Row(
            session: SessionRow(
                device: device, createdAt: created, expiresAt: expires, revokedAt: revoked, lastSeenAt: lastSeen),
            accountRevision: accountRevision,
            record: SyncRecord(id: id, revision: revision, deleted: deleted, device: writer, ciphertext: ciphertext))
    }
}

/// A batch through `autofill_sync_apply` (see ``PostgresSyncStore``'s `applyFunction`).
private struct ApplyStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT kind, record_id, record_revision, record_deleted, record_device, record_ciphertext, amount
        FROM autofill_sync_apply($1, $2, $3::uuid[], $4::bigint[], $5::boolean[], $6::bytea[], $7)
        """
    var account: UUID
    var device: UUID
    var ids: [UUID]
    var bases: [Int64]
    var deleted: [Bool]
    var ciphertexts: [ByteBuffer]
    var quota: Int64

    struct Row {
        var kind: String
        var id: UUID?
        var revision: Int64?
        var deleted: Bool?
        var device: UUID?
        var ciphertext: ByteBuffer?
        var amount: Int64?
    }

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 7)
        bindings.append(account)
        bindings.append(device)
        bindings.append(ids)
        bindings.append(bases)
        bindings.append(deleted)
        bindings.append(ciphertexts)
        bindings.append(quota)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        let (kind, id, revision, deleted, device, ciphertext, amount) = try row.decode(
            (String, UUID?, Int64?, Bool?, UUID?, ByteBuffer?, Int64?).self)
        return Row(
            kind: kind, id: id, revision: revision, deleted: deleted, device: device, ciphertext: ciphertext,
            amount: amount)
    }
}

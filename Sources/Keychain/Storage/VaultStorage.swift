import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The vault file: an SQLite database that holds only ciphertext, wrapped keys and lookup
/// tokens. It knows nothing of keys; ``Vault`` pairs it with a ``VaultKey``.
///
/// Durability: WAL journal with `synchronous=FULL`, so a write that returned has reached the
/// disk and survives `kill -9` or a power cut; `secure_delete` overwrites freed pages. The file
/// and its `-wal`/`-shm` companions are readable by the owner only (mode 0600) and live in a
/// directory created with mode 0700.
final class VaultStorage: Sendable {
    /// The database file.
    let path: String
    let database: DatabaseQueue

    /// Opens the vault file at `path`, creating an empty one (and its directory) when `create`
    /// is true.
    ///
    /// - Throws: ``KeychainError/Code/vaultNotFound`` when the file is missing and `create` is
    ///   false; ``KeychainError/Code/damagedVault`` when it is not an SQLite database;
    ///   ``KeychainError/Code/unsupportedVersion`` when a newer version laid it out.
    init(path: String, create: Bool = false) throws(KeychainError) {
        self.path = path
        let exists = FileManager.default.fileExists(atPath: path)
        if !exists {
            guard create else {
                throw KeychainError(.vaultNotFound, "no vault at \(path); create one with 'autofill vault init'")
            }
            try Self.createFile(at: path)
        } else {
            Self.restrictPermissions(of: path)
        }

        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "vault"
        configuration.prepareDatabase { db in
            // Another program's database is left exactly as it was: checked before WAL (a
            // persistent setting) or any migration could touch it.
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            if !tables.isEmpty && !tables.contains("vault") {
                throw KeychainError(
                    .damagedVault, "\(path) is an SQLite database but not a vault; it was left unchanged")
            }
            // WAL is set here rather than with GRDB's `journalMode = .wal`, which lowers
            // `synchronous` to NORMAL afterwards. FULL makes every commit durable in WAL mode;
            // NORMAL could lose the last commits on power loss. secure_delete keeps old
            // ciphertext out of free pages.
            let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            guard mode == "wal" else {
                throw KeychainError(
                    .storageFailure, "SQLite cannot use WAL journaling for the vault (got \(mode ?? "none"))")
            }
            try db.execute(sql: "PRAGMA synchronous = FULL")
            try db.execute(sql: "PRAGMA secure_delete = ON")
        }
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
        } catch let error as KeychainError {
            throw error
        } catch {
            throw Self.storageError(error, "cannot open the vault at \(path)")
        }
        try migrate()
    }

    // MARK: Files

    private static func createFile(at path: String) throws(KeychainError) {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty && !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw KeychainError(
                    .storageFailure, "cannot create the directory \(directory): \(error.localizedDescription)")
            }
        }
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw KeychainError(.storageFailure, "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        // The umask may have removed bits, never added them; make the mode exact anyway.
        _ = fchmod(descriptor, 0o600)
        close(descriptor)
    }

    /// Removes group and other access from the vault and its WAL files if someone added it.
    private static func restrictPermissions(of path: String) {
        for file in [path, path + "-wal", path + "-shm"] {
            var status = stat()
            guard stat(file, &status) == 0 else { continue }
            if status.st_mode & 0o077 != 0 {
                _ = chmod(file, status.st_mode & 0o700)
            }
        }
    }

    // MARK: Schema

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE vault (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        format_version INTEGER NOT NULL,
                        key_id BLOB NOT NULL,
                        kdf_log_n INTEGER NOT NULL,
                        kdf_r INTEGER NOT NULL,
                        kdf_p INTEGER NOT NULL,
                        salt BLOB NOT NULL,
                        wrapped_key BLOB NOT NULL
                    );
                    CREATE TABLE record (
                        id BLOB PRIMARY KEY NOT NULL,
                        revision INTEGER NOT NULL,
                        format_version INTEGER NOT NULL,
                        key_id BLOB NOT NULL,
                        wrapped_key BLOB NOT NULL,
                        ciphertext BLOB NOT NULL,
                        is_deleted INTEGER NOT NULL DEFAULT 0,
                        -- The sync server's revision this record was last based on (issue 9).
                        server_revision INTEGER,
                        needs_push INTEGER NOT NULL DEFAULT 1
                    ) WITHOUT ROWID;
                    CREATE TABLE lookup (
                        token BLOB NOT NULL,
                        record_id BLOB NOT NULL REFERENCES record(id) ON DELETE CASCADE,
                        PRIMARY KEY (token, record_id)
                    ) WITHOUT ROWID;
                    CREATE INDEX lookup_by_record ON lookup(record_id);
                    """)
        }
        registerSyncMigrations(&migrator)
        return migrator
    }

    private func migrate() throws(KeychainError) {
        let migrator = Self.migrator
        do {
            let superseded = try database.read { db in try migrator.hasBeenSuperseded(db) }
            if superseded {
                throw KeychainError(
                    .unsupportedVersion, "the vault at \(path) was laid out by a newer version of autofill; upgrade it")
            }
            try migrator.migrate(database)
        } catch let error as KeychainError {
            throw error
        } catch {
            throw Self.storageError(error, "cannot prepare the vault at \(path)")
        }
    }

    // MARK: Header

    // Reads are single statements, so they run with `inDatabase` (atomic on their own) rather
    // than `read`, which wraps each in a transaction between two PRAGMAs.

    /// The header, or nil for a file that holds no vault yet.
    func header() throws(KeychainError) -> VaultHeader? {
        let row = try perform("cannot read the vault header") {
            try database.inDatabase { db in
                try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM vault WHERE id = 1"))
            }
        }
        guard let row else { return nil }
        guard let formatVersion = row["format_version"] as Int?, let keyID = row["key_id"] as UUID?,
            let logN = row["kdf_log_n"] as Int?, let r = row["kdf_r"] as Int?, let p = row["kdf_p"] as Int?,
            let salt = row["salt"] as Data?, let wrapped = row["wrapped_key"] as Data?
        else {
            throw KeychainError(.damagedVault, "the vault header at \(path) is incomplete")
        }
        guard formatVersion <= VaultHeader.currentFormatVersion else {
            throw KeychainError(
                .unsupportedVersion,
                "the vault has format version \(formatVersion); this version of autofill opens up to \(VaultHeader.currentFormatVersion)"
            )
        }
        let keyDerivation = KeyDerivation(uncheckedLogN: logN, blockSize: r, parallelism: p)
        try keyDerivation.validate()
        return VaultHeader(
            formatVersion: formatVersion, vaultKeyID: keyID, keyDerivation: keyDerivation, salt: Array(salt),
            wrappedVaultKey: Array(wrapped))
    }

    /// Writes the header of a new vault.
    func initialize(_ header: VaultHeader) throws(KeychainError) {
        try perform("cannot write the vault header") {
            try database.write { db in
                if try Row.fetchOne(db, sql: "SELECT id FROM vault") != nil {
                    throw KeychainError(.vaultExists, "a vault already exists at \(path)")
                }
                try db.execute(
                    sql: """
                        INSERT INTO vault (id, format_version, key_id, kdf_log_n, kdf_r, kdf_p, salt, wrapped_key)
                        VALUES (1, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: Self.headerArguments(header))
            }
        }
    }

    /// Replaces the wrapped vault key, after a passphrase change. `expected` must be the header
    /// the change started from, so that two concurrent changes cannot both succeed.
    func replaceHeader(_ header: VaultHeader, expected: VaultHeader) throws(KeychainError) {
        try perform("cannot write the vault header") {
            try database.write { db in
                let current = try Row.fetchOne(db, sql: "SELECT wrapped_key, salt FROM vault WHERE id = 1")
                guard let current, current["wrapped_key"] as Data? == Data(expected.wrappedVaultKey),
                    current["salt"] as Data? == Data(expected.salt)
                else {
                    throw KeychainError(.staleRevision, "the passphrase was changed by another process; try again")
                }
                try db.execute(
                    sql: """
                        UPDATE vault SET format_version = ?, key_id = ?, kdf_log_n = ?, kdf_r = ?, kdf_p = ?,
                        salt = ?, wrapped_key = ? WHERE id = 1
                        """,
                    arguments: Self.headerArguments(header))
            }
        }
    }

    private static func headerArguments(_ header: VaultHeader) -> StatementArguments {
        [
            header.formatVersion, header.vaultKeyID, header.keyDerivation.logN, header.keyDerivation.blockSize,
            header.keyDerivation.parallelism, Data(header.salt), Data(header.wrappedVaultKey),
        ]
    }

    // MARK: Records

    /// Every record, tombstones included when asked.
    func records(includingDeleted: Bool = false) throws(KeychainError) -> [EncryptedRecord] {
        try perform("cannot read the vault's records") {
            try database.inDatabase { db in
                let sql =
                    includingDeleted
                    ? "SELECT * FROM record ORDER BY id" : "SELECT * FROM record WHERE is_deleted = 0 ORDER BY id"
                return try Row.fetchAll(db, sql: sql).map(Self.record(from:))
            }
        }
    }

    /// The record with `id`, tombstone or not, or nil.
    func record(id: UUID) throws(KeychainError) -> EncryptedRecord? {
        try perform("cannot read record \(id.text)") {
            try database.inDatabase { db in
                try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM record WHERE id = ?"), arguments: [id]).map(
                    Self.record(from:))
            }
        }
    }

    /// The live records whose lookup tokens include `token`.
    func records(withToken token: [UInt8]) throws(KeychainError) -> [EncryptedRecord] {
        try perform("cannot search the vault") {
            try database.inDatabase { db in
                // Cached statements: the lookup runs on every focused field.
                try Row.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT record.* FROM lookup JOIN record ON record.id = lookup.record_id
                            WHERE lookup.token = ? AND record.is_deleted = 0
                            """),
                    arguments: [Data(token)]
                ).map(Self.record(from:))
            }
        }
    }

    /// The number of live records.
    func recordCount() throws(KeychainError) -> Int {
        try perform("cannot count the vault's records") {
            try database.inDatabase { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM record WHERE is_deleted = 0") ?? 0
            }
        }
    }

    /// One write: a record and its lookup tokens, with the revision the writer started from.
    struct Write: Sendable {
        var record: EncryptedRecord
        var tokens: [[UInt8]]
        /// The revision the writer read; nil for a record that must not exist yet.
        var expectedRevision: UInt64?
    }

    /// Applies `writes` in one transaction: all of them or none.
    ///
    /// - Throws: ``KeychainError/Code/staleRevision`` when a record changed since its writer
    ///   read it (another process wrote it), leaving the vault as it was.
    func apply(_ writes: [Write]) throws(KeychainError) {
        try perform("cannot write to the vault") {
            try database.write { db in
                for write in writes {
                    let current = try Int64.fetchOne(
                        db, sql: "SELECT revision FROM record WHERE id = ?", arguments: [write.record.id])
                    let expected = write.expectedRevision.map { Int64(bitPattern: $0) }
                    guard current == expected else {
                        throw KeychainError(
                            .staleRevision,
                            current == nil
                                ? "record \(write.record.id.text) no longer exists"
                                : "record \(write.record.id.text) was changed by another process; read it again")
                    }
                    try db.execute(
                        sql: """
                            INSERT OR REPLACE INTO record
                            (id, revision, format_version, key_id, wrapped_key, ciphertext, is_deleted, server_revision, needs_push)
                            VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT server_revision FROM record WHERE id = ?), 1)
                            """,
                        arguments: [
                            write.record.id, Int64(bitPattern: write.record.revision), write.record.formatVersion,
                            write.record.keyID, Data(write.record.wrappedKey), Data(write.record.ciphertext),
                            write.record.isDeleted, write.record.id,
                        ])
                    try db.execute(sql: "DELETE FROM lookup WHERE record_id = ?", arguments: [write.record.id])
                    for token in Set(write.tokens) {
                        try db.execute(
                            sql: "INSERT INTO lookup (token, record_id) VALUES (?, ?)",
                            arguments: [Data(token), write.record.id])
                    }
                }
            }
        }
    }

    private static func record(from row: Row) throws -> EncryptedRecord {
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

    // MARK: Maintenance

    /// The result of SQLite's `PRAGMA integrity_check`: `["ok"]` for a sound file.
    func integrityCheck() throws(KeychainError) -> [String] {
        try perform("cannot check the vault") {
            try database.inDatabase { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        }
    }

    // MARK: Errors

    func perform<T>(_ what: String, _ body: () throws -> T) throws(KeychainError) -> T {
        do {
            return try body()
        } catch let error as KeychainError {
            throw error
        } catch {
            throw Self.storageError(error, what)
        }
    }

    static func storageError(_ error: any Error, _ what: String) -> KeychainError {
        guard let error = error as? DatabaseError else {
            return KeychainError(.storageFailure, "\(what): \(error.localizedDescription)")
        }
        // The message names the SQLite condition; GRDB keeps statement arguments out of it.
        let detail = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        switch error.resultCode.primaryResultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return KeychainError(.damagedVault, "\(what): the file is not a readable vault (\(detail))")
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return KeychainError(.storageFailure, "\(what): another process holds the vault; try again (\(detail))")
        default:
            return KeychainError(.storageFailure, "\(what): \(detail)")
        }
    }
}

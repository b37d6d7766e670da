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
        if exists && !create {
            // Opening never writes a schema into a file that holds no vault (an empty file made
            // by mistake, a path mistyped): SQLite would make it a database on first touch.
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size > 0 else {
                throw KeychainError(
                    .vaultNotFound, "\(path) is an empty file, not a vault; it was left unchanged")
            }
        }
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
            if tables.isEmpty && !create {
                throw KeychainError(.vaultNotFound, "\(path) holds no vault; it was left unchanged")
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
        // Format 2 (docs/keychain.md): the sealed record manifest, and the header's passphrase
        // check and checksum. The columns stay empty in a version 1 vault until its first unlock
        // with the passphrase fills them and raises the format version.
        migrator.registerMigration("v4-integrity") { db in
            try db.execute(
                sql: """
                    ALTER TABLE vault ADD COLUMN passphrase_check BLOB;
                    ALTER TABLE vault ADD COLUMN checksum BLOB;
                    CREATE TABLE manifest (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        sealed BLOB NOT NULL
                    );
                    """)
        }
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

    /// The header, or nil for a file that holds no vault yet. Unless `verifying` is false (for
    /// tests and salvage), a header whose checksum does not add up or whose parameters are out
    /// of range is refused.
    func header(verifying: Bool = true) throws(KeychainError) -> VaultHeader? {
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
        var header = VaultHeader(
            formatVersion: formatVersion, vaultKeyID: keyID, keyDerivation: keyDerivation, salt: Array(salt),
            wrappedVaultKey: Array(wrapped))
        header.passphraseCheck = (row["passphrase_check"] as Data?).map { Array($0) }
        header.checksum = (row["checksum"] as Data?).map { Array($0) }
        guard verifying else { return header }
        // A damaged header is named as such before its parameters are trusted with any work.
        guard header.isChecksumValid else { throw VaultKey.damagedHeader }
        try keyDerivation.validate()
        return header
    }

    /// Writes the header of a new vault and its (empty) sealed manifest.
    func initialize(_ header: VaultHeader, manifest: [UInt8]) throws(KeychainError) {
        try perform("cannot write the vault header") {
            try database.write { db in
                if try Row.fetchOne(db, sql: "SELECT id FROM vault") != nil {
                    throw KeychainError(.vaultExists, "a vault already exists at \(path)")
                }
                try db.execute(
                    sql: """
                        INSERT INTO vault (id, format_version, key_id, kdf_log_n, kdf_r, kdf_p, salt, wrapped_key,
                        passphrase_check, checksum)
                        VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: Self.headerArguments(header))
                try db.execute(sql: "INSERT INTO manifest (id, sealed) VALUES (1, ?)", arguments: [Data(manifest)])
            }
        }
    }

    /// Rewrites a version 1 vault as version 2 in one transaction: `build` gets every record row
    /// and returns the rows to replace (legacy tombstones, sealed now at the same revision) and
    /// the sealed manifest of the result; the header becomes `header`. Nothing changes when the
    /// header is no longer `expected` (another process upgraded it first).
    func upgrade(
        expected: VaultHeader, to header: VaultHeader,
        build: ([EncryptedRecord]) throws(KeychainError) -> (replacements: [EncryptedRecord], manifest: [UInt8])
    ) throws(KeychainError) {
        try perform("cannot upgrade the vault") {
            try database.write { db in
                let current = try Row.fetchOne(db, sql: "SELECT format_version, wrapped_key FROM vault WHERE id = 1")
                guard let current, current["format_version"] as Int? == expected.formatVersion,
                    current["wrapped_key"] as Data? == Data(expected.wrappedVaultKey)
                else { return }
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM record ORDER BY id").map(Self.record(from:))
                let (replacements, manifest) = try build(rows)
                for record in replacements {
                    try db.execute(
                        sql: "UPDATE record SET wrapped_key = ?, ciphertext = ? WHERE id = ? AND revision = ?",
                        arguments: [
                            Data(record.wrappedKey), Data(record.ciphertext), record.id,
                            Int64(bitPattern: record.revision),
                        ])
                }
                try db.execute(
                    sql: "INSERT OR REPLACE INTO manifest (id, sealed) VALUES (1, ?)", arguments: [Data(manifest)])
                try db.execute(
                    sql: """
                        UPDATE vault SET format_version = ?, key_id = ?, kdf_log_n = ?, kdf_r = ?, kdf_p = ?,
                        salt = ?, wrapped_key = ?, passphrase_check = ?, checksum = ? WHERE id = 1
                        """,
                    arguments: Self.headerArguments(header))
            }
        }
    }

    /// Copies the file as it is now to `destination` (SQLite's `VACUUM INTO`: one consistent
    /// snapshot, WAL included), readable by the owner only.
    func copy(to destination: String) throws(KeychainError) {
        try perform("cannot copy the vault to \(destination)") {
            try database.writeWithoutTransaction { db in
                try db.execute(sql: "VACUUM INTO ?", arguments: [destination])
            }
            _ = chmod(destination, 0o600)
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
                        salt = ?, wrapped_key = ?, passphrase_check = ?, checksum = ? WHERE id = 1
                        """,
                    arguments: Self.headerArguments(header))
            }
        }
    }

    private static func headerArguments(_ header: VaultHeader) -> StatementArguments {
        [
            header.formatVersion, header.vaultKeyID, header.keyDerivation.logN, header.keyDerivation.blockSize,
            header.keyDerivation.parallelism, Data(header.salt), Data(header.wrappedVaultKey),
            header.passphraseCheck.map { Data($0) }, header.checksum.map { Data($0) },
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

    /// Applies `writes` in one transaction: all of them or none, and the manifest with them.
    ///
    /// - Throws: ``KeychainError/Code/staleRevision`` when a record changed since its writer
    ///   read it (another process wrote it), leaving the vault as it was.
    func apply(_ writes: [Write], manifest key: ManifestKey) throws(KeychainError) {
        try perform("cannot write to the vault") {
            try database.write { db in
                var changes: [(old: RecordManifest.Entry?, new: RecordManifest.Entry)] = []
                for write in writes {
                    let row = try Row.fetchOne(
                        db, sql: "SELECT revision, is_deleted FROM record WHERE id = ?", arguments: [write.record.id])
                    let current = row.flatMap { $0["revision"] as Int64? }
                    let expected = write.expectedRevision.map { Int64(bitPattern: $0) }
                    changes.append(
                        (
                            row.map { Self.entry(id: write.record.id, $0) },
                            RecordManifest.Entry(
                                id: write.record.id, revision: write.record.revision, isDeleted: write.record.isDeleted)
                        ))
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
                try Self.updateManifest(db, changes, key: key, path: path)
            }
        }
    }

    static func entry(id: UUID, _ row: Row) -> RecordManifest.Entry {
        RecordManifest.Entry(
            id: id, revision: UInt64(bitPattern: row["revision"] as Int64? ?? 0),
            isDeleted: row["is_deleted"] as Bool? ?? false)
    }

    /// Moves the manifest by `changes` inside the caller's transaction. A version 1 vault (not
    /// upgraded yet) has none; a version 2 vault without one was damaged.
    static func updateManifest(
        _ db: Database, _ changes: [(old: RecordManifest.Entry?, new: RecordManifest.Entry)], key: ManifestKey,
        path: String
    ) throws {
        guard !changes.isEmpty else { return }
        guard let sealed = try Data.fetchOne(db, sql: "SELECT sealed FROM manifest WHERE id = 1") else {
            let version = try Int.fetchOne(db, sql: "SELECT format_version FROM vault WHERE id = 1") ?? 1
            if version >= 2 { throw missingManifest(path) }
            return
        }
        var manifest = try key.open(Array(sealed))
        for change in changes {
            if let old = change.old { manifest.remove(old, key: key) }
            manifest.insert(change.new, key: key)
        }
        try db.execute(sql: "UPDATE manifest SET sealed = ? WHERE id = 1", arguments: [Data(try key.seal(manifest))])
    }

    static func missingManifest(_ path: String) -> KeychainError {
        KeychainError(
            .damagedVault,
            "the vault at \(path) has lost its record manifest: records may have been removed. "
                + KeychainError.recoveryAdvice)
    }

    /// The sealed manifest, or nil (a version 1 vault).
    func sealedManifest() throws(KeychainError) -> [UInt8]? {
        try perform("cannot read the vault's manifest") {
            try database.inDatabase { db in
                try Data.fetchOne(db, sql: "SELECT sealed FROM manifest WHERE id = 1").map { Array($0) }
            }
        }
    }

    /// Every record's place in the set: identifier, revision, deleted flag (as the rows say).
    func manifestEntries() throws(KeychainError) -> [RecordManifest.Entry] {
        try perform("cannot read the vault's records") {
            try database.inDatabase { db in
                // A cursor over the three columns, read by index: this runs at every unlock.
                var entries: [RecordManifest.Entry] = []
                let rows = try Row.fetchCursor(db, sql: "SELECT id, revision, is_deleted FROM record")
                while let row = try rows.next() {
                    guard let id = try row.withUnsafeData(atIndex: 0, { $0.flatMap(UUID.init(data:)) }) else {
                        continue
                    }
                    entries.append(
                        RecordManifest.Entry(
                            id: id, revision: UInt64(bitPattern: row[1] as Int64? ?? 0),
                            isDeleted: (row[2] as Int64? ?? 0) != 0))
                }
                return entries
            }
        }
    }

    static func record(from row: Row) throws -> EncryptedRecord {
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
            return KeychainError(
                .damagedVault,
                "\(what): the file is damaged (\(detail)); it may have been cut short or overwritten. "
                    + KeychainError.recoveryAdvice)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return KeychainError(.storageFailure, "\(what): another process holds the vault; try again (\(detail))")
        default:
            return KeychainError(.storageFailure, "\(what): \(detail)")
        }
    }
}

import Foundation
import GRDB
import OneTimeCodes
import Secrets
import Testing

@testable import Keychain

/// The record set is authenticated (issue 17, item 2), and damage is named as damage (item 7).
@Suite struct IntegrityTests {
    func credential(_ name: String) throws -> Credential {
        Credential(
            title: name, services: [try .domain("\(name).example")], username: "alice",
            password: SecretText("password of \(name)"), created: Fixtures.now)
    }

    /// A vault with three items in `directory`, locked.
    func vaultWithThree(in directory: TemporaryDirectory) throws -> (path: String, ids: [UUID]) {
        let (vault, _) = try Fixtures.vault(in: directory)
        let ids = try ["site1", "site2", "site3"].map { try vault.add(credential($0)).id }
        vault.lock()
        return (directory.file("vault.sqlite"), ids)
    }

    func unlocked(_ path: String) throws -> Vault {
        let vault = try Vault.open(at: path)
        try vault.unlock(passphrase: Fixtures.passphrase)
        return vault
    }

    func edit(_ path: String, _ sql: String, _ arguments: StatementArguments = []) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql, arguments: arguments) }
    }

    @Test("one flipped is_deleted bit no longer hides a record silently: the unlock names it")
    func flippedDeletedFlag() throws {
        let directory = TemporaryDirectory()
        let (path, ids) = try vaultWithThree(in: directory)
        try edit(path, "UPDATE record SET is_deleted = 1 WHERE id = ?", [ids[1]])
        let vault = try unlocked(path)
        #expect(try vault.contents().credentials.count == 2)  // what the flag does to a listing
        let check = try #require(vault.recordSetCheck)
        #expect(!check.isIntact)
        #expect(check.hidden == [ids[1]])
        #expect(check.problems.contains { $0.contains(ids[1].uuidString.lowercased()) })
        #expect(check.problems.contains { $0.contains("salvage") })
        #expect(try vault.checkRecordSet() == check)
    }

    @Test("a deleted row is reported as a missing item")
    func deletedRow() throws {
        let directory = TemporaryDirectory()
        let (path, ids) = try vaultWithThree(in: directory)
        try edit(path, "DELETE FROM record WHERE id = ?", [ids[0]])
        let check = try #require(try unlocked(path).recordSetCheck)
        #expect(!check.isIntact)
        #expect(check.expectedItems == 3 && check.foundItems == 2)
        #expect(check.problems.first?.contains("1 item is missing") == true)
    }

    @Test("a row put back at an older revision is reported")
    func rolledBackRow() throws {
        let directory = TemporaryDirectory()
        let (path, ids) = try vaultWithThree(in: directory)
        let queue = try DatabaseQueue(path: path)
        let old = try queue.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM record WHERE id = ?", arguments: [ids[2]])!
        }
        let vault = try unlocked(path)
        var stored = try vault.credential(id: ids[2])
        stored.password = SecretText("a newer password")
        try vault.update(stored, now: Fixtures.now)
        #expect(try vault.checkRecordSet().isIntact)
        try queue.write { db in
            try db.execute(
                sql: "UPDATE record SET revision = ?, wrapped_key = ?, ciphertext = ? WHERE id = ?",
                arguments: [old["revision"] as Int64, old["wrapped_key"] as Data, old["ciphertext"] as Data, ids[2]])
        }
        #expect(try vault.credential(id: ids[2]).password == SecretText("password of site3"))  // the old row reads fine
        let check = try vault.checkRecordSet()
        #expect(!check.isIntact)
        #expect(check.expectedItems == check.foundItems)  // same counts, wrong set
    }

    @Test("a deletion is sealed: a tombstone cannot be flipped back to life, nor a live record to a tombstone")
    func sealedTombstones() throws {
        let directory = TemporaryDirectory()
        let (path, ids) = try vaultWithThree(in: directory)
        let vault = try unlocked(path)
        try vault.delete(id: ids[0])
        let tombstone = try #require(try vault.storage.record(id: ids[0]))
        #expect(tombstone.isDeleted && !tombstone.ciphertext.isEmpty)
        let key = try vault.unlockedKey()
        #expect(key.sealedState(of: tombstone) == .tombstone)
        try edit(path, "UPDATE record SET is_deleted = 0 WHERE id = ?", [ids[0]])
        let damaged = try #require(try vault.contents().damaged.first)
        #expect(damaged.id == ids[0])
        #expect(damaged.error.description.contains("say it was deleted"))
        #expect(!(try vault.checkRecordSet().isIntact))
    }

    @Test("every way of writing keeps the manifest exact")
    func writesKeepTheManifest() throws {
        let (vault, _) = try Fixtures.vault()
        var credential = try vault.add(credential("a"))
        let generator = try vault.addGenerator(
            try Fixtures.url("otpauth://totp/Gen:bob?secret=JBSWY3DPEHPK3PXP&issuer=Gen"), now: Fixtures.now)
        credential.username = "carol"
        credential = try vault.update(credential, now: Fixtures.now)
        try vault.delete(id: generator.id)
        var batch = ImportBatch()
        batch.credentials = [try self.credential("imported1"), try self.credential("imported2")]
        try vault.importItems(batch)
        let check = try vault.checkRecordSet()
        #expect(check.isIntact)
        #expect(check.expectedItems == 3 && check.expectedDeleted == 1)
        #expect(check.problems.isEmpty)
    }

    @Test("the manifest's sum does not depend on order, and a removal undoes an insertion")
    func manifestArithmetic() throws {
        let key = ManifestKey(VaultKey.generate())
        let entries: [RecordManifest.Entry] = (0..<300).map { (index: Int) -> RecordManifest.Entry in
            let revision = UInt64(index % 7) + 1
            return RecordManifest.Entry(id: UUID(), revision: revision, isDeleted: index % 5 == 0)
        }
        let all = RecordManifest.of(entries, key: key)
        #expect(all == RecordManifest.of(entries.reversed(), key: key))
        var partial = all
        for entry in entries[100...] { partial.remove(entry, key: key) }
        #expect(partial == RecordManifest.of(entries[..<100], key: key))
        var moved = all
        moved.remove(entries[3], key: key)
        moved.insert(
            RecordManifest.Entry(id: entries[3].id, revision: entries[3].revision + 1, isDeleted: false), key: key)
        #expect(moved != all)
        #expect(moved.live + moved.deleted == all.live + all.deleted)
        // The sum wraps modulo 2^256 and back.
        var empty = RecordManifest()
        empty.remove(entries[0], key: key)
        empty.insert(entries[0], key: key)
        #expect(empty == RecordManifest())
        #expect(try key.open(key.seal(all)) == all)
    }

    @Test("the manifest is sealed: edited or removed, it is reported as damage")
    func sealedManifest() throws {
        let directory = TemporaryDirectory()
        let (path, _) = try vaultWithThree(in: directory)
        let queue = try DatabaseQueue(path: path)
        let sealed = try queue.read { db in try Data.fetchOne(db, sql: "SELECT sealed FROM manifest")! }
        var edited = sealed
        edited[20] ^= 1
        try queue.write { db in try db.execute(sql: "UPDATE manifest SET sealed = ?", arguments: [edited]) }
        #expect(throws: KeychainError(.damagedVault, "")) { try unlocked(path) }
        try queue.write { db in try db.execute(sql: "DELETE FROM manifest") }
        let error = try #require(throws: KeychainError.self) { try unlocked(path) }
        #expect(error.code == .damagedVault)
        #expect(error.description.contains("manifest"))
    }

    // MARK: Migration

    /// Turns a vault into what version 1 of the format wrote: header without check or checksum,
    /// format 1 wrapping, no manifest, empty tombstones.
    func downgrade(_ path: String, deletedID: UUID?) throws {
        let vault = try Vault.open(at: path)
        let header = try vault.header()
        let passphraseKey = try PassphraseKey(passphrase: Fixtures.passphrase, for: header)
        let key = try VaultKey(unwrapping: header, with: passphraseKey)
        let wrapped = try key.wrapped(with: passphraseKey, formatVersion: 1)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(
                sql: "UPDATE vault SET format_version = 1, wrapped_key = ?, passphrase_check = NULL, checksum = NULL",
                arguments: [Data(wrapped)])
            try db.execute(sql: "DELETE FROM manifest")
            if let deletedID {
                try db.execute(
                    sql: "UPDATE record SET wrapped_key = x'', ciphertext = x'' WHERE id = ?", arguments: [deletedID])
            }
        }
    }

    @Test("a format 1 vault opens, and its first unlock upgrades it in place, keeping a copy")
    func upgradesFormat1() throws {
        let directory = TemporaryDirectory()
        let (path, ids) = try vaultWithThree(in: directory)
        let vault = try unlocked(path)
        try vault.delete(id: ids[2])
        vault.lock()
        try downgrade(path, deletedID: ids[2])
        let old = try Vault.open(at: path)
        #expect(try old.formatVersion() == 1)
        try old.unlock(passphrase: Fixtures.passphrase)
        #expect(try old.formatVersion() == 2)
        #expect(FileManager.default.fileExists(atPath: path + ".format1-backup"))
        let check = try old.checkRecordSet()
        #expect(check.isIntact && check.expectedItems == 2 && check.expectedDeleted == 1)
        #expect(try old.contents().credentials.count == 2)
        let tombstone = try #require(try old.storage.record(id: ids[2]))
        #expect(try old.unlockedKey().sealedState(of: tombstone) == .tombstone)
        // From now on, the upgraded vault detects what it could not before.
        try edit(path, "UPDATE record SET is_deleted = 1 WHERE id = ?", [ids[0]])
        #expect(try unlocked(path).recordSetCheck?.hidden == [ids[0]])
        // The copy is the vault as it was, and still opens.
        let copy = try Vault.open(at: path + ".format1-backup")
        #expect(try copy.formatVersion() == 1)
    }

    @Test("a format 1 vault whose passphrase changes is upgraded first")
    func passphraseChangeUpgrades() throws {
        let directory = TemporaryDirectory()
        let (path, _) = try vaultWithThree(in: directory)
        try downgrade(path, deletedID: nil)
        let vault = try Vault.open(at: path)
        try vault.changePassphrase(from: Fixtures.passphrase, to: SecretText("a brand new passphrase"))
        try vault.unlock(passphrase: SecretText("a brand new passphrase"))
        #expect(try vault.formatVersion() == 2)
        #expect(try vault.checkRecordSet().isIntact)
    }

    // MARK: Damage named as damage (item 7)

    @Test("a damaged vault key reads as damage, not as a wrong passphrase")
    func damagedVaultKey() throws {
        let directory = TemporaryDirectory()
        let (path, _) = try vaultWithThree(in: directory)
        for column in ["wrapped_key", "salt"] {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                var bytes = try Data.fetchOne(db, sql: "SELECT \(column) FROM vault")!
                bytes[bytes.count / 2] ^= 0x10
                try db.execute(sql: "UPDATE vault SET \(column) = ?", arguments: [bytes])
            }
            let error = try #require(throws: KeychainError.self) { try unlocked(path) }
            #expect(error.code == .damagedVault, "\(column)")
            #expect(error.description.contains("header is damaged"))
            #expect(error.description.contains("backup"))
            try queue.write { db in
                var bytes = try Data.fetchOne(db, sql: "SELECT \(column) FROM vault")!
                bytes[bytes.count / 2] ^= 0x10
                try db.execute(sql: "UPDATE vault SET \(column) = ?", arguments: [bytes])
            }
        }
        // The wrapped key altered with its checksum made to match: the passphrase check still
        // tells a right passphrase from a wrong one.
        let vault = try Vault.open(at: path)
        var header = try vault.header()
        var wrapped = header.wrappedVaultKey
        wrapped[20] ^= 1
        header = VaultHeader(
            formatVersion: header.formatVersion, vaultKeyID: header.vaultKeyID, keyDerivation: header.keyDerivation,
            salt: header.salt, wrappedVaultKey: wrapped, passphraseCheck: header.passphraseCheck)
        header.checksum = header.computedChecksum
        try edit(
            path, "UPDATE vault SET wrapped_key = ?, checksum = ?", [Data(wrapped), Data(header.checksum!)])
        #expect(throws: KeychainError(.damagedVault, "")) { try unlocked(path) }
        #expect(throws: KeychainError(.wrongPassphrase, "")) {
            try Vault.open(at: path).unlock(passphrase: SecretText("not the passphrase at all"))
        }
    }

    @Test("a truncated vault is named damaged, with what to do")
    func truncated() throws {
        let directory = TemporaryDirectory()
        let (path, _) = try vaultWithThree(in: directory)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.truncate(atOffset: 4096 * 2)
        try handle.close()
        try? FileManager.default.removeItem(atPath: path + "-wal")
        let error = try #require(throws: KeychainError.self) { try unlocked(path).contents() }
        #expect(error.code == .damagedVault)
        #expect(error.description.contains("salvage"))
        #expect(error.description.contains("backup"))
    }

    @Test("an empty file is not turned into a vault by opening it")
    func emptyFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("empty.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        #expect(throws: KeychainError(.vaultNotFound, "")) { try Vault.open(at: path) }
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        #expect(size == 0)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("one rule for new passphrases: at least eight characters")
    func passphraseLength() throws {
        let directory = TemporaryDirectory()
        for short in ["x", "1234567", "naïve!"] {
            #expect(throws: KeychainError(.invalidParameter, "")) {
                try Vault.create(
                    at: directory.file("v.sqlite"), passphrase: SecretText(short), keyDerivation: Fixtures.weak)
            }
        }
        let vault = try Vault.create(
            at: directory.file("v.sqlite"), passphrase: SecretText("éééééééé"), keyDerivation: Fixtures.weak)
        #expect(throws: KeychainError(.invalidParameter, "")) {
            try vault.changePassphrase(from: SecretText("éééééééé"), to: SecretText("short"))
        }
    }

    // MARK: Salvage

    @Test("salvage copies every readable record of a vault with a flipped flag and a damaged record")
    func salvageDamagedRecords() throws {
        let directory = TemporaryDirectory()
        let (path, ids) = try vaultWithThree(in: directory)
        let vault = try unlocked(path)
        try vault.delete(id: ids[2])
        let extra = try vault.add(credential("site4")).id
        vault.lock()
        try edit(path, "UPDATE record SET is_deleted = 1 WHERE id = ?", [ids[0]])
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            var bytes = try Data.fetchOne(db, sql: "SELECT ciphertext FROM record WHERE id = ?", arguments: [ids[1]])!
            bytes[40] ^= 1
            try db.execute(sql: "UPDATE record SET ciphertext = ? WHERE id = ?", arguments: [bytes, ids[1]])
        }
        // Older copies of the pages (in the WAL, in freed pages) would hold the intact versions:
        // fold them away, as time does.
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            try db.execute(sql: "VACUUM")
        }
        try queue.close()
        let output = directory.file("salvaged.sqlite")
        let report = try Vault.salvage(from: path, passphrase: Fixtures.passphrase, to: output)
        #expect(report.credentials == 2)
        #expect(report.unhidden == [ids[0]])
        #expect(report.unreadable == [ids[1]])
        #expect(report.deleted == 1)
        let salvaged = try unlocked(output)
        #expect(Set(try salvaged.contents().credentials.map(\.id)) == [ids[0], extra])
        #expect(try salvaged.credential(id: ids[0]).password == SecretText("password of site1"))
        #expect(try salvaged.checkRecordSet().isIntact)
        #expect(throws: KeychainError(.vaultExists, "")) {
            try Vault.salvage(from: path, passphrase: Fixtures.passphrase, to: output)
        }
        #expect(throws: KeychainError(.wrongPassphrase, "")) {
            try Vault.salvage(from: path, passphrase: SecretText("wrong passphrase"), to: output + "2")
        }
    }

    @Test("salvage reads a truncated vault that SQLite refuses, and its WAL")
    func salvageTruncated() throws {
        let (vault, directory) = try Fixtures.vault()
        var ids: [UUID] = []
        for index in 0..<60 {
            var item = try credential("site\(index)")
            item.notes = SecretText(String(repeating: "n", count: 600 + index * 7))  // some overflow pages
            ids.append(try vault.add(item).id)
        }
        let path = directory.file("vault.sqlite")
        // Move everything into the main file, then cut its last pages off.
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
        vault.lock()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.truncate(atOffset: UInt64(size * 2 / 3))
        try handle.close()
        #expect(throws: KeychainError.self) { try unlocked(path).contents() }

        let output = directory.file("salvaged.sqlite")
        let report = try Vault.salvage(from: path, passphrase: Fixtures.passphrase, to: output)
        #expect(report.credentials > 20 && report.credentials < 60, "\(report.credentials)")
        let salvaged = try unlocked(output)
        for credential in try salvaged.contents().credentials {
            #expect(ids.contains(credential.id))
            #expect(credential.password == SecretText("password of \(credential.title)"))
        }
    }

    @Test("salvage without a header to open says so")
    func salvageWithoutHeader() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("garbage.sqlite")
        _ = FileManager.default.createFile(
            atPath: path, contents: Data((0..<20000).map { UInt8(truncatingIfNeeded: $0 * 7) }))
        let error = try #require(throws: KeychainError.self) {
            try Vault.salvage(from: path, passphrase: Fixtures.passphrase, to: directory.file("out.sqlite"))
        }
        #expect(error.code == .damagedVault)
        #expect(error.description.contains("backup"))
    }
}

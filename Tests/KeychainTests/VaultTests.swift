import Foundation
import GRDB
import OneTimeCodes
import Secrets
import Testing

@testable import Keychain

@Suite struct VaultTests {
    let alice = SecretText("pa55-w0rd-of-alice!")

    func exampleCredential(_ password: SecretText? = nil) throws -> Credential {
        Credential(
            title: "Example", services: [try .domain("Example.COM."), try .url("https://login.example.com/signin")],
            username: "alice@example.com", password: password ?? alice, notes: SecretText("recovery: 1234-5678"),
            created: Fixtures.now)
    }

    @Test func createsUnlocksAndReadsBack() throws {
        let (vault, directory) = try Fixtures.vault()
        let saved = try vault.add(exampleCredential())
        #expect(saved.revision == 1)
        vault.lock()
        #expect(!vault.isUnlocked)
        #expect(throws: KeychainError(.locked, "")) { try vault.contents() }

        let reopened = try Vault.open(at: directory.file("vault.sqlite"))
        try reopened.unlock(passphrase: Fixtures.passphrase)
        let contents = try reopened.contents()
        let credential = try #require(contents.credentials.first)
        #expect(contents.credentials.count == 1)
        #expect(credential == saved)
        #expect(credential.services.first?.value == "example.com")
        #expect(credential.password == alice)
        #expect(credential.notes == SecretText("recovery: 1234-5678"))
    }

    @Test func wrongPassphraseIsAClearError() throws {
        let (_, directory) = try Fixtures.vault()
        let vault = try Vault.open(at: directory.file("vault.sqlite"))
        let error = try #require(throws: KeychainError.self) {
            try vault.unlock(passphrase: SecretText("correct horse battery stapler"))
        }
        #expect(error.code == .wrongPassphrase)
        #expect(error.description == "the passphrase does not open this vault")
        #expect(!vault.isUnlocked)
    }

    @Test func creatingOverAnExistingVaultFails() throws {
        let (_, directory) = try Fixtures.vault()
        #expect(throws: KeychainError(.vaultExists, "")) {
            try Vault.create(
                at: directory.file("vault.sqlite"), passphrase: Fixtures.passphrase, keyDerivation: Fixtures.weak)
        }
    }

    @Test func openingAMissingVaultFails() throws {
        let directory = TemporaryDirectory()
        let error = try #require(throws: KeychainError.self) { try Vault.open(at: directory.file("none.sqlite")) }
        #expect(error.code == .vaultNotFound)
        #expect(!FileManager.default.fileExists(atPath: directory.file("none.sqlite")))
    }

    @Test func openingAFileThatIsNotAVaultFails() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("notes.txt")
        try Data(
            "these are not the bytes of an SQLite database, but they are long enough to look like a header..."
                .utf8
        ).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: KeychainError.self) { try Vault.open(at: path) }
        #expect(error.code == .damagedVault)
    }

    @Test func anotherProgramsDatabaseIsLeftUnchanged() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("other.sqlite")
        let other = try DatabaseQueue(path: path)
        try other.write { db in
            try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for attempt in [
            { _ = try Vault.open(at: path) },
            {
                _ = try Vault.create(at: path, passphrase: Fixtures.passphrase, keyDerivation: Fixtures.weak)
            },
        ] as [() throws -> Void] {
            let error = try #require(throws: KeychainError.self) { try attempt() }
            #expect(error.code == .damagedVault)
            #expect(error.description.contains("not a vault"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try other.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master") } == ["notes"])
    }

    @Test func emptyPassphraseIsRefused() throws {
        let directory = TemporaryDirectory()
        #expect(throws: KeychainError(.invalidParameter, "")) {
            try Vault.create(at: directory.file("v.sqlite"), passphrase: SecretText(""), keyDerivation: Fixtures.weak)
        }
    }

    @Test func passphraseChangeRewrapsOnlyTheVaultKey() throws {
        let (vault, directory) = try Fixtures.vault()
        try vault.add(exampleCredential())
        let recordsBefore = try vault.storage.records()
        let headerBefore = try vault.header()
        let newPassphrase = SecretText("a much longer passphrase, 2024")

        #expect(throws: KeychainError(.wrongPassphrase, "")) {
            try vault.changePassphrase(from: SecretText("nope"), to: newPassphrase)
        }
        try vault.changePassphrase(from: Fixtures.passphrase, to: newPassphrase)

        let headerAfter = try vault.header()
        #expect(headerAfter.vaultKeyID == headerBefore.vaultKeyID)
        #expect(headerAfter.salt != headerBefore.salt)
        #expect(try vault.storage.records() == recordsBefore)

        let reopened = try Vault.open(at: directory.file("vault.sqlite"))
        #expect(throws: KeychainError(.wrongPassphrase, "")) { try reopened.unlock(passphrase: Fixtures.passphrase) }
        try reopened.unlock(passphrase: newPassphrase)
        #expect(try reopened.contents().credentials.count == 1)
    }

    @Test func passphrasesAreNormalisedToNFC() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("v.sqlite")
        _ = try Vault.create(at: path, passphrase: SecretText("caf\u{E9} cr\u{E8}me"), keyDerivation: Fixtures.weak)
        let vault = try Vault.open(at: path)
        try vault.unlock(passphrase: SecretText("cafe\u{301} cre\u{300}me"))
        #expect(vault.isUnlocked)
    }

    @Test func agentKeyUnlocksAnotherHandleButNotAnotherVault() throws {
        let (vault, directory) = try Fixtures.vault()
        let key = try vault.unlockedKey()
        let second = try Vault.open(at: directory.file("vault.sqlite"))
        try second.unlock(with: key)
        #expect(second.isUnlocked)

        let (other, _) = try Fixtures.vault()
        #expect(throws: KeychainError(.wrongPassphrase, "")) { try other.unlock(with: key) }
    }

    @Test func updateKeepsHistoryAndRefusesStaleWrites() throws {
        let (vault, _) = try Fixtures.vault()
        let saved = try vault.add(exampleCredential())

        var edited = saved
        edited.password = SecretText("new-password-2")
        let later = Fixtures.now.addingTimeInterval(60)
        let updated = try vault.update(edited, now: later)
        #expect(updated.revision == 2)
        #expect(updated.history.count == 1)
        #expect(updated.history.first?.password == alice)
        #expect(updated.history.first?.replaced == later)

        var titleOnly = updated
        titleOnly.title = "Example Inc."
        let renamed = try vault.update(titleOnly, now: later)
        #expect(renamed.history.count == 1, "a title change is not a tracked change")

        // A write based on an old read is refused, and nothing changes.
        var stale = saved
        stale.password = SecretText("lost update")
        #expect(throws: KeychainError(.staleRevision, "")) { try vault.update(stale, now: later) }
        #expect(try vault.credential(id: saved.id).password == SecretText("new-password-2"))
    }

    @Test func historyIsCapped() throws {
        let (vault, _) = try Fixtures.vault()
        var credential = try vault.add(exampleCredential())
        for index in 0..<(Credential.historyLimit + 5) {
            credential.password = SecretText("password-\(index)")
            credential = try vault.update(credential, now: Fixtures.now.addingTimeInterval(Double(index)))
        }
        #expect(credential.history.count == Credential.historyLimit)
        #expect(credential.history.first?.password == SecretText("password-\(Credential.historyLimit + 3)"))
    }

    @Test func deleteLeavesATombstone() throws {
        let (vault, _) = try Fixtures.vault()
        let saved = try vault.add(exampleCredential())
        try vault.delete(id: saved.id)
        #expect(try vault.contents().credentials.isEmpty)
        let tombstone = try #require(try vault.storage.record(id: saved.id))
        #expect(tombstone.isDeleted)
        #expect(tombstone.revision == 2)
        // The deletion is sealed like a record (issue 17): nothing of the item is left in it.
        #expect(try vault.unlockedKey().sealedState(of: tombstone) == .tombstone)
        #expect(tombstone.ciphertext.count == 12 + 256 + 16)
        #expect(try vault.items(matching: "example.com").credentials.isEmpty)
        #expect(throws: KeychainError(.recordNotFound, "")) { try vault.delete(id: saved.id) }
        #expect(throws: KeychainError(.recordNotFound, "")) { try vault.credential(id: saved.id) }
    }

    @Test func flippedCiphertextByteIsDetectedAndNamed() throws {
        let (vault, directory) = try Fixtures.vault()
        let victim = try vault.add(exampleCredential())
        let bystander = try vault.add(
            Credential(
                services: [try .domain("other.org")], username: "bob", password: SecretText("b0b"),
                created: Fixtures.now))

        for column in ["ciphertext", "wrapped_key"] {
            let queue = try DatabaseQueue(path: directory.file("vault.sqlite"))
            try queue.write { db in
                let original = try #require(
                    try Data.fetchOne(db, sql: "SELECT \(column) FROM record WHERE id = ?", arguments: [victim.id]))
                var damaged = original
                damaged[damaged.count / 2] ^= 0x01
                try db.execute(sql: "UPDATE record SET \(column) = ? WHERE id = ?", arguments: [damaged, victim.id])
            }
            let contents = try vault.contents()
            #expect(contents.credentials.map(\.id) == [bystander.id], "the rest is still readable")
            let damaged = try #require(contents.damaged.first)
            #expect(damaged.id == victim.id)
            #expect(damaged.error.code == .damagedRecord)
            #expect(damaged.error.description.contains(victim.id.uuidString.lowercased()))
            #expect(throws: KeychainError(.damagedRecord, "")) { try vault.credential(id: victim.id) }
            // Put it back for the next column.
            try queue.write { db in
                let current = try #require(
                    try Data.fetchOne(db, sql: "SELECT \(column) FROM record WHERE id = ?", arguments: [victim.id]))
                var repaired = current
                repaired[repaired.count / 2] ^= 0x01
                try db.execute(sql: "UPDATE record SET \(column) = ? WHERE id = ?", arguments: [repaired, victim.id])
            }
            #expect(try vault.contents().damaged.isEmpty)
        }
    }

    @Test func revisionIsBoundToTheCiphertext() throws {
        let (vault, directory) = try Fixtures.vault()
        let saved = try vault.add(exampleCredential())
        let queue = try DatabaseQueue(path: directory.file("vault.sqlite"))
        try queue.write { db in
            try db.execute(sql: "UPDATE record SET revision = 7 WHERE id = ?", arguments: [saved.id])
        }
        #expect(try vault.contents().damaged.map(\.id) == [saved.id])
    }

    @Test func swappedCiphertextsBetweenRecordsAreDetected() throws {
        let (vault, directory) = try Fixtures.vault()
        let first = try vault.add(exampleCredential())
        let second = try vault.add(exampleCredential(SecretText("second")))
        let queue = try DatabaseQueue(path: directory.file("vault.sqlite"))
        try queue.write { db in
            let a = try Row.fetchOne(
                db, sql: "SELECT wrapped_key, ciphertext FROM record WHERE id = ?", arguments: [first.id])!
            try db.execute(
                sql: "UPDATE record SET wrapped_key = ?, ciphertext = ? WHERE id = ?",
                arguments: [a["wrapped_key"] as Data, a["ciphertext"] as Data, second.id])
        }
        #expect(try vault.contents().damaged.map(\.id) == [second.id])
    }

    @Test func paddingHidesSecretLengths() throws {
        let (vault, _) = try Fixtures.vault()
        let short = try vault.add(exampleCredential(SecretText("x")))
        let long = try vault.add(exampleCredential(SecretText(String(repeating: "y", count: 60))))
        let lengths = try [short.id, long.id].map { try #require(try vault.storage.record(id: $0)).ciphertext.count }
        #expect(lengths[0] == lengths[1])
    }

    @Test(arguments: [(0, 256), (1, 256), (252, 256), (253, 512), (1000, 1024), (65532, 65536), (65533, 131072)])
    func paddingBuckets(payload: Int, bucket: Int) {
        #expect(Padding.bucket(for: payload) == bucket)
        let bytes = [UInt8](repeating: 7, count: payload)
        let padded = Padding.pad(bytes)
        #expect(padded.count == bucket)
        #expect(Padding.unpad(padded).map(Array.init) == bytes)
    }

    @Test func unpaddingRejectsBadLayouts() {
        #expect(Padding.unpad([0, 0, 1]) == nil)
        #expect(Padding.unpad([0, 0, 0, 9, 1, 2]) == nil)
        #expect(Padding.unpad([0, 0, 0, 1, 1, 2]) == nil, "non-zero padding")
    }

    @Test func fileIsOwnerOnly() throws {
        let (vault, directory) = try Fixtures.vault()
        try vault.add(exampleCredential())
        for file in ["vault.sqlite", "vault.sqlite-wal"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(file))
            let mode = try #require(attributes[.posixPermissions] as? Int)
            #expect(mode & 0o077 == 0, "\(file) has mode \(String(mode, radix: 8))")
        }
    }

    @Test func newDirectoriesAreOwnerOnly() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a/b/vault.sqlite")
        _ = try Vault.create(at: path, passphrase: Fixtures.passphrase, keyDerivation: Fixtures.weak)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file("a/b"))
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 } == 0)
    }

    @Test func storageIsWALWithFullSync() throws {
        let (vault, _) = try Fixtures.vault()
        let (mode, synchronous) = try vault.storage.database.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"))
        }
        #expect(mode == "wal")
        #expect(synchronous == 2)
        #expect(try vault.storage.integrityCheck() == ["ok"])
    }

    @Test func theFileHoldsNoSecretOrDomainInClear() throws {
        let (vault, directory) = try Fixtures.vault()
        try vault.add(exampleCredential())
        try vault.addGenerator(
            try Fixtures.url(
                "apple-otpauth://totp/Shop:carol?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=shop.example.net"),
            now: Fixtures.now)
        vault.lock()
        var bytes = Data()
        for file in ["vault.sqlite", "vault.sqlite-wal"] {
            bytes += (try? Data(contentsOf: URL(fileURLWithPath: directory.file(file)))) ?? Data()
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for planted in ["pa55-w0rd-of-alice!", "example.com", "alice", "recovery", "JBSWY3DP", "shop.example", "carol"]
        {
            #expect(!text.contains(planted), "'\(planted)' is in the file")
        }
    }

    @Test func weakParametersAreRefusedOutsideTesting() {
        #expect(throws: KeychainError(.invalidParameter, "")) { try KeyDerivation(logN: 12) }
        #expect(throws: KeychainError(.invalidParameter, "")) { try KeyDerivation(logN: 22, blockSize: 8) }
        #expect(KeyDerivation.recommended.logN == 17)
        #expect(KeyDerivation.recommended.memoryBytes >= 128 << 20)
        #expect(KeyDerivation.unsafeWeakParametersForTesting().isWeak)
    }

    @Test func headerWithHostileParametersIsRefusedBeforeDerivation() throws {
        let (_, directory) = try Fixtures.vault()
        let queue = try DatabaseQueue(path: directory.file("vault.sqlite"))
        try queue.write { db in try db.execute(sql: "UPDATE vault SET kdf_log_n = 30") }
        // A changed parameter no longer adds up to the header's checksum: damage, named before
        // any work is done.
        let damaged = try #require(throws: KeychainError.self) {
            try Vault.open(at: directory.file("vault.sqlite")).header()
        }
        #expect(damaged.code == .damagedVault)
        // A hostile header that fixes its checksum up is refused by the parameter check.
        var header = try VaultStorage(path: directory.file("vault.sqlite")).header(verifying: false)!
        header.checksum = header.computedChecksum
        try queue.write { db in
            try db.execute(sql: "UPDATE vault SET checksum = ?", arguments: [Data(header.checksum!)])
        }
        let error = try #require(throws: KeychainError.self) {
            try Vault.open(at: directory.file("vault.sqlite")).header()
        }
        #expect(error.code == .invalidParameter)
    }

    @Test func newerFormatsAreRefused() throws {
        let (vault, directory) = try Fixtures.vault()
        let saved = try vault.add(exampleCredential())
        let queue = try DatabaseQueue(path: directory.file("vault.sqlite"))
        try queue.write { db in
            try db.execute(sql: "UPDATE record SET format_version = 2 WHERE id = ?", arguments: [saved.id])
        }
        #expect(try vault.contents().damaged.first?.error.code == .unsupportedVersion)
        try queue.write { db in try db.execute(sql: "UPDATE vault SET format_version = 9") }
        #expect(throws: KeychainError(.unsupportedVersion, "")) { try Vault.open(at: directory.file("vault.sqlite")) }
    }
}

@Suite struct VaultLocationTests {
    @Test(arguments: [
        (["AUTOFILL_HOME": "/srv/af", "XDG_DATA_HOME": "/x", "HOME": "/home/a"], "/srv/af/vault.sqlite"),
        (["AUTOFILL_HOME": "/srv/af/", "HOME": "/home/a"], "/srv/af/vault.sqlite"),
        (["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"], "/x/data/autofill/vault.sqlite"),
        (["XDG_DATA_HOME": "relative/data", "HOME": "/home/a"], "/home/a/.local/share/autofill/vault.sqlite"),
        (["AUTOFILL_HOME": "relative", "HOME": "/home/a"], "/home/a/.local/share/autofill/vault.sqlite"),
        (["HOME": "/home/a"], "/home/a/.local/share/autofill/vault.sqlite"),
    ])
    func defaultPath(environment: [String: String], path: String) {
        #expect(VaultLocation.defaultPath(environment: environment) == path)
    }

    @Test func noHomeNoPath() {
        #expect(VaultLocation.defaultPath(environment: [:]) == nil)
    }
}

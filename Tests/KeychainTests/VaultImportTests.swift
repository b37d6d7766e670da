import Foundation
import OneTimeCodes
import Secrets
import Testing

@testable import Keychain

@Suite struct VaultImportTests {
    typealias F = ImportFixtures

    @Test func importIsWrittenAndReimportSkipsEverything() throws {
        let (vault, _) = try Fixtures.vault()
        let batch = try F.decode("bitwarden.json", .bitwarden)
        let summary = try vault.importItems(batch)
        #expect(summary.addedCredentials.count == 5)
        #expect(summary.skipped.count == 4)
        let contents = try vault.contents()
        #expect(contents.credentials.count == 5)
        #expect(contents.credentials.first { $0.title == "Example" }?.history.count == 1)

        let again = try vault.importItems(try F.decode("bitwarden.json", .bitwarden))
        #expect(again.addedCredentials.isEmpty)
        #expect(again.skipped.count == 4 + 5)
        #expect(again.skipped.last?.reason.contains("already in the vault") == true)
        #expect(try vault.contents().credentials.count == 5)
    }

    @Test func generatorsAlreadyHeldAreSkippedAcrossFormats() throws {
        let (vault, _) = try Fixtures.vault()
        let first = try vault.importItems(try F.decode("aegis-plain.json", .aegis))
        #expect(first.addedGenerators.count == 4)
        let second = try vault.importItems(try F.decode("2fas-plain.2fas", .twoFAS))
        #expect(second.addedGenerators.isEmpty)
        #expect(second.skipped.filter { $0.reason == "already in the vault (same secret)" }.count == 4)
        let third = try vault.importItems(try F.decode("otpauth-list.txt", .otpauthList))
        #expect(third.addedGenerators.count == 1, "only the apple-otpauth entry is new")
    }

    @Test func anImportIsAllOrNothing() throws {
        let (vault, _) = try Fixtures.vault()
        var batch = try F.decode("aegis-plain.json", .aegis)
        // Two records with one identifier: the second write fails inside the transaction.
        let clash = StandaloneGenerator(
            id: batch.generators[0].id,
            url: try Fixtures.url("otpauth://totp/x?secret=ONSWG4TFOQQGM33SEBWWSZ3SMF2GS33O"),
            created: Fixtures.now)
        batch.generators.append(clash)
        #expect(throws: KeychainError(.staleRevision, "")) { try vault.importItems(batch) }
        #expect(try vault.contents().generators.isEmpty)
        #expect(try vault.storage.recordCount() == 0)
    }

    @Test func backupRoundTripsEverything() throws {
        let (vault, _) = try Fixtures.vault()
        try vault.importItems(try F.decode("bitwarden.json", .bitwarden))
        try vault.importItems(try F.decode("aegis-plain.json", .aegis))
        let before = try vault.contents()
        let passphrase = SecretText("backup passphrase")
        let backup = try vault.exportBackup(passphrase: passphrase, keyDerivation: Fixtures.weak)
        let text = String(decoding: backup, as: UTF8.self)
        F.expectNoPlantedSecret(text)
        #expect(text.contains("\"format\" : \"swift-autofill-backup\""))

        let (restored, _) = try Fixtures.vault()
        let summary = try restored.importItems(
            try Importer.decode(backup, format: .backup, passphrase: passphrase, now: Fixtures.now))
        #expect(summary.skipped.isEmpty)
        let after = try restored.contents()
        #expect(after.credentials.map(\.id) == before.credentials.map(\.id))
        #expect(after.credentials.map { $0.history.count } == before.credentials.map { $0.history.count })
        #expect(after.generators.map(\.url) == before.generators.map(\.url))
        for (left, right) in zip(after.credentials, before.credentials) {
            #expect(left.password == right.password && left.notes == right.notes && left.created == right.created)
            #expect(left.verificationCode == right.verificationCode)
        }
        // Restoring twice adds nothing.
        let twice = try restored.importItems(
            try Importer.decode(backup, format: .backup, passphrase: passphrase, now: Fixtures.now))
        #expect(twice.addedCredentials.isEmpty && twice.addedGenerators.isEmpty)
    }

    @Test func backupRestoresDeletedItems() throws {
        let (vault, _) = try Fixtures.vault()
        let generator = try vault.addGenerator(try Fixtures.url("otpauth://totp/A:b?secret=\(F.s1)"), now: Fixtures.now)
        let backup = try vault.exportBackup(passphrase: SecretText("p"), keyDerivation: Fixtures.weak)
        try vault.delete(id: generator.id)
        let summary = try vault.importItems(try BackupFile.open(backup, passphrase: SecretText("p")))
        #expect(summary.addedGenerators.map(\.id) == [generator.id])
        #expect(try vault.generator(id: generator.id).revision == 3)
    }

    @Test func backupWrongPassphraseAndTampering() throws {
        let (vault, _) = try Fixtures.vault()
        try vault.addGenerator(try Fixtures.url("otpauth://totp/A:b?secret=\(F.s1)"), now: Fixtures.now)
        let backup = try vault.exportBackup(passphrase: SecretText("right"), keyDerivation: Fixtures.weak)
        #expect(throws: KeychainError(.wrongPassphrase, "")) {
            try BackupFile.open(backup, passphrase: SecretText("wrong"))
        }
        #expect(throws: KeychainError(.passphraseRequired, "")) {
            try Importer.decode(backup, format: .backup, now: Fixtures.now)
        }

        // Raising N in the header changes the key and the associated data: refused.
        var text = String(decoding: backup, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"logN\" : 8", with: "\"logN\" : 9")
        #expect(throws: KeychainError(.wrongPassphrase, "")) {
            try BackupFile.open(Data(text.utf8), passphrase: SecretText("right"))
        }
        #expect(throws: KeychainError(.malformedImport, "")) {
            try BackupFile.open(Data("{\"format\":\"x\"}".utf8), passphrase: SecretText("right"))
        }
    }

    @Test func exportOTPAuthListRoundTrips() throws {
        let (vault, _) = try Fixtures.vault()
        try vault.importItems(try F.decode("otpauth-list.txt", .otpauthList))
        try vault.importItems(try F.decode("keepassxc.csv", .keepassXC))
        let list = try vault.exportOTPAuthList()
        let batch = try Importer.decode(Data(list.unredacted.utf8), format: .otpauthList, now: Fixtures.now)
        #expect(batch.skipped.isEmpty)
        #expect(batch.generators.count == 6)
        #expect(
            Set(batch.generators.map { $0.url.unredactedString() })
                == Set(try vault.verificationCodes().map { $0.url.unredactedString() }))
        #expect("\(list)" == "<redacted>")
    }
}

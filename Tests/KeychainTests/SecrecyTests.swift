import Foundation
import OneTimeCodes
import Secrets
import Testing
import _AutoFillSupport

@testable import Keychain

/// Plants secrets and searches every way a value can be printed for them.
@Suite struct SecrecyTests {
    static let password = "planted-password-7f3a"
    static let notes = "planted-notes-91bc"
    static let base32 = "PLANTEDPLANTEDPLANTEDPLANTED2345"
    static let passphrase = "planted passphrase 5e2d"

    func expectClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in [Self.password, Self.notes, Self.base32, Self.passphrase, "planted"] {
            #expect(
                !text.contains(secret), "'\(secret)' leaked into: \(text.prefix(200))", sourceLocation: sourceLocation)
        }
    }

    @Test func modelValuesNeverPrintSecrets() throws {
        let url = try Fixtures.url("otpauth://totp/Issuer:acct?secret=\(Self.base32)&issuer=Issuer")
        var credential = Credential(
            title: "T", services: [try .domain("example.com")], username: "u", password: SecretText(Self.password),
            notes: SecretText(Self.notes), verificationCode: url, created: Fixtures.now)
        credential.history = [
            CredentialVersion(
                replaced: Fixtures.now, services: [], username: "u", password: SecretText(Self.password),
                verificationCode: url)
        ]
        let generator = StandaloneGenerator(url: url, notes: SecretText(Self.notes), created: Fixtures.now)
        var contents = VaultContents()
        contents.credentials = [credential]
        contents.generators = [generator]
        for value in [credential, generator, contents, credential.history[0]] as [Any] {
            expectClean(Fixtures.renderings(value))
        }
    }

    @Test func keysNeverPrint() throws {
        let (vault, _) = try Fixtures.vault()
        let key = try vault.unlockedKey()
        let header = try vault.header()
        let passphraseKey = try PassphraseKey(passphrase: SecretText(Self.passphrase), for: header)
        let master = Hex.encode(key.master.unredactedBytes())
        for value in [key, passphraseKey, vault] as [Any] {
            let text = Fixtures.renderings(value)
            #expect(!text.contains(master))
            expectClean(text)
        }
        #expect("\(key)" == "<redacted>")
    }

    @Test func errorsNeverCarrySecrets() throws {
        let (vault, _) = try Fixtures.vault()
        var errors: [KeychainError] = []
        func collect(_ body: () throws -> Void) {
            do { try body() } catch let error as KeychainError { errors.append(error) } catch {}
        }
        collect { try vault.changePassphrase(from: SecretText(Self.passphrase), to: SecretText("x")) }
        collect { _ = try Importer.decode(Data(Self.password.utf8), format: .aegis, now: Fixtures.now) }
        collect {
            _ = try Importer.decode(Data("{\"services\":[{\"secret\":5}]}".utf8), format: .twoFAS, now: Fixtures.now)
        }
        collect {
            _ = try Importer.decode(
                Data("{\"items\":[{\"type\":1,\"login\":{\"password\":7}}]}".utf8), format: .bitwarden,
                now: Fixtures.now)
        }
        collect { _ = try BackupFile.open(Data(Self.passphrase.utf8), passphrase: SecretText(Self.passphrase)) }
        collect {
            _ = try ServiceIdentifier.domain(
                "not a domain \(Self.password)".replacingOccurrences(of: "planted", with: "x"))
        }
        #expect(errors.count == 6)
        for error in errors {
            expectClean(error.description + error.debugDescription + Fixtures.renderings(error))
        }

        // Skip reasons name the problem, not the secret.
        let batch = try Importer.decode(
            Data("otpauth://totp/x?secret=\(Self.base32)!\n".utf8), format: .otpauthList, now: Fixtures.now)
        #expect(batch.skipped.count == 1)
        expectClean(batch.skipped.map(\.description).joined())
    }
}

import Domains
import Foundation
import Secrets
import Testing

@testable import Keychain

/// Saving a password a person submitted on a page: new, changed, same, and the strong password
/// that was saved without a user name when it was filled.
@Suite struct SavingTests {
    @Test func aNewPasswordIsSavedThenKnown() throws {
        let (vault, directory) = try Fixtures.vault()
        _ = directory
        let password = SecretText("correct horse 1")
        #expect(try vault.saveState(of: password, user: "alice", forHost: "login.example.com") == .new)
        let (saved, isNew) = try vault.savePassword(
            password, user: " alice ", forHost: "login.example.com", now: Fixtures.now)
        #expect(isNew)
        #expect(saved.username == "alice")
        #expect(saved.services.map(\.value) == ["login.example.com"])
        #expect(try vault.saveState(of: password, user: "ALICE", forHost: "https://login.example.com/x") == .same)
        // Another host of the same site finds it; another site does not.
        #expect(try vault.saveState(of: password, user: "alice", forHost: "www.example.com") == .same)
        #expect(try vault.saveState(of: password, user: "alice", forHost: "example.org") == .new)
        #expect(try vault.saveState(of: password, user: "bob", forHost: "login.example.com") == .new)
    }

    @Test func aChangedPasswordUpdatesTheUsersCredentialAndKeepsTheOldOne() throws {
        let (vault, directory) = try Fixtures.vault()
        _ = directory
        let first = try vault.savePassword(
            SecretText("first one 1"), user: "alice", forHost: "example.com", now: Fixtures.now)
        let next = SecretText("second one 2")
        #expect(try vault.saveState(of: next, user: "alice", forHost: "example.com") == .changed)
        let (updated, isNew) = try vault.savePassword(
            next, user: "alice", forHost: "example.com", now: Fixtures.now.addingTimeInterval(60))
        #expect(!isNew)
        #expect(updated.id == first.credential.id)
        #expect(updated.password == next)
        #expect(updated.history.first?.password == SecretText("first one 1"))
        #expect(try vault.items(matching: "example.com").credentials.count == 1)
    }

    @Test func aGeneratedPasswordSavedWithoutAUserGetsTheUser() throws {
        let (vault, directory) = try Fixtures.vault()
        _ = directory
        let generated = SecretText("xadkeb-Pymzo4-cufqet")
        let kept = try vault.add(
            Credential(
                title: "signup.example.org", services: [.domain("signup.example.org")], password: generated,
                created: Fixtures.now))
        #expect(try vault.saveState(of: generated, user: "carol", forHost: "signup.example.org") == .new)
        let (saved, isNew) = try vault.savePassword(
            generated, user: "carol", forHost: "signup.example.org", now: Fixtures.now)
        #expect(!isNew && saved.id == kept.id && saved.username == "carol")
        #expect(try vault.saveState(of: generated, user: "carol", forHost: "signup.example.org") == .same)
    }

    @Test func badInputIsRefused() throws {
        let (vault, directory) = try Fixtures.vault()
        _ = directory
        #expect(throws: KeychainError(.invalidParameter, "")) {
            try vault.savePassword(SecretText(""), user: "a", forHost: "example.com", now: Fixtures.now)
        }
        #expect(throws: KeychainError(.invalidParameter, "")) {
            try vault.savePassword(SecretText("pw"), user: "a", forHost: "not a host", now: Fixtures.now)
        }
        vault.lock()
        #expect(throws: KeychainError(.locked, "")) {
            try vault.saveState(of: SecretText("pw"), user: "a", forHost: "example.com")
        }
    }
}

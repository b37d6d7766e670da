import Domains
import Foundation
import OneTimeCodes
import Secrets
import Testing

@testable import Keychain

@Suite struct MatchingTests {
    static let secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"

    func populated() throws -> (Vault, TemporaryDirectory, [String: Credential]) {
        let (vault, directory) = try Fixtures.vault()
        var saved: [String: Credential] = [:]
        func add(_ name: String, _ services: [ServiceIdentifier], _ user: String) throws {
            saved[name] = try vault.add(
                Credential(
                    title: name, services: services, username: user, password: SecretText("pw-\(name)"),
                    created: Fixtures.now))
        }
        try add("Example login", [.url("https://login.example.com/signin")], "alice@example.com")
        try add("Example apex", [.domain("example.com")], "alice")
        try add("Not example", [.domain("notexample.com")], "mallory")
        try add("Example lookalike", [.domain("example.com.evil.net")], "mallory")
        try add("Android", [.app("com.example.android")], "alice")
        return (vault, directory, saved)
    }

    @Test func findsBySiteNotBySuffix() throws {
        let (vault, _, saved) = try populated()
        let matches = try vault.items(matching: "login.example.com")
        #expect(matches.credentials.map(\.credential.title) == ["Example login", "Example apex"])
        #expect(matches.credentials.map(\.match) == [.sameOrigin, .sameSite])
        #expect(try vault.items(matching: "https://www.example.com/path?q=1").credentials.count == 2)
        #expect(try vault.items(matching: "EXAMPLE.COM.").credentials.first?.credential.id == saved["Example apex"]?.id)
        #expect(try vault.items(matching: "notexample.com").credentials.map(\.credential.title) == ["Not example"])
        #expect(try vault.items(matching: "evil.net").credentials.map(\.credential.title) == ["Example lookalike"])
        #expect(try vault.items(matching: "example.org").credentials.isEmpty)
        #expect(try vault.credentials(forApp: "com.example.android").map(\.title) == ["Android"])
        #expect(throws: KeychainError(.invalidParameter, "")) { try vault.items(matching: "not a host!") }
    }

    @Test func siteBoundariesFollowThePublicSuffixList() throws {
        let (vault, _) = try Fixtures.vault()
        func add(_ service: ServiceIdentifier) throws -> UUID {
            try vault.add(Credential(services: [service], username: "u", created: Fixtures.now)).id
        }
        let alice = try add(.domain("alice.github.io"))
        let shop = try add(.domain("shop.example.co.uk"))
        let books = try add(.domain("Bücher.example"))
        let address = try add(.url("https://192.0.2.1:8443/admin"))
        let tricked = try add(.url("https://example.com@evil.example.net/login"))

        func found(_ host: String) throws -> [UUID] { try vault.items(matching: host).credentials.map(\.credential.id) }
        #expect(try found("alice.github.io") == [alice])
        #expect(try found("bob.github.io").isEmpty, "github.io is a public suffix: different sites")
        #expect(try found("www.example.co.uk") == [shop])
        #expect(try found("other.co.uk").isEmpty)
        #expect(try found("xn--bcher-kva.example") == [books])
        #expect(try found("login.BÜCHER.example.") == [books])
        #expect(try found("192.0.2.1") == [address])
        #expect(try found("192.0.2.2").isEmpty)
        #expect(try found("example.com").isEmpty, "userinfo is not the host")
        #expect(try found("evil.example.net") == [tricked])
    }

    @Test func lookupSurvivesEditsAndDeletes() throws {
        let (vault, _, saved) = try populated()
        var moved = try #require(saved["Example apex"])
        moved.services = [try .domain("example.org")]
        try vault.update(moved, now: Fixtures.now)
        #expect(try vault.items(matching: "example.com").credentials.count == 1)
        #expect(try vault.items(matching: "example.org").credentials.count == 1)
        try vault.delete(id: moved.id)
        #expect(try vault.items(matching: "example.org").credentials.isEmpty)
    }

    @Test func lookupTokensAreKeyedPerVault() throws {
        let (first, _) = try Fixtures.vault()
        let (second, _) = try Fixtures.vault()
        let a = try first.unlockedKey().lookupToken(for: "site:example.com")
        let b = try second.unlockedKey().lookupToken(for: "site:example.com")
        #expect(a != b)
        #expect(a.count == 16)
    }

    @Test func generatorsWithADomainIssuerAreFoundBySite() throws {
        let (vault, _) = try Fixtures.vault()
        let url = try Fixtures.url("apple-otpauth://totp/Shop:carol?secret=\(Self.secret)&issuer=shop.example.net")
        let generator = try vault.addGenerator(url, now: Fixtures.now)
        #expect(generator.services.map(\.value) == ["shop.example.net"])
        let matches = try vault.items(matching: "checkout.example.net")
        #expect(matches.generators.map(\.generator.id) == [generator.id])
        #expect(matches.generators.first?.match == .sameSite)
    }

    // MARK: Setting up a verification code

    @Test func setupFindsCandidatesBySiteAndAccount() throws {
        let (vault, _, saved) = try populated()
        let url = try Fixtures.url(
            "apple-otpauth://totp/Example:alice@example.com?secret=\(Self.secret)&issuer=example.com")
        let setup = try vault.verificationCodeSetup(for: url)
        #expect(setup.domain == "example.com")
        #expect(setup.candidates.map(\.credential.title) == ["Example login", "Example apex"])
        #expect(setup.candidates.first?.matchesAccount == true)
        #expect(setup.duplicates.isEmpty)

        let attached = try vault.attachVerificationCode(
            url, to: try #require(saved["Example login"]).id, now: Fixtures.now)
        #expect(attached.verificationCode == url)
        #expect(try vault.credential(id: attached.id).verificationCode == url)
        #expect(try vault.verificationCodeSetup(for: url).duplicates.map(\.id) == [attached.id])

        // Replacing keeps the old generator in history.
        let newer = try Fixtures.url(
            "apple-otpauth://totp/Example:alice@example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=example.com")
        let replaced = try vault.attachVerificationCode(newer, to: attached.id, now: Fixtures.now)
        #expect(replaced.history.first?.verificationCode == url)
    }

    @Test func setupMatchesIssuerNamesToSites() throws {
        let (vault, _, _) = try populated()
        let url = try Fixtures.url("otpauth://totp/Example:someone?secret=\(Self.secret)&issuer=Example")
        let setup = try vault.verificationCodeSetup(for: url)
        #expect(setup.domain == nil)
        #expect(Set(setup.candidates.map(\.credential.title)) == ["Example login", "Example apex"])
        #expect(setup.candidates.allSatisfy { $0.matchesIssuerName })
    }

    @Test func setupCanCreateACredential() throws {
        let (vault, _) = try Fixtures.vault()
        let url = try Fixtures.url("apple-otpauth://totp/Shop:carol?secret=\(Self.secret)&issuer=Shop.Example.NET")
        #expect(try vault.verificationCodeSetup(for: url).candidates.isEmpty)
        let credential = try vault.addCredential(for: url, now: Fixtures.now)
        #expect(credential.username == "carol")
        #expect(credential.title == "Shop")
        #expect(credential.services.map(\.value) == ["shop.example.net"])
        #expect(try vault.items(matching: "shop.example.net").credentials.count == 1)
    }

    // MARK: Codes

    @Test func codeQueriesMatchIssuerDomainAccountAndID() throws {
        let (vault, _) = try Fixtures.vault()
        let github = try vault.addGenerator(
            try Fixtures.url("otpauth://totp/GitHub:octocat?secret=\(Self.secret)&issuer=GitHub"), now: Fixtures.now)
        let shop = try vault.addCredential(
            for: try Fixtures.url(
                "apple-otpauth://totp/Shop:carol?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=shop.example.net"),
            now: Fixtures.now)
        #expect(try vault.verificationCodes(matching: "github").map(\.id) == [github.id])
        #expect(try vault.verificationCodes(matching: "OCTO").map(\.id) == [github.id])
        #expect(try vault.verificationCodes(matching: "www.example.net").map(\.id) == [shop.id])
        #expect(try vault.verificationCodes(matching: "carol").map(\.id) == [shop.id])
        #expect(try vault.verificationCodes(matching: String(shop.id.uuidString.prefix(8))).map(\.id) == [shop.id])
        #expect(try vault.verificationCodes(matching: "nothing-like-it").isEmpty)
        #expect(try vault.verificationCodes(matching: "").count == 2)
    }

    @Test func domainQueriesReturnTheClosestItemsOnly() throws {
        let (vault, _) = try Fixtures.vault()
        var ids: [String: UUID] = [:]
        for (index, host) in ["mail.example.com", "shop.example.com", "example.com"].enumerated() {
            let secret = Base32.encode(Array("secret number \(index) of three".utf8))
            ids[host] =
                try vault.addGenerator(
                    try Fixtures.url("apple-otpauth://totp/X:u?secret=\(secret)&issuer=\(host)"), now: Fixtures.now
                ).id
        }
        #expect(try vault.verificationCodes(matching: "shop.example.com").map(\.id) == [ids["shop.example.com"]])
        #expect(try vault.verificationCodes(matching: "example.com").map(\.id) == [ids["example.com"]])
        // No exact host: the hosts above and below it come before the rest of the site.
        #expect(
            try Set(vault.verificationCodes(matching: "a.mail.example.com").map(\.id)) == [
                ids["mail.example.com"]!, ids["example.com"]!,
            ])
        #expect(try vault.verificationCodes(matching: "www.example.com").map(\.id) == [ids["example.com"]])
        #expect(try vault.verificationCodes(matching: "example.org").isEmpty)
    }

    @Test func totpCodesAreComputedAtTheGivenTime() throws {
        let (vault, _) = try Fixtures.vault()
        try vault.addGenerator(try Fixtures.url("otpauth://totp/X:y?secret=JBSWY3DPEHPK3PXP"), now: Fixtures.now)
        let item = try #require(try vault.verificationCodes().first)
        let code = try vault.code(for: item, at: Date(timeIntervalSince1970: 59))
        #expect(code.code == SecretText("996554"))
        #expect(code.secondsRemaining == 1)
        #expect(code.counter == nil)
    }

    @Test func hotpCodesAdvanceTheStoredCounter() throws {
        let (vault, directory) = try Fixtures.vault()
        // RFC 4226 Appendix D.
        let secret = Base32.encode(Array("12345678901234567890".utf8))
        try vault.addGenerator(
            try Fixtures.url("otpauth://hotp/RFC:4226?secret=\(secret)&counter=0"), now: Fixtures.now)
        let credential = try vault.addCredential(
            for: try Fixtures.url("otpauth://hotp/Cred:c?secret=\(secret)&counter=3"), now: Fixtures.now)
        var codes: [String] = []
        for _ in 0..<3 {
            let item = try #require(try vault.verificationCodes(matching: "RFC").first)
            codes.append(try vault.code(for: item, at: Fixtures.now).code.unredacted)
        }
        #expect(codes == ["755224", "287082", "359152"])
        let reopened = try Vault.open(at: directory.file("vault.sqlite"))
        try reopened.unlock(passphrase: Fixtures.passphrase)
        #expect(try reopened.verificationCodes(matching: "RFC").first?.url.counter == 3)

        let item = try #require(try reopened.verificationCodes(matching: "Cred").first)
        #expect(try reopened.code(for: item, at: Fixtures.now).code == SecretText("969429"))
        let after = try reopened.credential(id: credential.id)
        #expect(after.verificationCode?.counter == 4)
        #expect(after.history.isEmpty, "a counter step is not an edit")
    }
}

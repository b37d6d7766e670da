import FormFields
import Foundation
import Keychain
import OneTimeCodes
import Secrets
import Testing

@testable import AutoFill

@Suite struct KeychainBrokerTests {
    /// A vault with credentials on several sites, and a broker over it.
    static func setUp(interval: Duration = .seconds(300)) throws -> (Broker, Vault, TemporaryDirectory) {
        let (vault, directory) = try Fixtures.vault()
        let now = Fixtures.now
        try vault.add(
            Credential(
                title: "Example", services: [.domain("example.com")], username: "alice",
                password: SecretText("alice-pw-example"), created: now))
        try vault.add(
            Credential(
                title: "Example login", services: [.domain("login.example.com")], username: "bob",
                password: SecretText("bob-pw-login"),
                verificationCode: OTPAuthURL(
                    parsing: "otpauth://totp/Example:bob?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Example"),
                created: now.addingTimeInterval(10)))
        try vault.add(
            Credential(
                title: "Other", services: [.domain("other.com")], username: "carol", password: SecretText("carol-pw"),
                created: now))
        try vault.add(
            Credential(
                title: "App", services: [.app("TEAM.com.example.app")], username: "dave",
                password: SecretText("dave-pw"),
                created: now))
        try vault.add(
            StandaloneGenerator(
                url: OTPAuthURL(parsing: "otpauth://totp/Bank:erin?secret=JBSWY3DPEHPK3PXP&issuer=Bank"),
                services: [.domain("bank.net")], created: now))
        let broker = Broker(providers: [KeychainProvider(vault: vault)], gate: UserPresenceGate(interval: interval))
        return (broker, vault, directory)
    }

    struct Case: Sendable, CustomStringConvertible {
        let place: String
        let context: @Sendable () throws -> FillContext
        let kind: FieldKind
        /// "user/match" for each suggestion, in order.
        let expected: [String]
        var description: String { "\(place) \(kind)" }
    }

    static let cases: [Case] = [
        Case(
            place: "page example.com", context: { try FillContext(pageURL: "https://example.com/") },
            kind: .currentPassword, expected: ["alice/sameOrigin", "bob/sameSite"]),
        Case(
            place: "page login.example.com", context: { try FillContext(pageURL: "https://login.example.com/a") },
            kind: .username, expected: ["bob/sameOrigin", "alice/sameSite"]),
        Case(
            place: "page other.com", context: { try FillContext(pageURL: "https://other.com/") },
            kind: .currentPassword, expected: ["carol/sameOrigin"]),
        Case(
            place: "page unknown.org", context: { try FillContext(pageURL: "https://unknown.org/") },
            kind: .currentPassword, expected: []),
        Case(
            place: "frame same-site",
            context: {
                try FillContext(pageURL: "https://example.com/", frameURLs: ["https://login.example.com/"])
            }, kind: .currentPassword, expected: ["bob/sameOrigin", "alice/sameSite"]),
        // A sign-in form framed by a page of another site is never filled: the page could hide
        // it, or read what was filled through a script of its own in the frame's origin.
        Case(
            place: "frame cross-site",
            context: {
                try FillContext(pageURL: "https://shop.org/", frameURLs: ["https://other.com/"])
            }, kind: .currentPassword, expected: []),
        // A password kept for a site is never offered on its plain http: pages.
        Case(
            place: "http page", context: { try FillContext(pageURL: "http://other.com/") }, kind: .currentPassword,
            expected: []),
        Case(
            place: "app with id", context: { try FillContext(appIdentifier: "TEAM.com.example.app") },
            kind: .currentPassword, expected: ["dave/sameOrigin"]),
        Case(
            place: "app with domain",
            context: {
                try FillContext(
                    appIdentifier: "TEAM.com.example.app", associatedDomains: ["webcredentials:example.com"])
            }, kind: .currentPassword, expected: ["alice/sameOrigin", "dave/sameOrigin", "bob/sameSite"]),
        Case(
            place: "app without", context: { try FillContext(appIdentifier: "TEAM.com.other.app") },
            kind: .currentPassword, expected: []),
        Case(
            place: "page login.example.com", context: { try FillContext(pageURL: "https://login.example.com/") },
            kind: .oneTimeCode, expected: ["bob/sameOrigin"]),
        Case(
            place: "page example.com", context: { try FillContext(pageURL: "https://example.com/") },
            kind: .oneTimeCode, expected: ["bob/sameSite"]),
        Case(
            place: "page bank.net", context: { try FillContext(pageURL: "https://www.bank.net/") },
            kind: .oneTimeCode, expected: ["erin/sameSite"]),
        Case(
            place: "page example.com", context: { try FillContext(pageURL: "https://example.com/") },
            kind: .email, expected: []),
    ]

    @Test(arguments: cases)
    func suggestionsFollowTheSiteRules(testCase: Case) async throws {
        let (broker, _, directory) = try Self.setUp()
        _ = directory
        let field = FocusedField(context: try testCase.context(), kind: testCase.kind)
        let list = await broker.suggestions(for: field, now: Fixtures.now)
        let got = list.all.map { suggestion in
            let user = suggestion.identity?.user ?? ""
            return "\(user)/\(suggestion.match?.description ?? "-")"
        }
        #expect(got == testCase.expected)
        #expect(list.bar.count == min(3, list.all.count))
        #expect(list.failures.isEmpty)
        for suggestion in list.all {
            #expect((suggestion.displayDomain != nil) == (suggestion.match == .sameSite))
        }
    }

    @Test func fillNeedsARecentUnlock() async throws {
        let (broker, vault, directory) = try Self.setUp(interval: .seconds(60))
        _ = directory
        let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .currentPassword)
        let suggestion = try #require(await broker.suggestions(for: field, now: Fixtures.now).bar.first)
        // The vault is unlocked, but the broker has not seen the user.
        await #expect(throws: ProviderError(.userInteractionRequired, "")) {
            try await broker.fill(suggestion.id, now: Fixtures.now)
        }
        try await broker.unlock(passphrase: Fixtures.passphrase, now: Fixtures.now)
        // Past the interval: the user must come back.
        await #expect(throws: ProviderError(.userInteractionRequired, "")) {
            try await broker.fill(suggestion.id, now: Fixtures.now.addingTimeInterval(60))
        }
        let value = try await broker.fill(suggestion.id, now: Fixtures.now.addingTimeInterval(59))
        #expect(value.type == .password)
        #expect(value.user == "alice")
        #expect(value.secret.unredacted == "alice-pw-example")
        // Once.
        await #expect(throws: ProviderError(.suggestionNotFound, "")) {
            try await broker.fill(suggestion.id, now: Fixtures.now.addingTimeInterval(59))
        }
        // A clock that went back does not count as presence.
        await #expect(throws: ProviderError(.userInteractionRequired, "")) {
            let again = try #require(await broker.suggestions(for: field, now: Fixtures.now).bar.first)
            _ = try await broker.fill(again.id, now: Fixtures.now.addingTimeInterval(-1))
        }
        _ = vault
    }

    @Test func wrongPassphraseIsUserInteractionRequired() async throws {
        let (broker, vault, directory) = try Self.setUp()
        _ = directory
        vault.lock()
        await #expect(throws: ProviderError(.userInteractionRequired, "")) {
            try await broker.unlock(passphrase: SecretText("wrong"), now: Fixtures.now)
        }
        #expect(!broker.gate.isSatisfied(at: Fixtures.now))
    }

    @Test func lockedVaultListsNothingAndSaysSo() async throws {
        let (broker, _, directory) = try Self.setUp()
        _ = directory
        var events = broker.events().makeAsyncIterator()
        let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .currentPassword)
        await broker.focus(field, now: Fixtures.now)
        await broker.lock(now: Fixtures.now)
        let list = await broker.suggestions(for: field, now: Fixtures.now)
        #expect(list.all.isEmpty)
        #expect(list.isVaultLocked)
        #expect(list.failures.map(\.code) == [.vaultLocked])
        let kinds = await broker.drain(&events).map(\.kind)
        #expect(kinds == [.vaultLocked, .suggestionsChanged])
        try await broker.unlock(passphrase: Fixtures.passphrase, now: Fixtures.now)
        let unlocked = await broker.suggestions(for: field, now: Fixtures.now)
        #expect(unlocked.all.count == 2)
        #expect(!unlocked.isVaultLocked)
        let after = await broker.drain(&events).map(\.kind)
        #expect(after == [.vaultUnlocked, .suggestionsChanged])
    }

    @Test func verificationCodeMatchesOneTimeCodes() async throws {
        let (broker, _, directory) = try Self.setUp()
        _ = directory
        try await broker.unlock(passphrase: Fixtures.passphrase, now: Fixtures.now)
        let field = FocusedField(context: try FillContext(pageURL: "https://login.example.com/"), kind: .oneTimeCode)
        let suggestion = try #require(await broker.suggestions(for: field, now: Fixtures.now).bar.first)
        #expect(suggestion.kind == .verificationCode)
        let value = try await broker.fill(suggestion.id, now: Fixtures.now)
        let url = try OTPAuthURL(parsing: "otpauth://totp/Example:bob?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")
        guard case .totp(let totp) = url.makeGenerator() else {
            Issue.record("not TOTP")
            return
        }
        #expect(value.secret.unredacted == (try totp.code(at: Fixtures.now)))
    }

    /// The second step of a sign-in: after alice's password was filled on example.com, her code
    /// comes first in the next code field of that site, ahead of a code that just arrived; not
    /// on another site, and not once the window has passed.
    @Test func theCodeOfTheCredentialJustFilledComesFirst() async throws {
        let (broker, vault, directory) = try Self.setUp()
        _ = directory
        let alice = try #require(
            try vault.items(matching: "example.com").credentials.first { $0.0.username == "alice" }
        ).0
        var withCode = alice
        withCode.verificationCode = try OTPAuthURL(parsing: "otpauth://totp/Example:alice?secret=JBSWY3DPEHPK3PXP")
        try vault.update(withCode, now: Fixtures.now)
        try await broker.unlock(passphrase: Fixtures.passphrase, now: Fixtures.now)
        let codeField = FocusedField(
            context: try FillContext(pageURL: "https://login.example.com/2fa"), kind: .oneTimeCode)
        func firstCode(at date: Date) async -> String? {
            await broker.suggestions(for: codeField, now: date).all.first?.identity?.user
        }
        try await broker.receive(message: "Your code is 123456", at: Fixtures.now)
        #expect(await firstCode(at: Fixtures.now) == "")  // the delivered code, before any sign-in
        let passwordField = FocusedField(
            context: try FillContext(pageURL: "https://example.com/login"), kind: .currentPassword)
        let password = try #require(
            await broker.suggestions(for: passwordField, now: Fixtures.now).all.first { $0.title == "alice" })
        _ = try await broker.fill(password.id, now: Fixtures.now)
        #expect(await firstCode(at: Fixtures.now.addingTimeInterval(20)) == "alice")
        let elsewhere = FocusedField(context: try FillContext(pageURL: "https://bank.net/"), kind: .oneTimeCode)
        #expect(await broker.suggestions(for: elsewhere, now: Fixtures.now).all.first?.identity?.user != "alice")
        #expect(await firstCode(at: Fixtures.now.addingTimeInterval(301)) != "alice")
    }

    @Test func recentlyUsedRanksFirst() async throws {
        let (broker, vault, directory) = try Self.setUp()
        _ = directory
        try vault.add(
            Credential(
                title: "Example 2", services: [.domain("example.com")], username: "zed", password: SecretText("z"),
                created: Fixtures.now))
        try await broker.unlock(passphrase: Fixtures.passphrase, now: Fixtures.now)
        let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .currentPassword)
        let before = await broker.suggestions(for: field, now: Fixtures.now).all.map(\.title)
        #expect(before == ["alice", "zed", "bob"])
        let zed = try #require(await broker.suggestions(for: field, now: Fixtures.now).all.first { $0.title == "zed" })
        _ = try await broker.fill(zed.id, now: Fixtures.now)
        let after = await broker.suggestions(for: field, now: Fixtures.now).all.map(\.title)
        #expect(after == ["zed", "alice", "bob"])
    }

    @Test func strongPasswordFollowsTheFieldsRules() async throws {
        let broker = Broker(providers: [])
        let field = FocusedField(
            context: try FillContext(pageURL: "https://example.com/"), kind: .newPassword,
            passwordRules: "minlength: 8; maxlength: 12; required: digit; allowed: lower;")
        let list = await broker.suggestions(for: field, now: Fixtures.now)
        let suggestion = try #require(list.bar.first)
        #expect(suggestion.kind == .strongPassword)
        #expect(suggestion.identity == nil)
        // No presence needed: nothing is read from a store.
        let value = try await broker.fill(suggestion.id, now: Fixtures.now)
        let password = value.secret.unredacted
        #expect((8...12).contains(password.count))
        #expect(password.allSatisfy { $0.isNumber || ($0.isLowercase && $0.isASCII) || $0 == "-" })
        #expect(password.contains { $0.isNumber })
    }

    /// A filled strong password is kept in the unlocked keychain under the page's host, with
    /// no user name yet; with the vault locked or the setting off, the fill works and nothing
    /// is written.
    @Test func filledStrongPasswordsAreSaved() async throws {
        let (broker, vault, directory) = try Self.setUp()
        _ = directory
        let page = try FillContext(pageURL: "https://signup.example.org/join")
        func fillStrongPassword() async throws -> String {
            let field = FocusedField(context: page, kind: .newPassword)
            let suggestion = try #require(await broker.suggestions(for: field, now: Fixtures.now).bar.first)
            return try await broker.fill(suggestion.id, now: Fixtures.now).secret.unredacted
        }
        func saved() throws -> [Credential] { try vault.items(matching: "signup.example.org").credentials.map(\.0) }

        let first = try await fillStrongPassword()
        let kept = try saved()
        #expect(kept.count == 1)
        #expect(kept.first?.password?.unredacted == first)
        #expect(kept.first?.username == "")
        #expect(kept.first?.services == [try .domain("signup.example.org")])

        vault.lock()
        _ = try await fillStrongPassword()
        try vault.unlock(passphrase: Fixtures.passphrase)
        #expect(try saved().count == 1)

        await broker.configure { $0.savesGeneratedPasswords = false }
        _ = try await fillStrongPassword()
        #expect(try saved().count == 1)
    }

    @Test func suggestionsExpire() async throws {
        let broker = Broker(providers: [])
        let context = try FillContext(pageURL: "https://example.com/")
        let first = FocusedField(context: context, kind: .newPassword)
        let second = FocusedField(context: context, kind: .newPassword)
        let early = try #require(await broker.suggestions(for: first, now: Fixtures.now).bar.first)
        let late = try #require(await broker.suggestions(for: second, now: Fixtures.now).bar.first)
        _ = try await broker.fill(early.id, now: Fixtures.now.addingTimeInterval(599))
        await #expect(throws: ProviderError(.suggestionNotFound, "")) {
            try await broker.fill(late.id, now: Fixtures.now.addingTimeInterval(600))
        }
    }

    /// A field asked again (a page polling, a bar redrawn) gets the same ids, so the broker's
    /// table of offers does not grow; a suggestion once used is offered under a new id.
    @Test func askingAgainKeepsTheIds() async throws {
        let (broker, vault, directory) = try Self.setUp()
        _ = (vault, directory)
        try await broker.unlock(passphrase: Fixtures.passphrase, now: Fixtures.now)
        let context = try FillContext(pageURL: "https://login.example.com/")
        let field = FocusedField(context: context, kind: .currentPassword)
        let other = FocusedField(context: context, kind: .currentPassword)
        let first = await broker.suggestions(for: field, now: Fixtures.now).all.map(\.id)
        #expect(first.count == 2)
        let offers = await broker.issued.count
        for second in 1...300 {
            let again = await broker.suggestions(for: field, now: Fixtures.now.addingTimeInterval(Double(second) / 2))
            #expect(again.all.map(\.id) == first)
        }
        #expect(await broker.issued.count == offers)
        // Another field on the same page: its own ids.
        let elsewhere = await broker.suggestions(for: other, now: Fixtures.now.addingTimeInterval(150)).all.map(\.id)
        #expect(Set(elsewhere).isDisjoint(with: first))
        // Used once: gone, and the next list offers it under a new id.
        _ = try await broker.fill(first[0], now: Fixtures.now.addingTimeInterval(151))
        let after = await broker.suggestions(for: field, now: Fixtures.now.addingTimeInterval(152)).all.map(\.id)
        #expect(!after.contains(first[0]))
        #expect(after.contains(first[1]))
        #expect(after.count == 2)
    }

    @Test func fieldFromADescriptor() throws {
        var descriptor = FieldDescriptor()
        descriptor.tag = "input"
        descriptor.type = "text"
        descriptor.autocomplete = "one-time-code"
        let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), descriptor: descriptor)
        #expect(field.kind == .oneTimeCode)
        #expect(field.credentialTypes == [.oneTimeCode])
    }

    @Test func invalidContexts() {
        #expect(throws: ProviderError(.invalidContext, "")) { try FillContext(pageURL: "ftp://example.com/") }
        #expect(throws: ProviderError(.invalidContext, "")) { try FillContext(pageURL: "not a url") }
        #expect(throws: ProviderError(.invalidContext, "")) {
            try FillContext(pageURL: "https://example.com/", frameURLs: ["javascript:alert(1)"])
        }
        #expect(throws: ProviderError(.invalidContext, "")) { try FillContext(appIdentifier: "has space") }
        #expect(throws: ProviderError(.invalidContext, "")) {
            try FillContext(appIdentifier: "TEAM.app", associatedDomains: ["-bad-.com"])
        }
    }
}

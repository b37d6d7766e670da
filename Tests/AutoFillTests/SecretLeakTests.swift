import Foundation
import Keychain
import OneTimeCodes
import Secrets
import Testing

@testable import AutoFill

/// Plants secrets everywhere they could travel and searches every rendering and every JSON
/// output of the module for them.
@Suite struct SecretLeakTests {
    static let password = "PLANTED-password-7f3a"
    static let code = "918273"
    static let totpSecret = "KRUGKIDROVUWG2ZAMJZG653OEBTG66BANJ2W24DTEBXXMZLSEB2GQZJANRQXU6JAMRXWOLQ"

    @Test func nothingPrintsASecret() async throws {
        let (vault, directory) = try Fixtures.vault()
        _ = directory
        try vault.add(
            Credential(
                title: "Example", services: [.domain("example.com")], username: "alice",
                password: SecretText(Self.password),
                verificationCode: OTPAuthURL(parsing: "otpauth://totp/Example:alice?secret=\(Self.totpSecret)"),
                created: Fixtures.now))
        let keychain = KeychainProvider(vault: vault)
        let broker = Broker(providers: [keychain])
        var events = broker.events().makeAsyncIterator()
        let codeField = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .oneTimeCode)
        let passwordField = FocusedField(
            context: try FillContext(pageURL: "https://example.com/"), kind: .currentPassword)
        await broker.focus(codeField, now: Fixtures.now)
        let received = try #require(
            try await broker.receive(
                message: "Your code is \(Self.code)\n\n@example.com #\(Self.code)", sender: "+15550100",
                at: Fixtures.now))
        var outputs: [String] = []
        func record(_ value: Any) { outputs.append(Fixtures.renderings(value)) }
        func recordJSON(_ value: some Encodable) throws { outputs.append(try Fixtures.json(value)) }

        let codes = await broker.suggestions(for: codeField, now: Fixtures.now)
        let passwords = await broker.suggestions(for: passwordField, now: Fixtures.now)
        #expect(codes.all.count == 2)
        #expect(passwords.all.count == 1)
        for list in [codes, passwords] {
            record(list)
            try recordJSON(list)
            for suggestion in list.all {
                record(suggestion)
                if let identity = suggestion.identity { record(identity) }
            }
        }
        record(received)
        try recordJSON(received)
        // The fills: the values come back, and their renderings stay blank.
        await broker.userIsPresent(at: Fixtures.now)
        var filled: [String] = []
        for suggestion in codes.all + passwords.all {
            let value = try await broker.fill(suggestion.id, now: Fixtures.now)
            filled.append(value.secret.unredacted)
            record(value)
        }
        #expect(filled.contains(Self.password))
        #expect(filled.contains(Self.code))
        // Errors on every path.
        do {
            _ = try await broker.fill(codes.all[0].id, now: Fixtures.now)
        } catch {
            record(error)
        }
        do {
            _ = try await broker.receive(message: "\(Self.code) @-bad-.com #\(Self.code)", at: Fixtures.now)
        } catch {
            record(error)
        }
        await broker.lock(now: Fixtures.now)
        let lockedList = await broker.suggestions(for: passwordField, now: Fixtures.now)
        record(lockedList)
        try recordJSON(lockedList)
        for event in await broker.drain(&events) {
            record(event)
            try recordJSON(event)
        }
        record(keychain)
        record(broker.codes.codes(at: Fixtures.now))
        record(broker.codes)
        #expect(outputs.count > 10)
        for output in outputs {
            #expect(!output.contains(Self.password))
            #expect(!output.contains(Self.code))
            #expect(!output.contains(Self.totpSecret))
        }
    }

    @Test func providedCredentialRendersWithoutTheSecret() {
        for credential in [
            ProvidedCredential.password(user: "alice", password: SecretText(Self.password)),
            ProvidedCredential.oneTimeCode(SecretText(Self.code)),
        ] {
            let text = Fixtures.renderings(credential)
            #expect(!text.contains(Self.password))
            #expect(!text.contains(Self.code))
            #expect(text.contains("redacted"))
        }
    }
}

import Foundation
import OneTimeCodes
import Secrets
import Testing
import _AutoFillSupport

@testable import Keychain

/// The fixtures come from `Fixtures/make_fixtures.py`; the secrets below are the ones it uses.
enum ImportFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static let s1 = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
    static let s2 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
    static let s3 = "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U"
    static let s4 = "63BEDWCQZKTQWPESARIERL5DTTQFCJTK"
    static let s5 = "KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF"
    static let aegisPassword = SecretText("aegis fixture password")
    static let twoFASPassword = SecretText("2fas fixture password")
    static let andOTPPassword = SecretText("andotp fixture password")

    /// Strings that must never appear in errors, reports or descriptions.
    static let planted = [
        s1, s2, s3, s4, s5, "bitwarden-password-1", "older-password-0", "keepass \"quoted\"", "recovery codes",
        "keepass-password-2",
    ]

    static func secret(_ base32: String) throws -> SecretBytes { try Base32.decodeSecret(base32) }

    static func decode(_ name: String, _ format: ImportFormat, passphrase: SecretText? = nil) throws -> ImportBatch {
        try Importer.decode(data(name), format: format, passphrase: passphrase, now: Fixtures.now)
    }

    static func generator(_ batch: ImportBatch, issuer: String) throws -> OTPAuthURL {
        try #require(batch.generators.first { $0.url.issuer == issuer }).url
    }

    /// Checks the four generators the Aegis and 2FAS fixtures share.
    static func expectAuthenticatorEntries(_ batch: ImportBatch) throws {
        let example = try generator(batch, issuer: "Example")
        #expect(example.account == "alice@example.com")
        #expect(example.secret == (try secret(s1)))
        #expect(example.kind == .totp && example.period == 30 && example.digits == 6 && example.algorithm == .sha1)

        let bank = try generator(batch, issuer: "Big Bank")
        #expect(bank.account == "bob")
        #expect(bank.algorithm == .sha256 && bank.digits == 8 && bank.period == 60)
        #expect(bank.secret == (try secret(s2)))

        let counter = try generator(batch, issuer: "Counter Co")
        #expect(counter.kind == .hotp && counter.counter == 7 && counter.account == "carol")

        let steam = try generator(batch, issuer: "Steam")
        #expect(try steam.format == .steam && steam.secret == secret(s4))
    }

    static func expectNoPlantedSecret(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in planted {
            #expect(!text.contains(secret), "a planted secret leaked", sourceLocation: sourceLocation)
        }
    }

    static func render(_ batch: ImportBatch) -> String {
        Fixtures.renderings(batch) + batch.skipped.map(\.description).joined() + batch.warnings.joined()
            + batch.generators.map { "\($0) \($0.url)" }.joined() + batch.credentials.map { "\($0)" }.joined()
    }
}

@Suite struct ImportTests {
    typealias F = ImportFixtures

    @Test func otpauthList() throws {
        let batch = try F.decode("otpauth-list.txt", .otpauthList)
        #expect(batch.generators.count == 5)
        #expect(batch.skipped.map(\.position) == ["line 8", "line 9", "line 10"])
        #expect(batch.skipped[0].reason.contains("Base32"))
        #expect(batch.skipped[1].reason.contains("no secret"))
        let apple = try F.generator(batch, issuer: "shop.example.net")
        let shop = try #require(batch.generators.first { $0.url.secret == apple.secret })
        #expect(shop.services.map(\.value) == ["shop.example.net"], "an apple-otpauth issuer is the site's domain")
        #expect(batch.generators.contains { $0.url.format == .steam })
        F.expectNoPlantedSecret(F.render(batch))
    }

    @Test func googleAuthenticatorBatches() throws {
        let batch = try F.decode("google-authenticator.txt", .googleAuthenticator)
        #expect(batch.generators.count == 3)
        #expect(batch.warnings.isEmpty)
        #expect(batch.skipped.count == 1)
        #expect(batch.skipped.first?.position == "line 2, account 2")
        #expect(batch.skipped.first?.reason.contains("MD5") == true)
        let example = try F.generator(batch, issuer: "Example")
        #expect(example.account == "alice@example.com")
        #expect(example.secret == (try F.secret(F.s1)))
        let bank = try F.generator(batch, issuer: "Big Bank")
        #expect(bank.digits == 8 && bank.algorithm == .sha256)
        let counter = try #require(batch.generators.first { $0.url.kind == .hotp }).url
        #expect(counter.issuer == "Counter Co" && counter.account == "carol" && counter.counter == 7)
        F.expectNoPlantedSecret(F.render(batch))

        // The otpauth list importer takes the same links.
        let viaList = try F.decode("google-authenticator.txt", .otpauthList)
        #expect(viaList.generators.count == 3)
    }

    @Test func googleAuthenticatorMissingBatchWarns() throws {
        let batch = try F.decode("google-authenticator-incomplete.txt", .googleAuthenticator)
        #expect(batch.warnings.count == 1)
        #expect(batch.warnings.first?.contains("3 QR codes and code(s) 2 are missing") == true)
    }

    @Test(arguments: [
        ("google-authenticator-truncated.txt", "cut short"), ("google-authenticator-not-base64.txt", "not Base64"),
    ])
    func googleAuthenticatorMalformed(file: String, message: String) throws {
        let error = try #require(throws: KeychainError.self) { try F.decode(file, .googleAuthenticator) }
        #expect(error.code == .malformedImport)
        #expect(error.description.contains(message), "\(error)")
        #expect(error.description.hasPrefix("line 1: "))
    }

    @Test func migrationPlusSignsAreBase64() throws {
        // Six bytes before the secret keep it aligned, so 0xFB 0xEF 0xBE encodes as "++++".
        let secret: [UInt8] = [0xFB, 0xEF, 0xBE, 0xFB, 0xEF, 0xBE, 0xFB, 0xEF, 0xBE, 0xFB, 0xEF, 0xBE]
        let inner: [UInt8] =
            [0x0A, UInt8(secret.count)] + secret + [
                0x12, 0x01, 0x61, 0x1A, 0x01, 0x62, 0x20, 0x01, 0x28, 0x01, 0x30, 0x02,
            ]
        let payload: [UInt8] = [0x10, 0x01, 0x0A, UInt8(inner.count)] + inner
        let base64 = Base64.encode(payload)
        #expect(base64.contains("++++"))
        let decoded = try GoogleAuthenticatorMigration.decode(link: "otpauth-migration://offline?data=" + base64)
        let url = try #require(try decoded.entries.first?.get())
        #expect(url.secret == SecretBytes(secret))
        #expect(url.issuer == "b" && url.account == "a")
    }

    @Test func importedAccountsSurviveTheOTPAuthRoundTrip() throws {
        // Found by fuzzing: a name with leading spaces, which otpauth: labels do not keep.
        let inner: [UInt8] =
            [0x0A, 0x0A] + Array("0123456789".utf8) + [0x12, 0x07] + Array("  alice".utf8) + [0x30, 0x02]
        let payload = try GoogleAuthenticatorMigration.decode(payload: [0x0A, UInt8(inner.count)] + inner)
        let url = try #require(try payload.entries.first?.get())
        #expect(url.account == "alice")
        #expect(try OTPAuthURL(parsing: url.unredactedString()) == url)

        let aegis =
            #"{"header":{"slots":null,"params":null},"db":{"entries":[{"type":"totp","name":"  bob","issuer":"I","info":{"secret":"JBSWY3DPEHPK3PXP"}}]}}"#
        let generator = try #require(
            try Importer.decode(Data(aegis.utf8), format: .aegis, now: Fixtures.now).generators.first)
        #expect(generator.url.account == "bob")
        #expect(try OTPAuthURL(parsing: generator.url.unredactedString()) == generator.url)
    }

    @Test(arguments: [
        [UInt8]([0x0A]), [0x0A, 0x05, 0x0A], [0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01],
        [0x0B], [0x10, 0x01, 0x0A, 0x02, 0x08],
    ])
    func protobufGarbageIsAnError(bytes: [UInt8]) {
        #expect(throws: KeychainError.self) {
            let payload = try GoogleAuthenticatorMigration.decode(payload: bytes)
            for entry in payload.entries { _ = try entry.get() }
        }
    }

    @Test func aegisPlain() throws {
        let batch = try F.decode("aegis-plain.json", .aegis)
        #expect(batch.generators.count == 4)
        try F.expectAuthenticatorEntries(batch)
        #expect(batch.skipped.map(\.position) == ["entry 5 (Yandex (ivan))", "entry 6 (Broken (mallory))"])
        #expect(batch.skipped[0].reason.contains("not supported"))
        #expect(batch.generators.first { $0.url.issuer == "Example" }?.notes == SecretText("primary account"))
        F.expectNoPlantedSecret(F.render(batch))
    }

    @Test func aegisEncrypted() throws {
        let batch = try F.decode("aegis-encrypted.json", .aegis, passphrase: F.aegisPassword)
        #expect(batch.generators.count == 4)
        try F.expectAuthenticatorEntries(batch)
    }

    @Test func aegisEncryptedNeedsTheRightPassword() throws {
        let missing = try #require(throws: KeychainError.self) { try F.decode("aegis-encrypted.json", .aegis) }
        #expect(missing.code == .passphraseRequired)
        let wrong = try #require(throws: KeychainError.self) {
            try F.decode("aegis-encrypted.json", .aegis, passphrase: SecretText("aegis fixture passworD"))
        }
        #expect(wrong.code == .wrongPassphrase)
        #expect(wrong.description == "the password does not open this Aegis export")
    }

    @Test func aegisTamperedAndTruncated() throws {
        let tampered = try #require(throws: KeychainError.self) {
            try F.decode("aegis-encrypted-tampered.json", .aegis, passphrase: F.aegisPassword)
        }
        #expect(tampered.code == .malformedImport)
        #expect(tampered.description.contains("does not authenticate"))
        let truncated = try #require(throws: KeychainError.self) { try F.decode("aegis-truncated.json", .aegis) }
        #expect(truncated.code == .malformedImport)
        #expect(truncated.description.contains("not valid JSON"))
        let wrongFormat = try #require(throws: KeychainError.self) { try F.decode("2fas-plain.2fas", .aegis) }
        #expect(wrongFormat.code == .malformedImport)
    }

    @Test func twoFASPlainAndEncrypted() throws {
        for (file, passphrase) in [("2fas-plain.2fas", nil), ("2fas-encrypted.2fas", F.twoFASPassword)] {
            let batch = try F.decode(file, .twoFAS, passphrase: passphrase)
            #expect(batch.generators.count == 4)
            try F.expectAuthenticatorEntries(batch)
            #expect(batch.skipped.map(\.position) == ["entry 5 (Broken (mallory))"])
            F.expectNoPlantedSecret(F.render(batch))
        }
    }

    @Test func twoFASErrors() throws {
        #expect(throws: KeychainError(.passphraseRequired, "")) { try F.decode("2fas-encrypted.2fas", .twoFAS) }
        #expect(throws: KeychainError(.wrongPassphrase, "")) {
            try F.decode("2fas-encrypted.2fas", .twoFAS, passphrase: SecretText("wrong"))
        }
        #expect(throws: KeychainError(.malformedImport, "")) { try F.decode("2fas-not-json.2fas", .twoFAS) }
        #expect(throws: KeychainError(.malformedImport, "")) {
            try Importer.decode(
                Data(#"{"servicesEncrypted":"abc:def"}"#.utf8), format: .twoFAS, passphrase: SecretText("x"),
                now: Fixtures.now)
        }
    }

    @Test func andOTPPlainAndEncrypted() throws {
        for (file, passphrase) in [("andotp.json", nil), ("andotp.json.aes", F.andOTPPassword)] {
            let batch = try F.decode(file, .andOTP, passphrase: passphrase)
            #expect(batch.generators.count == 4)
            try F.expectAuthenticatorEntries(batch)
            #expect(batch.skipped.map(\.position) == ["entry 5 (Broken (mallory))"])
            F.expectNoPlantedSecret(F.render(batch))
        }
    }

    @Test func andOTPErrors() throws {
        #expect(throws: KeychainError(.passphraseRequired, "")) { try F.decode("andotp.json.aes", .andOTP) }
        #expect(throws: KeychainError(.wrongPassphrase, "")) {
            try F.decode("andotp.json.aes", .andOTP, passphrase: SecretText("andotp fixture passwor"))
        }
        // A file that does not start with a plausible iteration count.
        let error = try #require(throws: KeychainError.self) {
            try Importer.decode(
                Data(repeating: 0xFF, count: 64), format: .andOTP, passphrase: SecretText("x"), now: Fixtures.now)
        }
        #expect(error.code == .unsupportedImport)
        #expect(throws: KeychainError(.malformedImport, "")) {
            try Importer.decode(Data([0, 2, 0, 0, 1]), format: .andOTP, passphrase: SecretText("x"), now: Fixtures.now)
        }
    }

    @Test func bitwarden() throws {
        let batch = try F.decode("bitwarden.json", .bitwarden)
        #expect(batch.credentials.map(\.title) == ["Example", "Big Bank", "Steam", "Broken TOTP", "No code"])
        let example = batch.credentials[0]
        #expect(example.username == "alice@example.com")
        #expect(example.password == SecretText("bitwarden-password-1"))
        #expect(example.notes == SecretText("recovery codes: 1111 2222"))
        #expect(example.services.map(\.kind) == [.url, .app])
        #expect(example.services.map(\.value) == ["https://login.example.com/signin", "com.example.app"])
        #expect(example.verificationCode?.secret == (try F.secret(F.s1)))
        #expect(example.verificationCode?.issuer == "Example")
        #expect(example.history.first?.password == SecretText("older-password-0"))
        #expect(example.created == ImportSupport.date(iso8601: "2023-05-06T07:08:09.000Z"))

        let bank = batch.credentials[1]
        #expect(bank.services.map(\.value) == ["bigbank.example.org"])
        #expect(bank.verificationCode?.digits == 8)
        #expect(batch.credentials[2].verificationCode?.format == .steam)
        #expect(batch.credentials[3].verificationCode == nil)
        #expect(batch.credentials[4].services.count == 1)

        #expect(
            batch.skipped.map(\.position) == [
                "item 4 (Broken TOTP), verification code", "item 6 (Deleted)", "item 7 (A secure note)",
                "item 8 (A card)",
            ])
        #expect(batch.skipped[0].reason.hasSuffix("the login was imported without it"))
        #expect(batch.warnings.count == 1)
        F.expectNoPlantedSecret(F.render(batch))
    }

    @Test func bitwardenEncryptedIsRefusedWithAWayOut() throws {
        let error = try #require(throws: KeychainError.self) { try F.decode("bitwarden-encrypted.json", .bitwarden) }
        #expect(error.code == .unsupportedImport)
        #expect(error.description.contains("export the vault again"))
    }

    @Test func keepassXC() throws {
        let batch = try F.decode("keepassxc.csv", .keepassXC)
        #expect(batch.credentials.map(\.title) == ["Example", "Big Bank", "Broken"])
        let example = batch.credentials[0]
        #expect(example.password == SecretText("keepass \"quoted\", with comma"))
        #expect(example.notes == SecretText("line one\nline two"))
        #expect(example.verificationCode?.secret == (try F.secret(F.s1)))
        #expect(example.services.first?.host == "login.example.com")
        #expect(batch.credentials[1].services.first?.kind == .domain)
        #expect(batch.skipped.map(\.position) == ["row 4 (Broken), TOTP", "row 5 (Old)"])
        F.expectNoPlantedSecret(F.render(batch))

        let error = try #require(throws: KeychainError.self) { try F.decode("keepassxc-unterminated.csv", .keepassXC) }
        #expect(error.code == .malformedImport)
        #expect(error.description.contains("ends inside a quoted field"))
    }

    @Test(arguments: [
        ("a,b\n1,2\n", [["a", "b"], ["1", "2"]]), ("\"a\"\"b\",c\r\n", [["a\"b", "c"]]), ("x", [["x"]]),
        ("a,\"\"\n", [["a", ""]]), ("\"multi\nline\",z", [["multi\nline", "z"]]),
    ])
    func csv(text: String, rows: [[String]]) throws {
        #expect(try CSV.parse(text) == rows)
    }

    @Test(arguments: ["a\"b,c", "\"a\"b,c"])
    func csvRejectsStrayQuotes(text: String) {
        #expect(throws: KeychainError(.malformedImport, "")) { try CSV.parse(text) }
    }

    @Test func emptyOrForeignFilesAreClearErrors() throws {
        for format in ImportFormat.all {
            let error = try #require(throws: KeychainError.self) {
                try Importer.decode(
                    Data([0xFF, 0xFE, 0x00]), format: format, passphrase: SecretText("p"), now: Fixtures.now)
            }
            #expect([.malformedImport].contains(error.code), "\(format): \(error)")
            #expect(!error.description.isEmpty)
        }
    }
}

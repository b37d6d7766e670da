import Secrets
import TestSupport
import Testing

@testable import OneTimeCodes

@Suite struct OTPAuthURLTests {
    static let secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"  // 160 bits

    func parse(_ text: String) throws(OTPError) -> OTPAuthURL { try OTPAuthURL(parsing: text) }

    @Test func parsesAFullLink() throws {
        let url = try parse(
            "otpauth://totp/ACME%20Co:john.doe@email.com?secret=\(Self.secret)&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60"
        )
        #expect(url.scheme == .otpauth)
        #expect(url.kind == .totp)
        #expect(url.issuer == "ACME Co")
        #expect(url.labelIssuer == "ACME Co")
        #expect(url.account == "john.doe@email.com")
        #expect(url.algorithm == .sha256)
        #expect(url.digits == 8)
        #expect(url.period == 60)
        #expect(url.secret == (try Base32.decodeSecret(Self.secret)))
        #expect(url.warnings.isEmpty)
    }

    @Test func appleExampleFromTheSeeds() throws {
        let url = try parse(
            "apple-otpauth://totp/Example:meichen3@icloud.com?secret=HAZDGMBWGE4DOMZYGEYTOMJTG43TMOJRGE4DANJQGE3DGOBRGI4TOOJZGEYTENJTGIYTEMJRHEZDA&digits=6&period=30&issuer=example.com"
        )
        #expect(url.scheme == .appleOTPAuth)
        #expect(url.issuer == "example.com")
        #expect(url.labelIssuer == "Example")
        #expect(url.account == "meichen3@icloud.com")
        #expect(url.warnings.isEmpty, "Apple's own example should not warn: \(url.warnings)")
    }

    @Test func defaultsApply() throws {
        let url = try parse("otpauth://totp/alice?secret=\(Self.secret)")
        #expect(url.algorithm == .sha1)
        #expect(url.digits == 6)
        #expect(url.period == 30)
        #expect(url.issuer == nil)
        #expect(url.account == "alice")
        let hotp = try parse("otpauth://hotp/alice?secret=\(Self.secret)")
        #expect(hotp.counter == 0)
    }

    @Test(arguments: [
        "OTPAUTH://TOTP/x?secret=\(secret)", "OtpAuth://ToTp/x?SECRET=\(secret)", "otpauth://totp/x?Secret=\(secret)",
    ])
    func schemeTypeAndParameterNamesIgnoreCase(text: String) throws {
        let url = try parse(text)
        #expect(url.kind == .totp && url.account == "x")
    }

    @Test func algorithmNamesIgnoreCase() throws {
        #expect(try parse("otpauth://totp/x?secret=\(Self.secret)&algorithm=sha512").algorithm == .sha512)
        #expect(try parse("otpauth://totp/x?secret=\(Self.secret)&ALGORITHM=Sha256").algorithm == .sha256)
    }

    @Test(arguments: [
        "jbswy3dpehpk3pxpjbswy3dpehpk3pxp", "JBSW%20Y3DP%20EHPK%203PXP%20JBSW%20Y3DP%20EHPK%203PXP",
        "JBSW-Y3DP-EHPK-3PXP-JBSW-Y3DP-EHPK-3PXP", "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP%3D%3D%3D",
        "JBSW+Y3DP+EHPK+3PXP+JBSWY3DPEHPK3PXP",
    ])
    func secretsAreCleanedUpBeforeDecoding(secret: String) throws {
        let url = try parse("otpauth://totp/x?secret=\(secret)")
        #expect(url.secret == (try Base32.decodeSecret(Self.secret)))
    }

    @Test func secretsAreEmittedUpperCaseAndUnpadded() throws {
        let url = try parse("otpauth://totp/x?secret=mzxw6ytboi%3D%3D%3D%3D%3D%3D")
        #expect(url.unredactedString().contains("secret=MZXW6YTBOI&"))
    }

    @Test func labelSplitsAtTheFirstLiteralColon() throws {
        let url = try parse("otpauth://totp/Big%3ACorp:alice:admin?secret=\(Self.secret)")
        #expect(url.labelIssuer == "Big:Corp")
        #expect(url.account == "alice:admin")
    }

    @Test func labelSplitsAtAnEncodedColonWhenThereIsNoLiteralOne() throws {
        let url = try parse("otpauth://totp/Example%3aalice%40example.com?secret=\(Self.secret)")
        #expect(url.labelIssuer == "Example")
        #expect(url.account == "alice@example.com")
    }

    @Test(arguments: ["Example:%20%20alice", "Example:  alice", "Example%3A%20alice"])
    func leadingSpacesOfTheAccountAreTrimmed(label: String) throws {
        let url = try parse("otpauth://totp/\(label)?secret=\(Self.secret)")
        #expect(url.account == "alice")
        #expect(url.labelIssuer == "Example")
    }

    @Test func plusInTheLabelStaysAPlus() throws {
        let url = try parse("otpauth://totp/Example:alice+2fa@example.com?secret=\(Self.secret)")
        #expect(url.account == "alice+2fa@example.com")
    }

    @Test func issuerParameterWinsAndAMismatchIsKeptWithAWarning() throws {
        let url = try parse("otpauth://totp/Old%20Name:alice?secret=\(Self.secret)&issuer=New+Name")
        #expect(url.issuer == "New Name")
        #expect(url.labelIssuer == "Old Name")
        #expect(url.warnings.map(\.id) == ["issuer-mismatch"])
        #expect(url.unredactedString().contains("Old%20Name:alice"))
        #expect(url.unredactedString().contains("issuer=New%20Name"))
    }

    @Test func plusInQueryValuesIsASpaceAndIsEmittedAsPercent20() throws {
        let url = try parse("otpauth://totp/x?secret=\(Self.secret)&issuer=Example+Co")
        #expect(url.issuer == "Example Co")
        let text = url.unredactedString()
        #expect(text.contains("issuer=Example%20Co"))
        #expect(!text.contains("+"))
    }

    @Test func anEncodedPlusStaysAPlus() throws {
        let url = try parse("otpauth://totp/x?secret=\(Self.secret)&issuer=A%2BB")
        #expect(url.issuer == "A+B")
        #expect(url.unredactedString().contains("issuer=A%2BB"))
    }

    @Test(arguments: ["secret", "issuer", "digits", "period", "algorithm", "SECRET"])
    func duplicateKnownParametersAreRefused(name: String) {
        let text = "otpauth://totp/x?secret=\(Self.secret)&issuer=a&digits=6&period=30&algorithm=SHA1&\(name)=1"
        #expect(throws: OTPError(.duplicateParameter, "")) { try parse(text) }
    }

    @Test func unknownParametersAreKeptForExport() throws {
        let url = try parse(
            "otpauth://totp/x?secret=\(Self.secret)&image=https%3A%2F%2Fe.x%2Fa.png&color=red&color=blue")
        #expect(url.additionalParameters.map(\.name) == ["image", "color", "color"])
        #expect(url.additionalParameters[0].value == "https://e.x/a.png")
        #expect(try parse(url.unredactedString()) == url)
    }

    @Test func digitsOutOfRangeSayWhatIsWrong() {
        do {
            _ = try parse("otpauth://totp/x?secret=\(Self.secret)&digits=12")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .invalidParameter)
            #expect(error.description == "digits must be 6-10, got 12")
        }
    }

    @Test(arguments: [
        ("digits=5", OTPError.Code.invalidParameter), ("digits=11", .invalidParameter),
        ("digits=six", .invalidParameter),
        ("digits=", .invalidParameter), ("digits=-6", .invalidParameter),
        ("digits=99999999999999999999", .invalidParameter),
        ("period=0", .invalidParameter), ("period=301", .invalidParameter), ("period=1.5", .invalidParameter),
        ("algorithm=MD5", .unsupportedAlgorithm), ("algorithm=SHA3", .unsupportedAlgorithm),
        ("algorithm=", .unsupportedAlgorithm), ("encoder=base64", .invalidParameter),
    ])
    func valuesAGeneratorCannotHonourAreRefused(parameter: String, code: OTPError.Code) {
        #expect(throws: OTPError(code, "")) { try parse("otpauth://totp/x?secret=\(Self.secret)&\(parameter)") }
    }

    @Test func periodErrorsNameTheRange() {
        do {
            _ = try parse("otpauth://totp/x?secret=\(Self.secret)&period=301")
        } catch {
            #expect(error.description == "period must be 1-300 seconds, got 301")
        }
    }

    @Test func hotpCounters() throws {
        #expect(try parse("otpauth://hotp/x?secret=\(Self.secret)&counter=42").counter == 42)
        #expect(try parse("otpauth://hotp/x?secret=\(Self.secret)&counter=18446744073709551615").counter == .max)
        #expect(throws: OTPError(.invalidParameter, "")) {
            try parse("otpauth://hotp/x?secret=\(Self.secret)&counter=-1")
        }
        #expect(throws: OTPError(.invalidParameter, "")) {
            try parse("otpauth://hotp/x?secret=\(Self.secret)&counter=18446744073709551616")
        }
    }

    @Test func parametersThatDoNotApplyAreIgnoredWithAWarning() throws {
        let hotp = try parse("otpauth://hotp/x?secret=\(Self.secret)&period=999")
        #expect(hotp.warnings.map(\.id) == ["ignored-parameter"])
        let totp = try parse("otpauth://totp/x?secret=\(Self.secret)&counter=5")
        #expect(totp.warnings.map(\.id) == ["ignored-parameter"])
    }

    @Test func appleLinksAcceptOnlyTOTP() {
        #expect(throws: OTPError(.unsupportedType, "")) {
            try parse("apple-otpauth://hotp/x?secret=\(Self.secret)&issuer=example.com")
        }
    }

    @Test func appleLinksWarnAboutNonDomainIssuersAndOddDigits() throws {
        let url = try parse("apple-otpauth://totp/x?secret=\(Self.secret)&issuer=Example%20Inc&digits=7")
        #expect(Set(url.warnings.map(\.id)) == ["apple-digits", "apple-issuer-not-domain"])
        let missing = try parse("apple-otpauth://totp/x?secret=\(Self.secret)")
        #expect(missing.warnings.map(\.id) == ["apple-issuer-missing"])
    }

    @Test(arguments: [
        ("otpauth://totp/x?secret=JBSWY3DPEHPK3PXP", "short-secret", "80 bits"),
        ("otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ", "", ""),
        ("otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK", "short-secret", "136 bits"),
    ])
    func shortSecretsWarn(text: String, id: String, fragment: String) throws {
        let warnings = try parse(text).warnings.filter { $0.id == "short-secret" }
        if id.isEmpty {
            #expect(warnings.isEmpty)
        } else {
            #expect(warnings.count == 1)
            #expect(warnings.first?.message.contains(fragment) == true)
        }
    }

    @Test func steamForms() throws {
        let expected = "FR8RV"
        let secret = "63BEDWCQZKTQWPESARIERL5DTTQFCJTK"
        for text in [
            "otpauth://steam/Steam:alice?secret=\(secret)&issuer=Steam",
            "otpauth://totp/Steam:alice?secret=\(secret)&issuer=Steam&encoder=steam",
            "otpauth://steam/Steam:alice?secret=\(secret)&digits=5",
            "steam://\(secret)",
        ] {
            let url = try parse(text)
            #expect(url.format == .steam, "\(text)")
            guard case .totp(let totp) = url.makeGenerator() else {
                Issue.record("not a TOTP generator")
                continue
            }
            #expect(try totp.code(atUnixTime: 1_511_200_518) == expected)
            #expect(try parse(url.unredactedString()) == url)
        }
    }

    @Test func googleAuthenticatorExportsAreExplained() {
        do {
            _ = try parse("otpauth-migration://offline?data=CjEKCkhlbGxvId6tvu8")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .unsupportedScheme)
            #expect(error.description.contains("Google Authenticator"))
        }
    }

    @Test(arguments: [
        ("", OTPError.Code.malformedURL), ("otpauth", .malformedURL), ("otpauth:", .malformedURL),
        ("otpauth:/totp/x?secret=AAAA", .malformedURL), ("otpauth://", .unsupportedType),
        ("otpauth://?secret=AAAA", .unsupportedType), ("otpauth://sotp/x?secret=AAAA", .unsupportedType),
        ("https://example.com/totp?secret=AAAA", .unsupportedScheme), ("otpauth://totp/x", .missingParameter),
        ("otpauth://totp/x?issuer=a", .missingParameter), ("otpauth://totp/x?secret=", .invalidBase32),
        ("otpauth://totp/x?secret=AB1C", .invalidBase32), ("otpauth://totp/x%zz?secret=AAAA", .malformedURL),
        ("otpauth://totp/x%4?secret=AAAA", .malformedURL), ("otpauth://totp/x%FF?secret=AAAA", .malformedURL),
        ("otpauth://totp/x?secret=AAAA&issuer=%", .malformedURL),
        ("otpauth://hotp/x?secret=AAAA&encoder=steam", .unsupportedType),
    ])
    func malformedInputGetsTheRightError(text: String, code: OTPError.Code) {
        #expect(throws: OTPError(code, ""), "\(text)") { try parse(text) }
    }

    @Test func errorsNeverContainTheSecret() {
        let cases = [
            "otpauth://totp/x?secret=JBSWY3DPEHPK3PX1",
            "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&digits=JBSWY3DPEHPK3PXP",
            "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&secret=JBSWY3DPEHPK3PXP",
        ]
        for text in cases {
            do {
                _ = try parse(text)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(!error.description.contains("JBSWY3DP") || error.code == .invalidParameter)
                #expect(!String(reflecting: error).contains("JBSWY3DPEHPK3PX1"))
            }
        }
    }

    @Test func descriptionRedactsTheSecret() throws {
        let url = try parse("otpauth://totp/Example:alice?secret=\(Self.secret)&issuer=Example")
        #expect(!url.description.contains("JBSW"))
        #expect(url.description.contains("secret=<redacted>"))
        #expect(!String(reflecting: url).contains("JBSW"))
        var dumped = ""
        dump(url, to: &dumped)
        #expect(!dumped.contains("JBSW"))
    }

    @Test func fragmentsAndSurroundingWhitespaceAreIgnored() throws {
        let url = try parse("  otpauth://totp/x?secret=\(Self.secret)#frag \n")
        #expect(url.account == "x")
    }

    @Test func roundTripsRandomLinks() throws {
        var random = SeededGenerator(state: 2024)
        let alphabet = Array("abcXYZ019 :@+%&=?/#-._~éü日本🤷")
        func randomText(_ max: Int) -> String {
            String((0..<Int.random(in: 0...max, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for _ in 0..<500 {
            let kind: OTPAuthURL.Kind = Bool.random(using: &random) ? .totp : .hotp
            let scheme: OTPAuthURL.Scheme = kind == .hotp || Bool.random(using: &random) ? .otpauth : .appleOTPAuth
            let steam = kind == .totp && Int.random(in: 0..<10, using: &random) == 0
            var url = try OTPAuthURL(
                scheme: scheme, kind: kind, issuer: nil, account: randomText(12),
                secret: SecretBytes(randomCount: Int.random(in: 1...64, using: &random), using: &random),
                algorithm: OTPAlgorithm.allCases.randomElement(using: &random)!,
                format: steam ? .steam : .decimal(digits: Int.random(in: 6...10, using: &random)),
                period: Int.random(in: 1...300, using: &random), counter: kind == .hotp ? random.next() : 0,
                additionalParameters: (0..<Int.random(in: 0...2, using: &random)).map { index in
                    .init(name: "x\(index)" + randomText(3).filter(\.isLetter), value: randomText(8))
                })
            let issuerPrefix = randomText(6)
            url.labelIssuer = issuerPrefix.isEmpty ? nil : issuerPrefix
            let issuerParameter = randomText(6)
            url.issuerParameter = issuerParameter.isEmpty ? nil : issuerParameter
            url.account = String(url.account.drop { $0 == " " })
            let text = url.unredactedString()
            let reparsed = try parse(text)
            #expect(reparsed == url, "\(text)")
            #expect(reparsed.unredactedString() == text)
        }
    }
}

extension OTPAuthURLTests {
    /// Found by the fuzzer: a combining mark after a delimiter makes one Character of the two, so
    /// a parser that searches Characters misses the delimiter.
    @Test(arguments: [
        "otpauth://totp/Example:\u{065B}alice?secret=\(secret)",
        "otpauth://totp/Example%3A\u{0301}alice?secret=\(secret)",
    ])
    func delimitersFollowedByCombiningMarksStillSplit(text: String) throws {
        let url = try OTPAuthURL(parsing: text)
        #expect(url.labelIssuer == "Example")
        #expect(try OTPAuthURL(parsing: url.unredactedString()) == url)
    }

    @Test func combiningMarksAfterQueryDelimiters() throws {
        let url = try OTPAuthURL(parsing: "otpauth://totp/x?secret=\(Self.secret)&\u{0301}issuer=A&digits=8")
        #expect(url.digits == 8)
        #expect(url.additionalParameters.map(\.name) == ["\u{0301}issuer"])
        #expect(try OTPAuthURL(parsing: url.unredactedString()) == url)
    }
}

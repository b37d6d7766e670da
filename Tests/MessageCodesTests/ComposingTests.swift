import Secrets
import Testing

@testable import MessageCodes

@Suite struct SMSSegmentationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let encoding: SMSSegmentation.Encoding
        let units: Int
        let segments: Int
        let remaining: Int
        var testDescription: String { name }
    }

    static let a152 = String(repeating: "a", count: 152)

    static let cases: [Case] = [
        Case(name: "empty", text: "", encoding: .gsm7, units: 0, segments: 1, remaining: 160),
        Case(name: "plain", text: "Your code is 123456", encoding: .gsm7, units: 19, segments: 1, remaining: 141),
        Case(
            name: "160 septets", text: String(repeating: "a", count: 160), encoding: .gsm7, units: 160, segments: 1,
            remaining: 0),
        Case(
            name: "161 septets", text: String(repeating: "a", count: 161), encoding: .gsm7, units: 161, segments: 2,
            remaining: 145),
        Case(
            name: "306 septets", text: String(repeating: "a", count: 306), encoding: .gsm7, units: 306, segments: 2,
            remaining: 0),
        Case(name: "extension table", text: "[x]{y}", encoding: .gsm7, units: 10, segments: 1, remaining: 150),
        Case(
            name: "80 euro signs fit", text: String(repeating: "€", count: 80), encoding: .gsm7, units: 160,
            segments: 1, remaining: 0),
        Case(
            name: "81 euro signs: pairs are not split", text: String(repeating: "€", count: 81), encoding: .gsm7,
            units: 162, segments: 2, remaining: 143),
        Case(
            name: "an escape pair moves to the next segment", text: a152 + "€" + String(repeating: "a", count: 152),
            encoding: .gsm7, units: 306, segments: 3, remaining: 152),
        Case(
            name: "GSM letters beyond ASCII", text: "Ça coûte 5€ à Zürich: ΔΦΓΛΩΠΨΣΘΞ ¡¿§", encoding: .ucs2, units: 36,
            segments: 1, remaining: 34),
        Case(
            name: "all GSM letters beyond ASCII",
            text: "Çà é è ù ì ò Ø ø Å å Æ æ ß É Ä Ö Ñ Ü ä ö ñ ü £ ¥ ¤ ΔΦΓΛΩΠΨΣΘΞ ¡¿§",
            encoding: .gsm7, units: 65, segments: 1, remaining: 95),
        Case(name: "a backtick is not GSM", text: "`code`", encoding: .ucs2, units: 6, segments: 1, remaining: 64),
        Case(name: "a tab is not GSM", text: "a\tb", encoding: .ucs2, units: 3, segments: 1, remaining: 67),
        Case(name: "small c cedilla is not GSM", text: "ç", encoding: .ucs2, units: 1, segments: 1, remaining: 69),
        Case(name: "Chinese", text: "验证码123456", encoding: .ucs2, units: 9, segments: 1, remaining: 61),
        Case(
            name: "71 UCS-2 units", text: String(repeating: "a", count: 70) + "验", encoding: .ucs2, units: 71,
            segments: 2, remaining: 63),
        Case(
            name: "35 emoji", text: String(repeating: "😀", count: 35), encoding: .ucs2, units: 70, segments: 1,
            remaining: 0),
        Case(
            name: "36 emoji: surrogate pairs are not split", text: String(repeating: "😀", count: 36),
            encoding: .ucs2, units: 72, segments: 2, remaining: 61),
    ]

    @Test(arguments: cases)
    func measures(_ testCase: Case) {
        let size = SMSSegmentation(testCase.text)
        #expect(size.encoding == testCase.encoding)
        #expect(size.unitCount == testCase.units)
        #expect(size.segmentCount == testCase.segments)
        #expect(size.unitsRemaining == testCase.remaining)
        #expect(size.nonGSMCharacters.isEmpty == (testCase.encoding == .gsm7))
    }

    @Test func listsWhatForcesUCS2() {
        let size = SMSSegmentation("Olá, não é? ção")
        #expect(size.nonGSMCharacters == ["á", "ã", "ç"])
    }

    @Test func basicTableHas128Characters() {
        // 3GPP TS 23.038: 128 positions, one of them the escape; the extension table adds 10.
        var basic = 0
        var extended = 0
        for value in 0...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch GSM7.septets(for: scalar) {
            case 1: basic += 1
            case 2: extended += 1
            default: break
            }
        }
        #expect(basic == 127)
        #expect(extended + (GSM7.septets(for: "€") == 2 ? 0 : 1) == 10)
    }
}

@Suite struct AndroidAppHashTests {
    // Vectors computed with Python's hashlib and base64 (see scripts/checks for the live check).
    @Test(arguments: [
        ("com.example.app", "3082010a0282010100", "Iyrw0/SRopH"),
        (
            "com.google.samples.smartlock.sms_verify",
            "308201dd30820146020101300d06092a864886f70d010105050030373116301406035504030c0d416e64726f69642044656275673110300e060355040a0c07416e64726f6964310b3009060355040613025553",
            "8yOhBKxhbcw"
        ),
    ])
    func computesTheHash(package: String, certificateHex: String, expected: String) throws {
        let hash = try AndroidAppHash(packageName: package, signingCertificateHex: certificateHex)
        #expect(hash.rawValue == expected)
        let upper = try AndroidAppHash(packageName: package, signingCertificateHex: certificateHex.uppercased())
        #expect(upper == hash)
    }

    @Test(arguments: ["com", "com..app", "1com.app", "com.app-x", "com.ex ample", ".com.app", ""])
    func refusesBadPackageNames(_ name: String) {
        #expect(throws: MessageCodeError(.invalidPackageName, "")) {
            try AndroidAppHash(packageName: name, signingCertificateHex: "3082")
        }
    }

    @Test(arguments: ["", "30g2", "308", "zz"])
    func refusesBadCertificates(_ hex: String) {
        #expect(throws: MessageCodeError(.invalidCertificate, "")) {
            try AndroidAppHash(packageName: "com.example.app", signingCertificateHex: hex)
        }
    }

    @Test(arguments: ["FA+9qCX9VSu", "Iyrw0/SRopH"])
    func acceptsGivenHashes(_ text: String) throws {
        #expect(try AndroidAppHash(text).rawValue == text)
    }

    @Test(arguments: ["FA+9qCX9VS", "FA+9qCX9VSuu", "FA+9qCX9VS-", "FA+9qCX9VS="])
    func refusesMalformedHashes(_ text: String) {
        #expect(throws: MessageCodeError(.invalidAppHash, "")) { try AndroidAppHash(text) }
    }
}

@Suite struct DomainBoundMessageTests {
    @Test func composesTheLastLine() throws {
        let message = try DomainBoundMessage(
            text: "Your Example code is 123456.\n", host: "Example.COM", code: SecretText("123456"))
        #expect(message.text.unredacted == "Your Example code is 123456.\n\n@example.com #123456")
        #expect(message.host.ascii == "example.com")
        #expect(message.segmentation.encoding == .gsm7)
        #expect(message.segmentation.segmentCount == 1)
        #expect(message.warnings.isEmpty)
    }

    @Test(arguments: DomainBoundCode.EmbeddedMarker.allCases)
    func composesEmbeddedHosts(marker: DomainBoundCode.EmbeddedMarker) throws {
        let message = try DomainBoundMessage(
            host: "example.com", code: SecretText("747723"), embeddedHost: "shop.example", embeddedMarker: marker)
        #expect(message.text.unredacted == "@example.com #747723 \(marker.rawValue)shop.example")
        let parsed = try DomainBoundCode(parsing: message.text.unredacted, mode: .strict)
        #expect(parsed.embeddedHost?.ascii == "shop.example")
        #expect(parsed.embeddedMarker == marker)
    }

    @Test func putsTheAppHashBeforeTheBinding() throws {
        let hash = try AndroidAppHash("FA+9qCX9VSu")
        let message = try DomainBoundMessage(
            text: "Your code is 123456", host: "example.com", code: SecretText("123456"), appHash: hash)
        #expect(message.text.unredacted == "Your code is 123456\n\nFA+9qCX9VSu\n@example.com #123456")
        #expect(try DomainBoundCode(parsing: message.text.unredacted).topHost.ascii == "example.com")
    }

    @Test func composedMessagesRoundTrip() throws {
        let texts = ["", "Code:", "Ваш код 123456", "多行\n文本\r\n", "  spaced  \n\n\n"]
        let codes = ["1", "007081", "G-412157", "abc😀"]
        for text in texts {
            for code in codes {
                let message = try DomainBoundMessage(
                    text: text, host: "login.example.org", code: SecretText(code), embeddedHost: "pay.example")
                let parsed = try DomainBoundCode(parsing: message.text.unredacted, mode: .strict)
                #expect(parsed.code.unredacted == code)
                #expect(parsed.topHost.ascii == "login.example.org")
                #expect(parsed.embeddedHost?.ascii == "pay.example")
                #expect(parsed.mode == .strict)
            }
        }
    }

    @Test(arguments: ["", "12 34", "12\t34", "12#34", "12\u{200B}34", "1\u{202E}2", String(repeating: "9", count: 65)])
    func refusesBadCodes(_ code: String) {
        #expect(throws: MessageCodeError(.invalidCode, "")) {
            try DomainBoundMessage(host: "example.com", code: SecretText(code))
        }
    }

    @Test(arguments: ["https://example.com", "example.com:443", "example.com/login", "user@example.com", ""])
    func refusesBadHosts(_ host: String) {
        #expect(throws: MessageCodeError(.invalidHost, "")) {
            try DomainBoundMessage(host: host, code: SecretText("123456"))
        }
        #expect(throws: MessageCodeError(.invalidHost, "")) {
            try DomainBoundMessage(host: "example.com", code: SecretText("123456"), embeddedHost: host)
        }
    }

    @Test(arguments: [
        "Use @evil.example #999999 instead", "@evil.example #1\nthen text", "Follow @acme #win",
        "Bad @a.com:1 #2 token",
    ])
    func refusesTextWithATokenOfItsOwn(_ text: String) {
        #expect(throws: MessageCodeError(.invalidText, "")) {
            try DomainBoundMessage(text: text, host: "example.com", code: SecretText("123456"))
        }
    }

    @Test func warnsAboutUCS2AndSegmentsWithoutShowingTheCode() throws {
        let hash = try AndroidAppHash("FA+9qCX9VSu")
        let message = try DomainBoundMessage(
            text: "您的验证码是ß，请在五分钟内输入。" + String(repeating: "请勿泄露。", count: 10), host: "example.cn",
            code: SecretText("ЖЖ4821"), appHash: hash)
        #expect(message.segmentation.encoding == .ucs2)
        #expect(message.segmentation.segmentCount == 2)
        #expect(Set(message.warnings.map(\.id)) == ["ucs2", "multipart", "retriever-length"])
        for warning in message.warnings { #expect(!warning.message.contains("Ж")) }
        var dumped = ""
        dump(message, to: &dumped)
        for text in [message.description, "\(message)", String(reflecting: message), dumped] {
            #expect(!text.contains("ЖЖ4821"), "\(text)")
        }
    }
}

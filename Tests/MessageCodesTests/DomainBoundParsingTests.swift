import Secrets
import Testing

@testable import MessageCodes

/// Every case of REFERENCE §3, in both modes, plus the lenient readings.
@Suite struct DomainBoundParsingTests {
    enum Expected: Sendable, Equatable, CustomStringConvertible {
        case code(host: String, code: String, embedded: String? = nil)
        case noCode
        case invalidHost

        var description: String {
            switch self {
            case .code(let host, let code, let embedded): "@\(host) #\(code)" + (embedded.map { " @\($0)" } ?? "")
            case .noCode: "no code"
            case .invalidHost: "invalid host"
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let message: String
        let strict: Expected
        let lenient: Expected
        /// Which mode the lenient parser reports when it finds a code.
        let lenientMode: DomainBoundCode.Mode

        init(_ message: String, _ strict: Expected, lenient: Expected? = nil, lenientMode: DomainBoundCode.Mode? = nil)
        {
            self.message = message
            self.strict = strict
            self.lenient = lenient ?? strict
            self.lenientMode = lenientMode ?? (strict == .noCode ? .lenient : .strict)
        }

        var testDescription: String { String(reflecting: message) }
    }

    static let cases: [Case] = [
        // The basic form, and what is not it.
        Case("@example.com #12345", .code(host: "example.com", code: "12345")),
        Case("foo", .noCode),
        Case("@foo", .noCode),
        Case("@example.com", .noCode),
        Case("@example.com#12345", .noCode),
        Case("@example.com  #12345", .noCode),
        Case("@example.com\t#12345", .noCode),
        Case("@example.com random #12345", .noCode),
        Case("", .noCode),
        Case("@", .noCode),
        Case("@example.com ", .noCode),
        Case("@example.com #", .noCode),
        Case("@ #123", .noCode),
        Case("#123 @example.com", .noCode),
        Case("something @example.com #747723", .noCode, lenient: .code(host: "example.com", code: "747723")),
        Case("#747723 %ecommerce.example @example.com", .noCode),

        // Hosts that are URLs, not hosts.
        Case("@//example.com #123", .invalidHost),
        Case("@ftp://example.com #123", .invalidHost),
        Case("@https://example.com #123", .invalidHost),
        Case("@a.com:8443 #123", .invalidHost),
        Case("@username@a.com #123", .invalidHost),
        Case("@a.com/?foo=123 #123", .invalidHost),
        Case("@example.com/foobar #123", .invalidHost),
        Case("@example.com?x=1 #123", .invalidHost),
        Case("@[::1]:443 #123", .invalidHost),
        Case("@exa mple.com #123", .noCode),
        Case("@top.com #123 @evil.com:80", .invalidHost),
        Case("@top.com #123 %frame.com/path", .invalidHost),

        // Explanatory text, newlines, case.
        Case("hello world\n@example.com #123", .code(host: "example.com", code: "123")),
        Case("hello world\r\n@example.com #123", .code(host: "example.com", code: "123")),
        Case("hello world\r@example.com #123", .code(host: "example.com", code: "123")),
        Case(
            "747723 is your ExampleCo authentication code.\n\n@example.com #747723",
            .code(host: "example.com", code: "747723")),
        Case("@can-contain-CAPITAL.com #123", .code(host: "can-contain-capital.com", code: "123")),
        Case("@EXAMPLE.COM. #123", .code(host: "example.com", code: "123")),

        // Codes.
        Case("@example.com #1 can be short", .code(host: "example.com", code: "1")),
        Case("@example.com #otp\twith tab", .code(host: "example.com", code: "otp")),
        Case(
            "@example.com #can-contain-utf8-like-🤷",
            .code(host: "example.com", code: "can-contain-utf8-like-🤷")),
        Case("@example.com #007081", .code(host: "example.com", code: "007081")),
        Case("@example.com #123#456", .code(host: "example.com", code: "123#456")),

        // Embedded hosts.
        Case("@top.com #123 @embedded.com", .code(host: "top.com", code: "123", embedded: "embedded.com")),
        Case("@top.com #123  @embedded.com", .code(host: "top.com", code: "123")),
        Case("@top.com #123\t@embedded.com", .code(host: "top.com", code: "123")),
        Case("@top.com #123@embedded.com", .code(host: "top.com", code: "123@embedded.com")),
        Case("@top.com #123 @a.com @b.com", .code(host: "top.com", code: "123", embedded: "a.com")),
        Case(
            "@example.com #123456 %iframe.example.org",
            .code(host: "example.com", code: "123456", embedded: "iframe.example.org")),
        Case(
            "@example.com #747723 %ecommerce.example $future",
            .code(host: "example.com", code: "747723", embedded: "ecommerce.example")),
        Case("@top.com #123 foo", .code(host: "top.com", code: "123")),
        Case("@top.com #123 @", .code(host: "top.com", code: "123")),
        Case("@top.com #123 %", .code(host: "top.com", code: "123")),

        // Where the lenient reading differs.
        Case("@example.com #123\n", .noCode, lenient: .code(host: "example.com", code: "123")),
        Case("@example.com #123\r\n\r\n", .noCode, lenient: .code(host: "example.com", code: "123")),
        Case(
            "Your code is 123.\n@example.com #123\nDo not share it.", .noCode,
            lenient: .code(host: "example.com", code: "123")),
        Case("@a.com @b.com #1", .noCode, lenient: .code(host: "b.com", code: "1")),
        Case("Code: 1 @example.com #1", .noCode, lenient: .code(host: "example.com", code: "1")),
        Case("Follow @acme #giveaway", .noCode),
        // On the last line the draft's algorithm accepts any host the host parser accepts.
        Case("Follow us\n@acme #giveaway", .code(host: "acme", code: "giveaway")),
        Case("@acme #giveaway", .code(host: "acme", code: "giveaway")),
        Case("mail me at bob@example.com #1", .noCode),
        Case("@a.com:1 #2\n", .noCode, lenient: .invalidHost),
        Case("Ignore @a.com:1 #2 please", .noCode, lenient: .invalidHost),
        Case("@[2001:db8::1] #123", .code(host: "[2001:db8::1]", code: "123")),
        Case("@192.0.2.1 #123", .code(host: "192.0.2.1", code: "123")),
        Case("@Bücher.example #123", .code(host: "xn--bcher-kva.example", code: "123")),
        Case("@ｅｘａｍｐｌｅ.com #123", .code(host: "example.com", code: "123")),
        Case("@-bad-.example #123", .invalidHost),
        Case("@exa%20mple.com #123", .invalidHost),
        Case("@example.com #123 @", .code(host: "example.com", code: "123")),
    ]

    @Test(arguments: cases)
    func strictMode(_ testCase: Case) throws {
        #expect(outcome(testCase.message, mode: .strict) == testCase.strict)
    }

    @Test(arguments: cases)
    func lenientMode(_ testCase: Case) throws {
        #expect(outcome(testCase.message, mode: .lenient) == testCase.lenient)
        if case .code = testCase.lenient {
            let found = try #require(try DomainBoundCode.find(in: testCase.message, mode: .lenient))
            #expect(found.mode == testCase.lenientMode)
        }
    }

    func outcome(_ message: String, mode: DomainBoundCode.Mode) -> Expected {
        do {
            guard let found = try DomainBoundCode.find(in: message, mode: mode) else { return .noCode }
            return .code(host: found.topHost.ascii, code: found.code.unredacted, embedded: found.embeddedHost?.ascii)
        } catch {
            return error.code == .invalidHost ? .invalidHost : .noCode
        }
    }

    @Test func embeddedMarkerIsReported() throws {
        let at = try DomainBoundCode(parsing: "@top.com #1 @frame.com")
        let percent = try DomainBoundCode(parsing: "@top.com #1 %frame.com")
        #expect(at.embeddedMarker == .at)
        #expect(percent.embeddedMarker == .percent)
        #expect(try DomainBoundCode(parsing: "@top.com #1").embeddedMarker == nil)
    }

    @Test func originsAreHTTPS() throws {
        let code = try DomainBoundCode(parsing: "@Top.com #1 %Frame.com")
        #expect(code.topOrigin.description == "https://top.com")
        #expect(code.embeddedOrigin?.description == "https://frame.com")
    }

    @Test func tokenRangeCoversTheToken() throws {
        let message = "Your code is 123456.\n\n@example.com #123456 %shop.example"
        let code = try DomainBoundCode(parsing: message)
        let bytes = Array(message.utf8)[code.utf8Range]
        #expect(String(decoding: bytes, as: UTF8.self) == "@example.com #123456 %shop.example")
    }

    @Test func substringsParseLikeStrings() throws {
        let message = "prefix\n@example.com #4242 trailing"
        let substring = message.dropFirst(7)
        let code = try DomainBoundCode(parsing: substring)
        #expect(code.code.unredacted == "4242")
        #expect(code.utf8Range == 0..<18)
    }

    @Test func strictInitialiserSaysWhatIsMissing() {
        #expect(throws: MessageCodeError(.noDomainBoundCode, "")) {
            try DomainBoundCode(parsing: "no token here")
        }
    }

    @Test(arguments: [
        ("@//example.com #1", "starts with '//'"),
        ("@ftp://example.com #1", "scheme"),
        ("@a.com:8443 #1", "port"),
        ("@user@a.com #1", "userinfo"),
        ("@a.com/x #1", "path"),
        ("@a.com?x #1", "query"),
        ("@a..com #1", "empty label"),
        ("@top.com #1 @b.com:1", "embedded host"),
    ])
    func invalidHostsSayWhy(message: String, fragment: String) {
        do {
            _ = try DomainBoundCode(parsing: message)
            Issue.record("expected an error for \(message)")
        } catch {
            #expect(error.code == .invalidHost)
            #expect(error.description.contains(fragment), "\(error.description)")
        }
    }

    @Test func theCodeNeverPrints() throws {
        let secret = "918273645"
        let code = try DomainBoundCode(parsing: "Hi\n@example.com #\(secret) @frame.example")
        var dumped = ""
        dump(code, to: &dumped)
        for text in [code.description, code.debugDescription, "\(code)", String(reflecting: code), dumped] {
            #expect(!text.contains(secret), "\(text)")
        }
        #expect(code.description.contains("example.com"))
        do {
            _ = try DomainBoundCode(parsing: "@a.com:1 #\(secret)")
        } catch {
            #expect(!error.description.contains(secret))
            #expect(!error.debugDescription.contains(secret))
        }
    }
}

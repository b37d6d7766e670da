import Testing

@testable import Domains

@Suite struct OriginTests {
    @Test(arguments: [
        ("https://example.com", "https://example.com"),
        ("HTTPS://Example.COM:443/path?q=1#frag", "https://example.com"),
        ("https://example.com:8443/", "https://example.com:8443"),
        ("http://example.com:80", "http://example.com"),
        ("https://user:pass@example.com/", "https://example.com"),
        ("https://example.com@evil.com/", "https://evil.com"),
        ("https://a@b@evil.com/", "https://evil.com"),
        ("https://evil.com#@example.com", "https://evil.com"),
        ("https://evil.com?@example.com", "https://evil.com"),
        ("https://evil.com\\@example.com", "https://evil.com"),
        ("https://evil.com/@example.com", "https://evil.com"),
        ("https:\\\\example.com\\path", "https://example.com"),
        ("https:example.com", "https://example.com"),
        ("https:///example.com", "https://example.com"),
        ("  https://exa\tmple.com\n ", "https://example.com"),
        ("https://ex%61mple.com/", "https://example.com"),
        ("https://B%C3%BCcher.example/", "https://xn--bcher-kva.example"),
        ("https://bücher.example/", "https://xn--bcher-kva.example"),
        ("https://example.com.:443", "https://example.com"),
        ("https://[::1]:8443/", "https://[::1]:8443"),
        ("http://0x7f.1/", "http://127.0.0.1"),
        ("https://example.com:/", "https://example.com"),
        ("wss://chat.example.com", "wss://chat.example.com"),
        ("blob:https://example.com/uuid", "https://example.com"),
    ])
    func origins(url: String, expected: String) throws {
        #expect(try Origin(parsing: url).description == expected)
    }

    @Test(arguments: [
        ("example.com", DomainError.Code.malformedURL), ("://example.com", .malformedURL),
        ("1https://a.com", .malformedURL),
        ("https://", .malformedURL), ("https:///", .malformedURL), ("https://user@/", .malformedURL),
        ("https://:443", .malformedURL), ("mailto:a@example.com", .unsupportedScheme),
        ("file:///etc/passwd", .unsupportedScheme),
        ("data:text/html,hi", .unsupportedScheme), ("javascript:alert(1)", .unsupportedScheme),
        ("blob:null/uuid", .unsupportedScheme), ("https://example.com:99999", .invalidPort),
        ("https://example.com:8a", .invalidPort), ("https://example.com:-1", .invalidPort),
        ("https://exa mple.com", .forbiddenCharacter), ("https://example.com%40evil.com", .forbiddenCharacter),
        ("https://%FF.com", .malformedURL), ("https://[::1", .invalidIPAddress),
        ("https://1.2.3.999", .invalidIPAddress),
    ])
    func rejects(url: String, code: DomainError.Code) {
        do {
            let origin = try Origin(parsing: url)
            Issue.record("\(url) parsed as \(origin)")
        } catch {
            #expect(error.code == code, "\(url): \(error.description)")
        }
    }

    @Test func userInfoIsReportedButNeverKept() throws {
        let parsed = try Origin.parse("https://alice:hunter2-Secret@example.com/")
        #expect(parsed.hasUserInfo)
        #expect(!(try Origin.parse("https://example.com/a@b").hasUserInfo))
        var dumped = ""
        dump(parsed, to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(!"\(parsed.origin)".contains("hunter2"))
    }

    @Test func errorsNeverRepeatTheURL() {
        let secret = "hunter2-Secret"
        for url in [
            "https://alice:\(secret)@example.com:99999/", "https://alice:\(secret)@exa mple.com/",
            "https://alice:\(secret)@/", "nope:\(secret)", "\(secret)", "https://example.com:\(secret)/",
            "https://alice:\(secret)@[::1/",
        ] {
            do {
                _ = try Origin(parsing: url)
                Issue.record("\(url) parsed")
            } catch {
                #expect(!error.description.contains(secret), "\(error.description)")
                #expect(!error.debugDescription.contains(secret), "\(error.debugDescription)")
            }
        }
    }

    @Test func sameOriginNeedsSchemeHostAndPort() throws {
        #expect(try Origin(parsing: "https://example.com") == Origin(parsing: "https://EXAMPLE.com:443/x"))
        #expect(try Origin(parsing: "https://example.com") != Origin(parsing: "http://example.com"))
        #expect(try Origin(parsing: "https://example.com") != Origin(parsing: "https://example.com:8443"))
        #expect(try Origin(parsing: "https://example.com") != Origin(parsing: "https://www.example.com"))
        #expect(try Origin(https: HostName("example.com")) == Origin(parsing: "https://example.com/"))
        #expect(try Origin(parsing: "https://example.com:8443").effectivePort == 8443)
        #expect(try Origin(parsing: "https://example.com").effectivePort == 443)
        #expect(try Origin(parsing: "wss://example.com").isSecure)
        #expect(try !Origin(parsing: "http://example.com").isSecure)
    }

    @Test func makingOriginsFromParts() throws {
        let host = try HostName("example.com")
        #expect(try Origin(scheme: "HTTPS", host: host, port: 443).description == "https://example.com")
        #expect(throws: DomainError(.unsupportedScheme, "")) { try Origin(scheme: "gopher", host: host) }
        #expect(throws: DomainError(.invalidPort, "")) { try Origin(scheme: "https", host: host, port: 70000) }
    }

    @Test func codable() throws {
        let origin = try Origin(parsing: "https://Example.com:8443/path")
        #expect(try JSONCoding.encode([origin]) == #"["https://example.com:8443"]"#)
        #expect(try JSONCoding.decode([Origin].self, from: #"["https://example.com:8443"]"#) == [origin])
    }
}

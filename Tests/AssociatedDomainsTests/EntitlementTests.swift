import Domains
import Testing

@testable import AssociatedDomains

@Suite struct EntitlementTests {
    @Test(
        arguments: [
            ("webcredentials:example.com", "webcredentials", "example.com", false, nil, "webcredentials:example.com"),
            ("applinks:*.Example.COM", "applinks", "example.com", true, nil, "applinks:*.example.com"),
            (
                "webcredentials:example.com?mode=developer", "webcredentials", "example.com", false, nil,
                "webcredentials:example.com?mode=developer"
            ),
            (
                "appclips:example.com:8443?mode=developer+managed", "appclips", "example.com", false, 8443,
                "appclips:example.com:8443?mode=developer+managed"
            ),
            (
                "activitycontinuation:bücher.example?mode=managed", "activitycontinuation", "xn--bcher-kva.example",
                false,
                nil, "activitycontinuation:xn--bcher-kva.example?mode=managed"
            ),
            (
                "WEBCREDENTIALS:login.example.co.uk.", "webcredentials", "login.example.co.uk", false, nil,
                "webcredentials:login.example.co.uk"
            ),
        ] as [(String, String, String, Bool, Int?, String)])
    func parses(text: String, service: String, host: String, wildcard: Bool, port: Int?, normal: String) throws {
        let entry = try AssociatedDomainEntitlement(parsing: text, list: .snapshot)
        #expect(entry.service.name == service)
        #expect(entry.host.ascii == host)
        #expect(entry.includesSubdomains == wildcard)
        #expect(entry.port == port)
        #expect(entry.description == normal)
        #expect(try AssociatedDomainEntitlement(parsing: entry.description, list: .snapshot) == entry)
    }

    @Test(arguments: [
        "example.com", "webcreds:example.com", "webcredentials:", "webcredentials:exa mple.com",
        "webcredentials:example.com?mode=debug", "webcredentials:example.com?foo=bar", "webcredentials:example.com:0",
        "webcredentials:example.com:99999", "webcredentials:example.com:http", "webcredentials:127.0.0.1",
        "webcredentials:co.uk", "webcredentials:*.github.io", "webcredentials:https://example.com",
        "webcredentials:localhost", "webcredentials:localhost?mode=managed",
        "webcredentials:*.*.example.com",
    ])
    func rejects(text: String) {
        #expect(throws: AssociatedDomainsError(.invalidEntitlement, "")) {
            try AssociatedDomainEntitlement(parsing: text, list: .snapshot)
        }
    }

    @Test func wildcardsCoverTheHostAndBelow() throws {
        let wildcard = try AssociatedDomainEntitlement(parsing: "webcredentials:*.example.com", list: .snapshot)
        let exact = try AssociatedDomainEntitlement(parsing: "webcredentials:example.com", list: .snapshot)
        for (host, byWildcard, byExact) in [
            ("example.com", true, true), ("www.example.com", true, false), ("a.b.example.com", true, false),
            ("notexample.com", false, false), ("example.com.evil.com", false, false),
        ] {
            #expect(wildcard.covers(try HostName(host)) == byWildcard, "\(host)")
            #expect(exact.covers(try HostName(host)) == byExact, "\(host)")
        }
        #expect(wildcard.associationFileURL == "https://example.com/.well-known/apple-app-site-association")
        let withPort = try AssociatedDomainEntitlement(parsing: "applinks:example.com:8443", list: .snapshot)
        #expect(withPort.associationFileURL == "https://example.com:8443/.well-known/apple-app-site-association")
    }

    @Test(arguments: [
        ("ABCDE12345.com.example.app", "ABCDE12345", "com.example.app"),
        ("9JA89QQLNQ.com.apple.wwdc", "9JA89QQLNQ", "com.apple.wwdc"),
        ("ABCDE12345.com.example.App-Clip", "ABCDE12345", "com.example.App-Clip"),
    ])
    func appIdentifiers(text: String, team: String, bundle: String) throws {
        let app = try AppIdentifier(parsing: text)
        #expect(app.teamID == team)
        #expect(app.bundleID == bundle)
        #expect(app.description == text)
    }

    @Test(arguments: [
        "", "ABCDE12345", "abcde12345.com.example", "ABCDE1234.com.example", "ABCDE123456.com.example",
        "ABCDE12345.", "ABCDE12345..com", "ABCDE12345.com..example", "ABCDE12345.com/example", "ABCDE12345.com.exämple",
    ])
    func rejectsAppIdentifiers(text: String) {
        #expect(throws: AssociatedDomainsError(.invalidAppIdentifier, "")) { try AppIdentifier(parsing: text) }
    }
}

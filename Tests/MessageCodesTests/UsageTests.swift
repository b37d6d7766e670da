import Domains
import Testing

@testable import MessageCodes

/// Where a domain-bound code may be used: REFERENCE §3 and the WICG usage algorithm.
@Suite struct UsageTests {
    static func origin(_ text: String) -> Origin { try! Origin(parsing: text) }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let message: String
        let requester: DomainBoundCode.Requester
        let expected: MatchKind?
        var testDescription: String { name }
    }

    static let topLevel: [Case] = [
        Case(
            name: "the bound origin", message: "@example.com #1", requester: .page(origin("https://example.com/login")),
            expected: .sameOrigin),
        Case(
            name: "the bound origin, upper case and default port", message: "@example.com #1",
            requester: .page(origin("https://EXAMPLE.com:443/")), expected: .sameOrigin),
        Case(
            name: "a subdomain", message: "@example.com #1", requester: .page(origin("https://login.example.com")),
            expected: .sameSite),
        Case(
            name: "a deeper subdomain", message: "@example.com #1",
            requester: .page(origin("https://a.b.example.com")), expected: .sameSite),
        Case(
            name: "a parent domain", message: "@login.example.com #1", requester: .page(origin("https://example.com")),
            expected: nil),
        Case(
            name: "a sibling", message: "@login.example.com #1", requester: .page(origin("https://www.example.com")),
            expected: nil),
        Case(
            name: "not a subdomain", message: "@example.com #1", requester: .page(origin("https://notexample.com")),
            expected: nil),
        Case(
            name: "another site", message: "@example.com #1", requester: .page(origin("https://evil.com")),
            expected: nil),
        Case(
            name: "suffix trick", message: "@example.com #1", requester: .page(origin("https://example.com.evil.com")),
            expected: nil),
        Case(
            name: "http", message: "@example.com #1", requester: .page(origin("http://example.com")), expected: nil),
        Case(
            name: "another port", message: "@example.com #1", requester: .page(origin("https://example.com:8443")),
            expected: .sameSite),
        Case(
            name: "private suffix: another user's site", message: "@alice.github.io #1",
            requester: .page(origin("https://bob.github.io")), expected: nil),
        Case(
            name: "private suffix: below the user's site", message: "@alice.github.io #1",
            requester: .page(origin("https://docs.alice.github.io")), expected: .sameSite),
        Case(
            name: "bound to a public suffix", message: "@github.io #1",
            requester: .page(origin("https://alice.github.io")), expected: nil),
        Case(
            name: "bound to an ICANN suffix", message: "@co.uk #1", requester: .page(origin("https://bbc.co.uk")),
            expected: nil),
        Case(
            name: "IDN page and punycode binding", message: "@xn--bcher-kva.example #1",
            requester: .page(origin("https://bücher.example")), expected: .sameOrigin),
        Case(
            name: "a look-alike", message: "@example.com #1", requester: .page(origin("https://exаmple.com")),
            expected: nil),
        Case(
            name: "userinfo trick", message: "@example.com #1",
            requester: .page(origin("https://example.com@evil.com/")), expected: nil),
        Case(
            name: "an IP address", message: "@192.0.2.1 #1", requester: .page(origin("https://192.0.2.1")),
            expected: .sameOrigin),
        Case(
            name: "a code for a frame, at top level", message: "@example.com #1 @pay.example",
            requester: .page(origin("https://example.com")), expected: nil),
    ]

    static let frames: [Case] = [
        Case(
            name: "the frame and the top are the bound origins", message: "@shop.example #1 @pay.example",
            requester: .frame(origin("https://pay.example"), ancestors: [origin("https://shop.example")]),
            expected: .sameOrigin),
        Case(
            name: "subdomains of both", message: "@shop.example #1 @pay.example",
            requester: .frame(origin("https://checkout.pay.example"), ancestors: [origin("https://www.shop.example")]),
            expected: .sameSite),
        Case(
            name: "no embedded host", message: "@shop.example #1",
            requester: .frame(origin("https://shop.example"), ancestors: [origin("https://shop.example")]),
            expected: nil),
        Case(
            name: "the frame is another site", message: "@shop.example #1 @pay.example",
            requester: .frame(origin("https://evil.example"), ancestors: [origin("https://shop.example")]),
            expected: nil),
        Case(
            name: "the top is another site", message: "@shop.example #1 @pay.example",
            requester: .frame(origin("https://pay.example"), ancestors: [origin("https://evil.example")]),
            expected: nil),
        Case(
            name: "an intermediate frame same-site with the embedded host", message: "@shop.example #1 @pay.example",
            requester: .frame(
                origin("https://pay.example"),
                ancestors: [origin("https://widgets.pay.example"), origin("https://shop.example")]),
            expected: .sameOrigin),
        Case(
            name: "an intermediate frame same-site with the top host", message: "@shop.example #1 %pay.example",
            requester: .frame(
                origin("https://pay.example"),
                ancestors: [origin("https://cdn.shop.example"), origin("https://shop.example")]),
            expected: .sameOrigin),
        Case(
            name: "an intermediate frame from another site", message: "@shop.example #1 @pay.example",
            requester: .frame(
                origin("https://pay.example"),
                ancestors: [origin("https://ads.example"), origin("https://shop.example")]),
            expected: nil),
        Case(
            name: "no ancestors", message: "@shop.example #1 @pay.example",
            requester: .frame(origin("https://pay.example"), ancestors: []), expected: nil),
        Case(
            name: "an http frame", message: "@shop.example #1 @pay.example",
            requester: .frame(origin("http://pay.example"), ancestors: [origin("https://shop.example")]),
            expected: nil),
    ]

    static let apps: [Case] = [
        Case(
            name: "an associated domain", message: "@example.com #1",
            requester: .app(associatedDomains: [try! AppDomain("example.com")]), expected: .sameOrigin),
        Case(
            name: "one of several", message: "@login.example.com #1",
            requester: .app(associatedDomains: [try! AppDomain("other.org"), try! AppDomain("login.example.com")]),
            expected: .sameOrigin),
        Case(
            name: "below a wildcard", message: "@login.example.com #1",
            requester: .app(associatedDomains: [try! AppDomain("*.example.com")]), expected: .sameSite),
        Case(
            name: "not associated", message: "@example.com #1",
            requester: .app(associatedDomains: [try! AppDomain("example.org")]), expected: nil),
        Case(
            name: "a subdomain is not its parent", message: "@login.example.com #1",
            requester: .app(associatedDomains: [try! AppDomain("example.com")]), expected: nil),
        Case(
            name: "a wildcard over a public suffix", message: "@alice.github.io #1",
            requester: .app(associatedDomains: [try! AppDomain("*.github.io")]), expected: nil),
        Case(
            name: "a code for a frame", message: "@example.com #1 @pay.example",
            requester: .app(associatedDomains: [try! AppDomain("example.com")]), expected: nil),
        Case(
            name: "no associated domains", message: "@example.com #1", requester: .app(associatedDomains: []),
            expected: nil),
    ]

    @Test(arguments: topLevel + frames + apps)
    func match(_ testCase: Case) throws {
        let code = try DomainBoundCode(parsing: testCase.message)
        #expect(code.match(for: testCase.requester) == testCase.expected)
        #expect(MessageCode.domainBound(code).match(for: testCase.requester) == testCase.expected)
    }

    @Test func theDraftsSameSiteRuleReachesSiblings() throws {
        let code = try DomainBoundCode(parsing: "@login.example.com #1")
        let sameSite = SiteMatcher(mode: .registrableDomain)
        #expect(code.match(for: .page(Self.origin("https://www.example.com")), using: sameSite) == .sameSite)
        #expect(code.match(for: .page(Self.origin("https://example.com")), using: sameSite) == .sameSite)
        #expect(code.match(for: .page(Self.origin("https://example.org")), using: sameSite) == nil)
    }

    @Test func freeFormCodesAreUnbound() throws {
        let found = try #require(FreeFormDetector().code(in: "Your verification code is 482913"))
        let code = MessageCode.freeForm(found)
        #expect(code.match(for: .page(Self.origin("https://anything.example"))) == .unbound)
        #expect(code.match(for: .app(associatedDomains: [])) == .unbound)
    }

    @Test func codesAreOfferedForThreeMinutes() {
        #expect(MessageCode.offerDuration == .seconds(180))
    }

    @Test(arguments: ["", "*.", "exa mple.com", "https://example.com"])
    func refusesBadAppDomains(_ pattern: String) {
        #expect(throws: MessageCodeError(.invalidHost, "")) { try AppDomain(pattern) }
    }
}

import Testing

@testable import Domains

@Suite struct SiteMatcherTests {
    let matcher = SiteMatcher(list: .snapshot)

    @Test(arguments: [
        ("example.com", "example.com", SiteRelation.sameHost),
        ("www.example.com", "example.com", .subdomain),
        ("example.com", "www.example.com", .parentDomain),
        ("a.example.com", "b.example.com", .sameSite),
        ("notexample.com", "example.com", .crossSite),
        ("alice.github.io", "github.io", .crossSite),
        ("github.io", "github.io", .sameHost),
        ("alice.github.io", "bob.github.io", .crossSite),
        ("127.0.0.1", "0x7f.1", .sameHost),
        ("127.0.0.1", "127.0.0.2", .crossSite),
        ("a.example", "b.example", .crossSite),  // unlisted TLD: each name under it is a site
        ("a.b.example", "c.b.example", .sameSite),
    ])
    func relations(candidate: String, bound: String, relation: SiteRelation) throws {
        #expect(matcher.relation(of: try HostName(candidate), to: try HostName(bound)) == relation)
    }

    @Test func modeDecidesHowFarAMatchReaches() throws {
        let site = SiteMatcher(mode: .registrableDomain, list: .snapshot)
        let subdomains = SiteMatcher(mode: .hostAndSubdomains, list: .snapshot)
        let exact = SiteMatcher(mode: .exactHost, list: .snapshot)
        let cases: [(String, String, Bool, Bool, Bool)] = [
            ("example.com", "example.com", true, true, true),
            ("login.example.com", "example.com", true, true, false),
            ("example.com", "login.example.com", true, false, false),
            ("a.example.com", "b.example.com", true, false, false),
            ("evil.com", "example.com", false, false, false),
        ]
        for (candidate, bound, expectSite, expectSubdomains, expectExact) in cases {
            let candidate = try HostName(candidate)
            let bound = try HostName(bound)
            #expect(site.matches(candidate, boundTo: bound) == expectSite)
            #expect(subdomains.matches(candidate, boundTo: bound) == expectSubdomains)
            #expect(exact.matches(candidate, boundTo: bound) == expectExact)
        }
    }

    @Test func originsMustShareTheScheme() throws {
        let site = SiteMatcher(list: .snapshot)
        #expect(
            site.matches(
                try Origin(parsing: "https://www.example.com"), boundTo: try Origin(parsing: "https://example.com")))
        #expect(
            !site.matches(
                try Origin(parsing: "http://example.com"), boundTo: try Origin(parsing: "https://example.com")))
        let exact = SiteMatcher(mode: .exactHost, list: .snapshot)
        #expect(
            !exact.matches(
                try Origin(parsing: "https://example.com:8443"), boundTo: try Origin(parsing: "https://example.com")))
        #expect(
            exact.matches(
                try Origin(parsing: "https://example.com:443"), boundTo: try Origin(parsing: "https://example.com")))
    }

    @Test func modesHaveNames() {
        for mode in SiteMatcher.Mode.allModes {
            #expect(SiteMatcher.Mode(name: mode.description) == mode)
        }
        #expect(SiteMatcher.Mode(name: "site") == .registrableDomain)
        #expect(SiteMatcher.Mode(name: "subdomains") == .hostAndSubdomains)
        #expect(SiteMatcher.Mode(name: "exact") == .exactHost)
        #expect(SiteMatcher.Mode(name: "fuzzy") == nil)
    }

    @Test func theDefaultListIsReadWhenTheMatcherIsMade() throws {
        let custom = try PublicSuffixList(parsing: "example\n")
        PublicSuffixList.default = custom
        defer { PublicSuffixList.resetDefault() }
        let matcher = SiteMatcher()
        PublicSuffixList.resetDefault()
        #expect(matcher.list.ruleCount == 1)
    }
}

import Testing

@testable import Domains

@Suite struct PublicSuffixListTests {
    static let small = """
        // VERSION: 2099-01-01_00-00-00_UTC
        // COMMIT: abc123
        // ===BEGIN ICANN DOMAINS===
        com
        uk
        co.uk
        *.ck
        !www.ck
        jp
        kawasaki.jp
        *.kawasaki.jp
        !city.kawasaki.jp
        公司.cn
        cn
        // ===END ICANN DOMAINS===
        // ===BEGIN PRIVATE DOMAINS===
        github.io
        *.compute.amazonaws.com
        s3.amazonaws.com   some trailing words
        // ===END PRIVATE DOMAINS===
        """

    func host(_ text: String) throws -> HostName { try HostName(text) }

    @Test func parsesSectionsAndMetadata() throws {
        let list = try PublicSuffixList(parsing: Self.small)
        #expect(list.version == "2099-01-01_00-00-00_UTC")
        #expect(list.commit == "abc123")
        #expect(list.ruleCount == 14)
        #expect(list.privateRuleCount == 3)
        #expect(list.diagnostics.isEmpty)
    }

    @Test(
        arguments: [
            // host, public suffix, registrable domain, section, rule
            ("com", "com", nil, "ICANN", "com"),
            ("example.com", "com", "example.com", "ICANN", "com"),
            ("a.b.example.com", "com", "example.com", "ICANN", "com"),
            ("example.co.uk", "co.uk", "example.co.uk", "ICANN", "co.uk"),
            ("co.uk", "co.uk", nil, "ICANN", "co.uk"),
            ("ck", "ck", nil, "ICANN", "ck"),  // implied by *.ck
            ("test.ck", "test.ck", nil, "ICANN", "*.ck"),
            ("b.test.ck", "test.ck", "b.test.ck", "ICANN", "*.ck"),
            ("www.ck", "ck", "www.ck", "ICANN", "!www.ck"),
            ("a.www.ck", "ck", "www.ck", "ICANN", "!www.ck"),
            ("x.kawasaki.jp", "x.kawasaki.jp", nil, "ICANN", "*.kawasaki.jp"),
            ("a.x.kawasaki.jp", "x.kawasaki.jp", "a.x.kawasaki.jp", "ICANN", "*.kawasaki.jp"),
            ("city.kawasaki.jp", "kawasaki.jp", "city.kawasaki.jp", "ICANN", "!city.kawasaki.jp"),
            ("www.city.kawasaki.jp", "kawasaki.jp", "city.kawasaki.jp", "ICANN", "!city.kawasaki.jp"),
            ("食狮.公司.cn", "xn--55qx5d.cn", "xn--85x722f.xn--55qx5d.cn", "ICANN", "xn--55qx5d.cn"),
            ("github.io", "github.io", nil, "PRIVATE", "github.io"),
            ("alice.github.io", "github.io", "alice.github.io", "PRIVATE", "github.io"),
            ("x.alice.github.io", "github.io", "alice.github.io", "PRIVATE", "github.io"),
            (
                "a.b.compute.amazonaws.com", "b.compute.amazonaws.com", "a.b.compute.amazonaws.com", "PRIVATE",
                "*.compute.amazonaws.com"
            ),
            ("bucket.s3.amazonaws.com", "s3.amazonaws.com", "bucket.s3.amazonaws.com", "PRIVATE", "s3.amazonaws.com"),
            // A wildcard implies its parent.
            ("compute.amazonaws.com", "compute.amazonaws.com", nil, "PRIVATE", "compute.amazonaws.com"),
            ("kawasaki.jp", "kawasaki.jp", nil, "ICANN", "kawasaki.jp"),
            // Intermediate names that are not rules fall back to the implicit `*`.
            ("amazonaws.com", "com", "amazonaws.com", "ICANN", "com"),
            ("example", "example", nil, nil, "*"),
            ("a.example", "example", "a.example", nil, "*"),
        ] as [(String, String, String?, String?, String)])
    func lookups(input: String, suffix: String, registrable: String?, section: String?, rule: String) throws {
        let list = try PublicSuffixList(parsing: Self.small)
        let host = try host(input)
        let match = list.match(host)
        #expect(match.publicSuffix == (try self.host(suffix)))
        #expect(match.registrableDomain == (try registrable.map(self.host)))
        #expect(match.section?.description == section)
        #expect(match.rule == rule)
        #expect(list.publicSuffix(of: host) == match.publicSuffix)
        #expect(list.registrableDomain(of: host) == match.registrableDomain)
        #expect(list.isPublicSuffix(host) == (registrable == nil))
        #expect(match.isPublicSuffix == (registrable == nil))
    }

    @Test func icannOnlyIgnoresPrivateRules() throws {
        let list = try PublicSuffixList(parsing: Self.small)
        #expect(list.registrableDomain(of: try host("x.alice.github.io"), rules: .icannOnly) == (try host("github.io")))
        #expect(list.publicSuffix(of: try host("a.b.compute.amazonaws.com"), rules: .icannOnly) == (try host("com")))
        #expect(list.match(try host("a.b.compute.amazonaws.com"), rules: .icannOnly).section == .icann)
        #expect(list.match(try host("a.b.compute.amazonaws.com")).section == .private)
        #expect(!list.isPublicSuffix(try host("github.io"), rules: .icannOnly))
    }

    @Test func ipAddressesHaveNoSuffix() throws {
        let list = PublicSuffixList.snapshot
        for text in ["127.0.0.1", "[::1]", "10.0.0.1"] {
            let host = try host(text)
            #expect(list.publicSuffix(of: host) == nil)
            #expect(list.registrableDomain(of: host) == nil)
            #expect(!list.isPublicSuffix(host))
            #expect(list.match(host).rule == nil)
        }
    }

    @Test func sameSite() throws {
        let list = PublicSuffixList.snapshot
        #expect(list.isSameSite(try host("www.example.com"), try host("login.example.com")))
        #expect(list.isSameSite(try host("example.com"), try host("a.b.example.com")))
        #expect(!list.isSameSite(try host("alice.github.io"), try host("bob.github.io")))
        #expect(!list.isSameSite(try host("example.com"), try host("notexample.com")))
        #expect(list.isSameSite(try host("github.io"), try host("github.io")))
        #expect(!list.isSameSite(try host("github.io"), try host("alice.github.io")))
        #expect(list.isSameSite(try host("127.0.0.1"), try host("0x7f.0.0.1")))
        #expect(!list.isSameSite(try host("127.0.0.1"), try host("127.0.0.2")))
        #expect(
            list.isSameSite(
                try Origin(parsing: "https://a.example.com"), try Origin(parsing: "https://b.example.com:8443")))
        #expect(
            !list.isSameSite(try Origin(parsing: "http://a.example.com"), try Origin(parsing: "https://a.example.com")))
    }

    @Test func skippedLinesAreReported() throws {
        let list = try PublicSuffixList(
            parsing: """
                com
                a.*.com
                exa mple
                !single
                bad!.com
                ex_ample.com
                -bad.com
                """)
        // A rule is the first word of its line: `exa mple` is the rule `exa`.
        #expect(list.ruleCount == 3)
        #expect(list.diagnostics.map(\.line) == [2, 4, 5, 7])
        #expect(list.diagnostics.allSatisfy { !$0.reason.isEmpty })
    }

    @Test func crlfLineEndingsWork() throws {
        let list = try PublicSuffixList(
            parsing: "// ===BEGIN ICANN DOMAINS===\r\nco.uk\r\nuk\r\n// ===END ICANN DOMAINS===\r\n")
        #expect(list.ruleCount == 2)
        #expect(list.registrableDomain(of: try host("a.b.co.uk")) == (try host("b.co.uk")))
    }

    @Test(arguments: ["", "// only a comment\n", "// ===BEGIN ICANN DOMAINS===\ncom\n", "\u{FFFE}"])
    func rejectsWhatIsNotAList(text: String) {
        #expect(throws: DomainError(.invalidList, "")) { try PublicSuffixList(parsing: text) }
    }

    @Test func rejectsBytesThatAreNotUTF8() {
        #expect(throws: DomainError(.invalidList, "")) { try PublicSuffixList(utf8: [0x63, 0x6F, 0x6D, 0xFF]) }
        #expect(throws: Never.self) { try PublicSuffixList(utf8: Array("com\n".utf8)) }
    }

    @Test func theSnapshotIsCompleteAndClean() throws {
        let list = PublicSuffixList.snapshot
        #expect(list.diagnostics.isEmpty, "\(list.diagnostics.prefix(5))")
        #expect(list.ruleCount > 6_000)
        #expect(list.privateRuleCount > 1_000)
        #expect(PublicSuffixSnapshot.text.contains("// ===BEGIN ICANN DOMAINS==="))
        #expect(PublicSuffixSnapshot.text.hasSuffix("// ===END PRIVATE DOMAINS==="))
        #expect(PublicSuffixList.snapshotVersion.contains("sha256"))
        for suffix in ["github.io", "blogspot.com", "pages.dev", "vercel.app", "herokuapp.com", "web.app", "co.uk"] {
            #expect(list.isPublicSuffix(try host(suffix)), "\(suffix)")
        }
    }

    @Test func theDefaultCanBeReplacedAndReset() throws {
        let custom = try PublicSuffixList(parsing: "example\n")
        let probe = try host("a.b.example")
        #expect(PublicSuffixList.default.registrableDomain(of: probe) == (try host("b.example")))
        PublicSuffixList.default = custom
        defer { PublicSuffixList.resetDefault() }
        #expect(PublicSuffixList.default.ruleCount == 1)
        PublicSuffixList.resetDefault()
        #expect(PublicSuffixList.default.ruleCount == PublicSuffixList.snapshot.ruleCount)
    }
}

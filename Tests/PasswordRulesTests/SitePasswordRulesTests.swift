import Domains
import Foundation
import Secrets
import TestSupport
import Testing

@testable import PasswordRules

@Suite struct SitePasswordRulesTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return Array(try Data(contentsOf: url))
    }

    static let sites: SitePasswordRules = {
        do { return try SitePasswordRules(json: fixture("site-rules.json")) } catch { fatalError("\(error)") }
    }()

    func rules(on host: String) throws -> String? {
        try Self.sites.rules(for: HostName(host))?.canonicalForm
    }

    @Test(arguments: [
        ("example.com", "required: digit; allowed: digit; minlength: 10" as String?),
        ("EXAMPLE.com.", "required: digit; allowed: digit; minlength: 10"),
        ("www.example.com", "required: digit; allowed: digit; minlength: 10"),
        ("deep.www.example.com", "required: digit; allowed: digit; minlength: 10"),
        // The most specific entry wins, for its subdomains too, but not for siblings.
        ("a.example.com", "allowed: ascii-printable; maxlength: 12"),
        ("x.a.example.com", "allowed: ascii-printable; maxlength: 12"),
        ("b.example.com", "required: digit; allowed: digit; minlength: 10"),
        // Exact-only entries: the host itself, and below it the next entry up.
        ("exact.example.com", "allowed: ascii-printable; maxlength: 8"),
        ("sub.exact.example.com", "required: digit; allowed: digit; minlength: 10"),
        ("only.example.org", "allowed: ascii-printable; minlength: 30"),
        ("www.only.example.org", nil),
        ("example.org", nil),
        // Label-aligned and never across a public suffix.
        ("notexample.com", nil),
        ("example.com.evil.net", nil),
        ("github.io", "allowed: ascii-printable; minlength: 40"),
        ("alice.github.io", nil),
        // Internationalised keys and hosts are compared in their normalised form.
        ("bücher.example", "allowed: lower"),
        ("xn--bcher-kva.example", "allowed: lower"),
        ("shop.BÜCHER.example", "allowed: lower"),
        ("bucher.example", nil),
        ("127.0.0.1", nil),
    ])
    func looksHostsUp(host: String, expected: String?) throws {
        #expect(try rules(on: host) == expected)
    }

    @Test func badEntriesAreSkippedWithAReason() {
        let skipped = Dictionary(uniqueKeysWithValues: Self.sites.skipped.map { ($0.key, $0.reason) })
        #expect(Set(skipped.keys) == ["bad host!", "no-rules.example", "wrong-type.example", "wrong-flag.example"])
        #expect(skipped["wrong-flag.example"]?.contains("true or false") == true)
        #expect(skipped["bad host!"]?.contains("not a valid host") == true)
        #expect(Self.sites.entries.count == 7)
    }

    @Test func rulesAreReadAsApplesParserReadsThem() throws {
        let entry = try #require(Self.sites.entry(for: HostName("dropped.example")))
        #expect(entry.rules.canonicalForm == "required: upper; allowed: upper")
        #expect(entry.diagnostics.map(\.dropped) == [.rule])
        #expect(entry.text == "required: upper; minlength: 8 ;")
    }

    @Test(arguments: ["", "[]", "{\"a.com\": \"minlength: 8\"}", "{\"a.com\": {\"password-rules\": \"x\"}", "not json"])
    func malformedFilesAreAClearError(json: String) {
        #expect(throws: PasswordRulesError(.invalidSiteRules, "")) { try SitePasswordRules(json: Array(json.utf8)) }
    }

    @Test func entriesCanBeBuiltInCode() throws {
        let sites = SitePasswordRules(entries: [
            .init(domain: try HostName("shop.example"), text: "maxlength: 12"),
            .init(domain: try HostName("shop.example"), text: "maxlength: 14"),
        ])
        #expect(sites.entries.count == 1)
        #expect(try sites.rules(for: HostName("www.shop.example"))?.maxLength == 14)
    }

    // MARK: Apple's list

    @Test func everyEntryOfApplesListParsesAndGenerates() throws {
        let sites = try SitePasswordRules(json: Self.fixture("apple-password-rules.json"))
        #expect(sites.entries.count == 250)
        #expect(sites.skipped.isEmpty)
        var random = SeededGenerator(seed: 0xA99_1E)
        var formats: [String: Int] = [:]
        var strictErrors = 0
        for entry in sites.entries {
            #expect(sites.entry(for: entry.domain) == entry)
            if !PasswordRules.parse(entry.text).errors.isEmpty { strictErrors += 1 }
            let generator = try PasswordGenerator(rules: entry.rules)
            formats[generator.format.description, default: 0] += 1
            // Only PIN-like rules (a few digits) leave less than 25 bits.
            #expect(generator.entropy > 25 || (entry.rules.maxLength ?? .max) <= 6, "\(entry.domain): \(generator)")
            for _ in 0..<20 {
                let password = generator.generate(using: &random)
                #expect(entry.rules.isSatisfied(by: password), "\(entry.domain)")
            }
        }
        // The list has a few entries Apple's parser reads differently from what they say.
        #expect(strictErrors > 0 && strictErrors < 20, "\(strictErrors)")
        #expect(
            formats["typeable", default: 0] > 50 && formats["classic", default: 0] > 10
                && formats["random", default: 0] > 50, "\(formats)")
    }

    @Test(arguments: [
        // Non-ASCII characters in a custom class are dropped.
        (
            "dkb.de",
            "required: upper, lower; required: digit; allowed: upper, lower, digit, [-!#$%&()+,./:=?]; minlength: 8; maxlength: 38"
        ),
        // A required class may be written in two rules.
        (
            "benjerry.com",
            "required: upper; required: upper; required: digit; required: digit; required: special; required: special; allowed: ascii-printable"
        ),
        ("vivo.com.br", "allowed: digit; max-consecutive: 3; maxlength: 6"),
        (
            "verizonwireless.com",
            "required: upper, lower; required: digit; allowed: unicode; minlength: 8; maxlength: 20"
        ),
        // Repeated characters in a class, and a `]]` at its end.
        (
            "ebrap.org",
            "required: lower; required: lower; required: upper; required: upper; required: digit; required: digit; "
                + "required: [-!\"#$%&'()*+,./:;=?@[^_`{|}~]]; required: [-!\"#$%&'()*+,./:;=?@[^_`{|}~]]; "
                + "allowed: upper, lower, digit, [-!\"#$%&'()*+,./:;=?@[^_`{|}~]]; minlength: 15"
        ),
    ])
    func applesListReadsAsSafariReadsIt(domain: String, canonical: String) throws {
        let sites = try SitePasswordRules(json: Self.fixture("apple-password-rules.json"))
        #expect(try sites.rules(for: HostName(domain))?.canonicalForm == canonical)
    }
}

import Testing

@testable import Domains

/// Pairs of (where the user is, what the item is bound to) written for this project: look-alike
/// and homograph hosts, tenants of private suffixes, userinfo and URL tricks, ports, trailing
/// dots, case, `notexample.com`, IP literals. Every pair states the answer; the suite fails on a
/// single false match (and on a single missed legitimate match, so it cannot pass by refusing
/// everything).
@Suite struct PhishingMatrixTests {
    enum Expect: Sendable {
        /// Must match.
        case match
        /// Must not match.
        case reject
        /// The candidate must not even parse.
        case invalid
    }

    struct Pair: Sendable, CustomTestStringConvertible {
        let candidate: String
        let bound: String
        let expect: Expect
        let mode: SiteMatcher.Mode
        var testDescription: String { "\(candidate) for \(bound) [\(mode)]" }
    }

    static func pair(
        _ candidate: String, _ bound: String, _ expect: Expect, _ mode: SiteMatcher.Mode = .registrableDomain
    ) -> Pair {
        Pair(candidate: candidate, bound: bound, expect: expect, mode: mode)
    }

    /// Written one by one.
    static let handWritten: [Pair] = [
        // notexample.com and friends: suffix tricks.
        pair("notexample.com", "example.com", .reject),
        pair("myexample.com", "example.com", .reject),
        pair("example.com.evil.com", "example.com", .reject),
        pair("example.com-evil.com", "example.com", .reject),
        pair("example-com.evil.com", "example.com", .reject),
        pair("examplecom.evil.com", "example.com", .reject),
        pair("www.example.com.evil.com", "example.com", .reject),
        pair("evil.com", "example.com", .reject),
        pair("example.co", "example.com", .reject),
        pair("example.com.co", "example.com", .reject),
        pair("example.comm", "example.com", .reject),
        pair("example.cm", "example.com", .reject),
        pair("example.om", "example.com", .reject),
        pair("example.net", "example.com", .reject),
        pair("wwwexample.com", "example.com", .reject),
        pair("www-example.com", "example.com", .reject),
        pair("exampl.com", "example.com", .reject),
        pair("examp1e.com", "example.com", .reject),
        pair("exarnple.com", "example.com", .reject),
        pair("example.corn", "example.com", .reject),
        pair("rnicrosoft.com", "microsoft.com", .reject),
        pair("paypa1.com", "paypal.com", .reject),
        pair("PAYPAI.com", "paypal.com", .reject),
        pair("paypal.com.secure-login.net", "paypal.com", .reject),
        pair("secure-paypal.com", "paypal.com", .reject),
        pair("paypal-com.net", "paypal.com", .reject),
        pair("apple.com.cn", "apple.com", .reject),
        pair("appleid.apple.com.phish.io", "apple.com", .reject),
        pair("com", "example.com", .reject),
        pair("co.uk", "example.co.uk", .reject),
        pair("example.uk", "example.co.uk", .reject),
        pair("example.co.uk.evil.com", "example.co.uk", .reject),
        // Same site, legitimately.
        pair("example.com", "example.com", .match),
        pair("www.example.com", "example.com", .match),
        pair("login.example.com", "example.com", .match),
        pair("a.b.c.example.com", "example.com", .match),
        pair("example.com", "login.example.com", .match),
        pair("accounts.example.com", "login.example.com", .match),
        pair("www.example.co.uk", "example.co.uk", .match),
        pair("shop.example.co.uk", "login.example.co.uk", .match),
        // Case, trailing dots, full-width and other spellings of the same host.
        pair("EXAMPLE.COM", "example.com", .match),
        pair("Login.Example.Com", "example.com", .match),
        pair("example.com.", "example.com", .match),
        pair("example.com", "EXAMPLE.COM.", .match),
        pair("https://EXAMPLE.com./login", "example.com", .match),
        pair("example.com。", "example.com", .match),
        pair("ｅｘａｍｐｌｅ．ｃｏｍ", "example.com", .match),
        pair("ⓔⓧⓐⓜⓟⓛⓔ.com", "example.com", .match),
        pair("exam\u{00AD}ple.com", "example.com", .match),
        pair("EXAMPLE.COM.EVIL.COM", "example.com", .reject),
        pair("example.com..", "example.com", .invalid),
        pair(".example.com", "example.com", .invalid),
        pair("example..com", "example.com", .invalid),
        // Homographs: another script's letters are another host.
        pair("ехаmple.com", "example.com", .reject),  // Cyrillic е, х, а
        pair("exаmple.com", "example.com", .reject),  // Cyrillic а
        pair("еxample.com", "example.com", .reject),  // Cyrillic е
        pair("examplе.com", "example.com", .reject),  // Cyrillic е at the end
        pair("аpple.com", "apple.com", .reject),  // Cyrillic а
        pair("xn--pple-43d.com", "apple.com", .reject),
        pair("https://xn--pple-43d.com/", "apple.com", .reject),
        pair("gοοgle.com", "google.com", .reject),  // Greek ο
        pair("gооgle.com", "google.com", .reject),  // Cyrillic о
        pair("micrоsoft.com", "microsoft.com", .reject),  // Cyrillic о
        pair("pаypal.com", "paypal.com", .reject),  // Cyrillic а
        pair("paypaⅼ.com", "paypal.com", .match),  // U+217C small roman fifty maps to l: it is paypal.com
        pair("ɡoogle.com", "google.com", .reject),  // Latin script g
        pair("exämple.com", "example.com", .reject),
        pair("xn--exmple-cua.com", "example.com", .reject),
        pair("exampIe.com", "example.com", .reject),  // capital I, not l
        pair("bücher.example", "bucher.example", .reject),
        pair("bücher.example", "xn--bcher-kva.example", .match),
        pair("XN--BCHER-KVA.EXAMPLE", "bücher.example", .match),
        pair("straße.de", "strasse.de", .reject),  // non-transitional: ß stays ß
        pair("faß.de", "fass.de", .reject),
        pair("xn--fa-hia.de", "faß.de", .match),
        pair("σόλος.gr", "ςόλος.gr", .reject),  // final sigma stays final
        pair("xn--BCHER-kva.example", "bücher.example", .match),
        pair("xn--bcher-kvb.example", "bücher.example", .invalid),
        pair("apple\u{200B}.com", "apple.com", .match),  // zero-width space is ignored, as browsers do
        pair("apple\u{200D}.com", "apple.com", .invalid),  // a joiner with nothing to join
        pair("exa\u{2024}mple.com", "example.com", .invalid),  // one-dot leader
        pair("example\u{FF0E}com", "example.com", .match),  // full-width full stop is a dot
        pair("example\u{2215}evil.com", "example.com", .reject),  // division slash: a letter-like symbol, not a slash
        pair("example.com\u{2044}evil.com", "example.com", .reject),  // fraction slash, likewise
        // Tenants of private suffixes are different sites.
        pair("alice.github.io", "bob.github.io", .reject),
        pair("bob.github.io", "alice.github.io", .reject),
        pair("github.io", "alice.github.io", .reject),
        pair("alice.github.io", "github.io", .reject),
        pair("www.alice.github.io", "alice.github.io", .match),
        pair("alice.github.io", "ALICE.github.io.", .match),
        pair("evil.blogspot.com", "good.blogspot.com", .reject),
        pair("evil.pages.dev", "good.pages.dev", .reject),
        pair("preview.good.pages.dev", "good.pages.dev", .match),
        pair("evil.vercel.app", "good.vercel.app", .reject),
        pair("evil.herokuapp.com", "good.herokuapp.com", .reject),
        pair("evil.web.app", "good.web.app", .reject),
        pair("evil.firebaseapp.com", "good.firebaseapp.com", .reject),
        pair("evil.netlify.app", "good.netlify.app", .reject),
        pair("evil.azurewebsites.net", "good.azurewebsites.net", .reject),
        pair("evil.cloudfront.net", "good.cloudfront.net", .reject),
        pair("evil.appspot.com", "good.appspot.com", .reject),
        pair("evil.gitlab.io", "good.gitlab.io", .reject),
        pair("evil.workers.dev", "good.workers.dev", .reject),
        pair("evil.myshopify.com", "good.myshopify.com", .reject),
        pair("evil.githubusercontent.com", "good.githubusercontent.com", .reject),
        pair("evil.s3.amazonaws.com", "good.s3.amazonaws.com", .reject),
        pair("a.b.compute.amazonaws.com", "c.b.compute.amazonaws.com", .reject),  // *.compute.amazonaws.com
        pair("x.a.b.compute.amazonaws.com", "a.b.compute.amazonaws.com", .match),
        pair("a.x.compute.amazonaws.com", "a.y.compute.amazonaws.com", .reject),
        pair("github.io", "github.io", .match),
        pair("github.com", "github.io", .reject),
        // ICANN wildcards and exceptions.
        pair("a.b.kawasaki.jp", "c.b.kawasaki.jp", .reject),  // *.kawasaki.jp
        pair("x.a.b.kawasaki.jp", "a.b.kawasaki.jp", .match),
        pair("a.b.kawasaki.jp", "a.c.kawasaki.jp", .reject),
        pair("www.city.kawasaki.jp", "mail.city.kawasaki.jp", .match),  // !city.kawasaki.jp
        pair("www.city.kawasaki.jp", "city.kawasaki.jp", .match),
        pair("city.kawasaki.jp", "other.kawasaki.jp", .reject),
        pair("a.www.ck", "www.ck", .match),
        pair("foo.bar.ck", "baz.bar.ck", .reject),
        pair("example.uk.com", "other.uk.com", .reject),
        pair("www.example.uk.com", "example.uk.com", .match),
        // Items bound to a public suffix match that exact host only.
        pair("example.com", "com", .reject),
        pair("example.co.uk", "co.uk", .reject),
        pair("co.uk", "co.uk", .match),
        pair("alice.github.io", "github.io", .reject, .hostAndSubdomains),
        pair("example.com", "com", .reject, .hostAndSubdomains),
        pair("example.invalidtld", "invalidtld", .reject, .hostAndSubdomains),
        // Userinfo, fragments, queries and paths that pretend to be the host.
        pair("https://example.com@evil.com/", "example.com", .reject),
        pair("https://example.com:password@evil.com/", "example.com", .reject),
        pair("https://login.example.com@evil.com/login", "example.com", .reject),
        pair("https://user@example.com/", "example.com", .match),
        pair("https://evil.com@example.com/", "example.com", .match),
        pair("https://example.com@login.example.com/", "example.com", .match),
        pair("https://evil.com#@example.com", "example.com", .reject),
        pair("https://evil.com?@example.com", "example.com", .reject),
        pair("https://evil.com\\@example.com", "example.com", .reject),
        pair("https://evil.com/@example.com", "example.com", .reject),
        pair("https://evil.com/https://example.com", "example.com", .reject),
        pair("https://evil.com/example.com", "example.com", .reject),
        pair("https://evil.com?next=https://example.com", "example.com", .reject),
        pair("https://evil.com#example.com", "example.com", .reject),
        pair("https://evil.com\\example.com", "example.com", .reject),
        pair("https://example.com%40evil.com", "example.com", .invalid),
        pair("https://example.com%2Fevil.com", "example.com", .invalid),
        pair("https://example%2Ecom", "example.com", .match),
        pair("https://ex%61mple.com", "example.com", .match),
        pair("https://example.com%00.evil.com", "example.com", .invalid),
        pair("https://example.com\u{0000}.evil.com", "example.com", .invalid),
        pair("https://evil.com\t@example.com", "example.com", .match),  // tabs are removed, as browsers do
        pair("https:\\\\example.com", "example.com", .match),
        pair("https:\\\\evil.com\\@example.com", "example.com", .reject),
        pair("https:/example.com", "example.com", .match),
        pair("https:example.com", "example.com", .match),
        pair("javascript://example.com/%0aalert(1)", "example.com", .invalid),
        pair("data:text/html,https://example.com", "example.com", .invalid),
        pair("file://example.com/etc/passwd", "example.com", .invalid),
        pair("blob:https://example.com/uuid", "example.com", .match),
        pair("blob:https://evil.com/example.com", "example.com", .reject),
        pair("example.com@evil.com", "example.com", .invalid),
        pair("example.com/evil", "example.com", .invalid),
        pair("example.com evil.com", "example.com", .invalid),
        // Ports: sites ignore them; they never smuggle a host.
        pair("https://example.com:8443/", "example.com", .match),
        pair("https://example.com:443/", "example.com", .match),
        pair("https://evil.com:443/", "example.com", .reject),
        pair("https://example.com:443@evil.com/", "example.com", .reject),
        pair("https://evil.com:443#example.com", "example.com", .reject),
        pair("https://example.com:99999/", "example.com", .invalid),
        pair("https://example.com:443:443/", "example.com", .invalid),
        pair("https://example.com:80evil.com/", "example.com", .invalid),
        pair("example.com:443", "example.com", .invalid),
        // IP literals are their own site.
        pair("127.0.0.1", "127.0.0.1", .match),
        pair("127.0.0.2", "127.0.0.1", .reject),
        pair("0x7f.0.0.1", "127.0.0.1", .match),
        pair("2130706433", "127.0.0.1", .match),
        pair("0177.0.0.1", "127.0.0.1", .match),
        pair("127.1", "127.0.0.1", .match),
        pair("192.168.1.1", "192.168.1.2", .reject),
        pair("10.0.0.1", "0.1", .reject),
        pair("1.1", "0.1", .reject),
        pair("127.0.0.1.nip.io", "127.0.0.1", .reject),
        pair("127.0.0.1.evil.com", "127.0.0.1", .reject),
        pair("evil.com", "127.0.0.1", .reject),
        pair("localhost", "127.0.0.1", .reject),
        pair("[::1]", "127.0.0.1", .reject),
        pair("[::1]", "[0:0:0:0:0:0:0:1]", .match),
        pair("[::ffff:127.0.0.1]", "127.0.0.1", .reject),
        pair("[2001:db8::1]", "[2001:db8::2]", .reject),
        pair("https://[::1]:8443/", "[::1]", .match),
        pair("https://127.0.0.1:8443/", "127.0.0.1", .match),
        pair("https://93.184.216.34/", "example.com", .reject),
        pair("example.com", "93.184.216.34", .reject),
        pair("1.2.3.256", "1.2.3.4", .invalid),
        pair("1.2.3.4.5", "1.2.3.4", .invalid),
        pair("0x7f.0.0.0x1", "127.0.0.1", .match),
        pair("127.000.000.001", "127.0.0.1", .match),
        pair("127.0.0.1", "127.0.0.1", .match, .exactHost),
        pair("10.0.0.2", "10.0.0.1", .reject, .hostAndSubdomains),
        // Modes.
        pair("login.example.com", "example.com", .match, .hostAndSubdomains),
        pair("a.b.example.com", "example.com", .match, .hostAndSubdomains),
        pair("example.com", "login.example.com", .reject, .hostAndSubdomains),
        pair("accounts.example.com", "login.example.com", .reject, .hostAndSubdomains),
        pair("notexample.com", "example.com", .reject, .hostAndSubdomains),
        pair("example.com.evil.com", "example.com", .reject, .hostAndSubdomains),
        pair("www.alice.github.io", "alice.github.io", .match, .hostAndSubdomains),
        pair("example.com", "example.com", .match, .exactHost),
        pair("EXAMPLE.com.", "example.com", .match, .exactHost),
        pair("www.example.com", "example.com", .reject, .exactHost),
        pair("example.com", "www.example.com", .reject, .exactHost),
        pair("https://example.com:8443", "example.com", .match, .exactHost),
    ]

    /// Each legitimate host (a subdomain part, then its registrable domain), attacked the same ways.
    static let targets: [(String, String)] = [
        ("", "example.com"), ("www.", "paypal.com"), ("accounts.", "google.com"), ("appleid.", "apple.com"),
        ("", "bank.co.uk"), ("", "alice.github.io"), ("", "shop.myshopify.com"),
        ("login.", "microsoftonline.com"), ("my.", "app.vercel.app"), ("", "portal.gov.au"),
        ("", "banco.com.br"), ("", "a.b.kawasaki.jp"),
    ]

    static func generated() -> [Pair] {
        var pairs: [Pair] = []
        for (subdomain, site) in targets {
            let target = subdomain + site
            let labels = site.split(separator: ".")
            let first = String(labels[0])
            let rest = labels.dropFirst().joined(separator: ".")
            let lookalike = first.homoglyph()
            pairs += [
                pair(subdomain + "not" + site, target, .reject),
                pair(target + ".evil.com", target, .reject),
                pair(target + "-login.com", target, .reject),
                pair(target.replacingDots(with: "-") + ".evil.net", target, .reject),
                pair("https://\(target)@evil.com/", target, .reject),
                pair("https://\(target):443@evil.com/", target, .reject),
                pair("https://evil.com/\(target)", target, .reject),
                pair("https://evil.com#\(target)", target, .reject),
                pair(subdomain + first + "x." + rest, target, .reject),
                pair(subdomain + lookalike + "." + rest, target, lookalike == first ? .match : .reject),
                pair("x" + target, target, subdomain.isEmpty ? .reject : .match),
                pair(target.uppercased() + ".", target, .match),
                pair("https://" + target.uppercased() + ":8443/login?next=evil.com", target, .match),
                pair("www." + target, target, .match, .hostAndSubdomains),
                pair(target, "www." + target, .reject, .hostAndSubdomains),
                pair(target, target, .match, .exactHost),
            ]
        }
        return pairs
    }

    static let all = handWritten + generated()

    @Test func theMatrixIsLargeAndBalanced() {
        #expect(Self.all.count >= 300)
        #expect(Self.all.filter { $0.expect == .match }.count >= 60)
        #expect(Self.all.filter { $0.expect == .reject }.count >= 200)
        #expect(Self.all.filter { $0.expect == .invalid }.count >= 20)
    }

    @Test func noFalseMatchesAndNoMissedMatches() throws {
        var falseMatches: [String] = []
        var missed: [String] = []
        var wronglyValid: [String] = []
        for pair in Self.all {
            let bound = try HostName(pair.bound)
            let candidate: HostName
            do {
                candidate =
                    pair.candidate.contains(":") && !pair.candidate.hasPrefix("[")
                    ? try Origin(parsing: pair.candidate).host : try HostName(pair.candidate)
            } catch {
                if pair.expect != .invalid { missed.append("\(pair.testDescription): \(error)") }
                continue
            }
            if pair.expect == .invalid {
                wronglyValid.append("\(pair.testDescription) parsed as \(candidate)")
                continue
            }
            let matched = SiteMatcher(mode: pair.mode, list: .snapshot).matches(candidate, boundTo: bound)
            if matched && pair.expect == .reject { falseMatches.append(pair.testDescription) }
            if !matched && pair.expect == .match { missed.append(pair.testDescription) }
        }
        #expect(falseMatches.isEmpty, "false matches: \(falseMatches)")
        #expect(missed.isEmpty, "missed: \(missed)")
        #expect(wronglyValid.isEmpty, "accepted: \(wronglyValid)")
    }
}

extension String {
    func replacingDots(with replacement: String) -> String {
        split(separator: ".", omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// The label with its first Latin letter that has a Cyrillic twin swapped for that twin.
    func homoglyph() -> String {
        let twins: [Character: Character] = ["a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у"]
        guard let index = firstIndex(where: { twins[$0] != nil }) else { return self }
        var copy = self
        copy.replaceSubrange(index...index, with: String(twins[self[index]]!))
        return copy
    }
}

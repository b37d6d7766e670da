import TestSupport
import Testing

@testable import Domains

@Suite struct HostNameTests {
    @Test(arguments: [
        // Case, trailing dot.
        ("example.com", "example.com"), ("EXAMPLE.COM", "example.com"), ("Example.Com.", "example.com"),
        ("localhost", "localhost"), ("a", "a"), ("_dmarc.example.com", "_dmarc.example.com"),
        ("ab--cd.example", "ab--cd.example"),
        // UTS #46 mapping, non-transitional.
        ("Bücher.example", "xn--bcher-kva.example"), ("BÜCHER.EXAMPLE", "xn--bcher-kva.example"),
        ("faß.de", "xn--fa-hia.de"), ("straße.de", "xn--strae-oqa.de"), ("ΣΊΣΥΦΟΣ.gr", "xn--kxa6akbbkh.gr"),
        ("ＡＢＣ．ｃｏｍ", "abc.com"), ("日本語。ＪＰ", "xn--wgv71a119e.jp"), ("ⓔⓧⓐⓜⓟⓛⓔ.com", "example.com"),
        ("exam\u{00AD}ple.com", "example.com"), ("e\u{0301}.example", "xn--9ca.example"),
        ("é.example", "xn--9ca.example"), ("食狮.公司.cn", "xn--85x722f.xn--55qx5d.cn"),
        // Existing Punycode, any case.
        ("xn--bcher-kva.example", "xn--bcher-kva.example"), ("XN--BCHER-KVA.EXAMPLE", "xn--bcher-kva.example"),
        ("xn--tda.com", "xn--tda.com"), ("💩.la", "xn--ls8h.la"),
        // IPv4, as browsers read it.
        ("127.0.0.1", "127.0.0.1"), ("0x7f.0.0.1", "127.0.0.1"), ("0x7F.1", "127.0.0.1"),
        ("2130706433", "127.0.0.1"), ("017700000001", "127.0.0.1"), ("192.168.1", "192.168.0.1"),
        ("1.2.3.4.", "1.2.3.4"), ("１２７.０.０.１", "127.0.0.1"),
        // IPv6, compressed per RFC 5952.
        ("[::1]", "[::1]"), ("[0:0:0:0:0:0:0:1]", "[::1]"), ("[2001:DB8::1]", "[2001:db8::1]"),
        ("[2001:db8:0:0:1:0:0:1]", "[2001:db8::1:0:0:1]"), ("[::ffff:192.0.2.1]", "[::ffff:c000:201]"),
        ("[1:0:0:2::3:0]", "[1::2:0:0:3:0]"), ("::1", "[::1]"), ("[::]", "[::]"),
    ])
    func normalises(input: String, ascii: String) throws {
        #expect(try HostName(input).ascii == ascii)
    }

    @Test func kinds() throws {
        #expect(try HostName("example.com").kind == .domain)
        #expect(try HostName("10.0.0.1").kind == .ipv4)
        #expect(try HostName("[::1]").kind == .ipv6)
        #expect(try HostName("[::1]").isIPAddress)
        #expect(try HostName("1.2.3.4").ipAddressBytes == [1, 2, 3, 4])
        #expect(
            try HostName("[::ffff:1.2.3.4]").ipAddressBytes == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 1, 2, 3, 4])
        #expect(try HostName("example.com").ipAddressBytes == nil)
    }

    @Test func unicodeFormIsForDisplay() throws {
        #expect(try HostName("XN--BCHER-KVA.example").unicode == "bücher.example")
        #expect(try HostName("食狮.公司.cn").unicode == "食狮.公司.cn")
        #expect(try HostName("example.com").unicode == "example.com")
    }

    /// U+1193F has Grapheme_Cluster_Break=Prepend: it joins the dot after it into one character,
    /// so labels must be split on scalars (found by FuzzHostName).
    @Test func aPrependedMarkBeforeADotStillEndsItsLabel() throws {
        let host = try HostName("xn-nt5x444g.xn--qx2d.cnx4")
        #expect(host.unicode == "xn-nt5x444g.\u{1193F}.cnx4")
        #expect(try HostName(host.unicode) == host)
        #expect(try HostName("a.\u{1193F}.example").ascii == "a.xn--qx2d.example")
    }

    @Test(arguments: [
        ("", DomainError.Code.emptyHost), (".", .emptyLabel), (".example.com", .emptyLabel),
        ("a..b", .emptyLabel), ("example.com..", .emptyLabel),
        ("exa mple.com", .forbiddenCharacter), ("example.com/path", .forbiddenCharacter),
        ("user@example.com", .forbiddenCharacter), ("example.com:443", .forbiddenCharacter),
        ("ex%61mple.com", .forbiddenCharacter), ("a\u{0}b.com", .forbiddenCharacter), ("a*.com", .forbiddenCharacter),
        ("-example.com", .invalidLabel), ("example-.com", .invalidLabel), ("a.-b.com", .invalidLabel),
        ("\u{0301}a.com", .invalidLabel), ("a\u{200D}b.com", .invalidLabel),
        ("\u{05D0}a.com", .invalidLabel), ("a\u{05D0}.com", .invalidLabel),
        ("☃\u{FFFF}.com", .disallowedCharacter), ("a\u{E000}.com", .disallowedCharacter),
        ("a\u{2028}b.com", .disallowedCharacter),
        ("xn--.com", .invalidPunycode), ("xn--abc-.com", .invalidPunycode), ("xn--a.com", .invalidPunycode),
        ("xn--abc.com", .invalidPunycode), ("xn--zz.com", .invalidPunycode),
        ("xn--xn--85x7--8525d.cn", .invalidPunycode),  // found by FuzzHostName: decodes to xn--...
        ("xn--bcher-kva!.com", .forbiddenCharacter), ("xn--ü.com", .invalidPunycode),
        ("xn--BCHER-KVB.example", .invalidPunycode),
        (String(repeating: "a", count: 64) + ".com", .labelTooLong),
        (Array(repeating: String(repeating: "a", count: 63), count: 4).joined(separator: "."), .hostTooLong),
        (String(repeating: "ü", count: 60) + ".com", .labelTooLong),
        ("1.2.3.256", .invalidIPAddress), ("1.2.3.4.5", .invalidIPAddress), ("example.123", .invalidIPAddress),
        ("0x100000000", .invalidIPAddress), ("08.1.1.1", .invalidIPAddress), ("[::1", .invalidIPAddress),
        ("[1::2::3]", .invalidIPAddress), ("[1:2:3:4:5:6:7:8:9]", .invalidIPAddress), ("[::1%eth0]", .invalidIPAddress),
        ("[::1.2.3.04]", .invalidIPAddress), ("[]", .invalidIPAddress), ("[example.com]", .invalidIPAddress),
        ("1::2::3", .invalidIPAddress),
    ])
    func rejects(input: String, code: DomainError.Code) {
        do {
            let host = try HostName(input)
            Issue.record("\(quoted(input)) parsed as \(host.ascii); expected \(code)")
        } catch {
            #expect(error.code == code, "\(quoted(input)): \(error.description)")
            #expect(!error.description.isEmpty)
        }
    }

    @Test func errorsNeverRepeatWhatPrecedesAnAt() {
        for input in ["alice:hunter2-secret@example.com", "hunter2-secret@exa mple.com", "x:hunter2-secret@@a..b"] {
            do {
                _ = try HostName(input)
                Issue.record("\(input) parsed")
            } catch {
                #expect(!error.description.contains("hunter2"), "\(error.description)")
                #expect(!error.debugDescription.contains("hunter2"), "\(error.debugDescription)")
            }
        }
    }

    @Test func theLongestHostIsAccepted() throws {
        let name =
            Array(repeating: String(repeating: "a", count: 63), count: 3).joined(separator: ".") + "."
            + String(repeating: "b", count: 61)
        #expect(name.utf8.count == 253)
        #expect(try HostName(name).ascii == name)
        #expect(try HostName(name + ".").ascii == name)
    }

    @Test func errorsNameTheProblem() {
        #expect(throws: DomainError.self) { try HostName("exa mple.com") }
        do {
            _ = try HostName("exa mple.com")
        } catch {
            #expect(error.description.contains("space"))
            #expect(error.debugDescription.contains("DomainError.forbiddenCharacter"))
        }
    }

    @Test func subdomainsAreLabelAligned() throws {
        let example = try HostName("example.com")
        #expect(try HostName("a.example.com").isSubdomain(of: example))
        #expect(try HostName("a.b.example.com").isSubdomain(of: example))
        #expect(try !HostName("notexample.com").isSubdomain(of: example))
        #expect(try !HostName("example.com").isSubdomain(of: example))
        #expect(try !HostName("aexample.com").isSubdomain(of: example))
        #expect(try !HostName("1.2.3.4").isSubdomain(of: HostName("3.4")))
    }

    @Test func equalityAndOrderingUseTheASCIIForm() throws {
        #expect(try HostName("Bücher.example") == HostName("xn--bcher-kva.example"))
        #expect(try HostName("EXAMPLE.com.") == HostName("example.com"))
        #expect(try HostName("a.com") < HostName("b.com"))
        #expect(try Set([HostName("A.com"), HostName("a.com"), HostName("a.com.")]).count == 1)
    }

    @Test func codableRoundTripsAndValidates() throws {
        let host = try HostName("Bücher.example")
        let encoded = try JSONCoding.encode([host])
        #expect(encoded == #"["xn--bcher-kva.example"]"#)
        #expect(try JSONCoding.decode([HostName].self, from: #"["BÜCHER.example."]"#) == [host])
        #expect(throws: (any Error).self) { try JSONCoding.decode([HostName].self, from: #"["exa mple.com"]"#) }
    }

    @Test func randomInputNeverCrashesAndValidOutputIsStable() throws {
        var generator = SeededGenerator(seed: 46)
        let alphabet: [Unicode.Scalar] =
            Array("aZ09-._.:[]%@/ ".unicodeScalars) + [
                "\u{00DF}", "\u{03C2}", "\u{200C}", "\u{200D}", "\u{0301}", "\u{05D0}", "\u{0627}", "\u{0661}",
                "\u{3002}",
                "\u{FF0E}", "\u{1F600}", "\u{00AD}", "\u{0130}", "\u{212A}", "\u{FB01}", "\u{094D}", "\u{0915}",
                "\u{E9}",
            ]
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(generator.next() % 24) {
                text.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            guard let host = try? HostName(text) else { continue }
            // Normalising the normal form changes nothing.
            #expect(try HostName(host.ascii) == host, "\(quoted(text))")
            #expect(host.ascii.utf8.allSatisfy { $0 < 0x80 })
            if host.kind == .domain {
                #expect(try HostName(host.unicode) == host, "\(quoted(text)) -> \(host.unicode)")
            }
        }
    }
}

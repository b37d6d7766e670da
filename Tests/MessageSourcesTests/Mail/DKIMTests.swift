import Crypto
import Domains
import Foundation
import Testing

@testable import MessageSources

/// A resolver that answers from a dictionary.
struct StaticResolver: DKIMKeyResolver {
    var records: [String: [String]]
    var failing: Bool = false

    func txtRecords(for name: String) async throws(MessageSourceError) -> [[UInt8]] {
        if failing { throw MessageSourceError(.unreachable, "no DNS") }
        return (records[name] ?? []).map { Array($0.utf8) }
    }
}

@Suite struct DKIMUnitTests {
    @Test func tagLists() throws {
        let tags = try #require(DKIMTagList(Array("v=1; a = rsa-sha256 ;\r\n\tb=ab c\r\n d= ;".utf8)))
        #expect(tags["v"] == "1")
        #expect(tags["a"] == "rsa-sha256")
        #expect(tags["b"] == "abcd=")
        #expect(DKIMTagList(Array("v=1; v=2".utf8)) == nil)  // duplicate
        #expect(DKIMTagList(Array("v".utf8)) == nil)
        #expect(DKIMTagList(Array("1v=1".utf8)) == nil)
        #expect(DKIMTagList(Array("v=\u{1}".utf8)) == nil)
        #expect(DKIMTagList(Array("".utf8))?.tags.isEmpty == true)
    }

    /// RFC 6376 §3.4.5's example.
    @Test func canonicalizationExample() {
        let mail = "A: X\r\nB : Y\t\r\n\tZ  \r\n\r\n C \r\nD \t E\r\n\r\n\r\n"
        let raw = RawMail(Array(mail.utf8)[...])
        let relaxedHeaders = raw.header.fields.flatMap { DKIMCanonicalization.header($0, .relaxed) }
        #expect(String(decoding: relaxedHeaders, as: UTF8.self) == "a:X\r\nb:Y Z\r\n")
        let simpleHeaders = raw.header.fields.flatMap { DKIMCanonicalization.header($0, .simple) }
        #expect(String(decoding: simpleHeaders, as: UTF8.self) == "A: X\r\nB : Y\t\r\n\tZ  \r\n")
        #expect(String(decoding: DKIMCanonicalization.body(raw.body, .relaxed), as: UTF8.self) == " C\r\nD E\r\n")
        #expect(String(decoding: DKIMCanonicalization.body(raw.body, .simple), as: UTF8.self) == " C \r\nD \t E\r\n")
    }

    @Test func emptyBodies() {
        #expect(DKIMCanonicalization.body([], .simple) == [0x0D, 0x0A])
        #expect(DKIMCanonicalization.body(Array("\r\n\r\n".utf8), .simple) == [0x0D, 0x0A])
        #expect(DKIMCanonicalization.body([], .relaxed) == [])
        #expect(DKIMCanonicalization.body(Array(" \r\n".utf8), .relaxed) == [])
        #expect(DKIMCanonicalization.body(Array("x".utf8), .relaxed) == Array("x\r\n".utf8))
        #expect(DKIMCanonicalization.crlf(Array("a\nb\r\nc\r".utf8)) == Array("a\r\nb\r\nc\r".utf8))
    }

    @Test(arguments: [
        ("v=1; a=rsa-sha1; d=example.com; s=s; h=from; bh=AAAA; b=AAAA", "rsa-sha256 or ed25519"),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=to:subject; bh=AAAA; b=AAAA", "From"),
        ("v=2; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA; b=AAAA", "v= is not 1"),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA; b=AAAA; i=a@other.com", "i="),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA; b=AAAA; l=x", "l="),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA; b=AAA", "b="),
        ("v=1; a=rsa-sha256; d=exa mple..com; s=s; h=from; bh=AAAA; b=AAAA", "d="),
        ("v=1; a=rsa-sha256; d=example.com; s=a@b; h=from; bh=AAAA; b=AAAA", "s="),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA; b=AAAA; t=10; x=5", "x= is before t="),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA; b=AAAA; q=dns/xyz", "q="),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA; b=AAAA; c=fancy/simple", "c="),
        ("v=1; a=rsa-sha256; d=example.com; s=s; h=from; bh=AAAA", "b="),
    ])
    func invalidSignatures(_ value: String, _ reason: String) {
        #expect {
            _ = try DKIMSignature(parsing: Array(value.utf8))
        } throws: { error in
            (error as? MessageSourceError)?.description.contains(reason) == true
        }
    }

    @Test func validSignatureFields() throws {
        let signature = try DKIMSignature(
            parsing: Array(
                " v=1; a=ed25519-sha256; c=relaxed; d=Mail.Example.COM; s=Sel.2024; h=From : To;\r\n bh=AAAA; b=AA\r\n AA; l=10; t=5; x=6; i=@sub.mail.example.com"
                    .utf8))
        #expect(signature.algorithm == .ed25519SHA256)
        #expect(signature.headerCanonicalization == .relaxed && signature.bodyCanonicalization == .simple)
        #expect(signature.domain.ascii == "mail.example.com")
        #expect(signature.selector == "sel.2024")
        #expect(signature.signedHeaders == ["from", "to"])
        #expect(signature.bodyLength == 10 && signature.timestamp == 5 && signature.expiration == 6)
    }

    @Test func keyRecords() throws {
        #expect(try DKIMKeyRecord(Array("v=DKIM1; k=ed25519; p=AAAA".utf8)).keyType == .ed25519)
        #expect(try DKIMKeyRecord(Array("p=AAAA".utf8)).keyType == .rsa)
        #expect(try DKIMKeyRecord(Array("v=DKIM1; p=".utf8)).publicKey.isEmpty)
        #expect(try DKIMKeyRecord(Array("v=DKIM1; t=y:s; p=AAAA".utf8)).isTesting)
        #expect(throws: MessageSourceError.self) { try DKIMKeyRecord(Array("v=DKIM2; p=AAAA".utf8)) }
        #expect(throws: MessageSourceError.self) { try DKIMKeyRecord(Array("k=dsa; p=AAAA".utf8)) }
        #expect(throws: MessageSourceError.self) { try DKIMKeyRecord(Array("h=sha1; p=AAAA".utf8)) }
        #expect(throws: MessageSourceError.self) { try DKIMKeyRecord(Array("s=tlsrpt; p=AAAA".utf8)) }
        #expect(throws: MessageSourceError.self) { try DKIMKeyRecord(Array("v=DKIM1".utf8)) }
    }

    /// Signs a mail here (Ed25519, relaxed/relaxed) and checks the verifier end to end, with a
    /// static resolver: alignment, a temporary DNS failure, two From fields.
    @Test func ed25519RoundTripAndPolicy() async throws {
        let key = Curve25519.Signing.PrivateKey()
        let publicKey = key.publicKey.rawRepresentation.base64EncodedString()
        func signed(from: String, domain: String, extraHeader: String = "") throws -> [UInt8] {
            let body = "Your code is 123456.\r\n"
            let bodyHash = Data(SHA256.hash(data: Array(body.utf8))).base64EncodedString()
            let headers = "From: Shop <no-reply@\(from)>\r\nSubject: Code\r\n"
            let unsigned =
                "DKIM-Signature: v=1; a=ed25519-sha256; c=relaxed/relaxed; d=\(domain); s=s1; h=from:subject; bh=\(bodyHash); b="
            let raw = RawMail(Array((headers + "\r\n").utf8)[...])
            var data: [UInt8] = raw.header.fields.flatMap { DKIMCanonicalization.header($0, .relaxed) }
            data += DKIMCanonicalization.relaxedHeader(
                name: "DKIM-Signature", value: Array(unsigned.dropFirst(15).utf8))
            data.removeLast(2)
            let signature = try key.signature(for: Array(SHA256.hash(data: data))).base64EncodedString()
            return Array((unsigned + signature + "\r\n" + extraHeader + headers + "\r\n" + body).utf8)
        }
        let verifier = DKIMVerifier(
            resolver: StaticResolver(records: [
                "s1._domainkey.shop.example": ["v=DKIM1; k=ed25519; p=\(publicKey)"],
                "s1._domainkey.mailer.example": ["v=DKIM1; k=ed25519; p=\(publicKey)"],
            ]))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let aligned = await verifier.verify(try signed(from: "login.shop.example", domain: "shop.example"), now: now)
        #expect(aligned.signatures.first?.status == .pass)
        #expect(aligned.verifiedDomain?.ascii == "shop.example")

        let unaligned = await verifier.verify(try signed(from: "shop.example", domain: "mailer.example"), now: now)
        #expect(unaligned.signatures.first?.status == .pass)
        #expect(unaligned.verifiedDomain == nil)

        let twoFroms = await verifier.verify(
            try signed(from: "shop.example", domain: "shop.example", extraHeader: "From: x@evil.example\r\n"), now: now)
        #expect(twoFroms.verifiedDomain == nil)

        let offline = DKIMVerifier(resolver: StaticResolver(records: [:], failing: true))
        let temporary = await offline.verify(try signed(from: "shop.example", domain: "shop.example"), now: now)
        #expect(temporary.signatures.first?.status == .temporaryError)
        #expect(temporary.verifiedDomain == nil)

        let unsigned = await verifier.verify(Array("From: a@shop.example\r\n\r\nhi".utf8), now: now)
        #expect(unsigned.signatures.isEmpty && unsigned.verifiedDomain == nil)
        #expect(unsigned.description == "no DKIM signature")
    }
}

@Suite struct DNSTests {
    @Test func queryAndAnswerWire() throws {
        let query = try DNSMessage.txtQuery(id: 0xBEEF, name: "s._domainkey.example.com")
        #expect(Array(query.prefix(2)) == [0xBE, 0xEF])
        // An answer with a compressed owner name and two character-strings.
        var answer: [UInt8] = [0xBE, 0xEF, 0x81, 0x80, 0, 1, 0, 1, 0, 0, 0, 0]
        answer += Array(query[12..<(query.count - 11)])
        answer += [0xC0, 12, 0, 16, 0, 1, 0, 0, 0, 60, 0, 8, 3] + Array("abc".utf8) + [3] + Array("def".utf8)
        let parsed = try #require(DNSMessage.parseAnswer(answer))
        #expect(parsed.id == 0xBEEF && parsed.responseCode == 0)
        #expect(parsed.questionName == "s._domainkey.example.com")
        #expect(parsed.txtRecords == [Array("abcdef".utf8)])
        // A pointer to itself, and one forward, are refused.
        var loop = Array(answer[0..<12]) + [0xC0, 12]
        loop[4] = 0
        loop[5] = 1
        #expect(DNSMessage.parseAnswer(loop) == nil)
        #expect(DNSMessage.parseAnswer(Array(answer.dropLast())) == nil)
        #expect(DNSMessage.parseAnswer([0, 0, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)  // a query, not an answer
        #expect(throws: MessageSourceError.self) { try DNSMessage.txtQuery(id: 1, name: "a..b") }
    }

    @Test func randomAnswersNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            var bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            if bytes.count > 3 { bytes[2] |= 0x80 }
            _ = DNSMessage.parseAnswer(bytes)
        }
    }

    @Test func resolverAgainstALoopbackServer() async throws {
        let long = String(repeating: "k", count: 1500)
        let server = try TestDNSServer(zone: [
            "s1._domainkey.example.com.": ["v=DKIM1; p=AAAA"], "big._domainkey.example.com.": [long],
        ])
        let resolver = server.resolver
        #expect(try await resolver.txtRecords(for: "s1._domainkey.example.com") == [Array("v=DKIM1; p=AAAA".utf8)])
        #expect(try await resolver.txtRecords(for: "S1._domainkey.Example.com") == [Array("v=DKIM1; p=AAAA".utf8)])
        #expect(try await resolver.txtRecords(for: "absent._domainkey.example.com") == [])
        // 1500 bytes do not fit the 1232 bytes EDNS0 allows: truncated, then over TCP.
        #expect(try await resolver.txtRecords(for: "big._domainkey.example.com") == [Array(long.utf8)])
    }

    @Test func resolverReportsAServerThatDoesNotAnswer() async throws {
        // A UDP port nobody listens on.
        let resolver = DNSResolver(host: "127.0.0.1", port: 9, timeout: .milliseconds(300), attempts: 1)
        await #expect(throws: MessageSourceError.self) { try await resolver.txtRecords(for: "a.example.com") }
    }
}

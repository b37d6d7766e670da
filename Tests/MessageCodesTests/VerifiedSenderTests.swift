import Domains
import Secrets
import Testing

@testable import MessageCodes

/// A code from a sender a signature verified (a mail's DKIM domain) is bound to that domain, and
/// a message cannot move its code to another site.
@Suite struct VerifiedSenderTests {
    let reader = MessageCodeReader()

    func page(_ url: String) throws -> DomainBoundCode.Requester { .page(try Origin(parsing: url)) }

    @Test func aFreeFormCodeIsBoundToTheVerifiedDomain() throws {
        let verified = try HostName("bank.example")
        let code = try #require(try reader.code(in: "Your verification code is 482913.", verifiedDomain: verified))
        guard case .domainBound(let bound) = code else {
            Issue.record("expected a bound code, got \(code)")
            return
        }
        #expect(bound.topHost == verified)
        #expect(bound.binding == .verifiedSender)
        #expect(bound.code.unredacted == "482913")
        #expect(code.match(for: try page("https://bank.example/login")) == .sameOrigin)
        #expect(code.match(for: try page("https://login.bank.example/")) == .sameSite)
        #expect(code.match(for: try page("https://other.example/")) == nil)
        #expect(code.match(for: try page("https://bank.example.evil.test/")) == nil)
        #expect(
            code.match(
                for: .frame(
                    try Origin(parsing: "https://bank.example/"),
                    ancestors: [try Origin(parsing: "https://bank.example/")]))
                == nil)
    }

    @Test(
        arguments: [
            ("Code 111111\n\n@bank.example #111111", "bank.example", true),
            ("Code 111111\n\n@login.bank.example #111111", "login.bank.example", true),
            ("Code 111111\n\n@bank.example #111111 %pay.bank.example", "bank.example", true),
            ("Code 111111\n\n@other.example #111111", nil, false),
            ("Code 111111\n\n@example #111111", nil, false),
            ("Code 111111\n\n@notbank.example #111111", nil, false),
        ] as [(String, String?, Bool)])
    func aBindingLineMustStayWithinTheVerifiedDomain(message: String, host: String?, accepted: Bool) throws {
        let verified = try HostName("bank.example")
        if accepted {
            let code = try #require(try reader.code(in: message, verifiedDomain: verified))
            #expect(code.boundHost?.ascii == host)
            if case .domainBound(let bound) = code { #expect(bound.binding == .messageLine) }
        } else {
            let error = #expect(throws: MessageCodeError.self) {
                try reader.code(in: message, verifiedDomain: verified)
            }
            #expect(error?.code == .bindingMismatch)
            #expect(error?.description.contains("111111") == false)
        }
    }

    @Test func withoutAVerifiedDomainNothingChanges() throws {
        let free = try #require(try reader.code(in: "Your verification code is 482913.", verifiedDomain: nil))
        #expect(free.boundHost == nil)
        let bound = try #require(try reader.code(in: "Code 111111\n\n@other.example #111111", verifiedDomain: nil))
        #expect(bound.boundHost?.ascii == "other.example")
        #expect(try reader.code(in: "Nothing to see here", verifiedDomain: try HostName("bank.example")) == nil)
    }

    @Test func theVerifiedBindingPrintsWithoutTheCode() throws {
        let bound = DomainBoundCode(
            code: SecretText("482913"), verifiedDomain: try HostName("bank.example"), utf8Range: 0..<6)
        var dumped = ""
        dump(bound, to: &dumped)
        for text in ["\(bound)", String(reflecting: bound), dumped] { #expect(!text.contains("482913")) }
    }
}

import Domains
import Foundation
import MessageCodes
import Secrets
import Testing

@testable import AutoFill

/// The one home of codes from messages: lifetime, single use, bounds, and the usage rule of
/// `MessageCodes` as the only matcher.
@Suite struct DeliveredCodeStoreTests {
    let now = Fixtures.now

    static func code(_ message: String) throws -> MessageCode {
        try #require(try MessageCodeReader().code(in: message))
    }

    static func page(_ url: String) throws -> FillContext { try FillContext(pageURL: url) }

    @Test func codesLiveThreeMinutesAndAreHandedOutOnce() throws {
        let store = DeliveredCodeStore()
        let code = store.add(try Self.code("@Example.COM #123456"), sender: "Bank", received: now)
        #expect(code.domain == "example.com")
        #expect(code.sender == "Bank")
        #expect(code.expires == now.addingTimeInterval(180))
        #expect(store.codes(at: now.addingTimeInterval(179)).map(\.id) == [code.id])
        #expect(store.codes(at: now.addingTimeInterval(180)).isEmpty)
        #expect(store.consume(code.id, at: now.addingTimeInterval(200)) == nil)

        let second = store.add(try Self.code("Your code is 654321"), sender: nil, received: now)
        #expect(!second.isDomainBound)
        #expect(store.consume(second.id, at: now) == SecretText("654321"))
        #expect(store.consume(second.id, at: now) == nil)
        #expect(store.code(second.id, at: now) == nil)
    }

    /// Issue 16: the digits-only form fills the field; a domain-bound code is filled as bound.
    @Test func codesAreHandedOutAsAFieldTakesThem() throws {
        let store = DeliveredCodeStore()
        let cases = [
            ("Your code is 123 456", "123456"), ("G-412157 is your Google verification code.", "412157"),
            ("Signatur\nTAN\n a u 8 k u f\n(5 Min. gültig)", "au8kuf"), ("Code is: RKJ-YP6", "RKJYP6"),
            ("Your code\n\n@example.com #AB-12", "AB-12"),
        ]
        for (message, filled) in cases {
            let code = store.add(try Self.code(message), sender: nil, received: now)
            #expect(store.consume(code.id, at: now) == SecretText(filled), "\(message)")
        }
    }

    @Test func offersFollowTheUsageRuleOnly() throws {
        let store = DeliveredCodeStore()
        let bound = store.add(try Self.code("@example.com #111111"), sender: nil, received: now)
        let free = store.add(try Self.code("Your code is 222222"), sender: nil, received: now)
        let pages = store.add(try Self.code("@alice.github.io #333333"), sender: nil, received: now)
        let frame = store.add(try Self.code("@shop.com #444444 %pay.bank.net"), sender: nil, received: now)
        func offered(_ context: FillContext) -> [UUID] { store.offers(in: context, at: now).map(\.code.id) }
        // Newest first; each place gets what MessageCode.match allows, nothing else.
        #expect(offered(try Self.page("https://example.com/")) == [free.id, bound.id])
        #expect(offered(try Self.page("https://login.example.com/")) == [free.id, bound.id])
        #expect(offered(try Self.page("https://notexample.com/")) == [free.id])
        #expect(offered(try Self.page("https://example.com.evil.net/")) == [free.id])
        #expect(offered(try Self.page("http://example.com/")) == [free.id])
        #expect(offered(try Self.page("https://bob.github.io/")) == [free.id])
        #expect(offered(try Self.page("https://ALICE.github.io./")) == [pages.id, free.id])
        #expect(offered(try Self.page("https://shop.com/")) == [free.id])
        let inFrame = try FillContext(pageURL: "https://shop.com/", frameURLs: ["https://pay.bank.net/"])
        #expect(offered(inFrame) == [frame.id, free.id])
        // The same answer as the rule itself, for every code and place.
        for context in [try Self.page("https://login.example.com/"), inFrame] {
            for offer in store.offers(in: context, at: now) {
                #expect(store.offer(offer.code.id, in: context, at: now) == offer)
            }
        }
        let sub = try #require(store.offer(bound.id, in: try Self.page("https://login.example.com/"), at: now))
        #expect(sub.match == .sameSite && sub.displayDomain == "example.com")
        let exact = try #require(store.offer(bound.id, in: try Self.page("https://example.com/"), at: now))
        #expect(exact.match == .sameOrigin && exact.displayDomain == nil)
        let framed = try #require(store.offer(frame.id, in: inFrame, at: now))
        #expect(framed.match == .sameOrigin)
        #expect(store.offer(free.id, in: inFrame, at: now)?.match == .unbound)
    }

    @Test func theValueIsGivenOnlyWhereTheCodeMayBeUsed() throws {
        let store = DeliveredCodeStore()
        let bound = store.add(try Self.code("@example.com #111111"), sender: nil, received: now)
        #expect(store.value(of: bound.id, in: try Self.page("https://other.com/"), at: now) == nil)
        #expect(store.value(of: bound.id, in: try Self.page("https://example.com/"), at: now) == SecretText("111111"))
        // Reading the value does not use the code up.
        #expect(store.codes(at: now).count == 1)
    }

    @Test func theStoreIsBoundedAndForgets() throws {
        let store = DeliveredCodeStore()
        for index in 0..<(DeliveredCodeStore.capacity + 10) {
            store.add(try Self.code("Your code is \(100_000 + index)"), sender: nil, received: now)
        }
        #expect(store.codes(at: now).count == DeliveredCodeStore.capacity)
        store.removeAll()
        #expect(store.codes(at: now).isEmpty)
    }

    @Test func aShorterLifetime() throws {
        let store = DeliveredCodeStore(lifetime: .seconds(30))
        let code = store.add(try Self.code("Your code is 123456"), sender: nil, received: now)
        #expect(code.expires == now.addingTimeInterval(30))
        #expect(store.codes(at: now.addingTimeInterval(30)).isEmpty)
    }

    @Test func nothingPrintsTheCode() throws {
        let store = DeliveredCodeStore()
        let code = store.add(try Self.code("Your code is 918273\n\n@example.com #918273"), sender: nil, received: now)
        let offers = store.offers(in: try Self.page("https://example.com/"), at: now)
        let text =
            Fixtures.renderings(store) + Fixtures.renderings(code) + Fixtures.renderings(offers)
            + (try Fixtures.json(code))
        #expect(!text.contains("918273"))
    }
}

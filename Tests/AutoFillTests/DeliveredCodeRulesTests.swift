import Domains
import Foundation
import MessageCodes
import Testing

@testable import AutoFill

/// The broker's rules for codes from messages, as a table: every combination of where the
/// field is (page, frame, app), what the code is bound to, and how old it is.
@Suite struct DeliveredCodeRulesTests {
    struct Place: Sendable, CustomStringConvertible {
        let name: String
        let context: @Sendable () throws -> FillContext
        var description: String { name }
    }

    static let places: [Place] = [
        Place(name: "page example.com") { try FillContext(pageURL: "https://example.com/login") },
        Place(name: "page login.example.com") { try FillContext(pageURL: "https://login.example.com/") },
        Place(name: "page other.com") { try FillContext(pageURL: "https://other.com/") },
        Place(name: "page http example.com") { try FillContext(pageURL: "http://example.com/") },
        Place(name: "frame same-origin") {
            try FillContext(pageURL: "https://example.com/", frameURLs: ["https://example.com/frame"])
        },
        Place(name: "frame same-site") {
            try FillContext(pageURL: "https://example.com/", frameURLs: ["https://pay.example.com/"])
        },
        Place(name: "frame cross-site") {
            try FillContext(pageURL: "https://shop.com/", frameURLs: ["https://pay.bank.net/"])
        },
        Place(name: "app example.com") {
            try FillContext(appIdentifier: "TEAM.com.example.app", associatedDomains: ["webcredentials:example.com"])
        },
        Place(name: "app *.example.com") {
            try FillContext(appIdentifier: "TEAM.com.example.app", associatedDomains: ["*.example.com"])
        },
        Place(name: "app no domains") { try FillContext(appIdentifier: "TEAM.com.example.app") },
    ]

    struct Code: Sendable, CustomStringConvertible {
        let name: String
        let message: String
        let digits: String
        var description: String { name }
    }

    static let codes: [Code] = [
        Code(name: "bound example.com", message: "Your code is 111111.\n\n@example.com #111111", digits: "111111"),
        Code(
            name: "bound subdomain", message: "Your code is 222222.\n\n@login.example.com #222222", digits: "222222"),
        Code(name: "bound other", message: "Your code is 333333.\n\n@other.com #333333", digits: "333333"),
        Code(
            name: "bound frame", message: "Your code is 444444.\n\n@shop.com #444444 %pay.bank.net",
            digits: "444444"),
        Code(name: "unbound", message: "Your verification code is 555555", digits: "555555"),
    ]

    /// The expected match: nil when the code must not be offered.
    static let expected: [String: [String: MatchKind?]] = [
        "bound example.com": [
            "page example.com": .sameOrigin, "page login.example.com": .sameSite, "app example.com": .sameOrigin,
        ],
        "bound subdomain": ["page login.example.com": .sameOrigin, "app *.example.com": .sameSite],
        "bound other": ["page other.com": .sameOrigin],
        "bound frame": ["frame cross-site": .sameOrigin],
        "unbound": Dictionary(uniqueKeysWithValues: places.map { ($0.name, MatchKind.unbound) }),
    ]

    enum Age: String, CaseIterable, Sendable {
        case fresh, almostThreeMinutes, threeMinutes, consumed
    }

    @Test(arguments: places, codes)
    func offeredWhereTheRuleAllows(place: Place, code: Code) async throws {
        for age in Age.allCases {
            let broker = Broker(providers: [])
            let field = FocusedField(context: try place.context(), kind: .oneTimeCode)
            let arrival = Fixtures.now
            let received = try #require(try await broker.receive(message: code.message, sender: "+1555", at: arrival))
            var now = arrival
            switch age {
            case .fresh: now = arrival.addingTimeInterval(1)
            case .almostThreeMinutes: now = arrival.addingTimeInterval(179)
            case .threeMinutes: now = arrival.addingTimeInterval(180)
            case .consumed:
                // Filled once, in a field where it may be used.
                let anywhere = try FillContext(pageURL: "https://other.com/")
                let bound = try FillContext(pageURL: "https://example.com/")
                let users = [
                    FocusedField(context: anywhere, kind: .oneTimeCode),
                    FocusedField(context: bound, kind: .oneTimeCode),
                    FocusedField(context: try FillContext(pageURL: "https://login.example.com/"), kind: .oneTimeCode),
                    FocusedField(
                        context: try FillContext(pageURL: "https://shop.com/", frameURLs: ["https://pay.bank.net/"]),
                        kind: .oneTimeCode),
                ]
                var used = false
                for user in users {
                    let list = await broker.suggestions(for: user, now: arrival)
                    if let first = list.all.first {
                        let value = try await broker.fill(first.id, now: arrival)
                        #expect(value.secret.unredacted == code.digits)
                        used = true
                        break
                    }
                }
                #expect(used, "the code \(code) could not be used anywhere")
                now = arrival.addingTimeInterval(5)
            }
            let list = await broker.suggestions(for: field, now: now)
            let offered = list.all.filter { $0.kind == .deliveredCode }
            let want: MatchKind?? = Self.expected[code.name]?[place.name]
            let shouldOffer = want != nil && want! != nil && (age == .fresh || age == .almostThreeMinutes)
            if shouldOffer {
                #expect(offered.count == 1, "\(code) at \(place), \(age)")
                let suggestion = try #require(offered.first)
                #expect(suggestion.match == want!, "\(code) at \(place)")
                #expect(suggestion.identity?.recordIdentifier == received.id.uuidString)
                #expect((suggestion.displayDomain != nil) == (suggestion.match == .sameSite))
                #expect(suggestion.expires == arrival.addingTimeInterval(180))
                // Filling hands the code out once.
                let value = try await broker.fill(suggestion.id, now: now)
                #expect(value.secret.unredacted == code.digits)
                await #expect(throws: ProviderError(.suggestionNotFound, "")) {
                    try await broker.fill(suggestion.id, now: now)
                }
                #expect(await broker.suggestions(for: field, now: now).all.isEmpty)
            } else {
                #expect(offered.isEmpty, "\(code) at \(place), \(age): offered \(offered.map(\.match))")
            }
        }
    }

    /// A code that arrives while a code field is focused is pushed to it at once, and only to
    /// the fields where it may be used.
    @Test(arguments: codes)
    func pushedToFocusedFields(code: Code) async throws {
        let broker = Broker(providers: [])
        var fields: [String: FocusedField] = [:]
        for place in Self.places {
            let field = FocusedField(context: try place.context(), kind: .oneTimeCode)
            fields[place.name] = field
            await broker.focus(field, now: Fixtures.now)
        }
        // A password field never gets codes.
        await broker.focus(
            FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .currentPassword),
            now: Fixtures.now)
        var events = broker.events().makeAsyncIterator()
        try await broker.receive(message: code.message, at: Fixtures.now)
        let received = await broker.drain(&events)
        let arrived = received.filter { $0.kind == .codeArrived }
        let expectedPlaces = Set(Self.places.map(\.name).filter { (Self.expected[code.name]?[$0] ?? nil) != nil })
        let pushedPlaces = Set(arrived.compactMap { event in fields.first { $0.value.id == event.fieldID }?.key })
        #expect(pushedPlaces == expectedPlaces)
        for event in arrived {
            let suggestion = try #require(event.suggestion)
            #expect(suggestion.fieldID == event.fieldID)
            // The pushed suggestion can be filled straight away.
            let value = try await broker.fill(suggestion.id, now: Fixtures.now.addingTimeInterval(2))
            #expect(value.secret.unredacted == code.digits)
            break
        }
        if expectedPlaces.isEmpty {
            #expect(received.contains { $0.kind == .codeReceived })
        }
    }

    @Test func newestDeliveredCodeFirst() async throws {
        let broker = Broker(providers: [])
        let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .oneTimeCode)
        try await broker.receive(message: "Your code is 111111", at: Fixtures.now)
        try await broker.receive(message: "@example.com #222222", at: Fixtures.now.addingTimeInterval(10))
        try await broker.receive(message: "Your code is 333333", at: Fixtures.now.addingTimeInterval(20))
        let list = await broker.suggestions(for: field, now: Fixtures.now.addingTimeInterval(30))
        #expect(list.all.count == 3)
        var values: [String] = []
        for suggestion in list.all {
            values.append(
                try await broker.fill(suggestion.id, now: Fixtures.now.addingTimeInterval(31)).secret.unredacted)
        }
        #expect(values == ["333333", "222222", "111111"])
    }

    @Test func consumedCodeEventSaysWhetherToDeleteTheMessage() async throws {
        for delete in [false, true] {
            var configuration = Broker.Configuration()
            configuration.deleteMessagesAfterUse = delete
            let broker = Broker(providers: [], configuration: configuration)
            let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .oneTimeCode)
            try await broker.receive(message: "@example.com #123456", at: Fixtures.now)
            var events = broker.events().makeAsyncIterator()
            let suggestion = try #require(await broker.suggestions(for: field, now: Fixtures.now).bar.first)
            _ = try await broker.fill(suggestion.id, now: Fixtures.now)
            let consumed = await broker.drain(&events).filter { $0.kind == .codeConsumed }
            #expect(consumed.count == 1)
            #expect(consumed.first?.deleteMessage == delete)
            #expect(consumed.first?.code?.domain == "example.com")
        }
    }

    @Test func deliveredCodesCanRequirePresence() async throws {
        var configuration = Broker.Configuration()
        configuration.deliveredCodesNeedPresence = true
        let broker = Broker(providers: [], configuration: configuration)
        let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .oneTimeCode)
        try await broker.receive(message: "@example.com #123456", at: Fixtures.now)
        let suggestion = try #require(await broker.suggestions(for: field, now: Fixtures.now).bar.first)
        await #expect(throws: ProviderError(.userInteractionRequired, "")) {
            try await broker.fill(suggestion.id, now: Fixtures.now)
        }
        await broker.userIsPresent(at: Fixtures.now)
        #expect(try await broker.fill(suggestion.id, now: Fixtures.now).secret.unredacted == "123456")
    }

    @Test func focusedFieldsAreTracked() async throws {
        let broker = Broker(providers: [])
        let field = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .oneTimeCode)
        await #expect(throws: ProviderError(.suggestionNotFound, "")) {
            try await broker.suggestions(forFocusedField: field.id, now: Fixtures.now)
        }
        await broker.focus(field, now: Fixtures.now)
        try await broker.receive(message: "@example.com #123456", at: Fixtures.now)
        let list = try await broker.suggestions(forFocusedField: field.id, now: Fixtures.now)
        #expect(list.all.count == 1)
        #expect(await broker.focusedFields.map(\.id) == [field.id])
        await broker.unfocus(field.id)
        #expect(await broker.focusedFields.isEmpty)
        // Leaving the field drops its suggestions.
        await #expect(throws: ProviderError(.suggestionNotFound, "")) {
            try await broker.fill(list.all[0].id, now: Fixtures.now)
        }
        // A code that arrives with no field focused is announced without a field.
        var events = broker.events().makeAsyncIterator()
        try await broker.receive(message: "Your code is 654321", at: Fixtures.now)
        let kinds = await broker.drain(&events).map(\.kind)
        #expect(kinds == [.codeReceived])
    }

    @Test func messageWithAnInvalidBindingIsAnError() async throws {
        let broker = Broker(providers: [])
        await #expect(throws: ProviderError(.invalidMessage, "")) {
            try await broker.receive(message: "Your code is 123456\n\n@-a-.com #123456", at: Fixtures.now)
        }
        #expect(try await broker.receive(message: "Hello there, see you at 5", at: Fixtures.now) == nil)
    }
}

/// The broker's intake of a message whose sender a signature verified.
@Suite struct VerifiedSenderIntakeTests {
    @Test func aVerifiedDomainBindsTheCodeAndAMismatchIsOfferedNowhere() async throws {
        let broker = Broker(providers: [])
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let onSite = FocusedField(context: try FillContext(pageURL: "https://bank.example/login"), kind: .oneTimeCode)
        let elsewhere = FocusedField(context: try FillContext(pageURL: "https://other.example/"), kind: .oneTimeCode)
        await broker.focus(onSite, now: now)
        await broker.focus(elsewhere, now: now)

        let received = try #require(
            try await broker.receive(
                message: "Your code is 482913", sender: "Bank", verifiedDomain: try HostName("bank.example"), at: now))
        #expect(received.domain == "bank.example")
        #expect(await broker.suggestions(for: onSite, now: now).all.count == 1)
        #expect(await broker.suggestions(for: elsewhere, now: now).all.isEmpty)

        let error = await #expect(throws: ProviderError.self) {
            try await broker.receive(
                message: "Code 111111\n\n@other.example #111111", verifiedDomain: try HostName("bank.example"), at: now)
        }
        #expect(error?.code == .invalidMessage)
        #expect(await broker.suggestions(for: elsewhere, now: now).all.isEmpty)
        #expect(await broker.suggestions(for: onSite, now: now).all.count == 1)
    }
}

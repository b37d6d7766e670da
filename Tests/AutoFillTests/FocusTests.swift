import Domains
import Foundation
import Testing

@testable import AutoFill

/// Focused fields live in the broker only: their owner, their lifetime, their limit, and the
/// suggestions that belong to each.
@Suite struct FocusTests {
    static func codeField(owner: String? = nil) throws -> FocusedField {
        FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .oneTimeCode, owner: owner)
    }

    @Test func aFieldIsFoundWithItsOwner() async throws {
        let broker = Broker(providers: [])
        let field = try Self.codeField(owner: "login.example.test")
        try await broker.focus(field, now: Fixtures.now)
        #expect(await broker.focusedField(field.id)?.owner == "login.example.test")
        #expect(await broker.focusedField(UUID()) == nil)
    }

    @Test func idleFieldsAreForgotten() async throws {
        var configuration = Broker.Configuration()
        configuration.focusLifetime = .seconds(60)
        let broker = Broker(providers: [], configuration: configuration)
        let idle = try Self.codeField()
        let active = try Self.codeField()
        try await broker.focus(idle, now: Fixtures.now)
        try await broker.focus(active, now: Fixtures.now)
        // Asking for suggestions keeps a field alive.
        _ = try await broker.suggestions(forFocusedField: active.id, now: Fixtures.now.addingTimeInterval(50))
        try await broker.focus(try Self.codeField(), now: Fixtures.now.addingTimeInterval(70))
        #expect(await broker.focusedField(idle.id) == nil)
        #expect(await broker.focusedField(active.id) != nil)
    }

    @Test func theNumberOfFieldsIsLimited() async throws {
        var configuration = Broker.Configuration()
        configuration.focusLimit = 3
        let broker = Broker(providers: [], configuration: configuration)
        var fields: [FocusedField] = []
        for _ in 0..<3 {
            let field = try Self.codeField()
            fields.append(field)
            try await broker.focus(field, now: Fixtures.now)
        }
        await #expect(throws: ProviderError(.tooManyFields, "")) {
            try await broker.focus(try Self.codeField(), now: Fixtures.now)
        }
        // Focusing a known field again is not a new one.
        try await broker.focus(fields[0], now: Fixtures.now)
        await broker.unfocus(fields[1].id)
        try await broker.focus(try Self.codeField(), now: Fixtures.now)
    }

    @Test func aSuggestionFillsOnlyTheFieldItWasMadeFor() async throws {
        let broker = Broker(providers: [])
        let field = try Self.codeField()
        let other = try Self.codeField()
        try await broker.focus(field, now: Fixtures.now)
        try await broker.focus(other, now: Fixtures.now)
        try await broker.receive(message: "@example.com #123456", at: Fixtures.now)
        let suggestion = try #require(
            try await broker.suggestions(forFocusedField: field.id, now: Fixtures.now).bar.first)
        await #expect(throws: ProviderError(.suggestionNotFound, "")) {
            try await broker.fill(suggestion.id, inField: other.id, now: Fixtures.now)
        }
        let value = try await broker.fill(suggestion.id, inField: field.id, now: Fixtures.now)
        #expect(value.secret.unredacted == "123456")
    }

    @Test func theArrivalEventCarriesTheSuggestionTheFieldIsOffered() async throws {
        let broker = Broker(providers: [])
        let field = try Self.codeField()
        try await broker.focus(field, now: Fixtures.now)
        var events = broker.events().makeAsyncIterator()
        try await broker.receive(message: "@example.com #123456", sender: "Example", at: Fixtures.now)
        let arrived = try #require(await broker.drain(&events).first { $0.kind == .codeArrived })
        let pushed = try #require(arrived.suggestion)
        let listed = try #require(try await broker.suggestions(forFocusedField: field.id, now: Fixtures.now).bar.first)
        // The same suggestion (same id, same identity) whichever way the client learns of it.
        #expect(pushed == listed)
        #expect(pushed.title == "From Example")
        #expect(arrived.code?.domain == "example.com")
    }
}

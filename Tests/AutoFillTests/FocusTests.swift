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
        await broker.focus(field, now: Fixtures.now)
        #expect(await broker.focusedField(field.id)?.owner == "login.example.test")
        #expect(await broker.focusedField(UUID()) == nil)
    }

    @Test func idleFieldsAreForgotten() async throws {
        var configuration = Broker.Configuration()
        configuration.focusLifetime = .seconds(60)
        let broker = Broker(providers: [], configuration: configuration)
        let idle = try Self.codeField()
        let active = try Self.codeField()
        await broker.focus(idle, now: Fixtures.now)
        await broker.focus(active, now: Fixtures.now)
        // Asking for suggestions keeps a field alive.
        _ = try await broker.suggestions(forFocusedField: active.id, now: Fixtures.now.addingTimeInterval(50))
        await broker.focus(try Self.codeField(), now: Fixtures.now.addingTimeInterval(70))
        #expect(await broker.focusedField(idle.id) == nil)
        #expect(await broker.focusedField(active.id) != nil)
    }

    /// Clients that never unfocus (a page that unloads, a browser that quits) must not stop the
    /// service from taking new fields: at the limit, the field seen least recently makes room.
    /// (Before, the 257th focus was refused until the lifetime ran out: check 86 stopped
    /// filling in Firefox after Chromium's 210 real pages had left their fields focused.)
    @Test func theFieldSeenLeastRecentlyMakesRoomAtTheLimit() async throws {
        var configuration = Broker.Configuration()
        configuration.focusLimit = 3
        let broker = Broker(providers: [], configuration: configuration)
        var fields: [FocusedField] = []
        for second in 0..<3 {
            let field = try Self.codeField()
            fields.append(field)
            await broker.focus(field, now: Fixtures.now.addingTimeInterval(Double(second)))
        }
        // The first field's client asks again, so the second is now the stalest.
        _ = try await broker.suggestions(forFocusedField: fields[0].id, now: Fixtures.now.addingTimeInterval(5))
        let newest = try Self.codeField()
        await broker.focus(newest, now: Fixtures.now.addingTimeInterval(6))
        #expect(await broker.focusedFields.count == 3)
        #expect(await broker.focusedField(fields[1].id) == nil)
        for kept in [fields[0], fields[2], newest] { #expect(await broker.focusedField(kept.id) != nil) }
        // Focusing a known field again is not a new one: nothing makes room.
        await broker.focus(fields[2], now: Fixtures.now.addingTimeInterval(7))
        #expect(await broker.focusedField(fields[0].id) != nil)
        #expect(await broker.focusedFields.count == 3)
    }

    @Test func aSuggestionFillsOnlyTheFieldItWasMadeFor() async throws {
        let broker = Broker(providers: [])
        let field = try Self.codeField()
        let other = try Self.codeField()
        await broker.focus(field, now: Fixtures.now)
        await broker.focus(other, now: Fixtures.now)
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
        await broker.focus(field, now: Fixtures.now)
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

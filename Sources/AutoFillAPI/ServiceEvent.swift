#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The names of the server-sent events of `GET /v1/events`; each `data:` line is one JSON
/// object, never a secret.
public struct ServiceEventName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The first event of every stream: ``PublicVaultStatus``.
    public static let hello = ServiceEventName(rawValue: "hello")
    /// The vault was unlocked: ``PublicVaultStatus``.
    public static let vaultUnlocked = ServiceEventName(rawValue: "vault-unlocked")
    /// The vault was locked: ``PublicVaultStatus``.
    public static let vaultLocked = ServiceEventName(rawValue: "vault-locked")
    /// The verification-code generators changed: `{}`; full access only.
    public static let codesChanged = ServiceEventName(rawValue: "codes-changed")
    /// A code arrived that the focused field ``FieldEvent/fieldID`` may use:
    /// ``FieldEvent/suggestion`` is ready to show. Sent to the field's session.
    public static let codeArrived = ServiceEventName(rawValue: "code-arrived")
    /// A code arrived that no focused field may use: ``FieldEvent/code``; full access only.
    public static let codeReceived = ServiceEventName(rawValue: "code-received")
    /// A code from a message was filled and is gone: ``FieldEvent/code``; full access only.
    public static let codeConsumed = ServiceEventName(rawValue: "code-consumed")
    /// The suggestions of the focused field ``FieldEvent/fieldID`` changed: ask again
    /// (`GET /v1/fields/{id}`). Sent to the field's session.
    public static let suggestionsChanged = ServiceEventName(rawValue: "suggestions-changed")

    public var description: String { rawValue }
}

/// The data of the code and field events.
public struct FieldEvent: Codable, Sendable, Hashable {
    /// The focused field concerned, if any.
    public var fieldID: UUID?
    /// For ``ServiceEventName/codeArrived``: the suggestion to add to the field's list (first).
    public var suggestion: SuggestionView?
    /// For code events: the code, without its digits.
    public var code: ReceivedMessage?

    public init(fieldID: UUID? = nil, suggestion: SuggestionView? = nil, code: ReceivedMessage? = nil) {
        self.fieldID = fieldID
        self.suggestion = suggestion
        self.code = code
    }

    private enum CodingKeys: String, CodingKey { case fieldID, suggestion, code }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fieldID = try container.decodeIfPresent(UUID.self, forKey: .fieldID)
        suggestion = try container.decodeIfPresent(SuggestionView.self, forKey: .suggestion)
        code = try container.decodeIfPresent(ReceivedMessage.self, forKey: .code)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(fieldID?.lowercasedString, forKey: .fieldID)
        try container.encodeIfPresent(suggestion, forKey: .suggestion)
        try container.encodeIfPresent(code, forKey: .code)
    }
}

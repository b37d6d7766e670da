#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something clients should hear about at once; the server turns these into server-sent
/// events. Events carry no secret.
public struct BrokerEvent: Sendable, Hashable, Codable {
    /// What happened. New kinds may be added in any release.
    public struct Kind: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The JSON name (also the server-sent event name).
        public let name: String
        private init(_ name: String) { self.name = name }

        /// A code arrived that may be offered to the focused field ``BrokerEvent/fieldID``;
        /// ``BrokerEvent/suggestion`` is ready to show (one event per field).
        public static let codeArrived = Kind("codeArrived")
        /// A code arrived that no focused field may use (``BrokerEvent/fieldID`` is nil).
        public static let codeReceived = Kind("codeReceived")
        /// A delivered code was filled and is gone; ``BrokerEvent/deleteMessage`` says whether
        /// the message source should delete the message.
        public static let codeConsumed = Kind("codeConsumed")
        /// The vault was unlocked (the user is present).
        public static let vaultUnlocked = Kind("vaultUnlocked")
        /// The vault was locked.
        public static let vaultLocked = Kind("vaultLocked")
        /// The suggestions for the focused field ``BrokerEvent/fieldID`` changed: ask again.
        public static let suggestionsChanged = Kind("suggestionsChanged")

        public var description: String { name }

        public init(from decoder: any Decoder) throws {
            name = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }

    /// What happened.
    public let kind: Kind
    /// When (the time passed to the broker call that caused it).
    public let date: Date
    /// The focused field concerned, if any.
    public let fieldID: UUID?
    /// For ``Kind/codeArrived``: the suggestion to show in that field.
    public let suggestion: Suggestion?
    /// For code events: the code, without its digits.
    public let code: ReceivedCode?
    /// For ``Kind/codeConsumed``: whether the message should be deleted (the broker's
    /// ``Broker/Configuration/deleteMessagesAfterUse`` setting).
    public let deleteMessage: Bool?

    public init(
        kind: Kind, date: Date, fieldID: UUID? = nil, suggestion: Suggestion? = nil, code: ReceivedCode? = nil,
        deleteMessage: Bool? = nil
    ) {
        self.kind = kind
        self.date = date
        self.fieldID = fieldID
        self.suggestion = suggestion
        self.code = code
        self.deleteMessage = deleteMessage
    }
}

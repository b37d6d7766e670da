#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a source is doing, for `autofill sources status` and the web page.
public struct MessageSourceStatus: Sendable, Hashable, Codable {
    /// Where a source stands. New states may be added in any release.
    public struct State: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Switched off.
        public static let disabled = State(rawValue: "disabled")
        /// Trying to reach what it reads from (D-Bus, the mail server, waiting for a phone).
        public static let connecting = State(rawValue: "connecting")
        /// Connected and waiting for messages.
        public static let connected = State(rawValue: "connected")
        /// Not working; ``MessageSourceStatus/lastError`` says why and what to do.
        public static let failed = State(rawValue: "failed")

        public var description: String { rawValue }
    }

    public var id: String
    public var kind: MessageSourceKind
    public var state: State
    /// A sentence about the current state ("2 modems", "INBOX on imap.example.com, IDLE").
    public var detail: String?
    /// When the last message arrived.
    public var lastMessage: Date?
    /// The last problem, in words a person can act on; never a secret.
    public var lastError: String?

    public init(
        id: String, kind: MessageSourceKind, state: State, detail: String? = nil, lastMessage: Date? = nil,
        lastError: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.state = state
        self.detail = detail
        self.lastMessage = lastMessage
        self.lastError = lastError
    }
}

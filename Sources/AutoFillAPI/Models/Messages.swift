import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /v1/messages`: a message that arrived. Its text may hold a code, so it is a secret.
public struct MessageRequest: Codable, Sendable, CustomStringConvertible {
    public var text: SecretText
    /// Who sent it, for display.
    public var sender: String?
    /// `sms` (default) or `email`.
    public var channel: String?

    public init(text: SecretText, sender: String? = nil, channel: String? = nil) {
        self.text = text
        self.sender = sender
        self.channel = channel
    }

    private enum CodingKeys: String, CodingKey { case text, sender, channel }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = SecretText(try container.decode(String.self, forKey: .text))
        sender = try container.decodeIfPresent(String.self, forKey: .sender)
        channel = try container.decodeIfPresent(String.self, forKey: .channel)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text.unredacted, forKey: .text)
        try container.encodeIfPresent(sender, forKey: .sender)
        try container.encodeIfPresent(channel, forKey: .channel)
    }

    public var description: String { "MessageRequest(text: <redacted>, channel: \(channel ?? "sms"))" }
}

/// What the service read in a message: never the code.
public struct ReceivedMessage: Codable, Sendable, Hashable {
    /// Whether the message held a code.
    public var found: Bool
    /// The code's id while it lives.
    public var id: UUID?
    /// `domainBound` or `freeForm`.
    public var kind: String?
    /// The bound host.
    public var domain: String?
    /// The bound frame host.
    public var embeddedDomain: String?
    /// When the code stops being offered.
    public var expiresAt: Date?

    public init(
        found: Bool, id: UUID? = nil, kind: String? = nil, domain: String? = nil, embeddedDomain: String? = nil,
        expiresAt: Date? = nil
    ) {
        self.found = found
        self.id = id
        self.kind = kind
        self.domain = domain
        self.embeddedDomain = embeddedDomain
        self.expiresAt = expiresAt
    }

    private enum CodingKeys: String, CodingKey { case found, id, kind, domain, embeddedDomain, expiresAt }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        found = try container.decode(Bool.self, forKey: .found)
        id = try container.decodeIfPresent(UUID.self, forKey: .id)
        kind = try container.decodeIfPresent(String.self, forKey: .kind)
        domain = try container.decodeIfPresent(String.self, forKey: .domain)
        embeddedDomain = try container.decodeIfPresent(String.self, forKey: .embeddedDomain)
        expiresAt = try container.decodeIfPresent(Date.self, forKey: .expiresAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(found, forKey: .found)
        try container.encodeIfPresent(id?.lowercasedString, forKey: .id)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encodeIfPresent(domain, forKey: .domain)
        try container.encodeIfPresent(embeddedDomain, forKey: .embeddedDomain)
        try container.encodeIfPresent(expiresAt, forKey: .expiresAt)
    }
}

extension UUID {
    /// The form the API writes identifiers in: lower case.
    var lowercasedString: String { uuidString.lowercased() }
}

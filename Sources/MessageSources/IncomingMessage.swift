import Domains
import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A message a source received: its text (a secret: it may hold a code), who sent it, when, and
/// what is known about where it comes from.
public struct IncomingMessage: Sendable, CustomStringConvertible {
    /// How the message travelled.
    public enum Channel: String, Sendable, Hashable, Codable {
        case sms
        case email
    }

    /// The text, as a person would read it (a mail's MIME decoded, HTML turned into text).
    public var text: SecretText
    /// Who sent it, for display.
    public var sender: String?
    /// When it arrived (the modem's timestamp, the mail's arrival), else when the source saw it.
    public var received: Date
    public var channel: Channel
    /// The domain a verified signature vouches for (a mail whose DKIM signature verifies and
    /// aligns with its `From:`): a code in it is bound to that domain's site, as
    /// `@example.com #123456` binds an SMS code. Nil when nothing vouches for the sender.
    public var verifiedDomain: HostName?
    /// What the source needs to delete or mark the message after its code is used.
    public var reference: MessageReference?

    public init(
        text: SecretText, sender: String?, received: Date, channel: Channel, verifiedDomain: HostName? = nil,
        reference: MessageReference? = nil
    ) {
        self.text = text
        self.sender = sender
        self.received = received
        self.channel = channel
        self.verifiedDomain = verifiedDomain
        self.reference = reference
    }

    public var description: String {
        "IncomingMessage(\(channel), from: \(sender ?? "?"), verified: \(verifiedDomain?.ascii ?? "no"), text: <redacted>)"
    }
}

/// Names one message within its source (the D-Bus path of an SMS, the UID of a mail).
public struct MessageReference: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The source's ``MessageSource/id``.
    public var source: String
    /// The source's own name for the message.
    public var value: String

    public init(source: String, value: String) {
        self.source = source
        self.value = value
    }

    public var description: String { "\(source):\(value)" }
}

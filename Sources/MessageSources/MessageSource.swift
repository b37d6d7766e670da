#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Somewhere messages with one-time codes arrive by themselves: a modem (ModemManager), a
/// mailbox (IMAP), a phone that forwards its SMS. The service runs each enabled source and hands
/// what it delivers to the same intake as `POST /v1/messages`.
///
/// A source runs until its task is cancelled. It reconnects by itself (a modem that appears
/// later, a mail server that restarts) and says how it is doing through `report`, in words a
/// person can act on. It never reads the clock: `now` is passed in.
public protocol MessageSource: Sendable {
    /// A stable identifier, unique among the sources (`modem`, `mail:alice@example.com`, ...).
    var id: String { get }
    /// What kind of source it is.
    var kind: MessageSourceKind { get }

    /// Runs until cancelled: every new message goes to `deliver`, every change of state to
    /// `report`.
    func run(
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async

    /// The code of the message `reference` names was used: delete the message (an SMS), or mark
    /// it read or delete it (a mail), as the source is set to.
    func messageWasUsed(_ reference: MessageReference) async throws(MessageSourceError)
}

/// What a source is. New kinds may be added in any release.
public struct MessageSourceKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// SMS from a modem, through ModemManager on D-Bus.
    public static let modem = MessageSourceKind(rawValue: "modem")
    /// Mail from an IMAP mailbox.
    public static let mail = MessageSourceKind(rawValue: "mail")
    /// SMS a paired phone forwards over the network.
    public static let phone = MessageSourceKind(rawValue: "phone")
    /// SMS from a phone paired with KDE Connect, through its daemon on the session bus.
    public static let kdeconnect = MessageSourceKind(rawValue: "kdeconnect")

    public var description: String { rawValue }
}

import DBus
import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One SMS as KDE Connect's daemon puts it on D-Bus: the argument of the `conversationCreated`
/// and `conversationUpdated` signals of `org.kde.kdeconnect.device.conversations`, a variant
/// holding the structure ``signature``: event flags, body, addresses, date (Unix milliseconds),
/// type, read, thread id, uid, SIM sub-id and attachments (releases before 2023 send the first
/// nine fields only).
///
/// Reading is strict about types: a field of another type, a structure of another length or a
/// body longer than any SMS is ``MessageSourceError/Code/malformed``.
public struct KDEConnectMessage: Sendable, CustomStringConvertible {
    /// Android's message box (`Telephony.TextBasedSmsColumns.TYPE`).
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let all = Kind(rawValue: 0)
        /// Received.
        public static let inbox = Kind(rawValue: 1)
        public static let sent = Kind(rawValue: 2)
        public static let draft = Kind(rawValue: 3)
        public static let outbox = Kind(rawValue: 4)
        public static let failed = Kind(rawValue: 5)
        public static let queued = Kind(rawValue: 6)

        public var description: String {
            let names = ["all", "inbox", "sent", "draft", "outbox", "failed", "queued"]
            return names.indices.contains(Int(rawValue)) ? names[Int(rawValue)] : "type \(rawValue)"
        }
    }

    /// The structure's D-Bus signature (with the attachments, as current releases send it).
    public static let signature = "(isa(s)xiixixa(xsss))"
    /// The most text a message may carry: as much as `POST /v1/messages` takes.
    public static let maximumTextBytes = 32 << 10

    /// Bit flags: 1 a text body, 2 a group message.
    public let event: Int32
    /// The text; empty for an MMS with attachments only.
    public let body: SecretText
    /// The conversation's addresses (phone numbers, or names for alphanumeric senders); for an
    /// incoming message the first is the sender.
    public let addresses: [String]
    /// When the phone received (or sent) it.
    public let date: Date
    public let kind: Kind
    public let isRead: Bool
    public let threadID: Int64
    /// The phone's id of the message, unique on that phone.
    public let uid: Int32
    /// The SIM it arrived on; nil when the phone did not say (-1).
    public let subscriptionID: Int64?
    public let attachmentCount: Int

    /// Reads a signal argument: a variant (or the structure itself).
    ///
    /// - Throws: ``MessageSourceError/Code/malformed``, saying which field is wrong (never the
    ///   body's text).
    public init(_ value: DBusValue) throws(MessageSourceError) {
        func malformed(_ what: String) -> MessageSourceError {
            MessageSourceError(.malformed, "the message is not readable: \(what)")
        }
        guard case .structure(let fields) = value.unwrapped else {
            throw malformed("it is a \(value.unwrapped.signature), not the structure \(Self.signature)")
        }
        guard fields.count == 9 || fields.count == 10 else {
            throw malformed("its structure has \(fields.count) fields, not 10 (\(Self.signature))")
        }
        guard case .int32(let event) = fields[0] else { throw malformed("its event is not an int32 (i)") }
        guard case .string(let body) = fields[1] else { throw malformed("its body is not a string") }
        guard body.utf8.count <= Self.maximumTextBytes else { throw malformed("its body is longer than 32 KB") }
        guard case .array(_, let addressValues) = fields[2] else { throw malformed("its addresses are not an array") }
        var addresses: [String] = []
        for address in addressValues {
            guard case .structure(let parts) = address, parts.count == 1, case .string(let text) = parts[0] else {
                throw malformed("an address is not a structure holding a string ((s))")
            }
            let cleaned = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64))
            if !cleaned.isEmpty { addresses.append(cleaned) }
        }
        guard case .int64(let milliseconds) = fields[3] else { throw malformed("its date is not an int64 (x)") }
        guard case .int32(let type) = fields[4] else { throw malformed("its type is not an int32 (i)") }
        guard case .int32(let read) = fields[5] else { throw malformed("its read flag is not an int32 (i)") }
        guard case .int64(let thread) = fields[6] else { throw malformed("its thread id is not an int64 (x)") }
        guard case .int32(let uid) = fields[7] else { throw malformed("its uid is not an int32 (i)") }
        guard case .int64(let subscription) = fields[8] else { throw malformed("its sub-id is not an int64 (x)") }
        var attachments = 0
        if fields.count == 10 {
            guard case .array(let element, let items) = fields[9], element == "(xsss)" else {
                throw malformed("its attachments are not an array of (xsss)")
            }
            attachments = items.count
        }
        self.event = event
        self.body = SecretText(body)
        self.addresses = addresses
        self.date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        self.kind = Kind(rawValue: type)
        self.isRead = read != 0
        self.threadID = thread
        self.uid = uid
        self.subscriptionID = subscription < 0 ? nil : subscription
        self.attachmentCount = attachments
    }

    /// The structure a daemon sends for these fields (for tests and the mock daemon).
    public static func value(
        event: Int32 = 1, body: String, addresses: [String], date: Date, kind: Kind = .inbox, read: Bool = false,
        threadID: Int64 = 1, uid: Int32, subscriptionID: Int64 = -1
    ) -> DBusValue {
        .variant(
            .structure([
                .int32(event), .string(body),
                .array(elementSignature: "(s)", addresses.map { .structure([.string($0)]) }),
                .int64(Int64((date.timeIntervalSince1970 * 1000).rounded())), .int32(kind.rawValue),
                .int32(read ? 1 : 0), .int64(threadID), .int32(uid), .int64(subscriptionID),
                .array(elementSignature: "(xsss)", []),
            ]))
    }

    /// Whether it is a received message with text to read.
    public var isReadable: Bool { kind == .inbox && !body.isEmpty }

    /// Who sent it: the first address.
    public var sender: String? { addresses.first }

    public var description: String {
        "KDEConnectMessage(uid \(uid), \(kind), from: \(sender ?? "?"), text: <redacted>)"
    }
}

import DBus
import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An SMS object of ModemManager (`org.freedesktop.ModemManager1.Sms`), read from its
/// properties: the text, the sender's number, the time the service centre stamped, its state.
///
/// Reading is strict about types and lenient about what is absent: a property of the wrong type
/// or a text longer than any SMS is ``MessageSourceError/Code/malformed``; a missing number or
/// timestamp is nil.
public struct ModemManagerSMS: Sendable, CustomStringConvertible {
    /// `MMSmsState`.
    public struct State: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let unknown = State(rawValue: 0)
        public static let stored = State(rawValue: 1)
        /// A multi-part SMS whose parts are still arriving.
        public static let receiving = State(rawValue: 2)
        public static let received = State(rawValue: 3)
        public static let sending = State(rawValue: 4)
        public static let sent = State(rawValue: 5)

        public var description: String {
            ["unknown", "stored", "receiving", "received", "sending", "sent"].indices.contains(Int(rawValue))
                ? ["unknown", "stored", "receiving", "received", "sending", "sent"][Int(rawValue)] : "state \(rawValue)"
        }
    }

    /// `MMSmsPduType`: only delivered messages are read.
    public struct PDUType: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let unknown = PDUType(rawValue: 0)
        public static let deliver = PDUType(rawValue: 1)
        public static let submit = PDUType(rawValue: 2)
        public static let statusReport = PDUType(rawValue: 3)
        public static let cdmaDeliver = PDUType(rawValue: 32)
        public static let cdmaSubmit = PDUType(rawValue: 33)
    }

    /// The interface of SMS objects.
    public static let interface = "org.freedesktop.ModemManager1.Sms"
    /// The most text an SMS object may carry: as much as `POST /v1/messages` takes (255
    /// concatenated parts of 153 characters fit under it).
    public static let maximumTextBytes = 32 << 10

    /// The object path (`/org/freedesktop/ModemManager1/SMS/3`).
    public let path: String
    public let state: State
    public let pduType: PDUType
    /// The text; empty for a data SMS.
    public let text: SecretText
    /// The sender's number (or name, for alphanumeric senders).
    public let number: String?
    /// When the service centre received the message, if ModemManager read a timestamp.
    public let timestamp: Date?

    /// Reads the properties of an SMS object (`GetAll` of ``interface``, values out of their
    /// variants).
    ///
    /// - Throws: ``MessageSourceError/Code/malformed`` when a property has the wrong type, the
    ///   state is missing, or the text is too long.
    public init(path: String, properties: [String: DBusValue]) throws(MessageSourceError) {
        self.path = path
        func malformed(_ what: String) -> MessageSourceError {
            MessageSourceError(.malformed, "the SMS object \(path) is not readable: \(what)")
        }
        guard let stateValue = properties["State"]?.unwrapped else { throw malformed("it has no State") }
        guard case .uint32(let state) = stateValue else { throw malformed("its State is not a number (u)") }
        self.state = State(rawValue: state)
        switch properties["PduType"]?.unwrapped {
        case nil: pduType = .unknown
        case .uint32(let type)?: pduType = PDUType(rawValue: type)
        default: throw malformed("its PduType is not a number (u)")
        }
        switch properties["Text"]?.unwrapped {
        case nil: text = SecretText("")
        case .string(let value)?:
            guard value.utf8.count <= Self.maximumTextBytes else { throw malformed("its Text is longer than 32 KB") }
            text = SecretText(value)
        default: throw malformed("its Text is not a string")
        }
        switch properties["Number"]?.unwrapped {
        case nil: number = nil
        case .string(let value)?:
            let trimmed = String(value.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64))
            number = trimmed.isEmpty ? nil : trimmed
        default: throw malformed("its Number is not a string")
        }
        switch properties["Timestamp"]?.unwrapped {
        case nil: timestamp = nil
        case .string(let value)?: timestamp = value.isEmpty ? nil : Self.date(fromTimestamp: value)
        default: throw malformed("its Timestamp is not a string")
        }
    }

    /// Whether the message came from the network (not one being sent, not a status report).
    public var isIncoming: Bool {
        pduType == .deliver || pduType == .cdmaDeliver || pduType == .unknown
    }

    /// Whether the SMS is complete and incoming, with text to read.
    public var isReadable: Bool { state == .received && isIncoming && !text.isEmpty }

    public var description: String {
        "ModemManagerSMS(\(path), \(state), from: \(number ?? "?"), text: <redacted>)"
    }

    /// Reads ModemManager's timestamps: ISO 8601 as `2024-05-01T12:34:56+02:00`, and the forms
    /// older releases wrote (`+02`, `+0200`, `Z`, no zone: UTC, fractions of a second). Nil for
    /// anything else.
    public static func date(fromTimestamp text: String) -> Date? {
        var bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes.count <= 40 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), bytes[4] == UInt8(ascii: "-"), let month = number(5..<7),
            bytes[7] == UInt8(ascii: "-"), let day = number(8..<10),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            let hour = number(11..<13), bytes[13] == UInt8(ascii: ":"), let minute = number(14..<16),
            bytes[16] == UInt8(ascii: ":"), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, index - start < 9 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offset = 0
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "Z"):
                index += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                index += 1
                guard let hours = number(index..<index + 2), hours <= 23 else { return nil }
                index += 2
                var minutes = 0
                if index < bytes.count {
                    if bytes[index] == UInt8(ascii: ":") { index += 1 }
                    guard let value = number(index..<index + 2), value < 60 else { return nil }
                    minutes = value
                    index += 2
                }
                offset = sign * (hours * 3600 + minutes * 60)
            default:
                return nil
            }
        }
        guard index == bytes.count else { return nil }
        bytes = []
        guard day <= daysIn(month: month, year: year) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86400 + hour * 3600 + minute * 60 + min(second, 59) - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }
}

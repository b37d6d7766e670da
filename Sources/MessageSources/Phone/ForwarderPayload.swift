import Secrets
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An SMS a phone forwarded, read from the body an Android SMS-forwarding app posts.
///
/// The formats (docs/sources.md has a configuration recipe for each app):
///
/// | format | app | body |
/// |---|---|---|
/// | ``Format/smsGateway`` | SMS Gateway for Android (capcom6/android-sms-gateway), webhook `sms:received` | `{"event": "sms:received", "payload": {"message", "phoneNumber", "receivedAt"}, ...}` |
/// | ``Format/smsToURL`` | SMS to URL Forwarder (bogkonstantin/android_income_sms_gateway_webhook), default template | `{"from", "text", "sentStamp", "receivedStamp", "sim"}` |
/// | ``Format/smsForwarder`` | SmsForwarder (pppscn/SmsForwarder), webhook | form or JSON with `from`, `content`, `timestamp` |
/// | ``Format/plain`` | anything else you configure (Tasker, a script) | `{"text", "sender"}` as `POST /v1/messages` takes it, or `text/plain` |
///
/// The format is told from the body itself, so one address serves every app.
public struct ForwarderPayload: Sendable, CustomStringConvertible {
    /// Which app's format a body is in.
    public enum Format: String, Sendable, Hashable, CaseIterable, Codable {
        case smsGateway
        case smsToURL
        case smsForwarder
        case plain
    }

    /// The most a forwarded body may be.
    public static let maximumBodyBytes = 64 << 10
    /// The most text a forwarded message may have.
    public static let maximumTextBytes = 32 << 10

    public let format: Format
    /// The message text; nil when the body is an event that carries no SMS (the gateway's
    /// `sms:sent`, `system:ping`): it is acknowledged and dropped.
    public let text: SecretText?
    /// The sender's number or name.
    public let sender: String?
    /// When the phone received the message, if the body says.
    public let received: Date?

    /// Reads a body of `contentType` (`application/json`, `application/x-www-form-urlencoded`,
    /// `text/plain`; parameters such as `charset` are ignored).
    ///
    /// - Throws: ``MessageSourceError/Code/malformed`` for a body that is not one of the formats,
    ///   too large, not UTF-8, or without text.
    public init(body: [UInt8], contentType: String?) throws(MessageSourceError) {
        guard body.count <= Self.maximumBodyBytes else {
            throw MessageSourceError(.malformed, "the body is larger than 64 KB")
        }
        guard let string = String(validating: body, as: UTF8.self) else {
            throw MessageSourceError(.malformed, "the body is not UTF-8 text")
        }
        let type =
            (contentType ?? "").split(separator: ";").first.map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            } ?? ""
        let trimmed = string.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        switch type {
        case "application/x-www-form-urlencoded":
            try self.init(fields: Self.formFields(string))
        case "text/plain":
            // Some apps label their JSON text/plain: a body that reads as one of the formats is
            // taken as that format, anything else as the message itself.
            if trimmed.first == "{",
                case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: Data(body)),
                let payload = try? ForwarderPayload(json: object)
            {
                self = payload
            } else {
                try self.init(format: .plain, text: string, sender: nil, received: nil)
            }
        default:
            // JSON, whatever the app calls it (or nothing at all).
            guard trimmed.first == "{" else {
                throw MessageSourceError(
                    .malformed,
                    "the body is not a JSON object (content type \(type.isEmpty ? "none" : String(type.prefix(64))))")
            }
            let value: JSONValue
            do {
                value = try JSONDecoder().decode(JSONValue.self, from: Data(body))
            } catch {
                throw MessageSourceError(.malformed, "the body is not valid JSON")
            }
            guard case .object(let object) = value else {
                throw MessageSourceError(.malformed, "the body is not a JSON object")
            }
            try self.init(json: object)
        }
    }

    private init(format: Format, text: String?, sender: String?, received: Date?) throws(MessageSourceError) {
        if let text {
            guard !text.isEmpty else { throw MessageSourceError(.malformed, "the message text is empty") }
            guard text.utf8.count <= Self.maximumTextBytes else {
                throw MessageSourceError(.malformed, "the message text is longer than 32 KB")
            }
        }
        self.format = format
        self.text = text.map { SecretText($0) }
        self.sender = sender.flatMap(Self.cleanSender)
        self.received = received
    }

    private init(json object: [String: JSONValue]) throws(MessageSourceError) {
        if let event = object["event"], let payload = object["payload"] {
            guard case .string(let name) = event, case .object(let fields) = payload else {
                throw MessageSourceError(.malformed, "the gateway's event has no name or no payload object")
            }
            guard name == "sms:received" else {
                try self.init(format: .smsGateway, text: nil, sender: nil, received: nil)
                return
            }
            try self.init(
                format: .smsGateway, text: try Self.string(fields, "message", required: true),
                sender: try Self.string(fields, "phoneNumber", or: "sender"),
                received: try Self.string(fields, "receivedAt").flatMap(ModemManagerSMS.date(fromTimestamp:)))
        } else if object["from"] != nil, object["text"] != nil {
            try self.init(
                format: .smsToURL, text: try Self.string(object, "text", required: true),
                sender: try Self.string(object, "from"),
                received: try Self.milliseconds(object["receivedStamp"] ?? object["sentStamp"]))
        } else if object["from"] != nil, object["content"] != nil {
            try self.init(
                format: .smsForwarder, text: try Self.string(object, "content", required: true),
                sender: try Self.string(object, "from"), received: try Self.milliseconds(object["timestamp"]))
        } else if object["text"] != nil {
            try self.init(
                format: .plain, text: try Self.string(object, "text", required: true),
                sender: try Self.string(object, "sender", or: "from"), received: nil)
        } else {
            throw MessageSourceError(
                .malformed,
                "the body is in none of the known formats (SMS Gateway for Android, SMS to URL Forwarder, SmsForwarder, {\"text\": ...})"
            )
        }
    }

    private init(fields: [String: String]) throws(MessageSourceError) {
        if let content = fields["content"] {
            try self.init(
                format: .smsForwarder, text: content, sender: fields["from"],
                received: try Self.milliseconds(fields["timestamp"].map(JSONValue.string)))
        } else if let text = fields["text"] {
            try self.init(format: .plain, text: text, sender: fields["sender"] ?? fields["from"], received: nil)
        } else {
            throw MessageSourceError(.malformed, "the form has neither a 'content' nor a 'text' field")
        }
    }

    public var description: String {
        "ForwarderPayload(\(format.rawValue), from: \(sender ?? "?"), text: \(text == nil ? "none" : "<redacted>"))"
    }

    // MARK: Fields

    /// `key`'s string, else `fallback`'s.
    private static func string(_ object: [String: JSONValue], _ key: String, or fallback: String)
        throws(MessageSourceError) -> String?
    {
        if let value = try string(object, key) { return value }
        return try string(object, fallback)
    }

    private static func string(_ object: [String: JSONValue], _ key: String, required: Bool = false)
        throws(MessageSourceError) -> String?
    {
        switch object[key] {
        case .string(let value)?: return value
        case nil, .null?:
            if required { throw MessageSourceError(.malformed, "the body has no '\(key)'") }
            return nil
        default: throw MessageSourceError(.malformed, "'\(key)' is not a string")
        }
    }

    /// A Unix time in milliseconds, as a number or a string of digits; nil when absent.
    private static func milliseconds(_ value: JSONValue?) throws(MessageSourceError) -> Date? {
        let number: Double
        switch value {
        case nil, .null?: return nil
        case .number(let value)?: number = value
        case .string(let text)?:
            guard !text.isEmpty else { return nil }
            guard let value = Double(text), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw MessageSourceError(.malformed, "a timestamp is not a number of milliseconds")
            }
            number = value
        default: throw MessageSourceError(.malformed, "a timestamp is not a number of milliseconds")
        }
        guard number.isFinite, number >= 0, number < 1e14 else {
            throw MessageSourceError(.malformed, "a timestamp is out of range")
        }
        return Date(timeIntervalSince1970: number / 1000)
    }

    private static func cleanSender(_ sender: String) -> String? {
        let cleaned = String(
            sender.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64).map(Character.init))
        return cleaned.isEmpty ? nil : cleaned
    }

    /// `a=1&b=2`, `+` as a space, percent-decoded; a later duplicate wins.
    static func formFields(_ body: String) throws(MessageSourceError) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) throws(MessageSourceError) -> String {
                guard let string = try? PercentEncoding.decodeUTF8(text, plusAsSpace: true) else {
                    throw MessageSourceError(.malformed, "the form's percent-encoding is not valid")
                }
                return string
            }
            fields[try decode(parts[0])] = parts.count > 1 ? try decode(parts[1]) : ""
        }
        return fields
    }
}

/// A JSON value, for bodies whose shape is checked by hand.
enum JSONValue: Decodable, Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

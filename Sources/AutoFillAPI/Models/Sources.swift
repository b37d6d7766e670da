import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One message source as the service runs it (`GET /v1/sources`): whether it is on, how it is
/// doing, and its settings.
public struct SourceView: Codable, Sendable, Hashable {
    /// `modem` or `phone` (`mail:…` once mailboxes are added).
    public var id: String
    /// `modem`, `phone`, `mail`.
    public var kind: String
    public var enabled: Bool
    /// `disabled`, `connecting`, `connected`, `failed`.
    public var state: String
    /// What it is connected to ("1 modem: …", "listening on https://…").
    public var detail: String?
    /// When its last message arrived.
    public var lastMessage: Date?
    /// The last problem, in words a person can act on.
    public var lastError: String?
    /// Its settings (`deleteAfterUse`, `busAddress`, `host`, `port`, ...), as text.
    public var settings: [String: String]

    public init(
        id: String, kind: String, enabled: Bool, state: String, detail: String? = nil, lastMessage: Date? = nil,
        lastError: String? = nil, settings: [String: String] = [:]
    ) {
        self.id = id
        self.kind = kind
        self.enabled = enabled
        self.state = state
        self.detail = detail
        self.lastMessage = lastMessage
        self.lastError = lastError
        self.settings = settings
    }
}

/// `GET /v1/sources`.
public struct SourceList: Codable, Sendable, Hashable {
    public var sources: [SourceView]
    public var notifications: NotificationSettings

    public init(sources: [SourceView], notifications: NotificationSettings) {
        self.sources = sources
        self.notifications = notifications
    }
}

/// `POST /v1/sources/{id}`: what to change; absent fields stay as they are.
public struct SourceUpdate: Codable, Sendable, Hashable {
    /// Switches the source on or off.
    public var enabled: Bool?
    /// Modem: delete an SMS from the modem after its code was used.
    public var deleteAfterUse: Bool?
    /// Modem: the D-Bus address of ModemManager's bus; empty for the system bus.
    public var busAddress: String?
    /// Phone: the address the listener binds (default every interface, `0.0.0.0`).
    public var host: String?
    /// Phone: the listener's port (default 7392).
    public var port: Int?
    /// Phone: the address phones are told to use (default: this machine's first network address).
    public var advertisedHost: String?

    public init(
        enabled: Bool? = nil, deleteAfterUse: Bool? = nil, busAddress: String? = nil, host: String? = nil,
        port: Int? = nil, advertisedHost: String? = nil
    ) {
        self.enabled = enabled
        self.deleteAfterUse = deleteAfterUse
        self.busAddress = busAddress
        self.host = host
        self.port = port
        self.advertisedHost = advertisedHost
    }
}

/// Desktop notifications when a code arrives (`GET /v1/sources`, `POST /v1/notifications`).
public struct NotificationSettings: Codable, Sendable, Hashable {
    /// Whether a notification is shown (`org.freedesktop.Notifications` on the session bus).
    public var enabled: Bool?
    /// Whether the code itself is in the notification's text (off by default: anyone who sees
    /// the screen reads it).
    public var showCode: Bool?
    /// Answers only: whether the last notification went out (`ok`), or `failed`.
    public var state: String?
    /// Answers only: the last problem, in words a person can act on.
    public var lastError: String?
    /// Answers only: whether the Copy action is offered (a clipboard reachable over D-Bus).
    public var canCopy: Bool?

    public init(
        enabled: Bool? = nil, showCode: Bool? = nil, state: String? = nil, lastError: String? = nil,
        canCopy: Bool? = nil
    ) {
        self.enabled = enabled
        self.showCode = showCode
        self.state = state
        self.lastError = lastError
        self.canCopy = canCopy
    }
}

/// A paired phone, without its token.
public struct PhoneView: Codable, Sendable, Hashable {
    public var id: String
    public var name: String
    public var paired: Date
    public var lastSeen: Date?
    public var revoked: Bool

    public init(id: String, name: String, paired: Date, lastSeen: Date?, revoked: Bool) {
        self.id = id
        self.name = name
        self.paired = paired
        self.lastSeen = lastSeen
        self.revoked = revoked
    }
}

/// `GET /v1/phones`.
public struct PhoneList: Codable, Sendable, Hashable {
    public var phones: [PhoneView]
    /// The listener's certificate fingerprint (SHA-256), once it was made.
    public var fingerprint: String?

    public init(phones: [PhoneView], fingerprint: String?) {
        self.phones = phones
        self.fingerprint = fingerprint
    }
}

/// `POST /v1/phones`: pairs a phone.
public struct PhonePairRequest: Codable, Sendable, Hashable {
    /// A name to know the phone by ("Pixel 8").
    public var name: String

    public init(name: String) { self.name = name }
}

/// A new pairing: everything a phone needs, shown once. The token (in ``url``, ``pairingText``
/// and the QR code too) is a secret.
public struct PhonePairing: Codable, Sendable, CustomStringConvertible {
    public var phone: PhoneView
    /// The token, for `Authorization: Bearer`.
    public var token: SecretText
    /// The address to post to with the token in its path, for apps that cannot set a header:
    /// `https://192.168.1.20:7392/v1/forward/TOKEN`.
    public var url: SecretText
    /// The listener's certificate fingerprint (SHA-256), to pin or to compare.
    public var fingerprint: String
    /// What the QR code holds: the URL, with the fingerprint after `#`.
    public var pairingText: SecretText
    /// The QR code as an SVG document.
    public var qrSVG: SecretText

    public init(
        phone: PhoneView, token: SecretText, url: SecretText, fingerprint: String, pairingText: SecretText,
        qrSVG: SecretText
    ) {
        self.phone = phone
        self.token = token
        self.url = url
        self.fingerprint = fingerprint
        self.pairingText = pairingText
        self.qrSVG = qrSVG
    }

    private enum CodingKeys: String, CodingKey { case phone, token, url, fingerprint, pairingText, qrSVG }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        phone = try container.decode(PhoneView.self, forKey: .phone)
        token = SecretText(try container.decode(String.self, forKey: .token))
        url = SecretText(try container.decode(String.self, forKey: .url))
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        pairingText = SecretText(try container.decode(String.self, forKey: .pairingText))
        qrSVG = SecretText(try container.decode(String.self, forKey: .qrSVG))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(phone, forKey: .phone)
        try container.encode(token.unredacted, forKey: .token)
        try container.encode(url.unredacted, forKey: .url)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(pairingText.unredacted, forKey: .pairingText)
        try container.encode(qrSVG.unredacted, forKey: .qrSVG)
    }

    public var description: String {
        "PhonePairing(phone: \(phone.name), fingerprint: \(fingerprint), token: <redacted>)"
    }
}

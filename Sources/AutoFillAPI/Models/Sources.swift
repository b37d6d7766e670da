import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One message source as the service runs it (`GET /v1/sources`): whether it is on, how it is
/// doing, and its settings.
public struct SourceView: Codable, Sendable, Hashable {
    /// `modem`, `phone`, `mail` or `kdeconnect`.
    public var id: String
    /// `modem`, `phone`, `mail`, `kdeconnect`.
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
public struct SourceUpdate: Codable, Sendable, Equatable {
    /// Switches the source on or off.
    public var enabled: Bool?
    /// Modem: delete an SMS from the modem after its code was used.
    public var deleteAfterUse: Bool?
    /// Modem: the D-Bus address of ModemManager's bus; empty for the system bus. KDE Connect:
    /// the address of its daemon's bus; empty for the session bus.
    public var busAddress: String?
    /// Phone: the address the listener binds (default every interface, `0.0.0.0`). Mail: the
    /// IMAP server's host name.
    public var host: String?
    /// Phone: the listener's port (default 7392). Mail: the IMAP server's port (default 993 for
    /// `imaps`, 143 for `starttls`).
    public var port: Int?
    /// Phone: the address phones are told to use (default: this machine's first network address).
    public var advertisedHost: String?
    /// Mail: `imaps` (TLS from the first byte) or `starttls`.
    public var security: String?
    /// Mail: the IMAP user name.
    public var user: String?
    /// Mail: the IMAP password; kept in the vault (which must be unlocked), never in
    /// `sources.json`, and never in an answer.
    public var password: SecretText?
    /// Mail: the mailbox to watch (default `INBOX`).
    public var mailbox: String?
    /// Mail: what happens to a mail once its code was used: `none`, `mark-read` or `delete`.
    public var afterUse: String?
    /// Mail: the DNS server DKIM keys are looked up with (`host:port`); empty for the system's
    /// (`/etc/resolv.conf`).
    public var dnsServer: String?
    /// Mail: a PEM file of the certificate authority of the server's certificate; empty for the
    /// system's trusted authorities.
    public var certificateFile: String?

    public init(
        enabled: Bool? = nil, deleteAfterUse: Bool? = nil, busAddress: String? = nil, host: String? = nil,
        port: Int? = nil, advertisedHost: String? = nil, security: String? = nil, user: String? = nil,
        password: SecretText? = nil, mailbox: String? = nil, afterUse: String? = nil, dnsServer: String? = nil,
        certificateFile: String? = nil
    ) {
        self.enabled = enabled
        self.deleteAfterUse = deleteAfterUse
        self.busAddress = busAddress
        self.host = host
        self.port = port
        self.advertisedHost = advertisedHost
        self.security = security
        self.user = user
        self.password = password
        self.mailbox = mailbox
        self.afterUse = afterUse
        self.dnsServer = dnsServer
        self.certificateFile = certificateFile
    }

    private enum CodingKeys: String, CodingKey {
        case enabled, deleteAfterUse, busAddress, host, port, advertisedHost, security, user, password, mailbox
        case afterUse, dnsServer, certificateFile
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
        deleteAfterUse = try container.decodeIfPresent(Bool.self, forKey: .deleteAfterUse)
        busAddress = try container.decodeIfPresent(String.self, forKey: .busAddress)
        host = try container.decodeIfPresent(String.self, forKey: .host)
        port = try container.decodeIfPresent(Int.self, forKey: .port)
        advertisedHost = try container.decodeIfPresent(String.self, forKey: .advertisedHost)
        security = try container.decodeIfPresent(String.self, forKey: .security)
        user = try container.decodeIfPresent(String.self, forKey: .user)
        password = try container.decodeIfPresent(String.self, forKey: .password).map(SecretText.init)
        mailbox = try container.decodeIfPresent(String.self, forKey: .mailbox)
        afterUse = try container.decodeIfPresent(String.self, forKey: .afterUse)
        dnsServer = try container.decodeIfPresent(String.self, forKey: .dnsServer)
        certificateFile = try container.decodeIfPresent(String.self, forKey: .certificateFile)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(enabled, forKey: .enabled)
        try container.encodeIfPresent(deleteAfterUse, forKey: .deleteAfterUse)
        try container.encodeIfPresent(busAddress, forKey: .busAddress)
        try container.encodeIfPresent(host, forKey: .host)
        try container.encodeIfPresent(port, forKey: .port)
        try container.encodeIfPresent(advertisedHost, forKey: .advertisedHost)
        try container.encodeIfPresent(security, forKey: .security)
        try container.encodeIfPresent(user, forKey: .user)
        try container.encodeIfPresent(password?.unredacted, forKey: .password)
        try container.encodeIfPresent(mailbox, forKey: .mailbox)
        try container.encodeIfPresent(afterUse, forKey: .afterUse)
        try container.encodeIfPresent(dnsServer, forKey: .dnsServer)
        try container.encodeIfPresent(certificateFile, forKey: .certificateFile)
    }

    /// Whether a mail-only field is set.
    public var hasMailFields: Bool {
        security != nil || user != nil || password != nil || mailbox != nil || afterUse != nil || dnsServer != nil
            || certificateFile != nil
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

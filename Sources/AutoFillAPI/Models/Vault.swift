import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /v1/vault` and `POST /v1/vault/unlock`.
public struct PassphraseRequest: Codable, Sendable, CustomStringConvertible {
    public var passphrase: SecretText

    public init(passphrase: SecretText) { self.passphrase = passphrase }

    private enum CodingKeys: String, CodingKey { case passphrase }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passphrase = SecretText(try container.decode(String.self, forKey: .passphrase))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(passphrase.unredacted, forKey: .passphrase)
    }

    public var description: String { "PassphraseRequest(passphrase: <redacted>)" }
}

/// The vault's state as the service's own page sees it.
public struct VaultStatus: Codable, Sendable, Hashable {
    public var exists: Bool
    public var unlocked: Bool
    /// The vault file.
    public var path: String
    /// Seconds left before a fill asks for the passphrase again; nil while locked.
    public var presenceSecondsLeft: Int?
    /// How long an unlock counts, in seconds.
    public var presenceInterval: Int

    public init(exists: Bool, unlocked: Bool, path: String, presenceSecondsLeft: Int?, presenceInterval: Int) {
        self.exists = exists
        self.unlocked = unlocked
        self.path = path
        self.presenceSecondsLeft = presenceSecondsLeft
        self.presenceInterval = presenceInterval
    }

    /// What any session may see: no path.
    public var publicView: PublicVaultStatus {
        PublicVaultStatus(exists: exists, unlocked: unlocked, presenceSecondsLeft: presenceSecondsLeft)
    }
}

/// The vault's state without its path, for every session (the `hello`, `vault-locked` and
/// `vault-unlocked` events).
public struct PublicVaultStatus: Codable, Sendable, Hashable {
    public var exists: Bool
    public var unlocked: Bool
    public var presenceSecondsLeft: Int?

    public init(exists: Bool, unlocked: Bool, presenceSecondsLeft: Int?) {
        self.exists = exists
        self.unlocked = unlocked
        self.presenceSecondsLeft = presenceSecondsLeft
    }
}

/// `GET /v1/codes`.
public struct CodeList: Codable, Sendable {
    public var codes: [CodeEntry]

    public init(codes: [CodeEntry]) { self.codes = codes }
}

/// A verification-code generator and, for a time-based one, its current code.
public struct CodeEntry: Codable, Sendable, CustomStringConvertible {
    /// The generator's id (lower-case UUID).
    public var id: String
    public var name: String
    public var issuer: String?
    public var account: String
    public var domains: [String]
    /// `totp` or `hotp`.
    public var type: String
    public var digits: Int
    /// Seconds per code, for `totp`.
    public var period: Int?
    /// The current code (TOTP only: showing an HOTP code would use it up).
    public var code: SecretText?
    public var secondsRemaining: Int?

    public init(
        id: String, name: String, issuer: String?, account: String, domains: [String], type: String, digits: Int,
        period: Int?, code: SecretText? = nil, secondsRemaining: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.issuer = issuer
        self.account = account
        self.domains = domains
        self.type = type
        self.digits = digits
        self.period = period
        self.code = code
        self.secondsRemaining = secondsRemaining
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, issuer, account, domains, type, digits, period, code, secondsRemaining
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        issuer = try container.decodeIfPresent(String.self, forKey: .issuer)
        account = try container.decode(String.self, forKey: .account)
        domains = try container.decode([String].self, forKey: .domains)
        type = try container.decode(String.self, forKey: .type)
        digits = try container.decode(Int.self, forKey: .digits)
        period = try container.decodeIfPresent(Int.self, forKey: .period)
        code = try container.decodeIfPresent(String.self, forKey: .code).map { SecretText($0) }
        secondsRemaining = try container.decodeIfPresent(Int.self, forKey: .secondsRemaining)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(issuer, forKey: .issuer)
        try container.encode(account, forKey: .account)
        try container.encode(domains, forKey: .domains)
        try container.encode(type, forKey: .type)
        try container.encode(digits, forKey: .digits)
        try container.encodeIfPresent(period, forKey: .period)
        try container.encodeIfPresent(code?.unredacted, forKey: .code)
        try container.encodeIfPresent(secondsRemaining, forKey: .secondsRemaining)
    }

    public var description: String { "CodeEntry(\(id), \(name), code: \(code == nil ? "none" : "<redacted>"))" }
}

/// `POST /v1/codes`: a set-up link (it holds the secret).
public struct AddCodeRequest: Codable, Sendable, CustomStringConvertible {
    /// An `otpauth:` or `apple-otpauth:` link.
    public var url: SecretText
    /// Attach the generator to this credential instead of keeping it on its own.
    public var credentialID: UUID?

    public init(url: SecretText, credentialID: UUID? = nil) {
        self.url = url
        self.credentialID = credentialID
    }

    private enum CodingKeys: String, CodingKey { case url, credentialID }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        url = SecretText(try container.decode(String.self, forKey: .url))
        credentialID = try container.decodeIfPresent(UUID.self, forKey: .credentialID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url.unredacted, forKey: .url)
        try container.encodeIfPresent(credentialID, forKey: .credentialID)
    }

    public var description: String { "AddCodeRequest(url: <redacted>)" }
}

/// `POST /v1/codes/qr`: a greyscale picture of a set-up QR code.
public struct QRImageRequest: Codable, Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// One byte per pixel (0 black .. 255 white), row by row, Base64.
    public var pixels: String

    public init(width: Int, height: Int, pixels: String) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

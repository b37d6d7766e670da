import Secrets
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a client turns the passphrase into keys: scrypt parameters and salt, chosen by the client
/// when it creates the account and kept by the server (which never runs them) so that another
/// device can derive the same keys.
///
/// The client derives one master key with scrypt and two keys from it: an *authentication key*,
/// sent to the server, and an *encryption key*, which never leaves the device. The server stores
/// only a slow hash of the authentication key.
public struct ClientKDF: Sendable, Hashable, Codable {
    /// The algorithm; `scrypt` is the only one.
    public var algorithm: String
    /// The salt, random per account.
    public var salt: [UInt8]
    /// scrypt's cost `N` (a power of two).
    public var n: Int
    /// scrypt's block size `r`.
    public var r: Int
    /// scrypt's parallelism `p`.
    public var p: Int

    /// The name of scrypt in ``algorithm``.
    public static let scrypt = "scrypt"

    public init(algorithm: String = ClientKDF.scrypt, salt: [UInt8], n: Int, r: Int, p: Int) {
        self.algorithm = algorithm
        self.salt = salt
        self.n = n
        self.r = r
        self.p = p
    }

    enum CodingKeys: String, CodingKey {
        case algorithm, salt, n, r, p
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        algorithm = try container.decode(String.self, forKey: .algorithm)
        salt = try container.decodeBase64(forKey: .salt)
        n = try container.decode(Int.self, forKey: .n)
        r = try container.decode(Int.self, forKey: .r)
        p = try container.decode(Int.self, forKey: .p)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(algorithm, forKey: .algorithm)
        try container.encode(Base64.encode(salt), forKey: .salt)
        try container.encode(n, forKey: .n)
        try container.encode(r, forKey: .r)
        try container.encode(p, forKey: .p)
    }
}

/// A device as a client describes it when it signs in.
public struct DeviceRegistration: Sendable, Hashable, Codable {
    /// The device's identifier from an earlier sign-in, or `nil` for a device new to the account.
    public var id: UUID?
    /// A name for people, such as "laptop".
    public var name: String

    public init(id: UUID? = nil, name: String) {
        self.id = id
        self.name = name
    }
}

/// The body of `POST /v1/accounts`.
public struct CreateAccountRequest: Sendable, Codable, CustomStringConvertible {
    /// The account name (an e-mail address or any name), compared without case.
    public var account: String
    /// The authentication key derived from the passphrase (32 bytes).
    public var authKey: SecretBytes
    /// How the client derived it.
    public var kdf: ClientKDF
    /// The account's encrypted key material, opaque to the server (the client's sync key
    /// wrapped by its encryption key), returned at every sign-in.
    public var keyBundle: [UInt8]
    /// The first device.
    public var device: DeviceRegistration

    public init(account: String, authKey: SecretBytes, kdf: ClientKDF, keyBundle: [UInt8], device: DeviceRegistration) {
        self.account = account
        self.authKey = authKey
        self.kdf = kdf
        self.keyBundle = keyBundle
        self.device = device
    }

    enum CodingKeys: String, CodingKey {
        case account, authKey, kdf, keyBundle, device
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        account = try container.decode(String.self, forKey: .account)
        authKey = SecretBytes(try container.decodeBase64(forKey: .authKey))
        kdf = try container.decode(ClientKDF.self, forKey: .kdf)
        keyBundle = try container.decodeBase64(forKey: .keyBundle)
        device = try container.decode(DeviceRegistration.self, forKey: .device)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(account, forKey: .account)
        try container.encode(Base64.encode(authKey.unredactedBytes()), forKey: .authKey)
        try container.encode(kdf, forKey: .kdf)
        try container.encode(Base64.encode(keyBundle), forKey: .keyBundle)
        try container.encode(device, forKey: .device)
    }

    public var description: String { "CreateAccountRequest(account: \(account), authKey: <redacted>)" }
}

/// The body of `POST /v1/prelogin`.
public struct PreloginRequest: Sendable, Hashable, Codable {
    public var account: String

    public init(account: String) {
        self.account = account
    }
}

/// The answer to `POST /v1/prelogin`. For an account that does not exist the server answers
/// with parameters that look real (and stay the same for that name), so the answer does not
/// tell whether an account exists.
public struct PreloginResponse: Sendable, Hashable, Codable {
    public var kdf: ClientKDF

    public init(kdf: ClientKDF) {
        self.kdf = kdf
    }
}

/// The body of `POST /v1/sessions`: sign in.
public struct SessionRequest: Sendable, Codable, CustomStringConvertible {
    public var account: String
    public var authKey: SecretBytes
    /// The device signing in: its identifier if it signed in before, else a new one is made.
    public var device: DeviceRegistration

    public init(account: String, authKey: SecretBytes, device: DeviceRegistration) {
        self.account = account
        self.authKey = authKey
        self.device = device
    }

    enum CodingKeys: String, CodingKey {
        case account, authKey, device
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        account = try container.decode(String.self, forKey: .account)
        authKey = SecretBytes(try container.decodeBase64(forKey: .authKey))
        device = try container.decode(DeviceRegistration.self, forKey: .device)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(account, forKey: .account)
        try container.encode(Base64.encode(authKey.unredactedBytes()), forKey: .authKey)
        try container.encode(device, forKey: .device)
    }

    public var description: String { "SessionRequest(account: \(account), authKey: <redacted>)" }
}

/// The answer to a sign-in or an account creation (`201`).
public struct SessionResponse: Sendable, Codable, CustomStringConvertible {
    /// The bearer token: send it as `Authorization: Bearer <token>`.
    public var token: SecretText
    /// When the token stops working (Unix seconds).
    public var expiresAt: Int64
    /// The account's identifier.
    public var accountID: UUID
    /// The device this session belongs to: remember it for the next sign-in.
    public var deviceID: UUID
    /// The key bundle stored with the account.
    public var keyBundle: [UInt8]

    public init(token: SecretText, expiresAt: Int64, accountID: UUID, deviceID: UUID, keyBundle: [UInt8]) {
        self.token = token
        self.expiresAt = expiresAt
        self.accountID = accountID
        self.deviceID = deviceID
        self.keyBundle = keyBundle
    }

    enum CodingKeys: String, CodingKey {
        case token, expiresAt, accountID, deviceID, keyBundle
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        token = SecretText(try container.decode(String.self, forKey: .token))
        expiresAt = try container.decode(Int64.self, forKey: .expiresAt)
        accountID = try container.decode(UUID.self, forKey: .accountID)
        deviceID = try container.decode(UUID.self, forKey: .deviceID)
        keyBundle = try container.decodeBase64(forKey: .keyBundle)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(token.unredacted, forKey: .token)
        try container.encode(expiresAt, forKey: .expiresAt)
        try container.encode(accountID, forKey: .accountID)
        try container.encode(deviceID, forKey: .deviceID)
        try container.encode(Base64.encode(keyBundle), forKey: .keyBundle)
    }

    public var description: String {
        "SessionResponse(account: \(accountID), device: \(deviceID), token: <redacted>, expiresAt: \(expiresAt))"
    }
}

/// The body of `PUT /v1/account/key`: a passphrase change. The current authentication key
/// proves the passphrase is known; the new one replaces it, with the new parameters and bundle.
/// Every other session of the account ends.
public struct ChangeKeyRequest: Sendable, Codable, CustomStringConvertible {
    public var authKey: SecretBytes
    public var newAuthKey: SecretBytes
    public var kdf: ClientKDF
    public var keyBundle: [UInt8]

    public init(authKey: SecretBytes, newAuthKey: SecretBytes, kdf: ClientKDF, keyBundle: [UInt8]) {
        self.authKey = authKey
        self.newAuthKey = newAuthKey
        self.kdf = kdf
        self.keyBundle = keyBundle
    }

    enum CodingKeys: String, CodingKey {
        case authKey, newAuthKey, kdf, keyBundle
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        authKey = SecretBytes(try container.decodeBase64(forKey: .authKey))
        newAuthKey = SecretBytes(try container.decodeBase64(forKey: .newAuthKey))
        kdf = try container.decode(ClientKDF.self, forKey: .kdf)
        keyBundle = try container.decodeBase64(forKey: .keyBundle)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Base64.encode(authKey.unredactedBytes()), forKey: .authKey)
        try container.encode(Base64.encode(newAuthKey.unredactedBytes()), forKey: .newAuthKey)
        try container.encode(kdf, forKey: .kdf)
        try container.encode(Base64.encode(keyBundle), forKey: .keyBundle)
    }

    public var description: String { "ChangeKeyRequest(<redacted>)" }
}

/// A device of the account, as `GET /v1/devices` lists it. Times are Unix seconds.
public struct DeviceInfo: Sendable, Hashable, Codable {
    public var id: UUID
    public var name: String
    public var createdAt: Int64
    /// The last time the device made an authenticated request (to the minute).
    public var lastSeenAt: Int64
    /// When the device was revoked; revoked devices cannot sign in or use old tokens.
    public var revokedAt: Int64?
    /// Whether this is the device that asked.
    public var isCurrent: Bool

    public init(id: UUID, name: String, createdAt: Int64, lastSeenAt: Int64, revokedAt: Int64?, isCurrent: Bool) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.revokedAt = revokedAt
        self.isCurrent = isCurrent
    }

    /// Whether the device was revoked.
    public var isRevoked: Bool { revokedAt != nil }
}

/// The answer to `GET /v1/devices`.
public struct DeviceList: Sendable, Hashable, Codable {
    public var devices: [DeviceInfo]

    public init(devices: [DeviceInfo]) {
        self.devices = devices
    }
}

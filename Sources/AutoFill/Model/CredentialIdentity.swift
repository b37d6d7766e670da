import Domains
import Keychain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A credential a provider can supply, described without its secret (as
/// `ASPasswordCredentialIdentity` and `ASOneTimeCodeCredentialIdentity` are).
///
/// Identities are what suggestions are made of; the secret is asked for only when the user
/// chooses one (``CredentialProvider/provideWithoutUserInteraction(for:now:)``).
public struct CredentialIdentity: Sendable, Hashable, Identifiable {
    /// The provider that owns the credential.
    public var providerID: String
    /// The provider's own, opaque identifier for the record.
    public var recordIdentifier: String
    /// A password or a one-time code.
    public var type: CredentialType
    /// The user name (for passwords and for codes that belong to an account); may be empty.
    public var user: String
    /// A name for people: the account's title, the issuer, "Messages".
    public var label: String
    /// Where the credential is used, as the provider filed it; nil for codes bound to nothing.
    public var serviceIdentifier: ServiceIdentifier?
    /// How closely the credential matches the field it is offered to.
    public var match: MatchKind
    /// The domain to show with the suggestion when the match is not same-origin (the bound
    /// domain of a same-site credential or code); nil for same-origin matches.
    public var displayDomain: String?
    /// When the credential was made or the code arrived, for ranking newest first.
    public var created: Date?
    /// When the credential was last filled, if known.
    public var lastUsed: Date?
    /// When a delivered code stops being offered; nil for everything else.
    public var expires: Date?
    /// The provider's own order hint: a higher rank comes first among equal matches.
    public var rank: Int

    public init(
        providerID: String, recordIdentifier: String, type: CredentialType, user: String = "", label: String = "",
        serviceIdentifier: ServiceIdentifier? = nil, match: MatchKind = .sameOrigin, displayDomain: String? = nil,
        created: Date? = nil, lastUsed: Date? = nil, expires: Date? = nil, rank: Int = 0
    ) {
        self.providerID = providerID
        self.recordIdentifier = recordIdentifier
        self.type = type
        self.user = user
        self.label = label
        self.serviceIdentifier = serviceIdentifier
        self.match = match
        self.displayDomain = displayDomain
        self.created = created
        self.lastUsed = lastUsed
        self.expires = expires
        self.rank = rank
    }

    /// `providerID`, `type` and `recordIdentifier` together.
    public var id: String { "\(providerID)/\(type.rawValue)/\(recordIdentifier)" }
}

extension CredentialIdentity: Codable {
    private enum CodingKeys: String, CodingKey {
        case providerID, recordIdentifier, type, user, label, serviceIdentifier, match, displayDomain, created
        case lastUsed, expires, rank
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        providerID = try container.decode(String.self, forKey: .providerID)
        recordIdentifier = try container.decode(String.self, forKey: .recordIdentifier)
        type = try container.decode(CredentialType.self, forKey: .type)
        user = try container.decodeIfPresent(String.self, forKey: .user) ?? ""
        label = try container.decodeIfPresent(String.self, forKey: .label) ?? ""
        if let text = try container.decodeIfPresent(String.self, forKey: .serviceIdentifier) {
            do {
                serviceIdentifier = try ServiceIdentifier(parsing: text)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .serviceIdentifier, in: container, debugDescription: error.description)
            }
        } else {
            serviceIdentifier = nil
        }
        match = try container.decodeIfPresent(MatchKind.self, forKey: .match) ?? .sameOrigin
        displayDomain = try container.decodeIfPresent(String.self, forKey: .displayDomain)
        created = try container.decodeIfPresent(Date.self, forKey: .created)
        lastUsed = try container.decodeIfPresent(Date.self, forKey: .lastUsed)
        expires = try container.decodeIfPresent(Date.self, forKey: .expires)
        rank = try container.decodeIfPresent(Int.self, forKey: .rank) ?? 0
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(providerID, forKey: .providerID)
        try container.encode(recordIdentifier, forKey: .recordIdentifier)
        try container.encode(type, forKey: .type)
        try container.encode(user, forKey: .user)
        try container.encode(label, forKey: .label)
        try container.encodeIfPresent(serviceIdentifier?.description, forKey: .serviceIdentifier)
        try container.encode(match, forKey: .match)
        try container.encodeIfPresent(displayDomain, forKey: .displayDomain)
        try container.encodeIfPresent(created, forKey: .created)
        try container.encodeIfPresent(lastUsed, forKey: .lastUsed)
        try container.encodeIfPresent(expires, forKey: .expires)
        try container.encode(rank, forKey: .rank)
    }
}

import Domains

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One entry of the suggestion bar (the QuickType bar): what to show, never the secret.
///
/// Choosing it is ``Broker/fill(_:now:allowingInteraction:)`` with its ``id``.
public struct Suggestion: Sendable, Hashable, Identifiable, Codable {
    /// What a suggestion fills. New kinds may be added in any release.
    public struct Kind: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The JSON name.
        public let name: String
        private init(_ name: String) { self.name = name }

        /// A saved user name and password.
        public static let password = Kind("password")
        /// A code from a verification-code generator (TOTP/HOTP) of a provider.
        public static let verificationCode = Kind("verificationCode")
        /// A code that arrived in a message.
        public static let deliveredCode = Kind("deliveredCode")
        /// A new strong password, generated when chosen, following the field's or the site's
        /// password rules.
        public static let strongPassword = Kind("strongPassword")

        public var description: String { name }

        public init(from decoder: any Decoder) throws {
            name = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }

    /// An opaque, unguessable token that names the suggestion for ``Broker/fill(_:now:allowingInteraction:)``.
    public let id: String
    /// The focused field it was made for.
    public let fieldID: UUID
    /// What it fills.
    public let kind: Kind
    /// The main line: the user name, "Strong Password", the code's sender.
    public let title: String
    /// The second line: the account's label, the provider, the rules followed.
    public let subtitle: String
    /// The domain to show because the match is not same-origin (the bound domain of a
    /// same-site credential or code); nil for same-origin matches and strong passwords.
    public let displayDomain: String?
    /// How closely it matches the field; nil for strong passwords.
    public let match: MatchKind?
    /// The provider that supplies it; nil for strong passwords.
    public let providerID: String?
    /// The identity behind it; nil for strong passwords.
    public let identity: CredentialIdentity?
    /// When a delivered code stops being offered.
    public let expires: Date?

    public init(
        id: String, fieldID: UUID, kind: Kind, title: String, subtitle: String, displayDomain: String?,
        match: MatchKind?, providerID: String?, identity: CredentialIdentity?, expires: Date?
    ) {
        self.id = id
        self.fieldID = fieldID
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.displayDomain = displayDomain
        self.match = match
        self.providerID = providerID
        self.identity = identity
        self.expires = expires
    }
}

/// A provider that could not answer in time or failed, reported next to the suggestions.
public struct ProviderFailure: Sendable, Hashable, Codable {
    /// The provider's id.
    public let providerID: String
    /// The provider's name.
    public let providerName: String
    /// What went wrong.
    public let code: ProviderError.Code
    /// A sentence for people (never a secret).
    public let message: String

    public init(providerID: String, providerName: String, error: ProviderError) {
        self.providerID = providerID
        self.providerName = providerName
        code = error.code
        message = error.description
    }
}

/// The suggestions for a focused field.
public struct SuggestionList: Sendable, Hashable, Codable {
    /// The field.
    public let fieldID: UUID
    /// At most ``Broker/Configuration/barLimit`` (three) suggestions for the bar, best first.
    public let bar: [Suggestion]
    /// Every suggestion, best first (the "Passwords..." list).
    public let all: [Suggestion]
    /// The vault is locked: unlocking it may bring more suggestions.
    public let isVaultLocked: Bool
    /// Providers that failed or were too slow; the others' suggestions are still here.
    public let failures: [ProviderFailure]

    public init(fieldID: UUID, bar: [Suggestion], all: [Suggestion], isVaultLocked: Bool, failures: [ProviderFailure]) {
        self.fieldID = fieldID
        self.bar = bar
        self.all = all
        self.isVaultLocked = isVaultLocked
        self.failures = failures
    }
}

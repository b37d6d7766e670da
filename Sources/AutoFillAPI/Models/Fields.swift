import Domains
import FormFields
import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /v1/fields`: a field the user is in, on a page (`pageURL`, `frameURLs`) or in an app
/// (`appID`, `associatedDomains`), never both. The field is `field` on its own, or field
/// `fieldIndex` of `form`: with its form, `FormFields` classifies it among its neighbours (a text
/// field before a password is the user name, two new passwords are new and confirm), as
/// `autofill fields classify` does for a page.
public struct FocusRequest: Codable, Sendable, Hashable {
    public var pageURL: String?
    /// The frames around the field, outermost first; the field is in the last.
    public var frameURLs: [String]?
    public var appID: String?
    public var associatedDomains: [String]?
    /// The field, for `FormFields` to classify.
    public var field: FieldDescriptor?
    /// The field's form, with ``fieldIndex`` naming the field.
    public var form: FormDescriptor?
    public var fieldIndex: Int?

    public init(pageURL: String, frameURLs: [String] = [], field: FieldDescriptor) {
        self.pageURL = pageURL
        self.frameURLs = frameURLs
        self.field = field
    }

    public init(pageURL: String, frameURLs: [String] = [], form: FormDescriptor, fieldIndex: Int) {
        self.pageURL = pageURL
        self.frameURLs = frameURLs
        self.form = form
        self.fieldIndex = fieldIndex
    }

    public init(appID: String, associatedDomains: [String] = [], field: FieldDescriptor) {
        self.appID = appID
        self.associatedDomains = associatedDomains
        self.field = field
    }
}

/// A focused field and its suggestions, best first: never a secret.
public struct FieldView: Codable, Sendable, Hashable {
    public var fieldID: UUID
    /// What `FormFields` made of the field.
    public var kind: FieldKind
    /// At most three, for the suggestion bar.
    public var suggestions: [SuggestionView]
    /// Every suggestion, best first.
    public var all: [SuggestionView]
    /// The vault is locked: unlocking it may bring more suggestions.
    public var vaultLocked: Bool
    /// Providers that failed or were late (names and reasons, no secrets).
    public var failures: [String]
    /// When the request sent the field's form: what each of its fields is, in the form's order,
    /// so that a client fills the user name beside a password, or the confirmation beside a new
    /// password.
    public var formKinds: [FieldKind]?
    /// When the request sent the field's form: what the form is for.
    public var formKind: FormKind?

    public init(
        fieldID: UUID, kind: FieldKind, suggestions: [SuggestionView], all: [SuggestionView], vaultLocked: Bool,
        failures: [String], formKinds: [FieldKind]? = nil, formKind: FormKind? = nil
    ) {
        self.fieldID = fieldID
        self.kind = kind
        self.suggestions = suggestions
        self.all = all
        self.vaultLocked = vaultLocked
        self.failures = failures
        self.formKinds = formKinds
        self.formKind = formKind
    }

    private enum CodingKeys: String, CodingKey {
        case fieldID, kind, suggestions, all, vaultLocked, failures, formKinds, formKind
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fieldID = try container.decode(UUID.self, forKey: .fieldID)
        kind = try container.decode(FieldKind.self, forKey: .kind)
        suggestions = try container.decode([SuggestionView].self, forKey: .suggestions)
        all = try container.decode([SuggestionView].self, forKey: .all)
        vaultLocked = try container.decode(Bool.self, forKey: .vaultLocked)
        failures = try container.decode([String].self, forKey: .failures)
        formKinds = try container.decodeIfPresent([FieldKind].self, forKey: .formKinds)
        formKind = try container.decodeIfPresent(FormKind.self, forKey: .formKind)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fieldID.lowercasedString, forKey: .fieldID)
        try container.encode(kind, forKey: .kind)
        try container.encode(suggestions, forKey: .suggestions)
        try container.encode(all, forKey: .all)
        try container.encode(vaultLocked, forKey: .vaultLocked)
        try container.encode(failures, forKey: .failures)
        try container.encodeIfPresent(formKinds, forKey: .formKinds)
        try container.encodeIfPresent(formKind, forKey: .formKind)
    }
}

/// A suggestion as the API shows it: what to draw, never the secret. Choosing it is
/// `POST /v1/fill` with its ``id``.
public struct SuggestionView: Codable, Sendable, Hashable {
    /// An opaque token naming the suggestion.
    public var id: String
    /// `password` or `oneTimeCode`: what the fill returns.
    public var type: String
    /// `password`, `verificationCode`, `deliveredCode` or `strongPassword`.
    public var kind: String
    /// The main line: the user name, "Strong Password", the code's sender.
    public var label: String
    /// The second line.
    public var detail: String
    /// How closely it matches the field; nil for strong passwords.
    public var match: MatchKind?
    /// The domain it is bound to when it matched by site rather than origin: show it.
    public var boundDomain: String?
    /// The provider's id.
    public var provider: String?
    /// When a code from a message stops being offered.
    public var expiresAt: Date?

    public init(
        id: String, type: String, kind: String, label: String, detail: String, match: MatchKind?,
        boundDomain: String?, provider: String?, expiresAt: Date?
    ) {
        self.id = id
        self.type = type
        self.kind = kind
        self.label = label
        self.detail = detail
        self.match = match
        self.boundDomain = boundDomain
        self.provider = provider
        self.expiresAt = expiresAt
    }
}

/// `POST /v1/fill`.
public struct FillRequest: Codable, Sendable, Hashable {
    public var fieldID: UUID
    public var suggestionID: String

    public init(fieldID: UUID, suggestionID: String) {
        self.fieldID = fieldID
        self.suggestionID = suggestionID
    }
}

/// The value to fill, handed out once.
public struct FillResult: Codable, Sendable, CustomStringConvertible {
    /// The password or the code.
    public var value: SecretText
    /// `password` or `oneTimeCode`.
    public var type: String
    /// The user name that goes with a password.
    public var user: String?

    public init(value: SecretText, type: String, user: String?) {
        self.value = value
        self.type = type
        self.user = user
    }

    private enum CodingKeys: String, CodingKey { case value, type, user }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = SecretText(try container.decode(String.self, forKey: .value))
        type = try container.decode(String.self, forKey: .type)
        user = try container.decodeIfPresent(String.self, forKey: .user)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value.unredacted, forKey: .value)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(user, forKey: .user)
    }

    public var description: String { "FillResult(type: \(type), value: <redacted>)" }
}

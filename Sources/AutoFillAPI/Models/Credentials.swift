import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /v1/credentials/check` and `POST /v1/credentials`: a user name and password a person
/// submitted on a page (the browser extension asks whether the keychain has them, then, if the
/// person agrees, saves them).
public struct PasswordSubmission: Codable, Sendable, CustomStringConvertible {
    /// The address of the frame the form was in.
    public var pageURL: String
    public var username: String
    public var password: SecretText

    public init(pageURL: String, username: String, password: SecretText) {
        self.pageURL = pageURL
        self.username = username
        self.password = password
    }

    private enum CodingKeys: String, CodingKey { case pageURL, username, password }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pageURL = try container.decode(String.self, forKey: .pageURL)
        username = try container.decodeIfPresent(String.self, forKey: .username) ?? ""
        password = SecretText(try container.decode(String.self, forKey: .password))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pageURL, forKey: .pageURL)
        try container.encode(username, forKey: .username)
        try container.encode(password.unredacted, forKey: .password)
    }

    public var description: String { "PasswordSubmission(\(pageURL), user: \(username), password: <redacted>)" }
}

/// What the keychain knows of a submitted password.
public struct PasswordCheck: Codable, Sendable, Hashable {
    /// `new` (no saved password for this user on this site), `changed` (a different one is
    /// saved: offer to update it) or `same` (nothing to do).
    public var state: String

    public init(state: String) { self.state = state }
}

/// A saved password.
public struct SavedPassword: Codable, Sendable, Hashable {
    /// The credential's id (lower-case UUID).
    public var id: String
    /// `created` or `updated`.
    public var state: String

    public init(id: String, state: String) {
        self.id = id
        self.state = state
    }
}

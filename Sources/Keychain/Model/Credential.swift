import Foundation
import OneTimeCodes
import Secrets

/// A saved sign-in: where it is used, the user name, the password, notes, and optionally the
/// verification-code generator the site set up.
///
/// The password, the notes and the generator's secret are secret types: `print`, `dump` and
/// string interpolation never show them.
public struct Credential: Sendable, Identifiable, Equatable {
    /// The credential's identifier, made on the device that created it.
    public let id: UUID
    /// A name for people, such as "Example" (may be empty: the first service is shown then).
    public var title: String
    /// Where the credential is used.
    public var services: [ServiceIdentifier]
    /// The user name or e-mail address.
    public var username: String
    /// The password, if any.
    public var password: SecretText?
    /// Free-form notes; treated as secret because people keep recovery codes there.
    public var notes: SecretText?
    /// The verification-code generator, if the site uses one.
    public var verificationCode: OTPAuthURL?
    /// When the credential was created.
    public var created: Date
    /// When it last changed.
    public var modified: Date
    /// Earlier versions, newest first: kept whenever the user name, the password, the services
    /// or the generator change, so that nothing secret is lost by an edit or a sync merge.
    public var history: [CredentialVersion]
    /// The stored revision this value was read at (0 for one never saved).
    public internal(set) var revision: UInt64

    /// The most versions ``history`` keeps.
    public static let historyLimit = 32

    /// Makes a new credential with a fresh identifier.
    public init(
        id: UUID = UUID(), title: String = "", services: [ServiceIdentifier] = [], username: String = "",
        password: SecretText? = nil, notes: SecretText? = nil, verificationCode: OTPAuthURL? = nil, created: Date,
        modified: Date? = nil, history: [CredentialVersion] = []
    ) {
        self.id = id
        self.title = title
        self.services = services
        self.username = username
        self.password = password
        self.notes = notes
        self.verificationCode = verificationCode
        self.created = created
        self.modified = modified ?? created
        self.history = history
        self.revision = 0
    }

    /// The name to show: the title, else the first service, else the user name.
    public var displayName: String {
        if !title.isEmpty { return title }
        if let service = services.first { return service.host ?? service.value }
        return username
    }

    /// This credential's state, as a history entry.
    var currentVersion: CredentialVersion {
        CredentialVersion(
            replaced: modified, services: services, username: username, password: password,
            verificationCode: verificationCode)
    }

    /// Whether `other` differs in something history keeps.
    func differsInTrackedFields(from other: Credential) -> Bool {
        services != other.services || username != other.username || password != other.password
            || verificationCode != other.verificationCode
    }
}

/// An earlier state of a ``Credential``.
public struct CredentialVersion: Sendable, Equatable {
    /// When this version stopped being current.
    public var replaced: Date
    /// The services then.
    public var services: [ServiceIdentifier]
    /// The user name then.
    public var username: String
    /// The password then.
    public var password: SecretText?
    /// The generator then.
    public var verificationCode: OTPAuthURL?

    public init(
        replaced: Date, services: [ServiceIdentifier], username: String, password: SecretText?,
        verificationCode: OTPAuthURL?
    ) {
        self.replaced = replaced
        self.services = services
        self.username = username
        self.password = password
        self.verificationCode = verificationCode
    }
}

extension Credential: CustomStringConvertible, CustomReflectable {
    public var description: String {
        var parts = ["Credential(\(id)", "'\(displayName)'"]
        if !username.isEmpty { parts.append("user: \(username)") }
        if password != nil { parts.append("password: <redacted>") }
        if verificationCode != nil { parts.append("verification code: <redacted>") }
        return parts.joined(separator: ", ") + ")"
    }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "title": title, "services": services, "username": username,
                "hasPassword": password != nil, "hasVerificationCode": verificationCode != nil, "created": created,
                "modified": modified, "historyCount": history.count, "revision": revision,
            ], displayStyle: .struct)
    }
}

extension CredentialVersion: CustomStringConvertible, CustomReflectable {
    public var description: String { "CredentialVersion(replaced: \(replaced), user: \(username), <redacted>)" }
    public var customMirror: Mirror {
        Mirror(self, children: ["replaced": replaced, "username": username], displayStyle: .struct)
    }
}

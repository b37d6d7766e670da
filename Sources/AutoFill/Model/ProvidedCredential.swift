import Secrets

/// The secret a provider hands over for a request (`ASPasswordCredential`,
/// `ASOneTimeCodeCredential`). It prints and dumps without the secret.
public struct ProvidedCredential: Sendable {
    /// A password or a one-time code.
    public let type: CredentialType
    /// The user name that goes with a password; empty for codes.
    public let user: String
    /// The password or the code.
    public let secret: SecretText

    private init(type: CredentialType, user: String, secret: SecretText) {
        self.type = type
        self.user = user
        self.secret = secret
    }

    /// A user name and password.
    public static func password(user: String, password: SecretText) -> ProvidedCredential {
        ProvidedCredential(type: .password, user: user, secret: password)
    }

    /// A one-time code.
    public static func oneTimeCode(_ code: SecretText) -> ProvidedCredential {
        ProvidedCredential(type: .oneTimeCode, user: "", secret: code)
    }
}

extension ProvidedCredential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        type == .password
            ? "ProvidedCredential(password, user: \(user), <redacted>)" : "ProvidedCredential(oneTimeCode, <redacted>)"
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: ["type": type, "user": user], displayStyle: .struct)
    }
}

/// What a form (or a group of fields outside any form) is for.
///
/// The raw values are the strings used in JSON (`"secondFactor"`). New kinds may be added in
/// any release.
public struct FormKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Makes a kind from its JSON name; `nil` for a name this version does not know.
    public init?(rawValue: String) {
        guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// Signing in: a current password, or the identifier step of a sign-in that asks for the
    /// password next.
    public static let signIn = FormKind("signIn")
    /// Creating an account: a new password, usually with an identifier.
    public static let signUp = FormKind("signUp")
    /// Changing a password (with the current one), or setting a new one after a reset.
    public static let passwordChange = FormKind("passwordChange")
    /// Asking for a reset link or code: only the account identifier.
    public static let passwordReset = FormKind("passwordReset")
    /// The second step of a sign-in: a one-time code.
    public static let secondFactor = FormKind("secondFactor")
    /// Anything else: search, newsletter, checkout, contact, comments.
    public static let other = FormKind("other")

    /// Every kind this version knows.
    public static let allCases: [FormKind] = [.signIn, .signUp, .passwordChange, .passwordReset, .secondFactor, .other]

    public var description: String { rawValue }
}

extension FormKind: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let kind = FormKind(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown form kind '\(text.prefix(40))'"))
        }
        self = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

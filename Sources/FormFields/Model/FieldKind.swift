/// What a field is for, as far as AutoFill is concerned.
///
/// The raw values are the strings used in JSON (`"oneTimeCode"`). New kinds may be added in
/// any release, so compare with `==` rather than assuming the list is complete.
public struct FieldKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Makes a kind from its JSON name; `nil` for a name this version does not know.
    public init?(rawValue: String) {
        guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// The account identifier of a sign-in, sign-up, password-change or password-reset form:
    /// a user name, or the email address or phone number used as one.
    public static let username = FieldKind("username")
    /// An email address that is not the account identifier, such as a newsletter sign-up or
    /// the second email field of a sign-up form.
    public static let email = FieldKind("email")
    /// The password the account has now (sign-in, or the first field of a change form).
    public static let currentPassword = FieldKind("currentPassword")
    /// A password being chosen (sign-up, change, reset).
    public static let newPassword = FieldKind("newPassword")
    /// The repetition of a new password.
    public static let confirmPassword = FieldKind("confirmPassword")
    /// A one-time code: SMS, email or authenticator-app code, whole or one box of a split code.
    public static let oneTimeCode = FieldKind("oneTimeCode")
    /// Anything else, including fields AutoFill must leave alone (see ``Exclusion``).
    public static let none = FieldKind("none")

    /// Every kind this version knows.
    public static let allCases: [FieldKind] = [
        .username, .email, .currentPassword, .newPassword, .confirmPassword, .oneTimeCode, .none,
    ]

    /// Whether the kind is one of the three password kinds.
    public var isPassword: Bool { self == .currentPassword || self == .newPassword || self == .confirmPassword }

    public var description: String { rawValue }
}

extension FieldKind: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let kind = FieldKind(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown field kind '\(text.prefix(40))'"))
        }
        self = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

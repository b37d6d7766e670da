/// The type of a credential: a password (with its user name) or a one-time code.
///
/// New types may be added in any release; compare with `==`.
public struct CredentialType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    /// The JSON name: `password` or `oneTimeCode`; nil for a name this version does not know.
    public init?(rawValue: String) {
        switch rawValue {
        case "password": self = .password
        case "oneTimeCode": self = .oneTimeCode
        default: return nil
        }
    }

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// A user name and password.
    public static let password = CredentialType("password")
    /// A one-time code: computed by a verification-code generator or delivered in a message.
    public static let oneTimeCode = CredentialType("oneTimeCode")

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let type = CredentialType(rawValue: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown credential type '\(text.prefix(40))'"))
        }
        self = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

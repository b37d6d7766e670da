/// How closely a credential matches the place it is offered to; the strongest kind ranks first.
public struct MatchKind: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    private let rank: Int
    /// The JSON name: `sameOrigin`, `sameSite` or `unbound`.
    public let name: String
    private init(_ rank: Int, _ name: String) {
        self.rank = rank
        self.name = name
    }

    /// The credential is bound to exactly this origin (or this app, or an exact associated
    /// domain): no domain needs to be shown.
    public static let sameOrigin = MatchKind(3, "sameOrigin")
    /// The credential is bound to another host of the same site: the bound domain is shown
    /// with the suggestion (``CredentialIdentity/displayDomain``).
    public static let sameSite = MatchKind(2, "sameSite")
    /// The credential is bound to no site (a code found in free text): offered in every
    /// one-time-code field.
    public static let unbound = MatchKind(1, "unbound")

    /// The kind named `name`; nil for an unknown name.
    public init?(name: String) {
        switch name {
        case "sameOrigin": self = .sameOrigin
        case "sameSite": self = .sameSite
        case "unbound": self = .unbound
        default: return nil
        }
    }

    public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rank < rhs.rank }
    public var description: String { name }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let kind = MatchKind(name: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown match kind '\(text.prefix(40))'"))
        }
        self = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

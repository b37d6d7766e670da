/// How closely an item (a password, a verification code, a code from a message) matches the
/// place it is offered to: the one answer to "how well does this match" in every module. The
/// stronger kind compares greater; "must not be offered at all" is `nil`, never a kind.
///
/// ``SiteMatcher/match(_:boundTo:)-(HostName,_)`` turns a ``SiteRelation`` into a kind.
public struct MatchKind: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    private let rank: Int
    /// The JSON name: `sameOrigin`, `sameSite` or `unbound`.
    public let name: String
    private init(_ rank: Int, _ name: String) {
        self.rank = rank
        self.name = name
    }

    /// The item is bound to exactly this origin (or host, or app, or an exact associated
    /// domain): fill it, no domain needs to be shown.
    public static let sameOrigin = MatchKind(3, "sameOrigin")
    /// The item is bound to another host of the same site: offer it and show the bound domain.
    public static let sameSite = MatchKind(2, "sameSite")
    /// The item is bound to no site (a code found in free text): offered in every
    /// one-time-code field.
    public static let unbound = MatchKind(1, "unbound")

    /// Every kind, strongest first.
    public static let allKinds: [MatchKind] = [.sameOrigin, .sameSite, .unbound]

    /// The kind named `name`; nil for an unknown name.
    public init?(name: String) {
        guard let kind = Self.allKinds.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rank < rhs.rank }
    public var description: String { name }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let kind = MatchKind(name: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown match kind '\(text.prefix(40))'")
        }
        self = kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

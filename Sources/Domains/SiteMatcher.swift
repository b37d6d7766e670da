/// How one host stands to another that an item (a password, a code) is bound to: the geometry
/// a ``SiteMatcher`` reads to decide a ``MatchKind``.
public enum SiteRelation: Hashable, Sendable {
    /// The same host.
    case sameHost
    /// The candidate lies below the bound host and in the same site (`login.example.com` for
    /// `example.com`).
    case subdomain
    /// The candidate lies above the bound host, in the same site (`example.com` for
    /// `login.example.com`).
    case parentDomain
    /// Same registrable domain, neither below the other (`a.example.com` and `b.example.com`).
    case sameSite
    /// Different sites: different registrable domains, a public-suffix boundary between them
    /// (`alice.github.io` and `bob.github.io`), or different IP addresses.
    case crossSite
}

/// The one way hosts are compared in this project: decides whether an item bound to one host
/// may be offered on another.
///
/// ```swift
/// let matcher = SiteMatcher()                         // .registrableDomain
/// try matcher.matches(HostName("login.example.com"), boundTo: HostName("example.com"))    // true
/// try matcher.matches(HostName("notexample.com"), boundTo: HostName("example.com"))       // false
/// try matcher.matches(HostName("bob.github.io"), boundTo: HostName("alice.github.io"))    // false
/// ```
///
/// Whatever the mode, a match never crosses a public suffix: an item bound to a public suffix
/// (`github.io`, `co.uk`) or an IP address matches that exact host only.
public struct SiteMatcher: Sendable {
    /// How far from the bound host a match may reach.
    public struct Mode: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The same registrable domain (same site): `example.com`, `www.example.com` and
        /// `login.example.com` all match each other. The default, as in Safari and Chrome.
        public static let registrableDomain = Mode("registrable-domain")
        /// The bound host and every host below it, in the same site: an item for
        /// `example.com` matches `login.example.com`, but one for `login.example.com` does not
        /// match `example.com`. How domain-bound codes match a top-level page.
        public static let hostAndSubdomains = Mode("host-and-subdomains")
        /// The bound host only.
        public static let exactHost = Mode("exact-host")

        /// Every mode, for listing.
        public static let allModes: [Mode] = [.registrableDomain, .hostAndSubdomains, .exactHost]

        /// A mode from its ``description`` (`registrable-domain`, `host-and-subdomains`,
        /// `exact-host`), or the short names `site`, `subdomains`, `exact`.
        public init?(name: String) {
            switch name.lowercased() {
            case "registrable-domain", "site", "registrable": self = .registrableDomain
            case "host-and-subdomains", "subdomains": self = .hostAndSubdomains
            case "exact-host", "exact", "host": self = .exactHost
            default: return nil
            }
        }

        public var description: String { name }
    }

    /// How far a match may reach.
    public let mode: Mode
    /// The list that draws site boundaries.
    public let list: PublicSuffixList

    /// A matcher; `list` defaults to ``PublicSuffixList/default``, read once here.
    public init(mode: Mode = .registrableDomain, list: PublicSuffixList = .default) {
        self.mode = mode
        self.list = list
    }

    /// How `candidate` stands to `bound`, whatever the mode.
    public func relation(of candidate: HostName, to bound: HostName) -> SiteRelation {
        if candidate == bound { return .sameHost }
        guard list.haveSameRegistrableDomain(candidate, bound) else { return .crossSite }
        if candidate.isSubdomain(of: bound) { return .subdomain }
        if bound.isSubdomain(of: candidate) { return .parentDomain }
        return .sameSite
    }

    /// Whether an item bound to `bound` may be offered on `candidate` in this matcher's mode.
    public func matches(_ candidate: HostName, boundTo bound: HostName) -> Bool {
        matches(relation(of: candidate, to: bound))
    }

    private func matches(_ relation: SiteRelation) -> Bool {
        switch mode {
        case .exactHost: return relation == .sameHost
        case .hostAndSubdomains: return relation == .sameHost || relation == .subdomain
        default: return relation != .crossSite
        }
    }

    /// How well an item bound to `bound` matches `candidate` in this matcher's mode:
    /// ``MatchKind/sameOrigin`` for the same host, ``MatchKind/sameSite`` for another host the
    /// mode reaches, nil when the item must not be offered there.
    public func match(_ candidate: HostName, boundTo bound: HostName) -> MatchKind? {
        let relation = relation(of: candidate, to: bound)
        if relation == .sameHost { return .sameOrigin }
        return matches(relation) ? .sameSite : nil
    }

    /// How well an item bound to the origin `bound` matches `candidate`: ``MatchKind/sameOrigin``
    /// for the same origin, ``MatchKind/sameSite`` when only the hosts match in this mode (the
    /// schemes must be equal; ports must be equal in ``Mode/exactHost`` only), nil otherwise.
    public func match(_ candidate: Origin, boundTo bound: Origin) -> MatchKind? {
        guard matches(candidate, boundTo: bound) else { return nil }
        return candidate == bound ? .sameOrigin : .sameSite
    }

    /// Whether an item bound to the origin `bound` may be offered on `candidate`: the hosts
    /// match in this matcher's mode and the schemes are equal (an item saved on `https` is not
    /// offered on `http`). Ports must be equal in ``Mode/exactHost`` only.
    public func matches(_ candidate: Origin, boundTo bound: Origin) -> Bool {
        guard candidate.scheme == bound.scheme, matches(candidate.host, boundTo: bound.host) else { return false }
        return mode != .exactHost || candidate.port == bound.port
    }
}

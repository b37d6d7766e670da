import Domains

/// One entry of an app's associated-domains entitlement:
/// `service:host[:port][?mode=developer|managed|developer+managed]`.
///
/// ```swift
/// let entry = try AssociatedDomainEntitlement(parsing: "webcredentials:*.example.com?mode=developer")
/// entry.service          // .webCredentials
/// entry.host             // example.com
/// entry.includesSubdomains   // true
/// entry.modes            // [.developer]
/// ```
public struct AssociatedDomainEntitlement: Hashable, Sendable, CustomStringConvertible {
    /// What the association is for.
    public struct Service: Hashable, Sendable, CustomStringConvertible {
        /// The name the entitlement uses: `webcredentials`.
        public let name: String
        private init(_ name: String) { self.name = name }

        /// Shared web credentials (Password AutoFill).
        public static let webCredentials = Service("webcredentials")
        /// Universal links.
        public static let appLinks = Service("applinks")
        /// App Clips.
        public static let appClips = Service("appclips")
        /// Handoff.
        public static let activityContinuation = Service("activitycontinuation")

        /// Every service.
        public static let allServices: [Service] = [.webCredentials, .appLinks, .appClips, .activityContinuation]

        /// A service from its entitlement name (case-insensitive).
        public init?(name: String) {
            guard let service = Self.allServices.first(where: { $0.name == name.lowercased() }) else { return nil }
            self = service
        }

        public var description: String { name }
    }

    /// The `?mode=` options.
    public struct Modes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Fetch directly from the host, not from Apple's CDN; only on devices in developer mode.
        public static let developer = Modes(rawValue: 1)
        /// Fetch directly from the host on managed devices.
        public static let managed = Modes(rawValue: 2)
    }

    /// The service.
    public let service: Service
    /// The host (without `*.`).
    public let host: HostName
    /// Whether the entry was `*.host`: it covers the host and every name below it, and its
    /// association file is the one on `host`.
    public let includesSubdomains: Bool
    /// An explicit port, if any.
    public let port: Int?
    /// The modes.
    public let modes: Modes

    /// Parses one entry.
    ///
    /// - Throws: ``AssociatedDomainsError/Code-swift.struct/invalidEntitlement`` naming the
    ///   problem: an unknown service, a host that is not a valid domain (or is a public suffix,
    ///   which no file could speak for, or an IP address; both are allowed with
    ///   `?mode=developer`), a bad port or mode.
    public init(parsing text: some StringProtocol, list: PublicSuffixList = .default) throws(AssociatedDomainsError) {
        let text = String(text)
        guard let colon = text.firstIndex(of: ":") else {
            throw AssociatedDomainsError(
                .invalidEntitlement,
                "'\(text.prefix(80))' has no service: write service:host, like webcredentials:example.com")
        }
        guard let service = Service(name: String(text[..<colon])) else {
            throw AssociatedDomainsError(
                .invalidEntitlement,
                "'\(text[..<colon].prefix(40))' is not a service; use webcredentials, applinks, appclips or activitycontinuation"
            )
        }
        var rest = text[text.index(after: colon)...]
        var modes: Modes = []
        if let question = rest.firstIndex(of: "?") {
            let query = rest[rest.index(after: question)...]
            rest = rest[..<question]
            guard query.hasPrefix("mode=") else {
                throw AssociatedDomainsError(
                    .invalidEntitlement, "only ?mode= may follow the host, got '?\(query.prefix(40))'")
            }
            for mode in query.dropFirst(5).split(separator: "+", omittingEmptySubsequences: false) {
                switch mode {
                case "developer": modes.insert(.developer)
                case "managed": modes.insert(.managed)
                default:
                    throw AssociatedDomainsError(
                        .invalidEntitlement,
                        "'\(mode.prefix(40))' is not a mode; use developer, managed or developer+managed")
                }
            }
        }
        var port: Int? = nil
        if let portColon = rest.lastIndex(of: ":"), !rest.hasSuffix("]") {
            let portText = rest[rest.index(after: portColon)...]
            guard let value = Int(portText), (1...65535).contains(value), portText.allSatisfy(\.isASCII) else {
                throw AssociatedDomainsError(.invalidEntitlement, "'\(portText.prefix(20))' is not a port (1-65535)")
            }
            port = value
            rest = rest[..<portColon]
        }
        var includesSubdomains = false
        if rest.hasPrefix("*.") {
            includesSubdomains = true
            rest = rest.dropFirst(2)
        }
        let host: HostName
        do {
            host = try HostName(rest)
        } catch {
            throw AssociatedDomainsError(.invalidEntitlement, "the host is not valid: \(error)")
        }
        // A developer's own server may be a local name or an address (`?mode=developer`).
        let isDeveloper = modes.contains(.developer)
        guard host.kind == .domain || isDeveloper else {
            throw AssociatedDomainsError(
                .invalidEntitlement, "associated domains are names, not IP addresses (except with ?mode=developer)")
        }
        guard isDeveloper || !list.isPublicSuffix(host) else {
            throw AssociatedDomainsError(
                .invalidEntitlement,
                "\(host.ascii) is a public suffix: no single site can publish an association file for it")
        }
        self.service = service
        self.host = host
        self.includesSubdomains = includesSubdomains
        self.port = port
        self.modes = modes
    }

    /// Whether this entry speaks for `candidate`: the host itself, or (for `*.host`) any name
    /// below it.
    public func covers(_ candidate: HostName) -> Bool {
        candidate == host || (includesSubdomains && candidate.isSubdomain(of: host))
    }

    /// Where the association file lives: `https://host[:port]/.well-known/apple-app-site-association`.
    public var associationFileURL: String {
        "https://\(host.ascii)\(port.map { ":\($0)" } ?? "")/.well-known/apple-app-site-association"
    }

    /// The entry as an entitlement writes it, normalised.
    public var description: String {
        var text = service.name + ":" + (includesSubdomains ? "*." : "") + host.ascii
        if let port { text += ":\(port)" }
        switch modes {
        case [.developer, .managed]: text += "?mode=developer+managed"
        case .developer: text += "?mode=developer"
        case .managed: text += "?mode=managed"
        default: break
        }
        return text
    }
}

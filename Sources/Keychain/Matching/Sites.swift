import Domains

/// The vault's questions about hosts and sites, answered by `Domains` in one place: host
/// normalisation (case, IDNA, trailing dot, IP literals), the Public Suffix List and
/// `SiteMatcher`. Nothing in the vault compares raw host text.
enum Sites {
    /// A host in normal form (`HostName.ascii`); nil when `text` is not a host name or an IP
    /// address literal.
    static func normalizedHost(_ text: some StringProtocol) -> String? {
        (try? HostName(text))?.ascii
    }

    /// The normalised host of an `http:` or `https:` address (userinfo tricks such as
    /// `https://example.com@evil.net` resolve to the real host, `evil.net`).
    static func host(ofURL text: some StringProtocol) -> String? {
        hostName(ofURL: text)?.ascii
    }

    static func hostName(ofURL text: some StringProtocol) -> HostName? {
        guard let origin = try? Origin(parsing: text), origin.scheme == "https" || origin.scheme == "http" else {
            return nil
        }
        return origin.host
    }

    /// A host name, or the host of an `http(s):` address.
    static func hostName(ofHostOrURL text: some StringProtocol) -> HostName? {
        (try? HostName(text)) ?? hostName(ofURL: text)
    }

    /// The site of a normalised host, as the lookup table files it: the registrable domain, or
    /// the host itself for IP addresses and public suffixes (which are sites of their own).
    static func site(ofHost host: String) -> String? {
        guard let name = try? HostName(host) else { return nil }
        return site(of: name, list: .default).ascii
    }

    static func site(of name: HostName, list: PublicSuffixList) -> HostName {
        list.registrableDomain(of: name) ?? name
    }

    /// Whether two hosts are the same once normalised.
    static func isSameHost(_ lhs: String, _ rhs: String) -> Bool {
        guard let left = try? HostName(lhs), let right = try? HostName(rhs) else { return false }
        return left == right
    }

    /// Whether two hosts belong to the same site (`login.example.com` and `example.com`, not
    /// `alice.github.io` and `bob.github.io`).
    static func isSameSite(_ lhs: String, _ rhs: String) -> Bool {
        guard let left = try? HostName(lhs), let right = try? HostName(rhs) else { return false }
        return PublicSuffixList.default.isSameSite(left, right)
    }

    /// How `candidate` stands to `host` once both are normalised; nil when either is not a host.
    static func relation(of candidate: String, to host: String) -> SiteRelation? {
        guard let left = try? HostName(candidate), let right = try? HostName(host) else { return nil }
        return SiteMatcher().relation(of: left, to: right)
    }
}

import Foundation

/// The vault's questions about hosts and sites, answered in one place.
///
/// TEMPORARY: a stand-in until the `Domains` module (host normalisation, the Public Suffix
/// List) is merged; it takes the last two labels as the site, which is wrong for suffixes such
/// as `co.uk` or `github.io`. Everything in the vault asks these functions, so the switch to
/// `Domains` happens here alone.
enum Sites {
    /// A host in normal form: lower case, no trailing dot; nil when `text` is not a host.
    static func normalizedHost(_ text: String) -> String? {
        var host = text.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        guard !host.isEmpty, host.utf8.count <= 253 else { return nil }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard
            labels.allSatisfy({ label in
                !label.isEmpty && label.utf8.count <= 63
                    && label.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
            })
        else { return nil }
        return host
    }

    /// The normalised host of an `http:` or `https:` address.
    static func host(ofURL text: String) -> String? {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = components.host
        else { return nil }
        return normalizedHost(host)
    }

    /// The registrable domain of a normalised host.
    static func site(ofHost host: String) -> String? {
        let labels = host.split(separator: ".")
        guard labels.count >= 2 else { return nil }
        return labels.suffix(2).joined(separator: ".")
    }

    /// Whether normalised `host` is `domain` or a subdomain of it, compared label by label.
    static func isHost(_ host: String, withinDomain domain: String) -> Bool {
        let hostLabels = host.split(separator: ".")
        let domainLabels = domain.split(separator: ".")
        guard hostLabels.count >= domainLabels.count, !domainLabels.isEmpty else { return false }
        return Array(hostLabels.suffix(domainLabels.count)) == domainLabels
    }

    /// Whether two hosts are the same once normalised.
    static func isSameHost(_ lhs: String, _ rhs: String) -> Bool {
        guard let left = normalizedHost(lhs), let right = normalizedHost(rhs) else { return false }
        return left == right
    }

    /// Whether two normalised hosts belong to the same site.
    static func isSameSite(_ lhs: String, _ rhs: String) -> Bool {
        guard let left = site(ofHost: lhs), let right = site(ofHost: rhs) else { return false }
        return left == right
    }
}

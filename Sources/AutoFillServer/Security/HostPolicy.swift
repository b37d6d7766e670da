/// Which `Host` and `Origin` values the service answers, against DNS rebinding and cross-site
/// requests.
///
/// A page on `evil.example` that makes its own name resolve to 127.0.0.1 still sends
/// `Host: evil.example`, and a page on another site that calls the API sends its own `Origin`;
/// both are refused. The service answers the loopback names (`127.0.0.1`, `localhost`, `[::1]`),
/// the address it was bound to, and the demo domain (`example.test` and the hosts below it; the
/// `.test` top-level domain is reserved and never resolves on the internet, so no outside page
/// can rebind to it).
public struct HostPolicy: Sendable, Hashable {
    /// Host names (lower case, IPv6 in brackets) where the full web app is served.
    public var appHosts: Set<String>
    /// The demo domain: this host and those below it serve the demo sign-in page, with
    /// site-scoped sessions. Nil turns the demo off.
    public var demoDomain: String?

    public init(appHosts: Set<String> = ["127.0.0.1", "localhost", "[::1]"], demoDomain: String? = "example.test") {
        self.appHosts = Set(appHosts.map { $0.lowercased() })
        self.demoDomain = demoDomain?.lowercased()
    }

    /// What a host name may do.
    public enum Role: Sendable, Hashable {
        /// The service's own pages and the whole API.
        case app
        /// A demo site: its page and the field, fill and event endpoints for its own pages.
        case demoSite
    }

    /// The role of `host` (no port), or nil when the service must not answer it.
    public func role(of host: String) -> Role? {
        let host = host.lowercased()
        if appHosts.contains(host) { return .app }
        if let demoDomain, host == demoDomain || host.hasSuffix("." + demoDomain),
            host.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || isAlphanumeric($0) })
        {
            return .demoSite
        }
        return nil
    }

    /// Splits a `Host` header (`name`, `name:port`, `[v6]:port`) into host and port. Nil when it
    /// is not that shape.
    public static func split(authority: String) -> (host: String, port: Int?)? {
        guard !authority.isEmpty, authority.utf8.count <= 300 else { return nil }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let host = String(authority[...close])
            let rest = authority[authority.index(after: close)...]
            if rest.isEmpty { return (host, nil) }
            guard rest.hasPrefix(":"), let port = Int(rest.dropFirst()), (0...65535).contains(port) else { return nil }
            return (host, port)
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty else { return nil }
        guard
            parts[0].utf8.allSatisfy({
                isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            })
        else { return nil }
        if parts.count == 1 { return (String(parts[0]), nil) }
        guard let port = Int(parts[1]), (0...65535).contains(port) else { return nil }
        return (String(parts[0]), port)
    }

    /// Splits an `Origin` header (`http://host[:port]`) into scheme, host and port (the scheme's
    /// default when absent). Nil for `null` and anything else.
    public static func split(origin: String) -> (scheme: String, host: String, port: Int)? {
        let lowered = origin.lowercased()
        let scheme: String
        let defaultPort: Int
        if lowered.hasPrefix("http://") {
            (scheme, defaultPort) = ("http", 80)
        } else if lowered.hasPrefix("https://") {
            (scheme, defaultPort) = ("https", 443)
        } else {
            return nil
        }
        let authority = String(lowered.dropFirst(scheme.count + 3))
        guard !authority.contains("/"), let (host, port) = split(authority: authority) else { return nil }
        return (scheme, host, port ?? defaultPort)
    }
}

private func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

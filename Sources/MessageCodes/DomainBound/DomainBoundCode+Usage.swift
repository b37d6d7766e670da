import Domains

/// A domain an app is associated with (from its `webcredentials:` entitlement, say):
/// `example.com`, or `*.example.com` for the subdomains of `example.com`.
public struct AppDomain: Hashable, Sendable, CustomStringConvertible {
    /// The domain.
    public let host: HostName
    /// Whether the entry was `*.host`: it then covers the hosts below `host`.
    public let includesSubdomains: Bool

    public init(host: HostName, includesSubdomains: Bool = false) {
        self.host = host
        self.includesSubdomains = includesSubdomains
    }

    /// Reads `example.com` or `*.example.com`.
    ///
    /// - Throws: ``MessageCodeError/Code/invalidHost``.
    public init(_ pattern: some StringProtocol) throws(MessageCodeError) {
        var text = Substring(pattern)
        includesSubdomains = text.hasPrefix("*.")
        if includesSubdomains { text = text.dropFirst(2) }
        do {
            host = try HostName(text)
        } catch {
            throw MessageCodeError(.invalidHost, "the associated domain is not a valid host name: \(error.description)")
        }
    }

    public var description: String { (includesSubdomains ? "*." : "") + host.ascii }
}

extension DomainBoundCode {
    /// Where a code is being asked for.
    public enum Requester: Sendable, Hashable {
        /// A field on a top-level page with this origin.
        case page(Origin)
        /// A field in a frame with origin `frame`, whose ancestors are listed from its parent up
        /// to the top-level page (the last element).
        case frame(Origin, ancestors: [Origin])
        /// A field in an app associated with these domains.
        case app(associatedDomains: [AppDomain])
    }

    /// Whether this code may be offered to `requester`, and how.
    ///
    /// The rules are the WICG draft's usage algorithm with Apple's narrower site rule:
    ///
    /// - On a top-level page the code is offered when the page's host is the bound host or one
    ///   below it in the same site (never across a public suffix, private section included:
    ///   a code for `alice.github.io` is not offered on `bob.github.io`). A code with an
    ///   embedded host is never offered at top level.
    /// - In a frame, the code must name an embedded host; the frame must match it, every
    ///   ancestor between must be same-site with the embedded or the top host, and the
    ///   top-level page must match the top host.
    /// - In an app, the bound host must be one of the app's associated domains (or below a
    ///   `*.` entry); a code for a frame is never offered to an app.
    /// - Only `https` origins qualify: the binding always means `https://host`.
    ///
    /// ``MatchKind/sameOrigin`` when the field's origin is exactly the bound one (in a frame: the
    /// frame's origin is the embedded origin and the top page's is the top origin; in an app: an
    /// exact associated domain), ``MatchKind/sameSite`` when it only matches by site, nil when
    /// the code must not be offered there.
    ///
    /// - Parameter matcher: how far a match reaches. The default, ``SiteMatcher/Mode/hostAndSubdomains``,
    ///   is Apple's rule; ``SiteMatcher/Mode/registrableDomain`` is the draft's "same site".
    public func match(
        for requester: Requester, using matcher: SiteMatcher = SiteMatcher(mode: .hostAndSubdomains)
    ) -> MatchKind? {
        switch requester {
        case .page(let page):
            guard embeddedHost == nil, page.scheme == "https", matcher.matches(page.host, boundTo: topHost) else {
                return nil
            }
            return page == topOrigin ? .sameOrigin : .sameSite

        case .frame(let frame, let ancestors):
            guard let embeddedHost, let top = ancestors.last, frame.scheme == "https", top.scheme == "https",
                matcher.matches(frame.host, boundTo: embeddedHost), matcher.matches(top.host, boundTo: topHost)
            else { return nil }
            let sameSite = SiteMatcher(mode: .registrableDomain, list: matcher.list)
            for ancestor in ancestors.dropLast() {
                guard ancestor.scheme == "https",
                    sameSite.matches(ancestor.host, boundTo: embeddedHost)
                        || sameSite.matches(ancestor.host, boundTo: topHost)
                else { return nil }
            }
            return frame == Origin(https: embeddedHost) && top == topOrigin ? .sameOrigin : .sameSite

        case .app(let domains):
            guard embeddedHost == nil else { return nil }
            var best: MatchKind?
            for domain in domains {
                if domain.host == topHost && !domain.includesSubdomains { return .sameOrigin }
                if domain.includesSubdomains && matcher.relation(of: topHost, to: domain.host) == .subdomain {
                    best = .sameSite
                }
            }
            return best
        }
    }
}

extension MessageCode {
    /// How long a delivered code is offered after it arrives: three minutes. Once used or
    /// dismissed it is not offered again.
    public static let offerDuration: Duration = .seconds(180)

    /// Whether and how this code may be offered to `requester`: a domain-bound code by
    /// ``DomainBoundCode/match(for:using:)``, a free-form code everywhere
    /// (``MatchKind/unbound``); nil when it must not be offered there.
    public func match(
        for requester: DomainBoundCode.Requester, using matcher: SiteMatcher = SiteMatcher(mode: .hostAndSubdomains)
    ) -> MatchKind? {
        switch self {
        case .domainBound(let bound): bound.match(for: requester, using: matcher)
        case .freeForm: .unbound
        }
    }
}

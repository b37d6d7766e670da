import Domains
import Keychain
import MessageCodes

/// Where a field being filled lives: a frame of a web page, or an app.
///
/// Everything that decides which credentials may be offered reads this value, so it is
/// normalised on the way in (origins through `Domains`).
public enum FillContext: Sendable, Hashable {
    /// A field in a web page. `origin` is the origin of the frame that holds the field;
    /// `frameAncestors` lists the origins of the frames above it, parent first, the top-level
    /// page last. It is empty when the field is in the top-level page.
    case web(origin: Origin, frameAncestors: [Origin])
    /// A field in an app with this identifier (`TEAMID.com.example.app` or an Android package
    /// name), associated with these domains (its `webcredentials:` entitlements).
    case app(identifier: String, associatedDomains: [AppDomain])

    /// A field in a page loaded from `pageURL`, inside the frames loaded from `frameURLs`
    /// (outermost first; the field is in the last one, or in the page when there is none).
    ///
    /// - Throws: ``ProviderError/Code/invalidContext`` when an address is not an `http:` or
    ///   `https:` address with a host.
    public init(pageURL: String, frameURLs: [String] = []) throws(ProviderError) {
        var chain: [Origin] = []
        for (index, url) in ([pageURL] + frameURLs).enumerated() {
            let what = index == 0 ? "the page address" : "frame address \(index)"
            let origin: Origin
            do {
                origin = try Origin(parsing: url)
            } catch {
                throw ProviderError(.invalidContext, "\(what) '\(url.prefix(80))' is not a valid address: \(error)")
            }
            guard origin.scheme == "https" || origin.scheme == "http" else {
                throw ProviderError(
                    .invalidContext, "\(what) '\(url.prefix(80))' is not an http: or https: address")
            }
            chain.append(origin)
        }
        let origin = chain.removeLast()
        self = .web(origin: origin, frameAncestors: chain.reversed())
    }

    /// A field in the app `identifier`, associated with `associatedDomains` (`example.com` or
    /// `*.example.com`; a `webcredentials:` prefix is accepted and dropped).
    ///
    /// - Throws: ``ProviderError/Code/invalidContext`` for an invalid identifier or domain.
    public init(appIdentifier identifier: String, associatedDomains: [String] = []) throws(ProviderError) {
        do {
            _ = try ServiceIdentifier.app(identifier)
        } catch {
            throw ProviderError(.invalidContext, "'\(identifier.prefix(80))' is not an app identifier")
        }
        var domains: [AppDomain] = []
        for entry in associatedDomains {
            var text = Substring(entry)
            for prefix in ["webcredentials:", "applinks:", "appclips:"] where text.hasPrefix(prefix) {
                text = text.dropFirst(prefix.count)
            }
            // `?mode=developer` and similar suffixes do not change the domain.
            if let query = text.firstIndex(of: "?") { text = text[..<query] }
            do {
                domains.append(try AppDomain(text))
            } catch {
                throw ProviderError(.invalidContext, "associated domain '\(entry.prefix(80))' is not valid: \(error)")
            }
        }
        self = .app(identifier: identifier, associatedDomains: domains)
    }

    /// The top-level page's origin, for web contexts.
    public var topOrigin: Origin? {
        guard case .web(let origin, let ancestors) = self else { return nil }
        return ancestors.last ?? origin
    }

    /// Whether the field is in a frame whose site differs from the top-level page's, or from a
    /// frame between them.
    public var isCrossSiteFrame: Bool {
        guard case .web(let origin, let ancestors) = self, !ancestors.isEmpty else { return false }
        let list = PublicSuffixList.default
        return ancestors.contains { !list.isSameSite($0.host, origin.host) }
    }

    /// The requester the domain-bound code usage rule is evaluated for.
    public var requester: DomainBoundCode.Requester {
        switch self {
        case .web(let origin, let ancestors):
            ancestors.isEmpty ? .page(origin) : .frame(origin, ancestors: ancestors)
        case .app(_, let domains):
            .app(associatedDomains: domains)
        }
    }

    /// How a credential filed under `service` matches this place, and the domain to show with
    /// it when the match is not same-origin; nil when it must not be offered here. The one rule
    /// for passwords and verification codes, whichever provider holds them:
    ///
    /// - A page or frame: the service's host is the frame's own host (``Domains/MatchKind/sameOrigin``)
    ///   or another host of the same site (``Domains/MatchKind/sameSite``, showing the service's
    ///   host); never across sites, never the top page's site for a field in a frame, and nothing
    ///   in a frame under a page of another site (``isCrossSiteFrame``: a page must not be able
    ///   to embed a sign-in form and have it filled).
    /// - Only `https:` pages, unless the service names that very `http:` origin: a password kept
    ///   for a site must not cross the network in clear.
    /// - An app: a service naming the app itself, or an associated domain (exact: same origin;
    ///   a `*.` entry or another host of the site: same site).
    public func match(_ service: ServiceIdentifier) -> (match: MatchKind, displayDomain: String?)? {
        let matcher = SiteMatcher(mode: .registrableDomain)
        switch self {
        case .web(let origin, _):
            guard !isCrossSiteFrame, let bound = service.hostName,
                let match = matcher.match(origin.host, boundTo: bound)
            else { return nil }
            if origin.scheme != "https" {
                guard service.kind == .url, (try? Origin(parsing: service.value)) == origin else { return nil }
            }
            return (match, match == .sameOrigin ? nil : bound.ascii)
        case .app(let identifier, let domains):
            if service.kind == .app { return service.value == identifier ? (.sameOrigin, nil) : nil }
            guard let bound = service.hostName else { return nil }
            var best: (match: MatchKind, displayDomain: String?)?
            for domain in domains {
                guard let match = matcher.match(domain.host, boundTo: bound) else { continue }
                if match == .sameOrigin && !domain.includesSubdomains { return (.sameOrigin, nil) }
                best = (.sameSite, bound.ascii)
            }
            return best
        }
    }

    /// The service identifiers a provider is asked about, most specific first: the frame's
    /// URL origin and its host; or the app and its associated domains.
    public var serviceIdentifiers: [ServiceIdentifier] {
        switch self {
        case .web(let origin, _):
            return [try? ServiceIdentifier.url(origin.description), try? ServiceIdentifier.domain(origin.host.ascii)]
                .compactMap { $0 }
        case .app(let identifier, let domains):
            return [try? ServiceIdentifier.app(identifier)].compactMap { $0 }
                + domains.compactMap { try? ServiceIdentifier.domain($0.host.ascii) }
        }
    }
}

extension FillContext: CustomStringConvertible {
    public var description: String {
        switch self {
        case .web(let origin, let ancestors):
            ancestors.isEmpty
                ? "page \(origin)" : "frame \(origin) in " + ancestors.map(\.description).joined(separator: " < ")
        case .app(let identifier, let domains):
            "app \(identifier)"
                + (domains.isEmpty ? "" : " (" + domains.map(\.description).joined(separator: ", ") + ")")
        }
    }
}

import Domains
import _AutoFillSupport

/// What an `apple-app-site-association` file says about one URL and one app.
public struct AppLinkDecision: Hashable, Sendable, CustomStringConvertible {
    /// The outcome.
    public enum Outcome: Hashable, Sendable {
        /// The URL opens in the app.
        case opensInApp
        /// An `exclude` component (or a `NOT` path) matched first: the URL stays in the browser.
        case excluded
        /// A detail for another app matched first: the URL opens in that app.
        case handledByOtherApp(AppIdentifier)
        /// No pattern matched: the URL stays in the browser.
        case noMatch
        /// The file has no `applinks` section.
        case noAppLinks
    }

    public let outcome: Outcome
    /// The `details` entry that decided, if one did.
    public let detailIndex: Int?
    /// The component (or legacy path) within it that decided, if one did.
    public let patternIndex: Int?
    /// A sentence saying why, for people.
    public let explanation: String

    /// Whether the URL opens in the app.
    public var opensInApp: Bool { outcome == .opensInApp }

    public var description: String { explanation }
}

extension AppleAppSiteAssociation {
    /// Decides whether `url` opens in `app` as a universal link, and says why.
    ///
    /// Details are tried in file order; within a detail, its components (or, without
    /// components, its legacy `paths`) are tried in order and the first that matches decides. A
    /// matching `exclude` component or `NOT` path stops all matching: the URL stays in the
    /// browser. A matching component of a detail for other apps sends the URL to those apps.
    ///
    /// The URL's host is not checked: the caller knows which domain the file came from.
    ///
    /// - Throws: a ``AssociatedDomainsError/Code-swift.struct/invalidHost`` error when `url` is
    ///   not an `http` or `https` URL.
    public func appLinkDecision(for url: String, app: AppIdentifier) throws(AssociatedDomainsError) -> AppLinkDecision {
        let parts = try AppLinkURL(parsing: url)
        guard let appLinks else {
            return AppLinkDecision(
                outcome: .noAppLinks, detailIndex: nil, patternIndex: nil,
                explanation: "the file has no applinks section, so no URL opens in any app")
        }
        let variables = SubstitutionVariables.predefined.merging(appLinks.substitutionVariables) { $1 }
        let base = MatchingOptions(caseSensitive: true, percentEncoded: true).overriding(appLinks.defaults)
        var listed = false
        // A detail whose app identifiers were all invalid applies to no app.
        for (detailIndex, detail) in appLinks.details.enumerated() where !detail.appIDs.isEmpty {
            let isOurs = detail.appIDs.contains(app)
            listed = listed || isOurs
            let options = base.overriding(detail.defaults)
            let apps = isOurs ? app.description : detail.appIDs.map(\.description).joined(separator: ", ")
            if let components = detail.components {
                for (index, component) in components.enumerated() {
                    let componentOptions = options.overriding(component.options)
                    guard component.matches(parts, options: componentOptions, variables: variables) else { continue }
                    let place = "details[\(detailIndex)].components[\(index)] (\(component.summary))"
                    if component.exclude {
                        return AppLinkDecision(
                            outcome: .excluded, detailIndex: detailIndex, patternIndex: index,
                            explanation: "\(place) matches and excludes the URL: it stays in the browser")
                    }
                    return decision(
                        isOurs: isOurs, detail: detail, detailIndex: detailIndex, index: index, place: place, apps: apps
                    )
                }
            } else if let paths = detail.paths {
                for (index, path) in paths.enumerated() {
                    guard URLPattern(path.pattern, variables: [:]).matches(parts.path) else { continue }
                    let place =
                        "details[\(detailIndex)].paths[\(index)] ('\(path.isExcluded ? "NOT " : "")\(path.pattern)')"
                    if path.isExcluded {
                        return AppLinkDecision(
                            outcome: .excluded, detailIndex: detailIndex, patternIndex: index,
                            explanation: "\(place) matches and excludes the URL: it stays in the browser")
                    }
                    return decision(
                        isOurs: isOurs, detail: detail, detailIndex: detailIndex, index: index, place: place, apps: apps
                    )
                }
            }
        }
        return AppLinkDecision(
            outcome: .noMatch, detailIndex: nil, patternIndex: nil,
            explanation: listed
                ? "no pattern for \(app) matches \(parts.displayPath): the URL stays in the browser"
                : "\(app) is not in any applinks details entry, and no other app's pattern matches")
    }

    private func decision(
        isOurs: Bool, detail: Detail, detailIndex: Int, index: Int, place: String, apps: String
    ) -> AppLinkDecision {
        if isOurs {
            return AppLinkDecision(
                outcome: .opensInApp, detailIndex: detailIndex, patternIndex: index,
                explanation: "\(place) matches: the URL opens in \(apps)")
        }
        let other = detail.appIDs.first!
        return AppLinkDecision(
            outcome: .handledByOtherApp(other), detailIndex: detailIndex, patternIndex: index,
            explanation: "\(place) matches first, for another app (\(apps)): the URL opens there")
    }
}

extension AppleAppSiteAssociation.Component {
    /// `'/buy/*' ?'...' #'...'`, for explanations.
    var summary: String {
        var parts: [String] = []
        parts.append("'/': '\(path ?? "*")'")
        switch query {
        case .whole(let text)?: parts.append("'?': '\(text)'")
        case .items(let items)?:
            parts.append("'?': {" + items.map { "\($0.name): '\($0.valuePattern)'" }.joined(separator: ", ") + "}")
        case nil: break
        }
        if let fragment { parts.append("'#': '\(fragment)'") }
        return parts.joined(separator: ", ")
    }

    func matches(
        _ url: AppLinkURL, options: AppleAppSiteAssociation.MatchingOptions, variables: [String: [String]]
    ) -> Bool {
        let caseSensitive = options.caseSensitive ?? true
        let encoded = options.percentEncoded ?? true
        func test(_ pattern: String?, _ text: String) -> Bool {
            guard let pattern else { return true }
            return URLPattern(pattern, caseSensitive: caseSensitive, variables: variables)
                .matches(encoded ? text : AppLinkURL.percentDecoded(text))
        }
        guard test(path, url.path), test(fragment, url.fragment ?? "") else { return false }
        switch query {
        case nil:
            return true
        case .whole(let pattern):
            return test(pattern, url.query ?? "")
        case .items(let items):
            let present = url.queryItems
            return items.allSatisfy { item in
                let candidates = present.filter {
                    let name = encoded ? $0.name : AppLinkURL.percentDecoded($0.name)
                    return caseSensitive ? name == item.name : name.lowercased() == item.name.lowercased()
                }
                // An absent item is compared as an empty value, so `*` accepts it and `?*` does not.
                return (candidates.isEmpty ? [""] : candidates.map(\.value)).contains { test(item.valuePattern, $0) }
            }
        }
    }
}

/// The parts of a URL that universal-link patterns look at, percent-encoded as a browser sends
/// them.
struct AppLinkURL {
    let origin: Origin
    let path: String
    let query: String?
    let fragment: String?

    init(parsing url: String) throws(AssociatedDomainsError) {
        do {
            origin = try Origin(parsing: url)
        } catch {
            throw AssociatedDomainsError(.invalidHost, "not a usable URL: \(error)")
        }
        var rest = Substring(url.trimmingSpaces())
        let scheme = rest.prefix { $0 != ":" }.lowercased()
        guard scheme == "https" || scheme == "http" else {
            throw AssociatedDomainsError(.invalidHost, "universal links are http or https URLs")
        }
        // Everything after the authority.
        rest = rest.dropFirst(scheme.count + 1).drop { $0 == "/" || $0 == "\\" }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" } ?? rest.endIndex
        rest = rest[authorityEnd...]
        var fragment: String? = nil
        if let hash = rest.firstIndex(of: "#") {
            fragment = Self.encoded(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String? = nil
        if let question = rest.firstIndex(of: "?") {
            query = Self.encoded(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        let path = Self.encoded(rest.replacingBackslashes())
        self.path = path.isEmpty ? "/" : path
        self.query = query
        self.fragment = fragment
    }

    var displayPath: String { path + (query.map { "?" + $0 } ?? "") }

    var queryItems: [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            if let equals = item.firstIndex(of: "=") {
                return (String(item[..<equals]), String(item[item.index(after: equals)...]))
            }
            return (String(item), "")
        }
    }

    /// Percent-encodes what a browser would: non-ASCII bytes, controls, space and `"<>\`^{|}`.
    static func encoded(_ text: some StringProtocol) -> String {
        PercentEncoding.encode(text, allowing: browserAllowed)
    }

    private static let browserAllowed = PercentEncoding.AllowedBytes { byte in
        (0x21...0x7E).contains(byte) && !"\"<>`^{|}".utf8.contains(byte)
    }

    /// Decodes `%XX` sequences (a `%` that starts none stays); invalid UTF-8 becomes U+FFFD.
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        return String(decoding: PercentEncoding.decodeLeniently(text.utf8), as: UTF8.self)
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while let first = text.unicodeScalars.first, first.value <= 0x20 {
            text = Substring(text.unicodeScalars.dropFirst())
        }
        while let last = text.unicodeScalars.last, last.value <= 0x20 {
            text = Substring(text.unicodeScalars.dropLast())
        }
        return String(text).filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    }

    func replacingBackslashes() -> String {
        String(map { $0 == "\\" ? "/" : $0 })
    }
}

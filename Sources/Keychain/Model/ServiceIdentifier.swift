import Domains
import Foundation

/// Where a credential is used: a domain, a web address, or an app.
///
/// Domains and URL hosts are normalised on the way in (lower case, IDNA to ASCII, no trailing
/// dot), and matching goes through `Domains`, never through string comparison of raw input.
public struct ServiceIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The kind of identifier.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The name stored in records and printed: `domain`, `url` or `app`.
        public let name: String
        private init(_ name: String) { self.name = name }

        /// A host name, such as `example.com`: matches that site.
        public static let domain = Kind("domain")
        /// A web address, such as `https://login.example.com/signin`: matches its site.
        public static let url = Kind("url")
        /// An app: an Apple app identifier (`TEAMID.com.example.app`) or an Android package name.
        public static let app = Kind("app")

        init?(name: String) {
            switch name {
            case "domain": self = .domain
            case "url": self = .url
            case "app": self = .app
            default: return nil
            }
        }

        public var description: String { name }
    }

    /// The kind of identifier.
    public let kind: Kind
    /// The normalised value: a host for domains, the URL for URLs, the identifier for apps.
    public let value: String
    /// The normalised host, for domains and URLs.
    public var host: String? { hostName?.ascii }
    /// The host, parsed once, for matching.
    public let hostName: HostName?

    private init(kind: Kind, value: String, hostName: HostName?) {
        self.kind = kind
        self.value = value
        self.hostName = hostName
    }

    /// A domain, normalised.
    ///
    /// - Throws: ``KeychainError/Code/invalidRecord`` when `text` is not a host name or an IP
    ///   address.
    public static func domain(_ text: String) throws(KeychainError) -> ServiceIdentifier {
        guard let host = try? HostName(text) else {
            throw KeychainError(.invalidRecord, "'\(text.prefix(64))' is not a domain name")
        }
        return ServiceIdentifier(kind: .domain, value: host.ascii, hostName: host)
    }

    /// A web address. Its host is normalised; the rest is kept as given.
    ///
    /// - Throws: ``KeychainError/Code/invalidRecord`` when `text` is not an `http:` or `https:`
    ///   address with a host.
    public static func url(_ text: String) throws(KeychainError) -> ServiceIdentifier {
        guard let host = Sites.hostName(ofURL: text) else {
            throw KeychainError(.invalidRecord, "'\(text.prefix(64))' is not an http: or https: address with a host")
        }
        return ServiceIdentifier(kind: .url, value: text, hostName: host)
    }

    /// An app identifier, kept as given.
    ///
    /// - Throws: ``KeychainError/Code/invalidRecord`` for an empty identifier or one with spaces.
    public static func app(_ identifier: String) throws(KeychainError) -> ServiceIdentifier {
        guard !identifier.isEmpty, identifier.utf8.count <= 255,
            identifier.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else {
            throw KeychainError(.invalidRecord, "'\(identifier.prefix(64))' is not an app identifier")
        }
        return ServiceIdentifier(kind: .app, value: identifier, hostName: nil)
    }

    /// Reads what a person typed: an address with a scheme is a URL, `app:ID` an app, anything
    /// else a domain.
    public init(parsing text: String) throws(KeychainError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("app:") {
            self = try .app(String(trimmed.dropFirst(4)))
        } else if trimmed.contains("://") {
            self = try .url(trimmed)
        } else {
            self = try .domain(trimmed)
        }
    }

    /// Reads a stored identifier back.
    init(kind: Kind, storedValue: String) throws(KeychainError) {
        switch kind {
        case .domain: self = try .domain(storedValue)
        case .url: self = try .url(storedValue)
        default: self = try .app(storedValue)
        }
    }

    /// The registrable domain (the site) this identifier belongs to, for domains and URLs.
    public var site: String? { hostName.map { Sites.site(of: $0, list: .default).ascii } }

    /// The string the vault's lookup table is keyed by: the site, or the app identifier.
    var lookupKey: String? {
        switch kind {
        case .app: "app:" + value
        default: site.map { "site:" + $0 }
        }
    }

    public var description: String {
        kind == .app ? "app:\(value)" : value
    }
}

import Domains
import _AutoFillSupport

/// An Android Digital Asset Links file (`/.well-known/assetlinks.json`): statements by which a
/// site delegates permissions, such as sharing its sign-in credentials, to apps and other sites.
///
/// ```swift
/// let links = try AssetLinks(parsing: bytes)
/// links.sharesLoginCredentials(withApp: "com.example.app", certificateFingerprint: "14:6D:E9:...")
/// links.sharesLoginCredentials(withSite: try Origin(parsing: "https://login.example.net"))
/// ```
public struct AssetLinks: Hashable, Sendable {
    /// The relation that shares sign-in credentials.
    public static let getLoginCredentials = "delegate_permission/common.get_login_creds"
    /// The relation that lets an app handle the site's links.
    public static let handleAllURLs = "delegate_permission/common.handle_all_urls"
    /// The largest file accepted (Google's own limit is larger; this project uses the same
    /// bound as for Apple's file).
    public static let maximumSize = 128 * 1024

    /// What a statement points at.
    public enum Target: Hashable, Sendable {
        /// An Android app: its package name and the SHA-256 fingerprints of its signing
        /// certificates (32 bytes each).
        case androidApp(packageName: String, certificateFingerprints: [[UInt8]])
        /// A web site: an `https://host[:port]` origin.
        case web(Origin)
    }

    /// One statement: "the source grants `relations` to `target`".
    public struct Statement: Hashable, Sendable {
        public let relations: [String]
        public let target: Target
    }

    /// A problem found in the file; the statement it is in is skipped.
    public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where: `[2].target.sha256_cert_fingerprints[0]`.
        public let path: String
        public let message: String
        public var description: String { "\(path): \(message)" }
    }

    /// The usable statements, in file order.
    public let statements: [Statement]
    /// `{"include": "https://..."}` entries: other files whose statements count too.
    public let includes: [String]
    /// Statements or entries that were skipped, and why.
    public let diagnostics: [Diagnostic]

    /// Parses a file.
    ///
    /// - Throws: ``AssociatedDomainsError/Code-swift.struct/invalidJSON`` for text that is not
    ///   JSON; ``AssociatedDomainsError/Code-swift.struct/invalidContent`` when it is not an array.
    public init(parsing bytes: some Collection<UInt8>) throws(AssociatedDomainsError) {
        try self.init(json: JSONValue(parsing: bytes))
    }

    /// Parses a file from its text.
    public init(parsing text: String) throws(AssociatedDomainsError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Reads a parsed JSON document.
    public init(json: JSONValue) throws(AssociatedDomainsError) {
        guard case .array(let entries) = json else {
            throw AssociatedDomainsError(
                .invalidContent,
                "an assetlinks.json file is a JSON array of statements, but this is \(json.kindDescription)")
        }
        var statements: [Statement] = []
        var includes: [String] = []
        var diagnostics: [Diagnostic] = []
        for (index, entry) in entries.enumerated() {
            let path = "[\(index)]"
            guard entry.objectValue != nil else {
                diagnostics.append(
                    .init(path: path, message: "a statement must be an object, not \(entry.kindDescription)"))
                continue
            }
            if let include = entry["include"] {
                if let url = include.stringValue, url.hasPrefix("https://") {
                    includes.append(url)
                } else {
                    diagnostics.append(.init(path: path + ".include", message: "must be an https:// URL"))
                }
                continue
            }
            guard let relationList = entry["relation"]?.arrayValue else {
                diagnostics.append(.init(path: path + ".relation", message: "must be an array of relation strings"))
                continue
            }
            let relations = relationList.compactMap(\.stringValue)
            guard relations.count == relationList.count, !relations.isEmpty else {
                diagnostics.append(.init(path: path + ".relation", message: "must be a non-empty array of strings"))
                continue
            }
            guard let target = entry["target"] else {
                diagnostics.append(.init(path: path + ".target", message: "is missing"))
                continue
            }
            switch Self.target(target, at: path + ".target") {
            case .success(let target):
                statements.append(Statement(relations: relations, target: target))
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        self.statements = statements
        self.includes = includes
        self.diagnostics = diagnostics
    }

    private static func target(_ value: JSONValue, at path: String) -> Result<Target, Diagnostic> {
        guard value.objectValue != nil, let namespace = value["namespace"]?.stringValue else {
            return .failure(.init(path: path, message: "must be an object with a 'namespace'"))
        }
        switch namespace {
        case "android_app":
            guard let package = value["package_name"]?.stringValue, isPackageName(package) else {
                return .failure(
                    .init(path: path + ".package_name", message: "must be an Android package name like com.example.app")
                )
            }
            guard let list = value["sha256_cert_fingerprints"]?.arrayValue, !list.isEmpty else {
                return .failure(
                    .init(
                        path: path + ".sha256_cert_fingerprints", message: "must be a non-empty array of fingerprints"))
            }
            var fingerprints: [[UInt8]] = []
            for (index, element) in list.enumerated() {
                guard let text = element.stringValue, let bytes = parseFingerprint(text) else {
                    return .failure(
                        .init(
                            path: "\(path).sha256_cert_fingerprints[\(index)]",
                            message: "must be 32 bytes in hex, written AA:BB:...:FF"))
                }
                fingerprints.append(bytes)
            }
            return .success(.androidApp(packageName: package, certificateFingerprints: fingerprints))
        case "web":
            guard let site = value["site"]?.stringValue else {
                return .failure(.init(path: path + ".site", message: "must be a URL string"))
            }
            guard let origin = try? Origin(parsing: site), origin.scheme == "https" || origin.scheme == "http" else {
                return .failure(
                    .init(path: path + ".site", message: "must be an http(s) site like https://example.com"))
            }
            return .success(.web(origin))
        default:
            return .failure(
                .init(path: path + ".namespace", message: "'\(namespace.prefix(40))' is not android_app or web"))
        }
    }

    /// `AA:BB:...` (32 bytes, either case, colons optional).
    public static func parseFingerprint(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8.filter { $0 != UInt8(ascii: ":") })
        guard digits.count == 64 else { return nil }
        return Hex.decode(digits)
    }

    /// `AA:BB:...:FF`.
    public static func formatFingerprint(_ bytes: [UInt8]) -> String {
        Hex.encode(bytes, uppercase: true, separator: ":")
    }

    private static func isPackageName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else {
                    return false
                }
                return part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                }
            }
    }

    /// The statements that grant `relation`.
    public func statements(granting relation: String) -> [Statement] {
        statements.filter { $0.relations.contains(relation) }
    }

    /// Whether the site shares sign-in credentials with the Android app `packageName` signed
    /// with the certificate whose SHA-256 fingerprint is `certificateFingerprint`.
    public func sharesLoginCredentials(withApp packageName: String, certificateFingerprint: String) -> Bool {
        guard let fingerprint = Self.parseFingerprint(certificateFingerprint) else { return false }
        return statements(granting: Self.getLoginCredentials).contains { statement in
            guard case .androidApp(let package, let fingerprints) = statement.target else { return false }
            return package == packageName && fingerprints.contains(fingerprint)
        }
    }

    /// Whether the site shares sign-in credentials with the web site `origin` (same origin:
    /// scheme, host and port).
    public func sharesLoginCredentials(withSite origin: Origin) -> Bool {
        statements(granting: Self.getLoginCredentials).contains { statement in
            guard case .web(let site) = statement.target else { return false }
            return site == origin
        }
    }

    /// The sites the file shares sign-in credentials with.
    public var loginCredentialSites: [Origin] {
        statements(granting: Self.getLoginCredentials).compactMap {
            if case .web(let origin) = $0.target { return origin }
            return nil
        }
    }
}

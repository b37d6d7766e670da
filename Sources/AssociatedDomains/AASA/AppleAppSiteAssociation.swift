/// An `apple-app-site-association` file: which apps a domain vouches for, for shared web
/// credentials, universal links, App Clips and Handoff.
///
/// ```swift
/// let file = try AppleAppSiteAssociation(parsing: bytes)
/// file.allowsWebCredentials(for: try AppIdentifier(parsing: "ABCDE12345.com.example.app"))
/// let decision = try file.appLinkDecision(for: "https://example.com/buy/42", app: app)
/// decision.opensInApp    // true or false
/// decision.explanation   // "component 2 of detail 1 ('/buy/*') matches"
/// ```
///
/// Parsing is tolerant in the way Apple's is (unknown keys and malformed entries are skipped)
/// but records every problem in ``diagnostics``, so `autofill aasa lint` can report them.
public struct AppleAppSiteAssociation: Sendable {
    /// The largest file Apple accepts.
    public static let maximumSize = 128 * 1024

    /// A problem found in the file.
    public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        /// How bad it is.
        public enum Severity: String, Hashable, Sendable {
            /// Apple would ignore or reject this part.
            case error
            /// Legal, but probably not what the author meant.
            case warning
        }

        public let severity: Severity
        /// Where: `applinks.details[0].components[2]./`.
        public let path: String
        public let message: String

        public var description: String { "\(severity.rawValue): \(path): \(message)" }
    }

    /// `caseSensitive` and `percentEncoded`, at any of three levels.
    public struct MatchingOptions: Hashable, Sendable {
        /// Whether letters must match in case. Apple's default: `true`.
        public var caseSensitive: Bool?
        /// Whether patterns are written percent-encoded (and so compared with the URL as it is
        /// encoded) or decoded. Apple's default: `true`.
        public var percentEncoded: Bool?

        public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
        }

        func overriding(_ other: MatchingOptions?) -> MatchingOptions {
            MatchingOptions(
                caseSensitive: other?.caseSensitive ?? caseSensitive,
                percentEncoded: other?.percentEncoded ?? percentEncoded)
        }
    }

    /// How a component matches the query.
    public enum QueryPattern: Hashable, Sendable {
        /// One pattern for the whole query string (without `?`).
        case whole(String)
        /// Query items that must be present with matching values; others may be present too.
        case items([QueryItemPattern])
    }

    /// One name and value pattern of a ``QueryPattern/items(_:)`` query.
    public struct QueryItemPattern: Hashable, Sendable {
        public let name: String
        public let valuePattern: String
    }

    /// One `components` entry.
    public struct Component: Hashable, Sendable {
        /// The `/` pattern; `nil` means `*`.
        public var path: String?
        /// The `?` pattern; `nil` means `*`.
        public var query: QueryPattern?
        /// The `#` pattern; `nil` means `*`.
        public var fragment: String?
        /// Whether a match stops the URL from opening in the app.
        public var exclude: Bool
        /// The author's note.
        public var comment: String?
        /// Per-component overrides.
        public var options: MatchingOptions
    }

    /// One legacy `paths` entry: a pattern for the path, `NOT ` for an exclusion.
    public struct LegacyPath: Hashable, Sendable {
        public let pattern: String
        public let isExcluded: Bool
    }

    /// One `details` entry.
    public struct Detail: Hashable, Sendable {
        /// The apps (`appID` and `appIDs` together; invalid identifiers are in diagnostics).
        public var appIDs: [AppIdentifier]
        /// The iOS 13+ `components`; `nil` when absent.
        public var components: [Component]?
        /// The legacy `paths`; used only when there are no `components`.
        public var paths: [LegacyPath]?
        /// The detail's `defaults`.
        public var defaults: MatchingOptions?
    }

    /// The `applinks` section.
    public struct AppLinks: Hashable, Sendable {
        public var details: [Detail]
        /// `applinks.defaults`.
        public var defaults: MatchingOptions?
        /// The file's own variables (the predefined ones are added when matching).
        public var substitutionVariables: [String: [String]]
    }

    /// The `applinks` section, if any.
    public var appLinks: AppLinks?
    /// `webcredentials.apps`, if the section exists.
    public var webCredentialsApps: [AppIdentifier]?
    /// `appclips.apps`, if the section exists.
    public var appClipsApps: [AppIdentifier]?
    /// `activitycontinuation.apps`, if the section exists.
    public var activityContinuationApps: [AppIdentifier]?
    /// Problems found while parsing, in file order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Whether the file lets `app` use the domain's saved passwords (`webcredentials.apps`).
    public func allowsWebCredentials(for app: AppIdentifier) -> Bool {
        webCredentialsApps?.contains(app) ?? false
    }

    /// Whether the file lists `app` as an App Clip of the domain.
    public func allowsAppClip(_ app: AppIdentifier) -> Bool {
        appClipsApps?.contains(app) ?? false
    }

    /// Whether the file lets `app` continue the domain's activities (Handoff).
    public func allowsActivityContinuation(for app: AppIdentifier) -> Bool {
        activityContinuationApps?.contains(app) ?? false
    }

    /// Every app the file names, in any section.
    public var allApps: [AppIdentifier] {
        var seen: Set<AppIdentifier> = []
        var apps: [AppIdentifier] = []
        let all =
            (appLinks?.details.flatMap(\.appIDs) ?? []) + (webCredentialsApps ?? []) + (appClipsApps ?? [])
            + (activityContinuationApps ?? [])
        for app in all where seen.insert(app).inserted { apps.append(app) }
        return apps
    }
}

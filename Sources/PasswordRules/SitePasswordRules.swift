import Domains

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Per-site password rules ("quirks"): the rules a site enforces but does not declare, in the
/// format of `quirks/password-rules.json` from apple/password-manager-resources.
///
/// The file is a JSON object from a domain to `{"password-rules": "...", "exact-domain-match-only": bool}`.
/// An entry covers its domain and every subdomain of it, unless `exact-domain-match-only` is
/// `true`; when several entries cover a host, the most specific one (the longest domain) wins,
/// so an entry for `a.example.com` applies on `x.a.example.com` but not on `b.example.com`.
/// Hosts are compared only through `Domains` (normalised, and never across a public suffix).
///
/// Rules are read in ``PasswordRules/ParsingMode/compatible`` mode, the way Safari reads them;
/// ``Entry/diagnostics`` keeps what that dropped, and ``skipped`` lists entries that could not be
/// used at all.
///
/// ```swift
/// let sites = try SitePasswordRules(json: Array(fileContents))
/// if let entry = sites.entry(for: try HostName("secure.example.com")) {
///     let generator = try PasswordGenerator(rules: entry.rules)
/// }
/// ```
public struct SitePasswordRules: Sendable {
    /// The rules for one domain.
    public struct Entry: Hashable, Sendable {
        /// The domain the entry is keyed by, normalised.
        public let domain: HostName
        /// The rules as written in the file.
        public let text: String
        /// The rules as Apple's parser reads them.
        public let rules: PasswordRules
        /// What the compatible parser dropped from ``text``, if anything.
        public let diagnostics: [PasswordRulesDiagnostic]
        /// Whether the entry applies to ``domain`` only, not to its subdomains.
        public let exactDomainMatchOnly: Bool

        /// Makes an entry, parsing `text` compatibly.
        public init(domain: HostName, text: String, exactDomainMatchOnly: Bool = false) {
            let result = PasswordRules.parse(text, mode: .compatible)
            self.domain = domain
            self.text = text
            self.rules = result.rules ?? .default
            self.diagnostics = result.diagnostics
            self.exactDomainMatchOnly = exactDomainMatchOnly
        }
    }

    /// An entry of the file that could not be used, and why.
    public struct SkippedEntry: Hashable, Sendable, CustomStringConvertible {
        /// The key as written in the file.
        public let key: String
        /// Why it was skipped.
        public let reason: String
        public var description: String { "\(key): \(reason)" }
    }

    /// Every usable entry, ordered by domain.
    public let entries: [Entry]
    /// The entries of the file that could not be used.
    public let skipped: [SkippedEntry]
    private let byDomain: [HostName: Int]

    /// Makes a collection from entries; a later entry for the same domain replaces an earlier one.
    public init(entries: [Entry]) {
        self.init(entries: entries, skipped: [])
    }

    private init(entries: [Entry], skipped: [SkippedEntry]) {
        var unique: [HostName: Entry] = [:]
        for entry in entries { unique[entry.domain] = entry }
        self.entries = unique.values.sorted { $0.domain < $1.domain }
        self.skipped = skipped
        var byDomain: [HostName: Int] = [:]
        for (index, entry) in self.entries.enumerated() { byDomain[entry.domain] = index }
        self.byDomain = byDomain
    }

    /// Reads a `password-rules.json` file.
    ///
    /// Entries with a key that is not a valid host, or without a `password-rules` string, are
    /// listed in ``skipped``; unknown keys inside an entry are ignored.
    ///
    /// - Throws: ``PasswordRulesError/Code/invalidSiteRules`` when the text is not a JSON object
    ///   of objects.
    public init(json: some Collection<UInt8>) throws(PasswordRulesError) {
        let raw: [String: RawEntry]
        do {
            raw = try JSONDecoder().decode([String: RawEntry].self, from: Data(json))
        } catch {
            throw PasswordRulesError(
                .invalidSiteRules,
                "the site rules are not a JSON object mapping domains to {\"password-rules\": ...} objects")
        }
        var entries: [Entry] = []
        var skipped: [SkippedEntry] = []
        for (key, value) in raw.sorted(by: { $0.key < $1.key }) {
            guard let text = value.rules else {
                skipped.append(SkippedEntry(key: key, reason: value.problem ?? "no \"password-rules\" string"))
                continue
            }
            do {
                let domain = try HostName(key)
                entries.append(Entry(domain: domain, text: text, exactDomainMatchOnly: value.exactDomainMatchOnly))
            } catch {
                skipped.append(SkippedEntry(key: key, reason: "not a valid host: \(error)"))
            }
        }
        self.init(entries: entries, skipped: skipped)
    }

    /// The entry that applies on `host`: the most specific entry whose domain is `host` itself
    /// or, unless it is exact-only, a parent of `host` within the same site. `nil` when none does.
    public func entry(for host: HostName) -> Entry? {
        guard host.kind == .domain else { return byDomain[host].map { entries[$0] } }
        let subdomains = SiteMatcher(mode: .hostAndSubdomains)
        let exact = SiteMatcher(mode: .exactHost)
        // Walk from the host up through its parents: the first entry that matches is the most
        // specific. Candidates are looked up by their normalised name; SiteMatcher decides.
        let labels = host.labels
        for start in labels.indices {
            guard let candidate = try? HostName(labels[start...].joined(separator: ".")),
                let index = byDomain[candidate]
            else { continue }
            let entry = entries[index]
            let matcher = entry.exactDomainMatchOnly ? exact : subdomains
            if matcher.matches(host, boundTo: entry.domain) { return entry }
        }
        return nil
    }

    /// The rules that apply on `host`, or `nil` when no entry does.
    public func rules(for host: HostName) -> PasswordRules? {
        entry(for: host)?.rules
    }
}

/// One value of the JSON object, read leniently so that one bad entry does not spoil the file.
private struct RawEntry: Decodable {
    var rules: String?
    var exactDomainMatchOnly = false
    var problem: String?

    private enum Keys: String, CodingKey {
        case rules = "password-rules"
        case exactDomainMatchOnly = "exact-domain-match-only"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        do {
            rules = try container.decodeIfPresent(String.self, forKey: .rules)
        } catch {
            problem = "\"password-rules\" is not a string"
        }
        do {
            exactDomainMatchOnly = try container.decodeIfPresent(Bool.self, forKey: .exactDomainMatchOnly) ?? false
        } catch {
            problem = "\"exact-domain-match-only\" is not true or false"
            rules = nil
        }
    }
}

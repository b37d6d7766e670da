/// The Public Suffix List (publicsuffix.org): the names under which anyone can register a
/// domain (`com`, `co.uk`, and private suffixes such as `github.io`), and so the boundary of a
/// site.
///
/// ```swift
/// let list = PublicSuffixList.default
/// let host = try HostName("alice.github.io")
/// list.publicSuffix(of: host)          // github.io
/// list.registrableDomain(of: host)     // alice.github.io
/// list.isSameSite(host, try HostName("bob.github.io"))   // false
/// ```
///
/// The algorithm is the list's own: match every rule label by label from the right (`*` matches
/// one label, `!` marks an exception); an exception wins and loses its leftmost label; otherwise
/// the rule with the most labels wins; when none matches, the rule is `*` (the last label).
/// Rules from both sections apply unless you ask for ``RuleSet/icannOnly``.
///
/// A list is immutable and cheap to copy; lookups are thread-safe and allocate only their result.
public struct PublicSuffixList: Sendable {
    /// The part of the list a rule comes from.
    public struct Section: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// Suffixes that registries operate (`com`, `co.uk`, `kawasaki.jp`).
        public static let icann = Section("ICANN")
        /// Suffixes that companies offer to their users (`github.io`, `blogspot.com`, `pages.dev`).
        public static let `private` = Section("PRIVATE")

        public var description: String { name }
    }

    /// Which rules a lookup applies.
    public struct RuleSet: Hashable, Sendable {
        let flags: SuffixTable.Flags

        /// Every rule, ICANN and private: what browsers use for sites and cookies, and what
        /// AutoFill uses.
        public static let all = RuleSet(flags: .all)
        /// Only the ICANN section, so `alice.github.io` has registrable domain `github.io`.
        public static let icannOnly = RuleSet(flags: .icann)
    }

    /// A line of the list's text that was not used, and why.
    public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line number.
        public let line: Int
        /// Why the line was skipped.
        public let reason: String

        public var description: String { "line \(line): \(reason)" }
    }

    /// Everything a lookup found out about a host.
    public struct Match: Hashable, Sendable {
        /// The host that was looked up.
        public let host: HostName
        /// The public suffix (`co.uk` for `www.example.co.uk`); `nil` for an IP address.
        public let publicSuffix: HostName?
        /// The public suffix plus one label (`example.co.uk`); `nil` for an IP address or a host
        /// that is itself a public suffix.
        public let registrableDomain: HostName?
        /// The section of the rule that decided; `nil` when no rule matched and the implicit `*`
        /// rule applied (an unlisted top-level domain), or for an IP address.
        public let section: Section?
        /// The rule that decided, as the list writes it but in ASCII (`co.uk`, `*.ck`,
        /// `!www.ck`); `*` for the implicit rule; `nil` for an IP address.
        public let rule: String?

        /// Whether the host is itself a public suffix (nothing can be registered as it).
        public var isPublicSuffix: Bool { publicSuffix != nil && registrableDomain == nil }
    }

    final class Storage: Sendable {
        let table: SuffixTable
        let version: String?
        let commit: String?
        let diagnostics: [Diagnostic]
        let ruleCount: Int
        let privateRuleCount: Int

        init(
            table: SuffixTable, version: String?, commit: String?, diagnostics: [Diagnostic], ruleCount: Int,
            privateRuleCount: Int
        ) {
            self.table = table
            self.version = version
            self.commit = commit
            self.diagnostics = diagnostics
            self.ruleCount = ruleCount
            self.privateRuleCount = privateRuleCount
        }
    }

    let storage: Storage

    /// The list's `// VERSION:` line, if it has one (the published file does; a copy of the
    /// repository's file does not).
    public var version: String? { storage.version }
    /// The list's `// COMMIT:` line, if it has one.
    public var commit: String? { storage.commit }
    /// The number of rules in use.
    public var ruleCount: Int { storage.ruleCount }
    /// The number of rules from the PRIVATE section.
    public var privateRuleCount: Int { storage.privateRuleCount }
    /// Lines that looked like rules but were skipped (a rule IDNA rejects, a wildcard that is
    /// not leftmost), so a newer list with a new kind of line still loads. Empty for the snapshot.
    public var diagnostics: [Diagnostic] { storage.diagnostics }

    // MARK: Lookups

    /// Everything the list says about `host`.
    public func match(_ host: HostName, rules: RuleSet = .all) -> Match {
        guard host.kind == .domain else {
            return Match(host: host, publicSuffix: nil, registrableDomain: nil, section: nil, rule: nil)
        }
        return withBytes(of: host) { bytes in
            let result = storage.table.lookup(bytes, enabled: rules.flags)
            let suffixStart = result.suffixStart
            let registrableStart = SuffixTable.registrableStart(bytes, suffixStart: suffixStart)
            let publicSuffix = Self.name(bytes, from: suffixStart, of: host)
            let registrable = registrableStart.map { Self.name(bytes, from: $0, of: host) }
            let flags = result.decidingFlag
            let section: Section? =
                flags.isEmpty ? nil : (flags.isDisjoint(with: .privateSection) ? .icann : .private)
            let rule: String
            if flags.isEmpty {
                rule = "*"
            } else if !flags.isDisjoint(with: .exception) {
                rule = "!" + (registrable ?? publicSuffix).ascii
            } else if !flags.isDisjoint(with: .wildcard) {
                let parent = publicSuffix.ascii.drop { $0 != "." }.dropFirst()
                rule = parent.isEmpty ? "*" : "*." + parent
            } else {
                rule = publicSuffix.ascii
            }
            return Match(
                host: host, publicSuffix: publicSuffix, registrableDomain: registrable, section: section, rule: rule)
        }
    }

    /// The public suffix of `host` (`co.uk` for `www.example.co.uk`); `nil` for an IP address.
    public func publicSuffix(of host: HostName, rules: RuleSet = .all) -> HostName? {
        guard host.kind == .domain else { return nil }
        return withBytes(of: host) { bytes in
            Self.name(bytes, from: storage.table.lookup(bytes, enabled: rules.flags).suffixStart, of: host)
        }
    }

    /// The registrable domain of `host`: its public suffix plus one label (`example.co.uk` for
    /// `www.example.co.uk`). `nil` for an IP address and for a host that is a public suffix.
    public func registrableDomain(of host: HostName, rules: RuleSet = .all) -> HostName? {
        guard host.kind == .domain else { return nil }
        return withBytes(of: host) { bytes in
            let suffixStart = storage.table.lookup(bytes, enabled: rules.flags).suffixStart
            return SuffixTable.registrableStart(bytes, suffixStart: suffixStart).map {
                Self.name(bytes, from: $0, of: host)
            }
        }
    }

    /// Whether `host` is a public suffix: `com`, `co.uk`, `github.io`, or any unlisted
    /// single-label name. IP addresses are not.
    public func isPublicSuffix(_ host: HostName, rules: RuleSet = .all) -> Bool {
        guard host.kind == .domain else { return false }
        return withBytes(of: host) { storage.table.lookup($0, enabled: rules.flags).suffixStart == 0 }
    }

    /// Whether two hosts are the same site (schemeless): equal registrable domains, or, for IP
    /// addresses and public suffixes, equal hosts. `alice.github.io` and `bob.github.io` are not
    /// the same site; `login.example.com` and `www.example.com` are.
    public func isSameSite(_ first: HostName, _ second: HostName, rules: RuleSet = .all) -> Bool {
        first == second || haveSameRegistrableDomain(first, second, rules: rules)
    }

    /// Whether two origins are the same site: the same scheme and same-site hosts (HTML's
    /// "schemeful same site"; ports do not matter).
    public func isSameSite(_ first: Origin, _ second: Origin, rules: RuleSet = .all) -> Bool {
        first.scheme == second.scheme && isSameSite(first.host, second.host, rules: rules)
    }

    /// Whether two names have the same registrable domain, comparing bytes without making
    /// either one. `false` when either has none.
    func haveSameRegistrableDomain(_ first: HostName, _ second: HostName, rules: RuleSet = .all) -> Bool {
        guard first.kind == .domain, second.kind == .domain else { return false }
        return withBytes(of: first) { firstBytes in
            let firstSuffix = storage.table.lookup(firstBytes, enabled: rules.flags).suffixStart
            guard let firstStart = SuffixTable.registrableStart(firstBytes, suffixStart: firstSuffix) else {
                return false
            }
            return withBytes(of: second) { secondBytes in
                let secondSuffix = storage.table.lookup(secondBytes, enabled: rules.flags).suffixStart
                guard let secondStart = SuffixTable.registrableStart(secondBytes, suffixStart: secondSuffix),
                    firstBytes.count - firstStart == secondBytes.count - secondStart
                else { return false }
                return UnsafeBufferPointer(rebasing: firstBytes[firstStart...]).elementsEqual(
                    UnsafeBufferPointer(rebasing: secondBytes[secondStart...]))
            }
        }
    }

    @inline(__always)
    private func withBytes<Result>(of host: HostName, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var ascii = host.ascii
        return ascii.withUTF8(body)
    }

    /// The name that starts at byte `start` of `host` (the host itself when `start` is 0).
    @inline(__always)
    private static func name(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, of host: HostName) -> HostName {
        if start == 0 { return host }
        return HostName(
            uncheckedASCII: String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self),
            kind: .domain)
    }
}

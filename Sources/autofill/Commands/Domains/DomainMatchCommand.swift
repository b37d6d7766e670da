import ArgumentParser
import Domains

extension SiteMatcher.Mode: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allModes.map(\.description) }
}

struct DomainMatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Decide whether an item bound to one host may be offered on another, and say why.",
        discussion: """
            CANDIDATE is where the user is (a host or a page URL); BOUND is the host a password \
            or a code is bound to. The answer is the one every part of AutoFill gives, from the \
            same SiteMatcher.

            Modes:
              registrable-domain   same site: the same registrable domain (default)
              host-and-subdomains  BOUND itself or a host below it, within its site
              exact-host           BOUND only

            Exit status: 0 when it matches, 2 when it does not, 64 for bad arguments.

            Examples:
              autofill domain match login.example.com example.com
              autofill domain match example.com login.example.com --mode host-and-subdomains
              autofill domain match 'https://example.com@evil.com/' example.com
              autofill domain match bob.github.io alice.github.io --json
            """)

    @Argument(help: ArgumentHelp("Where the user is: a host or a URL.", valueName: "candidate"))
    var candidate: String

    @Argument(help: ArgumentHelp("The host the item is bound to (or a URL).", valueName: "bound"))
    var bound: String

    @Option(help: "How far a match may reach.")
    var mode: SiteMatcher.Mode = .registrableDomain

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup(title: "Public Suffix List")
    var list: PublicSuffixListOptions

    func run() async throws {
        let list = try self.list.install()
        let candidate: HostOrURL
        let bound: HostOrURL
        do {
            candidate = try HostOrURL(self.candidate)
        } catch {
            throw ValidationError("candidate: \(error)")
        }
        do {
            bound = try HostOrURL(self.bound)
        } catch {
            throw ValidationError("bound: \(error)")
        }
        let matcher = SiteMatcher(mode: mode, list: list)
        let relation = matcher.relation(of: candidate.host, to: bound.host)
        let matches = matcher.matches(candidate.host, boundTo: bound.host)
        let explanation = explain(relation, matches: matches, candidate: candidate.host, bound: bound.host, list: list)
        if json {
            try Output.printJSON(
                MatchJSON(
                    candidate: candidate.host.ascii, bound: bound.host.ascii, mode: mode.description,
                    matches: matches, relation: "\(relation)", explanation: explanation,
                    candidateSite: list.registrableDomain(of: candidate.host)?.ascii,
                    boundSite: list.registrableDomain(of: bound.host)?.ascii))
        } else {
            print(matches ? "match" : "no match")
            print(explanation)
            if candidate.hasUserInfo {
                print("note: the candidate URL has a user name before '@'; its host is \(candidate.host.ascii)")
            }
        }
        if !matches { throw ExitCode(2) }
    }

    private func explain(
        _ relation: SiteRelation, matches: Bool, candidate: HostName, bound: HostName, list: PublicSuffixList
    ) -> String {
        let site = list.registrableDomain(of: bound)?.ascii
        let modeNote = matches ? "" : " (mode \(mode))"
        switch relation {
        case .sameHost:
            return "\(candidate.ascii) is the bound host"
        case .subdomain:
            return "\(candidate.ascii) is below \(bound.ascii), in site \(site ?? "?")\(modeNote)"
        case .parentDomain:
            return "\(candidate.ascii) is above \(bound.ascii), in the same site \(site ?? "?")\(modeNote)"
        case .sameSite:
            return "\(candidate.ascii) and \(bound.ascii) are both in site \(site ?? "?")\(modeNote)"
        case .crossSite:
            if candidate.isIPAddress || bound.isIPAddress {
                return "an IP address is its own site and matches only itself"
            }
            guard let boundSite = site else {
                let suffix = list.match(bound)
                return
                    "\(bound.ascii) is a public suffix (\(suffix.section?.description ?? "implicit") rule \(suffix.rule ?? "*")): an item bound to it matches that exact host only"
            }
            guard let candidateSite = list.registrableDomain(of: candidate) else {
                return "\(candidate.ascii) is a public suffix, not a site"
            }
            if candidate.isSubdomain(of: bound) || bound.isSubdomain(of: candidate) {
                return "a public suffix lies between them: \(candidateSite) and \(boundSite) are different sites"
            }
            return "different sites: \(candidateSite) is not \(boundSite)"
        }
    }

    struct MatchJSON: Encodable {
        let candidate: String
        let bound: String
        let mode: String
        let matches: Bool
        let relation: String
        let explanation: String
        let candidateSite: String?
        let boundSite: String?

        enum CodingKeys: String, CodingKey {
            case candidate, bound, mode, matches, relation, explanation, candidateSite, boundSite
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(candidate, forKey: .candidate)
            try container.encode(bound, forKey: .bound)
            try container.encode(mode, forKey: .mode)
            try container.encode(matches, forKey: .matches)
            try container.encode(relation, forKey: .relation)
            try container.encode(explanation, forKey: .explanation)
            try container.encode(candidateSite, forKey: .candidateSite)
            try container.encode(boundSite, forKey: .boundSite)
        }
    }
}

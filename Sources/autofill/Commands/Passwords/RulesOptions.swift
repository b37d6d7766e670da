import ArgumentParser
import AssociatedDomains
import Domains
import Foundation
import PasswordRules

/// Where a command's password rules come from: `--rules`, or `--domain` looked up in `--quirks`.
struct RulesOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The password rules, e.g. 'required: digit; minlength: 12'.", valueName: "rules"))
    var rules: String?

    @Option(help: ArgumentHelp("Use the rules the --quirks file has for this host (or URL).", valueName: "host"))
    var domain: String?

    @Option(help: ArgumentHelp("A per-site rules file in the password-rules.json format.", valueName: "path"))
    var quirks: String?

    @Flag(help: "Refuse rules with any problem instead of reading them as Safari does.")
    var strict = false

    func validate() throws {
        if rules != nil && (domain != nil || quirks != nil) {
            throw ValidationError("give either --rules or --domain with --quirks, not both")
        }
        if (domain == nil) != (quirks == nil) {
            throw ValidationError(
                "--domain and --quirks go together: the host to look up and the file to look it up in")
        }
    }

    /// The rules, and notes for standard error about where they came from and what was dropped.
    func resolve() throws -> (rules: PasswordRules, notes: [String]) {
        if let domain, let quirks {
            return try lookUp(domain, in: quirks)
        }
        guard let rules else { return (.default, []) }
        return try Self.parse(rules, strict: strict, source: "--rules")
    }

    static func parse(_ text: String, strict: Bool, source: String) throws -> (rules: PasswordRules, notes: [String]) {
        let result = PasswordRules.parse(text, mode: strict ? .strict : .compatible)
        guard let rules = result.rules else {
            let problems = result.errors.map { "  column \($0.column(in: text)): \($0.message)" }
            throw ValidationError("\(source) has problems:\n" + problems.joined(separator: "\n"))
        }
        let notes = result.diagnostics.filter { $0.dropped != nil || $0.severity == .warning }.map {
            "note: \(source), column \($0.column(in: text)): \($0.message)"
                + ($0.dropped.map { " (Safari drops the \($0))" } ?? "")
        }
        return (rules, notes)
    }

    private func lookUp(_ domain: String, in path: String) throws -> (rules: PasswordRules, notes: [String]) {
        _ = try PublicSuffixList.installFromEnvironment(ProcessInfo.processInfo.environment)
        let host: HostName
        do {
            host = try HostOrURL(domain).host
        } catch {
            throw ValidationError("--domain: \(error)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read \(path): no such file, or permission denied")
        }
        let sites = try SitePasswordRules(json: Array(data))
        guard let entry = sites.entry(for: host) else {
            return (.default, ["note: \(path) has no rules for \(host); using the default rules"])
        }
        let (rules, notes) = try Self.parse(entry.text, strict: strict, source: "rules for \(entry.domain)")
        return (rules, ["note: using the rules \(path) has for \(entry.domain): \(entry.text)"] + notes)
    }
}

extension PasswordGenerator.Format: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { preferenceOrder.map(\.description) }
}

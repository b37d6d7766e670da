import ArgumentParser
import AssociatedDomains
import Domains
import Foundation

/// `--psl-file` and `AUTOFILL_PSL_FILE`: which Public Suffix List the command uses.
struct PublicSuffixListOptions: ParsableArguments {
    @Option(
        name: .customLong("psl-file"),
        help: ArgumentHelp(
            "Use this public_suffix_list.dat instead of the built-in snapshot (default: $AUTOFILL_PSL_FILE if set).",
            valueName: "path"))
    var file: String?

    @Flag(name: .customLong("icann-only"), help: "Ignore the list's PRIVATE section (github.io, blogspot.com, ...).")
    var icannOnly = false

    var rules: PublicSuffixList.RuleSet { icannOnly ? .icannOnly : .all }

    /// Loads the chosen list, installs it as the default, and returns it.
    func install() throws -> PublicSuffixList {
        if let file {
            PublicSuffixList.default = try PublicSuffixList.load(contentsOfFile: file)
        } else {
            try PublicSuffixList.installFromEnvironment(ProcessInfo.processInfo.environment)
        }
        return PublicSuffixList.default
    }
}

/// A host or a URL given on the command line.
struct HostOrURL {
    let input: String
    let host: HostName
    let origin: Origin?
    let hasUserInfo: Bool

    /// Anything with `://` (or a `blob:` prefix) is a URL; the rest is a host.
    init(_ input: String) throws {
        self.input = input
        if input.contains("://") || input.lowercased().hasPrefix("blob:") {
            let parsed = try Origin.parse(input)
            origin = parsed.origin
            host = parsed.origin.host
            hasUserInfo = parsed.hasUserInfo
        } else {
            host = try HostName(input)
            origin = nil
            hasUserInfo = false
        }
    }
}

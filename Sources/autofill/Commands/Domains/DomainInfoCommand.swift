import ArgumentParser
import Domains
import Foundation

struct DomainInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show a host's normal form, public suffix and registrable domain.",
        discussion: """
            Give a host (example.com, Bücher.example, 0x7f.1, [::1]) or a URL; for a URL the host \
            is taken the way browsers take it, so the user name in https://bank.com@evil.com is \
            not mistaken for the host.

            The registrable domain (the public suffix plus one label) is what AutoFill calls a \
            site. A host that is itself a public suffix, or an IP address, has none.

            With --batch, read one host per line from standard input and print one answer per \
            line, like psl --batch: the registrable domain (or --print public-suffix, \
            is-public-suffix, host), "(null)" when there is none and "(invalid)" for a line that \
            is not a host.

            Examples:
              autofill domain info www.example.co.uk
              autofill domain info 'https://login.example.com:8443/' --json
              autofill domain info xn--85x722f.xn--55qx5d.cn
              printf 'a.github.io\\nwww.example.com\\n' | autofill domain info --batch
            """)

    enum Field: String, ExpressibleByArgument, CaseIterable {
        case registrableDomain = "registrable-domain"
        case publicSuffix = "public-suffix"
        case isPublicSuffix = "is-public-suffix"
        case host
    }

    @Argument(help: ArgumentHelp("A host name, IP address or URL.", valueName: "host-or-url"))
    var input: String?

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Read hosts from standard input, one per line; print one answer per line.")
    var batch = false

    @Option(help: "What --batch prints for each host.")
    var print: Field = .registrableDomain

    @OptionGroup(title: "Public Suffix List")
    var list: PublicSuffixListOptions

    func validate() throws {
        if batch && input != nil { throw ValidationError("--batch reads hosts from standard input; drop the argument") }
        if !batch && input == nil {
            throw ValidationError("give a host or URL, or --batch to read them from standard input")
        }
        if batch && json { throw ValidationError("--batch prints plain lines; drop --json") }
    }

    func run() async throws {
        let list = try self.list.install()
        if batch {
            try runBatch(list)
            return
        }
        let target: HostOrURL
        do {
            target = try HostOrURL(input!)
        } catch {
            throw ValidationError("\(error)")
        }
        let match = list.match(target.host, rules: self.list.rules)
        if json {
            try Output.printJSON(
                InfoJSON(
                    host: target.host.ascii, unicode: target.host.unicode,
                    kind: "\(target.host.kind)", origin: target.origin?.description, hasUserInfo: target.hasUserInfo,
                    publicSuffix: match.publicSuffix?.ascii, registrableDomain: match.registrableDomain?.ascii,
                    isPublicSuffix: match.isPublicSuffix, section: match.section?.description, rule: match.rule,
                    listVersion: list.version ?? (self.list.file == nil ? PublicSuffixList.snapshotVersion : nil)))
            return
        }
        var lines: [(String, String)] = []
        if let origin = target.origin { lines.append(("origin", origin.description)) }
        if target.hasUserInfo {
            lines.append(("note", "the URL has a user name before '@'; it is not the host"))
        }
        lines.append(("host", target.host.ascii))
        if target.host.unicode != target.host.ascii { lines.append(("unicode", target.host.unicode)) }
        lines.append(("kind", "\(target.host.kind)"))
        if target.host.isIPAddress {
            lines.append(("site", "an IP address is its own site; it has no public suffix"))
        } else {
            let rule = match.section.map { "\($0) rule \(match.rule ?? "")" } ?? "no rule: the implicit *"
            lines.append(("public suffix", "\(match.publicSuffix?.ascii ?? "-") (\(rule))"))
            lines.append(
                ("registrable domain", match.registrableDomain?.ascii ?? "none: the host is itself a public suffix"))
        }
        let width = lines.map(\.0.count).max() ?? 0
        for (label, value) in lines {
            Swift.print(label + ":" + String(repeating: " ", count: width - label.count + 1) + value)
        }
    }

    private func runBatch(_ list: PublicSuffixList) throws {
        let data = try FileInput.standardInput()
        var output = BufferedOutput()
        let rules = self.list.rules
        let field = print
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var lineEnd = end
                if lineEnd > start && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self)
                start = end + 1
                guard let host = try? HostName(line) else {
                    output.append("(invalid)\n")
                    continue
                }
                let answer: HostName?
                switch field {
                case .registrableDomain: answer = list.registrableDomain(of: host, rules: rules)
                case .publicSuffix: answer = list.publicSuffix(of: host, rules: rules)
                case .host: answer = host
                case .isPublicSuffix:
                    output.append(list.isPublicSuffix(host, rules: rules) ? "1\n" : "0\n")
                    continue
                }
                output.append((answer?.ascii ?? "(null)") + "\n")
            }
        }
        output.flush()
    }

    /// Every key is always present (`null` when there is no value), so scripts can rely on them.
    struct InfoJSON: Encodable {
        let host: String
        let unicode: String
        let kind: String
        let origin: String?
        let hasUserInfo: Bool
        let publicSuffix: String?
        let registrableDomain: String?
        let isPublicSuffix: Bool
        let section: String?
        let rule: String?
        let listVersion: String?

        enum CodingKeys: String, CodingKey {
            case host, unicode, kind, origin, hasUserInfo, publicSuffix, registrableDomain, isPublicSuffix, section,
                rule, listVersion
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(host, forKey: .host)
            try container.encode(unicode, forKey: .unicode)
            try container.encode(kind, forKey: .kind)
            try container.encode(origin, forKey: .origin)
            try container.encode(hasUserInfo, forKey: .hasUserInfo)
            try container.encode(publicSuffix, forKey: .publicSuffix)
            try container.encode(registrableDomain, forKey: .registrableDomain)
            try container.encode(isPublicSuffix, forKey: .isPublicSuffix)
            try container.encode(section, forKey: .section)
            try container.encode(rule, forKey: .rule)
            try container.encode(listVersion, forKey: .listVersion)
        }
    }
}

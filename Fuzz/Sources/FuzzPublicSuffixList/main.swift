import Domains
import FuzzSupport

// Parses arbitrary bytes as a Public Suffix List file (what `--psl FILE` and `update-psl` read).
// A list that parses must answer for any host without trapping, and its answers must hold
// together: the public suffix is a label-aligned suffix of the host, the registrable domain is
// the suffix and one more label, and both readings of the bytes (UTF-8 and text) agree.
let probes = ["com", "example.com", "a.b.example.co.uk", "xn--fiqs8s", "www.公司.cn", "a.b.c.d.e", "localhost"]

func hosts(from text: String) -> [HostName] {
    var names = probes
    // The first word of a few lines, with labels before it: the rules the list itself holds.
    for line in text.split(separator: "\n").prefix(16) {
        guard var word = line.split(separator: " ").first.map(String.init) else { continue }
        if word.hasPrefix("!") { word.removeFirst() }
        if word.hasPrefix("*.") { word.removeFirst(2) }
        names += [word, "x.\(word)", "y.x.\(word)"]
    }
    return names.compactMap { try? HostName($0) }
}

runFuzzer { data, size in
    let raw = fuzzInput(data, size)
    let list: PublicSuffixList
    do throws(DomainError) {
        list = try PublicSuffixList(utf8: raw)
    } catch {
        guard !error.description.isEmpty else { fatalError("an error without words") }
        return 0
    }
    let text = String(decoding: raw, as: UTF8.self)
    guard let again = try? PublicSuffixList(parsing: text), again.ruleCount == list.ruleCount,
        again.diagnostics.count == list.diagnostics.count
    else { fatalError("the UTF-8 and text readings disagree") }
    guard list.ruleCount > 0, list.privateRuleCount <= list.ruleCount else { fatalError("rule counts") }
    for host in hosts(from: text) where host.kind == .domain {
        let match = list.match(host)
        guard let suffix = match.publicSuffix, suffix == host || host.isSubdomain(of: suffix) else {
            fatalError("public suffix is not a suffix of \(host.ascii)")
        }
        if let registrable = match.registrableDomain {
            guard registrable == host || host.isSubdomain(of: registrable), registrable.isSubdomain(of: suffix),
                registrable.ascii.split(separator: ".").count == suffix.ascii.split(separator: ".").count + 1
            else { fatalError("registrable domain is not the suffix and one label: \(host.ascii)") }
        }
        guard list.isSameSite(host, host) || match.registrableDomain == nil else {
            fatalError("a host is not same-site with itself: \(host.ascii)")
        }
    }
    return 0
}

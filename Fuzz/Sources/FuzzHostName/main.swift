import Domains
import FuzzSupport

// Parses arbitrary text as a host and as a URL. Whatever parses must be normal: ASCII, stable
// when parsed again (from its ASCII and from its Unicode form), and its public suffix and
// registrable domain must be label-aligned suffixes of it.
let list = PublicSuffixList.snapshot

runFuzzer { data, size in
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    if let host = try? HostName(text) {
        guard host.ascii.utf8.allSatisfy({ $0 < 0x80 }), host.ascii.utf8.count <= 255 else {
            fatalError("not ASCII or too long: \(host.ascii)")
        }
        guard let again = try? HostName(host.ascii), again == host, again.kind == host.kind else {
            fatalError("not stable: \(host.ascii)")
        }
        if host.kind == .domain {
            guard let fromUnicode = try? HostName(host.unicode), fromUnicode == host else {
                fatalError("Unicode form does not parse back: \(host.ascii)")
            }
            let match = list.match(host)
            guard let suffix = match.publicSuffix, suffix == host || host.isSubdomain(of: suffix) else {
                fatalError("public suffix is not a suffix: \(host.ascii)")
            }
            if let registrable = match.registrableDomain {
                guard registrable == host || host.isSubdomain(of: registrable), registrable.isSubdomain(of: suffix)
                else { fatalError("registrable domain is not a suffix: \(host.ascii)") }
            }
            guard SiteMatcher(list: list).matches(host, boundTo: host) else {
                fatalError("no self-match: \(host.ascii)")
            }
        }
    }
    if let origin = try? Origin(parsing: text) {
        guard let again = try? Origin(parsing: origin.description), again == origin else {
            fatalError("origin not stable: \(origin)")
        }
    }
    return 0
}

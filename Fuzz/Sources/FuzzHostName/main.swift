import Domains
import FuzzSupport

// Parses arbitrary text as a host and as a URL. Whatever parses must be normal: ASCII, stable
// when parsed again (from its ASCII and from its Unicode form), and its public suffix and
// registrable domain must be label-aligned suffixes of it.
let list = PublicSuffixList.snapshot

/// What an initialiser made of the input: the normal form and kind, or the error's words.
func outcome(_ body: () throws(DomainError) -> HostName) -> String {
    do {
        let host = try body()
        return "\(host.kind) \(host.ascii)"
    } catch {
        return "error: \(error.description)"
    }
}

runFuzzer { data, size in
    let raw = fuzzInput(data, size)
    let text = String(decoding: raw, as: UTF8.self)
    // The UTF-8 entry point (and its plain-name fast path) must agree with the general one.
    let general = outcome { () throws(DomainError) in try HostName(Substring(text)) }
    let direct = outcome { () throws(DomainError) in try HostName(utf8: raw) }
    guard general == direct else { fatalError("HostName(utf8:) disagrees: \(direct) vs \(general)") }
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

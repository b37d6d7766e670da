import FuzzSupport

// Parses arbitrary text as a Host header, as an Origin header and as a Content-Type. Invariants:
// a parsed port is 0-65535; a host the policy serves is a loopback name or within the demo
// domain, and parsing it again gives the same result; a Content-Type is JSON exactly when its
// media type (before `;`, without spaces and tabs around it) is application/json in any case.
runFuzzer { data, size in
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    let policy = HostPolicy()
    if let (host, port) = HostPolicy.split(authority: text) {
        if let port, !(0...65535).contains(port) { fatalError("port out of range") }
        if let role = policy.role(of: host) {
            let lowered = host.lowercased()
            switch role {
            case .app:
                guard ["127.0.0.1", "localhost", "[::1]"].contains(lowered) else { fatalError("unexpected app host") }
            case .demoSite:
                guard lowered == "example.test" || lowered.hasSuffix(".example.test") else {
                    fatalError("unexpected demo host")
                }
            }
        }
        let again = HostPolicy.split(authority: host + (port.map { ":\($0)" } ?? ""))
        guard again?.host == host, again?.port == port else { fatalError("authority round trip failed") }
    }
    // The oracle works on scalars, not Characters: a `;` or a space followed by a combining mark
    // is one Character but still ends the media type (or is trimmed) byte-wise.
    let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    let mediaType = text.unicodeScalars.prefix { $0 != ";" }.drop(while: isBlank).reversed().drop(while: isBlank)
    let expected = String(String.UnicodeScalarView(mediaType.reversed())).lowercased() == "application/json"
    if MediaType.isJSON(text) != expected { fatalError("content type \(expected ? "refused" : "accepted")") }
    if let origin = HostPolicy.split(origin: text) {
        guard origin.scheme == "http" || origin.scheme == "https", (0...65535).contains(origin.port) else {
            fatalError("bad origin parse")
        }
    }
    return 0
}

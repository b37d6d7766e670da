import BenchmarkSupport
import Domains

// Hosts like the ones pages and saved items carry: a few labels under common suffixes, ICANN
// and private, all ASCII and already normalised (the lookup target is for that case).
let suffixes = [
    "com", "co.uk", "github.io", "org", "de", "com.au", "blogspot.com", "net", "io", "kawasaki.jp", "appspot.com",
    "gov.uk", "fr", "com.br", "pages.dev",
]
let prefixes = ["www", "login", "accounts", "mail", "cdn", "a.b", "x"]
let texts = (0..<4096).map { index in
    "\(prefixes[index % prefixes.count]).site\(index).\(suffixes[index % suffixes.count])"
}
let hosts = texts.map { try! HostName($0) }
let unicodeTexts = (0..<1024).map { index in
    ["bücher", "食狮", "пример", "παράδειγμα"][index % 4] + "\(index).example.com"
}
let list = PublicSuffixList.default
let matcher = SiteMatcher()
let bound = try! HostName("site7.com")

runBenchmarks([
    Benchmark("registrable domain, ASCII hosts", unit: "lookups", target: 5_000_000) { iterations in
        for index in 0..<iterations {
            blackHole(list.registrableDomain(of: hosts[index & 4095]))
        }
    },
    Benchmark("is public suffix, ASCII hosts", unit: "lookups") { iterations in
        for index in 0..<iterations {
            blackHole(list.isPublicSuffix(hosts[index & 4095]))
        }
    },
    Benchmark("SiteMatcher.matches, registrable domain", unit: "matches") { iterations in
        for index in 0..<iterations {
            blackHole(matcher.matches(hosts[index & 4095], boundTo: bound))
        }
    },
    Benchmark("HostName from ASCII text", unit: "hosts") { iterations in
        for index in 0..<iterations {
            blackHole(try? HostName(texts[index & 4095]))
        }
    },
    Benchmark("HostName from Unicode text (UTS #46)", unit: "hosts") { iterations in
        for index in 0..<iterations {
            blackHole(try? HostName(unicodeTexts[index & 1023]))
        }
    },
    Benchmark("Origin from a URL", unit: "URLs") { iterations in
        for index in 0..<iterations {
            blackHole(try? Origin(parsing: "https://user@" + texts[index & 4095] + ":8443/path?q=1"))
        }
    },
])

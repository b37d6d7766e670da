import AssociatedDomains
import FuzzSupport

// Parses arbitrary bytes as an apple-app-site-association file. Whatever parses is asked about
// every app it names and a few URLs; diagnostics must say something.
let urls = [
    "https://example.com/", "https://example.com/buy/42?q=1#top", "https://example.com/caf%C3%A9/menu",
    "https://example.com/en_US/x?a=&b=c",
]
let stranger = try! AppIdentifier(parsing: "ZZZZZ99999.org.example.other")

runFuzzer { data, size in
    guard let file = try? AppleAppSiteAssociation(parsing: fuzzInput(data, size)) else { return 0 }
    for diagnostic in file.diagnostics where diagnostic.message.isEmpty || diagnostic.path.isEmpty {
        fatalError("empty diagnostic")
    }
    for app in file.allApps + [stranger] {
        _ = file.allowsWebCredentials(for: app)
        for url in urls {
            guard let decision = try? file.appLinkDecision(for: url, app: app), !decision.explanation.isEmpty else {
                fatalError("no decision for \(url)")
            }
        }
    }
    return 0
}

import AssociatedDomains
import Domains
import FuzzSupport

// Parses arbitrary bytes as an assetlinks.json file. Every fingerprint that parsed must format
// and parse back to the same bytes; lookups must not crash.
let site = try! Origin(parsing: "https://example.com")

runFuzzer { data, size in
    guard let links = try? AssetLinks(parsing: fuzzInput(data, size)) else { return 0 }
    for statement in links.statements {
        if case .androidApp(let package, let fingerprints) = statement.target {
            for fingerprint in fingerprints {
                let text = AssetLinks.formatFingerprint(fingerprint)
                guard fingerprint.count == 32, AssetLinks.parseFingerprint(text) == fingerprint else {
                    fatalError("fingerprint round trip failed")
                }
                guard
                    !statement.relations.contains(AssetLinks.getLoginCredentials)
                        || links.sharesLoginCredentials(withApp: package, certificateFingerprint: text)
                else { fatalError("a listed app does not share credentials") }
            }
        }
    }
    _ = links.sharesLoginCredentials(withSite: site)
    _ = links.loginCredentialSites
    return 0
}

import ArgumentParser
import AssociatedDomains
import Domains
import Foundation

struct AASACheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fetch a site's apple-app-site-association, validate it, and explain what it allows.",
        discussion: """
            Fetches https://HOST/.well-known/apple-app-site-association with the platform's rules \
            (HTTPS with a valid certificate, no redirects, status 200, application/json, at most \
            128 KB, 10 seconds) and says why each refusal happened. With --app, says whether the \
            site lets that app use its passwords (webcredentials) and open its links; with --url, \
            whether that URL opens in the app, and which pattern decided.

            HOST may also be an entitlement entry (webcredentials:*.example.com?mode=developer) or \
            a URL. --developer allows local and private servers (a loopback server may use a \
            self-signed certificate), as Apple's ?mode=developer does on a developer's device.

            Exit status: 0 when the file is valid and every question asked is answered yes; 1 when \
            the file cannot be fetched or used; 2 when it is usable but the app or URL does not \
            match.

            Examples:
              autofill aasa check example.com
              autofill aasa check example.com --app ABCDE12345.com.example.app
              autofill aasa check example.com --app ABCDE12345.com.example.app --url 'https://example.com/buy/42?ref=mail'
              autofill aasa check 'webcredentials:login.example.com' --assetlinks --json
              autofill aasa check localhost --port 8443 --developer
            """)

    @Argument(help: ArgumentHelp("The host (or an entitlement entry, or a URL).", valueName: "host"))
    var host: String

    @Option(help: ArgumentHelp("An app identifier, TEAMID.bundle.id.", valueName: "app-id"))
    var app: String?

    @Option(help: ArgumentHelp("A URL to test against the universal-link patterns (needs --app).", valueName: "url"))
    var url: String?

    @Option(help: "A port other than 443.")
    var port: Int?

    @Flag(help: "Allow local and private servers; trust a loopback server's self-signed certificate.")
    var developer = false

    @Flag(help: "Also fetch /.well-known/assetlinks.json and list whom it shares sign-in credentials with.")
    var assetlinks = false

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup(title: "Public Suffix List")
    var list: PublicSuffixListOptions

    func validate() throws {
        if url != nil && app == nil { throw ValidationError("--url needs --app: say which app the link should open") }
        if let port, !(1...65535).contains(port) { throw ValidationError("--port must be 1-65535, got \(port)") }
    }

    func run() async throws {
        _ = try list.install()
        var host: HostName
        var port = self.port
        var developer = self.developer
        if let colon = self.host.firstIndex(of: ":"),
            AssociatedDomainEntitlement.Service(name: String(self.host[..<colon])) != nil
        {
            do {
                let entry = try AssociatedDomainEntitlement(parsing: self.host)
                host = entry.host
                port = port ?? entry.port
                developer = developer || entry.modes.contains(.developer)
            } catch {
                throw ValidationError("\(error)")
            }
        } else {
            do {
                host = try HostOrURL(self.host).host
            } catch {
                throw ValidationError("\(error)")
            }
        }
        let appID: AppIdentifier?
        do {
            appID = try app.map { try AppIdentifier(parsing: $0) }
        } catch {
            throw ValidationError("--app: \(error)")
        }

        let fetcher = AssociationFileFetcher()
        let mode: AssociationFileFetcher.Mode = developer ? .developer : .standard
        let now = Date()
        let fileURL = "https://\(host.ascii)\(port.map { ":\($0)" } ?? "")/.well-known/apple-app-site-association"
        var report = Report(url: fileURL)
        var failure: (any Error)?
        do {
            let file = try await fetcher.appleAppSiteAssociation(for: host, port: port, mode: mode, now: now)
            report.describe(file, app: appID, url: url, host: host)
        } catch {
            failure = error
            report.error = "\(error)"
        }
        if assetlinks {
            let (links, error) = await fetcher.assetLinksOrEmpty(for: host, port: port, mode: mode, now: now)
            report.describe(links, error: error)
        }
        try? await fetcher.shutdown()

        if json {
            try Output.printJSON(report)
        } else {
            report.printText()
        }
        if failure != nil { throw ExitCode.failure }
        if report.answeredNo { throw ExitCode(2) }
    }

    /// What the command found, for text or JSON.
    struct Report: Encodable {
        var url: String
        var error: String?
        var webcredentials: [String]?
        var appclips: [String]?
        var applinksDetails: Int?
        var diagnostics: [String] = []
        var app: String?
        var appAllowsWebCredentials: Bool?
        var appHasAppLinks: Bool?
        var link: LinkJSON?
        var assetlinks: AssetLinksJSON?
        var answeredNo: Bool {
            appAllowsWebCredentials == false || (link.map { !$0.opensInApp } ?? false)
        }

        struct LinkJSON: Encodable {
            let url: String
            let opensInApp: Bool
            let explanation: String
        }

        struct AssetLinksJSON: Encodable {
            let error: String?
            let apps: [String]
            let sites: [String]
        }

        init(url: String) { self.url = url }

        mutating func describe(_ file: AppleAppSiteAssociation, app: AppIdentifier?, url: String?, host: HostName) {
            webcredentials = file.webCredentialsApps?.map(\.description)
            appclips = file.appClipsApps?.map(\.description)
            applinksDetails = file.appLinks?.details.count
            diagnostics = file.diagnostics.map(\.description)
            guard let app else { return }
            self.app = app.description
            appAllowsWebCredentials = file.allowsWebCredentials(for: app)
            appHasAppLinks = file.appLinks?.details.contains { $0.appIDs.contains(app) } ?? false
            guard let url else { return }
            do {
                let decision = try file.appLinkDecision(for: url, app: app)
                if let linkHost = try? Origin(parsing: url).host, linkHost != host {
                    link = LinkJSON(
                        url: url, opensInApp: false,
                        explanation:
                            "the URL's host is \(linkHost.ascii), not \(host.ascii); that host's own file decides")
                } else {
                    link = LinkJSON(url: url, opensInApp: decision.opensInApp, explanation: decision.explanation)
                }
            } catch {
                link = LinkJSON(url: url, opensInApp: false, explanation: "\(error)")
            }
        }

        mutating func describe(_ links: AssetLinks, error: AssociatedDomainsError?) {
            var apps: [String] = []
            var sites: [String] = []
            for statement in links.statements(granting: AssetLinks.getLoginCredentials) {
                switch statement.target {
                case .androidApp(let package, let fingerprints):
                    apps += fingerprints.map { "\(package) \(AssetLinks.formatFingerprint($0))" }
                case .web(let origin):
                    sites.append(origin.description)
                }
            }
            assetlinks = AssetLinksJSON(
                error: error.map { "\($0) (so, as Google's rule says, no statements)" }, apps: apps, sites: sites)
        }

        func printText() {
            if let error {
                print("\(url): refused")
                print(error)
            } else {
                print("\(url): ok")
                print(
                    "webcredentials: "
                        + (webcredentials.map { $0.isEmpty ? "(no apps)" : $0.joined(separator: ", ") }
                            ?? "(no section)"))
                print("applinks: " + (applinksDetails.map { "\($0) details" } ?? "(no section)"))
                if let appclips { print("appclips: " + appclips.joined(separator: ", ")) }
                for diagnostic in diagnostics { print(diagnostic) }
                if let app {
                    print(
                        appAllowsWebCredentials == true
                            ? "\(app): may use this site's passwords (listed in webcredentials)"
                            : "\(app): may NOT use this site's passwords (not in webcredentials.apps)")
                    print(
                        appHasAppLinks == true
                            ? "\(app): has universal links here" : "\(app): has no universal links here")
                }
                if let link {
                    print("\(link.url): \(link.opensInApp ? "opens in the app" : "stays in the browser")")
                    print("  because \(link.explanation)")
                }
            }
            if let assetlinks {
                if let error = assetlinks.error { print("assetlinks.json: \(error)") }
                print(
                    "assetlinks.json shares sign-in credentials with: "
                        + ((assetlinks.apps + assetlinks.sites).isEmpty
                            ? "nobody" : (assetlinks.apps + assetlinks.sites).joined(separator: ", ")))
            }
        }
    }
}

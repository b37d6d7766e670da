import Domains
import Foundation
import NIOCore
import NIOSSL
import Testing

@testable import AssociatedDomains

/// The fetcher against a real HTTPS server on a loopback port, with the test's self-signed
/// certificate trusted in developer mode. Every refusal must come with its own code.
@Suite struct FetcherTests {
    static let goodFile = """
        {"webcredentials": {"apps": ["ABCDE12345.com.example.app"]},
         "applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}
        """
    static let goodLinks = """
        [{"relation": ["delegate_permission/common.get_login_creds"],
          "target": {"namespace": "web", "site": "https://login.example.net"}}]
        """
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let app = try! AppIdentifier(parsing: "ABCDE12345.com.example.app")

    /// Starts a server whose AASA path answers `reply` and whose assetlinks path answers
    /// `links`, runs `body` with a trusting developer-mode fetcher, then stops both.
    func withServer(
        aasa reply: TestHTTPSServer.Reply, links: TestHTTPSServer.Reply = .status(.notFound),
        timeout: Duration = .seconds(10), trust: Bool = true,
        _ body: (AssociationFileFetcher, HostName, Int, TestHTTPSServer) async throws -> Void
    ) async throws {
        let server = try await TestHTTPSServer.start { path in
            path == "/.well-known/apple-app-site-association"
                ? reply : path == "/.well-known/assetlinks.json" ? links : .status(.notFound)
        }
        var configuration = AssociationFileFetcher.Configuration()
        configuration.timeout = timeout
        configuration.developerTrustRoots = trust ? .certificates([try TestCertificate.root()]) : .default
        let fetcher = AssociationFileFetcher(configuration: configuration)
        do {
            try await body(fetcher, try HostName("127.0.0.1"), server.port, server)
        } catch {
            try? await fetcher.shutdown()
            try? await server.stop()
            throw error
        }
        try await fetcher.shutdown()
        try await server.stop()
    }

    func expectRefusal(
        _ code: AssociatedDomainsError.Code, mentioning words: [String] = [], aasa reply: TestHTTPSServer.Reply,
        timeout: Duration = .seconds(10), trust: Bool = true
    ) async throws {
        try await withServer(aasa: reply, timeout: timeout, trust: trust) { fetcher, host, port, _ in
            do {
                let file = try await fetcher.appleAppSiteAssociation(
                    for: host, port: port, mode: .developer, now: Self.now)
                Issue.record("expected \(code), got a file with \(file.allApps)")
            } catch let error as AssociatedDomainsError {
                #expect(error.code == code, "\(error.debugDescription)")
                for word in words { #expect(error.description.contains(word), "\(error.description)") }
            }
        }
    }

    @Test func aGoodFileIsFetchedAndParsed() async throws {
        try await withServer(aasa: .body(Self.goodFile)) { fetcher, host, port, server in
            let file = try await fetcher.appleAppSiteAssociation(for: host, port: port, mode: .developer, now: Self.now)
            #expect(file.allowsWebCredentials(for: Self.app))
            #expect(try file.appLinkDecision(for: "https://127.0.0.1/buy/1", app: Self.app).opensInApp)
            #expect(server.requestedPaths == ["/.well-known/apple-app-site-association"])
        }
    }

    @Test func contentTypeParametersAreAllowed() async throws {
        try await withServer(aasa: .body(Self.goodFile, contentType: "Application/JSON; charset=utf-8")) {
            fetcher, host, port, _ in
            let file = try await fetcher.appleAppSiteAssociation(for: host, port: port, mode: .developer, now: Self.now)
            #expect(file.webCredentialsApps == [Self.app])
        }
    }

    @Test func aRedirectIsRefused() async throws {
        try await expectRefusal(
            .redirected, mentioning: ["301", "https://elsewhere.example/"],
            aasa: .redirect("https://elsewhere.example/"))
    }

    @Test func aMissingFileIsRefused() async throws {
        try await expectRefusal(.unexpectedStatus, mentioning: ["404"], aasa: .status(.notFound))
    }

    @Test func aServerErrorIsRefused() async throws {
        try await expectRefusal(.unexpectedStatus, mentioning: ["503"], aasa: .status(.serviceUnavailable))
    }

    @Test func anOversizedFileIsRefusedByItsLength() async throws {
        try await expectRefusal(
            .tooLarge, mentioning: ["128 KB"], aasa: .oversized(size: 200_000, declaresLength: true))
    }

    @Test func anOversizedFileIsRefusedWhileStreaming() async throws {
        try await expectRefusal(
            .tooLarge, mentioning: ["128 KB"], aasa: .oversized(size: 200_000, declaresLength: false))
    }

    @Test func aFileOfExactlyTheLimitIsAccepted() async throws {
        // An array is the wrong content for an AASA, so this gets past the size check only.
        try await expectRefusal(.invalidContent, aasa: .oversized(size: 128 * 1024, declaresLength: false))
    }

    @Test func aSlowServerTimesOut() async throws {
        try await expectRefusal(.timedOut, mentioning: ["1 s"], aasa: .stalls, timeout: .seconds(1))
    }

    @Test func theWrongContentTypeIsRefused() async throws {
        try await expectRefusal(
            .notJSON, mentioning: ["text/html", "application/json"],
            aasa: .body(Self.goodFile, contentType: "text/html"))
    }

    @Test func textThatIsNotJSONIsRefused() async throws {
        try await expectRefusal(.invalidJSON, aasa: .body("<html>not found</html>"))
    }

    @Test func jsonOfTheWrongShapeIsRefused() async throws {
        try await expectRefusal(.invalidContent, aasa: .body(#"["ABCDE12345.com.example.app"]"#))
        try await expectRefusal(.invalidContent, aasa: .body(#"{"apps": ["ABCDE12345.com.example.app"]}"#))
    }

    @Test func anUntrustedCertificateIsRefused() async throws {
        try await expectRefusal(.certificateRejected, aasa: .body(Self.goodFile), trust: false)
    }

    @Test func aClosedPortIsAConnectionFailure() async throws {
        let fetcher = AssociationFileFetcher()
        // Port 1 on loopback: nothing listens there.
        await #expect(throws: AssociatedDomainsError(.connectionFailed, "")) {
            try await fetcher.appleAppSiteAssociation(
                for: HostName("127.0.0.1"), port: 1, mode: .developer, now: Self.now)
        }
        try await fetcher.shutdown()
    }

    @Test(arguments: ["127.0.0.1", "localhost", "10.0.0.1", "192.168.1.1", "[::1]", "printer.local", "intranet"])
    func standardModeRefusesLocalHosts(host: String) async throws {
        let fetcher = AssociationFileFetcher()
        await #expect(throws: AssociatedDomainsError(.developerModeRequired, "")) {
            try await fetcher.appleAppSiteAssociation(for: HostName(host), now: Self.now)
        }
        try await fetcher.shutdown()
    }

    @Test func publicSuffixesHaveNoFiles() async throws {
        let fetcher = AssociationFileFetcher()
        await #expect(throws: AssociatedDomainsError(.invalidHost, "")) {
            try await fetcher.appleAppSiteAssociation(for: HostName("github.io"), now: Self.now)
        }
        try await fetcher.shutdown()
    }

    @Test func theCacheServesUntilExpiryAndRemembersFailures() async throws {
        try await withServer(aasa: .body(Self.goodFile), links: .status(.notFound)) { fetcher, host, port, server in
            _ = try await fetcher.appleAppSiteAssociation(for: host, port: port, mode: .developer, now: Self.now)
            _ = try await fetcher.appleAppSiteAssociation(
                for: host, port: port, mode: .developer, now: Self.now.addingTimeInterval(3599))
            #expect(server.requestedPaths.count == 1)
            _ = try await fetcher.appleAppSiteAssociation(
                for: host, port: port, mode: .developer, now: Self.now.addingTimeInterval(3600))
            #expect(server.requestedPaths.count == 2)

            // A failure is remembered for five minutes, then tried again.
            for offset in [0.0, 299] {
                await #expect(throws: AssociatedDomainsError(.unexpectedStatus, "")) {
                    try await fetcher.assetLinks(
                        for: host, port: port, mode: .developer, now: Self.now.addingTimeInterval(offset))
                }
            }
            #expect(server.requestedPaths.filter { $0.hasSuffix("assetlinks.json") }.count == 1)
            _ = await fetcher.assetLinksOrEmpty(
                for: host, port: port, mode: .developer, now: Self.now.addingTimeInterval(300))
            #expect(server.requestedPaths.filter { $0.hasSuffix("assetlinks.json") }.count == 2)

            await fetcher.clearCache()
            _ = try await fetcher.appleAppSiteAssociation(
                for: host, port: port, mode: .developer, now: Self.now.addingTimeInterval(3600))
            #expect(server.requestedPaths.count == 5)
        }
    }

    @Test func concurrentRequestsShareOneDownload() async throws {
        try await withServer(aasa: .body(Self.goodFile)) { fetcher, host, port, server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        _ = try await fetcher.appleAppSiteAssociation(
                            for: host, port: port, mode: .developer, now: Self.now)
                    }
                }
                try await group.waitForAll()
            }
            #expect(server.requestedPaths.count == 1)
        }
    }

    @Test func assetLinksFollowGooglesRule() async throws {
        try await withServer(aasa: .status(.notFound), links: .body(Self.goodLinks)) { fetcher, host, port, _ in
            let links = try await fetcher.assetLinks(for: host, port: port, mode: .developer, now: Self.now)
            #expect(links.sharesLoginCredentials(withSite: try Origin(parsing: "https://login.example.net")))
        }
        try await withServer(aasa: .status(.notFound), links: .redirect("https://elsewhere.example/")) {
            fetcher, host, port, _ in
            let (links, error) = await fetcher.assetLinksOrEmpty(for: host, port: port, mode: .developer, now: Self.now)
            #expect(links.statements.isEmpty)
            #expect(error?.code == .redirected)
        }
    }
}

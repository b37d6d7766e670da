import Domains
import Foundation
import Testing

@testable import AssociatedDomains

@Suite struct AssetLinksTests {
    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    /// A file written for these tests: an app and a site share credentials, another app only
    /// handles links, one statement is broken, one includes another file.
    static let file = """
        [
          {"relation": ["delegate_permission/common.handle_all_urls", "delegate_permission/common.get_login_creds"],
           "target": {"namespace": "android_app", "package_name": "com.example.app",
                      "sha256_cert_fingerprints": ["\(fingerprint)"]}},
          {"relation": ["delegate_permission/common.handle_all_urls"],
           "target": {"namespace": "android_app", "package_name": "com.example.links",
                      "sha256_cert_fingerprints": ["\(fingerprint.replacingOccurrences(of: ":", with: "").lowercased())"]}},
          {"relation": ["delegate_permission/common.get_login_creds"],
           "target": {"namespace": "web", "site": "https://login.example.net"}},
          {"relation": ["delegate_permission/common.get_login_creds"],
           "target": {"namespace": "android_app", "package_name": "com.broken", "sha256_cert_fingerprints": ["00:11"]}},
          {"include": "https://example.com/more-links.json"}
        ]
        """

    @Test func statementsAndLookups() throws {
        let links = try AssetLinks(parsing: Self.file)
        #expect(links.statements.count == 3)
        #expect(links.includes == ["https://example.com/more-links.json"])
        #expect(links.diagnostics.count == 1)
        #expect(links.diagnostics.first?.path == "[3].target.sha256_cert_fingerprints[0]")

        #expect(links.sharesLoginCredentials(withApp: "com.example.app", certificateFingerprint: Self.fingerprint))
        #expect(
            links.sharesLoginCredentials(
                withApp: "com.example.app", certificateFingerprint: Self.fingerprint.lowercased()))
        #expect(!links.sharesLoginCredentials(withApp: "com.example.links", certificateFingerprint: Self.fingerprint))
        #expect(
            !links.sharesLoginCredentials(
                withApp: "com.example.app", certificateFingerprint: String(repeating: "AB:", count: 31) + "AB"))
        #expect(!links.sharesLoginCredentials(withApp: "com.example.app", certificateFingerprint: "nonsense"))
        #expect(links.sharesLoginCredentials(withSite: try Origin(parsing: "https://login.example.net/")))
        #expect(!links.sharesLoginCredentials(withSite: try Origin(parsing: "https://login.example.net:8443/")))
        #expect(!links.sharesLoginCredentials(withSite: try Origin(parsing: "http://login.example.net/")))
        #expect(!links.sharesLoginCredentials(withSite: try Origin(parsing: "https://example.net/")))
        #expect(links.loginCredentialSites == [try Origin(parsing: "https://login.example.net")])
        #expect(links.statements(granting: AssetLinks.handleAllURLs).count == 2)
    }

    @Test func fingerprintsRoundTrip() throws {
        let bytes = try #require(AssetLinks.parseFingerprint(Self.fingerprint))
        #expect(bytes.count == 32)
        #expect(AssetLinks.formatFingerprint(bytes) == Self.fingerprint)
        #expect(AssetLinks.parseFingerprint("14:6D") == nil)
        #expect(AssetLinks.parseFingerprint(String(repeating: "G", count: 64)) == nil)
    }

    @Test(arguments: [
        (#"[{"target": {"namespace": "web", "site": "https://a.com"}}]"#, "[0].relation"),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "https://a.com"}}]"#, "[0].relation"),
        (#"[{"relation": ["x"]}]"#, "[0].target"),
        (#"[{"relation": ["x"], "target": {"namespace": "ios_app"}}]"#, "[0].target.namespace"),
        (#"[{"relation": ["x"], "target": {"namespace": "web", "site": "ftp://a.com"}}]"#, "[0].target.site"),
        (
            #"[{"relation": ["x"], "target": {"namespace": "android_app", "package_name": "app", "sha256_cert_fingerprints": []}}]"#,
            "[0].target.package_name"
        ),
        (
            #"[{"relation": ["x"], "target": {"namespace": "android_app", "package_name": "a.b"}}]"#,
            "[0].target.sha256_cert_fingerprints"
        ),
        (#"[5]"#, "[0]"),
        (#"[{"include": "http://a.com/x.json"}]"#, "[0].include"),
    ])
    func brokenStatementsAreSkippedAndReported(json: String, path: String) throws {
        let links = try AssetLinks(parsing: json)
        #expect(links.statements.isEmpty)
        #expect(links.diagnostics.map(\.path) == [path], "\(links.diagnostics)")
    }

    @Test(arguments: ["{}", "\"x\"", "null"])
    func wrongContentIsRefused(json: String) {
        #expect(throws: AssociatedDomainsError(.invalidContent, "")) { try AssetLinks(parsing: json) }
    }

    @Test func notJSONIsRefused() {
        #expect(throws: AssociatedDomainsError(.invalidJSON, "")) { try AssetLinks(parsing: "<html>") }
    }
}

@Suite struct PublicSuffixListFileTests {
    @Test func loadsAFileAndInstallsItFromTheEnvironment() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("psl-\(UUID().uuidString).dat").path
        try "// ===BEGIN ICANN DOMAINS===\nexample\n// ===END ICANN DOMAINS===\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let list = try PublicSuffixList.load(contentsOfFile: path)
        #expect(list.ruleCount == 1)

        defer { PublicSuffixList.resetDefault() }
        #expect(try PublicSuffixList.installFromEnvironment([:]) == nil)
        #expect(try PublicSuffixList.installFromEnvironment(["AUTOFILL_PSL_FILE": path]) == path)
        #expect(PublicSuffixList.default.ruleCount == 1)
    }

    @Test func reportsUnreadableAndInvalidFiles() throws {
        #expect(throws: AssociatedDomainsError(.unreadableFile, "")) {
            try PublicSuffixList.load(contentsOfFile: "/nonexistent/public_suffix_list.dat")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("psl-\(UUID().uuidString).dat").path
        try "// ===BEGIN ICANN DOMAINS===\ncom\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: AssociatedDomainsError(.invalidList, "")) { try PublicSuffixList.load(contentsOfFile: path) }
    }
}

import Foundation
import Testing

@testable import AutoFillServer

@Suite("Messages, focused fields, suggestions and fills")
struct SuggestionTests {
    /// Focuses a code field on `page` (with frames) and returns the reply's JSON.
    private func focus(_ server: LiveServer, page: String, frames: [String] = []) async throws -> [String: Any] {
        let reply = try await server.request("POST", "/v1/fields", json: focusJSON(page: page, frames: frames))
        #expect(reply.status == 201, "\(reply.text)")
        return reply.json
    }

    private func suggestions(_ json: [String: Any]) -> [[String: Any]] {
        json["suggestions"] as? [[String: Any]] ?? []
    }

    struct Case: Sendable, CustomStringConvertible {
        let message: String
        let page: String
        let frames: [String]
        /// nil: not offered; else the boundDomain shown ("" for none).
        let offered: String?
        var description: String { "\(message) on \(page) \(frames)" }
    }

    static let cases: [Case] = [
        Case(message: "@example.test #123456", page: "https://example.test/", frames: [], offered: ""),
        Case(
            message: "@example.test #123456", page: "https://login.example.test/", frames: [], offered: "example.test"),
        Case(message: "@login.example.test #123456", page: "https://example.test/", frames: [], offered: nil),
        Case(message: "@example.test #123456", page: "https://notexample.test/", frames: [], offered: nil),
        // Plain http is never a match (the service's own demo pages aside, on its port: they stand
        // for their https site).
        Case(message: "@shop.test #123456", page: "http://shop.test/", frames: [], offered: nil),
        Case(
            message: "@example.test #123456", page: "http://login.example.test:{port}/", frames: [],
            offered: "example.test"),
        Case(message: "@example.test #123456", page: "http://login.example.test:8080/", frames: [], offered: nil),
        Case(message: "@example.test #123456", page: "https://other.test/", frames: [], offered: nil),
        Case(message: "Your code is 123456", page: "https://anything.test/", frames: [], offered: ""),
        Case(message: "@example.test #123456 @pay.test", page: "https://example.test/", frames: [], offered: nil),
        Case(
            message: "@example.test #123456 @pay.test", page: "https://example.test/", frames: ["https://pay.test/"],
            offered: ""),
        Case(
            message: "@example.test #123456 @pay.test", page: "https://example.test/", frames: ["https://evil.test/"],
            offered: nil),
        Case(message: "@alice.github.io #123456", page: "https://bob.github.io/", frames: [], offered: nil),
    ]

    @Test("Delivered codes are offered only where their binding allows", arguments: cases)
    func deliveredCodeRules(testCase: Case) async throws {
        try await withServer { server in
            try await server.createVault()
            let received = try await server.request("POST", "/v1/messages", json: #"{"text":"\#(testCase.message)"}"#)
            #expect(received.json["found"] as? Bool == true)
            let page = testCase.page.replacingOccurrences(of: "{port}", with: String(server.port))
            let view = try await focus(server, page: page, frames: testCase.frames)
            let offered = suggestions(view).filter { $0["provider"] as? String == "messages" }
            if let bound = testCase.offered {
                #expect(offered.count == 1)
                #expect((offered.first?["boundDomain"] as? String ?? "") == bound)
            } else {
                #expect(offered.isEmpty)
            }
            // Suggestions never carry the code.
            #expect(!String(describing: view).contains("123456"))
        }
    }

    @Test("A code is filled once, then consumed; it expires after three minutes")
    func fillOnce() async throws {
        try await withServer { server in
            try await server.createVault()
            _ = try await server.request("POST", "/v1/messages", json: #"{"text":"@example.test #123456"}"#)
            let view = try await focus(server, page: "https://login.example.test/")
            let field = try #require(view["fieldID"] as? String)
            let suggestion = try #require(suggestions(view).first?["id"] as? String)
            let fill = #"{"fieldID":"\#(field)","suggestionID":"\#(suggestion)"}"#
            let first = try await server.request("POST", "/v1/fill", json: fill)
            #expect(first.status == 200)
            #expect(first.json["value"] as? String == "123456")
            let second = try await server.request("POST", "/v1/fill", json: fill)
            #expect(second.status == 404)

            _ = try await server.request("POST", "/v1/messages", json: #"{"text":"@example.test #654321"}"#)
            #expect(suggestions(try await server.request("GET", "/v1/fields/\(field)").json).count == 1)
            server.clock.advance(by: 181)
            #expect(suggestions(try await server.request("GET", "/v1/fields/\(field)").json).isEmpty)
        }
    }

    @Test("Filling needs a recent unlock (user presence)")
    func presence() async throws {
        try await withServer(presenceInterval: .seconds(60)) { server in
            try await server.createVault()
            server.clock.advance(by: 61)
            _ = try await server.request("POST", "/v1/messages", json: #"{"text":"Your code is 482913"}"#)
            let view = try await focus(server, page: "https://example.test/")
            let field = try #require(view["fieldID"] as? String)
            let suggestion = try #require(suggestions(view).first?["id"] as? String)
            let fill = #"{"fieldID":"\#(field)","suggestionID":"\#(suggestion)"}"#
            let stale = try await server.request("POST", "/v1/fill", json: fill)
            #expect(stale.status == 403)
            #expect(stale.errorCode == "userInteractionRequired")
            _ = try await server.request("POST", "/v1/vault/unlock", json: #"{"passphrase":"correct horse battery"}"#)
            let fresh = try await server.request("POST", "/v1/fill", json: fill)
            #expect(fresh.json["value"] as? String == "482913")
        }
    }

    @Test("The bar holds at most three suggestions; the full list has the rest")
    func barLimit() async throws {
        try await withServer { server in
            try await server.createVault()
            for code in ["111111", "222222", "333333", "444444"] {
                _ = try await server.request("POST", "/v1/messages", json: #"{"text":"@example.test #\#(code)"}"#)
                server.clock.advance(by: 1)
            }
            let view = try await focus(server, page: "https://example.test/")
            #expect(suggestions(view).count == 3)
            #expect((view["all"] as? [Any])?.count == 4)
        }
    }

    @Test("Vault generators for the site are offered in code fields, passwords in password fields")
    func vaultSuggestions() async throws {
        try await withServer { server in
            try await server.createVault()
            let link = "otpauth://totp/Example:alice?secret=JBSWY3DPEHPK3PXP&issuer=example.test"
            _ = try await server.request("POST", "/v1/codes", json: #"{"url":"\#(link)"}"#)
            let view = try await focus(server, page: "https://login.example.test/")
            let keychain = suggestions(view).filter { $0["provider"] as? String == "keychain" }
            #expect(keychain.count == 1)
            let other = try await focus(server, page: "https://elsewhere.test/")
            #expect(suggestions(other).isEmpty)
            let field = try #require(view["fieldID"] as? String)
            let id = try #require(keychain.first?["id"] as? String)
            let filled = try await server.request(
                "POST", "/v1/fill", json: #"{"fieldID":"\#(field)","suggestionID":"\#(id)"}"#)
            #expect((filled.json["value"] as? String)?.count == 6)
        }
    }

    @Test("Blurred and unknown fields are gone")
    func blur() async throws {
        try await withServer { server in
            let view = try await focus(server, page: "https://example.test/")
            let field = try #require(view["fieldID"] as? String)
            #expect(try await server.request("DELETE", "/v1/fields/\(field)").status == 204)
            #expect(try await server.request("GET", "/v1/fields/\(field)").status == 404)
            #expect(try await server.request("DELETE", "/v1/fields/\(UUID().uuidString)").status == 404)
        }
    }

    @Test("App fields match the app's associated domains")
    func appFields() async throws {
        try await withServer { server in
            _ = try await server.request("POST", "/v1/messages", json: #"{"text":"@example.test #123456"}"#)
            let json =
                #"{"appID":"ABCDE12345.com.example.app","associatedDomains":["example.test"],"field":{"contentType":"oneTimeCode"}}"#
            let reply = try await server.request("POST", "/v1/fields", json: json)
            #expect(suggestions(reply.json).count == 1)
            let unrelated =
                #"{"appID":"ABCDE12345.com.other","associatedDomains":["other.test"],"field":{"contentType":"oneTimeCode"}}"#
            #expect(suggestions(try await server.request("POST", "/v1/fields", json: unrelated).json).isEmpty)
        }
    }
}

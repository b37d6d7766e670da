import Foundation
import Testing

@testable import AutoFillServer

@Suite("Secrets stay out of logs, errors and descriptions")
struct SecretHygieneTests {
    @Test("Planted passphrases, codes and TOTP secrets never reach the log")
    func logs() async throws {
        let passphrase = "planted-passphrase-Q7"
        let code = "90817263"
        let secret = "KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF"
        var logText = ""
        try await withServer { server in
            try await server.createVault(passphrase)
            _ = try await server.request("POST", "/v1/vault/lock", json: "{}")
            _ = try await server.request("POST", "/v1/vault/unlock", json: #"{"passphrase":"wrong-\#(passphrase)"}"#)
            _ = try await server.request("POST", "/v1/vault/unlock", json: #"{"passphrase":"\#(passphrase)"}"#)
            _ = try await server.request(
                "POST", "/v1/codes",
                json: #"{"url":"otpauth://totp/Planted:bob?secret=\#(secret)&issuer=example.test"}"#)
            _ = try await server.request(
                "POST", "/v1/codes", json: #"{"url":"otpauth://totp/Planted:bob?secret=\#(secret)&digits=99"}"#)
            _ = try await server.request("POST", "/v1/messages", json: #"{"text":"@example.test #\#(code)"}"#)
            _ = try await server.request("POST", "/v1/messages", json: #"{"text":"@bad host #\#(code)"}"#)
            let view = try await server.request("POST", "/v1/fields", json: focusJSON(page: "https://example.test/"))
            let field = view.json["fieldID"] as? String ?? ""
            for suggestion in view.json["all"] as? [[String: Any]] ?? [] {
                _ = try await server.request(
                    "POST", "/v1/fill",
                    json: #"{"fieldID":"\#(field)","suggestionID":"\#(suggestion["id"] as? String ?? "")"}"#)
            }
            logText = server.logs.text
            #expect(!logText.isEmpty)
            for planted in [passphrase, code, secret, server.token] {
                #expect(!logText.contains(planted), "the log holds a planted secret")
            }
        }
        #expect(logText.contains("vault unlocked"))
    }

    @Test("Descriptions of tokens, errors and bridge failures hold no secret")
    func descriptions() throws {
        let token = AccessToken.generate()
        #expect(!String(describing: token).contains(token.text.unredacted))
        var dumped = ""
        dump(token, to: &dumped)
        #expect(!dumped.contains(token.text.unredacted))
        let error = AutoFillServerError(.badRequest, "x")
        #expect(String(reflecting: error).contains("badRequest"))
    }
}

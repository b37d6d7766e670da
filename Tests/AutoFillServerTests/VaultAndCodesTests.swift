import Foundation
import QRCodes
import Testing

@testable import AutoFillServer

@Suite("Vault and verification codes")
struct VaultAndCodesTests {
    @Test("Create, lock, unlock with the right passphrase only")
    func vaultLifecycle() async throws {
        try await withServer { server in
            let short = try await server.request("POST", "/v1/vault", json: #"{"passphrase":"short"}"#)
            #expect(short.status == 400)
            try await server.createVault()
            let again = try await server.request("POST", "/v1/vault", json: #"{"passphrase":"another passphrase"}"#)
            #expect(again.status == 409)
            let status = try await server.request("GET", "/v1/vault")
            #expect(status.json["unlocked"] as? Bool == true)
            #expect(status.json["presenceSecondsLeft"] as? Int == 300)
            #expect(try await server.request("POST", "/v1/vault/lock", json: "{}").json["unlocked"] as? Bool == false)
            // Current codes need user presence, which a locked vault does not have.
            let locked = try await server.request("GET", "/v1/codes")
            #expect(locked.status == 403)
            #expect(locked.errorCode == "userInteractionRequired")
            let wrong = try await server.request(
                "POST", "/v1/vault/unlock", json: #"{"passphrase":"wrong passphrase"}"#)
            #expect(wrong.status == 401)
            #expect(wrong.errorCode == "wrongPassphrase")
            let right = try await server.request(
                "POST", "/v1/vault/unlock", json: #"{"passphrase":"correct horse battery"}"#)
            #expect(right.status == 200)
            #expect(right.json["unlocked"] as? Bool == true)
        }
    }

    @Test("Unlocking before the vault exists says so")
    func noVault() async throws {
        try await withServer { server in
            let reply = try await server.request("POST", "/v1/vault/unlock", json: #"{"passphrase":"whatever it is"}"#)
            #expect(reply.status == 404)
            #expect(reply.errorCode == "vaultNotFound")
        }
    }

    @Test("A link adds a generator whose code and countdown the list shows")
    func addAndList() async throws {
        try await withServer { server in
            try await server.createVault()
            // JBSWY3DPEHPK3PXP, SHA1/6/30 at t=1111111109 is 071271 (REFERENCE.md §1).
            let instant = Date(timeIntervalSince1970: 1_111_111_109)
            server.clock.advance(by: instant.timeIntervalSince(server.clock.now))
            // Reading current codes needs a recent unlock, and the clock just went back.
            _ = try await server.request("POST", "/v1/vault/unlock", json: #"{"passphrase":"correct horse battery"}"#)
            let link = "otpauth://totp/Example:alice@example.test?secret=JBSWY3DPEHPK3PXP&issuer=example.test"
            let added = try await server.request("POST", "/v1/codes", json: #"{"url":"\#(link)"}"#)
            #expect(added.status == 201)
            #expect(added.json["code"] as? String == "071271")
            #expect(added.json["secondsRemaining"] as? Int == 1)
            let list = try await server.request("GET", "/v1/codes")
            let codes = try #require(list.json["codes"] as? [[String: Any]])
            #expect(codes.count == 1)
            #expect(codes.first?["name"] as? String != nil)
            #expect(codes.first?["account"] as? String == "alice@example.test")
            #expect(codes.first?["code"] as? String == "071271")
            let query = try await server.request("GET", "/v1/codes?query=example.test")
            #expect((query.json["codes"] as? [Any])?.count == 1)
            let none = try await server.request("GET", "/v1/codes?query=nothing-like-it")
            #expect((none.json["codes"] as? [Any])?.count == 0)
        }
    }

    @Test(
        "Bad links are refused with a reason",
        arguments: [
            "https://example.com", "otpauth://totp/x?secret=!!!", "otpauth://totp/x",
            "otpauth://totp/x?secret=JBSWY3DP&digits=12",
        ])
    func badLinks(link: String) async throws {
        try await withServer { server in
            try await server.createVault()
            let reply = try await server.request("POST", "/v1/codes", json: #"{"url":"\#(link)"}"#)
            #expect(reply.status == 400)
            #expect(reply.errorCode == "badRequest")
        }
    }

    @Test("A QR image's pixels set up a code; bad sizes, blank images and other payloads are refused")
    func qrImages() async throws {
        try await withServer { server in
            try await server.createVault()
            let wrongSize = try await server.request(
                "POST", "/v1/codes/qr", json: #"{"width":2,"height":2,"pixels":"AAAA"}"#)
            #expect(wrongSize.status == 400)
            let huge = try await server.request(
                "POST", "/v1/codes/qr", json: #"{"width":5000,"height":5000,"pixels":""}"#)
            #expect(huge.status == 400)
            let blank = try await server.request(
                "POST", "/v1/codes/qr", json: #"{"width":2,"height":2,"pixels":"AAAAAA=="}"#)
            #expect(blank.status == 400)
            #expect(blank.errorCode == "badRequest")

            let website = try Self.qrRequest(for: "https://example.test/")
            let notALink = try await server.request("POST", "/v1/codes/qr", json: website)
            #expect(notALink.status == 400)

            let link = "otpauth://totp/Example:alice@example.test?secret=JBSWY3DPEHPK3PXP&issuer=example.test"
            let added = try await server.request("POST", "/v1/codes/qr", json: try Self.qrRequest(for: link))
            #expect(added.status == 201)
            #expect(added.json["account"] as? String == "alice@example.test")
            #expect(!added.text.contains("JBSWY3DPEHPK3PXP"))
            let list = try await server.request("GET", "/v1/codes")
            #expect((list.json["codes"] as? [Any])?.count == 1)
        }
    }

    /// The JSON the web page posts for `text` drawn as a QR code, 4 pixels a module.
    static func qrRequest(for text: String) throws -> String {
        let code = try QRCode(text: text)
        let scale = 4
        let side = (code.size + 2 * QRCode.quietZone) * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let column = x / scale - QRCode.quietZone
                let row = y / scale - QRCode.quietZone
                if (0..<code.size).contains(column), (0..<code.size).contains(row), code[column, row] {
                    pixels[y * side + x] = 0
                }
            }
        }
        return #"{"width":\#(side),"height":\#(side),"pixels":"\#(Data(pixels).base64EncodedString())"}"#
    }
}

import AutoFillAPI
import Foundation
import Secrets
import Testing

@testable import AutoFillServer

/// The message sources over the API: off by default, switched and kept, refused when wrong;
/// phones paired and revoked.
@Suite("Message sources")
struct SourceTests {
    @Test("Sources are off by default; enabling and settings are kept in sources.json")
    func settings() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            let list = try await client.send(Endpoints.sources)
            #expect(list.sources.map(\.id) == ["modem", "phone", "mail", "kdeconnect"])
            #expect(list.sources.allSatisfy { !$0.enabled && $0.state == "disabled" })
            let modem = try await client.send(
                Endpoints.updateSource,
                SourceUpdate(enabled: true, deleteAfterUse: true, busAddress: "unix:path=/nonexistent/af-bus"),
                id: "modem")
            #expect(modem.enabled && modem.settings["deleteAfterUse"] == "true")
            // No bus there: the status says so, in words.
            var failed: SourceView?
            for _ in 0..<100 {
                failed = try await client.send(Endpoints.sources).sources.first { $0.id == "modem" }
                if failed?.state == "failed" { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(failed?.state == "failed")
            #expect(failed?.lastError?.contains("/nonexistent/af-bus") == true)
            let file = try String(contentsOfFile: server.directory + "/state/sources.json", encoding: .utf8)
            #expect(file.contains("\"deleteAfterUse\" : true"))
            let off = try await client.send(Endpoints.updateSource, SourceUpdate(enabled: false), id: "modem")
            #expect(!off.enabled && off.state == "disabled")
            // KDE Connect: the session bus unless told otherwise; no bus there is a failure in words.
            let kdeconnect = try await client.send(
                Endpoints.updateSource, SourceUpdate(enabled: true, busAddress: "unix:path=/nonexistent/af-kde-bus"),
                id: "kdeconnect")
            #expect(kdeconnect.enabled && kdeconnect.settings["busAddress"] == "unix:path=/nonexistent/af-kde-bus")
            var kdeFailed: SourceView?
            for _ in 0..<100 {
                kdeFailed = try await client.send(Endpoints.sources).sources.first { $0.id == "kdeconnect" }
                if kdeFailed?.state == "failed" { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(kdeFailed?.lastError?.contains("KDE Connect") == true)
            #expect(kdeFailed?.lastError?.contains("/nonexistent/af-kde-bus") == true)
            let session = try await client.send(
                Endpoints.updateSource, SourceUpdate(enabled: false, busAddress: "session"), id: "kdeconnect")
            #expect(!session.enabled && session.settings["busAddress"] == "session")
            let notifications = try await client.send(
                Endpoints.updateNotifications, NotificationSettings(enabled: false, showCode: true))
            #expect(notifications.enabled == false && notifications.showCode == true)
            try await client.shutdown()
        }
    }

    @Test("Wrong settings and unknown sources are refused")
    func refusals() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            for (id, update, code) in [
                ("printer", SourceUpdate(enabled: true), AutoFillServerError.Code.notFound),
                ("modem", SourceUpdate(port: 1), .badRequest),
                ("phone", SourceUpdate(deleteAfterUse: true), .badRequest),
                ("phone", SourceUpdate(host: "example.com"), .badRequest),
                ("phone", SourceUpdate(port: 70000), .badRequest),
                ("modem", SourceUpdate(busAddress: String(repeating: "a", count: 600)), .badRequest),
                ("kdeconnect", SourceUpdate(deleteAfterUse: true), .badRequest),
                ("kdeconnect", SourceUpdate(host: "127.0.0.1"), .badRequest),
                ("kdeconnect", SourceUpdate(user: "alice"), .badRequest),
                ("kdeconnect", SourceUpdate(busAddress: "unix:path=/a\u{0}b"), .badRequest),
            ] {
                do throws(AutoFillServerError) {
                    _ = try await client.send(Endpoints.updateSource, update, id: id)
                    Issue.record("\(id) \(update) was accepted")
                } catch {
                    #expect(error.code == code)
                }
            }
            await #expect(throws: AutoFillServerError(.badRequest, "")) {
                try await client.send(Endpoints.updateNotifications, NotificationSettings(state: "ok"))
            }
            try await client.shutdown()
        }
    }

    @Test("Mail: settings checked, the password kept in the vault and nowhere else, a failure in words")
    func mail() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            do {
                try await mailSteps(client, server)
            } catch {
                Issue.record("\(error)")
            }
            try await client.shutdown()
        }
    }

    private func mailSteps(_ client: ServiceClient, _ server: LiveServer) async throws {
        do {
            let password = "imap-password-\(UUID().uuidString)"
            let settings = SourceUpdate(
                enabled: true, host: "127.0.0.1", port: 9, user: "alice", password: SecretText(password),
                afterUse: "mark-read", dnsServer: "127.0.0.1:5353")
            // No vault yet: nowhere to keep the password.
            await #expect(throws: AutoFillServerError(.vaultNotFound, "")) {
                try await client.send(Endpoints.updateSource, settings, id: "mail")
            }
            for (update, code) in [
                (SourceUpdate(enabled: true), AutoFillServerError.Code.badRequest),
                (SourceUpdate(host: "127.0.0.1", user: "alice", afterUse: "shred"), .badRequest),
                (SourceUpdate(security: "plain"), .badRequest),
                (SourceUpdate(dnsServer: "dns.example"), .badRequest),
                (SourceUpdate(certificateFile: "relative.pem"), .badRequest),
                (SourceUpdate(user: "alice\r\nA1 LOGOUT"), .badRequest),
                (SourceUpdate(deleteAfterUse: true), .badRequest),
                (SourceUpdate(enabled: true, host: "127.0.0.1", user: "alice"), .badRequest),
            ] {
                do throws(AutoFillServerError) {
                    _ = try await client.send(Endpoints.updateSource, update, id: "mail")
                    Issue.record("\(update) was accepted")
                } catch {
                    #expect(error.code == code, "\(update): \(error)")
                }
            }
            await #expect(throws: AutoFillServerError(.badRequest, "")) {
                try await client.send(Endpoints.updateSource, SourceUpdate(password: SecretText("x")), id: "modem")
            }
            _ = try await client.send(
                Endpoints.createVault, PassphraseRequest(passphrase: SecretText("correct horse battery")))
            let mail = try await client.send(Endpoints.updateSource, settings, id: "mail")
            #expect(mail.enabled && mail.settings["password"] == "in the vault")
            #expect(mail.settings["afterUse"] == "mark-read" && mail.settings["dnsServer"] == "127.0.0.1:5353")
            var failed: SourceView?
            for _ in 0..<100 {
                failed = try await client.send(Endpoints.sources).sources.first { $0.id == "mail" }
                if failed?.state == "failed" { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(failed?.state == "failed")
            #expect(failed?.lastError?.contains("Cannot reach the mail server 127.0.0.1:9") == true)
            let file = try String(contentsOfFile: server.directory + "/state/sources.json", encoding: .utf8)
            #expect(file.contains("\"passwordItem\""))
            #expect(!file.contains(password))
            let answer = try await client.send(Endpoints.sources)
            #expect(!"\(answer)".contains(password))
            // Disabling keeps the settings; enabling again needs no password.
            _ = try await client.send(Endpoints.updateSource, SourceUpdate(enabled: false), id: "mail")
            let again = try await client.send(Endpoints.updateSource, SourceUpdate(enabled: true), id: "mail")
            #expect(again.enabled)
            // A locked vault takes no new password, and the stored one stays.
            _ = try await client.send(Endpoints.lockVault, NoBody())
            await #expect(throws: AutoFillServerError(.locked, "")) {
                try await client.send(
                    Endpoints.updateSource, SourceUpdate(password: SecretText("another-\(password)")), id: "mail")
            }
            #expect(try await client.send(Endpoints.sources).sources.first { $0.id == "mail" }?.enabled == true)
            #expect(!server.logs.text.contains(password))
        }
    }

    @Test("Mail: the DNS server's address is read as IP[:port], [IPv6][:port]")
    func dnsServerAddresses() {
        func read(_ text: String) -> String? {
            SourceHub.hostAndPort(text, defaultPort: 53).map { "\($0.host) \($0.port)" }
        }
        #expect(read("127.0.0.1:5353") == "127.0.0.1 5353")
        #expect(read("127.0.0.1") == "127.0.0.1 53")
        #expect(read("[::1]:5353") == "::1 5353")
        #expect(read("[::1]") == "::1 53")
        for bad in ["", ":53", "127.0.0.1:", "127.0.0.1:0", "127.0.0.1:70000", "[::1]x", "a:b:c", "[::1]:x"] {
            #expect(read(bad) == nil, "\(bad)")
        }
    }

    @Test("A phone is paired with a token shown once, and revoked")
    func pairing() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            let pairing = try await client.send(Endpoints.pairPhone, PhonePairRequest(name: "Pixel"))
            #expect(pairing.url.unredacted.hasSuffix("/v1/forward/" + pairing.token.unredacted))
            #expect(pairing.qrSVG.unredacted.contains("<svg"))
            #expect(!"\(pairing)".contains(pairing.token.unredacted))
            let phones = try await client.send(Endpoints.phones)
            #expect(phones.phones.map(\.name) == ["Pixel"])
            #expect(phones.fingerprint == pairing.fingerprint)
            _ = try await client.send(Endpoints.revokePhone, id: pairing.phone.id)
            #expect(try await client.send(Endpoints.phones).phones.first?.revoked == true)
            await #expect(throws: AutoFillServerError(.notFound, "")) {
                try await client.send(Endpoints.revokePhone, id: "nosuchphone")
            }
            #expect(!server.logs.text.contains(pairing.token.unredacted))
            try await client.shutdown()
        }
    }
}

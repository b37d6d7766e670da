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
            #expect(list.sources.map(\.id) == ["modem", "phone"])
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

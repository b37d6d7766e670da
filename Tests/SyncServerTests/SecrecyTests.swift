import Foundation
import Secrets
import SyncProtocol
import TestSupport
import Testing

@testable import SyncServer

/// Tokens and authentication keys never appear in logs, error bodies, descriptions or dumps.
@Suite struct SecrecyTests {
    func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test func logsAndErrorBodiesNeverCarryATokenOrAKey() async throws {
        let logs = CapturedLogs()
        let (needles, bodies) = try await withServer(.sqlite, logger: logs.logger) { api in
            let authKey = SecretBytes(randomCount: 32)
            let account = try await api.createAccount(authKey: authKey)
            var bodies: [String] = []
            // Wrong key, expired-looking token, bad bodies, a conflict, a revoked device.
            bodies.append(
                try await api.signIn(
                    API.Account(name: account.name, authKey: SecretBytes(randomCount: 32), session: account.session)
                ).text)
            bodies.append(try await api.changes(token: SecretText(account.token.unredacted + "x")).text)
            bodies.append(
                try await api.send(
                    .post, SyncAPI.records, token: account.token,
                    body: Array("{\"writes\":[{\"id\":\"\(account.token.unredacted)\"}]}".utf8)
                ).text)
            bodies.append(
                try await api.send(
                    .post, SyncAPI.sessions,
                    body: Array("{\"account\":\"a\",\"authKey\":\"\(account.token.unredacted)\"}".utf8)
                ).text)
            let id = UUID()
            _ = try await api.push([RecordWrite(id: id, baseRevision: 0, ciphertext: [1])], token: account.token)
            bodies.append(
                try await api.push([RecordWrite(id: id, baseRevision: 0, ciphertext: [2])], token: account.token).text)
            let phone = try await api.signIn(account).decode(SessionResponse.self)
            _ = try await api.send(.delete, SyncAPI.device(phone.deviceID), token: account.token)
            bodies.append(try await api.changes(token: phone.token).text)
            bodies.append(try await api.signIn(account, device: DeviceRegistration(id: phone.deviceID, name: "p")).text)
            let needles = [
                account.token.unredacted, phone.token.unredacted,
                String(account.token.unredacted.dropFirst(5).prefix(20)),
                Data(authKey.unredactedBytes()).base64EncodedString(),
            ]
            return (needles, bodies)
        }
        let logText = logs.text
        #expect(logText.contains("account created"), "the capture works")
        for needle in needles {
            #expect(!logText.contains(needle))
            for body in bodies { #expect(!body.contains(needle), "\(body)") }
        }
    }

    @Test func secretCarryingTypesRedactThemselves() throws {
        let key = SecretBytes(Array("k".utf8) + Array(repeating: 0x41, count: 31))
        let token = SessionToken(account: UUID())
        let session = SessionResponse(
            token: token.text, expiresAt: 1, accountID: UUID(), deviceID: UUID(), keyBundle: [1])
        let values: [Any] = [
            CreateAccountRequest(
                account: "a", authKey: key, kdf: API.kdf, keyBundle: [1], device: DeviceRegistration(name: "d")),
            SessionRequest(account: "a", authKey: key, device: DeviceRegistration(name: "d")),
            ChangeKeyRequest(authKey: key, newAuthKey: key, kdf: API.kdf, keyBundle: [1]),
            session, token,
        ]
        for value in values {
            for text in ["\(value)", String(reflecting: value), dumped(value)] {
                #expect(!text.contains(token.text.unredacted))
                #expect(!text.contains(Data(key.unredactedBytes()).base64EncodedString()))
                #expect(!text.contains("AAAAAAAA"))
            }
        }
    }

    @Test func tokensRoundTripAndRefuseOtherShapes() throws {
        let account = UUID()
        let token = SessionToken(account: account)
        let parsed = try #require(SessionToken(parsing: token.text.unredacted))
        #expect(parsed.account == account)
        #expect(parsed.hash == token.hash)
        #expect(token.hash.count == 32)
        #expect(SessionToken(account: account).hash != token.hash)
        for text in [
            "", "afs1.", "afs2." + token.text.unredacted.dropFirst(5), token.text.unredacted + "==", "afs1.!!!!",
            String(repeating: "A", count: 500),
        ] {
            #expect(SessionToken(parsing: text) == nil, "\(text)")
        }
        // Every alphabet character in every position: round trips, and one character more or
        // less, or a character outside the alphabet, is refused.
        for _ in 0..<200 {
            let token = SessionToken(account: UUID())
            let text = token.text.unredacted
            let parsed = try #require(SessionToken(parsing: text))
            #expect(parsed.account == token.account && parsed.hash == token.hash)
            #expect(SessionToken(parsing: String(text.dropLast())) == nil)
            #expect(SessionToken(parsing: text + "A") == nil)
            #expect(SessionToken(parsing: String(text.dropLast()) + "+") == nil)
        }
    }
}

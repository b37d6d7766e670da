import Foundation
import Hummingbird
import Secrets
import SyncProtocol
import Testing

@testable import SyncServer

/// Attempts to reach what a caller must not: another account's records, ended or expired
/// sessions, revoked devices, forged tokens. Every one is refused, on both stores.
@Suite struct AuthorizationTests {
    @Test(arguments: StoreKind.allCases)
    func requestsWithoutAValidTokenAreRefused(kind: StoreKind) async throws {
        try await withServer(kind) { api in
            let account = try await api.createAccount()
            let forged = SessionToken(account: account.session.accountID).text
            let tokens: [SecretText?] = [
                nil, SecretText(""), SecretText("afs1."), SecretText("afs1.AAAA"), forged,
                SecretText(account.token.unredacted + "A"), SecretText(String(account.token.unredacted.dropLast())),
                SecretText(account.token.unredacted.uppercased()),
            ]
            for token in tokens {
                for (method, path) in [
                    (HTTPRequest.Method.get, SyncAPI.records), (.get, SyncAPI.devices), (.post, SyncAPI.records),
                ] {
                    let reply = try await api.send(
                        method, path, token: token, body: method == .post ? Array("{}".utf8) : nil)
                    #expect(reply.status == .unauthorized, "\(path) answered \(reply.status)")
                    #expect(reply.errorCode == .unauthorized)
                }
            }
            for header in [
                "Basic dXNlcjpwYXNz", "Bearer", "bearer  ", account.token.unredacted,
                "Token " + account.token.unredacted,
            ] {
                let reply = try await api.send(.get, SyncAPI.records, headers: [.authorization: header])
                #expect(reply.status == .unauthorized)
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func oneAccountCannotReadOrWriteAnothersRecords(kind: StoreKind) async throws {
        try await withServer(kind) { api in
            let alice = try await api.createAccount()
            let mallory = try await api.createAccount()
            let secret = UUID()
            #expect(
                try await api.push([RecordWrite(id: secret, baseRevision: 0, ciphertext: [0xA1])], token: alice.token)
                    .status == .ok)

            // Mallory reads: only her own (empty) account, whatever the parameters.
            for since in [0, 1] as [UInt64] {
                let page = try await api.changes(since: since, token: mallory.token).decode(ChangesPage.self)
                #expect(page.records.isEmpty && page.latestRevision == 0)
            }
            // Mallory writes Alice's record id, with Alice's revision: it is a record of her own
            // account (which she has never written), so the base is stale there.
            let overwrite = try await api.push(
                [RecordWrite(id: secret, baseRevision: 1, ciphertext: [0xBA, 0xD])], token: mallory.token)
            #expect(overwrite.status == .conflict)
            #expect(
                try overwrite.decode(SyncErrorBody.self).conflicts == [
                    SyncConflict(id: secret, baseRevision: 1, current: nil)
                ])
            let delete = try await api.push([.deletion(of: secret, baseRevision: 1)], token: mallory.token)
            #expect(delete.status == .conflict)
            // A token with Alice's account id and Mallory's random part: unknown.
            var forgedBytes = Array(mallory.token.unredacted.utf8)
            let aliceToken = Array(alice.token.unredacted.utf8)
            forgedBytes.replaceSubrange(0..<27, with: aliceToken[0..<27])
            let forged = SecretText(String(decoding: forgedBytes, as: UTF8.self))
            #expect(try await api.changes(token: forged).status == .unauthorized)
            // Revoking Alice's device from Mallory's account: no such device there.
            #expect(
                try await api.send(.delete, SyncAPI.device(alice.session.deviceID), token: mallory.token).status
                    == .notFound)
            let devices = try await api.send(.get, SyncAPI.devices, token: mallory.token).decode(DeviceList.self)
            #expect(devices.devices.map(\.id) == [mallory.session.deviceID])

            let page = try await api.changes(token: alice.token).decode(ChangesPage.self)
            #expect(page.records.map(\.ciphertext) == [[0xA1]])
            #expect(page.latestRevision == 1)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func endedAndExpiredTokensCannotBeReplayed(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withServer(kind, configuration: testConfiguration(clock: clock)) { api in
            let account = try await api.createAccount()
            let ended = account.token
            #expect(try await api.send(.delete, SyncAPI.currentSession, token: ended).status == .noContent)
            #expect(try await api.changes(token: ended).status == .unauthorized)
            #expect(try await api.send(.delete, SyncAPI.currentSession, token: ended).status == .unauthorized)

            let session = try await api.signIn(
                account, device: DeviceRegistration(id: account.session.deviceID, name: "laptop"))
            let fresh = try session.decode(SessionResponse.self)
            #expect(fresh.deviceID == account.session.deviceID)
            #expect(try await api.changes(token: fresh.token).status == .ok)
            clock.advance(seconds: 3599)
            #expect(try await api.changes(token: fresh.token).status == .ok)
            clock.advance(seconds: 1)
            let expired = try await api.changes(token: fresh.token)
            #expect(expired.status == .unauthorized)
            #expect(expired.text.contains("expired"))
            // (Sweeping expired sessions is a store test: here the database may be shared with
            // tests whose clocks are behind this one.)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func revokedDevicesAreLockedOut(kind: StoreKind) async throws {
        try await withServer(kind) { api in
            let laptop = try await api.createAccount()
            let phone = try await api.signIn(laptop).decode(SessionResponse.self)
            let phoneAgain = try await api.signIn(laptop, device: DeviceRegistration(id: phone.deviceID, name: "phone"))
                .decode(SessionResponse.self)
            #expect(
                try await api.send(.delete, SyncAPI.device(phone.deviceID), token: laptop.token).status == .noContent)

            for token in [phone.token, phoneAgain.token] {
                #expect(try await api.changes(token: token).status == .unauthorized)
                #expect(
                    try await api.push([RecordWrite(id: UUID(), baseRevision: 0, ciphertext: [1])], token: token).status
                        == .unauthorized)
                #expect(
                    try await api.send(.delete, SyncAPI.device(laptop.session.deviceID), token: token).status
                        == .unauthorized)
            }
            let again = try await api.signIn(laptop, device: DeviceRegistration(id: phone.deviceID, name: "phone"))
            #expect(again.status == .forbidden)
            #expect(again.errorCode == .deviceRevoked)
            let unknown = try await api.signIn(laptop, device: DeviceRegistration(id: UUID(), name: "phone"))
            #expect(unknown.status == .notFound)
            // The laptop still works, and the revoked phone's writes never happened.
            let page = try await api.changes(token: laptop.token)
            #expect(page.status == .ok, "\(page.text)")
            #expect(try page.decode(ChangesPage.self).records.isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func wrongCredentialsGetOneAnswer(kind: StoreKind) async throws {
        try await withServer(kind) { api in
            let account = try await api.createAccount()
            let wrongKey = try await api.signIn(
                API.Account(name: account.name, authKey: SecretBytes(randomCount: 32), session: account.session))
            let noAccount = try await api.signIn(
                API.Account(name: "nobody@example.com", authKey: account.authKey, session: account.session))
            #expect(wrongKey.status == .unauthorized && noAccount.status == .unauthorized)
            #expect(try wrongKey.decode(SyncErrorBody.self) == (try noAccount.decode(SyncErrorBody.self)))
        }
    }
}

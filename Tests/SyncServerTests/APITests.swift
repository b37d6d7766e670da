import Foundation
import Hummingbird
import Secrets
import SyncProtocol
import TestSupport
import Testing

@testable import SyncServer

/// The HTTP API end to end, in process: status codes, bodies, limits, bad input.
@Suite struct APITests {
    @Test func infoPublishesTheProtocolVersionAndLimits() async throws {
        var configuration = testConfiguration()
        configuration.limits.maxBatchWrites = 17
        try await withServer(.sqlite, configuration: configuration) { api in
            let reply = try await api.send(.get, SyncAPI.info)
            #expect(reply.status == .ok)
            let info = try reply.decode(ServerInfo.self)
            #expect(info.protocolVersion == SyncAPI.version)
            #expect(info.limits.maxBatchWrites == 17)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func devicesPushPullAndConflict(kind: StoreKind) async throws {
        try await withServer(kind) { api in
            let laptop = try await api.createAccount()
            let signIn = try await api.signIn(laptop)
            #expect(signIn.status == .created)
            let phone = try signIn.decode(SessionResponse.self)
            #expect(phone.accountID == laptop.session.accountID)
            #expect(phone.deviceID != laptop.session.deviceID)
            #expect(phone.keyBundle == [1, 2, 3, 4])

            let id = UUID()
            let pushed = try await api.push(
                [RecordWrite(id: id, baseRevision: 0, ciphertext: [1, 2, 3])], token: laptop.token)
            #expect(pushed.status == .ok)
            #expect(
                try pushed.decode(PushResponse.self)
                    == PushResponse(revision: 1, accepted: [RecordRevision(id: id, revision: 1)]))

            let page = try await api.changes(token: phone.token).decode(ChangesPage.self)
            #expect(
                page.records == [
                    SyncRecord(
                        id: id, revision: 1, isDeleted: false, deviceID: laptop.session.deviceID, ciphertext: [1, 2, 3])
                ])
            #expect(page.nextSince == 1)
            #expect(!page.hasMore)
            #expect(page.latestRevision == 1)

            // The phone edits based on revision 1; the laptop, still at 1 too, conflicts.
            #expect(
                try await api.push([RecordWrite(id: id, baseRevision: 1, ciphertext: [4])], token: phone.token).status
                    == .ok)
            let conflict = try await api.push(
                [RecordWrite(id: id, baseRevision: 1, ciphertext: [5])], token: laptop.token)
            #expect(conflict.status == .conflict)
            let body = try conflict.decode(SyncErrorBody.self)
            #expect(body.error.code == .conflict)
            #expect(
                body.conflicts == [
                    SyncConflict(
                        id: id, baseRevision: 1,
                        current: SyncRecord(
                            id: id, revision: 2, isDeleted: false, deviceID: phone.deviceID, ciphertext: [4]))
                ])

            let empty = try await api.changes(since: 2, token: laptop.token).decode(ChangesPage.self)
            #expect(empty.records.isEmpty && empty.nextSince == 2 && empty.latestRevision == 2)
        }
    }

    @Test func pagesSayWhetherMoreFollow() async throws {
        try await withServer(.sqlite) { api in
            let account = try await api.createAccount()
            let writes = (0..<5).map { _ in RecordWrite(id: UUID(), baseRevision: 0, ciphertext: [9]) }
            #expect(try await api.push(writes, token: account.token).status == .ok)
            var page = try await api.changes(limit: 2, token: account.token).decode(ChangesPage.self)
            #expect(page.records.map(\.revision) == [1, 2] && page.hasMore && page.nextSince == 2)
            page = try await api.changes(since: 4, limit: 2, token: account.token).decode(ChangesPage.self)
            #expect(page.records.map(\.revision) == [5] && !page.hasMore && page.nextSince == 5)
            page = try await api.changes(since: 3, limit: 2, token: account.token).decode(ChangesPage.self)
            #expect(page.records.map(\.revision) == [4, 5] && !page.hasMore)
        }
    }

    @Test func aSecondAccountWithTheSameNameIsRefusedWhateverItsCase() async throws {
        try await withServer(.sqlite) { api in
            _ = try await api.createAccount("Alice@Example.com")
            let reply = try await api.send(
                .post, SyncAPI.accounts,
                json: CreateAccountRequest(
                    account: "  alice@example.COM ", authKey: SecretBytes(randomCount: 32), kdf: API.kdf,
                    keyBundle: [1], device: DeviceRegistration(name: "x")))
            #expect(reply.status == .conflict)
            #expect(reply.errorCode == .accountExists)
        }
    }

    @Test func preloginAnswersTheSameWayForAccountsThatDoNotExist() async throws {
        try await withServer(.sqlite) { api in
            let account = try await api.createAccount()
            let real = try await api.send(
                .post, SyncAPI.prelogin, json: PreloginRequest(account: account.name.uppercased()))
            #expect(try real.decode(PreloginResponse.self).kdf == API.kdf)
            let ghost = try await api.send(.post, SyncAPI.prelogin, json: PreloginRequest(account: "ghost@example.com"))
            let again = try await api.send(.post, SyncAPI.prelogin, json: PreloginRequest(account: "ghost@example.com"))
            let other = try await api.send(
                .post, SyncAPI.prelogin, json: PreloginRequest(account: "spirit@example.com"))
            #expect(ghost.status == .ok)
            let kdf = try ghost.decode(PreloginResponse.self).kdf
            #expect(kdf == (try again.decode(PreloginResponse.self).kdf))
            #expect(kdf.salt != (try other.decode(PreloginResponse.self).kdf.salt))
            // As long as clients make them: 16 random bytes and a 16-byte tag (docs/sync.md).
            #expect(kdf.salt.count == 32 && kdf.algorithm == "scrypt")
        }
    }

    @Test func devicesAreListedAndRevoked() async throws {
        try await withServer(.sqlite) { api in
            let laptop = try await api.createAccount()
            let phone = try await api.signIn(laptop).decode(SessionResponse.self)
            let list = try await api.send(.get, SyncAPI.devices, token: laptop.token).decode(DeviceList.self)
            // Both devices may share a creation instant; the order then falls to their random ids.
            let listed = Dictionary(uniqueKeysWithValues: list.devices.map { ($0.id, $0) })
            #expect(Set(listed.keys) == [laptop.session.deviceID, phone.deviceID])
            #expect(listed[laptop.session.deviceID]?.isCurrent == true)
            #expect(listed[phone.deviceID]?.isCurrent == false)
            #expect(listed[laptop.session.deviceID]?.name == "laptop")
            #expect(listed[phone.deviceID]?.name == "phone")

            let revoke = try await api.send(.delete, SyncAPI.device(phone.deviceID), token: laptop.token)
            #expect(revoke.status == .noContent)
            let after = try await api.send(.get, SyncAPI.devices, token: laptop.token).decode(DeviceList.self)
            let afterByID = Dictionary(uniqueKeysWithValues: after.devices.map { ($0.id, $0.isRevoked) })
            #expect(afterByID == [laptop.session.deviceID: false, phone.deviceID: true])
            #expect(try await api.send(.delete, SyncAPI.device(UUID()), token: laptop.token).status == .notFound)
            #expect(
                try await api.send(.delete, SyncAPI.devices + "/not-a-uuid", token: laptop.token).status == .badRequest)
        }
    }

    @Test func aKeyChangeNeedsTheOldKeyAndEndsOtherSessions() async throws {
        try await withServer(.sqlite) { api in
            let laptop = try await api.createAccount()
            let phone = try await api.signIn(laptop).decode(SessionResponse.self)
            let newKey = SecretBytes(randomCount: 32)
            let newKDF = ClientKDF(salt: Array(repeating: 3, count: 16), n: 1 << 11, r: 8, p: 1)
            let wrong = try await api.send(
                .put, SyncAPI.accountKey, token: laptop.token,
                json: ChangeKeyRequest(
                    authKey: SecretBytes(randomCount: 32), newAuthKey: newKey, kdf: newKDF, keyBundle: [7]))
            #expect(wrong.status == .unauthorized)
            let changed = try await api.send(
                .put, SyncAPI.accountKey, token: laptop.token,
                json: ChangeKeyRequest(authKey: laptop.authKey, newAuthKey: newKey, kdf: newKDF, keyBundle: [7]))
            #expect(changed.status == .noContent)
            #expect(try await api.changes(token: phone.token).status == .unauthorized)
            #expect(try await api.changes(token: laptop.token).status == .ok)
            #expect(try await api.signIn(laptop).status == .unauthorized)
            var renewed = laptop
            renewed = API.Account(name: laptop.name, authKey: newKey, session: laptop.session)
            let again = try await api.signIn(renewed)
            #expect(again.status == .created)
            #expect(try again.decode(SessionResponse.self).keyBundle == [7])
            let prelogin = try await api.send(.post, SyncAPI.prelogin, json: PreloginRequest(account: laptop.name))
            #expect(try prelogin.decode(PreloginResponse.self).kdf == newKDF)
        }
    }

    // MARK: Limits

    @Test func limitsAreEnforcedWithClearErrors() async throws {
        var configuration = testConfiguration()
        configuration.limits = SyncLimits(
            maxRecordBytes: 100, maxBatchWrites: 3, maxRequestBytes: 2000, maxPageRecords: 10, maxKeyBundleBytes: 16,
            maxAccountBytes: 250)
        try await withServer(.sqlite, configuration: configuration) { api in
            let account = try await api.createAccount()
            let big = try await api.push(
                [RecordWrite(id: UUID(), baseRevision: 0, ciphertext: Array(repeating: 1, count: 101))],
                token: account.token)
            #expect(big.status == .contentTooLarge && big.errorCode == .tooLarge)
            #expect(big.text.contains("100"))

            let many = try await api.push(
                (0..<4).map { _ in RecordWrite(id: UUID(), baseRevision: 0, ciphertext: [1]) }, token: account.token)
            #expect(many.status == .contentTooLarge && many.text.contains("at most 3"))

            let body = try await api.send(
                .post, SyncAPI.records, token: account.token, body: Array(repeating: 0x20, count: 2001))
            #expect(body.status == .contentTooLarge && body.errorCode == .tooLarge)

            for _ in 0..<2 {
                #expect(
                    try await api.push(
                        [RecordWrite(id: UUID(), baseRevision: 0, ciphertext: Array(repeating: 2, count: 100))],
                        token: account.token
                    ).status == .ok)
            }
            let quota = try await api.push(
                [RecordWrite(id: UUID(), baseRevision: 0, ciphertext: Array(repeating: 3, count: 51))],
                token: account.token)
            #expect(quota.status == .contentTooLarge && quota.errorCode == .quotaExceeded)

            let page = try await api.changes(limit: 11, token: account.token)
            #expect(page.status == .badRequest && page.text.contains("limit"))

            let bundle = try await api.send(
                .post, SyncAPI.accounts,
                json: CreateAccountRequest(
                    account: "big@example.com", authKey: SecretBytes(randomCount: 32), kdf: API.kdf,
                    keyBundle: Array(repeating: 1, count: 17), device: DeviceRegistration(name: "x")))
            #expect(bundle.status == .contentTooLarge)
        }
    }

    @Test func theRateLimitsAnswer429WithRetryAfter() async throws {
        var configuration = testConfiguration()
        configuration.accountRate = RateLimit(perSecond: 0.01, burst: 3)
        try await withServer(.sqlite, configuration: configuration) { api in
            let account = try await api.createAccount()
            for _ in 0..<3 { #expect(try await api.changes(token: account.token).status == .ok) }
            let refused = try await api.changes(token: account.token)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.errorCode == .rateLimited)
            let seconds = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
            #expect((1...101).contains(seconds))
            #expect(try refused.decode(SyncErrorBody.self).retryAfter == seconds)
            // Another account is not affected.
            let other = try await api.createAccount()
            #expect(try await api.changes(token: other.token).status == .ok)
        }
        configuration = testConfiguration()
        configuration.addressRate = RateLimit(perSecond: 0.01, burst: 2)
        try await withServer(.sqlite, configuration: configuration) { api async throws in
            #expect(try await api.send(.get, SyncAPI.info).status == .ok)
            #expect(try await api.send(.get, SyncAPI.info).status == .ok)
            #expect(try await api.send(.get, SyncAPI.info).status == .tooManyRequests)
        }
        configuration = testConfiguration()
        configuration.signInRate = .perMinute(2)
        try await withServer(.sqlite, configuration: configuration) { api in
            let account = try await api.createAccount()
            #expect(try await api.signIn(account).status == .created)
            let refused = try await api.signIn(account)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] != nil)
        }
    }

    // MARK: Bad input

    static let malformedBodies: [String] = [
        "", "null", "[]", "{", "{}", "\"text\"", "12", "{\"writes\": null}", "{\"writes\": {}}",
        "{\"writes\": [{}]}", "{\"writes\": [{\"id\": \"nope\", \"baseRevision\": 0}]}",
        "{\"writes\": [{\"id\": \"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11\", \"baseRevision\": -1, \"ciphertext\": \"AA==\"}]}",
        "{\"writes\": [{\"id\": \"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11\", \"baseRevision\": 0, \"ciphertext\": \"%%%\"}]}",
        "{\"writes\": [{\"id\": \"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11\", \"baseRevision\": 1e30, \"ciphertext\": \"AA==\"}]}",
        "{\"writes\": [{\"id\": \"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11\", \"baseRevision\": 0}]}",
        "{\"writes\": []}",
        "{\"writes\": [{\"id\": \"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11\", \"baseRevision\": 0, \"ciphertext\": \"AA==\"}, {\"id\": \"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11\", \"baseRevision\": 0, \"ciphertext\": \"AA==\"}]}",
        "{\"writes\": [{\"id\": \"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11\", \"baseRevision\": 9223372036854775808, \"ciphertext\": \"AA==\"}]}",
        "\u{FEFF}\u{0}\u{1}",
    ]

    @Test(arguments: malformedBodies)
    func malformedBatchesAreRefusedWith400(body: String) async throws {
        try await withServer(.sqlite) { api in
            let account = try await api.createAccount()
            let reply = try await api.send(.post, SyncAPI.records, token: account.token, body: Array(body.utf8))
            #expect(reply.status == .badRequest, "\(reply.status): \(reply.text)")
            #expect(reply.errorCode == .badRequest)
            #expect(try await api.changes(token: account.token).decode(ChangesPage.self).records.isEmpty)
        }
    }

    @Test func missingFieldsAreNamed() async throws {
        try await withServer(.sqlite) { api in
            let reply = try await api.send(.post, SyncAPI.accounts, body: Array("{\"account\": \"a@b\"}".utf8))
            #expect(reply.status == .badRequest)
            #expect(try reply.decode(SyncErrorBody.self).error.message.contains("missing 'authKey'"))
            let key = try await api.send(
                .post, SyncAPI.accounts,
                json: CreateAccountRequest(
                    account: "a@b", authKey: SecretBytes(randomCount: 31), kdf: API.kdf, keyBundle: [1],
                    device: DeviceRegistration(name: "x")))
            #expect(key.status == .badRequest && key.text.contains("32 bytes"))
            let kdf = try await api.send(
                .post, SyncAPI.accounts,
                json: CreateAccountRequest(
                    account: "a@b", authKey: SecretBytes(randomCount: 32), kdf: ClientKDF(salt: [1], n: 3, r: 8, p: 1),
                    keyBundle: [1], device: DeviceRegistration(name: "x")))
            #expect(kdf.status == .badRequest && kdf.text.contains("kdf"))
            let name = try await api.send(
                .post, SyncAPI.accounts,
                json: CreateAccountRequest(
                    account: " \n", authKey: SecretBytes(randomCount: 32), kdf: API.kdf, keyBundle: [1],
                    device: DeviceRegistration(name: "x")))
            #expect(name.status == .badRequest && name.text.contains("account"))
        }
    }

    @Test(arguments: [
        ("GET", "/v1/nothing", 404, "not_found"), ("GET", "/v2/records", 404, "unsupported_protocol"),
        ("GET", "/", 404, "not_found"), ("PATCH", "/v1/records", 404, "not_found"),
        ("GET", "/v1/records?since=-1", 401, "unauthorized"),
    ])
    func unknownPathsAndMethodsAnswerJSON(method: String, path: String, status: Int, code: String) async throws {
        try await withServer(.sqlite) { api in
            let reply = try await api.send(HTTPRequest.Method(method)!, path)
            #expect(reply.status.code == status)
            #expect(reply.errorCode?.rawValue == code)
        }
    }

    @Test(arguments: ["since=-1", "since=abc", "since=99999999999999999999", "limit=0", "limit=x", "limit=100000"])
    func badQueryParametersAre400(query: String) async throws {
        try await withServer(.sqlite) { api in
            let account = try await api.createAccount()
            let reply = try await api.send(.get, SyncAPI.records + "?" + query, token: account.token)
            #expect(reply.status == .badRequest)
            #expect(reply.errorCode == .badRequest)
        }
    }

    /// Random bytes and mangled JSON at every endpoint: never a 5xx, errors always in a JSON body.
    @Test func randomBodiesNeverCauseA5xx() async throws {
        try await withServer(.sqlite) { api in
            let account = try await api.createAccount()
            var random = SeededGenerator(state: 20_261_121)
            let valid = Array(
                try JSONEncoder().encode(
                    PushRequest(writes: [RecordWrite(id: UUID(), baseRevision: 0, ciphertext: [1, 2, 3])])))
            let endpoints: [(HTTPRequest.Method, String)] = [
                (.post, SyncAPI.records), (.post, SyncAPI.accounts), (.post, SyncAPI.sessions),
                (.post, SyncAPI.prelogin), (.put, SyncAPI.accountKey), (.delete, SyncAPI.currentSession + "x"),
            ]
            for round in 0..<300 {
                var body: [UInt8]
                switch round % 3 {
                case 0:
                    body = (0..<Int.random(in: 0..<64, using: &random)).map { _ in
                        UInt8.random(in: 0...255, using: &random)
                    }
                case 1:
                    body = valid
                    for _ in 0..<Int.random(in: 1...4, using: &random) {
                        body[Int.random(in: 0..<body.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                    }
                default: body = Array(valid.prefix(Int.random(in: 0..<valid.count, using: &random)))
                }
                let (method, path) = endpoints[round % endpoints.count]
                let reply = try await api.send(method, path, token: account.token, body: body)
                // A mangled batch may still be a valid one; whatever it is, it is never a fault.
                #expect(reply.status.code < 500, "\(path): \(reply.status) \(reply.text)")
                if reply.status.code >= 400 { #expect(reply.errorCode != nil, "\(path): \(reply.text)") }
            }
        }
    }
}

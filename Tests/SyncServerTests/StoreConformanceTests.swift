import Foundation
import SyncProtocol
import Testing

@testable import SyncServer

/// One suite, both stores: every behaviour the server relies on.
@Suite struct StoreConformanceTests {
    @Test(arguments: StoreKind.allCases)
    func migrationsRunTwiceAndTheServerSecretStays(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.migrate()
            let first = try await store.serverSecret()
            try await store.migrate()
            #expect(try await store.serverSecret() == first)
            #expect(first.count == 32)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func accountsAreFoundByNameAndIdentifier(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            #expect(try await store.account(named: fixture.account.name) == fixture.account)
            #expect(try await store.account(id: fixture.account.id) == fixture.account)
            #expect(try await store.account(named: "nobody-\(UUID())") == nil)
            #expect(try await store.account(id: UUID()) == nil)
            #expect(try await store.devices(account: fixture.account.id) == [fixture.device])
            let lookup = try await store.session(account: fixture.account.id, tokenHash: fixture.session.tokenHash)
            #expect(lookup?.session == fixture.session)
            #expect(lookup?.deviceRevokedAt == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aTakenNameIsRefusedEvenWhenTwoCreationsRace(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let name = "race-\(UUID())@example.com"
            let results = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        do {
                            try await StoreFixture(name: name).create(in: store)
                            return true
                        } catch {
                            #expect((error as? SyncServerError)?.code == .accountExists)
                            return false
                        }
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(results.filter { $0 }.count == 1)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aPullReadsTheSessionAndThePageTogether(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let hash = fixture.session.tokenHash

            let empty = try #require(
                try await store.sessionAndChanges(account: account, tokenHash: hash, since: 0, limit: 10))
            #expect(
                empty.0
                    == SessionLookup(session: fixture.session, deviceRevokedAt: nil, deviceLastSeenAt: 1_800_000_000))
            #expect(empty.1 == StoredChanges(records: [], latestRevision: 0))

            let ids = (0..<4).map { _ in UUID() }
            _ = try await store.apply(
                ids.map { RecordWrite(id: $0, baseRevision: 0, ciphertext: bytes("c \($0)")) }, account: account,
                device: fixture.device.id, quota: .max)
            let page = try #require(
                try await store.sessionAndChanges(account: account, tokenHash: hash, since: 1, limit: 2))
            #expect(page.1 == (try await store.changes(account: account, since: 1, limit: 2)))
            #expect(page.1.records.map(\.id) == [ids[1], ids[2]])
            #expect(page.1.latestRevision == 4)

            // Another account's session, an unknown token: nothing at all.
            let other = StoreFixture()
            try await other.create(in: store)
            #expect(
                try await store.sessionAndChanges(
                    account: account, tokenHash: other.session.tokenHash, since: 0, limit: 10) == nil)
            #expect(
                try await store.sessionAndChanges(
                    account: other.account.id, tokenHash: hash, since: 0, limit: 10) == nil)
            #expect(
                try await store.sessionAndChanges(
                    account: account, tokenHash: Array(repeating: 0, count: 32), since: 0, limit: 10) == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func acceptedWritesTakeTheAccountsNextRevisions(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let ids = (0..<3).map { _ in UUID() }
            let first = try await store.apply(
                ids.map { RecordWrite(id: $0, baseRevision: 0, ciphertext: bytes("v1 \($0)")) }, account: account,
                device: fixture.device.id, quota: .max)
            #expect(
                first
                    == .accepted(
                        revision: 3, records: ids.enumerated().map { RecordRevision(id: $1, revision: UInt64($0 + 1)) })
            )
            let second = try await store.apply(
                [RecordWrite(id: ids[1], baseRevision: 2, ciphertext: bytes("v2"))], account: account,
                device: fixture.device.id, quota: .max)
            #expect(second == .accepted(revision: 4, records: [RecordRevision(id: ids[1], revision: 4)]))

            let changes = try await store.changes(account: account, since: 0, limit: 100)
            #expect(changes.latestRevision == 4)
            #expect(changes.records.map(\.revision) == [1, 3, 4])
            #expect(changes.records.map(\.id) == [ids[0], ids[2], ids[1]])
            #expect(changes.records.last?.ciphertext == bytes("v2"))
            #expect(changes.records.allSatisfy { $0.deviceID == fixture.device.id && !$0.isDeleted })
            #expect(try await store.account(id: account)?.revision == 4)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aStaleWriteIsRefusedWithTheCurrentVersionAndNothingIsWritten(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let device = fixture.device.id
            let held = UUID()
            let fresh = UUID()
            let unknown = UUID()
            _ = try await store.apply(
                [RecordWrite(id: held, baseRevision: 0, ciphertext: bytes("one"))], account: account, device: device,
                quota: .max)
            _ = try await store.apply(
                [RecordWrite(id: held, baseRevision: 1, ciphertext: bytes("two"))], account: account, device: device,
                quota: .max)

            // One good write, one stale base, one base for a record the server never had, one
            // "new" record that exists: the whole batch is refused and every problem is listed.
            let outcome = try await store.apply(
                [
                    RecordWrite(id: fresh, baseRevision: 0, ciphertext: bytes("new")),
                    RecordWrite(id: held, baseRevision: 1, ciphertext: bytes("stale")),
                    RecordWrite(id: unknown, baseRevision: 7, ciphertext: bytes("ghost")),
                ], account: account, device: device, quota: .max)
            let current = SyncRecord(
                id: held, revision: 2, isDeleted: false, deviceID: device, ciphertext: bytes("two"))
            #expect(
                outcome
                    == .conflicts([
                        SyncConflict(id: held, baseRevision: 1, current: current),
                        SyncConflict(id: unknown, baseRevision: 7, current: nil),
                    ]))
            let recreate = try await store.apply(
                [RecordWrite(id: held, baseRevision: 0, ciphertext: bytes("again"))], account: account, device: device,
                quota: .max)
            #expect(recreate == .conflicts([SyncConflict(id: held, baseRevision: 0, current: current)]))

            let changes = try await store.changes(account: account, since: 0, limit: 100)
            #expect(changes.latestRevision == 2)
            #expect(changes.records == [current])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func deletesLeaveTombstonesThatCanBeWrittenAgain(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let device = fixture.device.id
            let id = UUID()
            _ = try await store.apply(
                [RecordWrite(id: id, baseRevision: 0, ciphertext: bytes("alive"))], account: account, device: device,
                quota: .max)
            let deletion = try await store.apply(
                [.deletion(of: id, baseRevision: 1)], account: account, device: device, quota: .max)
            #expect(deletion == .accepted(revision: 2, records: [RecordRevision(id: id, revision: 2)]))
            var changes = try await store.changes(account: account, since: 1, limit: 10)
            #expect(
                changes.records == [SyncRecord(id: id, revision: 2, isDeleted: true, deviceID: device, ciphertext: [])])

            // A tombstone may keep ciphertext (the client's encrypted history), and a write based
            // on it brings the record back.
            _ = try await store.apply(
                [.deletion(of: id, baseRevision: 2, keeping: bytes("history"))], account: account, device: device,
                quota: .max)
            _ = try await store.apply(
                [RecordWrite(id: id, baseRevision: 3, ciphertext: bytes("back"))], account: account, device: device,
                quota: .max)
            changes = try await store.changes(account: account, since: 0, limit: 10)
            #expect(
                changes.records == [
                    SyncRecord(id: id, revision: 4, isDeleted: false, deviceID: device, ciphertext: bytes("back"))
                ])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func changesComeInPagesInRevisionOrderWithEachRecordOnce(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let ids = (0..<25).map { _ in UUID() }
            var revisions: [UUID: UInt64] = [:]
            for batch in stride(from: 0, to: 25, by: 5) {
                let writes = ids[batch..<batch + 5].map { RecordWrite(id: $0, baseRevision: 0, ciphertext: [1]) }
                guard
                    case .accepted(_, let records) = try await store.apply(
                        writes, account: account, device: fixture.device.id, quota: .max)
                else { throw TestSetupError("a batch of new records was refused") }
                for record in records { revisions[record.id] = record.revision }
            }
            // Rewrite every third record: it moves to the end of the order.
            for id in ids.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
                guard
                    case .accepted(_, let records) = try await store.apply(
                        [RecordWrite(id: id, baseRevision: revisions[id]!, ciphertext: [2])], account: account,
                        device: fixture.device.id, quota: .max)
                else { throw TestSetupError("a current write was refused") }
                revisions[id] = records[0].revision
            }
            let paged = try await allChanges(store, account: account, page: 4)
            #expect(paged.count == 25)
            #expect(Set(paged.map(\.id)) == Set(ids))
            #expect(paged.map(\.revision) == paged.map(\.revision).sorted())
            #expect(paged.allSatisfy { revisions[$0.id] == $0.revision })
            let tail = try await store.changes(account: account, since: paged[19].revision, limit: 100)
            #expect(tail.records == Array(paged[20...]))
            #expect(try await store.changes(account: account, since: tail.latestRevision, limit: 10).records.isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func accountsNeverSeeOrTouchEachOthersRecords(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let alice = StoreFixture()
            let bob = StoreFixture()
            try await alice.create(in: store)
            try await bob.create(in: store)
            let shared = UUID()
            _ = try await store.apply(
                [RecordWrite(id: shared, baseRevision: 0, ciphertext: bytes("alice's"))], account: alice.account.id,
                device: alice.device.id, quota: .max)
            // The same identifier in another account is another record: new there, base 0.
            let outcome = try await store.apply(
                [RecordWrite(id: shared, baseRevision: 0, ciphertext: bytes("bob's"))], account: bob.account.id,
                device: bob.device.id, quota: .max)
            #expect(outcome == .accepted(revision: 1, records: [RecordRevision(id: shared, revision: 1)]))
            #expect(try await allChanges(store, account: alice.account.id).map(\.ciphertext) == [bytes("alice's")])
            #expect(try await allChanges(store, account: bob.account.id).map(\.ciphertext) == [bytes("bob's")])
            #expect(try await store.session(account: bob.account.id, tokenHash: alice.session.tokenHash) == nil)
            #expect(try await !store.revokeDevice(account: bob.account.id, device: alice.device.id, at: 1))
            #expect(try await store.devices(account: alice.account.id).first?.revokedAt == nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aBatchOverTheQuotaIsRefusedButShrinkingIsAllowed(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let device = fixture.device.id
            let id = UUID()
            #expect(
                try await store.apply(
                    [RecordWrite(id: id, baseRevision: 0, ciphertext: Array(repeating: 1, count: 60))],
                    account: account, device: device, quota: 100)
                    == .accepted(revision: 1, records: [RecordRevision(id: id, revision: 1)]))
            #expect(
                try await store.apply(
                    [RecordWrite(id: UUID(), baseRevision: 0, ciphertext: Array(repeating: 2, count: 50))],
                    account: account, device: device, quota: 100) == .quotaExceeded(bytes: 110))
            // Replacing 60 bytes by 90 fits; with a lower quota, shrinking still works.
            #expect(
                try await store.apply(
                    [RecordWrite(id: id, baseRevision: 1, ciphertext: Array(repeating: 3, count: 90))],
                    account: account, device: device, quota: 100)
                    == .accepted(revision: 2, records: [RecordRevision(id: id, revision: 2)]))
            #expect(
                try await store.apply(
                    [RecordWrite(id: id, baseRevision: 2, ciphertext: Array(repeating: 4, count: 80))],
                    account: account, device: device, quota: 10)
                    == .accepted(revision: 3, records: [RecordRevision(id: id, revision: 3)]))
            #expect(try await allChanges(store, account: account).map(\.size) == [80])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func writesToAnAccountThatDoesNotExistAreRefused(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let outcome = try await store.apply(
                [RecordWrite(id: UUID(), baseRevision: 0, ciphertext: [1])], account: UUID(), device: UUID(),
                quota: .max)
            #expect(outcome == .unknownAccount)
            #expect(try await store.changes(account: UUID(), since: 0, limit: 10).records.isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func revokingADeviceEndsItsSessionsAndForbidsNewOnes(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let second = StoredDevice(account: account, id: UUID(), name: "second", createdAt: 5, lastSeenAt: 5)
            let secondSession = StoredSession(
                account: account, tokenHash: Array(repeating: 9, count: 32), device: second.id, createdAt: 5,
                expiresAt: 99)
            try await store.addDevice(second, session: secondSession)
            #expect(try await store.devices(account: account).count == 2)

            #expect(try await store.revokeDevice(account: account, device: second.id, at: 1234))
            #expect(try await store.session(account: account, tokenHash: secondSession.tokenHash) == nil)
            #expect(try await store.devices(account: account).first { $0.id == second.id }?.revokedAt == 1234)
            var another = secondSession
            another.tokenHash = Array(repeating: 8, count: 32)
            #expect(try await !store.addSession(another))
            #expect(try await store.session(account: account, tokenHash: another.tokenHash) == nil)
            // Revoking again keeps the first time; the other device is untouched.
            #expect(try await store.revokeDevice(account: account, device: second.id, at: 9999))
            #expect(try await store.devices(account: account).first { $0.id == second.id }?.revokedAt == 1234)
            #expect(try await store.session(account: account, tokenHash: fixture.session.tokenHash) != nil)
            another.device = fixture.device.id
            #expect(try await store.addSession(another))
            var unknown = another
            unknown.device = UUID()
            unknown.tokenHash = Array(repeating: 6, count: 32)
            #expect(try await !store.addSession(unknown))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func sessionsEndOneByOneOrWhenTheyExpire(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture(now: 1000)
            try await fixture.create(in: store)
            let account = fixture.account.id
            let late = StoredSession(
                account: account, tokenHash: Array(repeating: 2, count: 32), device: fixture.device.id, createdAt: 1000,
                expiresAt: Int64.max / 2)
            #expect(try await store.addSession(late))
            try await store.deleteSession(account: account, tokenHash: fixture.session.tokenHash)
            #expect(try await store.session(account: account, tokenHash: fixture.session.tokenHash) == nil)

            let early = StoredSession(
                account: account, tokenHash: Array(repeating: 3, count: 32), device: fixture.device.id, createdAt: 1000,
                expiresAt: 1500)
            #expect(try await store.addSession(early))
            #expect(try await store.deleteExpiredSessions(before: 1501) >= 1)
            #expect(try await store.session(account: account, tokenHash: early.tokenHash) == nil)
            #expect(try await store.session(account: account, tokenHash: late.tokenHash) != nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aKeyChangeReplacesTheHashAndEndsOtherSessions(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let other = StoredSession(
                account: account, tokenHash: Array(repeating: 4, count: 32), device: fixture.device.id, createdAt: 1,
                expiresAt: Int64.max / 2)
            #expect(try await store.addSession(other))
            let hash = AuthKeyHash(
                parameters: .insecureFastForTesting, salt: Array(repeating: 5, count: 16),
                hash: Array(repeating: 6, count: 32))
            let kdf = ClientKDF(salt: Array(repeating: 8, count: 32), n: 1 << 12, r: 8, p: 2)
            try await store.changeKey(
                account: account, authHash: hash, kdf: kdf, keyBundle: [9, 9], keepingSession: fixture.session.tokenHash
            )
            let changed = try #require(try await store.account(id: account))
            #expect(changed.authHash == hash)
            #expect(changed.kdf == kdf)
            #expect(changed.keyBundle == [9, 9])
            #expect(try await store.session(account: account, tokenHash: other.tokenHash) == nil)
            #expect(try await store.session(account: account, tokenHash: fixture.session.tokenHash) != nil)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func seeingADeviceOnlyMovesItsTimeForward(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture(now: 1000)
            try await fixture.create(in: store)
            try await store.touchDevice(account: fixture.account.id, device: fixture.device.id, at: 2000)
            try await store.touchDevice(account: fixture.account.id, device: fixture.device.id, at: 1500)
            #expect(try await store.devices(account: fixture.account.id).first?.lastSeenAt == 2000)
            let lookup = try await store.session(account: fixture.account.id, tokenHash: fixture.session.tokenHash)
            #expect(lookup?.deviceLastSeenAt == 2000)
        }
    }

    /// Many writers on one account: every batch is applied exactly once, revisions are unique and
    /// without gaps, and exactly one of several writes based on the same revision wins.
    @Test(arguments: StoreKind.allCases)
    func concurrentBatchesSerialisePerAccount(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let device = fixture.device.id
            let revisions = try await withThrowingTaskGroup(of: [UInt64].self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        var mine: [UInt64] = []
                        for _ in 0..<10 {
                            let writes = (0..<3).map { _ in RecordWrite(id: UUID(), baseRevision: 0, ciphertext: [7]) }
                            guard
                                case .accepted(_, let records) = try await store.apply(
                                    writes, account: account, device: device, quota: .max)
                            else { throw TestSetupError("a batch of new records was refused") }
                            mine += records.map(\.revision)
                        }
                        return mine
                    }
                }
                return try await group.reduce(into: [UInt64]()) { $0 += $1 }
            }
            #expect(revisions.sorted() == Array(1...240))

            let contested = try #require(try await allChanges(store, account: account).first)
            let outcomes = try await withThrowingTaskGroup(of: BatchOutcome.self) { group in
                for index in 0..<6 {
                    group.addTask {
                        try await store.apply(
                            [
                                RecordWrite(
                                    id: contested.id, baseRevision: contested.revision, ciphertext: [UInt8(index)])
                            ],
                            account: account, device: device, quota: .max)
                    }
                }
                return try await group.reduce(into: [BatchOutcome]()) { $0.append($1) }
            }
            let winners = outcomes.filter { if case .accepted = $0 { true } else { false } }
            #expect(winners == [.accepted(revision: 241, records: [RecordRevision(id: contested.id, revision: 241)])])
        }
    }

    /// A reader that pages by revision while writers run sees every record's final version:
    /// no revision becomes visible before the ones below it.
    @Test(arguments: StoreKind.allCases)
    func aReaderFollowingRevisionsNeverMissesAWrite(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let fixture = StoreFixture()
            try await fixture.create(in: store)
            let account = fixture.account.id
            let device = fixture.device.id
            let done = TestFlag()
            async let seen: [UUID: UInt64] = {
                var since: UInt64 = 0
                var seen: [UUID: UInt64] = [:]
                while true {
                    let finished = done.isSet
                    let page = try await store.changes(account: account, since: since, limit: 7)
                    for record in page.records { seen[record.id] = record.revision }
                    since = page.records.last?.revision ?? since
                    if finished && page.records.isEmpty { return seen }
                }
            }()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        var held: [UUID: UInt64] = [:]
                        for step in 0..<25 {
                            var writes = [RecordWrite(id: UUID(), baseRevision: 0, ciphertext: [1])]
                            if step % 2 == 1, let (id, revision) = held.first {
                                writes.append(RecordWrite(id: id, baseRevision: revision, ciphertext: [2]))
                            }
                            guard
                                case .accepted(_, let records) = try await store.apply(
                                    writes, account: account, device: device, quota: .max)
                            else { throw TestSetupError("a current write was refused") }
                            for record in records { held[record.id] = record.revision }
                        }
                    }
                }
                try await group.waitForAll()
            }
            done.set()
            let final = Dictionary(
                uniqueKeysWithValues: try await allChanges(store, account: account).map { ($0.id, $0.revision) })
            #expect(try await seen == final)
        }
    }
}

/// A flag set once, read from other tasks.
final class TestFlag: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

import Foundation
import Logging
import Secrets
import SyncProtocol
import Testing

@testable import SyncServer

/// The two stores every conformance test runs on.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }
}

/// The PostgreSQL the tests use: `scripts/test` starts a throwaway cluster and sets this.
let postgresURLVariable = "AUTOFILL_TEST_POSTGRES_URL"

func postgresURL() throws -> String {
    guard let url = ProcessInfo.processInfo.environment[postgresURLVariable], !url.isEmpty else {
        throw TestSetupError(
            "\(postgresURLVariable) is not set. The PostgreSQL tests need a database: run scripts/test, which "
                + "starts a throwaway cluster, or `export \(postgresURLVariable)=$(scripts/lib/postgres.sh start)`.")
    }
    return url
}

struct TestSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A directory removed when the test ends (in memory when /dev/shm exists: the tests are about
/// behaviour, and fsync on a busy disk only slows them).
struct TemporaryDirectory: ~Copyable {
    let path: String

    init() throws {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        path = base + "/autofill-sync-tests-" + UUID().uuidString.lowercased()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Runs `body` with a fresh, migrated store of `kind`: a new SQLite file, or a connection pool
/// on the shared test database (accounts keep tests apart there).
func withStore<T>(_ kind: StoreKind, _ body: (any SyncStore) async throws -> T) async throws -> T {
    switch kind {
    case .sqlite:
        let directory = try TemporaryDirectory()
        let store = try SQLiteSyncStore(path: directory.path + "/sync.sqlite")
        try await store.migrate()
        return try await body(store)
    case .postgres:
        let store = try PostgresSyncStore(url: try postgresURL(), maximumConnections: 4, logger: quietLogger)
        return try await withPostgres(store) { try await body($0) }
    }
}

/// Runs `body` while `store`'s connection pool runs.
func withPostgres<T>(_ store: PostgresSyncStore, _ body: (PostgresSyncStore) async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await store.run() }
        defer { group.cancelAll() }
        try await store.migrate()
        return try await body(store)
    }
}

let quietLogger: Logger = {
    var logger = Logger(label: "sync-tests")
    logger.logLevel = .critical
    return logger
}()

/// A clock the tests move by hand.
final class TestClock: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var current: Date

    init(_ date: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = date
    }

    var now: Date { lock.withLock { current } }

    func advance(seconds: Double) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

/// Stored values for a new account, straight to a store (no HTTP, no real hashing).
struct StoreFixture {
    let account: StoredAccount
    let device: StoredDevice
    let session: StoredSession

    init(name: String = "user-\(UUID().uuidString.lowercased())@example.com", now: Int64 = 1_800_000_000) {
        let id = UUID()
        account = StoredAccount(
            id: id, name: name,
            authHash: AuthKeyHash(
                parameters: .insecureFastForTesting, salt: Array(repeating: 1, count: 16),
                hash: (0..<32).map { UInt8($0) }),
            kdf: ClientKDF(salt: Array(repeating: 7, count: 16), n: 1 << 10, r: 8, p: 1), keyBundle: [1, 2, 3],
            revision: 0, createdAt: now)
        device = StoredDevice(account: id, id: UUID(), name: "first", createdAt: now, lastSeenAt: now)
        session = StoredSession(
            account: id, tokenHash: (0..<32).map { _ in UInt8.random(in: 0...255) }, device: device.id, createdAt: now,
            expiresAt: now + 3600)
    }

    func create(in store: any SyncStore) async throws {
        try await store.createAccount(account, device: device, session: session)
    }
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Every change of an account, following pages to the end.
func allChanges(_ store: any SyncStore, account: UUID, since: UInt64 = 0, page: Int = 1000) async throws
    -> [SyncRecord]
{
    var since = since
    var records: [SyncRecord] = []
    while true {
        let changes = try await store.changes(account: account, since: since, limit: page)
        records += changes.records
        guard let last = changes.records.last, changes.records.count == page else { return records }
        since = last.revision
    }
}

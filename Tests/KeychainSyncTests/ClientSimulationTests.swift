import Foundation
import OneTimeCodes
import Secrets
import SyncProtocol
import TestSupport
import Testing

@testable import Keychain

/// Devices (real vault files, the real sync client) against a real in-process server, driven by
/// random operations with fixed seeds: edits of one or two fields, new records, deletes,
/// concurrent edits of one record on every device, offline periods, syncs in any order.
///
/// Afterwards every device syncs until nothing moves, and then:
/// - every device holds the same items with the same fields, and the same tombstones;
/// - every version the server acknowledged (each synced record's version after each sync of a
///   device that touched it) is its record's current version or in its synced history.
@Suite("Simulation: devices through the real client")
struct ClientSimulationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: StoreKind
        var seed: UInt64
        var devices: Int
        var operations: Int
        var testDescription: String { "\(kind.rawValue), seed \(seed), \(devices) devices, \(operations) operations" }
    }

    static let cases: [Case] =
        [
            Case(kind: .sqlite, seed: 1, devices: 3, operations: 10_000),
            Case(kind: .sqlite, seed: 2, devices: 4, operations: 10_000),
        ] + (StoreKind.postgresURL == nil ? [] : [Case(kind: .postgres, seed: 3, devices: 3, operations: 10_000)])

    /// The fields compared: what a person sees of an item.
    typealias Snapshot = [String: String]

    static func snapshot(_ credential: Credential) -> Snapshot {
        var fields: Snapshot = [:]
        if !credential.title.isEmpty { fields["title"] = credential.title }
        if !credential.username.isEmpty { fields["username"] = credential.username }
        if let password = credential.password { fields["password"] = password.unredacted }
        if let notes = credential.notes { fields["notes"] = notes.unredacted }
        if let code = credential.verificationCode { fields["otpauth"] = code.unredactedString() }
        return fields
    }

    static func snapshot(_ version: SyncedVersion) -> Snapshot {
        var fields: Snapshot = [:]
        if let title = version.title { fields["title"] = title }
        if let username = version.username { fields["username"] = username }
        if let password = version.password { fields["password"] = password.unredacted }
        if let notes = version.notes { fields["notes"] = notes.unredacted }
        if let code = version.verificationCode { fields["otpauth"] = code.unredacted }
        return fields
    }

    /// The version of `id` the server last acknowledged to `device`; nil for a record created and
    /// deleted before it ever reached the server.
    static func syncedVersion(of id: UUID, on device: Device) throws -> Snapshot? {
        let versions: [SyncedVersion]
        do {
            versions = try device.client.syncedVersions(of: id)
        } catch {
            guard error.code == .recordNotFound else { throw error }
            return nil
        }
        return versions.first.map { snapshot($0) }
    }

    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")

    static func secret(_ random: inout SeededGenerator) -> String {
        String((0..<32).map { _ in alphabet[Int.random(in: 0..<32, using: &random)] })
    }

    @Test(arguments: cases)
    func simulation(_ run: Case) async throws {
        try await withSyncServer(run.kind) { server in
            var random = SeededGenerator(state: run.seed)
            let directory = try TemporaryDirectory()
            var devices: [Device] = []
            for number in 0..<run.devices {
                devices.append(try Device("device-\(number)", in: directory, server: server))
            }
            let account = "sim-\(run.seed)-\(UUID().uuidString.prefix(8))@example.com"
            try await devices[0].createAccount(account)
            for device in devices.dropFirst() { try await device.signIn(account) }

            var online = Array(repeating: true, count: run.devices)
            var touched = Array(repeating: Set<UUID>(), count: run.devices)
            var ids: [UUID] = []
            var acknowledged: [UUID: Set<Snapshot>] = [:]
            var counts: [String: Int] = [:]
            var serial = 0

            func value(_ field: String) -> String {
                serial += 1
                return "\(field)-\(serial)"
            }

            func edit(_ credential: inout Credential, field: String) {
                switch field {
                case "title": credential.title = value("title")
                case "username": credential.username = value("user")
                case "password": credential.password = SecretText(value("pw"))
                case "notes": credential.notes = SecretText(value("notes"))
                default:
                    if Int.random(in: 0..<10, using: &random) == 0 {
                        credential.verificationCode = nil
                    } else {
                        credential.verificationCode = try? OTPAuthURL(
                            parsing: "otpauth://totp/Sim:\(value("acct"))?secret=\(Self.secret(&random))")
                    }
                }
            }

            func sync(_ number: Int) async throws {
                try await devices[number].sync(server)
                counts["syncs", default: 0] += 1
                for id in touched[number] {
                    if let current = try Self.syncedVersion(of: id, on: devices[number]) {
                        acknowledged[id, default: []].insert(current)
                    }
                }
                touched[number] = []
            }

            let fields = ["title", "username", "password", "notes", "otpauth"]
            for _ in 0..<run.operations {
                server.clock.advance(seconds: Double(Int.random(in: 1...5, using: &random)))
                let now = server.clock.now
                let number = Int.random(in: 0..<run.devices, using: &random)
                let device = devices[number]
                let roll = Int.random(in: 0..<100, using: &random)
                switch roll {
                case 0..<8:
                    let credential = try device.vault.add(
                        Credential(
                            id: random.uuid(), title: value("title"), username: value("user"),
                            password: SecretText(value("pw")), created: now))
                    ids.append(credential.id)
                    touched[number].insert(credential.id)
                    counts["creates", default: 0] += 1
                case 8..<35:
                    guard let id = ids.randomElement(using: &random),
                        var credential = try? device.vault.credential(id: id)
                    else { continue }
                    for _ in 0..<Int.random(in: 1...2, using: &random) {
                        edit(&credential, field: fields.randomElement(using: &random)!)
                    }
                    try device.vault.update(credential, now: now)
                    touched[number].insert(id)
                    counts["edits", default: 0] += 1
                case 35..<40:
                    guard let id = ids.randomElement(using: &random), (try? device.vault.credential(id: id)) != nil
                    else { continue }
                    try device.vault.delete(id: id)
                    touched[number].insert(id)
                    counts["deletes", default: 0] += 1
                case 40..<47:
                    // The same record edited on every device at once, before any of them syncs.
                    guard let id = ids.randomElement(using: &random) else { continue }
                    let field = fields.randomElement(using: &random)!
                    for (other, peer) in devices.enumerated() {
                        guard var credential = try? peer.vault.credential(id: id) else { continue }
                        edit(&credential, field: field)
                        try peer.vault.update(credential, now: now)
                        touched[other].insert(id)
                    }
                    counts["contested edits", default: 0] += 1
                case 47..<52:
                    online[number].toggle()
                    counts["offline toggles", default: 0] += 1
                default:
                    guard online[number] else { continue }
                    try await sync(number)
                }
            }

            // Everyone back online; sync until a whole round moves nothing.
            var rounds = 0
            while true {
                rounds += 1
                var moved = 0
                for number in devices.indices {
                    online[number] = true
                    let report = try await devices[number].sync(server)
                    moved += report.pulled + report.pushed
                    #expect(report.queued == 0)
                    for id in touched[number] {
                        if let current = try Self.syncedVersion(of: id, on: devices[number]) {
                            acknowledged[id, default: []].insert(current)
                        }
                    }
                    touched[number] = []
                }
                if moved == 0 { break }
                try #require(rounds < 10, "the devices did not settle after 10 rounds")
            }

            // Every device holds the same items; a record deleted anywhere is deleted (or, if it
            // never left the device that created and deleted it, unknown) everywhere.
            func state(_ device: Device) throws -> ([UUID: Snapshot], Set<UUID>) {
                let contents = try device.vault.contents()
                #expect(contents.damaged.isEmpty)
                // Pulls, merges and pushes moved the sealed manifest with every record they wrote.
                #expect(try device.vault.checkRecordSet().isIntact, "\(device.name)'s record set")
                let live = Dictionary(uniqueKeysWithValues: contents.credentials.map { ($0.id, Self.snapshot($0)) })
                let deleted = Set(
                    try device.vault.storage.records(includingDeleted: true).filter(\.isDeleted).map(\.id))
                return (live, deleted)
            }
            let (reference, _) = try state(devices[0])
            var everDeleted = Set<UUID>()
            for device in devices {
                let (live, deleted) = try state(device)
                let differing =
                    Set(live.keys).symmetricDifference(reference.keys).count
                    + live.filter { reference[$0.key] != $0.value }.count
                #expect(differing == 0, "\(device.name) differs from device-0 in \(differing) records")
                #expect(live.keys.allSatisfy { !deleted.contains($0) })
                everDeleted.formUnion(deleted)
            }
            #expect(Set(reference.keys).union(everDeleted) == Set(ids))
            #expect(reference.count > ids.count / 3)

            // Every acknowledged version is current or in history.
            var missing = 0
            var checked = 0
            for (id, versions) in acknowledged {
                let synced = Set(try devices[0].client.syncedVersions(of: id).map(Self.snapshot))
                for version in versions {
                    checked += 1
                    if !synced.contains(version) { missing += 1 }
                }
            }
            #expect(missing == 0, "\(missing) of \(checked) acknowledged versions were lost")
            #expect(checked > run.operations / 5)
            #expect(counts["contested edits", default: 0] > 100)
            print(
                "simulation \(run.testDescription): \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")), \(ids.count) records, \(checked) acknowledged versions checked, settled in \(rounds) rounds"
            )
        }
    }
}

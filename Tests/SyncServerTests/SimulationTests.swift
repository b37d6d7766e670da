import Foundation
import Secrets
import SyncProtocol
import TestSupport
import Testing

@testable import SyncServer

/// Several devices make thousands of random changes (edits, deletes, concurrent edits of one
/// record, offline periods) through an in-process server, resolving conflicts with
/// ``RecordMerge``, the function the Keychain client uses. At the end every device holds what the
/// server holds, and every write the server acknowledged is current or in its record's history.
@Suite struct SimulationTests {
    typealias Record = FieldRecord<String>
    static let fieldNames = ["title", "username", "password", "otpauth", "notes"]

    struct Local {
        var record: Record
        /// The server's version this one descends from.
        var base: Record?
        var revision: UInt64
        var isDirty: Bool
    }

    struct Device {
        let name: String
        let token: SecretText
        var since: UInt64 = 0
        var records: [UUID: Local] = [:] {
            didSet {
                // Keeps a stable order of identifiers, so runs are reproducible without sorting.
                if records.count != order.count {
                    order += records.keys.filter { !known.contains($0) }.sorted { $0.uuidString < $1.uuidString }
                    known = Set(order)
                }
            }
        }
        var order: [UUID] = []
        var known: Set<UUID> = []
        var isOnline = true
    }

    struct Statistics {
        var operations = 0
        var acknowledged = 0
        var conflicts = 0
        var mergesOnPull = 0
        var resurrections = 0
        var requests = 0
    }

    /// The simulation's world: devices, the acknowledged writes, and a logical clock.
    final class World: @unchecked Sendable {
        // @unchecked: one test task owns it.
        let api: API
        var devices: [Device] = []
        var acknowledged: [(id: UUID, fields: [String: String])] = []
        var statistics = Statistics()
        var clock: Int64 = 1_800_000_000_000
        var random: SeededGenerator
        var counter = 0

        init(api: API, seed: UInt64) {
            self.api = api
            random = SeededGenerator(state: seed)
        }

        func tick() -> Int64 {
            clock += Int64.random(in: 1...500, using: &random)
            return clock
        }

        /// A record identifier from the seeded generator, so a run repeats exactly.
        func newID() -> UUID {
            let (high, low) = (random.next(), random.next())
            return withUnsafeBytes(of: (high, low)) { UUID(uuid: $0.load(as: uuid_t.self)) }
        }

        func uniqueValue(_ field: String, _ device: Int) -> String {
            counter += 1
            return "\(field)-\(devices[device].name)-\(counter)"
        }

        static func encode(_ record: Record) throws -> [UInt8] { Array(try JSONEncoder().encode(record)) }
        static func decode(_ bytes: [UInt8]) throws -> Record {
            try JSONDecoder().decode(Record.self, from: Data(bytes))
        }

        // MARK: Local changes

        func create(on index: Int) {
            var fields: [String: String] = [:]
            for name in SimulationTests.fieldNames where Bool.random(using: &random) || name == "title" {
                fields[name] = uniqueValue(name, index)
            }
            let record = Record(fields: fields, modified: tick(), author: devices[index].name)
            devices[index].records[newID()] = Local(record: record, base: nil, revision: 0, isDirty: true)
        }

        func edit(_ id: UUID, on index: Int) {
            guard var local = devices[index].records[id] else { return }
            var fields = local.record.fields
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let name = SimulationTests.fieldNames.randomElement(using: &random)!
                // Now and then a field is cleared, the verification code included.
                fields[name] = Int.random(in: 0..<8, using: &random) == 0 ? nil : uniqueValue(name, index)
            }
            local.record = local.record.edited(fields: fields, modified: tick(), author: devices[index].name)
            local.isDirty = true
            devices[index].records[id] = local
        }

        func delete(_ id: UUID, on index: Int) {
            guard var local = devices[index].records[id], !local.record.isDeleted else { return }
            local.record = local.record.deleted(modified: tick(), author: devices[index].name)
            local.isDirty = true
            devices[index].records[id] = local
        }

        // MARK: Sync

        func merge(_ local: Local, with remote: Record, revision: UInt64, on index: Int) -> Local {
            let outcome = RecordMerge.merge(
                base: local.base, local: local.record, remote: remote, preserving: ["otpauth"], modified: tick(),
                author: devices[index].name)
            if outcome.isResurrected { statistics.resurrections += 1 }
            return Local(record: outcome.record, base: remote, revision: revision, isDirty: true)
        }

        func pull(_ index: Int) async throws {
            while true {
                statistics.requests += 1
                let reply = try await api.changes(since: devices[index].since, limit: 50, token: devices[index].token)
                guard reply.status == .ok else { throw TestSetupError("pull answered \(reply.status): \(reply.text)") }
                let page = try reply.decode(ChangesPage.self)
                for stored in page.records {
                    let remote = try Self.decode(stored.ciphertext)
                    if let local = devices[index].records[stored.id], local.isDirty {
                        // Already merged with this version (after a conflict): nothing new.
                        guard local.revision != stored.revision else { continue }
                        statistics.mergesOnPull += 1
                        devices[index].records[stored.id] = merge(
                            local, with: remote, revision: stored.revision, on: index)
                    } else {
                        devices[index].records[stored.id] = Local(
                            record: remote, base: remote, revision: stored.revision, isDirty: false)
                    }
                }
                devices[index].since = page.nextSince
                if !page.hasMore { return }
            }
        }

        func push(_ index: Int) async throws {
            for _ in 0..<20 {
                let device = devices[index]
                let batch = device.order.lazy.filter { device.records[$0]!.isDirty }.prefix(40).map {
                    ($0, device.records[$0]!)
                }
                guard !batch.isEmpty else { return }
                let writes = try batch.map { id, local in
                    RecordWrite(
                        id: id, baseRevision: local.revision, isDeleted: local.record.isDeleted,
                        ciphertext: try Self.encode(local.record))
                }
                statistics.requests += 1
                let reply = try await api.push(writes, token: devices[index].token)
                switch reply.status {
                case .ok:
                    let response = try reply.decode(PushResponse.self)
                    for accepted in response.accepted {
                        var local = devices[index].records[accepted.id]!
                        local.revision = accepted.revision
                        local.base = local.record
                        local.isDirty = false
                        devices[index].records[accepted.id] = local
                        statistics.acknowledged += 1
                        if !local.record.isDeleted { acknowledged.append((accepted.id, local.record.fields)) }
                    }
                case .conflict:
                    let conflicts = try reply.decode(SyncErrorBody.self).conflicts ?? []
                    #expect(!conflicts.isEmpty)
                    statistics.conflicts += conflicts.count
                    for conflict in conflicts {
                        let local = devices[index].records[conflict.id]!
                        if let current = conflict.current {
                            devices[index].records[conflict.id] = merge(
                                local, with: try Self.decode(current.ciphertext), revision: current.revision, on: index)
                        } else {
                            devices[index].records[conflict.id]!.revision = 0
                        }
                    }
                default:
                    throw TestSetupError("push answered \(reply.status): \(reply.text)")
                }
            }
            throw TestSetupError("\(devices[index].name) could not push after 20 rounds")
        }

        /// Pull then push, or (a device that has not looked for a while) push first and meet the
        /// server's refusals.
        func sync(_ index: Int) async throws {
            if Bool.random(using: &random) {
                try await pull(index)
                try await push(index)
            } else {
                try await push(index)
                try await pull(index)
            }
        }

        // MARK: The run

        func run(operations: Int) async throws {
            for _ in 0..<operations {
                statistics.operations += 1
                let index = Int.random(in: 0..<devices.count, using: &random)
                let device = devices[index]
                let live = device.order.filter { !device.records[$0]!.record.isDeleted }
                switch Int.random(in: 0..<100, using: &random) {
                case 0..<12: create(on: index)
                case 12..<45: if let id = live.randomElement(using: &random) { edit(id, on: index) }
                case 45..<52: if let id = live.randomElement(using: &random) { delete(id, on: index) }
                case 52..<62:
                    // Two or three devices edit one record before any of them syncs.
                    if let id = live.randomElement(using: &random) {
                        for other in devices.indices.shuffled(using: &random).prefix(
                            Int.random(in: 2...3, using: &random))
                        where devices[other].records[id] != nil {
                            if Int.random(in: 0..<5, using: &random) == 0 {
                                delete(id, on: other)
                            } else {
                                edit(id, on: other)
                            }
                        }
                    }
                case 62..<66: devices[index].isOnline.toggle()
                default: if devices[index].isOnline { try await sync(index) }
                }
            }
        }

        /// Everyone online, syncing until nothing moves.
        func settle() async throws {
            for index in devices.indices { devices[index].isOnline = true }
            for _ in 0..<50 {
                for index in devices.indices { try await sync(index) }
                if devices.allSatisfy({ $0.records.values.allSatisfy { !$0.isDirty } }) {
                    for index in devices.indices { try await pull(index) }
                    if devices.allSatisfy({ $0.records.values.allSatisfy { !$0.isDirty } }) { return }
                }
            }
            throw TestSetupError("the devices did not settle")
        }
    }

    @Test(arguments: [(UInt64(1), 3), (UInt64(20_261_121), 4), (UInt64(77), 5)])
    func devicesConvergeAndNoAcknowledgedWriteIsLost(seed: UInt64, deviceCount: Int) async throws {
        var configuration = testConfiguration()
        configuration.limits.maxRecordBytes = 1 << 20
        configuration.limits.maxRequestBytes = 64 << 20
        try await withServer(.sqlite, configuration: configuration) { api in
            let world = World(api: api, seed: seed)
            let first = try await api.createAccount(device: "device-0")
            world.devices.append(Device(name: "device-0", token: first.token))
            for number in 1..<deviceCount {
                let session = try await api.signIn(first, device: DeviceRegistration(name: "device-\(number)"))
                    .decode(SessionResponse.self)
                world.devices.append(Device(name: "device-\(number)", token: session.token))
            }
            try await world.run(operations: 10_000)
            try await world.settle()

            // The server's state, read fresh.
            var server: [UUID: Record] = [:]
            var since: UInt64 = 0
            while true {
                let page = try await api.changes(since: since, limit: 500, token: first.token).decode(ChangesPage.self)
                for stored in page.records {
                    let record = try World.decode(stored.ciphertext)
                    #expect(record.isDeleted == stored.isDeleted)
                    server[stored.id] = record
                }
                since = page.nextSince
                if !page.hasMore { break }
            }

            // Every device converged on it.
            for device in world.devices {
                #expect(device.records.mapValues(\.record) == server, "\(device.name) differs from the server")
            }
            // Every acknowledged write is current or in history.
            var lost = 0
            for (id, fields) in world.acknowledged where server[id]?.contains(fields: fields) != true {
                lost += 1
            }
            #expect(lost == 0, "\(lost) of \(world.acknowledged.count) acknowledged writes are lost")

            // The run exercised what it claims to.
            let statistics = world.statistics
            #expect(statistics.operations == 10_000)
            #expect(statistics.conflicts > 50, "\(statistics)")
            #expect(statistics.mergesOnPull > 50, "\(statistics)")
            #expect(statistics.resurrections > 0, "\(statistics)")
            #expect(server.values.contains { $0.isDeleted })
            #expect(world.acknowledged.count > 1000)
            print("simulation seed \(seed), \(deviceCount) devices: \(statistics), \(server.count) records")
        }
    }
}

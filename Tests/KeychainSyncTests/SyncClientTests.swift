import Foundation
import OneTimeCodes
import Secrets
import SyncProtocol
import Testing

@testable import Keychain

@Suite("Sync client against a real server")
struct SyncClientTests {
    static let totp = "otpauth://totp/Example:alice?secret=JBSWY3DPEHPK3PXP&issuer=Example"
    static let otherTOTP = "otpauth://totp/Example:alice?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Example"

    /// Two devices of one account in `directory` (keep it alive), both holding one credential
    /// that `a` created and both have synced.
    static func twoDevicesSharingACredential(
        _ server: TestServer
    ) async throws -> (TemporaryDirectory, Device, Device, Credential) {
        let directory = try TemporaryDirectory()
        let a = try Device("a", in: directory, server: server)
        let b = try Device("b", in: directory, server: server)
        try await a.createAccount()
        try await b.signIn()
        let saved = try a.vault.add(try credential())
        try await a.sync(server)
        try await b.sync(server)
        return (directory, a, b, saved)
    }

    static func credential(_ username: String = "alice", password: String = "first password") throws -> Credential {
        Credential(
            title: "Example", services: [try .domain("example.com")], username: username,
            password: SecretText(password), verificationCode: try url(totp),
            created: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test("a second device signs in with the passphrase and gets every item", arguments: StoreKind.available)
    func secondDevice(kind: StoreKind) async throws {
        try await withSyncServer(kind) { server in
            let directory = try TemporaryDirectory()
            let laptop = try Device("laptop", in: directory, server: server)
            let phone = try Device("phone", in: directory, server: server)
            let saved = try laptop.vault.add(try Self.credential())
            let generator = try laptop.vault.add(
                StandaloneGenerator(url: try url(Self.otherTOTP), created: server.clock.now))
            try await laptop.createAccount()
            let first = try await laptop.sync(server)
            #expect(first.pushed == 2)
            #expect(first.queued == 0)

            try await phone.signIn()
            let report = try await phone.sync(server)
            #expect(report.pulled == 2)
            let copy = try phone.vault.credential(id: saved.id)
            #expect(copy.username == "alice")
            #expect(copy.password == SecretText("first password"))
            #expect(copy.verificationCode == saved.verificationCode)
            #expect(copy.services == saved.services)
            #expect(try phone.vault.generator(id: generator.id).url == generator.url)
            // Lookups work on the new device (the lookup table was filled).
            #expect(try phone.vault.items(matching: "login.example.com").credentials.count == 1)

            let devices = try await phone.client.devices()
            #expect(Set(devices.map(\.name)) == ["laptop", "phone"])
            #expect(devices.filter(\.isCurrent).map(\.name) == ["phone"])
        }
    }

    @Test("edits and deletes reach the other device; a delete is a tombstone")
    func editsAndDeletes() async throws {
        try await withSyncServer(.sqlite) { server in
            let directory = try TemporaryDirectory()
            let a = try Device("a", in: directory, server: server)
            let b = try Device("b", in: directory, server: server)
            try await a.createAccount()
            try await b.signIn()
            let one = try a.vault.add(try Self.credential())
            let two = try a.vault.add(try Self.credential("bob"))
            try await a.sync(server)
            try await b.sync(server)

            var edited = try b.vault.credential(id: one.id)
            edited.password = SecretText("second password")
            try b.vault.update(edited, now: server.clock.now)
            try b.vault.delete(id: two.id)
            try await b.sync(server)
            try await a.sync(server)

            let seen = try a.vault.credential(id: one.id)
            #expect(seen.password == SecretText("second password"))
            #expect(seen.history.contains { $0.password == SecretText("first password") })
            #expect(throws: KeychainError(.recordNotFound, "")) { try a.vault.credential(id: two.id) }
            // The tombstone keeps the last version on the server.
            let versions = try a.client.syncedVersions(of: two.id)
            #expect(versions.first?.isDeleted == true)
            #expect(versions.first?.username == "bob")
        }
    }

    @Test("concurrent edits of different fields both survive; the losing value of one field is in history")
    func fieldByFieldMerge() async throws {
        try await withSyncServer(.sqlite) { server in
            let (directory, a, b, saved) = try await Self.twoDevicesSharingACredential(server)
            defer { withExtendedLifetime(directory) {} }

            // Offline, both edit: a the user name and the password, b the password and the title.
            var onA = try a.vault.credential(id: saved.id)
            onA.username = "alice@example.com"
            onA.password = SecretText("password from a")
            try a.vault.update(onA, now: server.clock.now)
            server.clock.advance(seconds: 10)
            var onB = try b.vault.credential(id: saved.id)
            onB.title = "Example Inc."
            onB.password = SecretText("password from b")
            try b.vault.update(onB, now: server.clock.now)

            try await a.sync(server)
            let report = try await b.sync(server)  // 409 or pull, then merge
            #expect(report.merged == 1)
            #expect(report.conflictingFields == 1)
            try await a.sync(server)

            for device in [a, b] {
                let merged = try device.vault.credential(id: saved.id)
                #expect(merged.username == "alice@example.com")
                #expect(merged.title == "Example Inc.")
                // b's edit is newer, so its password wins; a's is kept.
                #expect(merged.password == SecretText("password from b"))
                #expect(merged.history.contains { $0.password == SecretText("password from a") })
                let versions = try device.client.syncedVersions(of: saved.id)
                #expect(versions.contains { $0.password == SecretText("password from a") })
                #expect(versions.contains { $0.password == SecretText("first password") })
            }
        }
    }

    @Test("a push based on a stale revision is refused and merged, not overwritten")
    func staleWriteMerges() async throws {
        try await withSyncServer(.sqlite) { server in
            let (directory, a, b, saved) = try await Self.twoDevicesSharingACredential(server)
            defer { withExtendedLifetime(directory) {} }
            var onA = try a.vault.credential(id: saved.id)
            onA.notes = SecretText("notes from a")
            try a.vault.update(onA, now: server.clock.now)
            var onB = try b.vault.credential(id: saved.id)
            onB.username = "renamed on b"
            try b.vault.update(onB, now: server.clock.now)
            try await a.sync(server)
            // b pulls first, so it merges before pushing: the server never sees a stale write win.
            try await b.sync(server)
            try await a.sync(server)
            for device in [a, b] {
                let merged = try device.vault.credential(id: saved.id)
                #expect(merged.notes == SecretText("notes from a"))
                #expect(merged.username == "renamed on b")
            }
        }
    }

    @Test("records this device cannot read are skipped and left alone; everything else syncs")
    func unreadableRecordsDoNotStopSync() async throws {
        try await withSyncServer(.sqlite) { server in
            let (directory, a, b, saved) = try await Self.twoDevicesSharingACredential(server)
            defer { withExtendedLifetime(directory) {} }
            let readable = try a.vault.add(try Self.credential("bob", password: "bob's password"))
            try await a.sync(server)
            // Versions only something else could have written: garbage under a known format, a
            // format this version does not know, and a replacement of the shared credential.
            let (_, secrets) = try a.client.signedIn()
            let garbage = UUID()
            let future = UUID()
            let base = try #require(try a.client.storage.syncBase(id: saved.id)).revision
            var noise = SystemRandomNumberGenerator()
            let bytes = { (first: UInt8) in [first] + (0..<80).map { _ in UInt8.random(in: 0...255, using: &noise) } }
            let push = PushRequest(writes: [
                RecordWrite(id: garbage, baseRevision: 0, isDeleted: false, ciphertext: bytes(1)),
                RecordWrite(id: future, baseRevision: 0, isDeleted: false, ciphertext: bytes(9)),
                RecordWrite(id: saved.id, baseRevision: base, isDeleted: false, ciphertext: bytes(1)),
            ])
            let response = try await server.transport.send(
                SyncHTTPRequest(
                    method: "POST", path: SyncAPI.records, token: secrets.token,
                    body: Array(try JSONEncoder().encode(push))))
            #expect(response.status == 200)

            // b edited the shared credential meanwhile.
            var onB = try b.vault.credential(id: saved.id)
            onB.username = "edited on b"
            try b.vault.update(onB, now: server.clock.now)
            let report = try await b.sync(server)
            #expect(Set(report.unreadable) == [garbage, future, saved.id])
            #expect(try b.vault.credential(id: readable.id).username == "bob")
            // Not overwritten, not dropped: b's edit stays local and queued.
            #expect(try b.vault.credential(id: saved.id).username == "edited on b")
            #expect(report.queued == 1)
            // And the next sync goes through the same way instead of failing.
            let again = try await b.sync(server)
            #expect(Set(again.unreadable) == [saved.id])
            #expect(again.queued == 1)
        }
    }

    @Test("changing the account passphrase signs the other devices out; they sign in with the new one")
    func accountPassphraseChange() async throws {
        try await withSyncServer(.sqlite) { server in
            let (directory, a, b, saved) = try await Self.twoDevicesSharingACredential(server)
            defer { withExtendedLifetime(directory) {} }
            let newPassphrase = SecretText("a new account passphrase: quartz-meadow-lantern")
            await #expect(throws: KeychainError(.wrongPassphrase, "")) {
                try await a.client.changePassphrase(
                    current: SecretText("not the passphrase"), new: newPassphrase, keyDerivation: .unsafeWeakForTesting)
            }
            // A refused change changed nothing: b still syncs.
            try await b.sync(server)

            try await a.client.changePassphrase(
                current: Device.accountPassphrase, new: newPassphrase, keyDerivation: .unsafeWeakForTesting)
            var edited = try a.vault.credential(id: saved.id)
            edited.notes = SecretText("written after the change")
            try a.vault.update(edited, now: server.clock.now)
            try await a.sync(server)  // a keeps working with the session the change made

            await #expect(throws: KeychainError(.sessionExpired, "")) { try await b.sync(server) }
            await #expect(throws: KeychainError(.wrongPassphrase, "")) {
                try await b.client.signIn(
                    name: "alice@example.com", passphrase: Device.accountPassphrase, deviceName: "b")
            }
            try await b.client.signIn(name: "alice@example.com", passphrase: newPassphrase, deviceName: "b")
            try await b.sync(server)
            #expect(try b.vault.credential(id: saved.id).notes == SecretText("written after the change"))
            // b kept its device (same id), rather than joining as a new one.
            #expect(try await a.client.devices().count == 2)
        }
    }

    @Test("removing a verification code on one device never drops a secret set on another")
    func secretNeverDropped() async throws {
        try await withSyncServer(.sqlite) { server in
            let (directory, a, b, saved) = try await Self.twoDevicesSharingACredential(server)
            defer { withExtendedLifetime(directory) {} }

            var onB = try b.vault.credential(id: saved.id)
            onB.verificationCode = try url(Self.otherTOTP)
            try b.vault.update(onB, now: server.clock.now)
            server.clock.advance(seconds: 60)
            // a removes the generator later: newer, but a value beats no value for the secret.
            var onA = try a.vault.credential(id: saved.id)
            onA.verificationCode = nil
            try a.vault.update(onA, now: server.clock.now)
            try await b.sync(server)
            try await a.sync(server)
            try await b.sync(server)
            for device in [a, b] {
                #expect(try device.vault.credential(id: saved.id).verificationCode == (try url(Self.otherTOTP)))
            }
        }
    }

    @Test("an edit made while another device deletes the record wins; the record lives")
    func editBeatsDelete() async throws {
        try await withSyncServer(.sqlite) { server in
            let (directory, a, b, saved) = try await Self.twoDevicesSharingACredential(server)
            defer { withExtendedLifetime(directory) {} }
            try a.vault.delete(id: saved.id)
            var onB = try b.vault.credential(id: saved.id)
            onB.password = SecretText("edited while deleted")
            try b.vault.update(onB, now: server.clock.now)
            try await a.sync(server)
            try await b.sync(server)
            try await a.sync(server)
            for device in [a, b] {
                #expect(try device.vault.credential(id: saved.id).password == SecretText("edited while deleted"))
            }
        }
    }

    @Test("the outgoing queue lives in the vault file: an edit made before a restart is pushed after it")
    func queueSurvivesRestart() async throws {
        try await withSyncServer(.sqlite) { server in
            let directory = try TemporaryDirectory()
            let a = try Device("a", in: directory, server: server)
            let b = try Device("b", in: directory, server: server)
            try await a.createAccount()
            try await b.signIn()
            let saved = try a.vault.add(try Self.credential())
            #expect(try a.client.account()?.queued == 1)
            // "Restart": a new process opens the same file; the first one never synced.
            let restarted = try a.reopened(server: server)
            #expect(try restarted.client.account()?.queued == 1)
            try await restarted.sync(server)
            #expect(try restarted.client.account()?.queued == 0)
            try await b.sync(server)
            #expect(try b.vault.credential(id: saved.id).username == "alice")
        }
    }

    @Test("wrong passphrase, taken name, revoked device, locked vault: clear errors")
    func refusals() async throws {
        try await withSyncServer(.sqlite) { server in
            let directory = try TemporaryDirectory()
            let a = try Device("a", in: directory, server: server)
            let b = try Device("b", in: directory, server: server)
            let c = try Device("c", in: directory, server: server)
            try await a.createAccount()
            await #expect(throws: KeychainError(.accountExists, "")) {
                try await c.createAccount()
            }
            let wrong = SecretText("not the account passphrase")
            let error = await #expect(throws: KeychainError(.wrongPassphrase, "")) {
                try await c.client.signIn(name: "alice@example.com", passphrase: wrong, deviceName: "c")
            }
            #expect(!renderings(error as Any).contains(wrong.unredacted))
            await #expect(throws: KeychainError(.notSignedIn, "")) { try await c.sync(server) }

            try await b.signIn()
            try await b.sync(server)
            let bID = try #require(try b.client.account()).deviceID
            try await a.client.revokeDevice(bID)
            await #expect(throws: KeychainError(.sessionExpired, "")) { try await b.sync(server) }
            await #expect(throws: KeychainError(.deviceRevoked, "")) { try await b.signIn() }
            await #expect(throws: KeychainError(.recordNotFound, "")) { try await a.client.revokeDevice(UUID()) }

            a.vault.lock()
            await #expect(throws: KeychainError(.locked, "")) { try await a.sync(server) }
            // The account is readable without the passphrase.
            #expect(try a.client.account()?.name == "alice@example.com")
        }
    }

    @Test("the server's database never holds a planted secret; descriptions never show one")
    func serverSeesNoPlaintext() async throws {
        try await withSyncServer(.sqlite) { server in
            let directory = try TemporaryDirectory()
            let a = try Device("a", in: directory, server: server)
            let b = try Device("b", in: directory, server: server)
            let password = "planted-password-Zq83kd"
            let notes = "planted-notes-recovery-Uy62"
            let secret = "KRUGS4ZANFZSAYJAONSWG4TFOQQHI33UOA"
            let username = "planted-user-Lk47"
            let saved = try a.vault.add(
                Credential(
                    title: "planted-title-Mx19", services: [try .domain("planted-site-example.org")],
                    username: username, password: SecretText(password), notes: SecretText(notes),
                    verificationCode: try url("otpauth://totp/X:y?secret=\(secret)"), created: server.clock.now))
            try await a.createAccount()
            try await a.sync(server)
            try await b.signIn()
            try await b.sync(server)
            #expect(try b.vault.credential(id: saved.id).username == username)

            let path = try #require(server.databasePath)
            var bytes = [UInt8]()
            for file in [path, path + "-wal"] {
                if let data = FileManager.default.contents(atPath: file) { bytes += data }
            }
            #expect(bytes.count > 10_000)
            let haystack = String(decoding: bytes, as: UTF8.self)
            for planted in [
                password, notes, secret, username, "planted-title-Mx19", "planted-site-example.org",
                Device.accountPassphrase.unredacted,
            ] {
                let forms = [
                    planted, Data(planted.utf8).base64EncodedString(),
                    planted.utf8.map { String(format: "%02x", $0) }.joined(),
                ]
                for form in forms { #expect(!haystack.contains(form), "found a planted value on the server") }
            }
            let account = try #require(try a.client.account())
            let versions = try a.client.syncedVersions(of: saved.id)
            for value in [renderings(account), renderings(versions), renderings(a.client)] {
                for planted in [password, notes, secret] { #expect(!value.contains(planted)) }
            }
        }
    }

    @Test("over real HTTP with AsyncHTTPClient")
    func liveHTTP() async throws {
        try await withSyncServer(.sqlite, live: true) { server in
            let directory = try TemporaryDirectory()
            let a = try Device("a", in: directory, server: server)
            let b = try Device("b", in: directory, server: server)
            let saved = try a.vault.add(try Self.credential())
            try await a.createAccount()
            try await a.sync(server)
            try await b.signIn()
            try await b.sync(server)
            #expect(try b.vault.credential(id: saved.id).password == SecretText("first password"))
        }
    }
}

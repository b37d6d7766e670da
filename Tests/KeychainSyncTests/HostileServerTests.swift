import Foundation
import Secrets
import SyncProtocol
import Testing

@testable import Keychain

/// A sync server that lies about key-derivation parameters: it answers `POST /v1/prelogin` with
/// whatever `rewrite` makes of the real answer, passes everything else to the real server, and
/// records every request, so a test can see whether an authentication key was ever sent.
struct HostileTransport: SyncTransport {
    let inner: any SyncTransport
    let rewrite: @Sendable (ClientKDF) -> ClientKDF
    let requests = RequestLog()

    var server: String { inner.server }

    func send(_ request: SyncHTTPRequest) async throws -> SyncHTTPResponse {
        requests.append("\(request.method) \(request.path)")
        var response = try await inner.send(request)
        if request.path == SyncAPI.prelogin, response.status == 200,
            let answer = try? JSONDecoder().decode(PreloginResponse.self, from: Data(response.body))
        {
            response.body = Array(try JSONEncoder().encode(PreloginResponse(kdf: rewrite(answer.kdf))))
        }
        return response
    }

    /// Whether any request carried an authentication key (a sign-in or a key change).
    var sentAuthenticationKey: Bool {
        requests.all.contains { $0.hasSuffix(SyncAPI.sessions) || $0.hasSuffix(SyncAPI.accountKey) }
    }
}

/// The requests a transport saw.
final class RequestLog: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

@Suite("A hostile sync server cannot make the account passphrase cheap to guess")
struct HostileServerTests {
    @Test(
        "parameters below the floor or above the ceiling are refused before any key is derived or sent",
        arguments: [
            (1 << 1, 1, 1),  // the issue's n=2, r=1, p=1: millions of guesses a second
            (1 << 14, 8, 1),  // just under the floor (N=2^15, r=8)
            (1 << 17, 1, 1),  // a large N with a tiny r: 16 MiB, cheaper than the floor
            (1 << 22, 32, 1),  // 16 GiB
            (1 << 20, 8, 16),  // 1 GiB, sixteen times over
        ])
    func floorAndCeiling(n: Int, r: Int, p: Int) async throws {
        let directory = try TemporaryDirectory()
        try await withSyncServer(.sqlite) { server in
            let owner = try Device("owner", in: directory, server: server)
            try await owner.createAccount()

            let hostile = HostileTransport(inner: server.transport) { kdf in
                ClientKDF(salt: kdf.salt, n: n, r: r, p: p)
            }
            let vault = try Vault.create(
                at: directory.file("newcomer.sqlite"), passphrase: Device.vaultPassphrase,
                keyDerivation: .unsafeWeakParametersForTesting(logN: 4))
            // A real client: the default floor (N = 2^15, r = 8).
            let client = SyncClient(vault: vault, transport: hostile)
            let started = ContinuousClock.now
            await #expect(throws: KeychainError(.syncRefused, "")) {
                try await client.signIn(
                    name: "alice@example.com", passphrase: Device.accountPassphrase, deviceName: "x")
            }
            #expect(!hostile.sentAuthenticationKey)
            #expect(ContinuousClock.now - started < .seconds(2))  // nothing was derived
            #expect(try client.account() == nil)
        }
    }

    @Test("the message says why nothing was sent")
    func message() async throws {
        let directory = try TemporaryDirectory()
        try await withSyncServer(.sqlite) { server in
            let owner = try Device("owner", in: directory, server: server)
            try await owner.createAccount()
            let hostile = HostileTransport(inner: server.transport) { kdf in ClientKDF(salt: kdf.salt, n: 2, r: 1, p: 1)
            }
            let vault = try Vault.create(
                at: directory.file("newcomer.sqlite"), passphrase: Device.vaultPassphrase,
                keyDerivation: .unsafeWeakParametersForTesting(logN: 4))
            do {
                try await SyncClient(vault: vault, transport: hostile).signIn(
                    name: "alice@example.com", passphrase: Device.accountPassphrase, deviceName: "x")
                Issue.record("a sign-in with n=2 went ahead")
            } catch {
                #expect("\(error)".contains("cheap to guess"))
                #expect("\(error)".contains("nothing was sent"))
            }
        }
    }

    @Test("a server cannot swap other parameters in for an account this vault signed in to before")
    func remembered() async throws {
        let directory = try TemporaryDirectory()
        try await withSyncServer(.sqlite) { server in
            let laptop = try Device("laptop", in: directory, server: server)
            try await laptop.createAccount()
            let phone = try Device("phone", in: directory, server: server)
            try await phone.signIn()

            // Same cost, new salt (the cost stays above the floor): a swap all the same. The salt
            // decides the key the server gets, so a server that could choose it could also
            // make a device derive keys it has precomputed guesses for.
            let hostile = HostileTransport(inner: server.transport) { kdf in
                var swapped = kdf
                swapped.salt = Array(repeating: 0x5A, count: 32)
                return swapped
            }
            let client = SyncClient(
                vault: phone.vault, transport: hostile, minimumKeyDerivation: .unsafeWeakForTesting)
            await #expect(throws: KeychainError(.syncRefused, "")) {
                try await client.signIn(
                    name: "alice@example.com", passphrase: Device.accountPassphrase, deviceName: "x")
            }
            #expect(!hostile.sentAuthenticationKey)
            await #expect(throws: KeychainError(.syncRefused, "")) {
                try await client.changePassphrase(
                    current: Device.accountPassphrase, new: SecretText("a new account passphrase"),
                    keyDerivation: .unsafeWeakForTesting)
            }
            #expect(!hostile.sentAuthenticationKey)
            // The honest server's parameters still sign the phone in.
            try await phone.signIn()
        }
    }

    @Test("a passphrase change made on another device of the account is accepted: the sync key vouches for it")
    func attestedChange() async throws {
        let directory = try TemporaryDirectory()
        try await withSyncServer(.sqlite) { server in
            let laptop = try Device("laptop", in: directory, server: server)
            try await laptop.createAccount()
            let phone = try Device("phone", in: directory, server: server)
            try await phone.signIn()
            let before = try #require(try phone.vault.storage.syncAccount()?.kdf)

            let newPassphrase = SecretText("the account's next passphrase")
            try await laptop.client.changePassphrase(
                current: Device.accountPassphrase, new: newPassphrase, keyDerivation: .unsafeWeakForTesting)
            try await phone.client.signIn(name: "alice@example.com", passphrase: newPassphrase, deviceName: "phone")
            let after = try #require(try phone.vault.storage.syncAccount()?.kdf)
            #expect(after != before)
            #expect(after == (try laptop.vault.storage.syncAccount()?.kdf))
        }
    }

    @Test("a new account's parameters carry a tag only the sync key makes")
    func attestation() {
        let key = SyncKey.generate()
        let kdf = SyncAccountKeys.newKDF(logN: 15, attestedBy: key)
        #expect(kdf.salt.count == 32)
        #expect(key.attests(kdf))
        #expect(!SyncKey.generate().attests(kdf))
        var cheaper = kdf
        cheaper.n = 1 << 10
        #expect(!key.attests(cheaper))
        var retagged = kdf
        retagged.salt[31] ^= 1
        #expect(!key.attests(retagged))
        #expect(!key.attests(ClientKDF(salt: Array(repeating: 1, count: 16), n: 1 << 15, r: 8, p: 1)))
    }
}

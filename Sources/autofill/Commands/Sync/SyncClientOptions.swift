import ArgumentParser
import Foundation
import Keychain
import Secrets
import SyncHTTPTransport

/// What the vault's sync commands share: the server.
struct SyncClientOptions: ParsableArguments {
    @Option(
        name: .customLong("server"),
        help: ArgumentHelp(
            "The sync server, such as https://sync.example.com (plain http:// only on localhost). Default: $AUTOFILL_SYNC_SERVER, else the server the vault signed in to.",
            valueName: "url"))
    var server: String?

    @Flag(
        name: .customLong("unsafe-weak-kdf-for-testing"),
        help: ArgumentHelp(
            "Use and accept the server's lowest scrypt cost (N=2^10) for the account keys. For tests only: it makes the passphrase far easier to guess.",
            visibility: .hidden))
    var unsafeWeakKdfForTesting = false

    /// The cost of new account keys.
    var keyDerivation: SyncKeyDerivation { unsafeWeakKdfForTesting ? .unsafeWeakForTesting : .recommended }
    /// The cheapest parameters accepted from the server.
    var minimumKeyDerivation: SyncKeyDerivation { unsafeWeakKdfForTesting ? .unsafeWeakForTesting : .minimum }

    /// The server named on the command line or in the environment, if any.
    var explicitServer: String? {
        server ?? ProcessInfo.processInfo.environment["AUTOFILL_SYNC_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A transport to the explicit server, else to the one the vault is signed in to.
    func transport(for vault: Vault) throws -> HTTPSyncTransport {
        if let explicitServer { return try HTTPSyncTransport(server: explicitServer) }
        let probe = SyncClient(vault: vault, transport: NoTransport())
        guard let account = try probe.account() else {
            throw CommandFailure(
                "this vault has no sync account; give --server URL to 'autofill vault account create' or 'login'")
        }
        return try HTTPSyncTransport(server: account.server)
    }

    /// A transport that is never used: reading the saved account needs none.
    struct NoTransport: SyncTransport {
        var server: String { "" }
        func send(_ request: SyncHTTPRequest) async throws -> SyncHTTPResponse {
            throw CommandFailure("internal error: no server")
        }
    }

    /// Runs `body` with a client on `vault`, closing the connections afterwards.
    func withClient<T>(_ vault: Vault, _ body: (SyncClient) async throws -> T) async throws -> T {
        let transport = try transport(for: vault)
        do {
            let result = try await body(
                SyncClient(vault: vault, transport: transport, minimumKeyDerivation: minimumKeyDerivation))
            await transport.shutdown()
            return result
        } catch {
            await transport.shutdown()
            throw error
        }
    }

    /// This machine's name, for new devices.
    static var defaultDeviceName: String {
        let host = ProcessInfo.processInfo.hostName
        return host.isEmpty ? "autofill device" : String(host.prefix(64))
    }
}

/// Where the sync account passphrase comes from (account create and login).
struct AccountPassphraseOptions: ParsableArguments {
    @Option(
        name: .customLong("account-passphrase-file"),
        help: ArgumentHelp(
            "Read the sync account passphrase from this file ('-' for standard input). Otherwise $AUTOFILL_SYNC_PASSPHRASE, otherwise a prompt.",
            valueName: "path"))
    var accountPassphraseFile: String?

    var accountPassphraseSource: Passphrase.Source {
        Passphrase.Source(
            file: accountPassphraseFile, option: "--account-passphrase-file",
            environmentVariable: "AUTOFILL_SYNC_PASSPHRASE", prompt: "Sync account passphrase")
    }
}

/// A saved sync account, as the commands print it.
struct SyncAccountJSON: Encodable {
    let server: String
    let account: String
    let accountID: String
    let deviceID: String
    let deviceName: String
    let revision: UInt64
    let queued: Int
    let lastSync: Int64?

    init(_ account: SyncAccount) {
        server = account.server
        self.account = account.name
        accountID = account.accountID.uuidString.lowercased()
        deviceID = account.deviceID.uuidString.lowercased()
        deviceName = account.deviceName
        revision = account.revision
        queued = account.queued
        lastSync = account.lastSync.map { Int64($0.timeIntervalSince1970.rounded(.down)) }
    }

    func printText() {
        print("Server:   \(server)")
        print("Account:  \(account)")
        print("Device:   \(deviceName) [\(deviceID)]")
        print("Revision: \(revision)")
        print("Queued:   \(queued) record(s) waiting to be pushed")
        if let lastSync {
            print("Synced:   \(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: Double(lastSync))))")
        } else {
            print("Synced:   never")
        }
    }
}

import ArgumentParser
import Foundation
import Keychain

struct VaultAccountLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign this vault in to an existing sync account.",
        discussion: """
            Fetches the account's key-derivation parameters, derives the keys from the account \
            passphrase, signs in and unwraps the account's sync key. A vault signed in to the \
            same account before keeps its device (and sends its id again); otherwise a new \
            device is registered and every item of this vault is queued, so that it joins the \
            account's items at the next 'autofill vault sync' (nothing is overwritten: \
            conflicts merge). Exits with status 1 for a wrong name or passphrase, or a revoked \
            device.

            Examples:
              autofill vault account login --server https://sync.example.com --name alice@example.com
              autofill vault account login --name alice@example.com --device-name phone --json
            """)

    @OptionGroup var vault: VaultOptions
    @OptionGroup var sync: SyncClientOptions
    @OptionGroup var account: AccountPassphraseOptions

    @Option(help: ArgumentHelp("The account name.", valueName: "name"))
    var name: String

    @Option(
        help: ArgumentHelp(
            "A name for this device if it is new to the account. Default: the host name.", valueName: "name"))
    var deviceName: String = SyncClientOptions.defaultDeviceName

    @Flag(help: "Print the account as JSON.")
    var json = false

    func run() async throws {
        let opened = try vault.openUnlocked()
        let passphrase = try Passphrase.read(account.accountPassphraseSource)
        let signedIn = try await sync.withClient(opened) { client in
            try await client.signIn(name: name, passphrase: passphrase, deviceName: deviceName)
        }
        if json {
            try Output.printJSON(SyncAccountJSON(signedIn))
        } else {
            print("Signed in to '\(signedIn.name)' on \(signedIn.server) as device '\(signedIn.deviceName)'.")
            print("Run 'autofill vault sync' to bring this vault up to date.")
        }
    }
}

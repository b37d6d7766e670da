import ArgumentParser
import Foundation
import Keychain

struct VaultAccountCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a sync account with this vault as its first device.",
        discussion: """
            Asks for the vault passphrase (to read the vault) and a new account passphrase \
            (twice at a prompt). Every item of the vault is queued and goes to the server at \
            the next 'autofill vault sync'. Other devices then join with 'autofill vault account \
            login' and the same account passphrase. Exits with status 1 if the name is taken.

            Examples:
              autofill vault account create --server https://sync.example.com --name alice@example.com
              AUTOFILL_PASSPHRASE=... AUTOFILL_SYNC_PASSPHRASE=... \\
                autofill vault account create --server http://127.0.0.1:8780 --name alice --json
            """)

    @OptionGroup var vault: VaultOptions
    @OptionGroup var sync: SyncClientOptions
    @OptionGroup var account: AccountPassphraseOptions

    @Option(help: ArgumentHelp("The account name (an e-mail address or any name).", valueName: "name"))
    var name: String

    @Option(
        help: ArgumentHelp(
            "A name for this device, shown in 'autofill vault devices list'. Default: the host name.", valueName: "name"
        ))
    var deviceName: String = SyncClientOptions.defaultDeviceName

    @Flag(help: "Print the account as JSON.")
    var json = false

    func validate() throws {
        guard sync.explicitServer != nil else {
            throw ValidationError("give the server with --server URL (or $AUTOFILL_SYNC_SERVER)")
        }
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("the account name is empty")
        }
    }

    func run() async throws {
        let opened = try vault.openUnlocked()
        let passphrase = try Passphrase.readNew(account.accountPassphraseSource)
        let signedIn = try await sync.withClient(opened) { client in
            try await client.createAccount(
                name: name, passphrase: passphrase, deviceName: deviceName,
                keyDerivation: sync.keyDerivation)
        }
        if json {
            try Output.printJSON(SyncAccountJSON(signedIn))
        } else {
            print(
                "Created the account '\(signedIn.name)' on \(signedIn.server); this vault is its device '\(signedIn.deviceName)'."
            )
            print("\(signedIn.queued) item(s) will go to the server at the next 'autofill vault sync'.")
        }
    }
}

import ArgumentParser
import Foundation
import Keychain

struct VaultAccountStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the sync account this vault is signed in to (no passphrase needed).",
        discussion: """
            Prints the server, the account, this device, the highest revision pulled, how many \
            records wait to be pushed, and when the vault last synced. Exits with status 1 when \
            the vault has no sync account.

            Examples:
              autofill vault account status
              autofill vault account status --json
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print the account as JSON.")
    var json = false

    func run() async throws {
        let opened = try vault.openLocked()
        guard let account = try SyncClient(vault: opened, transport: SyncClientOptions.NoTransport()).account()
        else {
            throw CommandFailure("this vault has no sync account; create one with 'autofill vault account create'")
        }
        if json {
            try Output.printJSON(SyncAccountJSON(account))
        } else {
            SyncAccountJSON(account).printText()
        }
    }
}

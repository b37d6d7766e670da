import ArgumentParser
import Foundation
import Keychain

struct VaultAccountLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "End this vault's sync session and forget the account here.",
        discussion: """
            The items stay in the vault, and edits not yet pushed stay queued: signing in to \
            the same account again pushes them. To stop a lost device from syncing, revoke it \
            from another device with 'autofill vault devices revoke ID' instead.

            Examples:
              autofill vault account logout
            """)

    @OptionGroup var vault: VaultOptions
    @OptionGroup var sync: SyncClientOptions

    func run() async throws {
        let opened = try vault.openUnlocked()
        try await sync.withClient(opened) { client in try await client.signOut() }
        print("Signed out; the vault keeps its items.")
    }
}

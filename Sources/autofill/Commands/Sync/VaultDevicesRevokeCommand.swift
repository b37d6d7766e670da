import ArgumentParser
import Foundation
import Keychain

struct VaultDevicesRevokeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Revoke a device of the sync account.",
        discussion: """
            The device's sessions end at once and it cannot sign in again. Take the id from \
            'autofill vault devices list'. Exits with status 1 when the account has no such \
            device.

            Examples:
              autofill vault devices revoke 0b6f3c2e-5d1a-4c3e-9a0b-1c2d3e4f5a6b
            """)

    @OptionGroup var vault: VaultOptions
    @OptionGroup var sync: SyncClientOptions

    @Argument(help: ArgumentHelp("The device's id.", valueName: "id"))
    var id: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard UUID(uuidString: id) != nil else {
            throw ValidationError("'\(id.prefix(40))' is not a device id; 'autofill vault devices list' shows them")
        }
    }

    func run() async throws {
        let device = UUID(uuidString: id)!
        let opened = try vault.openUnlocked()
        try await sync.withClient(opened) { client in try await client.revokeDevice(device) }
        if json {
            try Output.printJSON(["revoked": device.uuidString.lowercased()])
        } else {
            print("Revoked device \(device.uuidString.lowercased()).")
        }
    }
}

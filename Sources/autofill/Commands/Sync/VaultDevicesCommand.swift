import ArgumentParser

struct VaultDevicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the sync account's devices, or revoke one.",
        discussion: """
            Every vault signed in to the account is a device. A revoked device's sessions end \
            at once and it can never sign in again (its vault keeps what it had; change the \
            account passphrase too if the device is lost).

            Examples:
              autofill vault devices list
              autofill vault devices revoke 0b6f3c2e-...
            """,
        subcommands: [
            VaultDevicesListCommand.self,
            VaultDevicesRevokeCommand.self,
        ]
    )
}

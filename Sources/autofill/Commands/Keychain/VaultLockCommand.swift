import ArgumentParser

struct VaultLockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Lock the vault.",
        discussion: """
            Command-line processes never keep the vault unlocked: each one drops the key when \
            it exits. This command says so; when the local AutoFill service holds the key, it \
            will tell the service to drop it.

            Example:
              autofill vault lock
            """)

    @OptionGroup var vault: VaultOptions

    func run() async throws {
        _ = try vault.openLocked()
        print("The vault is locked: no autofill process holds its key.")
    }
}

import ArgumentParser

struct VaultCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vault",
        abstract: "Create the encrypted keychain, check it, and change its passphrase.",
        discussion: """
            The vault is one SQLite file holding only ciphertext: every credential and \
            verification-code generator is sealed with its own key, which the vault key wraps; \
            the passphrase (through scrypt) wraps only the vault key. Passphrases come from a \
            prompt that does not echo, a file (--passphrase-file), or $AUTOFILL_PASSPHRASE for \
            scripts - never from the command line.

            Examples:
              autofill vault init
              autofill vault status --verify
              autofill vault salvage --output ~/vault-salvaged.sqlite
              autofill vault passwd
              AUTOFILL_PASSPHRASE=... autofill vault unlock --json
            """,
        subcommands: [
            VaultInitCommand.self,
            VaultUnlockCommand.self,
            VaultLockCommand.self,
            VaultStatusCommand.self,
            VaultSalvageCommand.self,
            VaultPasswdCommand.self,
            VaultSyncCommand.self,
            VaultAccountCommand.self,
            VaultDevicesCommand.self,
        ]
    )
}

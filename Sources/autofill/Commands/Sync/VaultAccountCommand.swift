import ArgumentParser

struct VaultAccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Create a sync account, sign this vault in to one, show it, or sign out.",
        discussion: """
            A sync account lets several vaults (your devices) share their items through an \
            'autofill sync-server'. The account passphrase never leaves this machine: two keys \
            are derived from it (scrypt, then HKDF). The server gets only the authentication \
            key, and stores a slow hash of it; the other key seals the account's sync key, with \
            which every record is encrypted before it is sent. The server never sees a password, \
            a verification-code secret, a site or a user name.

            The account passphrase comes from a prompt, --account-passphrase-file, or \
            $AUTOFILL_SYNC_PASSPHRASE; the vault passphrase as for every vault command. Neither \
            is ever taken from the command line.

            Examples:
              autofill vault account create --server https://sync.example.com --name alice@example.com
              autofill vault account login --server https://sync.example.com --name alice@example.com
              autofill vault account status
              autofill vault sync
            """,
        subcommands: [
            VaultAccountCreateCommand.self,
            VaultAccountLoginCommand.self,
            VaultAccountStatusCommand.self,
            VaultAccountLogoutCommand.self,
            VaultAccountPasswdCommand.self,
        ]
    )
}

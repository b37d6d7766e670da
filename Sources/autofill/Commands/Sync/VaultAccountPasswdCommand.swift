import ArgumentParser
import Foundation
import Keychain

struct VaultAccountPasswdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Change the sync account's passphrase.",
        discussion: """
            Signs this device in again with the current account passphrase, then seals the \
            account's sync key under keys derived from the new one (new scrypt salt); no record \
            is re-encrypted and the server never sees either passphrase. Every other device is \
            signed out and signs in again with 'autofill vault account login' and the new \
            passphrase. This changes the account passphrase, not the vault's ('autofill vault \
            passwd').

            The current passphrase comes from --account-passphrase-file, \
            $AUTOFILL_SYNC_PASSPHRASE or a prompt; the new one from \
            --new-account-passphrase-file, $AUTOFILL_NEW_SYNC_PASSPHRASE or a prompt (asked \
            twice). Exits with status 1 for a wrong current passphrase.

            Examples:
              autofill vault account passwd
              autofill vault account passwd --account-passphrase-file old.txt --new-account-passphrase-file new.txt
            """)

    @OptionGroup var vault: VaultOptions
    @OptionGroup var sync: SyncClientOptions
    @OptionGroup var account: AccountPassphraseOptions

    @Option(
        name: .customLong("new-account-passphrase-file"),
        help: ArgumentHelp(
            "Read the new account passphrase from this file ('-' for standard input). Otherwise $AUTOFILL_NEW_SYNC_PASSPHRASE, otherwise a prompt.",
            valueName: "path"))
    var newAccountPassphraseFile: String?

    func validate() throws {
        try StandardInput.requireAtMostOneReader([
            ("--passphrase-file", vault.passphraseFile),
            ("--account-passphrase-file", account.accountPassphraseFile),
            ("--new-account-passphrase-file", newAccountPassphraseFile),
        ])
    }

    func run() async throws {
        let opened = try vault.openUnlocked()
        let current = try Passphrase.read(account.accountPassphraseSource)
        let new = try Passphrase.readNew(
            Passphrase.Source(
                file: newAccountPassphraseFile, option: "--new-account-passphrase-file",
                environmentVariable: "AUTOFILL_NEW_SYNC_PASSPHRASE", prompt: "New sync account passphrase"))
        try await sync.withClient(opened) { client in
            try await client.changePassphrase(
                current: current, new: new,
                keyDerivation: sync.keyDerivation)
        }
        print("The sync account passphrase is changed; other devices sign in again with the new one.")
    }
}

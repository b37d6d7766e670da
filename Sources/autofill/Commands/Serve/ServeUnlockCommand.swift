import ArgumentParser
import AutoFillAPI
import Foundation
import Secrets

struct ServeUnlockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Unlock the running service's vault, as `ssh-add` unlocks a key in an agent.",
        discussion: """
            Sends the passphrase to the running `autofill serve` over its Unix socket (mode \
            0600, in a 0700 directory). The service keeps the vault unlocked until `autofill \
            serve lock`, the web page's Lock button, or its stop; fills need a fresh unlock \
            within the service's presence interval. The passphrase comes from \
            --passphrase-file, $AUTOFILL_PASSPHRASE, or a prompt that does not echo; never \
            from the command line.

            Examples:
              autofill serve unlock
              autofill serve unlock --passphrase-file ~/.config/autofill/passphrase
              autofill serve unlock && autofill serve codes github.com
            """)

    @OptionGroup var state: ServeStateOptions

    @Option(
        name: .customLong("passphrase-file"),
        help: ArgumentHelp(
            "Read the vault passphrase from this file ('-' for standard input). Otherwise $AUTOFILL_PASSPHRASE, otherwise a prompt.",
            valueName: "path"))
    var passphraseFile: String?

    @Flag(help: "Print the vault's status as JSON.")
    var json = false

    func run() async throws {
        try state.requireRunningService()  // fail before asking for a passphrase when no service runs
        let passphrase = try Passphrase.read(
            Passphrase.Source(
                file: passphraseFile, option: "--passphrase-file", environmentVariable: "AUTOFILL_PASSPHRASE",
                prompt: "Vault passphrase"))
        let vault = try await state.call(Endpoints.unlockVault, PassphraseRequest(passphrase: passphrase))
        if json { try Output.printJSON(vault, compact: true) } else { print("The service's vault is unlocked.") }
    }
}

struct ServeLockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Lock the running service's vault and forget the user's presence.",
        discussion: """
            Examples:
              autofill serve lock
            """)

    @OptionGroup var state: ServeStateOptions

    @Flag(help: "Print the vault's status as JSON.")
    var json = false

    func run() async throws {
        let vault = try await state.call(Endpoints.lockVault)
        if json { try Output.printJSON(vault, compact: true) } else { print("The service's vault is locked.") }
    }
}

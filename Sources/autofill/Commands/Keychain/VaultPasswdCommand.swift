import ArgumentParser
import Keychain

struct VaultPasswdCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passwd",
        abstract: "Change the vault passphrase.",
        discussion: """
            Re-wraps the vault key under the new passphrase with a new salt; no record is \
            rewritten. The new passphrase comes from a prompt (asked twice), \
            --new-passphrase-file, or $AUTOFILL_NEW_PASSPHRASE.

            Examples:
              autofill vault passwd
              autofill vault passwd --kdf-log-n 18
              autofill vault passwd --passphrase-file old.txt --new-passphrase-file new.txt
            """)

    @OptionGroup var vault: VaultOptions

    @Option(
        name: .customLong("new-passphrase-file"),
        help: ArgumentHelp("Read the new passphrase from this file ('-' for standard input).", valueName: "path"))
    var newPassphraseFile: String?

    @Option(help: ArgumentHelp("Also change the scrypt cost (15-20, a power of two).", valueName: "n"))
    var kdfLogN: Int?

    func validate() throws {
        if let kdfLogN, !(KeyDerivation.minimumLogN...20).contains(kdfLogN) {
            throw ValidationError("--kdf-log-n must be \(KeyDerivation.minimumLogN)-20, got \(kdfLogN)")
        }
        try StandardInput.requireAtMostOneReader([
            ("--passphrase-file", vault.passphraseFile), ("--new-passphrase-file", newPassphraseFile),
        ])
    }

    func run() async throws {
        let opened = try vault.openLocked()
        let current = try Passphrase.read(vault.passphraseSource)
        let new = try Passphrase.readNew(
            Passphrase.Source(
                file: newPassphraseFile, option: "--new-passphrase-file",
                environmentVariable: "AUTOFILL_NEW_PASSPHRASE",
                prompt: "New vault passphrase"))
        try opened.changePassphrase(
            from: current, to: new, keyDerivation: try kdfLogN.map { try KeyDerivation(logN: $0) })
        print("The passphrase is changed (\(try opened.keyDerivation())).")
    }
}

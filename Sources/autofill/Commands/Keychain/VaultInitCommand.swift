import ArgumentParser
import Foundation
import Keychain

struct VaultInitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new, empty vault.",
        discussion: """
            Makes a random 256-bit vault key and wraps it with a key derived from the \
            passphrase by scrypt (N=2^17, r=8, p=1 unless --kdf-log-n raises N). The file and \
            its directory are readable by you only.

            Examples:
              autofill vault init
              autofill vault init --vault ~/secrets/vault.sqlite --passphrase-file pass.txt
              AUTOFILL_PASSPHRASE=... autofill vault init --kdf-log-n 18
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: ArgumentHelp("scrypt cost as a power of two (15-20).", valueName: "n"))
    var kdfLogN: Int = KeyDerivation.recommended.logN

    @Flag(help: .hidden)
    var unsafeWeakKdfForTesting = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard (KeyDerivation.minimumLogN...20).contains(kdfLogN) else {
            throw ValidationError("--kdf-log-n must be \(KeyDerivation.minimumLogN)-20, got \(kdfLogN)")
        }
    }

    func run() async throws {
        let path = try vault.path()
        if FileManager.default.fileExists(atPath: path) {
            throw CommandFailure("a file already exists at \(path); choose another path with --vault")
        }
        let keyDerivation =
            unsafeWeakKdfForTesting
            ? KeyDerivation.unsafeWeakParametersForTesting() : try KeyDerivation(logN: kdfLogN)
        let passphrase = try Passphrase.readNew(vault.passphraseSource)
        let created = try Vault.create(at: path, passphrase: passphrase, keyDerivation: keyDerivation)
        let vaultKeyID = try created.unlockedKey().id
        created.lock()
        if json {
            try Output.printJSON(
                InitJSON(
                    path: path, keyDerivation: keyDerivation.description,
                    vaultKeyID: vaultKeyID.uuidString.lowercased()))
        } else {
            print("Created the vault at \(path) (\(keyDerivation)).")
            if keyDerivation.isWeak {
                Output.note("warning: weak key derivation for testing; never keep real secrets in this vault")
            }
        }
    }

    struct InitJSON: Encodable {
        let path: String
        let keyDerivation: String
        let vaultKeyID: String
    }
}

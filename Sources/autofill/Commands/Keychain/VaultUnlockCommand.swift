import ArgumentParser
import Foundation
import Keychain

struct VaultUnlockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Check that the passphrase opens the vault.",
        discussion: """
            Each autofill command unlocks the vault for itself and forgets the key when it \
            exits, so unlocking here proves the passphrase and shows what the vault holds; it \
            leaves nothing unlocked behind. (The local AutoFill service will hold the key like \
            an agent.) Exits with status 1 when the passphrase is wrong.

            Examples:
              autofill vault unlock
              AUTOFILL_PASSPHRASE=... autofill vault unlock --json
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        let opened = try vault.openLocked()
        let passphrase = try Passphrase.read(vault.passphraseSource)
        let started = Date()
        try opened.unlock(passphrase: passphrase)
        let seconds = Date().timeIntervalSince(started)
        let contents = try opened.contents()
        opened.lock()
        if json {
            try Output.printJSON(
                UnlockJSON(
                    unlocked: true, credentials: contents.credentials.count, generators: contents.generators.count,
                    damaged: contents.damaged.map { $0.id.uuidString.lowercased() }, milliseconds: Int(seconds * 1000)))
        } else {
            print(
                "The passphrase opens the vault: \(contents.credentials.count) credential(s), \(contents.generators.count) standalone generator(s) (unlocked in \(Int(seconds * 1000)) ms)."
            )
        }
        ItemPresentation.reportDamaged(contents.damaged)
        if !contents.damaged.isEmpty { throw ExitCode.failure }
    }

    struct UnlockJSON: Encodable {
        let unlocked: Bool
        let credentials: Int
        let generators: Int
        let damaged: [String]
        let milliseconds: Int
    }
}

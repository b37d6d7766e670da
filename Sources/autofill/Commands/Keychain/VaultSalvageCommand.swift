import ArgumentParser
import Foundation
import Keychain

struct VaultSalvageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "salvage",
        abstract: "Copy every record that can still be read from a damaged vault into a new vault.",
        discussion: """
            For a vault that no longer opens (cut short, overwritten in places) or that \
            'autofill vault status --verify' reports damaged or altered. The damaged file is \
            only read, page by page without SQLite, so whatever it still holds can be found: \
            for each item the newest version that authenticates under the vault key is copied \
            into a new vault with the same passphrase, keeping identifiers, dates and history. \
            Items that were only flagged deleted come back; items really deleted stay deleted. \
            The report names the records no version of which could be read: restore those from \
            a backup. Exits with status 1 when some records were lost.

            The new vault is not signed in to sync: check it ('autofill list --vault NEW'), \
            move it in place of the old one, then sign in again ('autofill vault account \
            login'); its items merge with the account's.

            Examples:
              autofill vault salvage --output ~/vault-salvaged.sqlite
              autofill vault salvage --vault damaged.sqlite --output new.sqlite --json
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: ArgumentHelp("The new vault to write (must not exist).", valueName: "path"))
    var output: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() async throws {
        let source = try vault.path()
        let destination = (output as NSString).expandingTildeInPath
        guard destination != source else { throw ValidationError("--output must be a new file, not the vault itself") }
        let passphrase = try Passphrase.read(vault.passphraseSource)
        let report = try Vault.salvage(from: source, passphrase: passphrase, to: destination)
        if json {
            try Output.printJSON(
                ReportJSON(
                    output: destination, credentials: report.credentials, generators: report.generators,
                    deleted: report.deleted, unhidden: report.unhidden.map { $0.uuidString.lowercased() },
                    unreadable: report.unreadable.map { $0.uuidString.lowercased() }))
        } else {
            print(
                "Copied \(report.credentials) credential(s) and \(report.generators) generator(s) into \(destination).")
            if report.deleted > 0 { print("\(report.deleted) deleted item(s) stay deleted.") }
            for id in report.unhidden {
                print("Item \(id.uuidString.lowercased()) had been flagged deleted without being deleted: copied back.")
            }
        }
        for id in report.unreadable {
            Output.note(
                "lost: no version of record \(id.uuidString.lowercased()) can be read; restore it from a backup")
        }
        if !report.unreadable.isEmpty { throw ExitCode.failure }
    }

    struct ReportJSON: Encodable {
        let output: String
        let credentials: Int
        let generators: Int
        let deleted: Int
        let unhidden: [String]
        let unreadable: [String]
    }
}

import ArgumentParser
import Foundation
import Keychain
import Secrets

extension ImportFormat: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { all.map(\.name) }
}

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import credentials and verification codes from another app's export.",
        discussion: """
            Formats:
            \(ImportFormat.all.map { "  \($0.name.padding(toLength: 22, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

            An import is all or nothing: every item it reports as added is written in one \
            transaction, or none is. Entries it cannot read, and items already in the vault, \
            are listed with the reason. An encrypted export (Aegis, 2FAS, andOTP, a backup) needs its \
            own password: from --file-passphrase-file, $AUTOFILL_FILE_PASSPHRASE, or a prompt.

            Examples:
              autofill import aegis aegis-export.json
              autofill import google-authenticator links.txt --dry-run
              autofill import bitwarden bitwarden_export.json --json
              autofill import backup autofill-backup.json
            """)

    @Argument(help: ArgumentHelp("The file's format.", valueName: "format"))
    var format: ImportFormat

    @Argument(help: ArgumentHelp("The file ('-' for standard input).", valueName: "file"))
    var file: String

    @Option(
        name: .customLong("file-passphrase-file"),
        help: ArgumentHelp("Read the export's own password from this file.", valueName: "path"))
    var filePassphraseFile: String?

    @Flag(help: "Read and report, but write nothing.")
    var dryRun = false

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        try StandardInput.requireAtMostOneReader([
            ("<file>", file), ("--passphrase-file", vault.passphraseFile),
            ("--file-passphrase-file", filePassphraseFile),
        ])
    }

    func run() async throws {
        let data = Data(try FileInput.readBytes(file, limit: 32 << 20))
        let now = Date()
        var batch: ImportBatch
        do {
            batch = try Importer.decode(
                data, format: format, passphrase: format == .backup ? try filePassphrase() : nil, now: now)
        } catch let error as KeychainError where error.code == .passphraseRequired {
            batch = try Importer.decode(data, format: format, passphrase: try filePassphrase(), now: now)
        }

        var summary: ImportSummary
        if dryRun {
            summary = ImportSummary(reporting: batch)
        } else {
            let opened = try vault.openUnlocked()
            summary = try opened.importItems(batch)
            opened.lock()
        }
        if json {
            try Output.printJSON(
                ResultJSON(
                    dryRun: dryRun, format: format.name, credentials: summary.addedCredentials.count,
                    generators: summary.addedGenerators.count,
                    added: summary.addedCredentials.map(ItemPresentation.ItemJSON.init)
                        + summary.addedGenerators.map(ItemPresentation.ItemJSON.init),
                    skipped: summary.skipped.map { SkippedJSON(position: $0.position, reason: $0.reason) },
                    warnings: summary.warnings))
        } else {
            let verb = dryRun ? "Would import" : "Imported"
            print(
                "\(verb) \(summary.addedCredentials.count) credential(s) and \(summary.addedGenerators.count) verification-code generator(s) from \(file)."
            )
            if !summary.skipped.isEmpty {
                print("Skipped \(summary.skipped.count):")
                summary.skipped.forEach { print("  \($0)") }
            }
            summary.warnings.forEach { Output.note("warning: \($0)") }
        }
    }

    private func filePassphrase() throws -> SecretText {
        try Passphrase.read(
            Passphrase.Source(
                file: filePassphraseFile, option: "--file-passphrase-file",
                environmentVariable: "AUTOFILL_FILE_PASSPHRASE",
                prompt: "Password of the \(format.name) file"))
    }

    struct SkippedJSON: Encodable {
        let position: String
        let reason: String
    }

    struct ResultJSON: Encodable {
        let dryRun: Bool
        let format: String
        let credentials: Int
        let generators: Int
        let added: [ItemPresentation.ItemJSON]
        let skipped: [SkippedJSON]
        let warnings: [String]
    }
}

import ArgumentParser
import Foundation
import Keychain

struct VaultSyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Pull what changed on the sync server, merge, and push this vault's changes.",
        discussion: """
            Pulls every change since the last sync (page by page), pushes the records edited \
            here since then (each based on the server revision it started from), and merges \
            when both sides changed a record: field by field, the newer edit winning a field \
            both changed, the other value kept in the item's history, and a verification-code \
            secret never dropped. Deletes travel as tombstones. Edits made offline wait in the \
            vault file (they survive restarts and crashes) until a sync pushes them.

            Progress goes to standard error; the summary to standard output. Exits with status \
            1 when the server cannot be reached or refuses (the next sync continues where this \
            one stopped).

            Examples:
              autofill vault sync
              autofill vault sync --server https://sync.example.com --json
            """)

    @OptionGroup var vault: VaultOptions
    @OptionGroup var sync: SyncClientOptions

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func run() async throws {
        let opened = try vault.openUnlocked()
        let report = try await sync.withClient(opened) { client in
            try await client.sync(now: Date()) { progress in
                if let total = progress.total, total > 0 {
                    Output.note("\(progress.phase.rawValue): \(progress.done) of \(total)")
                }
            }
        }
        if json {
            try Output.printJSON(report)
        } else {
            var line =
                "Synced: pulled \(report.pulled), pushed \(report.pushed), merged \(report.merged) (revision \(report.revision))."
            if report.conflictingFields > 0 {
                line +=
                    " \(report.conflictingFields) field(s) changed on both sides: the newer value won, the other is in history."
            }
            print(line)
            if report.serverRolledBack {
                Output.note(
                    "warning: the server had forgotten recent changes (restored from a backup?); this vault pushed everything again"
                )
            }
            if report.queued > 0 {
                Output.note("warning: \(report.queued) record(s) are still waiting to be pushed")
            }
            if !report.unreadable.isEmpty {
                let ids = report.unreadable.prefix(5).map { String($0.uuidString.lowercased().prefix(8)) }
                Output.note(
                    "warning: \(report.unreadable.count) record(s) on the server cannot be read here (damaged, or written by a newer version of autofill): \(ids.joined(separator: ", "))\(report.unreadable.count > 5 ? ", ..." : ""). They were left as they are; update autofill if other devices run a newer one."
                )
            }
        }
        if report.skipped > 0 {
            Output.note(
                "warning: \(report.skipped) damaged record(s) could not be pushed; 'autofill vault status --verify' names them"
            )
            throw ExitCode.failure
        }
    }
}

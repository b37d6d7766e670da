import ArgumentParser
import Foundation
import Keychain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Remove a credential or a generator.",
        discussion: """
            The query must match exactly one item: give its id (or the first 6+ characters, as \
            'autofill list' shows them), its domain, or its name. A terminal asks to confirm; \
            scripts pass --yes. The removal leaves a tombstone so that synced devices remove it \
            too.

            Examples:
              autofill rm 3f2a9c1e
              autofill rm github --yes
            """)

    @Argument(help: ArgumentHelp("The item to remove.", valueName: "query"))
    var query: String

    @Flag(help: "Do not ask for confirmation.")
    var yes = false

    @OptionGroup var vault: VaultOptions

    func validate() throws {
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("name the item to remove")
        }
    }

    func run() async throws {
        let opened = try vault.openUnlocked()
        let found = try opened.search(query)
        var matches = found.credentials.map { ($0.id, ItemPresentation.describe($0)) }
        matches += found.generators.map { ($0.id, ItemPresentation.describe($0)) }
        // A damaged record can only be named by its id; it can still be removed.
        matches += found.damaged.filter { $0.id.uuidString.lowercased().hasPrefix(query.lowercased()) }.map {
            ($0.id, "damaged record [\(ItemPresentation.shortID($0.id))]")
        }
        guard matches.count == 1, let (id, name) = matches.first else {
            if matches.isEmpty { throw CommandFailure("nothing matches '\(query)'; see 'autofill list'") }
            throw CommandFailure(
                "'\(query)' matches \(matches.count) items; name one by id:\n"
                    + matches.map { "  " + $0.1 }.joined(separator: "\n"))
        }
        if !yes {
            guard isatty(STDIN_FILENO) != 0 else {
                throw CommandFailure("removing \(name) needs confirmation: add --yes")
            }
            FileHandle.standardError.write(Data("Remove \(name)? [y/N] ".utf8))
            guard (readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("y") else {
                throw CommandFailure("nothing was removed")
            }
        }
        try opened.delete(id: id)
        print("Removed \(name).")
    }
}

import ArgumentParser
import Foundation
import Keychain

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the credentials and verification-code generators in the vault.",
        discussion: """
            Shows names, user names, sites and which items have a verification code - never a \
            password or a secret. A query narrows the list: the start of an id, a domain \
            (matched by site: login.example.com finds example.com), or text in a name, user \
            name, issuer or account. Records that cannot be decrypted are named on standard \
            error and the exit status is 1; the rest are still listed.

            Examples:
              autofill list
              autofill list example.com
              autofill list --json | jq '.[] | select(.verificationCode != null) | .name'
            """)

    @Argument(help: ArgumentHelp("Only items matching this.", valueName: "query"))
    var query: String?

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON: one object per item, without secrets.")
    var json = false

    func run() async throws {
        let opened = try vault.openUnlocked()
        let contents = try opened.search(query ?? "")
        opened.lock()
        let items =
            contents.credentials.map(ItemPresentation.ItemJSON.init)
            + contents.generators.map(ItemPresentation.ItemJSON.init)
        if json {
            try Output.printJSON(items)
        } else if items.isEmpty {
            print(query == nil ? "The vault is empty." : "Nothing matches '\(query!)'.")
        } else {
            var output = BufferedOutput()
            for item in items {
                let code =
                    item.verificationCode.map { " [code: \($0.type.uppercased())\($0.steam ? " Steam" : "")]" } ?? ""
                let user = item.username.flatMap { $0.isEmpty ? nil : "  \($0)" } ?? ""
                let sites = item.services.isEmpty ? "" : "  " + item.services.map(\.value).joined(separator: ", ")
                output.append(
                    "\(item.id.prefix(8))  \(item.kind == "credential" ? "login    " : "generator")  \(item.name)\(user)\(sites)\(code)\n"
                )
            }
            output.flush()
        }
        ItemPresentation.reportDamaged(contents.damaged)
        if !contents.damaged.isEmpty { throw ExitCode.failure }
    }
}

import ArgumentParser
import AutoFill
import Foundation

struct SuggestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "List the AutoFill suggestions for a focused field (never a secret).",
        discussion: """
            Describes a field (the page and its frames, or an app and its associated domains, \
            and the field's kind), asks every enabled provider in parallel, and prints the \
            ranked suggestions: the first three are the suggestion bar, the rest the full list. \
            A suggestion for another host of the same site shows the domain it belongs to. \
            Providers that fail or are too slow are listed on standard error; the others still \
            count.

            Providers: --provider MANIFEST for each external provider (see docs/providers.md; \
            providers/pass/manifest.json ships with the project), --keychain for the vault, \
            --message-file for a code that arrived in a message.

            Exit status: 0 with suggestions, 1 without.

            Examples:
              autofill suggest --url https://login.example.com/ --field currentPassword \\
                  --provider providers/pass/manifest.json
              autofill suggest --url https://shop.example/ --frame https://pay.bank.example/ \\
                  --field oneTimeCode --message-file sms.txt --json
              autofill suggest --app TEAMID.com.example.app --associated-domain example.com \\
                  --field username --keychain
              autofill suggest --url https://example.com/signup --field newPassword \\
                  --password-rules 'minlength: 12; required: digit;'
            """)

    @OptionGroup var options: AutoFillFieldOptions

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        let now = Date()
        let field = try options.focusedField()
        let broker = try await options.broker(now: now)
        let list = await broker.suggestions(for: field, now: now)
        if json {
            try Output.printJSON(list)
        } else {
            if list.all.isEmpty { print("no suggestions for \(field.kind) in \(field.context)") }
            for (index, suggestion) in list.all.enumerated() {
                print("\(index + 1)\(index < list.bar.count ? "*" : " ") \(suggestion.line)")
            }
            if list.isVaultLocked { Output.note("the vault is locked: unlock it to see its passwords and codes") }
            for failure in list.failures {
                Output.note("provider \(failure.providerName): \(failure.code): \(failure.message)")
            }
        }
        if list.all.isEmpty { throw ExitCode(1) }
    }
}

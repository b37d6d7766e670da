import ArgumentParser
import AutoFill
import Foundation

struct FillCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fill",
        abstract: "Print the value AutoFill would fill for a focused field.",
        discussion: """
            Takes the same field and provider options as 'autofill suggest', chooses one \
            suggestion (the first, or --pick N from the numbered list 'suggest' prints, or the \
            first whose title contains --matching TEXT) and prints its value: a password \
            (the user name goes to standard error), a one-time code, or a new strong password. \
            A code from a message is used up by the fill.

            Without user interaction a provider may answer that it needs the user (a gpg key \
            whose passphrase is not cached, say); --interactive then lets it ask.

            Examples:
              autofill fill --url https://example.com/ --field oneTimeCode \\
                  --provider providers/pass/manifest.json
              autofill fill --url https://example.com/ --field password --pick 2 --keychain
              printf 'Your code is 123456\\n\\n@example.com #123456' | \\
                  autofill fill --url https://example.com/ --field code --message-file -
            """)

    @OptionGroup var options: AutoFillFieldOptions

    @Option(help: ArgumentHelp("Choose the Nth suggestion (1 is the first).", valueName: "n"))
    var pick: Int?

    @Option(help: ArgumentHelp("Choose the first suggestion whose title contains this text.", valueName: "text"))
    var matching: String?

    @Flag(help: "Let the provider ask the user (passphrase prompts) if it must.")
    var interactive = false

    @Flag(help: "Print the result as JSON (the value under \"value\").")
    var json = false

    func validate() throws {
        if let pick, pick < 1 { throw ValidationError("--pick counts from 1") }
        if pick != nil && matching != nil { throw ValidationError("give --pick or --matching, not both") }
    }

    private struct FillJSON: Encodable {
        let suggestion: Suggestion
        let type: String
        let user: String
        let value: String
    }

    func run() async throws {
        let now = Date()
        let field = try options.focusedField()
        let broker = try await options.broker(now: now)
        let list = await broker.suggestions(for: field, now: now)
        for failure in list.failures {
            Output.note("provider \(failure.providerName): \(failure.code): \(failure.message)")
        }
        let chosen: Suggestion?
        if let pick {
            chosen = pick <= list.all.count ? list.all[pick - 1] : nil
        } else if let matching {
            chosen = list.all.first { $0.title.localizedCaseInsensitiveContains(matching) }
        } else {
            chosen = list.all.first
        }
        guard let chosen else {
            throw CommandFailure(
                "no suggestion to fill for \(field.kind) in \(field.context) (\(list.all.count) in all)")
        }
        let value: ProvidedCredential
        do {
            value = try await broker.fill(chosen.id, now: Date(), allowingInteraction: interactive)
        } catch {
            throw CommandFailure("\(chosen.title): \(error.code): \(error)")
        }
        if json {
            try Output.printJSON(
                FillJSON(
                    suggestion: chosen, type: value.type.rawValue, user: value.user, value: value.secret.unredacted))
        } else {
            if !value.user.isEmpty { Output.note("user: \(value.user)") }
            print(value.secret.unredacted)
        }
    }
}

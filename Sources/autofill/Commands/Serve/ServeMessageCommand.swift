import ArgumentParser
import AutoFillAPI
import Foundation
import Secrets

struct ServeMessageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Hand a received SMS or e-mail text to the running service.",
        discussion: """
            Posts the text to the running `autofill serve` over its Unix socket, as a phone \
            forwarder would post it to /v1/messages. A one-time code in it is offered for three \
            minutes: a domain-bound code (`@example.com #123456` on the last line) only on that \
            site and its subdomains, a code without a domain in every code field; a code field \
            focused now gets it at once. The text is read from FILE or standard input, never \
            from the command line (a code in argv is visible to every user of the machine).

            Exits with status 1 when the text holds no code.

            Examples:
              printf 'Your code is 123456\\n\\n@example.com #123456' | autofill serve message
              autofill serve message --sender 'Example Bank' message.txt
              autofill serve message --email mail.txt --json
            """)

    @OptionGroup var state: ServeStateOptions

    @Argument(help: ArgumentHelp("A file with the message text, or - for standard input.", valueName: "file"))
    var file = "-"

    @Option(help: ArgumentHelp("Who sent the message (shown with the suggestion).", valueName: "name"))
    var sender: String?

    @Flag(help: "The text is an e-mail rather than an SMS.")
    var email = false

    @Flag(help: "Print the result as JSON: {found, id, kind, domain, embeddedDomain, expiresAt}.")
    var json = false

    func run() async throws {
        let bytes = try FileInput.readBytes(file, limit: 32 << 10)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure("the message is not UTF-8 text")
        }
        let received = try await state.call(
            Endpoints.receiveMessage,
            MessageRequest(text: SecretText(text), sender: sender, channel: email ? "email" : "sms"))
        if json {
            try Output.printJSON(received, compact: true)
        } else if received.found {
            print(
                received.kind == "domainBound"
                    ? "Code received, bound to \(received.domain ?? "?"): offered on that site and its subdomains for three minutes."
                    : "Code received: offered in one-time-code fields for three minutes.")
        }
        if !received.found { throw CommandFailure("no one-time code found in the message") }
    }
}

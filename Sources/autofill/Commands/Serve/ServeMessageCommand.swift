import ArgumentParser
import AutoFillServer
import Foundation

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
        var request: [String: String] = ["text": text, "channel": email ? "email" : "sms"]
        if let sender { request["sender"] = sender }
        let answer = try await state.send(
            "POST", "/v1/messages", body: [UInt8](try JSONSerialization.data(withJSONObject: request)))
        guard answer.status == 200, let object = answer.object else { throw answer.refusal }
        let found = object["found"] as? Bool ?? false
        if json {
            answer.printRaw()
        } else if found {
            let kind = object["kind"] as? String
            let domain = object["domain"] as? String
            print(
                kind == "domainBound"
                    ? "Code received, bound to \(domain ?? "?"): offered on that site and its subdomains for three minutes."
                    : "Code received: offered in one-time-code fields for three minutes.")
        }
        if !found { throw CommandFailure("no one-time code found in the message") }
    }
}

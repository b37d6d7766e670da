import ArgumentParser
import AutoFillAPI
import Foundation

struct ServeLinkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Print a new one-time login link for the running service's web page.",
        discussion: """
            Asks the running service over its Unix socket. A link works once, within 15 minutes, \
            and only on the host it names.

            Examples:
              autofill serve link
              autofill serve link --host login.example.test --path /demo/signin
              xdg-open "$(autofill serve link)"
            """)

    @OptionGroup var state: ServeStateOptions

    @Option(help: ArgumentHelp("A demo-site host to log in on, such as login.example.test.", valueName: "host"))
    var host: String?

    @Option(help: ArgumentHelp("The page to open after logging in.", valueName: "path"))
    var path = "/"

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard path.hasPrefix("/") else { throw ValidationError("--path must start with '/', got '\(path)'") }
    }

    func run() async throws {
        let link = try await state.call(Endpoints.makeLoginLink, LoginLinkRequest(host: host, path: path))
        if json {
            try Output.printJSON(link, compact: true)
        } else {
            print(link.url)
        }
    }
}

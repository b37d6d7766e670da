import ArgumentParser

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the local AutoFill service: the web page, the JSON API and the event stream.",
        discussion: """
            'autofill serve' (the same as 'autofill serve run') listens on http://127.0.0.1:7391 \
            and on a Unix socket in its state directory, and prints a one-time login link for \
            the web page. On first run the page creates your vault; after that it unlocks it, \
            shows your verification codes with a countdown, takes pasted messages, and opens a \
            demo sign-in page where the suggestion bar offers codes as they arrive.

            While it runs, other programs of yours reach it over the socket (as an agent): \
            'autofill serve link' prints a new login link, 'autofill serve status' shows its \
            state, 'autofill serve unlock' and 'lock' unlock and lock its vault, 'autofill \
            serve codes' shows the current verification codes without asking for the \
            passphrase again, 'autofill serve message' hands it a received SMS or e-mail, and \
            'autofill bridge' connects a browser extension. Scripts over TCP send the token \
            from the state directory's 'token' file as 'Authorization: Bearer'.

            Examples:
              autofill serve
              autofill serve --port 0 --state-dir /tmp/af --vault /tmp/af/vault.sqlite
              autofill serve link
              autofill serve link --host login.example.test --path /demo/signin
              autofill serve unlock && autofill serve codes github.com
              printf '@example.com #123456' | autofill serve message
              curl -H "Authorization: Bearer $(cat ~/.local/state/swift-autofill/token)" \\
                -H 'Content-Type: application/json' -d '{"text":"@example.com #123456"}' \\
                http://127.0.0.1:7391/v1/messages
            """,
        subcommands: [
            ServeRunCommand.self, ServeLinkCommand.self, ServeStatusCommand.self, ServeUnlockCommand.self,
            ServeLockCommand.self, ServeCodesCommand.self, ServeMessageCommand.self, ServePairCommand.self,
        ],
        defaultSubcommand: ServeRunCommand.self
    )
}

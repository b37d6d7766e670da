import ArgumentParser

struct AASACommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Fetch, validate and explain apple-app-site-association (and assetlinks.json) files.",
        discussion: """
            A site vouches for apps in /.well-known/apple-app-site-association: for shared \
            passwords (webcredentials), universal links (applinks), App Clips and Handoff. Android's \
            equivalent is /.well-known/assetlinks.json. AutoFill offers a site's passwords in an app \
            only when both sides agree.

            Examples:
              autofill aasa check example.com --app ABCDE12345.com.example.app
              autofill aasa check example.com --app ABCDE12345.com.example.app --url https://example.com/buy/1
              autofill aasa check localhost --port 8443 --developer
              autofill aasa lint apple-app-site-association
              autofill aasa lint assetlinks.json
            """,
        subcommands: [AASACheckCommand.self, AASALintCommand.self])
}

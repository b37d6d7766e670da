import ArgumentParser

@main
struct AutoFillCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autofill",
        abstract: "One-time codes, passwords and AutoFill, from the command line.",
        subcommands: [
            CodeCommand.self,
            URLCommand.self,
            VerifyCommand.self,
            SyncServerCommand.self,
        ]
    )
}

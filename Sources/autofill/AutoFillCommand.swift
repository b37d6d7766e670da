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
            QRCommand.self,
            SMSCommand.self,
            DomainCommand.self,
            AASACommand.self,
            PasswordCommand.self,
            FieldsCommand.self,
            VaultCommand.self,
            AddCommand.self,
            ListCommand.self,
            RemoveCommand.self,
            ImportCommand.self,
            ExportCommand.self,
            SyncServerCommand.self,
            SuggestCommand.self,
            FillCommand.self,
            ServeCommand.self,
            SourcesCommand.self,
            BridgeCommand.self,
            BrowserCommand.self,
            ServiceCommand.self,
        ]
    )
}

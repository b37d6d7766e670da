import ArgumentParser

struct FieldsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fields",
        abstract: "Find forms in HTML pages and say what each field is for.",
        discussion: """
            AutoFill must know what the focused field is before it offers anything: a user name, \
            a current or new password, a one-time code, or something to leave alone (search, \
            CAPTCHA, card security code, promo code, recovery code, phone number, postal code).

            Examples:
              autofill fields classify login.html --url https://example.com/login
              autofill fields scan login.html --json     # the descriptors a browser bridge would send
              autofill fields eval Tests/FormFieldsTests/Corpus/holdout
            """,
        subcommands: [FieldsClassifyCommand.self, FieldsScanCommand.self, FieldsEvalCommand.self]
    )
}

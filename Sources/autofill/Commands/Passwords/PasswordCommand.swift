import ArgumentParser

struct PasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract: "Generate strong passwords that follow password rules, and check passwords against them.",
        discussion: """
            Password rules are the language of the HTML passwordrules attribute and of \
            UITextInputPasswordRules, for example:

              required: upper; required: digit; allowed: lower, [-.@]; max-consecutive: 2; minlength: 8

            Rules come from --rules, or from a per-site rules file (the password-rules.json format \
            of apple/password-manager-resources) with --domain and --quirks. Rules you receive are \
            read the way Safari reads them; 'autofill password canonical --strict' shows every \
            problem in rules you write.

            Examples:
              autofill password generate
              autofill password generate --rules 'minlength: 8; maxlength: 16' --count 5
              autofill password generate --domain login.example.com --quirks password-rules.json
              autofill password check --rules 'required: digit; minlength: 12' < password.txt
              autofill password canonical 'required: upper,lower; minlength: 8 ;' --strict
            """,
        subcommands: [PasswordGenerateCommand.self, PasswordCheckCommand.self, PasswordCanonicalCommand.self])
}

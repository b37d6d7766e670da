import ArgumentParser
import PasswordRules
import Secrets

struct PasswordCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a password against password rules.",
        discussion: """
            Reads the password from standard input (one trailing newline is removed; other \
            whitespace counts) or from --password-file, never from the command line. Prints each \
            rule the password breaks, without the password, and exits 1; exits 0 when every rule \
            holds.

            Examples:
              autofill password check --rules 'required: digit; minlength: 12' < password.txt
              printf '%s' "$PASSWORD" | autofill password check --domain example.com --quirks password-rules.json
              autofill password check --rules 'maxlength: 16' --password-file pw.txt --json
            """)

    @OptionGroup(title: "Rules")
    var source: RulesOptions

    @Option(
        name: .customLong("password-file"),
        help: ArgumentHelp("Read the password from this file ('-' for standard input).", valueName: "path"))
    var passwordFile: String?

    @Flag(help: "Print JSON: whether the password satisfies the rules, and each broken rule.")
    var json = false

    func run() async throws {
        let (rules, notes) = try source.resolve()
        notes.forEach(Output.note)
        let password = try readPassword()
        let violations = rules.violations(of: password)
        if json {
            try Output.printJSON(
                ResultJSON(
                    satisfied: violations.isEmpty, rules: rules.canonicalForm,
                    violations: violations.map {
                        ViolationJSON(
                            code: $0.code.description, rule: $0.rule, message: $0.message, positions: $0.positions)
                    }))
        } else if violations.isEmpty {
            print("ok: the password satisfies \(rules.canonicalForm)")
        } else {
            for violation in violations { print("fails \(violation.rule): \(violation.message)") }
        }
        if !violations.isEmpty { throw ExitCode(1) }
    }

    /// The password exactly as given, but for one trailing line break.
    private func readPassword() throws -> SecretText {
        var text =
            try passwordFile.map { try SecretInput.readFile($0, prompt: "Password: ") }
            ?? SecretInput.readStandardInput(prompt: "Password: ")
        if text.hasSuffix("\r\n") {
            text.removeLast(1)  // "\r\n" is one Character
        } else if text.hasSuffix("\n") {
            text.removeLast()
        }
        return SecretText(text)
    }

    struct ViolationJSON: Encodable {
        let code: String
        let rule: String
        let message: String
        let positions: [Int]
    }

    struct ResultJSON: Encodable {
        let satisfied: Bool
        let rules: String
        let violations: [ViolationJSON]
    }
}

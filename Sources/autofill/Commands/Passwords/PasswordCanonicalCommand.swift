import ArgumentParser
import PasswordRules

struct PasswordCanonicalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "canonical",
        abstract: "Print password rules in canonical form, and what is wrong with them.",
        discussion: """
            By default the rules are read as Safari reads them (Apple's reference parser): the \
            canonical form is what Safari will enforce, and each part Safari drops is listed on \
            standard error with its column. With --strict every problem is listed, errors and \
            warnings, and rules with an error print nothing and exit 1.

            The canonical form lists the required rules in order, then allowed, max-consecutive, \
            minlength and maxlength; named classes replace complete sets of characters.

            Examples:
              autofill password canonical 'required: lower; required: upper; allowed: digit, [-]'
              autofill password canonical 'minlength: 8 ; required: [a-z]'
              autofill password canonical 'minLength: 8; required: numeric' --strict
              autofill password canonical 'required: upper; maxlength: 0' --json
            """)

    @Argument(help: ArgumentHelp("The password rules.", valueName: "rules"))
    var rules: String

    @Flag(help: "Read the rules strictly and list every problem; exit 1 on an error.")
    var strict = false

    @Flag(help: "Print JSON: the canonical form and every diagnostic with its position.")
    var json = false

    func run() async throws {
        let result = PasswordRules.parse(rules, mode: strict ? .strict : .compatible)
        if json {
            try Output.printJSON(
                ResultJSON(
                    canonical: result.rules?.canonicalForm, mode: strict ? "strict" : "compatible",
                    diagnostics: result.diagnostics.map { diagnostic in
                        DiagnosticJSON(
                            code: diagnostic.code.description, severity: diagnostic.severity.description,
                            offset: diagnostic.range.lowerBound, length: diagnostic.range.count,
                            column: diagnostic.column(in: rules), message: diagnostic.message,
                            dropped: diagnostic.dropped?.description)
                    }))
        } else {
            if let canonical = result.rules?.canonicalForm { print(canonical) }
            for diagnostic in result.diagnostics { Output.note(explain(diagnostic)) }
        }
        if result.rules == nil { throw ExitCode(1) }
    }

    /// The problem, the rules with a caret under it, and what Safari drops.
    private func explain(_ diagnostic: PasswordRulesDiagnostic) -> String {
        let column = diagnostic.column(in: rules)
        let caret =
            String(repeating: " ", count: column - 1) + String(repeating: "^", count: diagnostic.width(in: rules))
        var text = "column \(column): \(diagnostic.severity): \(diagnostic.message)"
        if let dropped = diagnostic.dropped { text += "; Safari drops the \(dropped)" }
        let singleLine = rules.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        return text + "\n  " + String(singleLine) + "\n  " + caret
    }

    struct DiagnosticJSON: Encodable {
        let code: String
        let severity: String
        let offset: Int
        let length: Int
        let column: Int
        let message: String
        let dropped: String?
    }

    struct ResultJSON: Encodable {
        let canonical: String?
        let mode: String
        let diagnostics: [DiagnosticJSON]
    }
}

import ArgumentParser
import FormFields

struct FieldsScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Show the forms the HTML scanner finds, as field descriptors.",
        discussion: """
            Prints what the classifier reads: each form (or group of fields outside a form) \
            with its fields' attributes, labels, ARIA text and nearby text, its buttons, headings \
            and other text. With --json the output is the descriptor JSON a browser bridge sends \
            (see docs/form-fields.md), so it doubles as an example for bridge authors.

            Examples:
              autofill fields scan login.html
              autofill fields scan login.html --json --url https://example.com/login
            """)

    @Argument(help: ArgumentHelp("The HTML file to read; '-' reads standard input.", valueName: "page.html"))
    var page: String

    @Option(help: ArgumentHelp("The URL the page was loaded from.", valueName: "url"))
    var url: String = ""

    @Flag(help: "Print the descriptors as JSON.")
    var json = false

    func run() async throws {
        let bytes = try FileInput.readBytes(page)
        let scanned = HTMLFormScanner().scan(bytes, pageURL: url)
        if json {
            try Output.printJSON(ScanJSON(title: scanned.title, isTruncated: scanned.isTruncated, forms: scanned.forms))
            return
        }
        print("title: \(scanned.title)")
        for (number, form) in scanned.forms.enumerated() {
            let place =
                form.isFormElement ? "<form action=\"\(form.actionURL)\" id=\"\(form.id)\">" : "fields outside a form"
            print("\n\(number + 1). \(place)")
            if !form.headings.isEmpty { print("   headings: \(form.headings.joined(separator: " | "))") }
            if !form.buttons.isEmpty { print("   buttons:  \(form.buttons.joined(separator: " | "))") }
            if !form.texts.isEmpty { print("   texts:    \(form.texts.joined(separator: " | "))") }
            for field in form.fields {
                var facts: [String] = []
                for (key, value) in [
                    ("autocomplete", field.autocomplete), ("label", field.label), ("placeholder", field.placeholder),
                    ("aria-label", field.ariaLabel), ("aria-labelledby", field.ariaLabelledBy),
                    ("aria-describedby", field.ariaDescribedBy), ("nearby", field.nearbyText),
                    ("inputmode", field.inputMode),
                ] where !value.isEmpty {
                    facts.append("\(key)=\"\(value)\"")
                }
                if let maxLength = field.maxLength { facts.append("maxlength=\(maxLength)") }
                if !field.isVisible { facts.append("hidden") }
                print("   - \(FieldsClassifyCommand.describe(field)) \(facts.joined(separator: " "))")
            }
        }
    }

    struct ScanJSON: Encodable {
        let title: String
        let isTruncated: Bool
        let forms: [FormDescriptor]
    }
}

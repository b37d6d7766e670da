import ArgumentParser
import FormFields

struct FieldsClassifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classify",
        abstract: "Classify every field of every form in an HTML page.",
        discussion: """
            Reads the page, finds its forms (and groups of fields outside any form), and prints \
            for each field its kind (username, email, currentPassword, newPassword, \
            confirmPassword, oneTimeCode or none), how sure the classifier is, and the signal \
            that decided: an autocomplete tag, a keyword, the form's structure. Each form gets a \
            kind too (signIn, signUp, passwordChange, passwordReset, secondFactor, other).

            The page URL is part of the evidence (/login, /2fa, /register); give it with --url \
            when you know it.

            With --json every field also says where it is: "location" has its index among the \
            page's fields in document order (hidden ones included), the line and column of its \
            tag in the source (from 1; columns in Unicode scalars), and a CSS selector that finds \
            it in a browser (#id when the id is unique, else tag:nth-of-type(n) steps from the \
            nearest ancestor with a unique id or from body).

            Examples:
              autofill fields classify login.html
              curl -s https://example.com/login | autofill fields classify - --url https://example.com/login
              autofill fields classify verify.html --json | jq '.forms[].fields[] | select(.kind == "oneTimeCode")'
            """)

    @Argument(help: ArgumentHelp("The HTML file to read; '-' reads standard input.", valueName: "page.html"))
    var page: String

    @Option(help: ArgumentHelp("The URL the page was loaded from.", valueName: "url"))
    var url: String = ""

    @Flag(help: "Print JSON: every form with its kind and every field with its classification.")
    var json = false

    @Flag(help: "Also list hidden and non-text fields (checkboxes, hidden inputs).")
    var all = false

    func run() async throws {
        let bytes = try FileInput.readBytes(page)
        let scanned = HTMLFormScanner(options: .init(recordsLocations: json)).scan(bytes, pageURL: url)
        let results = FieldClassifier().classify(scanned)
        if json {
            try Output.printJSON(
                PageJSON(
                    title: scanned.title, url: url, isTruncated: scanned.isTruncated,
                    forms: scanned.forms.indices.map {
                        FormJSON(form: scanned.forms[$0], result: results[$0], locations: scanned.locations[$0])
                    }))
            return
        }
        if scanned.forms.isEmpty {
            print("No fields found.")
            return
        }
        for (number, (form, result)) in zip(scanned.forms, results).enumerated() {
            let place =
                form.isFormElement
                ? "form" + (form.actionURL.isEmpty ? "" : " action=\(form.actionURL)") : "fields outside a form"
            print(
                "\(number + 1). \(result.kind) (\(Int((result.confidence * 100).rounded()))%, \(result.signal)) - \(place)"
            )
            for (field, verdict) in zip(form.fields, result.fields)
            where all || field.isVisible && verdict.exclusion != .notFillable {
                let kind = verdict.kind.rawValue + (verdict.exclusion.map { " (\($0))" } ?? "")
                let padded = kind.padding(toLength: 28, withPad: " ", startingAt: 0)
                print("   \(padded) \(Self.percent(verdict.confidence))  \(Self.describe(field))  \(verdict.signal)")
            }
        }
        if scanned.isTruncated {
            Output.note("note: the page exceeded the scanner's limits; only its first part was read")
        }
    }

    static func percent(_ value: Double) -> String {
        let text = String(Int((value * 100).rounded())) + "%"
        return text.padding(toLength: 4, withPad: " ", startingAt: 0)
    }

    static func describe(_ field: FieldDescriptor) -> String {
        var parts = ["\(field.tag)[type=\(field.type)"]
        if !field.name.isEmpty { parts.append("name=\(field.name.prefix(40))") }
        if !field.id.isEmpty { parts.append("id=\(field.id.prefix(40))") }
        return parts.joined(separator: " ") + "]"
    }

    struct PageJSON: Encodable {
        let title: String
        let url: String
        let isTruncated: Bool
        let forms: [FormJSON]
    }

    struct FormJSON: Encodable {
        let kind: FormKind
        let confidence: Double
        let signal: ClassificationSignal
        let isFormElement: Bool
        let actionURL: String
        let id: String
        let fields: [FieldJSON]

        init(form: FormDescriptor, result: FormClassification, locations: [FieldLocation]) {
            kind = result.kind
            confidence = result.confidence
            signal = result.signal
            isFormElement = form.isFormElement
            actionURL = form.actionURL
            id = form.id
            fields = form.fields.indices.map {
                FieldJSON(field: form.fields[$0], result: result.fields[$0], location: locations[$0])
            }
        }
    }

    struct FieldJSON: Encodable {
        let tag: String
        let type: String
        let name: String
        let id: String
        let isVisible: Bool
        let kind: FieldKind
        let confidence: Double
        let signal: ClassificationSignal
        let exclusion: Exclusion?
        let isWebAuthn: Bool
        let section: String?
        let location: FieldLocation

        init(field: FieldDescriptor, result: FieldClassification, location: FieldLocation) {
            self.location = location
            tag = field.tag
            type = field.type
            name = field.name
            id = field.id
            isVisible = field.isVisible
            kind = result.kind
            confidence = result.confidence
            signal = result.signal
            exclusion = result.exclusion
            isWebAuthn = result.isWebAuthn
            section = result.section
        }
    }
}

/// Scores the classifier against pages whose fields carry their expected kind in an attribute
/// (`data-expected="oneTimeCode"`, and `data-expected-form="secondFactor"` on a form or any of
/// its fields). The scanner keeps those attributes out of the descriptors, so the classifier
/// never sees them.
///
/// Not API: shared by the tests and `autofill fields eval`.
package struct CorpusEvaluation: Sendable {
    package static let annotationAttribute = "data-expected"

    package struct Counts: Sendable, Hashable, Codable {
        package var truePositives = 0
        package var falsePositives = 0
        package var falseNegatives = 0

        package var precision: Double? {
            let predicted = truePositives + falsePositives
            return predicted == 0 ? nil : Double(truePositives) / Double(predicted)
        }
        package var recall: Double? {
            let expected = truePositives + falseNegatives
            return expected == 0 ? nil : Double(truePositives) / Double(expected)
        }
        package var f1: Double? {
            guard let precision, let recall, precision + recall > 0 else { return nil }
            return 2 * precision * recall / (precision + recall)
        }
    }

    /// A field the classifier got wrong.
    package struct Miss: Sendable, Hashable, Codable {
        package var page: String
        package var field: String
        package var expected: String
        package var predicted: String
        package var signal: String
    }

    package private(set) var pages = 0
    package private(set) var fields = 0
    package private(set) var counts: [String: Counts] = [:]
    /// Fields expected to be a current, new or confirmation password, and those classified exactly.
    package private(set) var passwordFields = 0
    package private(set) var passwordsCorrect = 0
    package private(set) var forms = 0
    package private(set) var formsCorrect = 0
    package private(set) var misses: [Miss] = []
    /// Labelled account fields (by name) that the scanner did not find in the labelled form.
    package private(set) var unmatchedLabels = 0
    package private(set) var unmatchedForms = 0
    /// Misses dropped by ``hideMisses()``.
    package private(set) var hiddenMisses = 0

    /// Drops the list of misses, keeping the counts (for a held-out split: measured, never read).
    package mutating func hideMisses() {
        hiddenMisses += misses.count
        misses = []
    }

    package init() {}

    /// The expected kinds of one `<form>` element, for corpora labelled outside the page
    /// (such as Formasaurus): fields are matched by their `name`.
    package struct FormLabels: Sendable, Hashable {
        /// The form's expected kind; nil when the corpus does not say.
        package var kind: FormKind?
        /// Expected kinds by field name; a field whose label maps to no kind is not scored.
        package var fields: [String: FieldKind?]
        /// A second kind that also counts as right, by field name: the label allows both (a
        /// field for "username or email", an email address that is the account's identifier).
        package var alternatives: [String: FieldKind]

        package init(kind: FormKind?, fields: [String: FieldKind?], alternatives: [String: FieldKind] = [:]) {
            self.kind = kind
            self.fields = fields
            self.alternatives = alternatives
        }
    }

    /// Scans, classifies and scores one page whose labels are given apart, per `<form>` element
    /// (`labels[n]` describes the n-th `<form>` start tag of the page). Fields outside forms and
    /// unlabelled fields are classified with their form but not scored.
    package mutating func add(page name: String, html: [UInt8], pageURL: String, labels: [Int: FormLabels]) {
        let page = Self.scanner.scan(html, pageURL: pageURL)
        let classifier = FieldClassifier()
        pages += 1
        var found = Set<Int>()
        for (formIndex, form) in page.forms.enumerated() {
            guard let ordinal = page.formOrdinals[formIndex], let expected = labels[ordinal] else { continue }
            found.insert(ordinal)
            let result = classifier.classify(form)
            if let kind = expected.kind {
                forms += 1
                if kind == result.kind {
                    formsCorrect += 1
                } else {
                    misses.append(
                        Miss(
                            page: name, field: "form \(ordinal + 1)", expected: kind.rawValue,
                            predicted: result.kind.rawValue, signal: result.signal.description))
                }
            }
            var matched = Set<String>()
            for (fieldIndex, field) in form.fields.enumerated() where !field.name.isEmpty {
                guard let label = expected.fields[field.name] else { continue }
                matched.insert(field.name)
                guard var expectedKind = label else { continue }
                let predicted = result.fields[fieldIndex]
                if predicted.kind == expected.alternatives[field.name] { expectedKind = predicted.kind }
                score(
                    page: name, field: field, location: page.locations[formIndex][fieldIndex], expected: expectedKind,
                    predicted: predicted)
            }
            unmatchedLabels += expected.fields.filter { !matched.contains($0.key) && Self.isScored($0.value) }.count
        }
        for (ordinal, expected) in labels where !found.contains(ordinal) {
            let scored = expected.fields.values.filter(Self.isScored).count
            if scored > 0 { unmatchedForms += 1 }
            unmatchedLabels += scored
        }
    }

    /// Labels of account fields: the ones worth counting when the scanner cannot find them.
    private static func isScored(_ kind: FieldKind??) -> Bool {
        guard let kind = kind ?? nil else { return false }
        return kind != .none
    }

    private mutating func score(
        page: String, field: FieldDescriptor, location: FieldLocation?, expected: FieldKind,
        predicted: FieldClassification
    ) {
        fields += 1
        record(expected: expected, predicted: predicted.kind)
        if expected.isPassword {
            passwordFields += 1
            if predicted.kind == expected { passwordsCorrect += 1 }
        }
        if expected != predicted.kind {
            var description = Self.describe(field)
            if let location { description += " at \(location.line):\(location.column)" }
            misses.append(
                Miss(
                    page: page, field: description, expected: expected.rawValue, predicted: predicted.kind.rawValue,
                    signal: predicted.signal.description))
        }
    }

    package static let scanner: HTMLFormScanner = {
        var options = HTMLFormScanner.Options()
        options.annotationAttribute = annotationAttribute
        options.recordsLocations = true
        return HTMLFormScanner(options: options)
    }()

    /// Scans, classifies and scores one page.
    ///
    /// - Throws: ``FormFieldsError/Code/invalidValue`` for a visible field without an expected
    ///   kind, or an expected kind that does not exist.
    package mutating func add(page name: String, html: [UInt8], pageURL: String = "") throws(FormFieldsError) {
        let page = Self.scanner.scan(html, pageURL: pageURL)
        let classifier = FieldClassifier()
        pages += 1
        for (formIndex, form) in page.forms.enumerated() {
            let result = classifier.classify(form)
            if let expectedForm = page.formAnnotations[formIndex] {
                guard let kind = FormKind(rawValue: expectedForm) else {
                    throw FormFieldsError(.invalidValue, "\(name): unknown form kind '\(expectedForm.prefix(40))'")
                }
                forms += 1
                if kind == result.kind {
                    formsCorrect += 1
                } else {
                    misses.append(
                        Miss(
                            page: name, field: "form \(formIndex + 1)", expected: kind.rawValue,
                            predicted: result.kind.rawValue, signal: result.signal.description))
                }
            }
            for (fieldIndex, field) in form.fields.enumerated() {
                let annotation = page.fieldAnnotations[formIndex][fieldIndex]
                let expected: FieldKind
                if let annotation {
                    guard let kind = FieldKind(rawValue: annotation) else {
                        throw FormFieldsError(
                            .invalidValue,
                            "\(name): \(Self.describe(field)) expects unknown kind '\(annotation.prefix(40))'")
                    }
                    expected = kind
                } else if field.type == "hidden" {
                    expected = .none
                } else {
                    throw FormFieldsError(.invalidValue, "\(name): \(Self.describe(field)) has no data-expected")
                }
                score(
                    page: name, field: field, location: page.locations[formIndex][fieldIndex], expected: expected,
                    predicted: result.fields[fieldIndex])
            }
        }
    }

    private mutating func record(expected: FieldKind, predicted: FieldKind) {
        for kind in FieldKind.allCases {
            var count = counts[kind.rawValue] ?? Counts()
            if expected == kind && predicted == kind { count.truePositives += 1 }
            if expected != kind && predicted == kind { count.falsePositives += 1 }
            if expected == kind && predicted != kind { count.falseNegatives += 1 }
            counts[kind.rawValue] = count
        }
    }

    package func counts(for kind: FieldKind) -> Counts { counts[kind.rawValue] ?? Counts() }

    package var passwordAccuracy: Double? {
        passwordFields == 0 ? nil : Double(passwordsCorrect) / Double(passwordFields)
    }

    package var formAccuracy: Double? { forms == 0 ? nil : Double(formsCorrect) / Double(forms) }

    /// Username and email together: a field counts as right when its kind is the expected one
    /// of the two (micro-averaged, so over- and under-claiming either one costs).
    package var identifierCounts: Counts {
        let username = counts(for: .username)
        let email = counts(for: .email)
        var counts = Counts()
        counts.truePositives = username.truePositives + email.truePositives
        counts.falsePositives = username.falsePositives + email.falsePositives
        counts.falseNegatives = username.falseNegatives + email.falseNegatives
        return counts
    }

    /// The targets of issues 6 and 16, and whether they are met. A target whose figure cannot
    /// be measured here (no code field expected or predicted) is nil and not counted.
    package var targets: [(name: String, value: Double?, minimum: Double)] {
        let code = counts(for: .oneTimeCode)
        return [
            ("oneTimeCode precision", code.precision, 0.99),
            ("oneTimeCode recall", code.recall, 0.95),
            ("username F1", counts(for: .username).f1, 0.95),
            ("username/email F1", identifierCounts.f1, 0.95),
            ("password kind accuracy", passwordAccuracy, 0.95),
        ]
    }

    /// Every target that can be measured is met.
    package var meetsTargets: Bool {
        targets.allSatisfy { target in target.value.map { $0 >= target.minimum } ?? true }
    }

    static func describe(_ field: FieldDescriptor) -> String {
        var parts = ["\(field.tag)[type=\(field.type)"]
        if !field.name.isEmpty { parts.append("name=\(field.name.prefix(40))") }
        if !field.id.isEmpty { parts.append("id=\(field.id.prefix(40))") }
        return parts.joined(separator: " ") + "]"
    }
}

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

    package init() {}

    package static let scanner: HTMLFormScanner = {
        var options = HTMLFormScanner.Options()
        options.annotationAttribute = annotationAttribute
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
                let predicted = result.fields[fieldIndex]
                fields += 1
                record(expected: expected, predicted: predicted.kind)
                if expected.isPassword {
                    passwordFields += 1
                    if predicted.kind == expected { passwordsCorrect += 1 }
                }
                if expected != predicted.kind {
                    misses.append(
                        Miss(
                            page: name, field: Self.describe(field), expected: expected.rawValue,
                            predicted: predicted.kind.rawValue, signal: predicted.signal.description))
                }
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

    /// The targets of issue 6, and whether they are met.
    package var targets: [(name: String, value: Double?, minimum: Double)] {
        [
            ("oneTimeCode precision", counts(for: .oneTimeCode).precision, 0.99),
            ("oneTimeCode recall", counts(for: .oneTimeCode).recall, 0.95),
            ("username F1", counts(for: .username).f1, 0.95),
            ("password kind accuracy", passwordAccuracy, 0.95),
        ]
    }

    package var meetsTargets: Bool { targets.allSatisfy { ($0.value ?? 0) >= $0.minimum } }

    static func describe(_ field: FieldDescriptor) -> String {
        var parts = ["\(field.tag)[type=\(field.type)"]
        if !field.name.isEmpty { parts.append("name=\(field.name.prefix(40))") }
        if !field.id.isEmpty { parts.append("id=\(field.id.prefix(40))") }
        return parts.joined(separator: " ") + "]"
    }
}

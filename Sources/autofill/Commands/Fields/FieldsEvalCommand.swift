import ArgumentParser
import FormFields
import Foundation

struct FieldsEvalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Score the classifier on a directory of labelled HTML pages.",
        discussion: """
            Every .html file under the directory is scanned and classified. Each visible field \
            must carry its expected kind in a data-expected attribute (hidden inputs default to \
            none); a form may carry data-expected-form on the <form> element or on any field. \
            The scanner keeps these attributes away from the classifier. A page's URL can be \
            given in <meta name="page-url" content="...">.

            Prints precision, recall and F1 per field kind, the accuracy of password kinds and \
            of form kinds, and every miss. With --require-targets, exits 1 unless one-time-code \
            precision >= 0.99 and recall >= 0.95, user name F1 >= 0.95 and password kind \
            accuracy >= 0.95.

            Examples:
              autofill fields eval Tests/FormFieldsTests/Corpus/dev
              autofill fields eval Tests/FormFieldsTests/Corpus --require-targets --json
            """)

    @Argument(help: ArgumentHelp("A directory of labelled .html pages (searched recursively).", valueName: "dir"))
    var directory: String

    @Flag(help: "Print JSON: counts per kind, accuracies, targets and misses.")
    var json = false

    @Flag(help: "Exit 1 unless the issue's accuracy targets are met.")
    var requireTargets = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(directory)' is not a directory")
        }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw ValidationError("cannot read '\(directory)'")
        }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "html" { files.append(url) }
        files.sort { $0.path < $1.path }
        guard !files.isEmpty else { throw ValidationError("no .html files under '\(directory)'") }

        var evaluation = CorpusEvaluation()
        for file in files {
            let bytes = try FileInput.readBytes(file.path)
            let name = String(file.path.dropFirst(root.path.count).drop { $0 == "/" })
            try evaluation.add(page: name, html: bytes, pageURL: Self.pageURL(in: bytes))
        }

        if json {
            try Output.printJSON(ReportJSON(evaluation))
        } else {
            printReport(evaluation)
        }
        if requireTargets && !evaluation.meetsTargets { throw ExitCode(1) }
    }

    private func printReport(_ evaluation: CorpusEvaluation) {
        print("\(evaluation.pages) pages, \(evaluation.fields) fields, \(evaluation.forms) labelled forms\n")
        print("kind              expected  predicted  precision  recall   F1")
        for kind in FieldKind.allCases {
            let counts = evaluation.counts(for: kind)
            let expected = counts.truePositives + counts.falseNegatives
            let predicted = counts.truePositives + counts.falsePositives
            print(
                kind.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0)
                    + String(expected).leftPadded(8) + String(predicted).leftPadded(11)
                    + Self.format(counts.precision).leftPadded(11) + Self.format(counts.recall).leftPadded(8)
                    + Self.format(counts.f1).leftPadded(7))
        }
        print(
            "\npassword kinds (current/new/confirm): \(Self.format(evaluation.passwordAccuracy)) "
                + "(\(evaluation.passwordsCorrect)/\(evaluation.passwordFields))")
        print("form kinds: \(Self.format(evaluation.formAccuracy)) (\(evaluation.formsCorrect)/\(evaluation.forms))")
        print("\ntargets:")
        for target in evaluation.targets {
            let met = (target.value ?? 0) >= target.minimum
            print("  \(met ? "ok  " : "MISS") \(target.name) \(Self.format(target.value)) (>= \(target.minimum))")
        }
        if !evaluation.misses.isEmpty {
            print("\nmisses (\(evaluation.misses.count)):")
            for miss in evaluation.misses {
                print("  \(miss.page): \(miss.field) expected \(miss.expected), got \(miss.predicted) (\(miss.signal))")
            }
        }
    }

    static func format(_ value: Double?) -> String {
        guard let value else { return "-" }
        return String(format: "%.3f", value)
    }

    /// The content of `<meta name="page-url" content="...">`, if the page has one.
    static func pageURL(in bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let marker = text.range(of: "name=\"page-url\" content=\"") else { return "" }
        let rest = text[marker.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }

    struct ReportJSON: Encodable {
        struct KindJSON: Encodable {
            let kind: String
            let truePositives: Int
            let falsePositives: Int
            let falseNegatives: Int
            let precision: Double?
            let recall: Double?
            let f1: Double?
        }
        struct TargetJSON: Encodable {
            let name: String
            let value: Double?
            let minimum: Double
            let isMet: Bool
        }
        let pages: Int
        let fields: Int
        let kinds: [KindJSON]
        let passwordAccuracy: Double?
        let formAccuracy: Double?
        let targets: [TargetJSON]
        let meetsTargets: Bool
        let misses: [CorpusEvaluation.Miss]

        init(_ evaluation: CorpusEvaluation) {
            pages = evaluation.pages
            fields = evaluation.fields
            kinds = FieldKind.allCases.map { kind in
                let counts = evaluation.counts(for: kind)
                return KindJSON(
                    kind: kind.rawValue, truePositives: counts.truePositives, falsePositives: counts.falsePositives,
                    falseNegatives: counts.falseNegatives, precision: counts.precision, recall: counts.recall,
                    f1: counts.f1)
            }
            passwordAccuracy = evaluation.passwordAccuracy
            formAccuracy = evaluation.formAccuracy
            targets = evaluation.targets.map {
                TargetJSON(name: $0.name, value: $0.value, minimum: $0.minimum, isMet: ($0.value ?? 0) >= $0.minimum)
            }
            meetsTargets = evaluation.meetsTargets
            misses = evaluation.misses
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

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

            A directory with an index.json and html/ is read as the Formasaurus corpus instead: \
            labels per <form> element, fields matched by name (l login, r registration, p \
            recovery; us user name, ue user name or email, e1 email, which may also be called \
            the user name in an account form without one, e2 email confirmation, p1 current \
            password in a login and new in a \
            registration, p2 confirmation, pi one-time code; every other label none). Such a \
            corpus has no split of its own: --split dev or holdout takes pages by a hash of \
            their file name (30 % held out), and the held-out pages' misses are not listed \
            unless --show-holdout-misses says so (measure on them, never tune on them).

            Prints precision, recall and F1 per field kind, username and email together, the \
            accuracy of password kinds and of form kinds, and every miss. With \
            --require-targets, exits 1 unless one-time-code precision >= 0.99 and recall >= \
            0.95, user name F1 and username/email F1 >= 0.95 and password kind accuracy >= 0.95 \
            (a target with nothing to measure, such as code recall without code fields, is \
            skipped).

            Examples:
              autofill fields eval Tests/FormFieldsTests/Corpus/dev
              autofill fields eval Tests/FormFieldsTests/Corpus --require-targets --json
              autofill fields eval ../shared/corpora/formasaurus --split dev
            """)

    @Argument(help: ArgumentHelp("A directory of labelled .html pages (searched recursively).", valueName: "dir"))
    var directory: String

    @Flag(help: "Print JSON: counts per kind, accuracies, targets and misses.")
    var json = false

    @Flag(help: "Exit 1 unless the issue's accuracy targets are met.")
    var requireTargets = false

    @Option(help: ArgumentHelp("Pages of a corpus without a split of its own: dev, holdout or all.", valueName: "part"))
    var split: EvaluationSplit = .all

    @Flag(help: "List the misses on held-out pages too (only to read a final figure, never to tune).")
    var showHoldoutMisses = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(directory)' is not a directory")
        }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: directory)
        let index = root.appendingPathComponent("index.json")
        if FileManager.default.fileExists(atPath: index.path) {
            try runFormasaurus(root: root, index: index)
            return
        }
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

        try finish(evaluation)
    }

    private func finish(_ evaluation: CorpusEvaluation) throws {
        if json {
            try Output.printJSON(ReportJSON(evaluation))
        } else {
            printReport(evaluation)
        }
        if requireTargets && !evaluation.meetsTargets { throw ExitCode(1) }
    }

    /// The Formasaurus layout: `index.json` maps `html/NAME.html` to its forms' types and the
    /// types of their visible fields by name.
    private func runFormasaurus(root: URL, index: URL) throws {
        let data = try Data(contentsOf: index)
        guard let entries = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ValidationError("\(index.path) is not a JSON object")
        }
        var evaluation = CorpusEvaluation()
        for path in entries.keys.sorted() {
            let file = (path as NSString).lastPathComponent
            guard split.contains(file), let entry = entries[path] as? [String: Any] else { continue }
            let types = entry["forms"] as? [String] ?? []
            let fieldMaps = entry["visible_html_fields"] as? [[String: String]] ?? []
            var labels: [Int: CorpusEvaluation.FormLabels] = [:]
            for (ordinal, type) in types.enumerated() {
                let fields = ordinal < fieldMaps.count ? fieldMaps[ordinal] : [:]
                labels[ordinal] = FormasaurusLabels.form(type: type, fields: fields)
            }
            let bytes = try FileInput.readBytes(root.appendingPathComponent(path).path)
            evaluation.add(page: file, html: bytes, pageURL: entry["url"] as? String ?? "", labels: labels)
        }
        if split == .holdout && !showHoldoutMisses { evaluation.hideMisses() }
        try finish(evaluation)
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
        let identifiers = evaluation.identifierCounts
        print(
            "username/email (micro): precision \(Self.format(identifiers.precision)), recall "
                + "\(Self.format(identifiers.recall)), F1 \(Self.format(identifiers.f1))")
        print("form kinds: \(Self.format(evaluation.formAccuracy)) (\(evaluation.formsCorrect)/\(evaluation.forms))")
        if evaluation.unmatchedLabels > 0 {
            print(
                "labelled account fields not found by name: \(evaluation.unmatchedLabels) "
                    + "(\(evaluation.unmatchedForms) labelled forms not found at all)")
        }
        print("\ntargets:")
        for target in evaluation.targets {
            let status = target.value.map { $0 >= target.minimum ? "ok  " : "MISS" } ?? "n/a "
            print("  \(status) \(target.name) \(Self.format(target.value)) (>= \(target.minimum))")
        }
        if evaluation.hiddenMisses > 0 {
            print("\nmisses: \(evaluation.hiddenMisses) on held-out pages, not listed")
        } else if !evaluation.misses.isEmpty {
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
        let identifiers: KindJSON
        let unmatchedLabels: Int
        let targets: [TargetJSON]
        let meetsTargets: Bool
        let misses: [CorpusEvaluation.Miss]
        let hiddenMisses: Int

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
            let identifiers = evaluation.identifierCounts
            self.identifiers = KindJSON(
                kind: "username/email", truePositives: identifiers.truePositives,
                falsePositives: identifiers.falsePositives, falseNegatives: identifiers.falseNegatives,
                precision: identifiers.precision, recall: identifiers.recall, f1: identifiers.f1)
            unmatchedLabels = evaluation.unmatchedLabels
            targets = evaluation.targets.map {
                TargetJSON(name: $0.name, value: $0.value, minimum: $0.minimum, isMet: ($0.value ?? 1) >= $0.minimum)
            }
            meetsTargets = evaluation.meetsTargets
            misses = evaluation.misses
            hiddenMisses = evaluation.hiddenMisses
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

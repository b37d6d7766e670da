import ArgumentParser
import Foundation
import MessageCodes

struct SMSEvalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure code reading against a labelled corpus.",
        discussion: """
            FILE is JSON Lines, one message per line: {"id", "lang", "text", "code"} where \
            "code" is the expected code or null, with optional "host" (the bound host of a \
            domain-bound message; a row with "format": "webotp-origin-bound" and no host accepts \
            any, and so does every row of a corpus where no row has a "host"), "service", "split" ("dev" or "holdout"), "disputed" and \
            "code_inferred" (true when the source only asserts that a code is there). A row \
            without "split" is placed by a hash of its text (30 % held out), so --split dev and \
            holdout work on corpora from elsewhere; held-out misses are not listed unless \
            --show-holdout-misses says so (measure on them, never tune on them).

            Codes are compared the way a field is filled: the digits of a code written with \
            digits and separators ("123-456" = "123 456" = "123456", "G-412157" = "412157"), \
            else the code without separators. Prints precision (correct codes over codes \
            returned) and recall (correct codes over messages that have one), overall and per \
            language, for the rows whose source states the code; rows marked disputed or \
            code_inferred are counted apart. Then every miss.

            --require-precision and --require-recall apply to the whole and to every language \
            with at least --language-minimum messages (default 20).

            Examples:
              autofill sms eval Tests/MessageCodesTests/Corpus/messages.jsonl
              autofill sms eval messages.jsonl --split holdout --require-precision 0.995 --require-recall 0.97
              autofill sms eval ../shared/corpora/sms-public/messages.jsonl --split dev
            """)

    @Argument(help: ArgumentHelp("The labelled corpus (JSON Lines).", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("Only messages of this split (dev, holdout, holdout-b).", valueName: "split"))
    var split: String?

    @Flag(help: "List the misses of held-out rows placed by hash too (only to read a final figure).")
    var showHoldoutMisses = false

    @Option(help: ArgumentHelp("Languages with fewer messages are not held to the required figures.", valueName: "n"))
    var languageMinimum = 20

    @Option(help: ArgumentHelp("Only messages in this language (en, zh, ...).", valueName: "code"))
    var language: String?

    @Option(help: ArgumentHelp("The least confidence a free-form code needs (0-1).", valueName: "x"))
    var minConfidence = 0.5

    @Option(help: ArgumentHelp("Exit with status 1 if precision is below this.", valueName: "x"))
    var requirePrecision: Double?

    @Option(help: ArgumentHelp("Exit with status 1 if recall is below this.", valueName: "x"))
    var requireRecall: Double?

    @Flag(help: "A row without a host accepts a bound code too (automatic when no row has a host).")
    var anyHost = false

    @Flag(help: "Do not list the misses.")
    var quiet = false

    @Flag(help: "Print JSON.")
    var json = false

    /// Why --split or --language left no message, with the values the file has.
    static func nothingSelected(split: String?, language: String?, rows: [[String: Any]]) -> String {
        let own = Set(rows.compactMap { $0["split"] as? String })
        let splits = own.union(rows.contains { $0["split"] == nil } ? EvaluationSplit.allCases.map(\.rawValue) : [])
        let languages = Set(rows.map { $0["lang"] as? String ?? "?" })
        var selection: [String] = []
        if let split { selection.append("split \"\(split)\"") }
        if let language { selection.append("language \"\(language)\"") }
        return "no message of this file is in \(selection.joined(separator: " and ")); its splits are "
            + splits.sorted().joined(separator: ", ") + " and its languages "
            + languages.sorted().joined(separator: ", ")
    }

    func run() async throws {
        let input = try SecretInput.readFile(file)
        let reader = MessageCodeReader(detector: FreeFormDetector(minimumConfidence: minConfidence))
        var evaluation = CodeEvaluation()
        var placedByHash = false
        var rows: [(number: Int, object: [String: Any], text: String)] = []
        for (number, line) in input.split(separator: "\n").enumerated() where !line.allSatisfy(\.isWhitespace) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let text = object["text"] as? String
            else {
                throw ValidationError("line \(number + 1) of \(file) is not a JSON object with a \"text\" string")
            }
            rows.append((number, object, text))
        }
        // A corpus that never names a host cannot say a code should not be bound: it gives codes only.
        let labelsHosts = rows.contains { $0.object["host"] != nil }
        var measured = 0
        for (number, object, text) in rows {
            let lang = object["lang"] as? String ?? "?"
            if let split {
                if let own = object["split"] as? String {
                    if own != split { continue }
                } else if let part = EvaluationSplit(rawValue: split) {
                    if !part.contains(text) { continue }
                    placedByHash = placedByHash || part == .holdout
                } else {
                    continue
                }
            }
            let group: CodeEvaluation.Group =
                object["disputed"] as? Bool == true
                ? .disputed : (object["code_inferred"] as? Bool == true ? .inferred : .stated)
            if let language, lang != language { continue }
            measured += 1
            let result: Result<MessageCode?, MessageCodeError> = Result { () throws(MessageCodeError) in
                try reader.code(in: text)
            }
            evaluation.record(
                id: object["id"] as? String ?? "line \(number + 1)", language: lang, text: text,
                expectedCode: object["code"] as? String, expectedHost: object["host"] as? String,
                expectedService: object["service"] as? String, result: result, group: group,
                acceptsAnyHost: anyHost || !labelsHosts || object["format"] as? String == "webotp-origin-bound")
        }
        if measured == 0, !rows.isEmpty, split != nil || language != nil {
            throw ValidationError(Self.nothingSelected(split: split, language: language, rows: rows.map(\.object)))
        }
        if placedByHash && !showHoldoutMisses { evaluation.hideMisses() }
        if json {
            try Output.printJSON(Report(evaluation))
        } else {
            printReport(evaluation)
        }
        var tallies = [evaluation.total]
        tallies += evaluation.byLanguage.values.filter { $0.messages >= languageMinimum }
        if let requirePrecision, tallies.contains(where: { $0.precision < requirePrecision }) { throw ExitCode(1) }
        if let requireRecall, tallies.contains(where: { $0.recall < requireRecall }) { throw ExitCode(1) }
    }

    private func percent(_ value: Double) -> String { String(format: "%6.2f%%", value * 100) }

    private func printReport(_ evaluation: CodeEvaluation) {
        print("lang  messages  with code  returned  correct  precision   recall  services")
        for (language, tally) in evaluation.byLanguage.sorted(by: { $0.key < $1.key }) {
            print(row(language, tally))
        }
        print(row("all", evaluation.total))
        for group in CodeEvaluation.Group.allCases where group != .stated {
            if let tally = evaluation.byGroup[group] {
                print("\n" + row(group.rawValue, tally, width: 9) + "   (counted apart)")
            }
        }
        if evaluation.hiddenMisses > 0 {
            print("\nmisses: \(evaluation.hiddenMisses) on held-out rows, not listed")
        } else if !quiet && !evaluation.misses.isEmpty {
            print("\nmisses:")
            for miss in evaluation.misses {
                let text = miss.text.replacingOccurrences(of: "\n", with: "\\n")
                let group = miss.group == .stated ? "" : " [\(miss.group.rawValue)]"
                print(
                    "  \(miss.id) (\(miss.language))\(group): expected \(miss.expected ?? "none"), "
                        + "got \(miss.found ?? "none")\n    \(text)")
            }
        }
    }

    private func row(_ name: String, _ tally: CodeEvaluation.Tally, width: Int = 4) -> String {
        let services = tally.servicesExpected == 0 ? "-" : "\(tally.servicesCorrect)/\(tally.servicesExpected)"
        return name.padding(toLength: width, withPad: " ", startingAt: 0)
            + String(format: "  %8d  %9d  %8d  %7d", tally.messages, tally.withCode, tally.found, tally.correct)
            + "  \(percent(tally.precision))  \(percent(tally.recall))  \(services)"
    }

    struct Report: Encodable {
        struct Row: Encodable {
            let messages, withCode, returned, correct: Int
            let precision, recall: Double
            let servicesExpected, servicesCorrect: Int

            init(_ tally: CodeEvaluation.Tally) {
                messages = tally.messages
                withCode = tally.withCode
                returned = tally.found
                correct = tally.correct
                precision = tally.precision
                recall = tally.recall
                servicesExpected = tally.servicesExpected
                servicesCorrect = tally.servicesCorrect
            }
        }

        struct Miss: Encodable {
            let id, language, text, group: String
            let expected, found: String?
        }

        let total: Row
        let languages: [String: Row]
        let apart: [String: Row]
        let misses: [Miss]
        let hiddenMisses: Int

        init(_ evaluation: CodeEvaluation) {
            total = Row(evaluation.total)
            languages = evaluation.byLanguage.mapValues(Row.init)
            apart = Dictionary(uniqueKeysWithValues: evaluation.byGroup.map { ($0.key.rawValue, Row($0.value)) })
            misses = evaluation.misses.map {
                Miss(
                    id: $0.id, language: $0.language, text: $0.text, group: $0.group.rawValue, expected: $0.expected,
                    found: $0.found)
            }
            hiddenMisses = evaluation.hiddenMisses
        }
    }
}

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
            domain-bound message), "service" and "split" ("dev" or "holdout"). Prints precision \
            (correct codes over codes returned) and recall (correct codes over messages that \
            have one), overall and per language, then every miss.

            Examples:
              autofill sms eval Tests/MessageCodesTests/Corpus/messages.jsonl
              autofill sms eval messages.jsonl --split holdout --require-precision 0.995 --require-recall 0.97
            """)

    @Argument(help: ArgumentHelp("The labelled corpus (JSON Lines).", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("Only messages of this split (dev, holdout).", valueName: "split"))
    var split: String?

    @Option(help: ArgumentHelp("Only messages in this language (en, zh, ...).", valueName: "code"))
    var language: String?

    @Option(help: ArgumentHelp("The least confidence a free-form code needs (0-1).", valueName: "x"))
    var minConfidence = 0.5

    @Option(help: ArgumentHelp("Exit with status 1 if precision is below this.", valueName: "x"))
    var requirePrecision: Double?

    @Option(help: ArgumentHelp("Exit with status 1 if recall is below this.", valueName: "x"))
    var requireRecall: Double?

    @Flag(help: "Do not list the misses.")
    var quiet = false

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let input = try SecretInput.readFile(file)
        let reader = MessageCodeReader(detector: FreeFormDetector(minimumConfidence: minConfidence))
        var evaluation = CodeEvaluation()
        for (number, line) in input.split(separator: "\n").enumerated() where !line.allSatisfy(\.isWhitespace) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let text = object["text"] as? String
            else {
                throw ValidationError("line \(number + 1) of \(file) is not a JSON object with a \"text\" string")
            }
            let lang = object["lang"] as? String ?? "?"
            if let split, object["split"] as? String != split { continue }
            if let language, lang != language { continue }
            let result: Result<MessageCode?, MessageCodeError> = Result { () throws(MessageCodeError) in
                try reader.code(in: text)
            }
            evaluation.record(
                id: object["id"] as? String ?? "line \(number + 1)", language: lang, text: text,
                expectedCode: object["code"] as? String, expectedHost: object["host"] as? String,
                expectedService: object["service"] as? String, result: result)
        }
        if json {
            try Output.printJSON(Report(evaluation))
        } else {
            printReport(evaluation)
        }
        if let requirePrecision, evaluation.total.precision < requirePrecision { throw ExitCode(1) }
        if let requireRecall, evaluation.total.recall < requireRecall { throw ExitCode(1) }
    }

    private func percent(_ value: Double) -> String { String(format: "%6.2f%%", value * 100) }

    private func printReport(_ evaluation: CodeEvaluation) {
        print("lang  messages  with code  returned  correct  precision   recall  services")
        for (language, tally) in evaluation.byLanguage.sorted(by: { $0.key < $1.key }) {
            print(row(language, tally))
        }
        print(row("all", evaluation.total))
        if !quiet && !evaluation.misses.isEmpty {
            print("\nmisses:")
            for miss in evaluation.misses {
                let text = miss.text.replacingOccurrences(of: "\n", with: "\\n")
                print("  \(miss.id): expected \(miss.expected ?? "none"), got \(miss.found ?? "none")\n    \(text)")
            }
        }
    }

    private func row(_ name: String, _ tally: CodeEvaluation.Tally) -> String {
        let services = tally.servicesExpected == 0 ? "-" : "\(tally.servicesCorrect)/\(tally.servicesExpected)"
        return name.padding(toLength: 4, withPad: " ", startingAt: 0)
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
            let id, language, text: String
            let expected, found: String?
        }

        let total: Row
        let languages: [String: Row]
        let misses: [Miss]

        init(_ evaluation: CodeEvaluation) {
            total = Row(evaluation.total)
            languages = evaluation.byLanguage.mapValues(Row.init)
            misses = evaluation.misses.map {
                Miss(id: $0.id, language: $0.language, text: $0.text, expected: $0.expected, found: $0.found)
            }
        }
    }
}

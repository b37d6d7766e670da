import ArgumentParser
import Foundation
import MessageCodes

struct SMSParseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Find the one-time code in a message.",
        discussion: """
            Reads one message from FILE or standard input and prints its code: a domain-bound \
            code (with the site it is bound to) if the message has an '@host #code' line, else a \
            free-form code if one is found. Prints "no code" and exits with status 1 when there is \
            no code; exits with status 2 when the message binds its code to an invalid host.

            With --jsonl (implied by a .jsonl or .ndjson file name), each input line is a JSON \
            object with a "text" field; each output line is the result as JSON, with the \
            object's "id" copied over.

            --strict reads domain-bound lines exactly as the WICG draft does (last line only); \
            the default also accepts a token line followed by more text or a newline, as \
            carriers and the widely deployed parser produce.

            Examples:
              printf 'Your code is 123456\\n\\n@example.com #123456 %%shop.example' | autofill sms parse
              echo 'G-412157 is your Google verification code.' | autofill sms parse --json
              autofill sms parse --explain message.txt
              autofill sms parse messages.jsonl > results.jsonl
            """)

    @Argument(help: ArgumentHelp("The message file, or '-' for standard input (the default).", valueName: "file"))
    var file: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(help: "Read domain-bound lines the strict WICG way (last line only).")
    var strict = false

    @Flag(help: "Read JSON Lines: one {\"text\": ...} object per line, one result per line.")
    var jsonl = false

    @Flag(help: "Look for domain-bound codes only.")
    var domainBoundOnly = false

    @Flag(help: "List every number-like token with its score and why it was or was not taken.")
    var explain = false

    @Option(help: ArgumentHelp("The least confidence a free-form code needs (0-1).", valueName: "x"))
    var minConfidence = 0.5

    func validate() throws {
        guard (0...1).contains(minConfidence) else {
            throw ValidationError("--min-confidence must be between 0 and 1, got \(minConfidence)")
        }
        if explain && (jsonl || isJSONLinesFile) {
            throw ValidationError("--explain works on one message; drop --jsonl")
        }
    }

    private var isJSONLinesFile: Bool {
        guard let file else { return false }
        return file.hasSuffix(".jsonl") || file.hasSuffix(".ndjson")
    }

    private var reader: MessageCodeReader {
        MessageCodeReader(
            mode: strict ? .strict : .lenient,
            detector: domainBoundOnly ? nil : FreeFormDetector(minimumConfidence: minConfidence))
    }

    func run() async throws {
        let input = try SecretInput.readFile(file ?? "-", prompt: "Message (end with Ctrl-D): ")
        if jsonl || isJSONLinesFile {
            try parseLines(input)
            return
        }
        if explain { explainCandidates(input) }
        let outcome = ParseResultJSON(reading: input, with: reader)
        if json {
            try Output.printJSON(outcome)
        } else if outcome.kind == "error" {
            Output.note(outcome.humanReadable)
        } else {
            print(outcome.humanReadable)
        }
        switch outcome.kind {
        case "none": throw ExitCode(1)
        case "error": throw ExitCode(2)
        default: break
        }
    }

    private func parseLines(_ input: String) throws {
        var output = BufferedOutput()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let reader = self.reader
        for (number, line) in input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let text = (object["text"] ?? object["message"]) as? String
            else {
                throw ValidationError("line \(number + 1) is not a JSON object with a \"text\" string")
            }
            var result = ParseResultJSON(reading: text, with: reader)
            result.id = object["id"].map { "\($0)" }
            output.append(String(decoding: try encoder.encode(result), as: UTF8.self) + "\n")
        }
        output.flush()
    }

    private func explainCandidates(_ message: String) {
        let detector = FreeFormDetector(minimumConfidence: minConfidence)
        let candidates = detector.candidates(in: message)
        if candidates.isEmpty { Output.note("no number-like tokens") }
        for candidate in candidates {
            let score = String(format: "%.2f", candidate.score)
            Output.note("  \(candidate.text.unredacted)\t\(score)\t\(candidate.rejection?.id ?? "chosen")")
        }
        let keywords = detector.keywords(in: message)
        Output.note(
            keywords.isEmpty ? "no keywords" : "keywords: " + keywords.map(\.description).joined(separator: ", "))
    }
}

/// One parse result, as `autofill sms parse --json` prints it.
struct ParseResultJSON: Encodable {
    var id: String?
    var kind: String
    var code: String?
    var digits: String?
    var host: String?
    var embeddedHost: String?
    var mode: String?
    var confidence: Double?
    var service: String?
    var utf8Range: [Int]?
    var error: String?
    var message: String?

    init(reading text: String, with reader: MessageCodeReader) {
        kind = "none"
        do {
            switch try reader.code(in: text) {
            case .domainBound(let bound)?:
                kind = "domain-bound"
                code = bound.code.unredacted
                host = bound.topHost.ascii
                embeddedHost = bound.embeddedHost?.ascii
                mode = bound.mode.rawValue
                utf8Range = [bound.utf8Range.lowerBound, bound.utf8Range.upperBound]
            case .freeForm(let free)?:
                kind = "free-form"
                code = free.code.unredacted
                digits = free.digitsOnly?.unredacted
                confidence = free.confidence
                service = free.service
                utf8Range = [free.utf8Range.lowerBound, free.utf8Range.upperBound]
            case nil:
                break
            }
        } catch {
            kind = "error"
            self.error = error.code.description
            message = error.description
        }
    }

    var humanReadable: String {
        switch kind {
        case "domain-bound":
            var line = "\(code ?? "")\tbound to \(host ?? "")"
            if let embeddedHost { line += ", for a frame on \(embeddedHost)" }
            return line + " (\(mode ?? "") reading)"
        case "free-form":
            var line = "\(code ?? "")\tfree-form, confidence \(String(format: "%.2f", confidence ?? 0))"
            if let service { line += ", from \(service)" }
            return line
        case "error":
            return "error: \(message ?? "")"
        default:
            return "no code"
        }
    }
}

import ArgumentParser
import Foundation
import MessageCodes

struct SMSMeasureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Tell how a text travels as SMS: encoding and segments.",
        discussion: """
            A text whose every character is in the GSM 03.38 alphabet is sent as GSM-7: 160 \
            septets in one SMS, 153 per segment when split, the extension characters \
            ^ { } \\ [ ~ ] | € counting twice. Any other character makes the whole text UCS-2: 70 \
            UTF-16 units in one SMS, 67 per segment. This command says which, how long, and \
            which characters forced UCS-2.

            With --jsonl each input line is a JSON object with a "text" field, and each output \
            line the measurement of that text.

            Examples:
              echo -n 'Your code is 123456' | autofill sms measure
              printf 'Ça coûte 5€' | autofill sms measure --json
              autofill sms measure --jsonl texts.jsonl
            """)

    @Argument(help: ArgumentHelp("The text file, or '-' for standard input (the default).", valueName: "file"))
    var file: String?

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Read JSON Lines: one {\"text\": ...} object per line, one result per line.")
    var jsonl = false

    @Flag(help: "Keep a final newline of the input (by default one trailing newline is dropped).")
    var keepNewline = false

    func run() async throws {
        let input = try SecretInput.readFile(file ?? "-", prompt: "Text (end with Ctrl-D): ")
        if jsonl {
            var output = BufferedOutput()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            for (number, line) in input.split(separator: "\n").enumerated() where !line.allSatisfy(\.isWhitespace) {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let text = object["text"] as? String
                else {
                    throw ValidationError("line \(number + 1) is not a JSON object with a \"text\" string")
                }
                var result = MeasureJSON(SMSSegmentation(text))
                result.id = object["id"].map { "\($0)" }
                output.append(String(decoding: try encoder.encode(result), as: UTF8.self) + "\n")
            }
            output.flush()
            return
        }
        var text = input
        if !keepNewline && text.hasSuffix("\n") { text.removeLast() }
        let size = SMSSegmentation(text)
        if json {
            try Output.printJSON(MeasureJSON(size))
            return
        }
        let unit = size.encoding == .gsm7 ? "septets" : "UTF-16 units"
        print(
            "\(size.encoding.rawValue), \(size.unitCount) \(unit), \(size.segmentCount) segment(s) of up to "
                + "\(size.unitsPerSegment); \(size.unitsRemaining) left in the last")
        if !size.nonGSMCharacters.isEmpty {
            print(
                "not in the GSM alphabet: "
                    + size.nonGSMCharacters.map { "U+" + String($0.value, radix: 16, uppercase: true) + " '\($0)'" }
                    .joined(separator: ", "))
        }
    }

    struct MeasureJSON: Encodable {
        var id: String?
        let encoding: String
        let units: Int
        let segments: Int
        let unitsPerSegment: Int
        let unitsRemaining: Int
        let nonGSMCharacters: [String]

        init(_ size: SMSSegmentation) {
            encoding = size.encoding.rawValue
            units = size.unitCount
            segments = size.segmentCount
            unitsPerSegment = size.unitsPerSegment
            unitsRemaining = size.unitsRemaining
            nonGSMCharacters = size.nonGSMCharacters.map { String($0) }
        }
    }
}

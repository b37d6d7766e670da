import ArgumentParser
import Domains
import MessageCodes
import Secrets

extension DomainBoundCode.EmbeddedMarker: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "@", "at": self = .at
        case "%", "percent": self = .percent
        default: return nil
        }
    }

    public static var allValueStrings: [String] { ["at", "percent"] }
}

struct SMSComposeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compose",
        abstract: "Write a domain-bound code message and measure it as SMS.",
        discussion: """
            Writes the message a site sends: your text, a blank line, and the last line \
            '@domain #code' (with ' @embedded' when the code is for a cross-site frame). Prints \
            the message on standard output and, on standard error, its encoding (GSM-7 or \
            UCS-2) and how many SMS segments it takes.

            The code is a secret, so it is never taken from the command line: pipe it on \
            standard input or name a file with --code-file. Write {code} in --text where the code \
            should appear in the explanatory text.

            Examples:
              echo 123456 | autofill sms compose --domain example.com
              echo 747723 | autofill sms compose --domain example.com --embedded shop.example \\
                  --text 'Your ExampleCo code is {code}.'
              echo 123456 | autofill sms compose --domain example.com --app-hash FA+9qCX9VSu --json
            """)

    @Option(help: ArgumentHelp("The site's host, such as example.com (no scheme, port or path).", valueName: "host"))
    var domain: String

    @Option(
        help: ArgumentHelp("Read the code from this file ('-' for standard input, the default).", valueName: "path"))
    var codeFile: String?

    @Option(help: .hidden)
    var code: String?

    @Option(help: ArgumentHelp("The host of the cross-site frame that asks for the code.", valueName: "host"))
    var embedded: String?

    @Option(
        help: ArgumentHelp(
            "How to write the frame's host: at (' @', the WICG draft) or percent (' %', Apple's documentation).",
            valueName: "marker"))
    var marker: DomainBoundCode.EmbeddedMarker = .at

    @Option(
        help: ArgumentHelp("Explanatory text before the code line; {code} is replaced by the code.", valueName: "text"))
    var text = ""

    @Option(help: ArgumentHelp("An Android SMS Retriever app hash (11 characters) to include.", valueName: "hash"))
    var appHash: String?

    @Flag(help: "Print the message and its measurements as JSON.")
    var json = false

    func validate() throws {
        if code != nil {
            throw ValidationError(
                "a code is a secret and is not taken from the command line, where other users can see it; pipe it on standard input (echo 123456 | autofill sms compose --domain \(domain)) or use --code-file"
            )
        }
    }

    func run() async throws {
        let secret = try SecretInput.read(file: codeFile, prompt: "Code: ")
        let hash = try appHash.map { try AndroidAppHash($0) }
        let explanatory = text.replacingOccurrences(of: "{code}", with: secret.unredacted)
        let message = try DomainBoundMessage(
            text: explanatory, host: domain, code: secret, embeddedHost: embedded, embeddedMarker: marker,
            appHash: hash)
        let size = message.segmentation
        if json {
            try Output.printJSON(
                ComposeJSON(
                    message: message.text.unredacted, host: message.host.ascii,
                    embeddedHost: message.embeddedHost?.ascii,
                    encoding: size.encoding.rawValue, units: size.unitCount, segments: size.segmentCount,
                    unitsPerSegment: size.unitsPerSegment, unitsRemaining: size.unitsRemaining,
                    nonGSMCharacters: size.nonGSMCharacters.map { String($0) },
                    warnings: message.warnings.map { .init(id: $0.id, message: $0.message) }))
            return
        }
        print(message.text.unredacted)
        let unit = size.encoding == .gsm7 ? "septets" : "UTF-16 units"
        Output.note(
            "\(size.encoding.rawValue), \(size.unitCount) \(unit), \(size.segmentCount) segment(s) of up to "
                + "\(size.unitsPerSegment); \(size.unitsRemaining) left in the last")
        for warning in message.warnings { Output.note("warning: \(warning.message)") }
    }

    struct ComposeJSON: Encodable {
        struct Warning: Encodable {
            let id: String
            let message: String
        }

        let message: String
        let host: String
        let embeddedHost: String?
        let encoding: String
        let units: Int
        let segments: Int
        let unitsPerSegment: Int
        let unitsRemaining: Int
        let nonGSMCharacters: [String]
        let warnings: [Warning]
    }
}

import ArgumentParser
import PasswordRules
import Secrets

struct PasswordGenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate strong passwords that satisfy password rules.",
        discussion: """
            Prints one password per line, and on standard error the format, length and entropy. \
            The format is the first of these that the rules allow:

              typeable  Apple's 20-character format, e.g. 'hupvEw-fodne1-qabjyg' (70.6 bits)
              classic   xxx-xxx-xxx-xxx from 60 unambiguous letters and digits (70.7 bits)
              random    characters drawn from everything the rules allow, 20 by default

            Every password of a format is equally likely, so the entropy is exact. Rules that no \
            password can satisfy are an error (exit 1), not a hang.

            Examples:
              autofill password generate
              autofill password generate --rules 'required: upper; required: digit; maxlength: 12'
              autofill password generate --format random --length 32 --count 3
              autofill password generate --domain https://secure.example.com --quirks password-rules.json --json
            """)

    @OptionGroup(title: "Rules")
    var source: RulesOptions

    @Option(help: "Use only this format (typeable, classic or random) instead of the first that fits.")
    var format: PasswordGenerator.Format?

    @Option(help: ArgumentHelp("Make passwords of exactly this length (random format).", valueName: "n"))
    var length: Int?

    @Option(help: "How many passwords to print.")
    var count = 1

    @Flag(help: "Print JSON: the passwords, the format, the length, the entropy and the rules.")
    var json = false

    func validate() throws {
        guard count >= 1 && count <= 1_000_000 else { throw ValidationError("--count must be 1-1000000, got \(count)") }
        if let length, length < 1 || length > PasswordGenerator.maximumLength {
            throw ValidationError("--length must be 1-\(PasswordGenerator.maximumLength), got \(length)")
        }
    }

    func run() async throws {
        let (rules, notes) = try source.resolve()
        notes.forEach(Output.note)
        let generator = try PasswordGenerator(
            rules: rules, formats: format.map { [$0] } ?? PasswordGenerator.Format.preferenceOrder, length: length)
        if json {
            let passwords = (0..<count).map { _ in generator.generate().unredacted }
            try Output.printJSON(
                ResultJSON(
                    passwords: passwords, format: generator.format.description, length: generator.length,
                    entropy: (generator.entropy * 100).rounded() / 100, rules: rules.canonicalForm))
            return
        }
        Output.note(
            "\(generator.format), \(generator.length) characters, \(Self.bits(generator.entropy)) bits of entropy")
        var output = BufferedOutput()
        var random = SystemRandomNumberGenerator()
        for _ in 0..<count {
            let password = generator.generate(using: &random)
            password.utf8.withUnsafeBytes { bytes in
                output.append(upTo: bytes.count + 1) { buffer in
                    _ = buffer.initialize(from: bytes)
                    buffer[bytes.count] = UInt8(ascii: "\n")
                    return bytes.count + 1
                }
            }
        }
        output.flush()
    }

    static func bits(_ entropy: Double) -> String {
        let rounded = (entropy * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    struct ResultJSON: Encodable {
        let passwords: [String]
        let format: String
        let length: Int
        let entropy: Double
        let rules: String
    }
}

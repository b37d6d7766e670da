import ArgumentParser
import OneTimeCodes
import Secrets

struct CodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print one-time codes, like oathtool.",
        discussion: """
            Give an otpauth: or apple-otpauth: URL, or pipe the secret in (Base32 by default, \
            --hex for hexadecimal) and describe the generator with options. Secrets are never \
            taken from the command line except inside a URL you choose to pass.

            Examples:
              autofill code 'otpauth://totp/Example:alice?secret=JBSWY3DPEHPK3PXP&issuer=Example'
              echo JBSWY3DPEHPK3PXP | autofill code --time 59 --count 3
              autofill code --secret-file key.txt --hex --algorithm SHA256 --digits 8
              echo 3132333435363738393031323334353637383930 | autofill code --hex --counter 0
            """)

    @Argument(help: ArgumentHelp("An otpauth:, apple-otpauth: or steam:// URL.", valueName: "url"))
    var url: String?

    @OptionGroup(title: "Generator (when no URL is given)")
    var generator: GeneratorOptions

    @Option(help: TimeArgument.help)
    var time: TimeArgument?

    @Option(help: ArgumentHelp("HOTP: the counter value (makes the generator counter-based).", valueName: "n"))
    var counter: UInt64?

    @Flag(help: "HOTP instead of TOTP (counter 0 unless --counter is given).")
    var hotp = false

    @Option(help: "Print this many consecutive codes, one per line.")
    var count = 1

    @Flag(help: "Print JSON: each code with its step or counter and when it is valid.")
    var json = false

    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1, got \(count)") }
        guard count <= 100_000_000 else { throw ValidationError("--count must be at most 100000000, got \(count)") }
        if url != nil && (generator.describesGenerator || generator.secretFile != nil) {
            throw ValidationError("a URL sets its own parameters; drop the generator options or the URL")
        }
        if let url, !GeneratorOptions.looksLikeURL(url) {
            throw ValidationError("'\(url.prefix(40))' is not an otpauth: URL; pipe bare secrets on standard input")
        }
    }

    func run() async throws {
        let isHOTP = hotp || counter != nil
        var parsed =
            try url.map { try OTPAuthURL(parsing: $0) }
            ?? generator.makeURL(kind: isHOTP ? .hotp : .totp, counter: counter ?? 0)
        if parsed.kind == .hotp, let counter { parsed.counter = counter }
        if parsed.kind == .totp && isHOTP {
            throw ValidationError("the URL describes a TOTP generator; --counter and --hotp apply to HOTP only")
        }

        switch parsed.makeGenerator() {
        case .totp(var totp):
            if let epoch = generator.epoch { totp = try TOTP(hotp: totp.hotp, period: totp.period, epoch: epoch) }
            let now = time ?? .now()
            let first = try totp.step(atUnixTime: now.unixSeconds)
            if json {
                let codes = steps(from: first).map { step in
                    CodeJSON(
                        code: totp.code(step: step), step: step, counter: nil,
                        validFrom: totp.startOfStep(step), validUntil: totp.startOfStep(step) + Int64(totp.period))
                }
                try Output.printJSON(
                    ResultJSON(
                        kind: "totp", algorithm: totp.algorithm.name, digits: totp.digits, period: totp.period,
                        secondsRemaining: totp.secondsRemaining(atUnixTime: now.unixSeconds), codes: codes))
            } else {
                write(count: count, first: first, generator: totp.hotp)
            }
        case .hotp(let hotp, let counter):
            if json {
                let codes = steps(from: counter).map {
                    CodeJSON(code: hotp.code(counter: $0), step: nil, counter: $0, validFrom: nil, validUntil: nil)
                }
                try Output.printJSON(
                    ResultJSON(
                        kind: "hotp", algorithm: hotp.algorithm.name, digits: hotp.digits, period: nil,
                        secondsRemaining: nil, codes: codes))
            } else {
                write(count: count, first: counter, generator: hotp)
            }
        }
    }

    private func steps(from first: UInt64) -> [UInt64] {
        (0..<UInt64(count)).compactMap { offset in
            let (step, overflow) = first.addingReportingOverflow(offset)
            return overflow ? nil : step
        }
    }

    /// Streams codes straight into a large buffer: no string per code.
    private func write(count: Int, first: UInt64, generator: HOTP) {
        var output = BufferedOutput()
        let width = generator.digits + 1
        for offset in 0..<UInt64(count) {
            let (counter, overflow) = first.addingReportingOverflow(offset)
            if overflow { break }
            output.append(upTo: width) { buffer in
                generator.writeCode(counter: counter, into: buffer)
                buffer[width - 1] = UInt8(ascii: "\n")
                return width
            }
        }
        output.flush()
    }

    struct CodeJSON: Encodable {
        let code: String
        let step: UInt64?
        let counter: UInt64?
        let validFrom: Int64?
        let validUntil: Int64?
    }

    struct ResultJSON: Encodable {
        let kind: String
        let algorithm: String
        let digits: Int
        let period: Int?
        let secondsRemaining: Int?
        let codes: [CodeJSON]
    }
}

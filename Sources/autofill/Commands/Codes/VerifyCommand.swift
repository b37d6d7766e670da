import ArgumentParser
import Foundation
import OneTimeCodes
import Secrets

struct VerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a one-time code the way a server should.",
        discussion: """
            Reads the secret (Base32, or an otpauth: URL) and the code without putting either \
            on the command line: with --secret-file, standard input holds the code; without it, \
            standard input holds the secret on the first line and the code on the second.

            Codes are compared in constant time within --window steps either side of the \
            current one. With --state FILE, the last accepted step is remembered there and a \
            code is never accepted twice (RFC 6238 §5.2).

            Exit status: 0 valid, 1 wrong code, 2 code already used.

            Examples:
              printf 'JBSWY3DPEHPK3PXP\\n996554\\n' | autofill verify --time 59
              echo 996554 | autofill verify --secret-file key.txt --state alice.state
            """)

    @OptionGroup(title: "Generator (when the secret is not a URL)")
    var generator: GeneratorOptions

    @Option(help: ArgumentHelp("Steps accepted either side of the current one, 0-10.", valueName: "steps"))
    var window = 1

    @Option(help: TimeArgument.help)
    var time: TimeArgument?

    @Option(help: ArgumentHelp("Remember the last accepted step in this file and refuse replays.", valueName: "path"))
    var state: String?

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let (secret, code) = try readInput()
        let url = try generator.makeURL(secret: secret, kind: .totp, counter: 0)
        guard case .totp(var totp) = url.makeGenerator() else {
            throw ValidationError("verify checks time-based codes; this secret describes an HOTP generator")
        }
        if let epoch = generator.epoch { totp = try TOTP(hotp: totp.hotp, period: totp.period, epoch: epoch) }
        let verifier = try TOTPVerifier(totp: totp, window: window)
        let now = (time ?? .now()).unixSeconds

        var replayGuard = ReplayGuard(lastAcceptedStep: try state.flatMap(Self.readState))
        let result = verifier.verify(code.unredacted, atUnixTime: now, replayGuard: &replayGuard)
        if case .valid = result, let state {
            try Self.writeState(replayGuard.lastAcceptedStep, to: state)
        }
        try report(result)
    }

    private func readInput() throws -> (secret: SecretText, code: SecretText) {
        if generator.secretFile != nil {
            let secret = try SecretInput.read(file: generator.secretFile, prompt: "Secret (Base32): ")
            let code = try SecretInput.read(file: nil, prompt: "Code: ")
            return (secret, code)
        }
        let text = try SecretInput.readStandardInput(prompt: "Secret (Base32), then the code: ")
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard lines.count == 2 else {
            throw ValidationError(
                "expected two lines on standard input (the secret, then the code), got \(lines.count); or use --secret-file"
            )
        }
        return (SecretText(lines[0]), SecretText(lines[1]))
    }

    private func report(_ result: OTPVerificationResult) throws {
        switch result {
        case .valid(let match):
            if json {
                try Output.printJSON(ResultJSON(result: "valid", step: match.step, offset: match.offset))
            } else {
                print("valid: step \(match.step) (\(Self.describe(match.offset)))")
            }
        case .replayed(let match):
            if json {
                try Output.printJSON(ResultJSON(result: "replayed", step: match.step, offset: match.offset))
            } else {
                print("refused: the code for step \(match.step) was already used")
            }
            throw ExitCode(2)
        case .invalid:
            if json {
                try Output.printJSON(ResultJSON(result: "invalid", step: nil, offset: nil))
            } else {
                print("invalid: the code does not match within \(window) step(s) of now")
            }
            throw ExitCode(1)
        }
    }

    private static func describe(_ offset: Int) -> String {
        switch offset {
        case 0: "the current step"
        case ..<0: "\(-offset) step(s) early: the client's clock or the network is slow"
        default: "\(offset) step(s) ahead: the client's clock is fast"
        }
    }

    struct ResultJSON: Encodable {
        let result: String
        let step: UInt64?
        let offset: Int?
    }

    struct StateJSON: Codable {
        let lastAcceptedStep: UInt64?
    }

    static func readState(_ path: String) throws -> UInt64? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path),
            let state = try? JSONDecoder().decode(StateJSON.self, from: data)
        else {
            throw ValidationError(
                "cannot read the replay state in \(path): not a state file written by autofill verify")
        }
        return state.lastAcceptedStep
    }

    static func writeState(_ step: UInt64?, to path: String) throws {
        let data = try JSONEncoder().encode(StateJSON(lastAcceptedStep: step))
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

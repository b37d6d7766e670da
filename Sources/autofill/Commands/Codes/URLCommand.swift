import ArgumentParser
import OneTimeCodes
import QRCodes
import Secrets

struct URLCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "url",
        abstract: "Inspect and make otpauth: and apple-otpauth: set-up links.",
        subcommands: [URLParseCommand.self, URLMakeCommand.self]
    )
}

struct URLParseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Check a set-up link and show what it sets up.",
        discussion: """
            Prints every field, the warnings a careful user would want (a short secret, an \
            issuer that disagrees with the label, an apple-otpauth: link whose issuer is not a \
            domain) and exits 1 if the link is invalid. The secret itself is not printed unless \
            you ask for it with --show-secret.

            The link is read from standard input; a link with a secret given as an argument \
            is refused unless --insecure-argv is added (other users see arguments in the \
            process list).

            Examples:
              autofill url parse < link.txt
              autofill url parse --json < link.txt
            """)

    @Argument(
        help: ArgumentHelp(
            "The link; leave it out (or give '-') to read it from standard input.", valueName: "url"))
    var url: String = "-"

    @Flag(
        name: .customLong("insecure-argv"),
        help: "Accept a link with a secret as the argument, although other users can see it in the process list.")
    var insecureArgv = false

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Also print the secret (Base32).")
    var showSecret = false

    @Flag(help: "Exit 2 if the link has warnings.")
    var strict = false

    func validate() throws {
        if url != "-" { try SecretArgument.admit(url, insecureArgv: insecureArgv) }
    }

    func run() async throws {
        let text = url == "-" ? try SecretInput.readStandardInput(prompt: "Link: ") : url
        let parsed = try OTPAuthURL(parsing: text)
        let secret = showSecret ? Base32.encode(parsed.secret.unredactedBytes()) : nil
        let warnings = parsed.warnings
        if json {
            try Output.printJSON(URLJSON(parsed, secret: secret))
        } else {
            var rows: [(String, String)] = [
                ("scheme", parsed.scheme.rawValue), ("type", parsed.kind.rawValue),
                ("issuer", parsed.issuer ?? "(none)"), ("account", parsed.account.isEmpty ? "(none)" : parsed.account),
            ]
            if let labelIssuer = parsed.labelIssuer, labelIssuer != parsed.issuer {
                rows.append(("label issuer", labelIssuer))
            }
            rows.append(("algorithm", parsed.algorithm.name))
            rows.append(("code", parsed.format.isSteam ? "Steam Guard (5 characters)" : "\(parsed.digits) digits"))
            switch parsed.kind {
            case .totp: rows.append(("period", "\(parsed.period) s"))
            case .hotp: rows.append(("counter", String(parsed.counter)))
            }
            rows.append(("secret", secret ?? "\(parsed.secret.count * 8) bits (hidden; --show-secret prints it)"))
            for parameter in parsed.additionalParameters {
                rows.append(("extra", "\(parameter.name)=\(parameter.value)"))
            }
            let width = rows.map(\.0.count).max() ?? 0
            for (name, value) in rows {
                print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
            }
            if !warnings.isEmpty {
                print("warnings:")
                for warning in warnings { print("  - \(warning.message)") }
            }
        }
        if strict && !warnings.isEmpty { throw ExitCode(2) }
    }
}

struct URLJSON: Encodable {
    struct Warning: Encodable {
        let id: String
        let message: String
    }

    let scheme: String
    let type: String
    let issuer: String?
    let labelIssuer: String?
    let issuerParameter: String?
    let account: String
    let algorithm: String
    let digits: Int
    let encoder: String?
    let period: Int?
    let counter: UInt64?
    let secretBits: Int
    let secret: String?
    let url: String?
    let additionalParameters: [String: String]
    let warnings: [Warning]

    init(_ url: OTPAuthURL, secret: String?, includeURL: Bool = false) {
        scheme = url.scheme.rawValue
        type = url.kind.rawValue
        issuer = url.issuer
        labelIssuer = url.labelIssuer
        issuerParameter = url.issuerParameter
        account = url.account
        algorithm = url.algorithm.name
        digits = url.digits
        encoder = url.format.isSteam ? "steam" : nil
        period = url.kind == .totp ? url.period : nil
        counter = url.kind == .hotp ? url.counter : nil
        secretBits = url.secret.count * 8
        self.secret = secret
        self.url = includeURL ? url.unredactedString() : nil
        additionalParameters = Dictionary(
            url.additionalParameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        warnings = url.warnings.map { Warning(id: $0.id, message: $0.message) }
    }
}

struct URLMakeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make",
        abstract: "Make a fresh secret and its set-up links (for services enrolling users).",
        discussion: """
            Prints a new random secret (160 bits unless --secret-bytes says otherwise) as an \
            otpauth: link for authenticator apps and an apple-otpauth: link for Apple's \
            Passwords app, whose issuer should be your site's domain. Store the secret with \
            the user's account and verify codes with `autofill verify`. With --qr the \
            otpauth: link is also drawn as a QR code that a phone can scan off the terminal \
            (light on dark; `autofill qr encode --invert` draws one for light backgrounds).

            Examples:
              autofill url make --issuer example.com --account alice@example.com
              autofill url make --issuer example.com --account alice@example.com --qr
              autofill url make --issuer example.com --account bob --digits 8 --json
            """)

    @Option(help: "The service: for apple-otpauth: links, the site's domain.")
    var issuer: String

    @Option(help: "The user name or e-mail address.")
    var account: String

    @Option(help: "HMAC hash: SHA1, SHA256 or SHA512.")
    var algorithm: OTPAlgorithm = .sha1

    @Option(help: "Code length, 6-10 (Apple: 6 or 8).")
    var digits = 6

    @Option(help: ArgumentHelp("Step length in seconds, 1-300.", valueName: "seconds"))
    var period = 30

    @Option(help: ArgumentHelp("Secret length in bytes, 16-128.", valueName: "n"))
    var secretBytes = Enrollment.defaultSecretBytes

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Also draw the otpauth: link as a QR code.")
    var qr = false

    func validate() throws {
        if qr && json { throw ValidationError("--qr draws for people and --json is for scripts; choose one") }
    }

    func run() async throws {
        let enrollment = try Enrollment(
            issuer: issuer, account: account, algorithm: algorithm, digits: digits, period: period,
            secretBytes: secretBytes)
        let secret = Base32.encode(enrollment.secret.unredactedBytes())
        if json {
            try Output.printJSON(
                MakeJSON(
                    secret: secret, otpauth: enrollment.otpauthURL.unredactedString(),
                    appleOTPAuth: enrollment.appleOTPAuthURL.unredactedString(),
                    warnings: (enrollment.otpauthURL.warnings + enrollment.appleOTPAuthURL.warnings).map(\.message)))
            return
        }
        print("secret         \(secret)")
        print("otpauth        \(enrollment.otpauthURL.unredactedString())")
        print("apple-otpauth  \(enrollment.appleOTPAuthURL.unredactedString())")
        if qr {
            print()
            print(try QRCode(text: enrollment.otpauthURL.unredactedString()).terminalString(), terminator: "")
        }
        for warning in enrollment.otpauthURL.warnings + enrollment.appleOTPAuthURL.warnings {
            Output.note("warning: \(warning.message)")
        }
    }

    struct MakeJSON: Encodable {
        let secret: String
        let otpauth: String
        let appleOTPAuth: String
        let warnings: [String]
    }
}

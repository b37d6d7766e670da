import ArgumentParser
import Foundation
import Keychain
import OneTimeCodes
import Secrets

struct CodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print one-time codes, like oathtool, or from the vault.",
        discussion: """
            Pipe in an otpauth: or apple-otpauth: URL, or a bare secret (Base32 by default, \
            --hex for hexadecimal) and describe the generator with options; --secret-file reads \
            either from a file. Secrets are never taken from the command line, where every user \
            of the machine can read them in the process list: a URL argument that carries a \
            secret is refused unless --insecure-argv is added.

            Anything else is a query for the vault: the issuer, a domain (matched by site), \
            the account, or the start of an id. Each matching generator's code is printed with \
            the seconds it has left. An HOTP generator's counter moves on (and is saved) each \
            time its code is shown, so name it alone to get its code.

            Examples:
              autofill code github
              autofill code example.com --json
              autofill code < link.txt                 # a whole otpauth: URL on standard input
              echo JBSWY3DPEHPK3PXP | autofill code --time 59 --count 3
              autofill code --secret-file key.txt --hex --algorithm SHA256 --digits 8
              echo 3132333435363738393031323334353637383930 | autofill code --hex --counter 0
              autofill code --links exported-links.txt --json
            """)

    @Argument(
        help: ArgumentHelp(
            "A query for the vault (or a URL without a secret; one with a secret needs --insecure-argv).",
            valueName: "query"))
    var url: String?

    @Flag(
        name: .customLong("insecure-argv"),
        help: "Accept a URL with a secret as the argument, although other users can see it in the process list.")
    var insecureArgv = false

    @OptionGroup(title: "Vault (when the argument is a query)")
    var vault: VaultOptions

    @OptionGroup(title: "Generator (when no URL is given)")
    var generator: GeneratorOptions

    @Option(
        help: ArgumentHelp(
            "Read otpauth: links from this file ('-' for standard input), one per line, and print the code of each, in order.",
            valueName: "path"))
    var links: String?

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
        if let url { try SecretArgument.admit(url, insecureArgv: insecureArgv) }
        guard count >= 1 else { throw ValidationError("--count must be at least 1, got \(count)") }
        guard count <= 100_000_000 else { throw ValidationError("--count must be at most 100000000, got \(count)") }
        if let query, query.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("the query is empty; give an issuer, a domain, an account or an id")
        }
        if let query, Self.looksLikeSecret(query) {
            throw ValidationError(
                "the argument looks like a secret, not a query; pipe bare secrets on standard input")
        }
        if query != nil
            && (hotp || counter != nil || count != 1 || generator.describesGenerator || generator.secretFile != nil)
        {
            throw ValidationError(
                "--hotp, --counter, --count and the generator options work with a URL or a secret, not with a vault query"
            )
        }
        if url != nil && (generator.describesGenerator || generator.secretFile != nil) {
            throw ValidationError("a URL sets its own parameters; drop the generator options or the URL")
        }
        if query == nil && (vault.vaultPath != nil || vault.passphraseFile != nil) {
            throw ValidationError("--vault and --passphrase-file apply to vault queries only")
        }
        if links != nil && (url != nil || generator.describesGenerator || generator.secretFile != nil || count != 1) {
            throw ValidationError("--links reads whole links; drop the URL argument, --count and the generator options")
        }
    }

    /// Long upper-case Base32 text is a secret typed where it should not be: on the command line.
    static func looksLikeSecret(_ text: String) -> Bool {
        let significant = text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "=") }
        return significant.count >= 16
            && significant.allSatisfy {
                ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                    || ($0 >= UInt8(ascii: "2") && $0 <= UInt8(ascii: "7"))
            }
    }

    /// The argument when it is a vault query rather than a URL.
    private var query: String? {
        url.flatMap { GeneratorOptions.looksLikeURL($0) ? nil : $0 }
    }

    func run() async throws {
        if let links {
            return try printCodes(ofLinksIn: links)
        }
        if let query {
            return try await codes(matching: query)
        }
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

    /// Prints the codes of the vault generators that match `query`.
    private func codes(matching query: String) async throws {
        let opened = try vault.openUnlocked()
        defer { opened.lock() }
        let items = try opened.verificationCodes(matching: query)
        guard !items.isEmpty else {
            // A damaged record cannot be searched: say so rather than "no match".
            let damaged = try opened.contents().damaged
            guard damaged.isEmpty else {
                ItemPresentation.reportDamaged(damaged)
                throw CommandFailure(
                    "no readable verification code matches '\(query)', but \(damaged.count) record(s) of the vault are damaged and could not be searched; the code may be in one of them"
                )
            }
            throw CommandFailure("no verification code in the vault matches '\(query)'; see 'autofill list'")
        }
        let date = Date(timeIntervalSince1970: TimeInterval((time ?? .now()).unixSeconds))
        var results: [VaultCodeJSON] = []
        for item in items {
            // Showing an HOTP code spends it, so only a query that names it alone does.
            if item.url.kind == .hotp && items.count > 1 {
                results.append(
                    VaultCodeJSON(
                        id: item.id.uuidString.lowercased(), name: item.displayName, code: nil, secondsRemaining: nil,
                        counter: nil))
                continue
            }
            let generated = try opened.code(for: item, at: date)
            results.append(
                VaultCodeJSON(
                    id: item.id.uuidString.lowercased(), name: item.displayName, code: generated.code.unredacted,
                    secondsRemaining: generated.secondsRemaining, counter: generated.counter))
        }
        if json {
            try Output.printJSON(results)
            return
        }
        var output = BufferedOutput()
        let width = results.compactMap { $0.code?.count }.max() ?? 6
        for result in results {
            let when =
                result.secondsRemaining.map { "\($0)s left".padding(toLength: 9, withPad: " ", startingAt: 0) }
                ?? result.counter.map { "counter \($0)" } ?? "HOTP: query it alone for its code"
            let code = (result.code ?? "-").padding(toLength: width, withPad: " ", startingAt: 0)
            output.append("\(code)  \(when)  \(result.name)\n")
        }
        output.flush()
    }

    struct VaultCodeJSON: Encodable {
        let id: String
        let name: String
        let code: String?
        let secondsRemaining: Int?
        let counter: UInt64?
    }

    /// One code per link, in order; a bad line is reported with its number and fails the run.
    private func printCodes(ofLinksIn path: String) throws {
        let text = try SecretInput.readFile(path, prompt: "Links, one per line (end with Ctrl-D):\n")
        let now = (time ?? .now()).unixSeconds
        var entries: [LinkJSON] = []
        var output = BufferedOutput()
        for (index, line) in text.split(whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let link: OTPAuthURL
            do {
                link = try OTPAuthURL(parsing: trimmed)
            } catch {
                throw CommandFailure("line \(index + 1): \(error)")
            }
            let code: String
            switch link.makeGenerator() {
            case .totp(let totp): code = try totp.code(atUnixTime: now)
            case .hotp(let hotp, let counter): code = hotp.code(counter: counter)
            }
            if json {
                entries.append(LinkJSON(issuer: link.issuer, account: link.account, code: code))
            } else {
                output.append(code + "\n")
            }
        }
        if json { try Output.printJSON(entries) } else { output.flush() }
    }

    struct LinkJSON: Encodable {
        let issuer: String?
        let account: String
        let code: String
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

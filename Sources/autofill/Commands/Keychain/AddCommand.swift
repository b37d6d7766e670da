import ArgumentParser
import Foundation
import Keychain
import OneTimeCodes
import Secrets

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Set up a verification code from an otpauth: or apple-otpauth: link.",
        discussion: """
            The code is stored with the credential it belongs to. autofill looks for \
            candidates: credentials on the issuer's site (an apple-otpauth: issuer is the \
            site's domain), with the link's account as user name, or named like the issuer. \
            Pick one with --for, make a new credential with --new, or keep the generator on its \
            own with --standalone. Without a choice, a terminal asks; a script gets the list \
            and exit status 1. With no candidate at all, the generator is kept on its own.

            The link carries the account's secret, so it is read from standard input (paste it \
            at the prompt, or pipe it in), a file (--from-file), the clipboard (--clipboard) or a \
            picture of its QR code (--qr): never from the command line, where every user of the \
            machine can read it in the process list and the shell keeps it in its history. A \
            link with a secret given as an argument is refused unless --insecure-argv is added.

            Examples:
              autofill add                                   # paste the link at the prompt
              autofill add --for example.com < link.txt
              autofill add --clipboard --standalone --json
              autofill add --qr setup.pgm
            """)

    @Argument(
        help: ArgumentHelp(
            "The link; leave it out (or give '-') to read it from standard input. With a secret in it, it needs --insecure-argv.",
            valueName: "url"))
    var url: String?

    @OptionGroup(title: "Where the link comes from (standard input when none is named)")
    var source: SetUpLinkOptions

    @Option(
        name: .customLong("for"),
        help: ArgumentHelp(
            "The credential to add the code to: its id (or the first 6+ characters), its domain, or its name.",
            valueName: "credential"))
    var credential: String?

    @Flag(name: .customLong("new"), help: "Create a new credential for the code (the issuer's domain, the account).")
    var createCredential = false

    @Flag(help: "Keep the generator on its own, not with a credential.")
    var standalone = false

    @Flag(help: "Replace the credential's current generator (the old one stays in its history).")
    var replace = false

    @Flag(help: "Add even if the vault already holds a generator with the same secret.")
    var allowDuplicate = false

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        let choices = [credential != nil, createCredential, standalone].filter { $0 }.count
        guard choices <= 1 else {
            throw ValidationError("choose at most one of --for, --new and --standalone")
        }
        let argument = url.flatMap { $0 == "-" ? nil : $0 }
        if let argument, !GeneratorOptions.looksLikeURL(argument) {
            throw ValidationError("'\(argument.prefix(40))' is not an otpauth: or apple-otpauth: link")
        }
        guard source.namedSources + (argument == nil ? 0 : 1) <= 1 else {
            throw ValidationError("give the link one way: an argument, --from-file, --clipboard or --qr")
        }
        if let argument { try source.admit(argument: argument) }
        // Without another source the link is read from standard input.
        let linkReader = argument == nil && source.namedSources == 0 ? "-" : source.file
        try StandardInput.requireAtMostOneReader([
            ("the link", linkReader), ("--passphrase-file", vault.passphraseFile),
        ])
    }

    func run() async throws {
        let link = try readLink()
        for warning in link.warnings {
            Output.note("warning: \(warning)")
        }
        let opened = try vault.openUnlocked()
        let now = Date()
        let setup = try opened.verificationCodeSetup(for: link)
        if !setup.duplicates.isEmpty && !allowDuplicate {
            let names = setup.duplicates.map { "'\($0.displayName)' [\(ItemPresentation.shortID($0.id))]" }
            throw CommandFailure(
                "the vault already holds this secret: \(names.joined(separator: ", ")); nothing was added (--allow-duplicate adds it anyway)"
            )
        }

        let result: ResultJSON
        if let query = credential {
            result = try attach(link, to: resolve(query, in: opened), vault: opened, now: now)
        } else if createCredential {
            result = ResultJSON(created: try opened.addCredential(for: link, now: now))
        } else if standalone || setup.candidates.isEmpty {
            result = ResultJSON(created: try opened.addGenerator(link, now: now))
        } else {
            result = try choose(link, setup: setup, vault: opened, now: now)
        }
        if json {
            try Output.printJSON(result)
        } else {
            print(result.message)
        }
    }

    private func readLink() throws -> OTPAuthURL {
        let text: String
        if let url, url != "-" {
            text = url
        } else {
            text = try source.read(prompt: "otpauth: link: ")
            guard !text.isEmpty else {
                throw CommandFailure(
                    "no link given: paste it at the prompt, pipe it in, or use --from-file, --clipboard or --qr")
            }
        }
        return try OTPAuthURL(parsing: text)
    }

    private func resolve(_ query: String, in vault: Vault) throws -> Credential {
        let found = try vault.search(query).credentials
        guard found.count == 1, let credential = found.first else {
            if found.isEmpty {
                throw CommandFailure("no credential matches '\(query)'; see 'autofill list'")
            }
            throw CommandFailure(
                "'\(query)' matches \(found.count) credentials; name one by id:\n"
                    + found.map { "  " + ItemPresentation.describe($0) }.joined(separator: "\n"))
        }
        return credential
    }

    private func attach(_ link: OTPAuthURL, to credential: Credential, vault: Vault, now: Date) throws -> ResultJSON {
        if let current = credential.verificationCode, current != link, !replace {
            throw CommandFailure(
                "\(ItemPresentation.describe(credential)) already has a verification code; add --replace to replace it (the old one stays in its history)"
            )
        }
        return ResultJSON(attachedTo: try vault.attachVerificationCode(link, to: credential.id, now: now))
    }

    /// Asks at a terminal; a script gets the candidates and an error.
    private func choose(_ link: OTPAuthURL, setup: VerificationCodeSetup, vault: Vault, now: Date) throws -> ResultJSON
    {
        let lines = setup.candidates.enumerated().map { index, candidate in
            var reasons: [String] = []
            if candidate.matchesSite { reasons.append("same site") }
            if candidate.matchesAccount { reasons.append("same account") }
            if candidate.matchesIssuerName { reasons.append("named like the issuer") }
            return
                "  \(index + 1)) \(ItemPresentation.describe(candidate.credential)): \(reasons.joined(separator: ", "))"
        }
        guard isatty(STDIN_FILENO) != 0 else {
            throw CommandFailure(
                "the code may belong to one of these credentials:\n\(lines.joined(separator: "\n"))\nchoose with --for ID, --new or --standalone"
            )
        }
        Output.note(
            "The code for \(StandaloneGenerator.displayName(issuer: link.issuer, account: link.account)) may belong to:"
        )
        lines.forEach(Output.note)
        Output.note("  n) a new credential\n  s) on its own")
        FileHandle.standardError.write(Data("Choice [1]: ".utf8))
        let answer = (readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        switch answer {
        case "n": return ResultJSON(created: try vault.addCredential(for: link, now: now))
        case "s": return ResultJSON(created: try vault.addGenerator(link, now: now))
        default:
            guard let index = answer.isEmpty ? 1 : Int(answer), setup.candidates.indices.contains(index - 1) else {
                throw CommandFailure("'\(answer)' is not one of the choices; nothing was added")
            }
            return try attach(link, to: setup.candidates[index - 1].credential, vault: vault, now: now)
        }
    }

    struct ResultJSON: Encodable {
        let id: String
        let kind: String
        let name: String
        let action: String
        let message: String

        init(created credential: Credential) {
            id = credential.id.uuidString.lowercased()
            kind = "credential"
            name = credential.displayName
            action = "created"
            message = "Created the credential \(ItemPresentation.describe(credential)) with the verification code."
        }

        init(attachedTo credential: Credential) {
            id = credential.id.uuidString.lowercased()
            kind = "credential"
            name = credential.displayName
            action = "attached"
            message = "Added the verification code to \(ItemPresentation.describe(credential))."
        }

        init(created generator: StandaloneGenerator) {
            id = generator.id.uuidString.lowercased()
            kind = "generator"
            name = generator.displayName
            action = "created"
            message = "Added the verification code \(ItemPresentation.describe(generator))."
        }
    }
}

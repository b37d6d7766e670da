import ArgumentParser
import AutoFill
import FormFields
import Foundation
import Keychain
import PasswordRules
import Secrets

/// What `autofill suggest` and `autofill fill` share: the focused field, the providers, the
/// messages to take in first.
struct AutoFillFieldOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The address of the page the field is on.", valueName: "url"))
    var url: String?

    @Option(
        name: .customLong("frame"),
        help: ArgumentHelp(
            "The address of a frame the field is in, outermost first (repeat for nested frames).", valueName: "url"))
    var frames: [String] = []

    @Option(help: ArgumentHelp("The app the field is in, instead of a page.", valueName: "app-id"))
    var app: String?

    @Option(
        name: .customLong("associated-domain"),
        help: ArgumentHelp(
            "A domain the app is associated with (example.com, *.example.com, webcredentials:example.com); repeat.",
            valueName: "domain"))
    var associatedDomains: [String] = []

    @Option(
        help: ArgumentHelp(
            "What the field is for: username, currentPassword, newPassword, oneTimeCode (also: password, code).",
            valueName: "kind"))
    var field: String

    @Option(
        name: .customLong("password-rules"),
        help: ArgumentHelp("The field's passwordrules attribute, for newPassword fields.", valueName: "rules"))
    var passwordRules: String?

    @Option(
        name: .customLong("provider"),
        help: ArgumentHelp("An external provider's manifest file; repeat to enable several.", valueName: "manifest"))
    var providers: [String] = []

    @Flag(help: "Also ask the keychain (the vault is unlocked with its passphrase).")
    var keychain = false

    @Option(
        name: .customLong("message-file"),
        help: ArgumentHelp(
            "Take in a message (SMS or e-mail text) from this file ('-' for standard input) before asking.",
            valueName: "path"))
    var messageFile: String?

    @Option(help: ArgumentHelp("How long each provider may take, in seconds.", valueName: "seconds"))
    var deadline: Double = 10

    @OptionGroup var vault: VaultOptions

    func validate() throws {
        guard (url == nil) != (app == nil) else {
            throw ValidationError("give the page with --url or the app with --app (one of them)")
        }
        if app != nil && !frames.isEmpty { throw ValidationError("--frame belongs with --url, not --app") }
        if url != nil && !associatedDomains.isEmpty {
            throw ValidationError("--associated-domain belongs with --app, not --url")
        }
        _ = try kind()
        guard deadline > 0 && deadline <= 300 else { throw ValidationError("--deadline must be 0-300 seconds") }
    }

    func kind() throws -> FieldKind {
        switch field {
        case "password": return .currentPassword
        case "code", "otp", "one-time-code": return .oneTimeCode
        case "new-password": return .newPassword
        default:
            guard let kind = FieldKind(rawValue: field) else {
                throw ValidationError(
                    "--field '\(field.prefix(40))' is not a field kind; use "
                        + FieldKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return kind
        }
    }

    func focusedField() throws -> FocusedField {
        let context: FillContext
        do {
            if let url {
                context = try FillContext(pageURL: url, frameURLs: frames)
            } else {
                context = try FillContext(appIdentifier: app ?? "", associatedDomains: associatedDomains)
            }
        } catch {
            throw ValidationError(error.description)
        }
        return FocusedField(context: context, kind: try kind(), passwordRules: passwordRules)
    }

    /// A broker over the providers asked for, with the message taken in. The person running
    /// the command counts as present (they unlocked the vault, or are at the terminal).
    func broker(now: Date) async throws -> Broker {
        var enabled: [any CredentialProvider] = []
        for path in providers {
            do {
                enabled.append(try ExternalProvider(manifestAt: path))
            } catch {
                throw ValidationError("--provider: \(error)")
            }
        }
        if keychain { enabled.append(KeychainProvider(vault: try vault.openUnlocked())) }
        var configuration = Broker.Configuration()
        configuration.providerDeadline = .milliseconds(Int64(deadline * 1000))
        let broker = Broker(providers: enabled, configuration: configuration)
        await broker.userIsPresent(at: now)
        if let messageFile {
            let text = try SecretInput.readFile(messageFile, prompt: "Message (end with Ctrl-D): ")
            if try await broker.receive(message: text, sender: nil, at: now) == nil {
                Output.note("note: the message holds no one-time code")
            }
        }
        return broker
    }
}

/// A suggestion as the commands print it: never a secret.
struct SuggestionJSON: Encodable {
    let index: Int
    let suggestion: Suggestion
}

extension Suggestion {
    var line: String {
        var text = "\(title)  [\(kind)"
        if let providerID { text += ", \(providerID)" }
        text += "]"
        if let displayDomain { text += "  for \(displayDomain)" }
        if !subtitle.isEmpty { text += "  - \(subtitle)" }
        return text
    }
}

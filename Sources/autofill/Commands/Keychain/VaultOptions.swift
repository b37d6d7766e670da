import ArgumentParser
import Foundation
import Keychain
import OneTimeCodes
import Secrets

/// The options every vault command shares: where the vault is and where its passphrase comes
/// from.
struct VaultOptions: ParsableArguments {
    @Option(
        name: .customLong("vault"),
        help: ArgumentHelp(
            "The vault file. Default: $AUTOFILL_HOME/vault.sqlite, else $XDG_DATA_HOME/autofill/vault.sqlite, else ~/.local/share/autofill/vault.sqlite.",
            valueName: "path"))
    var vaultPath: String?

    @Option(
        name: .customLong("passphrase-file"),
        help: ArgumentHelp(
            "Read the vault passphrase from this file ('-' for standard input). Otherwise $AUTOFILL_PASSPHRASE, otherwise a prompt.",
            valueName: "path"))
    var passphraseFile: String?

    /// The vault file this command works on.
    func path() throws -> String {
        if let vaultPath { return vaultPath }
        guard let path = VaultLocation.defaultPath(environment: ProcessInfo.processInfo.environment) else {
            throw ValidationError("cannot find a home directory for the vault; give --vault PATH or set AUTOFILL_HOME")
        }
        return path
    }

    var passphraseSource: Passphrase.Source {
        Passphrase.Source(
            file: passphraseFile, option: "--passphrase-file", environmentVariable: "AUTOFILL_PASSPHRASE",
            prompt: "Vault passphrase")
    }

    /// Opens the vault, still locked.
    func openLocked() throws -> Vault {
        try Vault.open(at: path())
    }

    /// Opens the vault and unlocks it with the passphrase. What the check of the record set
    /// found at the unlock (records removed or hidden since the last write) is printed to
    /// standard error.
    func openUnlocked() throws -> Vault {
        let vault = try openLocked()
        try vault.unlock(passphrase: Passphrase.read(passphraseSource))
        ItemPresentation.reportRecordSet(vault.recordSetCheck)
        return vault
    }
}

/// How vault items are shown.
enum ItemPresentation {
    static func shortID(_ id: UUID) -> String { String(id.uuidString.lowercased().prefix(8)) }

    static func describe(_ credential: Credential) -> String {
        var text = "'\(credential.displayName)'"
        if !credential.username.isEmpty { text += " (\(credential.username))" }
        return text + " [\(shortID(credential.id))]"
    }

    static func describe(_ generator: StandaloneGenerator) -> String {
        "'\(generator.displayName)' [\(shortID(generator.id))]"
    }

    /// Prints records that could not be read to standard error.
    static func reportDamaged(_ damaged: [DamagedRecord]) {
        for record in damaged {
            Output.note("warning: \(record.error)")
        }
        if !damaged.isEmpty {
            Output.note(
                "warning: \(damaged.count) record(s) could not be read; the others are intact. Restore them from a backup, copy the readable ones into a new vault with 'autofill vault salvage', or remove the damaged ones with 'autofill rm ID --yes'."
            )
        }
    }

    /// Prints what the check of the record set found, if anything, to standard error.
    static func reportRecordSet(_ check: RecordSetCheck?) {
        for problem in check?.problems ?? [] {
            Output.note("warning: \(problem)")
        }
    }

    /// A generator's public description: everything but the secret.
    struct GeneratorJSON: Encodable {
        let type: String
        let issuer: String?
        let account: String
        let algorithm: String
        let digits: Int
        let period: Int?
        let counter: UInt64?
        let steam: Bool

        init(_ url: OTPAuthURL) {
            type = url.kind.rawValue
            issuer = url.issuer
            account = url.account
            algorithm = url.algorithm.name
            digits = url.digits
            period = url.kind == .totp ? url.period : nil
            counter = url.kind == .hotp ? url.counter : nil
            steam = url.format.isSteam
        }
    }

    struct ServiceJSON: Encodable {
        let kind: String
        let value: String
    }

    /// An item without its secrets.
    struct ItemJSON: Encodable {
        let id: String
        let kind: String
        let name: String
        let username: String?
        let services: [ServiceJSON]
        let hasPassword: Bool
        let hasNotes: Bool
        let verificationCode: GeneratorJSON?
        /// Unix seconds.
        let created: Int64
        /// Unix seconds.
        let modified: Int64
        let revision: UInt64
        let historyCount: Int

        init(_ credential: Credential) {
            id = credential.id.uuidString.lowercased()
            kind = "credential"
            name = credential.displayName
            username = credential.username
            services = credential.services.map { ServiceJSON(kind: $0.kind.name, value: $0.value) }
            hasPassword = credential.password != nil
            hasNotes = credential.notes != nil
            verificationCode = credential.verificationCode.map(GeneratorJSON.init)
            created = Int64(credential.created.timeIntervalSince1970.rounded(.down))
            modified = Int64(credential.modified.timeIntervalSince1970.rounded(.down))
            revision = credential.revision
            historyCount = credential.history.count
        }

        init(_ generator: StandaloneGenerator) {
            id = generator.id.uuidString.lowercased()
            kind = "generator"
            name = generator.displayName
            username = nil
            services = generator.services.map { ServiceJSON(kind: $0.kind.name, value: $0.value) }
            hasPassword = false
            hasNotes = generator.notes != nil
            verificationCode = GeneratorJSON(generator.url)
            created = Int64(generator.created.timeIntervalSince1970.rounded(.down))
            modified = Int64(generator.modified.timeIntervalSince1970.rounded(.down))
            revision = generator.revision
            historyCount = 0
        }
    }
}

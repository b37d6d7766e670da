import Foundation
import OneTimeCodes
import Secrets

/// An entry of an import file that was not imported, and why.
public struct SkippedEntry: Sendable, Hashable, CustomStringConvertible {
    /// Where the entry is: "line 4", "entry 3 (GitHub: alice)".
    public let position: String
    /// Why it was skipped, without any secret.
    public let reason: String

    public init(position: String, reason: String) {
        self.position = position
        self.reason = reason
    }

    public var description: String { "\(position): \(reason)" }
}

/// What an import file holds, decoded, before anything is written.
///
/// Decoding never touches the vault; ``Vault/importItems(_:)`` then writes the batch in one
/// transaction, so an import adds everything it reports or nothing.
public struct ImportBatch: Sendable {
    /// The credentials the file holds.
    public var credentials: [Credential] = []
    /// The standalone generators the file holds.
    public var generators: [StandaloneGenerator] = []
    /// Entries that could not be imported, with the reason.
    public var skipped: [SkippedEntry] = []
    /// Things the user should know that skipped no entry, such as a missing Google
    /// Authenticator batch or a credential imported without its unreadable verification code.
    public var warnings: [String] = []
    /// Whether items are the vault's own (a backup): then only an item with the same
    /// identifier counts as already held, and items that share a secret or a login with
    /// another are restored as they were.
    public var isRestore = false

    public init() {}

    /// Whether the batch holds nothing to write.
    public var isEmpty: Bool { credentials.isEmpty && generators.isEmpty }

    mutating func merge(_ other: ImportBatch) {
        credentials += other.credentials
        generators += other.generators
        skipped += other.skipped
        warnings += other.warnings
    }

    /// Adds a generator for `url`; an issuer that is a domain becomes its service.
    mutating func addGenerator(_ url: OTPAuthURL, notes: String? = nil, created: Date) {
        let services = VaultItem.issuerDomain(url).flatMap { try? ServiceIdentifier.domain($0) }.map { [$0] } ?? []
        generators.append(
            StandaloneGenerator(
                url: url, services: services, notes: notes.flatMap { $0.isEmpty ? nil : SecretText($0) },
                created: created))
    }
}

/// What an import wrote.
public struct ImportSummary: Sendable {
    /// The credentials added.
    public var addedCredentials: [Credential] = []
    /// The standalone generators added.
    public var addedGenerators: [StandaloneGenerator] = []
    /// Entries not imported: those the file could not give, and those already in the vault.
    public var skipped: [SkippedEntry] = []
    /// Warnings from decoding.
    public var warnings: [String] = []

    public init() {}

    /// What importing `batch` into an empty vault would report: for dry runs.
    public init(reporting batch: ImportBatch) {
        addedCredentials = batch.credentials
        addedGenerators = batch.generators
        skipped = batch.skipped
        warnings = batch.warnings
    }
}

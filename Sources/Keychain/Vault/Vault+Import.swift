import Crypto
import Foundation
import OneTimeCodes
import Secrets

extension Vault {
    /// Writes an import in one transaction: every item it reports as added, or none.
    ///
    /// Items already in the vault are skipped and reported: a generator whose secret the vault
    /// holds, a credential with the same sites, user name and password, or a record with the
    /// same identifier (restoring a backup twice). A backup (``ImportBatch/isRestore``) is
    /// matched by identifier only, so it restores exactly what was saved; an item whose record
    /// was deleted here comes back.
    ///
    /// - Throws: ``KeychainError/Code/staleRevision`` when another process wrote the vault
    ///   meanwhile (nothing is written; try again).
    @discardableResult
    public func importItems(_ batch: ImportBatch) throws(KeychainError) -> ImportSummary {
        let contents = try contents()
        // Duplicates are found through keyed fingerprints in sets, not by comparing every pair:
        // an import of thousands of items stays linear. The key lives for this call only.
        let fingerprints = Fingerprints()
        var secrets = Set(
            (contents.credentials.compactMap { $0.verificationCode?.secret } + contents.generators.map(\.url.secret))
                .map(fingerprints.secret))
        var logins = Set(contents.credentials.map(fingerprints.login))
        var summary = ImportSummary()
        summary.skipped = batch.skipped
        summary.warnings = batch.warnings
        var items: [VaultItem] = []
        var expected: [UInt64?] = []

        func existingRevision(_ id: UUID, _ name: String) throws(KeychainError) -> (skip: Bool, revision: UInt64?) {
            guard let record = try storage.record(id: id) else { return (false, nil) }
            if record.isDeleted { return (false, record.revision) }
            summary.skipped.append(SkippedEntry(position: name, reason: "already in the vault (same identifier)"))
            return (true, nil)
        }

        for var credential in batch.credentials {
            let name = "'\(credential.displayName)'"
            let (skip, revision) = try existingRevision(credential.id, name)
            if skip { continue }
            let login = fingerprints.login(credential)
            if !batch.isRestore, logins.contains(login) {
                summary.skipped.append(
                    SkippedEntry(position: name, reason: "already in the vault (same sites, user name and password)"))
                continue
            }
            if let secret = credential.verificationCode.map({ fingerprints.secret($0.secret) }) {
                if !batch.isRestore, secrets.contains(secret) {
                    summary.warnings.append("\(name): its verification code is already in the vault under another item")
                }
                secrets.insert(secret)
            }
            credential.revision = (revision ?? 0) + 1
            logins.insert(login)
            items.append(.credential(credential))
            expected.append(revision)
            summary.addedCredentials.append(credential)
        }
        for var generator in batch.generators {
            let name = "'\(generator.displayName)'"
            let (skip, revision) = try existingRevision(generator.id, name)
            if skip { continue }
            let secret = fingerprints.secret(generator.url.secret)
            if !batch.isRestore, secrets.contains(secret) {
                summary.skipped.append(SkippedEntry(position: name, reason: "already in the vault (same secret)"))
                continue
            }
            generator.revision = (revision ?? 0) + 1
            secrets.insert(secret)
            items.append(.generator(generator))
            expected.append(revision)
            summary.addedGenerators.append(generator)
        }
        try write(items, expected: expected)
        return summary
    }

    // MARK: Export

    /// Every generator as an `otpauth://` (or `apple-otpauth://`) link, one per line: what
    /// other authenticator apps import. The text holds the secrets.
    public func exportOTPAuthList() throws(KeychainError) -> SecretText {
        let lines = try verificationCodes().map { $0.url.unredactedString() }
        return SecretText(lines.map { $0 + "\n" }.joined())
    }

    /// An encrypted backup of everything, under its own passphrase (the format is in
    /// `docs/keychain.md`; ``Importer`` reads it back as ``ImportFormat/backup``).
    public func exportBackup(
        passphrase: SecretText, keyDerivation: KeyDerivation = .recommended
    ) throws(KeychainError) -> Data {
        let contents = try contents()
        guard contents.damaged.isEmpty else {
            throw KeychainError(
                .damagedRecord,
                "\(contents.damaged.count) record(s) cannot be read, so a backup would be incomplete: \(contents.damaged.map(\.id.uuidString).joined(separator: ", "))"
            )
        }
        return try BackupFile.seal(
            credentials: contents.credentials, generators: contents.generators, passphrase: passphrase,
            keyDerivation: keyDerivation)
    }
}

/// Keyed fingerprints of secrets and logins, for finding duplicates in sets. The random key
/// exists only while one import runs, so a fingerprint means nothing outside it.
struct Fingerprints {
    private let key = SymmetricKey(size: .bits256)

    func secret(_ secret: SecretBytes) -> Data {
        secret.withUnsafeBytes { Data(HMAC<SHA256>.authenticationCode(for: $0, using: key)) }
    }

    /// Same user name, same password, same set of sites (or app identifiers).
    func login(_ credential: Credential) -> Data {
        let sites = Set(credential.services.compactMap { $0.site ?? $0.lookupKey }).sorted()
        var hmac = HMAC<SHA256>(key: key)
        for part in [credential.username] + sites {
            hmac.update(data: Array(part.utf8))
            hmac.update(data: [0])
        }
        hmac.update(data: [credential.password == nil ? 0 : 1])
        credential.password?.utf8.withUnsafeBytes { hmac.update(data: $0) }
        return Data(hmac.finalize())
    }
}

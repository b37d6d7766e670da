import Foundation
import Secrets

/// Reads import files. Decoding is pure: it touches no vault and no file, so it can be tried,
/// shown to the user and then written with ``Vault/importItems(_:)``.
public enum Importer {
    /// Decodes `data` as `format`.
    ///
    /// - Parameters:
    ///   - passphrase: the file's own password, for encrypted Aegis, 2FAS and andOTP exports and for
    ///     backups; ignored by formats that have none.
    ///   - now: the creation date of items whose file gives none.
    /// - Throws: ``KeychainError/Code/malformedImport`` for a file not in the format;
    ///   ``KeychainError/Code/passphraseRequired`` when an encrypted file comes without its
    ///   password; ``KeychainError/Code/wrongPassphrase``;
    ///   ``KeychainError/Code/unsupportedImport`` for variants this version cannot read.
    public static func decode(
        _ data: Data, format: ImportFormat, passphrase: SecretText? = nil, now: Date
    ) throws(KeychainError) -> ImportBatch {
        guard data.count <= ImportSupport.maximumFileSize else {
            throw KeychainError(
                .malformedImport,
                "the file is \(data.count >> 20) MiB; import files are at most \(ImportSupport.maximumFileSize >> 20) MiB"
            )
        }
        switch format {
        case .aegis:
            return try AegisImporter.importBatch(data, passphrase: passphrase, now: now)
        case .twoFAS:
            return try TwoFASImporter.importBatch(data, passphrase: passphrase, now: now)
        case .andOTP:
            return try AndOTPImporter.importBatch(data, passphrase: passphrase, now: now)
        case .bitwarden:
            return try BitwardenImporter.importBatch(data, now: now)
        case .backup:
            guard let passphrase else {
                throw KeychainError(.passphraseRequired, "a backup is encrypted; give its passphrase")
            }
            return try BackupFile.open(data, passphrase: passphrase)
        default:
            break
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw KeychainError(.malformedImport, "the file is not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        switch format {
        case .otpauthList: return try OTPAuthListImporter.importBatch(text, now: now)
        case .googleAuthenticator: return try GoogleAuthenticatorMigration.importBatch(text, now: now)
        case .keepassXC: return try KeePassXCImporter.importBatch(text, now: now)
        default: throw KeychainError(.unsupportedImport, "the format \(format) cannot be imported")
        }
    }
}

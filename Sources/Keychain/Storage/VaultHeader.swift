import Foundation
import Secrets

/// What a vault stores in clear about itself: enough to unlock it, nothing about its contents.
struct VaultHeader: Sendable, Hashable {
    /// The vault layout this version writes and the newest it opens.
    static let currentFormatVersion = 1

    /// The vault layout version.
    let formatVersion: Int
    /// The identifier of the vault key (see ``VaultKey/id``).
    let vaultKeyID: UUID
    /// The scrypt parameters the passphrase goes through.
    let keyDerivation: KeyDerivation
    /// The scrypt salt: 32 random bytes, new with every passphrase.
    let salt: [UInt8]
    /// The vault key sealed with AES-GCM under the passphrase key: nonce, ciphertext, tag.
    let wrappedVaultKey: [UInt8]

    /// Makes the header of a new vault (or of a new passphrase): a fresh salt, the key wrapped.
    static func sealing(
        _ key: VaultKey, passphrase: SecretText, keyDerivation: KeyDerivation
    ) throws(KeychainError) -> VaultHeader {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let passphraseKey = try PassphraseKey(
            passphrase: passphrase, salt: salt, keyDerivation: keyDerivation)
        let wrapped = try key.wrapped(with: passphraseKey, formatVersion: currentFormatVersion)
        return VaultHeader(
            formatVersion: currentFormatVersion, vaultKeyID: key.id, keyDerivation: keyDerivation, salt: salt,
            wrappedVaultKey: wrapped)
    }
}

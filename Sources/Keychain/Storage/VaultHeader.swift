import Crypto
import Foundation
import Secrets

/// What a vault stores in clear about itself: enough to unlock it, nothing about its contents.
struct VaultHeader: Sendable, Hashable {
    /// The vault layout this version writes and the newest it opens.
    ///
    /// - 1: the first layout.
    /// - 2: a sealed record manifest (``RecordManifest``), sealed tombstones, and a header with a
    ///   passphrase check and a checksum, so that damage is told apart from a wrong passphrase.
    ///   Version 1 vaults are migrated at their first unlock with the passphrase.
    static let currentFormatVersion = 2

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
    /// From format 2: the first 16 bytes of HMAC-SHA256(passphrase key, "swift-autofill
    /// passphrase check v1"). A right passphrase matches it even when the wrapped key is damaged,
    /// so that damage is not reported as a wrong passphrase. Guessing the passphrase from it
    /// costs the same scrypt per guess as from the wrapped key.
    var passphraseCheck: [UInt8]? = nil
    /// From format 2: SHA-256 over every other field (``checksumInput``), which tells a damaged
    /// header (a changed salt, parameter or byte of the wrapped key) from a wrong passphrase
    /// before any scrypt runs. Not a defence against tampering (anyone can recompute it): the
    /// wrapped key's authentication tag is that.
    var checksum: [UInt8]? = nil

    /// Makes the header of a new vault (or of a new passphrase): a fresh salt, the key wrapped.
    static func sealing(
        _ key: VaultKey, passphrase: SecretText, keyDerivation: KeyDerivation
    ) throws(KeychainError) -> VaultHeader {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let passphraseKey = try PassphraseKey(
            passphrase: passphrase, salt: salt, keyDerivation: keyDerivation)
        return try sealing(key, with: passphraseKey)
    }

    /// The header that wraps `key` under a passphrase key derived already (same salt and
    /// parameters): how a version 1 vault is rewritten as version 2 at its first unlock.
    static func sealing(_ key: VaultKey, with passphraseKey: PassphraseKey) throws(KeychainError) -> VaultHeader {
        let wrapped = try key.wrapped(with: passphraseKey, formatVersion: currentFormatVersion)
        var header = VaultHeader(
            formatVersion: currentFormatVersion, vaultKeyID: key.id, keyDerivation: passphraseKey.keyDerivation,
            salt: passphraseKey.salt, wrappedVaultKey: wrapped)
        header.passphraseCheck = passphraseKey.check
        header.checksum = header.computedChecksum
        return header
    }

    /// What the checksum covers: every field, in a fixed layout.
    var checksumInput: [UInt8] {
        var data = Array("swift-autofill header v2".utf8)
        data.appendBigEndian(UInt16(truncatingIfNeeded: formatVersion))
        data += vaultKeyID.bytes
        data.append(UInt8(truncatingIfNeeded: keyDerivation.logN))
        data.append(UInt8(truncatingIfNeeded: keyDerivation.blockSize))
        data.append(UInt8(truncatingIfNeeded: keyDerivation.parallelism))
        data.appendBigEndian(UInt16(truncatingIfNeeded: salt.count))
        data += salt
        data.appendBigEndian(UInt16(truncatingIfNeeded: wrappedVaultKey.count))
        data += wrappedVaultKey
        data += passphraseCheck ?? []
        return data
    }

    var computedChecksum: [UInt8] { Array(SHA256.hash(data: checksumInput)) }

    /// Whether the stored checksum matches (format 2); true for format 1, which has none.
    var isChecksumValid: Bool {
        guard formatVersion >= 2 else { return true }
        guard let checksum, passphraseCheck?.count == 16 else { return false }
        return SecretBytes(checksum) == SecretBytes(computedChecksum)
    }
}

import Crypto
import Foundation
import Secrets

/// The keys of an unlocked vault: what unlocking produces and locking throws away.
///
/// A vault has one random 256-bit key. The passphrase never encrypts records: it only wraps
/// this key (see ``PassphraseKey``), so changing the passphrase re-wraps one key and touches no
/// record. Two keys are derived from it with HKDF-SHA256: one wraps the per-record keys, one
/// computes the lookup tokens that let the vault find credentials by site without storing any
/// domain in clear.
///
/// A `VaultKey` is separate from storage on purpose: a long-lived process (the local AutoFill
/// service) can hold it like an agent and hand it to a ``Vault`` without asking for the
/// passphrase again. It prints as `<redacted>` and its memory is zeroed when released.
public struct VaultKey: Sendable {
    /// Identifies this key. It is stored in the vault header and bound into every record.
    public let id: UUID
    // Held as `SecretBytes` (zeroed on release, Sendable); a `SymmetricKey` is made per use.
    let master: SecretBytes
    let recordWrappingKey: SecretBytes
    let lookupKey: SecretBytes

    init(id: UUID, master: SymmetricKey) {
        self.id = id
        self.master = SecretBytes(secretCopying: master)
        let salt = id.bytes
        recordWrappingKey = SecretBytes(
            secretCopying: HKDF<SHA256>.deriveKey(
                inputKeyMaterial: master, salt: salt, info: Array("swift-autofill record keys v1".utf8),
                outputByteCount: 32))
        lookupKey = SecretBytes(
            secretCopying: HKDF<SHA256>.deriveKey(
                inputKeyMaterial: master, salt: salt, info: Array("swift-autofill lookup tokens v1".utf8),
                outputByteCount: 32))
    }

    /// A new random key.
    static func generate() -> VaultKey {
        VaultKey(id: UUID(), master: SymmetricKey(size: .bits256))
    }

    /// Unwraps the vault key in `header` with a key derived from the passphrase. This is the
    /// fast half of unlocking; ``PassphraseKey/init(passphrase:for:)`` is the slow half.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase`` when the passphrase key does not open the
    ///   header (the GCM tag does not verify).
    init(unwrapping header: VaultHeader, with passphraseKey: PassphraseKey) throws(KeychainError) {
        guard passphraseKey.salt == header.salt, passphraseKey.keyDerivation == header.keyDerivation else {
            throw KeychainError(.wrongPassphrase, "the passphrase key was derived for a different vault header")
        }
        guard header.isChecksumValid else { throw Self.damagedHeader }
        if header.formatVersion >= 2, let check = header.passphraseCheck,
            SecretBytes(check) != SecretBytes(passphraseKey.check)
        {
            throw KeychainError(.wrongPassphrase, "the passphrase does not open this vault")
        }
        let opened: Data
        do {
            let box = try AES.GCM.SealedBox(combined: header.wrappedVaultKey)
            opened = try AES.GCM.open(
                box, using: passphraseKey.key.symmetricKey, authenticating: Self.headerAssociatedData(header))
        } catch {
            if header.formatVersion >= 2 {
                // The passphrase is right (it matches the check) and the header adds up, yet the
                // key does not open: the wrapped key was altered along with its checksum.
                throw KeychainError(
                    .damagedVault,
                    "the passphrase is right, but the vault key in the header does not authenticate: the header was altered. "
                        + KeychainError.recoveryAdvice)
            }
            throw KeychainError(
                .wrongPassphrase,
                "the passphrase does not open this vault (or the vault key in its header is damaged; a vault from before format 2 cannot tell which)"
            )
        }
        guard opened.count == 32 else {
            throw KeychainError(.damagedVault, "the vault header holds a key of the wrong size")
        }
        self.init(id: header.vaultKeyID, master: SymmetricKey(data: opened))
        var wipe = opened
        wipe.withUnsafeMutableBytes { SecureZero.wipe($0) }
    }

    /// The vault key sealed under a passphrase key, bound to the header's fields.
    func wrapped(
        with passphraseKey: PassphraseKey, formatVersion: Int
    ) throws(KeychainError) -> [UInt8] {
        let associated = Self.associatedData(
            formatVersion: formatVersion, keyID: id, keyDerivation: passphraseKey.keyDerivation,
            salt: passphraseKey.salt)
        do {
            let sealed = try master.withUnsafeBytes { bytes in
                try AES.GCM.seal(bytes, using: passphraseKey.key.symmetricKey, authenticating: associated)
            }
            return Array(sealed.combined!)
        } catch {
            throw KeychainError(.storageFailure, "could not seal the vault key")
        }
    }

    /// A header whose checksum does not add up: damage, whatever the passphrase.
    static let damagedHeader = KeychainError(
        .damagedVault,
        "the vault header is damaged (its checksum does not match), so no passphrase can open it. "
            + KeychainError.recoveryAdvice)

    static func headerAssociatedData(_ header: VaultHeader) -> [UInt8] {
        associatedData(
            formatVersion: header.formatVersion, keyID: header.vaultKeyID, keyDerivation: header.keyDerivation,
            salt: header.salt)
    }

    private static func associatedData(
        formatVersion: Int, keyID: UUID, keyDerivation: KeyDerivation, salt: [UInt8]
    ) -> [UInt8] {
        var data = Array("swift-autofill vault key v1".utf8)
        data.appendBigEndian(UInt16(truncatingIfNeeded: formatVersion))
        data += keyID.bytes
        data.append(UInt8(truncatingIfNeeded: keyDerivation.logN))
        data.append(UInt8(truncatingIfNeeded: keyDerivation.blockSize))
        data.append(UInt8(truncatingIfNeeded: keyDerivation.parallelism))
        data += salt
        return data
    }

    /// The token that stands for `site` (a registrable domain, or an app identifier with its
    /// prefix) in the lookup table: HMAC-SHA256 under the lookup key, first 16 bytes.
    func lookupToken(for site: String) -> [UInt8] {
        let mac = HMAC<SHA256>.authenticationCode(for: Array(site.utf8), using: lookupKey.symmetricKey)
        return Array(mac.prefix(16))
    }
}

extension VaultKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "<redacted>" }
    public var debugDescription: String { "VaultKey(id: \(id), <redacted>)" }
    public var customMirror: Mirror { Mirror(self, children: ["id": id], displayStyle: .struct) }
}

/// The key derived from a passphrase with the vault's scrypt parameters: the slow half of
/// unlocking, kept apart so that the fast half can be measured and so that an agent can derive
/// it once.
public struct PassphraseKey: Sendable {
    let key: SecretBytes
    let salt: [UInt8]
    let keyDerivation: KeyDerivation

    /// Runs scrypt over `passphrase` with the salt and parameters of `vault`'s header; give the
    /// result to `Vault.unlock(with:)`.
    public init(passphrase: SecretText, for vault: Vault) throws(KeychainError) {
        try self.init(passphrase: passphrase, for: vault.header())
    }

    /// Runs scrypt over `passphrase` with the header's salt and parameters.
    init(passphrase: SecretText, for header: VaultHeader) throws(KeychainError) {
        try self.init(passphrase: passphrase, salt: header.salt, keyDerivation: header.keyDerivation)
    }

    init(passphrase: SecretText, salt: [UInt8], keyDerivation: KeyDerivation) throws(KeychainError) {
        key = SecretBytes(secretCopying: try keyDerivation.deriveKey(passphrase: passphrase, salt: salt))
        self.salt = salt
        self.keyDerivation = keyDerivation
    }

    /// The header's passphrase check (``VaultHeader/passphraseCheck``).
    var check: [UInt8] {
        Array(
            HMAC<SHA256>.authenticationCode(
                for: Array("swift-autofill passphrase check v1".utf8), using: key.symmetricKey
            ).prefix(16))
    }
}

extension PassphraseKey: CustomStringConvertible, CustomReflectable {
    public var description: String { "<redacted>" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension SecretBytes {
    /// Copies a swift-crypto key into a secret.
    init(secretCopying key: SymmetricKey) {
        self = key.withUnsafeBytes { SecretBytes($0) }
    }

    /// A swift-crypto key with these bytes, for one operation.
    var symmetricKey: SymmetricKey {
        withUnsafeBytes { SymmetricKey(data: $0) }
    }
}

extension UUID {
    /// The 16 bytes of the UUID, in order.
    var bytes: [UInt8] {
        withUnsafeBytes(of: uuid) { Array($0) }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        var bigEndian = value.bigEndian
        Swift.withUnsafeBytes(of: &bigEndian) { append(contentsOf: $0) }
    }
}

extension UUID {
    /// The identifier as messages and the CLI show it: lower case.
    var text: String { uuidString.lowercased() }
}

import Crypto
import Foundation
import Secrets
import SyncProtocol

/// The keys of a sync account, derived on the device from the account passphrase.
///
/// ```
/// master        = scrypt(NFC(passphrase), kdf.salt, N, r, p)        (ClientKDF, kept by the server)
/// authKey       = HKDF-SHA256(master, salt, "swift-autofill sync authentication v1")  -> the server
/// encryptionKey = HKDF-SHA256(master, salt, "swift-autofill sync encryption v1")      stays here
/// syncKey       = 32 random bytes, made once per account; the server keeps it sealed by
///                 encryptionKey (the key bundle) and hands it to every device that signs in
/// record        = AES-GCM(syncKey, padded JSON, associated data = label + record id)
/// ```
///
/// The server sees the authentication key (and stores only a slow hash of it), never the
/// encryption key or the sync key, so it cannot read a record. Changing the passphrase
/// re-seals the sync key; no record is re-encrypted.
struct SyncAccountKeys: Sendable {
    let authKey: SecretBytes
    let encryptionKey: SecretBytes

    static let authenticationInfo = Array("swift-autofill sync authentication v1".utf8)
    static let encryptionInfo = Array("swift-autofill sync encryption v1".utf8)

    /// Derives both keys: the slow part (scrypt with the account's parameters).
    init(passphrase: SecretText, kdf: ClientKDF) throws(KeychainError) {
        guard kdf.algorithm == ClientKDF.scrypt else {
            throw KeychainError(
                .syncRefused,
                "the account uses key derivation '\(kdf.algorithm.prefix(16))', which this version does not know")
        }
        guard kdf.n >= 2, kdf.n & (kdf.n - 1) == 0, kdf.n <= 1 << 22, (1...32).contains(kdf.r),
            (1...16).contains(kdf.p), (16...64).contains(kdf.salt.count)
        else {
            throw KeychainError(.syncRefused, "the server sent key-derivation parameters out of range")
        }
        // The absolute ceiling, whatever the caller's policy: no server makes this device
        // commit more memory or time than the largest cost a client would choose.
        try SyncKeyDerivation.checkCeiling(kdf)
        let logN = kdf.n.trailingZeroBitCount
        var bytes = Array(passphrase.unredacted.precomposedStringWithCanonicalMapping.utf8)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        let master = try KeyDerivation.scrypt(
            password: bytes, salt: kdf.salt, logN: logN, blockSize: kdf.r, parallelism: kdf.p)
        authKey = SecretBytes(
            secretCopying: HKDF<SHA256>.deriveKey(
                inputKeyMaterial: master, salt: kdf.salt, info: Self.authenticationInfo, outputByteCount: 32))
        encryptionKey = SecretBytes(
            secretCopying: HKDF<SHA256>.deriveKey(
                inputKeyMaterial: master, salt: kdf.salt, info: Self.encryptionInfo, outputByteCount: 32))
    }

    static let bundleAssociatedData = Array("swift-autofill sync key bundle v1".utf8)

    /// The key bundle the server keeps: the sync key sealed with the encryption key.
    func sealBundle(_ syncKey: SyncKey) throws(KeychainError) -> [UInt8] {
        do {
            let sealed = try syncKey.key.withUnsafeBytes { bytes in
                try AES.GCM.seal(bytes, using: encryptionKey.symmetricKey, authenticating: Self.bundleAssociatedData)
            }
            return [1] + Array(sealed.combined!)
        } catch {
            throw KeychainError(.storageFailure, "could not seal the sync key")
        }
    }

    /// The sync key inside a key bundle.
    ///
    /// - Throws: ``KeychainError/Code/wrongPassphrase`` when the bundle does not open with these
    ///   keys.
    func openBundle(_ bundle: [UInt8]) throws(KeychainError) -> SyncKey {
        guard bundle.first == 1 else {
            throw KeychainError(.syncRefused, "the account's key bundle has a format this version does not know")
        }
        do {
            let box = try AES.GCM.SealedBox(combined: bundle.dropFirst())
            var opened = try AES.GCM.open(
                box, using: encryptionKey.symmetricKey, authenticating: Self.bundleAssociatedData)
            defer { opened.withUnsafeMutableBytes { SecureZero.wipe($0) } }
            guard opened.count == 32 else { throw CryptoKitError.incorrectKeySize }
            return SyncKey(SecretBytes(opened))
        } catch {
            throw KeychainError(.wrongPassphrase, "the passphrase does not open the account's key bundle")
        }
    }

    /// New parameters for an account: the given cost and a salt that carries a tag made with the
    /// account's sync key (see ``SyncKey/attests(_:)``), so that the account's other devices can
    /// tell these parameters came from one of them and not from the server.
    static func newKDF(logN: Int, attestedBy syncKey: SyncKey) -> ClientKDF {
        let nonce = (0..<16).map { _ in UInt8.random(in: 0...255) }
        var kdf = ClientKDF(salt: nonce, n: 1 << logN, r: 8, p: 1)
        kdf.salt = nonce + syncKey.attestationTag(for: kdf, nonce: nonce)
        return kdf
    }
}

/// The account's sync key: what every record on the server is sealed with.
struct SyncKey: Sendable {
    let key: SecretBytes

    init(_ key: SecretBytes) {
        self.key = key
    }

    static func generate() -> SyncKey {
        SyncKey(SecretBytes(secretCopying: SymmetricKey(size: .bits256)))
    }

    static let attestationInfo = Array("swift-autofill sync kdf attestation v1".utf8)

    /// The tag that vouches for key-derivation parameters: HMAC-SHA256 under a key derived from
    /// the sync key, over the parameters and the salt's first 16 bytes, cut to 16 bytes. Only the
    /// account's devices hold the sync key; the server cannot make a tag.
    func attestationTag(for kdf: ClientKDF, nonce: [UInt8]) -> [UInt8] {
        var message = Array("swift-autofill sync kdf v1".utf8)
        message += Array(kdf.algorithm.utf8) + [0]
        message.appendBigEndian(UInt32(truncatingIfNeeded: kdf.n))
        message.appendBigEndian(UInt32(truncatingIfNeeded: kdf.r))
        message.appendBigEndian(UInt32(truncatingIfNeeded: kdf.p))
        message += nonce
        let macKey = key.withUnsafeBytes { bytes in
            HKDF<SHA256>.deriveKey(
                inputKeyMaterial: SymmetricKey(data: bytes), info: Self.attestationInfo, outputByteCount: 32)
        }
        return Array(HMAC<SHA256>.authenticationCode(for: message, using: macKey).prefix(16))
    }

    /// Whether a device holding this sync key chose `kdf` (its salt is 16 bytes and the tag over
    /// them). Compared in constant time.
    func attests(_ kdf: ClientKDF) -> Bool {
        guard kdf.salt.count == 32 else { return false }
        let tag = attestationTag(for: kdf, nonce: Array(kdf.salt.prefix(16)))
        return SecretBytes(tag) == SecretBytes(Array(kdf.salt.suffix(16)))
    }

    private static func associatedData(_ id: UUID) -> [UInt8] {
        Array("swift-autofill sync record v1".utf8) + id.bytes
    }

    /// Seals a record's plaintext (padded, so lengths do not show) for the server.
    func seal(_ plaintext: [UInt8], id: UUID) throws(KeychainError) -> [UInt8] {
        var padded = Padding.pad(plaintext)
        defer { padded.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        do {
            let sealed = try AES.GCM.seal(padded, using: key.symmetricKey, authenticating: Self.associatedData(id))
            return [1] + Array(sealed.combined!)
        } catch {
            throw KeychainError(.storageFailure, "could not encrypt record \(id.text) for sync")
        }
    }

    /// Opens what ``seal(_:id:)`` made. The caller wipes the result.
    func open(_ ciphertext: [UInt8], id: UUID) throws(KeychainError) -> [UInt8] {
        guard ciphertext.first == 1 else {
            throw KeychainError(.damagedRecord, "synced record \(id.text) has a format this version does not know")
        }
        var plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(combined: ciphertext.dropFirst())
            plaintext = try AES.GCM.open(box, using: key.symmetricKey, authenticating: Self.associatedData(id))
        } catch {
            throw KeychainError(.damagedRecord, "synced record \(id.text) does not authenticate")
        }
        defer { plaintext.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        var bytes = Array(plaintext)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        guard let payload = Padding.unpad(bytes) else {
            throw KeychainError(.damagedRecord, "synced record \(id.text) has wrong padding")
        }
        return Array(payload)
    }
}

import Crypto
import Foundation
import Secrets

/// The authenticated set of a vault's records: how many are live, how many are tombstones, and a
/// keyed digest of every record's identifier, revision and state.
///
/// Each record counts as `HMAC-SHA256(manifest key, id ‖ revision ‖ deleted)`, read as a 256-bit
/// number; the digest is their sum modulo 2^256. A write takes its record's old term out and puts
/// the new one in, so keeping the manifest costs the same whatever the size of the vault, and
/// the manifest changes in the same SQLite transaction as the records. Without the vault key no
/// one can compute a term, so a row removed, a `deleted` flag flipped, or a row put back at an
/// older revision no longer adds up. The manifest itself is sealed (AES-GCM under the manifest
/// key, bound to the vault key's id), so it cannot be edited or read either.
///
/// (A sum of keyed terms is a multiset hash in the sense of Clarke et al., "Incremental
/// multiset hash functions and their application to memory integrity checking", 2003: with a
/// secret key, finding another set with the same sum means predicting HMAC outputs.)
struct RecordManifest: Sendable, Hashable {
    var live: UInt64 = 0
    var deleted: UInt64 = 0
    /// The sum of the records' terms, 32 bytes big-endian.
    var digest: [UInt8] = Array(repeating: 0, count: 32)

    /// A record's place in the set.
    struct Entry: Sendable, Hashable {
        var id: UUID
        var revision: UInt64
        var isDeleted: Bool
    }

    mutating func insert(_ entry: Entry, key: ManifestKey) {
        var hasher = key.makeHasher()
        insert(entry, hasher: &hasher)
    }

    mutating func remove(_ entry: Entry, key: ManifestKey) {
        Self.add(&digest, ManifestKey.term(for: entry, hasher: key.makeHasher()), negate: true)
        if entry.isDeleted { deleted &-= 1 } else { live &-= 1 }
    }

    /// Inserts with a hasher keyed once for many entries (the key's pads are computed once).
    mutating func insert(_ entry: Entry, hasher: inout HMAC<SHA256>) {
        Self.add(&digest, ManifestKey.term(for: entry, hasher: hasher), negate: false)
        if entry.isDeleted { deleted &+= 1 } else { live &+= 1 }
    }

    /// `sum += term` (or `sum -= term`) modulo 2^256, both 32 bytes big-endian, in four 64-bit
    /// limbs.
    private static func add(_ sum: inout [UInt8], _ term: [UInt8], negate: Bool) {
        func limb(_ bytes: [UInt8], _ index: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 << 8 | UInt64(bytes[index * 8 + $1]) }
        }
        var carry: UInt64 = negate ? 1 : 0  // -t = ~t + 1
        for index in stride(from: 3, through: 0, by: -1) {
            let value = negate ? ~limb(term, index) : limb(term, index)
            let (partial, overflow1) = limb(sum, index).addingReportingOverflow(value)
            let (total, overflow2) = partial.addingReportingOverflow(carry)
            carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
            for byte in 0..<8 { sum[index * 8 + byte] = UInt8(truncatingIfNeeded: total >> (56 - 8 * UInt64(byte))) }
        }
    }

    /// The manifest of `entries`.
    static func of(_ entries: some Sequence<Entry>, key: ManifestKey) -> RecordManifest {
        var manifest = RecordManifest()
        var hasher = key.makeHasher()
        for entry in entries { manifest.insert(entry, hasher: &hasher) }
        return manifest
    }

    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendBigEndian(live)
        bytes.appendBigEndian(deleted)
        return bytes + digest
    }

    init() {}

    init?(bytes: [UInt8]) {
        guard bytes.count == 48 else { return nil }
        live = bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }
        deleted = bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
        digest = Array(bytes[16..<48])
    }
}

/// The keys of the record manifest, derived from the vault key.
struct ManifestKey: Sendable {
    let keyID: UUID
    let termKey: SecretBytes
    let sealingKey: SecretBytes

    init(_ vaultKey: VaultKey) {
        keyID = vaultKey.id
        let master = vaultKey.master.symmetricKey
        termKey = SecretBytes(
            secretCopying: HKDF<SHA256>.deriveKey(
                inputKeyMaterial: master, salt: vaultKey.id.bytes, info: Array("swift-autofill record set v1".utf8),
                outputByteCount: 32))
        sealingKey = SecretBytes(
            secretCopying: HKDF<SHA256>.deriveKey(
                inputKeyMaterial: master, salt: vaultKey.id.bytes,
                info: Array("swift-autofill manifest seal v1".utf8), outputByteCount: 32))
    }

    /// An HMAC keyed with the term key, to copy for each term.
    func makeHasher() -> HMAC<SHA256> {
        HMAC<SHA256>(key: termKey.symmetricKey)
    }

    func term(for entry: RecordManifest.Entry) -> [UInt8] {
        Self.term(for: entry, hasher: makeHasher())
    }

    /// HMAC-SHA256(term key, id (16) ‖ revision (u64, big-endian) ‖ deleted (u8)), computed from a
    /// copy of a keyed `hasher`.
    static func term(for entry: RecordManifest.Entry, hasher: HMAC<SHA256>) -> [UInt8] {
        var hasher = hasher
        var message = [UInt8](repeating: 0, count: 25)
        withUnsafeBytes(of: entry.id.uuid) { message.replaceSubrange(0..<16, with: $0) }
        withUnsafeBytes(of: entry.revision.bigEndian) { message.replaceSubrange(16..<24, with: $0) }
        message[24] = entry.isDeleted ? 1 : 0
        hasher.update(data: message)
        return Array(hasher.finalize())
    }

    private var associatedData: [UInt8] { Array("swift-autofill manifest v1".utf8) + keyID.bytes }

    func seal(_ manifest: RecordManifest) throws(KeychainError) -> [UInt8] {
        do {
            return Array(
                try AES.GCM.seal(manifest.bytes, using: sealingKey.symmetricKey, authenticating: associatedData)
                    .combined!)
        } catch {
            throw KeychainError(.storageFailure, "could not seal the vault's record manifest")
        }
    }

    func open(_ sealed: [UInt8]) throws(KeychainError) -> RecordManifest {
        guard let box = try? AES.GCM.SealedBox(combined: sealed),
            let opened = try? AES.GCM.open(box, using: sealingKey.symmetricKey, authenticating: associatedData),
            let manifest = RecordManifest(bytes: Array(opened))
        else {
            throw KeychainError(
                .damagedVault,
                "the vault's record manifest does not authenticate: the file was altered or damaged. "
                    + KeychainError.recoveryAdvice)
        }
        return manifest
    }
}

import Crypto
import Foundation
import Secrets
import _CryptoExtras

/// How a passphrase becomes a key: scrypt (RFC 7914) with parameters stored next to what they
/// protect, so that they can rise later without breaking older vaults.
///
/// ``recommended`` (N = 2^17, r = 8, p = 1) costs 128 MiB and a fraction of a second, which is
/// the point: every guess costs an attacker as much. Tests that create many vaults use
/// ``unsafeWeakParametersForTesting(logN:)``, whose name says what it is.
public struct KeyDerivation: Sendable, Hashable, CustomStringConvertible {
    /// The base-2 logarithm of scrypt's cost parameter N.
    public let logN: Int
    /// scrypt's block size parameter r.
    public let blockSize: Int
    /// scrypt's parallelism parameter p.
    public let parallelism: Int

    /// The parameters new vaults use: N = 2^17, r = 8, p = 1 (REFERENCE §8).
    public static let recommended = KeyDerivation(uncheckedLogN: 17, blockSize: 8, parallelism: 1)

    /// The smallest cost accepted for new vaults and backups outside tests: N = 2^15, the
    /// setting Aegis uses.
    public static let minimumLogN = 15

    /// The largest memory a stored parameter set may ask for (1 GiB): a file cannot make the
    /// program allocate more.
    public static let maximumMemoryBytes = 1 << 30

    /// Parameters for a new vault or backup.
    ///
    /// - Throws: ``KeychainError/Code/invalidParameter`` below the minimum cost (N = 2^15) or
    ///   above the memory cap.
    public init(logN: Int, blockSize: Int = 8, parallelism: Int = 1) throws(KeychainError) {
        guard logN >= Self.minimumLogN else {
            throw KeychainError(
                .invalidParameter,
                "scrypt cost must be at least 2^\(Self.minimumLogN), got 2^\(logN); weaker settings are for tests only")
        }
        self.init(uncheckedLogN: logN, blockSize: blockSize, parallelism: parallelism)
        try validate()
    }

    /// Cheap parameters for tests that create many vaults. Never use them for real data: a
    /// passphrase behind them falls to a guessing attack in a fraction of the usual time.
    public static func unsafeWeakParametersForTesting(logN: Int = 10) -> KeyDerivation {
        KeyDerivation(uncheckedLogN: Swift.max(1, Swift.min(logN, 20)), blockSize: 8, parallelism: 1)
    }

    init(uncheckedLogN logN: Int, blockSize: Int, parallelism: Int) {
        self.logN = logN
        self.blockSize = blockSize
        self.parallelism = parallelism
    }

    /// Whether these parameters are weaker than the minimum for real data.
    public var isWeak: Bool { logN < Self.minimumLogN }

    /// The memory scrypt needs with these parameters, in bytes.
    public var memoryBytes: Int { 128 * blockSize * (1 << logN) + 128 * blockSize * parallelism }

    public var description: String { "scrypt(N=2^\(logN), r=\(blockSize), p=\(parallelism))" }

    /// Checks parameters read from a file before any memory is committed to them.
    func validate() throws(KeychainError) {
        guard (1...24).contains(logN), (1...32).contains(blockSize), (1...16).contains(parallelism) else {
            throw KeychainError(
                .invalidParameter,
                "scrypt parameters out of range: \(self) (N 2^1-2^24, r 1-32, p 1-16)")
        }
        guard memoryBytes <= Self.maximumMemoryBytes else {
            throw KeychainError(
                .invalidParameter, "scrypt parameters \(self) need \(memoryBytes >> 20) MiB, more than the 1 GiB cap")
        }
    }

    /// Derives a 256-bit key from `passphrase` and `salt`.
    ///
    /// The passphrase is normalised to Unicode NFC first, so that the same passphrase typed on
    /// systems that compose accents differently opens the same vault.
    func deriveKey(passphrase: SecretText, salt: [UInt8]) throws(KeychainError) -> SymmetricKey {
        try validate()
        var bytes = Array(passphrase.unredacted.precomposedStringWithCanonicalMapping.utf8)
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return try Self.scrypt(
            password: bytes, salt: salt, logN: logN, blockSize: blockSize, parallelism: parallelism)
    }

    /// Raw scrypt over bytes, as importers need it for other programs' files.
    static func scrypt(
        password: [UInt8], salt: [UInt8], logN: Int, blockSize: Int, parallelism: Int, outputCount: Int = 32
    ) throws(KeychainError) -> SymmetricKey {
        do {
            return try KDF.Scrypt.deriveKey(
                from: password, salt: salt, outputByteCount: outputCount, rounds: 1 << logN, blockSize: blockSize,
                parallelism: parallelism)
        } catch {
            throw KeychainError(.invalidParameter, "scrypt failed with N=2^\(logN), r=\(blockSize), p=\(parallelism)")
        }
    }
}

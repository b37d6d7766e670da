import Crypto
import Foundation
import Secrets
import _CryptoExtras

/// The slow hash of an account's authentication key: what the server keeps instead of the key.
///
/// scrypt with a random 16-byte salt; the parameters are stored with each hash, so they can rise
/// later without invalidating old accounts (a sign-in with old parameters could re-hash).
public struct AuthKeyHash: Sendable, Hashable {
    /// scrypt's parameters.
    public struct Parameters: Sendable, Hashable {
        /// `N`, a power of two.
        public var cost: Int
        /// `r`.
        public var blockSize: Int
        /// `p`.
        public var parallelism: Int

        public init(cost: Int, blockSize: Int, parallelism: Int) {
            self.cost = cost
            self.blockSize = blockSize
            self.parallelism = parallelism
        }

        /// N=2^15, r=8, p=1 (32 MiB). The key hashed is already the output of the client's
        /// scrypt (N=2^17), so the server's hash guards a stolen database, not a weak passphrase.
        public static let standard = Parameters(cost: 1 << 15, blockSize: 8, parallelism: 1)

        /// N=2^10: fast and weak. Only for tests, which hash thousands of keys.
        public static let insecureFastForTesting = Parameters(cost: 1 << 10, blockSize: 8, parallelism: 1)

        var isValid: Bool {
            cost >= 2 && cost <= 1 << 20 && cost & (cost - 1) == 0 && (1...32).contains(blockSize)
                && (1...16).contains(parallelism)
        }
    }

    // A stored hash is the server's business; outside the module only `Parameters` is used
    // (SyncServerConfiguration.authHashParameters).
    var parameters: Parameters
    var salt: [UInt8]
    var hash: [UInt8]

    static let hashByteCount = 32

    /// Hashes `key` with a fresh salt.
    static func make(for key: SecretBytes, parameters: Parameters) throws(SyncServerError) -> AuthKeyHash {
        let salt = SecretBytes(randomCount: 16).unredactedBytes()
        let hash = try derive(key, salt: salt, parameters: parameters)
        return AuthKeyHash(parameters: parameters, salt: salt, hash: hash)
    }

    /// Whether `key` is the key this hash was made from (constant-time comparison).
    func matches(_ key: SecretBytes) throws(SyncServerError) -> Bool {
        let candidate = try Self.derive(key, salt: salt, parameters: parameters)
        return ConstantTime.equals(candidate, hash)
    }

    private static func derive(_ key: SecretBytes, salt: [UInt8], parameters: Parameters) throws(SyncServerError)
        -> [UInt8]
    {
        guard parameters.isValid else {
            throw SyncServerError(.invalidConfiguration, "the stored scrypt parameters are out of range")
        }
        do {
            let derived = try key.withUnsafeBytes { bytes in
                try KDF.Scrypt.deriveKey(
                    from: bytes, salt: salt, outputByteCount: hashByteCount, rounds: parameters.cost,
                    blockSize: parameters.blockSize, parallelism: parameters.parallelism)
            }
            return derived.withUnsafeBytes { Array($0) }
        } catch {
            throw SyncServerError(.storageFailure, "scrypt failed: out of memory, or parameters it refuses")
        }
    }
}

extension AuthKeyHash: CustomStringConvertible {
    public var description: String {
        "AuthKeyHash(scrypt N=\(parameters.cost) r=\(parameters.blockSize) p=\(parameters.parallelism), <redacted>)"
    }
}

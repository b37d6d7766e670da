import Foundation
import Keychain
import OneTimeCodes
import Secrets

/// A directory that is removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "keychain-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

enum Fixtures {
    static let passphrase = SecretText("correct horse battery staple")
    static let weak = KeyDerivation.unsafeWeakParametersForTesting(logN: 8)
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A vault in a new temporary directory, unlocked, with weak (fast) key derivation.
    static func vault(in directory: TemporaryDirectory = TemporaryDirectory()) throws -> (Vault, TemporaryDirectory) {
        let vault = try Vault.create(
            at: directory.file("vault.sqlite"), passphrase: passphrase, keyDerivation: weak)
        return (vault, directory)
    }

    static func url(_ text: String) throws -> OTPAuthURL { try OTPAuthURL(parsing: text) }

    /// Every way a value can be printed.
    static func renderings(_ value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return "\(value)|\(String(describing: value))|\(String(reflecting: value))|\(dumped)"
    }
}

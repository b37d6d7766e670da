import Crypto
import Foundation
import Secrets

/// A bearer token: `afs1.` then Base64url (no padding) of the account's identifier (16 bytes)
/// and 32 random bytes.
///
/// The account identifier inside lets the server find the session under the account's key
/// (so sessions partition with the account's rows) without a global index. The server stores
/// only the token's SHA-256: the token has 256 random bits, so a fast hash is enough, and a
/// stolen database yields no usable token.
struct SessionToken: Sendable {
    static let prefix = "afs1."
    static let randomByteCount = 32

    let account: UUID
    let text: SecretText

    /// A new random token for `account`.
    init(account: UUID) {
        self.account = account
        var bytes = withUnsafeBytes(of: account.uuid) { Array($0) }
        bytes += SecretBytes(randomCount: Self.randomByteCount).unredactedBytes()
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        text = SecretText(Self.prefix + Self.base64URL(bytes))
    }

    /// Reads a token sent by a client; `nil` when it does not have the token's shape.
    init?(parsing text: String) {
        guard text.hasPrefix(Self.prefix), text.utf8.count < 128 else { return nil }
        guard let bytes = Self.decodeBase64URL(text.dropFirst(Self.prefix.count)),
            bytes.count == 16 + Self.randomByteCount
        else { return nil }
        account = bytes.withUnsafeBytes { raw in
            UUID(uuid: raw.loadUnaligned(as: uuid_t.self))
        }
        self.text = SecretText(text)
    }

    /// What the store keeps.
    var hash: [UInt8] {
        text.utf8.withUnsafeBytes { Array(SHA256.hash(data: $0)) }
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    private static func decodeBase64URL(_ text: Substring) -> [UInt8]? {
        guard text.utf8.allSatisfy({ $0.isBase64URL }) else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while standard.utf8.count % 4 != 0 { standard += "=" }
        return Data(base64Encoded: standard).map { Array($0) }
    }
}

extension SessionToken: CustomStringConvertible, CustomReflectable {
    var description: String { "SessionToken(account: \(account), <redacted>)" }
    var customMirror: Mirror { Mirror(self, children: ["account": account], displayStyle: .struct) }
}

extension UInt8 {
    fileprivate var isBase64URL: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || (0x30...0x39).contains(self) || self == 0x2D
            || self == 0x5F
    }
}

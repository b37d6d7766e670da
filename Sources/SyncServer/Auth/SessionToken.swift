import Crypto
import Foundation
import Secrets
import _AutoFillSupport

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
    /// What the store keeps: the SHA-256 of the token's text.
    let hash: [UInt8]

    /// A new random token for `account`.
    init(account: UUID) {
        self.account = account
        var bytes = withUnsafeBytes(of: account.uuid) { Array($0) }
        bytes += SecretBytes(randomCount: Self.randomByteCount).unredactedBytes()
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        text = SecretText(Self.prefix + Base64.encode(bytes, alphabet: .urlSafe, padding: false))
        hash = Self.hash(text)
    }

    /// Reads a token sent by a client; `nil` when it does not have the token's shape.
    init?(parsing text: String) {
        guard text.hasPrefix(Self.prefix), text.utf8.count < 128 else { return nil }
        // Base64url without padding, strictly (unused bits zero): one text per token.
        guard let bytes = Base64.decode(text.dropFirst(Self.prefix.count), rules: .urlSafeUnpaddedCanonical),
            bytes.count == 16 + Self.randomByteCount
        else { return nil }
        account = bytes.withUnsafeBytes { raw in
            UUID(uuid: raw.loadUnaligned(as: uuid_t.self))
        }
        self.text = SecretText(text)
        hash = Self.hash(self.text)
    }

    private static func hash(_ text: SecretText) -> [UInt8] {
        text.utf8.withUnsafeBytes { Array(Crypto.SHA256.hash(data: $0)) }
    }
}

extension SessionToken: CustomStringConvertible, CustomReflectable {
    var description: String { "SessionToken(account: \(account), <redacted>)" }
    var customMirror: Mirror { Mirror(self, children: ["account": account], displayStyle: .struct) }
}

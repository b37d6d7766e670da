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
    /// What the store keeps: the SHA-256 of the token's text.
    let hash: [UInt8]

    /// A new random token for `account`.
    init(account: UUID) {
        self.account = account
        var bytes = withUnsafeBytes(of: account.uuid) { Array($0) }
        bytes += SecretBytes(randomCount: Self.randomByteCount).unredactedBytes()
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        text = SecretText(Self.prefix + Self.base64URL(bytes))
        hash = Self.hash(text)
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
        hash = Self.hash(self.text)
    }

    private static func hash(_ text: SecretText) -> [UInt8] {
        text.utf8.withUnsafeBytes { Array(SHA256.hash(data: $0)) }
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// Base64url without padding, strictly: unused bits must be zero. Works on the bytes (a
    /// token is checked on every request).
    private static func decodeBase64URL(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        for character in text.utf8 {
            guard let value = character.base64URLValue else { return nil }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        guard bits < 6, accumulator & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
        return bytes
    }
}

extension SessionToken: CustomStringConvertible, CustomReflectable {
    var description: String { "SessionToken(account: \(account), <redacted>)" }
    var customMirror: Mirror { Mirror(self, children: ["account": account], displayStyle: .struct) }
}

extension UInt8 {
    fileprivate var base64URLValue: UInt8? {
        switch self {
        case 0x41...0x5A: self - 0x41
        case 0x61...0x7A: self - 0x61 + 26
        case 0x30...0x39: self - 0x30 + 52
        case 0x2D: 62
        case 0x5F: 63
        default: nil
        }
    }
}

/// Text that must not leak: passwords, one-time codes, passphrases, URLs that embed a secret.
///
/// Like ``SecretBytes``, it prints as `<redacted>` everywhere and compares in constant time.
/// Reach the text with ``unredacted`` only at the point where it must leave the program (a
/// fill, a terminal the user asked to print to).
public struct SecretText: Sendable {
    private let bytes: SecretBytes

    /// Wraps `text`.
    public init(_ text: some StringProtocol) {
        bytes = SecretBytes(text.utf8)
    }

    /// Wraps UTF-8 bytes, replacing invalid sequences with U+FFFD when read.
    public init(utf8 bytes: SecretBytes) {
        self.bytes = bytes
    }

    /// The text itself. Every use of this property is a place where the secret leaves the type.
    public var unredacted: String {
        bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The text's UTF-8 bytes, still secret.
    public var utf8: SecretBytes { bytes }

    /// The number of UTF-8 bytes.
    public var utf8Count: Int { bytes.count }

    /// Whether the text is empty.
    public var isEmpty: Bool { bytes.isEmpty }
}

extension SecretText: Equatable {
    /// Compares the UTF-8 bytes in time that depends only on their lengths.
    public static func == (lhs: SecretText, rhs: SecretText) -> Bool {
        lhs.bytes == rhs.bytes
    }
}

extension SecretText: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "<redacted>" }
    public var debugDescription: String { "SecretText(<redacted>)" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

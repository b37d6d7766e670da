/// A QR code found in an image, and how it was found.
///
/// The content is often a set-up link with a secret in it, so neither `print` nor `dump` shows
/// it: ``description`` gives the version, level and length only.
public struct DecodedQRCode: Sendable, Hashable {
    /// The message: numeric and alphanumeric segments as ASCII, byte segments as their bytes,
    /// segments under an ISO 8859-1 ECI converted to UTF-8.
    public let bytes: [UInt8]
    /// The version, 1-40.
    public let version: Int
    /// The error correction level of the symbol.
    public let correction: ErrorCorrection
    /// How many codewords error correction repaired.
    public let correctedCodewords: Int
    /// Whether the symbol was light on dark.
    public let isInverted: Bool
    /// Whether the symbol was mirrored (seen from behind, or through a front camera).
    public let isMirrored: Bool

    /// The message as text: UTF-8 when the bytes are valid UTF-8, otherwise ISO 8859-1, the
    /// character set ISO/IEC 18004 assumes when a code names none.
    public var text: String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

extension DecodedQRCode: CustomStringConvertible, CustomReflectable {
    public var description: String {
        "DecodedQRCode(version \(version)-\(correction), \(bytes.count) bytes)"
    }

    public var customMirror: Mirror {
        Mirror(self, children: ["version": version, "correction": correction, "byteCount": bytes.count])
    }
}

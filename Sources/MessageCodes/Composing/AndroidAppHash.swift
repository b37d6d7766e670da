import _AutoFillSupport

/// The 11-character hash that routes an SMS to an Android app through the SMS Retriever API.
///
/// Google Play services hands a message to the app whose hash it contains. The hash is the first
/// 11 characters of the Base64 encoding of the first 9 bytes of SHA-256 over
/// `"<package name> <signing certificate as lower-case hex>"`, where the certificate is the
/// whole DER-encoded signing certificate (what `keytool -exportcert` prints), not its
/// fingerprint.
///
/// ```swift
/// let hash = try AndroidAppHash(packageName: "com.example.app", signingCertificate: derBytes)
/// hash.rawValue  // 11 characters, such as "FA+9qCX9VSu"
/// ```
public struct AndroidAppHash: Sendable, Hashable, CustomStringConvertible {
    /// The 11 Base64 characters.
    public let rawValue: String

    /// Checks a hash someone computed: 11 characters of the standard Base64 alphabet.
    ///
    /// - Throws: ``MessageCodeError/Code/invalidAppHash``.
    public init(_ text: some StringProtocol) throws(MessageCodeError) {
        let bytes = Array(text.utf8)
        guard bytes.count == 11 else {
            throw MessageCodeError(.invalidAppHash, "an app hash has 11 characters, got \(text.count)")
        }
        for (index, byte) in bytes.enumerated() where !Base64.Alphabet.standard.contains(byte) {
            throw MessageCodeError(
                .invalidAppHash, "an app hash is Base64 (A-Z a-z 0-9 + /); character \(index + 1) is not")
        }
        rawValue = String(decoding: bytes, as: UTF8.self)
    }

    /// Computes the hash of an app from its package name and its DER-encoded signing certificate.
    ///
    /// - Throws: ``MessageCodeError/Code/invalidPackageName`` or
    ///   ``MessageCodeError/Code/invalidCertificate``.
    public init(packageName: String, signingCertificate: some Collection<UInt8>) throws(MessageCodeError) {
        try Self.validate(packageName: packageName)
        guard !signingCertificate.isEmpty else {
            throw MessageCodeError(.invalidCertificate, "the signing certificate is empty")
        }
        let input = packageName + " " + Hex.encode(signingCertificate)
        let digest = SHA256.hash(input.utf8)
        // Nine bytes are exactly twelve Base64 characters, with no padding.
        rawValue = String(Base64.encode(digest.prefix(9)).prefix(11))
    }

    /// Computes the hash from the certificate written in hexadecimal (any case; spaces and
    /// colons are ignored), as `keytool -exportcert | xxd -p` prints it.
    ///
    /// - Throws: ``MessageCodeError/Code/invalidPackageName`` or
    ///   ``MessageCodeError/Code/invalidCertificate``.
    public init(packageName: String, signingCertificateHex hex: some StringProtocol) throws(MessageCodeError) {
        var bytes: [UInt8] = []
        var high: UInt8?
        for (index, character) in hex.utf8.enumerated() {
            guard let nibble = Hex.value(of: character) else {
                switch character {
                case UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    continue
                default:
                    throw MessageCodeError(
                        .invalidCertificate,
                        "the certificate is not hexadecimal: character \(index + 1) is not a hex digit")
                }
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard high == nil else {
            throw MessageCodeError(.invalidCertificate, "the certificate has an odd number of hex digits")
        }
        try self.init(packageName: packageName, signingCertificate: bytes)
    }

    public var description: String { rawValue }

    /// Android package names: two or more dot-separated segments, each a letter followed by
    /// letters, digits or underscores.
    static func validate(packageName: String) throws(MessageCodeError) {
        let segments = packageName.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard segments.count >= 2 else {
            throw MessageCodeError(
                .invalidPackageName, "a package name has at least two segments, like com.example.app")
        }
        for segment in segments {
            guard let first = segment.first else {
                throw MessageCodeError(.invalidPackageName, "the package name has an empty segment")
            }
            guard isLetter(first) else {
                throw MessageCodeError(.invalidPackageName, "each package name segment must start with a letter")
            }
            for byte in segment
            where
                !(isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_"))
            {
                throw MessageCodeError(
                    .invalidPackageName, "package names hold only letters, digits, '_' and '.'")
            }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

/// The HMAC hash function a generator uses.
public struct OTPAlgorithm: Hashable, Sendable, CustomStringConvertible {
    private enum Backing: Hashable, Sendable {
        case sha1
        case sha256
        case sha512
    }

    private let backing: Backing
    private init(_ backing: Backing) { self.backing = backing }

    /// HMAC-SHA-1, the default of RFC 4226 and of `otpauth:` URLs.
    public static let sha1 = OTPAlgorithm(.sha1)
    /// HMAC-SHA-256.
    public static let sha256 = OTPAlgorithm(.sha256)
    /// HMAC-SHA-512.
    public static let sha512 = OTPAlgorithm(.sha512)

    /// Every supported algorithm.
    public static let allCases: [OTPAlgorithm] = [.sha1, .sha256, .sha512]

    /// Looks an algorithm up by its `otpauth:` name (`SHA1`, `SHA256`, `SHA512`), ignoring case.
    public init(name: some StringProtocol) throws(OTPError) {
        switch name.uppercased() {
        case "SHA1": self = .sha1
        case "SHA256": self = .sha256
        case "SHA512": self = .sha512
        case "MD5":
            throw OTPError(.unsupportedAlgorithm, "algorithm MD5 is not supported; use SHA1, SHA256 or SHA512")
        default:
            throw OTPError(
                .unsupportedAlgorithm, "algorithm must be SHA1, SHA256 or SHA512, got '\(name.prefix(32))'")
        }
    }

    /// The name as `otpauth:` URLs spell it: `SHA1`, `SHA256` or `SHA512`.
    public var name: String {
        switch backing {
        case .sha1: "SHA1"
        case .sha256: "SHA256"
        case .sha512: "SHA512"
        }
    }

    public var description: String { name }
}

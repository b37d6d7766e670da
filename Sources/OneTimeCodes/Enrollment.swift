import Secrets

/// What a service needs to offer a new verification-code generator: a fresh secret and the
/// set-up links that carry it.
///
/// ```swift
/// let enrollment = try Enrollment(issuer: "example.com", account: "alice@example.com")
/// enrollment.otpauthURL.unredactedString()       // for authenticator apps
/// enrollment.appleOTPAuthURL.unredactedString()  // for Apple's Passwords app
/// ```
public struct Enrollment: Sendable {
    /// The new shared secret; store it encrypted with the user's record.
    public let secret: SecretBytes
    /// The `otpauth://` link.
    public let otpauthURL: OTPAuthURL
    /// The `apple-otpauth://` link: the same generator, with `issuer` naming the domain.
    public let appleOTPAuthURL: OTPAuthURL

    /// The secret length used unless another is asked for: 160 bits, as RFC 4226 recommends
    /// and Apple asks.
    public static let defaultSecretBytes = 20

    /// Makes a random secret and both links.
    ///
    /// - Parameters:
    ///   - issuer: the service; for `apple-otpauth:` this should be the site's domain.
    ///   - account: the user name or e-mail address.
    ///   - secretBytes: the secret length, at least 16 bytes (128 bits).
    /// - Throws: ``OTPError`` for a secret shorter than 128 bits, or digits and period a
    ///   generator cannot honour.
    public init(
        issuer: String,
        account: String,
        algorithm: OTPAlgorithm = .sha1,
        digits: Int = 6,
        period: Int = 30,
        secretBytes: Int = Enrollment.defaultSecretBytes,
        using generator: inout some RandomNumberGenerator
    ) throws(OTPError) {
        guard (16...128).contains(secretBytes) else {
            throw OTPError(.invalidSecret, "a new secret must be 16-128 bytes (128-1024 bits), got \(secretBytes)")
        }
        let secret = SecretBytes(randomCount: secretBytes, using: &generator)
        let format = try OTPCodeFormat.decimal(digits: digits)
        self.secret = secret
        self.otpauthURL = try OTPAuthURL(
            scheme: .otpauth, issuer: issuer, account: account, secret: secret, algorithm: algorithm, format: format,
            period: period)
        self.appleOTPAuthURL = try OTPAuthURL(
            scheme: .appleOTPAuth, issuer: issuer, account: account, secret: secret, algorithm: algorithm,
            format: format, period: period)
    }

    /// Makes a random secret from the system's secure generator, and both links.
    public init(
        issuer: String,
        account: String,
        algorithm: OTPAlgorithm = .sha1,
        digits: Int = 6,
        period: Int = 30,
        secretBytes: Int = Enrollment.defaultSecretBytes
    ) throws(OTPError) {
        var generator = SystemRandomNumberGenerator()
        try self.init(
            issuer: issuer, account: account, algorithm: algorithm, digits: digits, period: period,
            secretBytes: secretBytes, using: &generator)
    }
}

extension Enrollment: CustomStringConvertible {
    public var description: String { "Enrollment(\(otpauthURL))" }
}

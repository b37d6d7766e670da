import Secrets

/// A verification-code set-up link: `otpauth://` or Apple's `apple-otpauth://`.
///
/// Parsing follows what authenticator apps emit rather than the narrowest reading of the
/// format (REFERENCE §2): scheme, type and parameter names ignore case, `+` in a query value
/// is a space, the secret is cleaned up before Base32 decoding, unknown parameters are kept.
/// Values a generator cannot honour are refused with an error that says what is wrong.
///
/// ```swift
/// let url = try OTPAuthURL(parsing: "otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example")
/// url.issuer        // "Example"
/// url.account       // "alice@example.com"
/// let code = try url.makeGenerator().code(at: now)
/// ```
///
/// The URL holds a secret, so ``description`` redacts it; ``unredactedString()`` is the
/// serialised link.
public struct OTPAuthURL: Sendable {
    /// The URL scheme.
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
        /// `otpauth:`, understood by every authenticator app.
        case otpauth = "otpauth"
        /// `apple-otpauth:`, Apple's form: TOTP only, `issuer` names the site's domain.
        case appleOTPAuth = "apple-otpauth"
    }

    /// The generator type.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Time-based codes (RFC 6238).
        case totp
        /// Counter-based codes (RFC 4226).
        case hotp
    }

    /// A query parameter the parser does not interpret, kept so an export can carry it on.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Something legal but worth telling the user, such as a short secret.
    public struct Warning: Hashable, Sendable, CustomStringConvertible {
        /// A stable identifier for scripts, such as `short-secret`.
        public let id: String
        /// A sentence for people.
        public let message: String

        public var description: String { message }
    }

    /// The scheme the link used.
    public var scheme: Scheme
    /// TOTP or HOTP.
    public var kind: Kind
    /// The issuer written in the label, before the `:`, if any.
    public var labelIssuer: String?
    /// The account name: the label after the `:` (leading spaces removed).
    public var account: String
    /// The `issuer` query parameter, if any.
    public var issuerParameter: String?
    /// The shared secret.
    public var secret: SecretBytes
    /// The HMAC hash function.
    public var algorithm: OTPAlgorithm
    /// Decimal digits or Steam Guard.
    public var format: OTPCodeFormat
    /// The TOTP step length in seconds.
    public var period: Int
    /// The HOTP counter (0 when absent).
    public var counter: UInt64
    /// Parameters the parser does not interpret, in their original order.
    public var additionalParameters: [Parameter]

    /// Parameters the link carried that do not apply to its type (kept for warnings only).
    var ignoredParameters: [String] = []

    /// Makes a link from its parts, checking them as the parser would.
    public init(
        scheme: Scheme = .otpauth,
        kind: Kind = .totp,
        issuer: String?,
        account: String,
        secret: SecretBytes,
        algorithm: OTPAlgorithm = .sha1,
        format: OTPCodeFormat = .sixDigits,
        period: Int = 30,
        counter: UInt64 = 0,
        additionalParameters: [Parameter] = []
    ) throws(OTPError) {
        self.scheme = scheme
        self.kind = kind
        self.labelIssuer = issuer
        self.account = account
        self.issuerParameter = issuer
        self.secret = secret
        self.algorithm = algorithm
        self.format = format
        self.period = period
        self.counter = counter
        self.additionalParameters = additionalParameters
        try validate()
    }

    /// The issuer: the `issuer` parameter when present (it wins), else the label's prefix.
    public var issuer: String? { issuerParameter ?? labelIssuer }

    /// The number of characters in a code.
    public var digits: Int { format.length }

    /// The generator this link sets up.
    public func makeGenerator() -> OTPGenerator {
        // Every field was validated when the link was made, so these cannot fail.
        switch kind {
        case .totp:
            let hotp = try! HOTP(secret: secret, algorithm: algorithm, format: format)
            return .totp(try! TOTP(hotp: hotp, period: period))
        case .hotp:
            return .hotp(try! HOTP(secret: secret, algorithm: algorithm, format: format), counter: counter)
        }
    }

    /// Things that are legal but worth telling the user.
    public var warnings: [Warning] {
        var warnings: [Warning] = []
        let bits = secret.count * 8
        if bits < 128 {
            warnings.append(
                Warning(
                    id: "short-secret",
                    message: "the secret is \(bits) bits; RFC 4226 requires at least 128 and Apple asks for 160"))
        } else if bits < 160 {
            warnings.append(
                Warning(id: "short-secret", message: "the secret is \(bits) bits; Apple asks for at least 160"))
        }
        // apple-otpauth: puts a display name in the label and the domain in issuer, by design.
        if scheme == .otpauth, let labelIssuer, let issuerParameter, labelIssuer != issuerParameter {
            warnings.append(
                Warning(
                    id: "issuer-mismatch",
                    message:
                        "the issuer parameter '\(issuerParameter)' differs from the label's '\(labelIssuer)'; using the parameter"
                ))
        }
        if account.isEmpty {
            warnings.append(Warning(id: "no-account", message: "the link names no account"))
        }
        if scheme == .appleOTPAuth {
            if !format.isSteam && digits != 6 && digits != 8 {
                warnings.append(
                    Warning(id: "apple-digits", message: "Apple's verification codes have 6 or 8 digits, not \(digits)")
                )
            }
            if let issuer = issuerParameter {
                if !Self.looksLikeDomain(issuer) {
                    warnings.append(
                        Warning(
                            id: "apple-issuer-not-domain",
                            message:
                                "apple-otpauth: links name the site's domain in issuer; '\(issuer)' is not a domain"
                        ))
                }
            } else {
                warnings.append(
                    Warning(
                        id: "apple-issuer-missing",
                        message: "apple-otpauth: links should name the site's domain in the issuer parameter"))
            }
        }
        for name in ignoredParameters {
            warnings.append(
                Warning(
                    id: "ignored-parameter", message: "the \(name) parameter does not apply to \(kind) and was ignored")
            )
        }
        return warnings
    }

    private static func looksLikeDomain(_ text: String) -> Bool {
        let labels = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty && label.allSatisfy { $0 >= 0x80 || $0 == UInt8(ascii: "-") || Self.isAlphanumeric($0) }
            }
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    func validate() throws(OTPError) {
        guard !secret.isEmpty else {
            throw OTPError(.invalidSecret, "the secret is empty")
        }
        if scheme == .appleOTPAuth && kind != .totp {
            throw OTPError(.unsupportedType, "apple-otpauth: links support only totp, got \(kind)")
        }
        if format.isSteam && kind != .totp {
            throw OTPError(.unsupportedType, "Steam Guard codes are time-based; hotp cannot use encoder=steam")
        }
        if kind == .totp && !TOTP.periodRange.contains(period) {
            throw OTPError(.invalidParameter, "period must be 1-300 seconds, got \(period)")
        }
    }
}

/// A generator made from an ``OTPAuthURL``.
public enum OTPGenerator: Sendable {
    /// A time-based generator.
    case totp(TOTP)
    /// A counter-based generator and the counter the link carried.
    case hotp(HOTP, counter: UInt64)
}

extension OTPAuthURL: Equatable {
    /// Two links are equal when every field that applies to their kind is (the period only
    /// for TOTP, the counter only for HOTP); the secrets are compared in constant time.
    public static func == (lhs: OTPAuthURL, rhs: OTPAuthURL) -> Bool {
        guard lhs.scheme == rhs.scheme, lhs.kind == rhs.kind, lhs.labelIssuer == rhs.labelIssuer,
            lhs.account == rhs.account, lhs.issuerParameter == rhs.issuerParameter,
            lhs.algorithm == rhs.algorithm, lhs.format == rhs.format,
            lhs.additionalParameters == rhs.additionalParameters
        else { return false }
        switch lhs.kind {
        case .totp: guard lhs.period == rhs.period else { return false }
        case .hotp: guard lhs.counter == rhs.counter else { return false }
        }
        return lhs.secret == rhs.secret
    }
}

extension OTPAuthURL: CustomStringConvertible, CustomReflectable {
    /// The link with its secret replaced by `<redacted>`.
    public var description: String { serialized(secret: "<redacted>") }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "scheme": scheme, "kind": kind, "issuer": issuer as Any, "account": account, "algorithm": algorithm,
                "format": format, "period": period, "counter": counter,
            ], displayStyle: .struct)
    }
}

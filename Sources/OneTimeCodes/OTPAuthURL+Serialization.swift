import _AutoFillSupport

extension OTPAuthURL {
    /// The link as text, secret included: what a QR code or an export carries.
    ///
    /// The label is `issuer:account` with each part percent-encoded; `secret` comes first,
    /// upper-case and unpadded; spaces are written `%20`, never `+`.
    public func unredactedString() -> String {
        serialized(secret: Base32.encode(secret.unredactedBytes()))
    }

    func serialized(secret secretText: String) -> String {
        var label = Self.percentEncode(account)
        if let labelIssuer {
            label = Self.percentEncode(labelIssuer) + ":" + label
        } else if account.utf8.contains(UInt8(ascii: ":")) {
            // An empty issuer keeps an encoded colon in the account from being read as the split.
            label = ":" + label
        }
        var parameters: [(String, String)] = [("secret", secretText)]
        if let issuerParameter {
            parameters.append(("issuer", issuerParameter))
        }
        parameters.append(("algorithm", algorithm.name))
        if format.isSteam {
            parameters.append(("encoder", "steam"))
        } else {
            parameters.append(("digits", String(digits)))
        }
        switch kind {
        case .totp: parameters.append(("period", String(period)))
        case .hotp: parameters.append(("counter", String(counter)))
        }
        for parameter in additionalParameters {
            parameters.append((parameter.name, parameter.value))
        }
        let query = parameters.map { name, value in
            name == "secret" && secretText == "<redacted>"
                ? "secret=<redacted>" : Self.percentEncode(name) + "=" + Self.percentEncode(value)
        }
        return "\(scheme.rawValue)://\(kind.rawValue)/\(label)?\(query.joined(separator: "&"))"
    }

    /// Encodes everything but RFC 3986's unreserved characters and `@` (kept so that e-mail
    /// addresses stay readable in labels).
    static func percentEncode(_ text: String) -> String {
        PercentEncoding.encode(text, allowing: labelAllowed)
    }

    private static let labelAllowed = PercentEncoding.AllowedBytes.unreserved.adding("@")
}

import _AutoFillSupport

/// Hides the secrets in set-up links read from a QR code, so that `qr decode` can show what a
/// code is without putting its key in a terminal's scrollback.
enum SecretLinkRedaction {
    /// `text` with the value of every `secret` parameter of an `otpauth:` or `apple-otpauth:`
    /// link, and the `data` parameter of an `otpauth-migration:` link (an export of many secrets),
    /// replaced by `<redacted>`; nil when `text` is not such a link.
    ///
    /// This works on the text rather than through `OTPAuthURL`, so that a link too malformed to
    /// parse is hidden as well.
    static func redacted(_ text: String) -> String? {
        let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let scheme = trimmed[..<colon].lowercased()
        let names: Set<String>
        switch scheme {
        case "otpauth", "apple-otpauth": names = ["secret"]
        case "otpauth-migration": names = ["data", "secret"]
        default: return nil
        }
        // Every name=value between ?, & or ; separators, wherever it is (a fragment included).
        var result = ""
        var parameter = ""
        func flush() {
            if let equals = parameter.firstIndex(of: "="),
                names.contains(String(parameter[..<equals]).removingPercentEscapesLowercased())
            {
                result += parameter[...equals] + "<redacted>"
            } else {
                result += parameter
            }
            parameter = ""
        }
        for character in text {
            if character == "?" || character == "&" || character == ";" || character == "#" {
                flush()
                result.append(character)
            } else {
                parameter.append(character)
            }
        }
        flush()
        return result
    }
}

extension String {
    /// Lowercased, with %XX escapes decoded (`s%65cret` is `secret`); a `%` that starts no escape
    /// stays, as it does for a browser.
    fileprivate func removingPercentEscapesLowercased() -> String {
        String(decoding: PercentEncoding.decodeLeniently(utf8), as: UTF8.self).lowercased()
    }
}

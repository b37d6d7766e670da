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
    /// Lowercased, with %XX escapes of ASCII letters decoded (`s%65cret` is `secret`).
    fileprivate func removingPercentEscapesLowercased() -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self).lowercased()
    }
}

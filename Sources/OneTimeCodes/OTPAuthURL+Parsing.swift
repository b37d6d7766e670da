import Secrets
import _AutoFillSupport

extension OTPAuthURL {
    /// The longest link accepted. QR codes hold under 3 KB; a data-URL `image` parameter may
    /// be larger, but nothing legitimate approaches this.
    public static let maximumLength = 64 * 1024

    /// Parses an `otpauth://` or `apple-otpauth://` link, or a bare `steam://SECRET`.
    ///
    /// - Throws: an ``OTPError`` naming the first problem found.
    public init(parsing text: some StringProtocol) throws(OTPError) {
        let input = Substring(text).trimmingASCIIWhitespace()
        guard input.utf8.count <= Self.maximumLength else {
            throw OTPError(.malformedURL, "the link is longer than \(Self.maximumLength / 1024) KB")
        }
        // Everything structural is found in the UTF-8 bytes, never by Character: a combining
        // mark after ':' or '&' would otherwise hide the delimiter inside a grapheme cluster.
        guard let colon = input.firstASCII(":") else {
            throw OTPError(.malformedURL, "this is not a link: expected otpauth://totp/LABEL?secret=...")
        }
        let schemeText = input[..<colon].lowercased()
        let afterScheme = input[input.index(after: colon)...]
        guard afterScheme.utf8.starts(with: "//".utf8) else {
            throw OTPError(.malformedURL, "expected '//' after '\(schemeText):'")
        }
        let rest = afterScheme[afterScheme.utf8.index(afterScheme.startIndex, offsetBy: 2)...]

        switch schemeText {
        case "otpauth":
            self = try Self.parseBody(rest, scheme: .otpauth)
        case "apple-otpauth":
            self = try Self.parseBody(rest, scheme: .appleOTPAuth)
        case "steam":
            // `steam://SECRET`, as some Steam Guard exporters write it.
            let secret = try Base32.decodeSecret(rest.upToASCII("#").upToASCII("?"))
            self = try OTPAuthURL(issuer: "Steam", account: "", secret: secret, format: .steam)
        case "otpauth-migration":
            throw OTPError(
                .unsupportedScheme,
                "this is a Google Authenticator export (otpauth-migration:), which holds several accounts; import it instead"
            )
        default:
            throw OTPError(
                .unsupportedScheme,
                "the scheme must be otpauth: or apple-otpauth:, got '\(schemeText.prefix(32))'")
        }
    }

    private static func parseBody(_ body: Substring, scheme: Scheme) throws(OTPError) -> OTPAuthURL {
        // Drop a fragment; nothing in the format uses one.
        let body = body.upToASCII("#")
        let pathEnd = body.firstASCII("?") ?? body.endIndex
        let path = body[..<pathEnd]
        let query = pathEnd < body.endIndex ? body[body.utf8.index(after: pathEnd)...] : ""

        let typeEnd = path.firstASCII("/") ?? path.endIndex
        let typeText = path[..<typeEnd].lowercased()
        let label = typeEnd < path.endIndex ? path[path.utf8.index(after: typeEnd)...] : ""

        var isSteam = false
        let kind: Kind
        switch typeText {
        case "totp": kind = .totp
        case "hotp": kind = .hotp
        case "steam":
            kind = .totp
            isSteam = true
        case "":
            throw OTPError(.unsupportedType, "the link has no type: expected \(scheme.rawValue)://totp/...")
        default:
            throw OTPError(.unsupportedType, "the type must be totp or hotp, got '\(typeText.prefix(32))'")
        }
        if scheme == .appleOTPAuth && kind != .totp {
            throw OTPError(.unsupportedType, "apple-otpauth: links support only totp, got \(typeText)")
        }

        let (labelIssuer, account) = try splitLabel(label)

        var known: [String: String] = [:]
        var additional: [Parameter] = []
        for pair in query.splitASCII("&") where !pair.isEmpty {
            let equals = pair.firstASCII("=")
            let rawName = equals.map { pair[..<$0] } ?? pair
            let rawValue = equals.map { pair[pair.utf8.index(after: $0)...] } ?? ""
            let name = try percentDecode(rawName, plusIsSpace: true, what: "a parameter name")
            let lowered = name.lowercased()
            if knownParameters.contains(lowered) {
                guard known[lowered] == nil else {
                    throw OTPError(.duplicateParameter, "the \(lowered) parameter appears more than once")
                }
                known[lowered] = try percentDecode(rawValue, plusIsSpace: true, what: "the \(lowered) parameter")
            } else {
                additional.append(
                    Parameter(
                        name: name, value: try percentDecode(rawValue, plusIsSpace: true, what: "the \(name) parameter")
                    ))
            }
        }

        guard let secretText = known["secret"] else {
            throw OTPError(.missingParameter, "the link has no secret parameter")
        }
        let secret = try Base32.decodeSecret(secretText)

        let algorithm = try known["algorithm"].map { (name) throws(OTPError) in try OTPAlgorithm(name: name) } ?? .sha1

        if let encoder = known["encoder"] {
            guard encoder.lowercased() == "steam" else {
                throw OTPError(.invalidParameter, "encoder must be steam, got '\(encoder.prefix(32))'")
            }
            isSteam = true
        }
        let format: OTPCodeFormat
        if isSteam {
            format = .steam  // Steam's length is fixed; a digits parameter (often 5) does not apply.
        } else if let digits = known["digits"] {
            format = try .decimal(digits: parseInteger(digits, name: "digits", range: OTPCodeFormat.decimalDigitRange))
        } else {
            format = .sixDigits
        }

        var ignored: [String] = []
        var period = 30
        if let periodText = known["period"] {
            if kind == .totp {
                period = try parseInteger(periodText, name: "period", range: TOTP.periodRange, unit: " seconds")
            } else {
                ignored.append("period")
            }
        }
        var counter: UInt64 = 0
        if let counterText = known["counter"] {
            if kind == .hotp {
                guard let value = UInt64(counterText), counterText.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw OTPError(
                        .invalidParameter, "counter must be a whole number from 0, got '\(counterText.prefix(32))'")
                }
                counter = value
            } else {
                ignored.append("counter")
            }
        }

        let issuerParameter = known["issuer"].flatMap { $0.isEmpty ? nil : $0 }
        var url = try OTPAuthURL(
            scheme: scheme, kind: kind, issuer: nil, account: account, secret: secret, algorithm: algorithm,
            format: format, period: period, counter: counter, additionalParameters: additional)
        url.labelIssuer = labelIssuer
        url.issuerParameter = issuerParameter
        url.ignoredParameters = ignored
        return url
    }

    private static let knownParameters: Set<String> = [
        "secret", "issuer", "algorithm", "digits", "period", "counter", "encoder",
    ]

    /// Splits `issuer:account` at the first literal `:`, else at the first `%3A`.
    private static func splitLabel(_ label: Substring) throws(OTPError) -> (issuer: String?, account: String) {
        var issuerPart: Substring?
        var accountPart = label
        if let colon = label.firstASCII(":") {
            issuerPart = label[..<colon]
            accountPart = label[label.utf8.index(after: colon)...]
        } else if let range = label.firstEncodedColon() {
            issuerPart = label[..<range.lowerBound]
            accountPart = label[range.upperBound...]
        }
        let issuer = try issuerPart.map { (part) throws(OTPError) in
            try percentDecode(part, plusIsSpace: false, what: "the label")
        }
        var account = try percentDecode(accountPart, plusIsSpace: false, what: "the label")
        account = String(account.unicodeScalars.drop { $0 == " " })
        return (issuer.flatMap { $0.isEmpty ? nil : $0 }, account)
    }

    private static func parseInteger(
        _ text: String, name: String, range: ClosedRange<Int>, unit: String = ""
    ) throws(OTPError) -> Int {
        let shown = text.prefix(32)
        guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let value = Int(text)
        else {
            throw OTPError(
                .invalidParameter,
                "\(name) must be a whole number \(range.lowerBound)-\(range.upperBound), got '\(shown)'")
        }
        guard range.contains(value) else {
            throw OTPError(
                .invalidParameter, "\(name) must be \(range.lowerBound)-\(range.upperBound)\(unit), got \(value)")
        }
        return value
    }

    /// Decodes `%XX` escapes (and `+` as a space in query values); the result must be UTF-8.
    static func percentDecode(_ text: Substring, plusIsSpace: Bool, what: String) throws(OTPError) -> String {
        do {
            return try PercentEncoding.decodeUTF8(text, plusAsSpace: plusIsSpace)
        } catch {
            switch error.kind {
            case .malformedEscape:
                throw OTPError(.malformedURL, "\(what) has a '%' that is not followed by two hex digits")
            case .invalidUTF8:
                throw OTPError(.malformedURL, "\(what) is not valid UTF-8 after percent-decoding")
            }
        }
    }
}

extension Substring {
    /// The index of the first `byte` (ASCII), found in the UTF-8 bytes.
    func firstASCII(_ character: Unicode.Scalar) -> Index? {
        utf8.firstIndex(of: UInt8(ascii: character))
    }

    /// The text before the first `character` (ASCII), or all of it.
    func upToASCII(_ character: Unicode.Scalar) -> Substring {
        self[..<(firstASCII(character) ?? endIndex)]
    }

    /// Splits at every `character` (ASCII), keeping empty pieces.
    func splitASCII(_ character: Unicode.Scalar) -> [Substring] {
        var pieces: [Substring] = []
        var start = startIndex
        while let separator = self[start...].firstASCII(character) {
            pieces.append(self[start..<separator])
            start = utf8.index(after: separator)
        }
        pieces.append(self[start...])
        return pieces
    }

    func trimmingASCIIWhitespace() -> Substring {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) })
        else {
            return self[endIndex...]
        }
        return self[first...last]
    }

    /// The range of the first `%3A` (any case): an encoded colon.
    func firstEncodedColon() -> Range<Index>? {
        let bytes = utf8
        var index = bytes.startIndex
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            let first = bytes.index(after: percent)
            guard first < bytes.endIndex else { return nil }
            let second = bytes.index(after: first)
            guard second < bytes.endIndex else { return nil }
            if bytes[first] == UInt8(ascii: "3"), bytes[second] | 0x20 == UInt8(ascii: "a") {
                return percent..<bytes.index(after: second)
            }
            index = first
        }
        return nil
    }
}

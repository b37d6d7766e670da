import _AutoFillSupport

/// A web origin: scheme, host and port, as the browser decides them from a URL.
///
/// Two origins are equal (same-origin) when all three are equal; a port equal to the scheme's
/// default is the same as no port.
///
/// ```swift
/// let origin = try Origin(parsing: "https://user:pw@Login.Example.COM:443/path?q#f")
/// origin.host.ascii    // "login.example.com"  (the userinfo is not the host)
/// origin.port          // nil                  (443 is https's default)
/// origin.description   // "https://login.example.com"
/// ```
///
/// URLs are read as the WHATWG URL standard reads them for the schemes that have a host-based
/// origin (`http`, `https`, `ws`, `wss`, `ftp`, and `blob:` URLs of those): tabs and newlines
/// are removed, `\` counts as `/`, the host ends at the first `/`, `\`, `?` or `#`, the userinfo
/// is everything up to the last `@` before it, and the host is percent-decoded before it is
/// normalised. Errors never repeat the URL (it may carry a password or a token), only the host.
public struct Origin: Hashable, Sendable {
    /// The scheme, in lower case: `https`.
    public let scheme: String
    /// The normalised host.
    public let host: HostName
    /// The port; `nil` when the URL has none or gives the scheme's default.
    public let port: Int?

    /// An origin from its parts; a `port` equal to the scheme's default is dropped.
    ///
    /// - Throws: ``DomainError/Code-swift.struct/unsupportedScheme`` or
    ///   ``DomainError/Code-swift.struct/invalidPort``.
    public init(scheme: String, host: HostName, port: Int? = nil) throws(DomainError) {
        let scheme = scheme.lowercased()
        guard Self.defaultPorts[scheme] != nil else {
            throw DomainError(
                .unsupportedScheme, "'\(scheme.prefix(20))' has no host-based origin; use http, https, ws, wss or ftp")
        }
        if let port, !(0...65535).contains(port) {
            throw DomainError(.invalidPort, "the port must be 0-65535, got \(port)")
        }
        self.scheme = scheme
        self.host = host
        self.port = port == Self.defaultPorts[scheme] ? nil : port
    }

    /// An `https` origin for a host, as domain-bound codes and associated domains imply.
    public init(https host: HostName) {
        scheme = "https"
        self.host = host
        port = nil
    }

    /// The port connections use: the explicit port or the scheme's default.
    public var effectivePort: Int { port ?? Self.defaultPorts[scheme] ?? 0 }

    /// Whether the scheme is `https` or `wss`.
    public var isSecure: Bool { scheme == "https" || scheme == "wss" }

    static let defaultPorts: [String: Int] = ["http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21]
}

extension Origin: CustomStringConvertible {
    /// The serialised origin: `https://example.com`, `http://[::1]:8080`.
    public var description: String {
        port.map { "\(scheme)://\(host.ascii):\($0)" } ?? "\(scheme)://\(host.ascii)"
    }
}

extension Origin: Codable {
    /// Decodes a URL or serialised origin string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try Origin(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the serialised origin.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Origin {
    /// The longest URL accepted.
    public static let maximumURLLength = 64 * 1024

    /// The origin of a URL.
    ///
    /// - Throws: a ``DomainError``: ``DomainError/Code-swift.struct/malformedURL`` when there is
    ///   no `scheme:` or no host, ``DomainError/Code-swift.struct/unsupportedScheme`` for schemes
    ///   without a host-based origin (`mailto:`, `file:`, `data:`),
    ///   ``DomainError/Code-swift.struct/invalidPort``, or the host's own error.
    public init(parsing url: some StringProtocol) throws(DomainError) {
        self = try Self.parse(Substring(url)).origin
    }

    /// The parts of a URL's authority that decide its origin, and whether it had userinfo (a
    /// `user@` part people mistake for the host).
    public struct ParsedURL: Sendable {
        /// The URL's origin.
        public let origin: Origin
        /// Whether the URL had a `user@` or `user:password@` part before the host. The text is
        /// not kept: it may be a password.
        public let hasUserInfo: Bool
    }

    /// Parses a URL and also reports whether it had userinfo.
    public static func parse(_ url: some StringProtocol) throws(DomainError) -> ParsedURL {
        guard url.utf8.count <= maximumURLLength else {
            throw DomainError(.malformedURL, "the URL is longer than \(maximumURLLength / 1024) KB")
        }
        // Strip leading and trailing C0 controls and spaces; drop tabs and newlines anywhere.
        var bytes = Array(url.utf8)
        while let first = bytes.first, first <= 0x20 { bytes.removeFirst() }
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }

        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            Self.isASCIIAlpha(bytes[0]),
            bytes[..<colon].allSatisfy({
                isASCIIAlpha($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+")
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else {
            throw DomainError(.malformedURL, "this is not a URL: expected a scheme such as https://")
        }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        let rest = bytes[(colon + 1)...]
        if scheme == "blob" {
            guard let inner = try? parse(String(decoding: rest, as: UTF8.self)),
                inner.origin.scheme == "http" || inner.origin.scheme == "https"
            else {
                throw DomainError(.unsupportedScheme, "a blob: URL has an origin only when it wraps http or https")
            }
            return inner
        }
        guard defaultPorts[scheme] != nil else {
            throw DomainError(
                .unsupportedScheme,
                "\(scheme.prefix(20)): URLs have no host-based origin; use http, https, ws, wss or ftp")
        }

        // Special schemes ignore any number of slashes (either way) before the authority.
        var start = rest.startIndex
        while start < rest.endIndex, rest[start] == UInt8(ascii: "/") || rest[start] == UInt8(ascii: "\\") {
            start += 1
        }
        var end = start
        while end < rest.endIndex,
            ![UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "#")]
                .contains(rest[end])
        {
            end += 1
        }
        var authority = rest[start..<end]
        var hasUserInfo = false
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            hasUserInfo = true
            authority = authority[(at + 1)...]
        }

        // Host and port: the first ':' outside brackets starts the port.
        var hostEnd = authority.startIndex
        var insideBrackets = false
        while hostEnd < authority.endIndex {
            let byte = authority[hostEnd]
            if byte == UInt8(ascii: "[") { insideBrackets = true }
            if byte == UInt8(ascii: "]") { insideBrackets = false }
            if byte == UInt8(ascii: ":") && !insideBrackets { break }
            hostEnd += 1
        }
        let hostBytes = authority[authority.startIndex..<hostEnd]
        var port: Int? = nil
        if hostEnd < authority.endIndex {
            let portBytes = authority[(hostEnd + 1)...]
            if !portBytes.isEmpty {
                guard portBytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                    throw DomainError(.invalidPort, "the URL's port is not a number")
                }
                var value = 0
                for digit in portBytes {
                    value = value * 10 + Int(digit - UInt8(ascii: "0"))
                    guard value <= 65535 else {
                        throw DomainError(.invalidPort, "the URL's port is above 65535")
                    }
                }
                port = value
            }
        }
        guard !hostBytes.isEmpty else {
            throw DomainError(.malformedURL, "the URL has no host")
        }
        let host: HostName
        if hostBytes.first == UInt8(ascii: "[") {
            host = try HostName(String(decoding: hostBytes, as: UTF8.self))
        } else {
            let decoded = try percentDecoded(hostBytes)
            guard !decoded.isEmpty else { throw DomainError(.malformedURL, "the URL has no host") }
            host = try HostName(decoded)
        }
        return ParsedURL(origin: try Origin(scheme: scheme, host: host, port: port), hasUserInfo: hasUserInfo)
    }

    /// Browsers' percent-decoding: a `%` that starts no valid escape stays as it is; the result
    /// must be UTF-8.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) throws(DomainError) -> String {
        guard let text = String(validating: PercentEncoding.decodeLeniently(bytes), as: UTF8.self) else {
            throw DomainError(.malformedURL, "the URL's host percent-decodes to bytes that are not UTF-8")
        }
        return text
    }

    private static func isASCIIAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}

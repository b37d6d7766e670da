/// A normalised host: a domain name in its ASCII form, an IPv4 address, or an IPv6 address.
///
/// Every comparison of hosts in the project goes through this type: two hosts are equal when
/// their normalised forms are equal, and nothing else about the input (case, Unicode or
/// Punycode spelling, a trailing dot, full-width characters, an IPv4 address written in hex)
/// matters.
///
/// ```swift
/// let host = try HostName("Bücher.Example.")
/// host.ascii       // "xn--bcher-kva.example"
/// host.unicode     // "bücher.example"
/// try HostName("0x7f.1").ascii     // "127.0.0.1"
/// try HostName("[::FFFF:1.2.3.4]").ascii   // "[::ffff:102:304]"
/// ```
///
/// Normalisation follows the WHATWG URL standard's host parser (UTS #46 non-transitional
/// processing, IPv4 numbers in any base, IPv6 with compression) with stricter name rules: a
/// name holds letters, digits, `-` and `_` only, no label begins or ends with `-`, labels are
/// 1-63 bytes and the name at most 253.
public struct HostName: Sendable {
    /// What a host is.
    public enum Kind: Sendable, Hashable {
        /// A domain name, such as `example.com` or `localhost`.
        case domain
        /// An IPv4 address, such as `192.0.2.1`.
        case ipv4
        /// An IPv6 address, written in brackets: `[2001:db8::1]`.
        case ipv6
    }

    /// The normalised ASCII form: lower case, `xn--` labels, no trailing dot; IPv4 in dotted
    /// decimal; IPv6 in brackets, compressed (RFC 5952).
    public let ascii: String

    /// What the host is.
    public let kind: Kind

    /// Parses and normalises a host name or IP address literal (not a URL: see ``Origin``).
    ///
    /// - Throws: a ``DomainError`` that names the problem, such as a forbidden character, an
    ///   empty label, a label over 63 bytes or an invalid IP address.
    public init(_ text: some StringProtocol) throws(DomainError) {
        let input = Substring(text)
        guard !input.isEmpty else { throw DomainError(.emptyHost, "the host name is empty") }
        if input.utf8.first == UInt8(ascii: "[") {
            guard input.utf8.last == UInt8(ascii: "]"), input.utf8.count > 2 else {
                throw DomainError(
                    .invalidIPAddress, "\(quoted(input)) opens '[' for an IPv6 address but does not close it")
            }
            self = try Self(ipv6: input.dropFirst().dropLast(), original: input)
            return
        }
        if input.utf8.contains(UInt8(ascii: ":")), input.utf8.allSatisfy({ $0 < 0x80 }),
            input.utf8.allSatisfy({ Self.isIPv6Character($0) })
        {
            self = try Self(ipv6: input, original: input)
            return
        }
        let ascii = try Self.asciiName(input)
        if Self.endsInNumber(ascii) {
            self = try Self(ipv4: ascii, original: input)
            return
        }
        self.init(uncheckedASCII: ascii, kind: .domain)
    }

    /// A host from text already known to be normalised.
    init(uncheckedASCII ascii: String, kind: Kind) {
        self.ascii = ascii
        self.kind = kind
    }

    /// The form to show people: `xn--` labels decoded (`bücher.example`). Never compare it.
    public var unicode: String {
        kind == .domain ? IDNA.toUnicode(ascii) : ascii
    }

    /// Whether this is an IPv4 or IPv6 address rather than a name.
    public var isIPAddress: Bool { kind != .domain }

    /// The labels of a domain name, from left to right; empty for an IP address.
    public var labels: [Substring] {
        kind == .domain ? ascii.split(separator: ".") : []
    }

    /// Whether this host lies strictly below `other` in the DNS tree (`a.example.com` below
    /// `example.com`, but not `notexample.com`). IP addresses have no subdomains.
    ///
    /// This says nothing about sites: every host is below `com`. Use ``SiteMatcher`` to decide
    /// whether two hosts belong together.
    public func isSubdomain(of other: HostName) -> Bool {
        guard kind == .domain, other.kind == .domain else { return false }
        let count = ascii.utf8.count
        let otherCount = other.ascii.utf8.count
        guard count > otherCount + 1, ascii.utf8.reversed().starts(with: other.ascii.utf8.reversed()) else {
            return false
        }
        return ascii.utf8[ascii.utf8.index(ascii.utf8.endIndex, offsetBy: -otherCount - 1)] == UInt8(ascii: ".")
    }
}

extension HostName: Hashable, Comparable {
    public static func == (lhs: HostName, rhs: HostName) -> Bool { lhs.ascii == rhs.ascii }
    public func hash(into hasher: inout Hasher) { hasher.combine(ascii) }
    /// Orders by the ASCII form's bytes.
    public static func < (lhs: HostName, rhs: HostName) -> Bool {
        lhs.ascii.utf8.lexicographicallyPrecedes(rhs.ascii.utf8)
    }
}

extension HostName: CustomStringConvertible {
    /// The ASCII form.
    public var description: String { ascii }
}

extension HostName: Codable {
    /// Decodes a string and normalises it; an invalid host is a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try HostName(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the ASCII form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(ascii)
    }
}

extension HostName {
    /// The ASCII form of a domain name (or of an IPv4 address's text, checked afterwards).
    static func asciiName(_ input: Substring) throws(DomainError) -> String {
        // The common case, ASCII letters, digits, hyphens and dots without `xn--`, never needs the
        // Unicode tables.
        var needsIDNA = false
        var labelLength = 0
        var labelStart = true
        var previous: UInt8 = UInt8(ascii: ".")
        var sawX = false
        for byte in input.utf8 {
            if byte >= 0x80 {
                needsIDNA = true
                break
            }
            if byte == UInt8(ascii: ".") {
                guard !labelStart || labelLength > 0 else {
                    throw DomainError(
                        .emptyLabel, "\(quoted(input)) has an empty label (a leading dot, or two dots in a row)")
                }
                guard previous != UInt8(ascii: "-") else {
                    throw DomainError(.invalidLabel, "a label of \(quoted(input)) ends with a hyphen")
                }
                labelLength = 0
                labelStart = true
                previous = byte
                continue
            }
            let lower = byte | ((byte >= 0x41 && byte <= 0x5A) ? 0x20 : 0)
            guard IDNA.isHostASCII(lower) else { throw IDNA.forbiddenCharacterError(byte, in: input) }
            if labelStart && lower == UInt8(ascii: "-") {
                throw DomainError(.invalidLabel, "a label of \(quoted(input)) begins with a hyphen")
            }
            if lower == UInt8(ascii: "x") { sawX = true }
            labelLength += 1
            labelStart = false
            guard labelLength <= 63 else {
                throw DomainError(.labelTooLong, "a label of \(quoted(input)) is longer than 63 bytes")
            }
            previous = lower
        }
        if !needsIDNA && sawX {
            // Any `xn--` label must be validated as Punycode.
            needsIDNA = input.utf8.split(separator: UInt8(ascii: ".")).contains { label in
                label.count >= 4 && label.prefix(4).elementsEqual("xn--".utf8) { ($0 | 0x20) == $1 || $0 == $1 }
            }
        }
        if needsIDNA { return try IDNA.toASCII(input) }

        guard previous != UInt8(ascii: "-") else {
            throw DomainError(.invalidLabel, "a label of \(quoted(input)) ends with a hyphen")
        }
        var count = input.utf8.count
        if input.utf8.last == UInt8(ascii: ".") { count -= 1 }
        guard count > 0 else { throw DomainError(.emptyHost, "the host name is empty") }
        guard count <= 253 else {
            throw DomainError(.hostTooLong, "the host name is \(count) bytes; the limit is 253")
        }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            for byte in input.utf8 where index < count {
                buffer[index] = byte | ((byte >= 0x41 && byte <= 0x5A) ? 0x20 : 0)
                index += 1
            }
            return count
        }
    }

    private static func isIPv6Character(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: ":"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}

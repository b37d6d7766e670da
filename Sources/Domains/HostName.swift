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
        try self.init(Substring(text))
    }

    /// Parses and normalises a host name or IP address literal; the same as the generic initialiser.
    ///
    /// Compiled for `Substring` so that callers in other modules do not go through the generic
    /// entry point.
    ///
    /// - Throws: a ``DomainError`` that names the problem.
    public init(_ input: Substring) throws(DomainError) {
        guard !input.isEmpty else { throw DomainError(.emptyHost, "the host name is empty") }
        if input.utf8.first == UInt8(ascii: "[") {
            guard input.utf8.last == UInt8(ascii: "]"), input.utf8.count > 2 else {
                throw DomainError(
                    .invalidIPAddress, "\(quoted(input)) opens '[' for an IPv6 address but does not close it")
            }
            self = try Self(ipv6: input.dropFirst().dropLast(), original: input)
            return
        }
        let ascii: String
        let isNumber: Bool
        do {
            (ascii, isNumber) = try Self.asciiNameAndNumber(input)
        } catch  where error.code == .forbiddenCharacter && input.utf8.contains(UInt8(ascii: ":")) {
            // Not a name; perhaps an IPv6 address without its brackets.
            guard input.utf8.allSatisfy({ Self.isIPv6Character($0) }) else { throw error }
            self = try Self(ipv6: input, original: input)
            return
        }
        if isNumber {
            self = try Self(ipv4: ascii, original: input)
            return
        }
        self.init(uncheckedASCII: ascii, kind: .domain)
    }

    /// Parses and normalises a host given as UTF-8 bytes; the same as ``init(_:)-(Substring)``
    /// on `String(decoding: bytes, as: UTF8.self)`, with the same results and errors.
    ///
    /// For parsers that hold a message's bytes: the common host, an ASCII name of letters,
    /// digits, `-`, `_` and dots (not an IP address, no `xn--` label), is checked in one pass
    /// and copied in lower case straight from the bytes into its only allocation (none at all
    /// for names of up to 15 bytes). Anything else takes the general path.
    ///
    /// - Throws: a ``DomainError`` that names the problem.
    public init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(DomainError) {
        if let host = Self(plainASCIIName: bytes) {
            self = host
            return
        }
        try self.init(Substring(decoding: bytes, as: UTF8.self))
    }

    /// The common host, an ASCII name of letters, digits, `-`, `_` and dots in valid labels
    /// (not an IP address, no `xn--` label, at most 253 bytes), normalised as the general path
    /// would; `nil` for anything else.
    ///
    /// A name this accepts has none of `#`, `/`, `:`, `?`, `@`, `[`, `\\` or any byte outside
    /// ASCII, so a caller that looks for those before parsing can take a success here as
    /// proof that there are none.
    package init?(plainASCIIName bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first, first != UInt8(ascii: "["),
            case .ascii(let count, let isLowercase, endsInNumber: false) = Self.scanASCII(bytes), count <= 253
        else { return nil }
        // What `asciiNameAndNumber` returns for such a name: its first `count` bytes (a trailing
        // dot dropped), lower case. `String(decoding:)` has a fast path for ASCII that the
        // other ways of making a string from bytes lack.
        let ascii: String
        if isLowercase {
            ascii = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
        } else {
            ascii = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                for index in 0..<count {
                    let byte = bytes[index]
                    buffer[index] = byte | ((byte >= 0x41 && byte <= 0x5A) ? 0x20 : 0)
                }
                return String(decoding: UnsafeBufferPointer(buffer), as: UTF8.self)
            }
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
        try asciiNameAndNumber(input).ascii
    }

    /// The ASCII form, and whether its last label is a number (so the name is an IPv4 address).
    static func asciiNameAndNumber(_ input: Substring) throws(DomainError) -> (ascii: String, endsInNumber: Bool) {
        // The common case, ASCII letters, digits, hyphens and dots without `xn--`, never needs the
        // Unicode tables: one pass checks it, and the result shares the input's storage when it
        // is already lower case.
        let scan: ASCIIScan
        if let result = input.utf8.withContiguousStorageIfAvailable({ Self.scanASCII($0) }) {
            scan = result
        } else {
            scan = Array(input.utf8).withUnsafeBufferPointer { Self.scanASCII($0) }
        }
        switch scan {
        case .needsIDNA:
            let ascii = try IDNA.toASCII(input)
            return (ascii, endsInNumber(ascii))
        case .invalid(let code, let byte):
            switch code {
            case .emptyLabel:
                throw DomainError(
                    .emptyLabel, "\(quoted(input)) has an empty label (a leading dot, or two dots in a row)")
            case .invalidLabel:
                throw DomainError(.invalidLabel, "a label of \(quoted(input)) begins or ends with a hyphen")
            case .labelTooLong:
                throw DomainError(.labelTooLong, "a label of \(quoted(input)) is longer than 63 bytes")
            case .emptyHost:
                throw DomainError(.emptyHost, "the host name is empty")
            default:
                throw IDNA.forbiddenCharacterError(byte, in: input)
            }
        case .ascii(let count, let isLowercase, let isNumber):
            guard count <= 253 else {
                throw DomainError(.hostTooLong, "the host name is \(count) bytes; the limit is 253")
            }
            if isLowercase && count == input.utf8.count {
                // A whole string is shared, not copied.
                if input.startIndex == input.base.startIndex && input.endIndex == input.base.endIndex {
                    return (input.base, isNumber)
                }
                return (String(input), isNumber)
            }
            let lowered = String(unsafeUninitializedCapacity: count) { buffer in
                var index = 0
                for byte in input.utf8 where index < count {
                    buffer[index] = byte | ((byte >= 0x41 && byte <= 0x5A) ? 0x20 : 0)
                    index += 1
                }
                return count
            }
            return (lowered, isNumber)
        }
    }

    enum ASCIIScan {
        /// Letters, digits, `-`, `_` and dots in valid labels: `count` bytes without the trailing
        /// dot; `endsInNumber` when the last label is a decimal or `0x` number (an IPv4 address).
        case ascii(count: Int, isLowercase: Bool, endsInNumber: Bool)
        /// Non-ASCII text or an `xn--` label.
        case needsIDNA
        /// The first problem, and the byte at fault.
        case invalid(DomainError.Code, UInt8)
    }

    @inline(__always)
    static func scanASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIScan {
        // One test per byte in runs of plain bytes, one branch per other byte; what concerns a
        // whole label (its length, `xn--`, whether it is a number) is decided from its bounds.
        // Problems are reported in the order of the bytes that reveal them, as a byte-by-byte
        // reading would.
        if bytes.isEmpty { return .invalid(.emptyHost, 0) }
        let count = bytes.count
        var labelStart = 0
        var lastLabelStart = 0  // the start of the label before the latest dot
        var isLowercase = true
        var index = 0
        while index < count {
            let byte = bytes[index]
            if isPlainNameByte(byte) {
                // A run of lower-case letters, digits and `_`, the bulk of most names, needs no
                // per-byte bookkeeping: only its label's length, checked once at its end and
                // reported at the byte a byte-by-byte reading would have stopped at.
                index += 1
                while index < count && isPlainNameByte(bytes[index]) { index += 1 }
                if index - labelStart > 63 { return .invalid(.labelTooLong, bytes[labelStart + 63]) }
                continue
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                break
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                isLowercase = false
            case UInt8(ascii: "-"):
                if index == labelStart { return .invalid(.invalidLabel, byte) }
                if index - labelStart == 3, bytes[labelStart] | 0x20 == UInt8(ascii: "x"),
                    bytes[labelStart + 1] | 0x20 == UInt8(ascii: "n"), bytes[labelStart + 2] == UInt8(ascii: "-")
                {
                    return .needsIDNA
                }
            case UInt8(ascii: "."):
                if index == labelStart { return .invalid(.emptyLabel, byte) }
                if bytes[index - 1] == UInt8(ascii: "-") { return .invalid(.invalidLabel, byte) }
                lastLabelStart = labelStart
                index += 1
                labelStart = index
                continue
            case 0x80...:
                return .needsIDNA
            default:
                return .invalid(.forbiddenCharacter, byte)
            }
            if index - labelStart >= 63 { return .invalid(.labelTooLong, byte) }
            index += 1
        }
        let last = bytes[count - 1]
        if last == UInt8(ascii: "-") { return .invalid(.invalidLabel, last) }
        var nameCount = count
        var finalLabel = labelStart..<count
        if last == UInt8(ascii: ".") {
            // One trailing dot names the root; a lone dot is nothing.
            nameCount -= 1
            if nameCount == 0 { return .invalid(.emptyLabel, last) }
            isLowercase = false  // the result must drop the dot
            finalLabel = lastLabelStart..<nameCount
        }
        return .ascii(
            count: nameCount, isLowercase: isLowercase, endsInNumber: isNumberLabel(bytes, finalLabel))
    }

    /// A lower-case ASCII letter, a digit or `_`.
    @inline(__always)
    static func isPlainNameByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
    }

    /// Whether a label is a decimal number or `0x` followed by hexadecimal digits (or nothing).
    @inline(__always)
    static func isNumberLabel(_ bytes: UnsafeBufferPointer<UInt8>, _ label: Range<Int>) -> Bool {
        guard let first = label.first, bytes[first] >= UInt8(ascii: "0"), bytes[first] <= UInt8(ascii: "9") else {
            return false
        }
        var isDecimal = true
        var isHex =
            label.count >= 2 && bytes[first] == UInt8(ascii: "0") && bytes[first + 1] | 0x20 == UInt8(ascii: "x")
        for (offset, index) in label.enumerated() {
            let lower = bytes[index] | 0x20
            let isDigit = bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
            isDecimal = isDecimal && isDigit
            if offset >= 2 {
                isHex = isHex && (isDigit || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f")))
            }
        }
        return isDecimal || isHex
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

/// Splits the server's byte stream into whole responses and parses each (RFC 9051 §9's
/// grammar, as servers write it). A response is one line, or lines joined by literals
/// (`{n}` then CRLF then n bytes). Strict where a mistake would desynchronise the stream (a
/// literal's length, quoting); tolerant of what does not matter (the case of keywords, stray
/// spaces). Never traps: any input either parses or throws ``MessageSourceError/Code/malformed``.
struct IMAPResponseParser: Sendable {
    struct Limits: Sendable {
        /// The largest literal accepted. A larger one ends the connection: the client asks for
        /// partial bodies of large mails, so only a misbehaving server sends more.
        var maximumLiteral: Int = 64 * 1024 * 1024
        /// The longest line between literals.
        var maximumLine: Int = 1024 * 1024
        /// Nesting of parenthesised lists.
        var maximumDepth: Int = 32
        /// Values in one response, nested ones included.
        var maximumValues: Int = 200_000
    }

    let limits: Limits
    private var buffer: [UInt8] = []
    /// Where the response being framed starts and how far it has been scanned.
    private var scanned = 0
    private var lineStart = 0

    init(limits: Limits = Limits()) { self.limits = limits }

    /// Whether bytes of an incomplete response are waiting.
    var hasBufferedBytes: Bool { !buffer.isEmpty }

    mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// The next whole response, nil when more bytes are needed.
    mutating func next() throws(MessageSourceError) -> IMAPResponse? {
        while true {
            guard let newline = buffer[scanned...].firstIndex(of: 0x0A) else {
                if buffer.count - lineStart > limits.maximumLine {
                    throw Self.malformed("a line longer than \(limits.maximumLine) bytes")
                }
                scanned = buffer.count
                return nil
            }
            if newline - lineStart > limits.maximumLine {
                throw Self.malformed("a line longer than \(limits.maximumLine) bytes")
            }
            // Does the line end with a literal's announcement, {n} or {n+}?
            if let length = try literalLength(endingAt: newline) {
                let literalEnd = newline + 1 + length
                guard buffer.count >= literalEnd else {
                    // Wait for the literal; do not rescan the line.
                    scanned = newline
                    return nil
                }
                scanned = literalEnd
                lineStart = literalEnd
                continue
            }
            let response = Array(buffer[0...newline])
            buffer.removeFirst(newline + 1)
            scanned = 0
            lineStart = 0
            return try Self.parse(response, limits: limits)
        }
    }

    /// The length of the literal announced at the end of the line ending at `newline`.
    private func literalLength(endingAt newline: Int) throws(MessageSourceError) -> Int? {
        var end = newline
        if end > lineStart, buffer[end - 1] == 0x0D { end -= 1 }
        guard end > lineStart, buffer[end - 1] == UInt8(ascii: "}") else { return nil }
        var index = end - 2
        if index >= lineStart, buffer[index] == UInt8(ascii: "+") { index -= 1 }
        var length = 0
        var multiplier = 1
        var digits = 0
        while index >= lineStart, buffer[index] >= 0x30, buffer[index] <= 0x39 {
            digits += 1
            guard digits <= 10 else { throw Self.malformed("a literal length with too many digits") }
            length += Int(buffer[index] - 0x30) * multiplier
            multiplier *= 10
            index -= 1
        }
        guard digits > 0, index >= lineStart, buffer[index] == UInt8(ascii: "{") else { return nil }
        guard length <= limits.maximumLiteral else {
            throw MessageSourceError(
                .malformed,
                "The mail server sent \(length) bytes at once, more than the \(limits.maximumLiteral) allowed.")
        }
        return length
    }

    static func malformed(_ what: String) -> MessageSourceError {
        MessageSourceError(.malformed, "The mail server sent a malformed response: \(what).")
    }
}

extension IMAPResponseParser {
    /// Parses one whole response (ending in LF, literals inline after their `{n}` CRLF).
    static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(MessageSourceError) -> IMAPResponse {
        var reader = Reader(bytes: bytes, limits: limits)
        return try reader.response()
    }

    fileprivate struct Reader {
        let bytes: [UInt8]
        let limits: Limits
        var index = 0
        var valueCount = 0

        init(bytes: [UInt8], limits: Limits) {
            self.bytes = bytes
            self.limits = limits
        }

        var atEnd: Bool { index >= bytes.count || bytes[index] == 0x0D || bytes[index] == 0x0A }

        mutating func response() throws(MessageSourceError) -> IMAPResponse {
            guard !atEnd else { throw malformed("an empty line") }
            if bytes[index] == UInt8(ascii: "+") {
                index += 1
                skipSpaces()
                return IMAPResponse(kind: .continuation, status: nil, code: nil, text: restOfLine(), values: [])
            }
            let kind: IMAPResponse.Kind
            if bytes[index] == UInt8(ascii: "*") {
                index += 1
                kind = .untagged
            } else {
                let tag = word()
                guard !tag.isEmpty else { throw malformed("a response without a tag") }
                kind = .tagged(tag)
            }
            guard index < bytes.count, bytes[index] == 0x20 else { throw malformed("no space after the tag") }
            skipSpaces()
            // A status response?
            let save = index
            let first = word().uppercased()
            if let status = IMAPResponse.Status(rawValue: first) {
                skipSpaces()
                var code: [IMAPValue]? = nil
                if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                    index += 1
                    code = try values(until: UInt8(ascii: "]"), depth: 1)
                    skipSpaces()
                }
                return IMAPResponse(kind: kind, status: status, code: code, text: restOfLine(), values: [])
            }
            guard kind == .untagged else { throw malformed("a tagged response that is not OK, NO or BAD") }
            index = save
            let values = try values(until: nil, depth: 0)
            return IMAPResponse(kind: kind, status: nil, code: nil, text: "", values: values)
        }

        /// Values separated by spaces, until `terminator` (consumed) or the end of the line.
        mutating func values(until terminator: UInt8?, depth: Int) throws(MessageSourceError) -> [IMAPValue] {
            guard depth <= limits.maximumDepth else { throw malformed("lists nested too deeply") }
            var result: [IMAPValue] = []
            while true {
                skipSpaces()
                if let terminator, index < bytes.count, bytes[index] == terminator {
                    index += 1
                    return result
                }
                if atEnd {
                    if terminator == nil { return result }
                    throw malformed("a list that does not close")
                }
                valueCount += 1
                guard valueCount <= limits.maximumValues else { throw malformed("too many values") }
                result.append(try value(depth: depth, inCode: terminator == UInt8(ascii: "]")))
            }
        }

        mutating func value(depth: Int, inCode: Bool) throws(MessageSourceError) -> IMAPValue {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                index += 1
                return .list(try values(until: UInt8(ascii: ")"), depth: depth + 1))
            case UInt8(ascii: "\""):
                return .string(try quoted())
            case UInt8(ascii: "{"):
                return .string(try literal())
            case UInt8(ascii: ")"):
                throw malformed("a ')' without '('")
            default:
                let atom = try self.atom(inCode: inCode)
                guard !atom.isEmpty else { throw malformed("an unexpected character") }
                if atom.uppercased() == "NIL" { return .nil }
                return .atom(atom)
            }
        }

        /// An atom; `[...]` inside it (`BODY[HEADER.FIELDS (FROM)]`) is part of it, spaces and
        /// all, as is a `<origin>` after it. In a response code, `]` ends it.
        mutating func atom(inCode: Bool) throws(MessageSourceError) -> String {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
                    || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{")
                {
                    break
                }
                if byte == UInt8(ascii: "]") {
                    if inCode { break }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "["), !inCode {
                    guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")),
                        !bytes[index..<close].contains(0x0A)
                    else { throw malformed("a '[' that does not close") }
                    index = close + 1
                    continue
                }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func quoted() throws(MessageSourceError) -> [UInt8] {
            index += 1
            var result: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return result
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count,
                        bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "\\")
                    else { throw malformed("a bad escape in a quoted string") }
                    result.append(bytes[index + 1])
                    index += 2
                case 0x0D, 0x0A:
                    throw malformed("a quoted string that does not close")
                default:
                    result.append(byte)
                    index += 1
                }
            }
            throw malformed("a quoted string that does not close")
        }

        mutating func literal() throws(MessageSourceError) -> [UInt8] {
            index += 1
            var length = 0
            var digits = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                digits += 1
                guard digits <= 10 else { throw malformed("a literal length with too many digits") }
                length = length * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits > 0, index + 2 < bytes.count + 1, index < bytes.count, bytes[index] == UInt8(ascii: "}")
            else { throw malformed("a bad literal") }
            index += 1
            if index < bytes.count, bytes[index] == 0x0D { index += 1 }
            guard index < bytes.count, bytes[index] == 0x0A else {
                throw malformed("a literal not followed by a line end")
            }
            index += 1
            guard length <= limits.maximumLiteral, bytes.count - index >= length else {
                throw malformed("a literal longer than the response")
            }
            let result = Array(bytes[index..<(index + length)])
            index += length
            return result
        }

        mutating func word() -> String {
            let start = index
            while index < bytes.count, bytes[index] > 0x20, bytes[index] != 0x7F, bytes[index] != UInt8(ascii: "[") {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        }

        mutating func restOfLine() -> String {
            var end = bytes.count
            while end > index, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            defer { index = bytes.count }
            return String(decoding: bytes[min(index, end)..<end], as: UTF8.self)
        }

        func malformed(_ what: String) -> MessageSourceError { IMAPResponseParser.malformed(what) }
    }
}

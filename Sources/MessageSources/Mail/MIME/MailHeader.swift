/// A message's header section as it came: each field's name and its raw bytes (folding and line
/// ends kept), in order. DKIM reads the raw bytes; everything else reads ``value(_:)``.
struct MailHeader: Sendable {
    struct Field: Sendable {
        /// The name as written (case kept).
        var name: String
        /// The whole field as it came, from the first byte of the name through the final CRLF.
        var raw: ArraySlice<UInt8>
        /// The bytes after the colon, up to (not including) the final CRLF.
        var rawValue: ArraySlice<UInt8>

        /// The value unfolded (CRLF before whitespace removed), trimmed, as Latin-1 free text
        /// where it is not UTF-8.
        var unfoldedValue: String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(rawValue.count)
            for byte in rawValue where byte != 0x0D && byte != 0x0A { bytes.append(byte) }
            return MailText.string(fromHeaderBytes: bytes).trimmingWhitespace()
        }
    }

    var fields: [Field]

    /// The first field named `name` (compared case-insensitively), unfolded.
    func value(_ name: String) -> String? {
        fields.first { $0.name.lowercasedASCII() == name.lowercasedASCII() }?.unfoldedValue
    }

    /// Every field named `name`.
    func all(_ name: String) -> [Field] {
        let wanted = name.lowercasedASCII()
        return fields.filter { $0.name.lowercasedASCII() == wanted }
    }
}

/// A message split into its header and body, the body exactly as it came.
struct RawMail: Sendable {
    var header: MailHeader
    /// Where the body starts in `bytes` (after the empty line), or `bytes.count` when there is none.
    var body: ArraySlice<UInt8>
    /// Lines of the header that were not fields (no colon, a space before the colon): skipped.
    var malformedHeaderLines: Int

    /// Splits `bytes` (CRLF or LF line ends) into header fields and the body. Never fails: a
    /// message without an empty line is all header; a line that is not a field is counted and
    /// skipped.
    init(_ bytes: ArraySlice<UInt8>, maximumFields: Int = 2000) {
        var fields: [MailHeader.Field] = []
        var malformed = 0
        var index = bytes.startIndex
        let end = bytes.endIndex
        var bodyStart = end
        while index < end {
            // An empty line ends the header.
            if bytes[index] == 0x0A {
                bodyStart = index + 1
                break
            }
            if bytes[index] == 0x0D, index + 1 < end, bytes[index + 1] == 0x0A {
                bodyStart = index + 2
                break
            }
            // One field: its first line and every continuation line (starting with SP or HTAB).
            let fieldStart = index
            var lineEnd = Self.endOfLine(bytes, from: index)
            while lineEnd.next < end, bytes[lineEnd.next] == 0x20 || bytes[lineEnd.next] == 0x09 {
                lineEnd = Self.endOfLine(bytes, from: lineEnd.next)
            }
            let raw = bytes[fieldStart..<lineEnd.next]
            let content = bytes[fieldStart..<lineEnd.contentEnd]
            index = lineEnd.next
            guard let colon = content.firstIndex(of: UInt8(ascii: ":")), colon > fieldStart else {
                malformed += 1
                continue
            }
            var nameBytes = content[fieldStart..<colon]
            // Whitespace before the colon is the obsolete syntax (RFC 5322 §4.5); DKIM's own
            // example has it.
            while let last = nameBytes.last, last == 0x20 || last == 0x09 { nameBytes = nameBytes.dropLast() }
            // A field name is printable ASCII without spaces (RFC 5322 §2.2).
            guard !nameBytes.isEmpty, nameBytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
                malformed += 1
                continue
            }
            guard fields.count < maximumFields else {
                malformed += 1
                continue
            }
            fields.append(
                MailHeader.Field(
                    name: String(decoding: nameBytes, as: UTF8.self), raw: raw,
                    rawValue: content[(colon + 1)...]))
        }
        self.header = MailHeader(fields: fields)
        self.body = bytes[bodyStart...]
        self.malformedHeaderLines = malformed
    }

    /// The end of the line starting at `from`: where its content stops (before CR LF or LF) and
    /// where the next line starts.
    static func endOfLine(_ bytes: ArraySlice<UInt8>, from start: Int) -> (contentEnd: Int, next: Int) {
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == 0x0A {
                let contentEnd = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
                return (contentEnd, index + 1)
            }
            index += 1
        }
        return (bytes.endIndex, bytes.endIndex)
    }
}

extension String {
    func lowercasedASCII() -> String {
        String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}

import Domains

/// A mail decoded for reading: its subject, sender and the text a person sees (RFC 2045-2049:
/// multipart, quoted-printable and base64, charsets; RFC 2047 encoded words; RFC 2231
/// parameters; HTML turned into text), with what could not be read said in ``issues``.
///
/// Decoding never fails and never traps: broken MIME yields what could be read and an issue,
/// and the limits bound the work for any input (a mail with 10 000 parts reads its first
/// ``Limits/maximumParts``).
public struct MailMessage: Sendable {
    /// Bounds on the work one mail may cause.
    public struct Limits: Sendable, Hashable {
        /// Parts read, nested parts included; the rest are skipped with ``Issue/tooManyParts``.
        public var maximumParts: Int
        /// Multipart nesting; deeper parts are skipped with ``Issue/tooDeep``.
        public var maximumDepth: Int
        /// Text kept, in UTF-8 bytes; the rest is dropped with ``Issue/textTruncated``.
        public var maximumTextBytes: Int

        public init(maximumParts: Int = 500, maximumDepth: Int = 16, maximumTextBytes: Int = 256 * 1024) {
            self.maximumParts = maximumParts
            self.maximumDepth = maximumDepth
            self.maximumTextBytes = maximumTextBytes
        }
    }

    /// Something about the mail that could not be read as MIME says. New issues may be added.
    public struct Issue: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        public let detail: String?
        init(_ name: String, _ detail: String? = nil) {
            self.name = name
            self.detail = detail
        }

        public static let tooManyParts = Issue("tooManyParts")
        public static let tooDeep = Issue("tooDeep")
        public static let textTruncated = Issue("textTruncated")
        public static let missingBoundary = Issue("missingBoundary")
        public static let unterminatedMultipart = Issue("unterminatedMultipart")
        public static let invalidBytes = Issue("invalidBytes")
        public static let malformedHeader = Issue("malformedHeader")
        static func unknownCharset(_ name: String) -> Issue { Issue("unknownCharset", name) }

        public var description: String {
            switch name {
            case "tooManyParts": "the mail has more parts than are read; the rest were skipped"
            case "tooDeep": "the mail nests parts too deeply; the deepest were skipped"
            case "textTruncated": "the mail's text is too long; only its beginning was read"
            case "missingBoundary": "a multipart part has no boundary; read as plain text"
            case "unterminatedMultipart": "a multipart part does not end with its closing boundary"
            case "invalidBytes": "some text is not valid in its charset; shown as U+FFFD"
            case "malformedHeader": "some header lines are not fields; skipped"
            case "unknownCharset": "unknown charset \(detail ?? "?"); read as UTF-8 or Windows-1252"
            default: name
            }
        }

        public static func == (lhs: Issue, rhs: Issue) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// The `Subject:` with encoded words decoded.
    public let subject: String?
    /// The `From:` as a person reads it (`Bank <no-reply@bank.example>`).
    public let from: String?
    /// The domain of the `From:` address, when there is exactly one `From:` field with exactly
    /// one address and its domain is a valid host name; DKIM alignment compares with it.
    public let fromDomain: HostName?
    /// The body's text, parts joined by empty lines.
    public let body: String
    /// What went wrong, in the order found (each issue once).
    public let issues: [Issue]

    /// The subject, an empty line, and the body: what the code reader reads.
    public var text: String {
        guard let subject, !subject.isEmpty else { return body }
        return body.isEmpty ? subject : subject + "\n\n" + body
    }

    public init(bytes: some Collection<UInt8>, limits: Limits = Limits()) {
        let all = Array(bytes)
        let raw = RawMail(all[...])
        subject = raw.header.value("Subject").map(MailText.decodeEncodedWords)
        let fromFields = raw.header.all("From")
        if let field = fromFields.first {
            let addresses = MailAddress.list(field.unfoldedValue)
            if let first = addresses.first {
                from = first.displayName.map { "\($0) <\(first.address)>" } ?? first.address
            } else {
                from = MailText.decodeEncodedWords(field.unfoldedValue)
            }
            if fromFields.count == 1, addresses.count == 1, let domain = addresses[0].domain {
                fromDomain = try? HostName(domain)
            } else {
                fromDomain = nil
            }
        } else {
            from = nil
            fromDomain = nil
        }
        var decoder = Decoder(limits: limits)
        if raw.malformedHeaderLines > 0 { decoder.note(.malformedHeader) }
        decoder.read(raw, depth: 0)
        body = decoder.text.finish()
        issues = decoder.issues
    }
}

extension MailMessage {
    fileprivate struct Decoder {
        let limits: Limits
        var parts = 0
        var issues: [Issue] = []
        var text: TextAccumulator

        init(limits: Limits) {
            self.limits = limits
            text = TextAccumulator(limit: limits.maximumTextBytes)
        }

        mutating func note(_ issue: Issue) {
            if !issues.contains(issue) { issues.append(issue) }
        }

        /// Reads one entity (the whole mail or a part) into `text`.
        mutating func read(_ entity: RawMail, depth: Int) {
            parts += 1
            guard parts <= limits.maximumParts else {
                note(.tooManyParts)
                return
            }
            guard depth <= limits.maximumDepth else {
                note(.tooDeep)
                return
            }
            let contentType = MIMEHeaderValue(entity.header.value("Content-Type") ?? "text/plain")
            let type = contentType.value.contains("/") ? contentType.value : "text/plain"
            let disposition = MIMEHeaderValue(entity.header.value("Content-Disposition") ?? "")
            if disposition.value == "attachment" { return }
            let transferEncoding = entity.header.value("Content-Transfer-Encoding")?.lowercasedASCII() ?? "7bit"

            if type.hasPrefix("multipart/") {
                guard let boundary = contentType.parameters["boundary"], !boundary.isEmpty else {
                    note(.missingBoundary)
                    readText(
                        entity.body, transferEncoding: transferEncoding, contentType: MIMEHeaderValue("text/plain"))
                    return
                }
                let split = MultipartSplitter.split(
                    entity.body, boundary: boundary, maximumParts: limits.maximumParts + 1)
                if !split.closed { note(.unterminatedMultipart) }
                if split.parts.count > limits.maximumParts { note(.tooManyParts) }
                let subparts = split.parts.prefix(limits.maximumParts).map { RawMail($0) }
                if type == "multipart/alternative" {
                    if let chosen = Self.preferredAlternative(subparts) {
                        read(chosen, depth: depth + 1)
                    }
                } else {
                    for part in subparts {
                        guard parts < limits.maximumParts, !text.isFull else {
                            if parts >= limits.maximumParts { note(.tooManyParts) }
                            break
                        }
                        read(part, depth: depth + 1)
                    }
                }
                return
            }
            if type == "message/rfc822" || type == "message/global" {
                let inner = Self.decodeTransfer(entity.body, transferEncoding)
                read(RawMail(inner[...]), depth: depth + 1)
                return
            }
            if type == "text/plain" || type == "text/html" || type == "text/enriched" {
                if disposition.value == "inline" || disposition.value.isEmpty {
                    readText(entity.body, transferEncoding: transferEncoding, contentType: contentType)
                }
            }
        }

        /// The part of a multipart/alternative to read: plain text with something in it, else
        /// HTML, else the last part (the richest, by RFC 2046's ordering).
        static func preferredAlternative(_ parts: [RawMail]) -> RawMail? {
            func type(_ part: RawMail) -> String {
                MIMEHeaderValue(part.header.value("Content-Type") ?? "text/plain").value
            }
            if let plain = parts.first(where: { type($0) == "text/plain" || type($0).isEmpty }),
                plain.body.contains(where: { $0 > 0x20 })
            {
                return plain
            }
            if let html = parts.first(where: { type($0) == "text/html" }) { return html }
            return parts.last
        }

        mutating func readText(_ body: ArraySlice<UInt8>, transferEncoding: String, contentType: MIMEHeaderValue) {
            let bytes = Self.decodeTransfer(body, transferEncoding)
            let (decoded, outcome) = MailText.decode(bytes, charset: contentType.parameters["charset"])
            switch outcome {
            case .decoded: break
            case .invalidBytes: note(.invalidBytes)
            case .unknownCharset(let name): note(.unknownCharset(name))
            }
            var content: String
            if contentType.value == "text/html" {
                content = HTMLText.text(from: decoded)
            } else if contentType.parameters["format"]?.lowercasedASCII() == "flowed" {
                content = Self.unflow(
                    Self.normaliseLineEnds(decoded),
                    deleteSpace: contentType.parameters["delsp"]?.lowercasedASCII() == "yes")
            } else {
                content = decoded
            }
            content = Self.normaliseLineEnds(content)
            if !text.append(content) { note(.textTruncated) }
        }

        static func decodeTransfer(_ body: ArraySlice<UInt8>, _ encoding: String) -> [UInt8] {
            switch encoding.trimmingWhitespace() {
            case "quoted-printable": MailText.decodeQuotedPrintable(body)
            case "base64": MailText.decodeBase64(body)
            default: Array(body)
            }
        }

        /// RFC 3676: a line ending in a space continues on the next (the space dropped with
        /// `DelSp=yes`); a leading space that stuffs the line is removed.
        static func unflow(_ text: String, deleteSpace: Bool) -> String {
            var result = ""
            var continuing = false
            for var line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(" ") { line = line.dropFirst() }
                let isFlowed = line.hasSuffix(" ") && line != "-- "
                if isFlowed {
                    result += deleteSpace ? line.dropLast() : line
                    continuing = true
                } else {
                    result += line
                    result += "\n"
                    continuing = false
                }
            }
            if continuing { result += "\n" }
            return result
        }

        static func normaliseLineEnds(_ text: String) -> String {
            guard text.contains("\r") else { return text }
            return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
    }

    /// Joins the text of the parts, up to a limit in UTF-8 bytes.
    fileprivate struct TextAccumulator {
        let limit: Int
        var pieces: [String] = []
        var bytes = 0
        var isFull: Bool { bytes >= limit }

        /// Adds `piece`, cut at the limit; false when it was cut.
        mutating func append(_ piece: String) -> Bool {
            let trimmed = piece.trimmingWhitespace()
            guard !trimmed.isEmpty else { return true }
            let room = limit - bytes
            guard room > 0 else { return false }
            if trimmed.utf8.count <= room {
                pieces.append(trimmed)
                bytes += trimmed.utf8.count + 2
                return true
            }
            // Cut on a character boundary.
            var cut = trimmed.utf8.index(trimmed.utf8.startIndex, offsetBy: room)
            while cut > trimmed.startIndex, !trimmed.unicodeScalars.indices.contains(cut) {
                cut = trimmed.utf8.index(before: cut)
            }
            pieces.append(String(trimmed[..<cut]))
            bytes = limit
            return false
        }

        func finish() -> String { pieces.joined(separator: "\n\n") }
    }
}

/// Splits a multipart body at its boundary lines (RFC 2046 §5.1.1): a line that is `--` and the
/// boundary, then optional whitespace; `--` after the boundary closes. The CRLF before a
/// boundary line belongs to it. The preamble and epilogue are dropped.
enum MultipartSplitter {
    static func split(_ body: ArraySlice<UInt8>, boundary: String, maximumParts: Int)
        -> (parts: [ArraySlice<UInt8>], closed: Bool)
    {
        let delimiter = Array(("--" + boundary).utf8)
        var parts: [ArraySlice<UInt8>] = []
        var partStart: Int? = nil
        var lineStart = body.startIndex
        while lineStart < body.endIndex {
            let line = RawMail.endOfLine(body, from: lineStart)
            if body[lineStart..<line.contentEnd].starts(with: delimiter) {
                var rest = body[(lineStart + delimiter.count)..<line.contentEnd]
                let closing = rest.starts(with: [0x2D, 0x2D])
                if closing { rest = rest.dropFirst(2) }
                if rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    if let start = partStart {
                        // The line end before the boundary line is the delimiter's.
                        var end = lineStart
                        if end > start, body[end - 1] == 0x0A { end -= 1 }
                        if end > start, body[end - 1] == 0x0D { end -= 1 }
                        parts.append(body[start..<max(start, end)])
                        if parts.count >= maximumParts { return (parts, closing) }
                    }
                    if closing { return (parts, true) }
                    partStart = line.next
                }
            }
            lineStart = line.next
        }
        if let start = partStart, start < body.endIndex { parts.append(body[start...]) }
        return (parts, false)
    }
}

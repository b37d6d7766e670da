import Secrets

extension DomainBoundCode {
    /// Finds the domain-bound code in a message, or returns `nil` when it has none.
    ///
    /// ``Mode/strict`` runs the draft's algorithm: take the last line (after turning CRLF and
    /// lone CR into LF); it must be `@host`, exactly one space, `#code`, then optionally one
    /// space and `@embedded` or `%embedded`; anything after that is ignored. Hosts and codes are
    /// runs of anything but ASCII whitespace.
    ///
    /// ``Mode/lenient`` first does the same, then accepts the token where the widely deployed
    /// parser finds it: at the start of any line or after whitespace, the first one that matches.
    /// Away from the last line a host must contain a dot or be an IP literal, so that a
    /// `@handle #hashtag` in running text is not taken for a binding.
    ///
    /// A token whose host is not a plain domain name or IP literal is an error, not an absence:
    /// a message that tries to bind its code and fails must not have that code used anywhere.
    ///
    /// - Throws: ``MessageCodeError/Code/invalidHost`` when a token is found but a host in it
    ///   has a scheme, port, path, query, userinfo or characters a host cannot have.
    public static func find(in message: some StringProtocol, mode: Mode = .lenient) throws(MessageCodeError)
        -> DomainBoundCode?
    {
        try UTF8Bytes.with(message) { bytes throws(MessageCodeError) in
            try DomainBoundParser.find(in: bytes, mode: mode)
        }
    }

    /// Finds the domain-bound code in a message, or returns `nil` when it has none; see
    /// ``find(in:mode:)-(StringProtocol,_)``.
    public static func find(in message: String, mode: Mode = .lenient) throws(MessageCodeError) -> DomainBoundCode? {
        var message = message
        let result = message.withUTF8 { bytes in
            Result { () throws(MessageCodeError) in try DomainBoundParser.find(in: bytes, mode: mode) }
        }
        return try result.get()
    }

    /// Where a message's `@host #code` token lies, found the way ``find(in:mode:)-(String,_)``
    /// finds it but without validating the hosts or copying the code: a pre-filter for
    /// gateways that see many messages. A location is not a binding; only `find` says whether
    /// the hosts are valid.
    public struct Location: Sendable, Hashable {
        /// The whole token, as UTF-8 offsets.
        public let tokenRange: Range<Int>
        /// The top-level host as written (not validated).
        public let topHostRange: Range<Int>
        /// The code.
        public let codeRange: Range<Int>
        /// The embedded host as written, if any (not validated).
        public let embeddedHostRange: Range<Int>?
        /// Which reading found the token.
        public let mode: Mode
    }

    /// Where the `@host #code` token of `message` lies, if it has one; see ``Location``.
    public static func locate(in message: String, mode: Mode = .lenient) -> Location? {
        var message = message
        return message.withUTF8 { bytes in
            DomainBoundParser.locate(in: bytes, mode: mode).map { token, mode in
                Location(
                    tokenRange: (token.host.lowerBound - 1)..<token.end, topHostRange: token.host,
                    codeRange: token.code, embeddedHostRange: token.embedded, mode: mode)
            }
        }
    }

    /// Parses a message that must carry a domain-bound code.
    ///
    /// - Throws: ``MessageCodeError/Code/noDomainBoundCode`` when the message has no token in
    ///   the given mode, ``MessageCodeError/Code/invalidHost`` when a host is not valid.
    public init(parsing message: some StringProtocol, mode: Mode = .strict) throws(MessageCodeError) {
        guard let found = try Self.find(in: message, mode: mode) else {
            throw MessageCodeError(
                .noDomainBoundCode,
                mode == .strict
                    ? "the last line of the message is not '@host #code'"
                    : "the message has no '@host #code' token")
        }
        self = found
    }
}

/// The byte-level parser behind ``DomainBoundCode/find(in:mode:)``.
enum DomainBoundParser {
    /// Where the parts of one `@host #code [@embedded]` token lie in the message's bytes.
    struct Token {
        var host: Range<Int>
        var code: Range<Int>
        var embedded: Range<Int>?
        var embeddedMarker: DomainBoundCode.EmbeddedMarker?
        var end: Int
    }

    static let at = UInt8(ascii: "@")
    static let hash = UInt8(ascii: "#")
    static let percent = UInt8(ascii: "%")
    static let space = UInt8(ascii: " ")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// ASCII whitespace as the Infra standard defines it: TAB, LF, FF, CR, SPACE.
    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    // Eight bytes at a time: the scans for line ends, `@` and whitespace skip words that cannot
    // hold what they look for, then finish byte by byte. The word tests are exact.

    /// The eight bytes at `offset` (any alignment; `offset + 8 <= bytes.count`), first byte lowest.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(
                fromByteOffset: offset, as: UInt64.self))
    }

    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is `byte`.
    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highBits != 0
    }

    /// The high bit of each byte of `word` below 0x21 (every ASCII whitespace byte is), exact
    /// up to the lowest such byte; above it, a byte may be flagged wrongly. Zero when none is.
    @inline(__always)
    static func bytesBelow0x21(_ word: UInt64) -> UInt64 {
        (word &- ones &* 0x21) & ~word & highBits
    }

    static func find(in bytes: UnsafeBufferPointer<UInt8>, mode: DomainBoundCode.Mode) throws(MessageCodeError)
        -> DomainBoundCode?
    {
        guard let (token, found) = locate(in: bytes, mode: mode) else { return nil }
        return try makeCode(token, in: bytes, mode: found)
    }

    /// The token the parser takes, before its hosts are validated.
    static func locate(in bytes: UnsafeBufferPointer<UInt8>, mode: DomainBoundCode.Mode) -> (
        Token, DomainBoundCode.Mode
    )? {
        // The last line: everything after the last LF or CR (CRLF and lone CR count as LF).
        var lineStart = bytes.count
        while lineStart >= 8 {
            let word = word(bytes, at: lineStart - 8)
            if hasByte(word, lineFeed) || hasByte(word, carriageReturn) { break }
            lineStart -= 8
        }
        while lineStart > 0, bytes[lineStart - 1] != lineFeed, bytes[lineStart - 1] != carriageReturn {
            lineStart -= 1
        }
        if let token = token(in: bytes, at: lineStart, end: bytes.count) {
            return (token, .strict)
        }
        guard mode == .lenient else { return nil }

        // Anywhere a token may start: the start of the message or after whitespace.
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count, !hasByte(word(bytes, at: index), at) {
                index += 8
                continue
            }
            if bytes[index] == at, index == 0 || isASCIIWhitespace(bytes[index - 1]) {
                var lineEnd = index
                while lineEnd < bytes.count, bytes[lineEnd] != lineFeed, bytes[lineEnd] != carriageReturn {
                    lineEnd += 1
                }
                if let token = token(in: bytes, at: index, end: lineEnd),
                    looksLikeBinding(bytes, token.host)
                {
                    return (token, .lenient)
                }
            }
            index += 1
        }
        return nil
    }

    /// The draft's steps on one line that starts at `start` and ends before `end`.
    static func token(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Token? {
        var position = start
        guard let host = markedToken(in: bytes, at: &position, end: end, marker: at) else { return nil }
        guard position < end, bytes[position] == space else { return nil }
        position += 1
        guard let code = markedToken(in: bytes, at: &position, end: end, marker: hash) else { return nil }
        var token = Token(host: host, code: code, embedded: nil, embeddedMarker: nil, end: position)
        if position < end, bytes[position] == space {
            position += 1
            if position < end {
                let marker = bytes[position]
                if marker == at || marker == percent,
                    let embedded = markedToken(in: bytes, at: &position, end: end, marker: marker)
                {
                    token.embedded = embedded
                    token.embeddedMarker = marker == at ? .at : .percent
                    token.end = position
                }
            }
        }
        return token
    }

    /// "Extract a marked token": the marker, then a non-empty run of non-whitespace.
    @inline(__always)
    static func markedToken(in bytes: UnsafeBufferPointer<UInt8>, at position: inout Int, end: Int, marker: UInt8)
        -> Range<Int>?
    {
        guard position < end, bytes[position] == marker else { return nil }
        let start = position + 1
        var index = start
        while index + 8 <= end {
            // The lowest flagged byte is the first one below 0x21; whitespace if it is one of
            // the five, or else the scan goes on after it.
            let flags = bytesBelow0x21(word(bytes, at: index))
            if flags == 0 {
                index += 8
                continue
            }
            index += flags.trailingZeroBitCount >> 3
            if isASCIIWhitespace(bytes[index]) { break }
            index += 1
        }
        while index < end, !isASCIIWhitespace(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        position = index
        return start..<index
    }

    /// Away from the last line, a host must look like one: a dot, or an IP literal's bracket.
    static func looksLikeBinding(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>) -> Bool {
        for index in host where bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "[") {
            return true
        }
        return false
    }

    static func makeCode(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>, mode: DomainBoundCode.Mode)
        throws(MessageCodeError) -> DomainBoundCode
    {
        let topHost = try HostValidation.normalisedHost(
            UnsafeBufferPointer(rebasing: bytes[token.host]), role: "top-level host")
        let embeddedHost = try token.embedded.map { range throws(MessageCodeError) in
            try HostValidation.normalisedHost(UnsafeBufferPointer(rebasing: bytes[range]), role: "embedded host")
        }
        return DomainBoundCode(
            topHost: topHost, embeddedHost: embeddedHost, embeddedMarker: token.embeddedMarker,
            code: SecretText(
                utf8: SecretBytes(copying: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[token.code])))),
            mode: mode,
            utf8Range: (token.host.lowerBound - 1)..<token.end)
    }
}

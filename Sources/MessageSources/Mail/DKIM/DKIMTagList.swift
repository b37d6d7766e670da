/// A DKIM tag list (RFC 6376 §3.2): `tag=value` pairs separated by `;`, folding whitespace
/// allowed around names, `=`, and inside values. Strict: a duplicate tag, a tag without `=`, a
/// name that is not `ALPHA *(ALPHA / DIGIT / "_")`, or a value character outside VALCHAR makes
/// the whole list invalid, as the RFC says.
struct DKIMTagList: Sendable {
    struct Tag: Sendable {
        var name: String
        /// The value with its folding whitespace removed.
        var value: String
        /// Where the value is in the parsed input: from right after `=` to its last
        /// non-whitespace byte.
        var valueRange: Range<Int>
    }

    var tags: [Tag]

    subscript(name: String) -> String? { tags.first { $0.name == name }?.value }

    /// Parses `bytes`; nil when they break the grammar.
    init?(_ bytes: some Collection<UInt8>, maximumTags: Int = 64) {
        let input = Array(bytes)
        var tags: [Tag] = []
        var index = 0
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        func skipWhitespace() { while index < input.count, isWhitespace(input[index]) { index += 1 } }
        while true {
            skipWhitespace()
            if index == input.count { break }
            // tag-name
            let nameStart = index
            guard Self.isAlpha(input[index]) else { return nil }
            while index < input.count, Self.isAlpha(input[index]) || Self.isDigit(input[index]) || input[index] == 0x5F
            {
                index += 1
            }
            let name = String(decoding: input[nameStart..<index], as: UTF8.self)
            skipWhitespace()
            guard index < input.count, input[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            // The value's range starts right after '=' (whitespace before it included), as
            // signers and verifiers blank b= for hashing.
            let valueStart = index
            skipWhitespace()
            var value: [UInt8] = []
            var lastNonSpace = index
            while index < input.count, input[index] != UInt8(ascii: ";") {
                let byte = input[index]
                if isWhitespace(byte) {
                    // FWS inside a value: kept out of the value here (callers that need it, like
                    // a signature's b= and bh=, ignore whitespace; others have none in practice),
                    // but a value may not continue after a bare CR or LF that is not folding.
                    index += 1
                    continue
                }
                guard byte >= 0x21, byte <= 0x7E else { return nil }
                value.append(byte)
                index += 1
                lastNonSpace = index
            }
            guard !tags.contains(where: { $0.name == name }), tags.count < maximumTags else { return nil }
            tags.append(
                Tag(
                    name: name, value: String(decoding: value, as: UTF8.self),
                    valueRange: valueStart..<max(valueStart, lastNonSpace)))
            if index < input.count { index += 1 }  // ';'
        }
        self.tags = tags
    }

    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

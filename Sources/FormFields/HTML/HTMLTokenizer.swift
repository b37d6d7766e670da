/// A tolerant HTML tokenizer over UTF-8 bytes, after the WHATWG tokenization states.
///
/// It recognises everything that changes where tags begin and end (attributes in all three
/// quoting styles, comments and their abrupt endings, bogus comments, doctypes, CDATA in
/// foreign content, raw text, RCDATA, script data with its escaped states, plaintext) and
/// leaves everything else as byte ranges: text, attribute values and names are decoded only
/// when someone needs them. It never fails; like a browser, it drops a tag cut off by the
/// end of input.
///
/// The tree builder decides which start tags switch to raw text (it knows about foreign
/// content), so it calls ``enterRawText(_:)`` after such tags.
struct HTMLTokenizer {
    enum TokenKind: Equatable {
        case startTag
        case endTag
        /// Text in the data state; ``rawTextKind`` says if it came from raw text or RCDATA.
        case text
        case comment
        case endOfInput
    }

    /// How an element's contents are read.
    enum RawTextKind: Equatable {
        /// Normal markup.
        case none
        /// `style`, `xmp`, `iframe`, `noembed`, `noframes`, `noscript`: up to the end tag, no references.
        case rawText
        /// `title`, `textarea`: up to the end tag, character references decoded.
        case rcdata
        /// `script`, with the escaped and double-escaped states.
        case scriptData
        /// `plaintext`: the rest of the input.
        case plaintext
    }

    struct Attribute {
        /// FNV-1a hash of the lower-cased name.
        var name: UInt64
        /// The attribute, when the scanner reads it.
        var id: AttributeID
        var nameStart: Int
        var nameEnd: Int
        var valueStart: Int
        var valueEnd: Int
    }

    private static let scriptName = Array("script".utf8)

    /// Attributes after this many on one tag are read past but not kept.
    static let maximumAttributes = 64

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    // The current token.
    private(set) var kind = TokenKind.endOfInput
    private(set) var tagName: UInt64 = 0
    private(set) var tagNameStart = 0
    private(set) var tagNameEnd = 0
    private(set) var isSelfClosing = false
    /// The current tag's attributes: the first ``attributeCount`` of a buffer reused from tag to tag.
    private var attributeStorage: [Attribute] = []
    private var attributeCount = 0
    var attributes: ArraySlice<Attribute> { attributeStorage[0..<attributeCount] }
    private(set) var textStart = 0
    private(set) var textEnd = 0
    /// For text tokens: the content model the text was read in.
    private(set) var textContentModel = RawTextKind.none
    /// True when the current tag token is `<![CDATA[` contents (foreign content only).
    private(set) var isCDATA = false

    private var pendingRawText = RawTextKind.none
    private var rawTextEndName: [UInt8] = []
    /// Whether `<![CDATA[` opens a CDATA section (the tree builder is in foreign content).
    var allowsCDATA = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        attributeStorage.reserveCapacity(16)
        // A UTF-8 byte order mark is not text.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    }

    /// Makes the next token read the contents of the element just opened as `kind`, up to its
    /// end tag `</name`.
    mutating func enterRawText(_ kind: RawTextKind, name: [UInt8]) {
        pendingRawText = kind
        rawTextEndName = name
    }

    /// Reads the next token and returns its kind.
    mutating func next() -> TokenKind {
        isCDATA = false
        if pendingRawText != .none {
            let model = pendingRawText
            pendingRawText = .none
            let start = position
            let end: Int
            switch model {
            case .plaintext: end = bytes.count
            case .scriptData: end = scanScriptData(from: start)
            default: end = scanToEndTag(from: start)
            }
            position = end
            if end > start {
                return emitText(start, end, model)
            }
        }
        return readData()
    }

    // MARK: - Data state

    private mutating func readData() -> TokenKind {
        let count = bytes.count
        var start = position
        var index = position
        while index < count {
            if bytes[index] != UInt8(ascii: "<") {
                index &+= 1
                continue
            }
            // Is this `<` the start of markup? If so, emit the text before it first.
            let next = index + 1 < count ? bytes[index + 1] : 0
            let opensMarkup: Bool
            if next.isASCIILetter || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                opensMarkup = true
            } else if next == UInt8(ascii: "/") {
                opensMarkup = index + 2 < count  // `</` at the very end is text
            } else {
                opensMarkup = false
            }
            if !opensMarkup {
                index &+= 1
                continue
            }
            if index > start {
                position = index
                return emitText(start, index, .none)
            }
            position = index
            if let token = readMarkup() { return token }
            // Markup that produced no token (`</>`, a tag cut off by the end): carry on after it.
            start = position
            index = position
        }
        position = count
        if count > start { return emitText(start, count, .none) }
        kind = .endOfInput
        return .endOfInput
    }

    private mutating func emitText(_ start: Int, _ end: Int, _ model: RawTextKind) -> TokenKind {
        textStart = start
        textEnd = end
        textContentModel = model
        kind = .text
        return .text
    }

    /// Reads markup starting at `<`; `nil` when it produced no token.
    private mutating func readMarkup() -> TokenKind? {
        let count = bytes.count
        let next = bytes[position + 1]
        if next.isASCIILetter {
            return readTag(isEnd: false, nameStart: position + 1)
        }
        if next == UInt8(ascii: "/") {
            let after = bytes[position + 2]
            if after.isASCIILetter { return readTag(isEnd: true, nameStart: position + 2) }
            if after == UInt8(ascii: ">") {
                position += 3  // `</>` is dropped
                return nil
            }
            return readBogusComment(contentStart: position + 2)
        }
        if next == UInt8(ascii: "?") {
            return readBogusComment(contentStart: position + 1)
        }
        // `<!`
        let bang = position + 2
        if matches("--", at: bang) {
            return readComment(contentStart: bang + 2)
        }
        if allowsCDATA && matches("[CDATA[", at: bang) {
            let contentStart = bang + 7
            let end = find("]]>", from: contentStart) ?? count
            position = min(end + 3, count)
            isCDATA = true
            return emitText(contentStart, end, .none)
        }
        return readBogusComment(contentStart: bang)
    }

    private mutating func readBogusComment(contentStart: Int) -> TokenKind {
        var index = contentStart
        while index < bytes.count && bytes[index] != UInt8(ascii: ">") { index &+= 1 }
        textStart = contentStart
        textEnd = index
        position = min(index + 1, bytes.count)
        kind = .comment
        return .comment
    }

    private mutating func readComment(contentStart: Int) -> TokenKind {
        let count = bytes.count
        kind = .comment
        textStart = contentStart
        // `<!-->` and `<!--->` end at once.
        if contentStart < count && bytes[contentStart] == UInt8(ascii: ">") {
            textEnd = contentStart
            position = contentStart + 1
            return .comment
        }
        if matches("->", at: contentStart) {
            textEnd = contentStart
            position = contentStart + 2
            return .comment
        }
        var index = contentStart
        while index < count {
            if bytes[index] == UInt8(ascii: "-") && matches("->", at: index + 1) {
                textEnd = index
                position = index + 3
                return .comment
            }
            if bytes[index] == UInt8(ascii: "-") && matches("-!>", at: index + 1) {
                textEnd = index
                position = index + 4
                return .comment
            }
            index &+= 1
        }
        textEnd = count
        position = count
        return .comment
    }

    // MARK: - Tags

    /// Reads a tag whose name starts at `nameStart`; `nil` if the input ends inside it.
    private mutating func readTag(isEnd: Bool, nameStart: Int) -> TokenKind? {
        let count = bytes.count
        var index = nameStart
        var hash = FNV.offset
        while index < count {
            let byte = bytes[index]
            if byte.isHTMLWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
            hash = FNV.add(byte, to: hash)
            index &+= 1
        }
        tagName = hash
        tagNameStart = nameStart
        tagNameEnd = index
        isSelfClosing = false
        attributeCount = 0

        // Attributes, after the WHATWG states from "before attribute name" on.
        while true {
            while index < count && bytes[index].isHTMLWhitespace { index &+= 1 }
            guard index < count else { return dropTag() }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                position = index + 1
                kind = isEnd ? .endTag : .startTag
                return kind
            }
            if byte == UInt8(ascii: "/") {
                index &+= 1
                guard index < count else { return dropTag() }
                if bytes[index] == UInt8(ascii: ">") {
                    isSelfClosing = true
                    position = index + 1
                    kind = isEnd ? .endTag : .startTag
                    return kind
                }
                continue
            }
            // Attribute name: a leading `=` belongs to the name.
            let attributeStart = index
            var attributeHash = FNV.add(byte, to: FNV.offset)
            index &+= 1
            while index < count {
                let b = bytes[index]
                if b.isHTMLWhitespace || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") || b == UInt8(ascii: "=") {
                    break
                }
                attributeHash = FNV.add(b, to: attributeHash)
                index &+= 1
            }
            let attributeEnd = index
            // After attribute name.
            while index < count && bytes[index].isHTMLWhitespace { index &+= 1 }
            guard index < count else { return dropTag() }
            var valueStart = index
            var valueEnd = index
            if bytes[index] == UInt8(ascii: "=") {
                index &+= 1
                while index < count && bytes[index].isHTMLWhitespace { index &+= 1 }
                guard index < count else { return dropTag() }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    valueStart = index + 1
                    var end = valueStart
                    while end < count && bytes[end] != quote { end &+= 1 }
                    guard end < count else { return dropTag() }
                    valueEnd = end
                    index = end + 1
                } else if quote == UInt8(ascii: ">") {
                    valueStart = index
                    valueEnd = index  // missing value: empty, and the tag ends here
                } else {
                    valueStart = index
                    while index < count && !bytes[index].isHTMLWhitespace && bytes[index] != UInt8(ascii: ">") {
                        index &+= 1
                    }
                    valueEnd = index
                }
            }
            appendAttribute(
                Attribute(
                    name: attributeHash, id: AttributeID(hash: attributeHash), nameStart: attributeStart,
                    nameEnd: attributeEnd, valueStart: valueStart, valueEnd: valueEnd))
        }
    }

    private mutating func appendAttribute(_ attribute: Attribute) {
        guard attributeCount < Self.maximumAttributes else { return }
        // The first of two attributes with the same name wins.
        for existing in attributes where existing.name == attribute.name { return }
        if attributeCount < attributeStorage.count {
            attributeStorage[attributeCount] = attribute
        } else {
            attributeStorage.append(attribute)
        }
        attributeCount += 1
    }

    private mutating func dropTag() -> TokenKind? {
        position = bytes.count
        attributeCount = 0
        return nil
    }

    // MARK: - Raw text

    /// The start of the appropriate end tag `</name` followed by whitespace, `/` or `>`, or the
    /// end of input.
    private func scanToEndTag(from start: Int) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            if bytes[index] == UInt8(ascii: "<") && isEndTag(rawTextEndName, at: index) { return index }
            index &+= 1
        }
        return count
    }

    /// Script data with its escaped (`<!--`) and double-escaped (`<!--<script>`) states.
    private func scanScriptData(from start: Int) -> Int {
        enum State { case data, escaped, doubleEscaped }
        let script = Self.scriptName
        let count = bytes.count
        var state = State.data
        var dashes = 0
        var index = start
        while index < count {
            let byte = bytes[index]
            switch state {
            case .data:
                if byte == UInt8(ascii: "<") {
                    if isEndTag(script, at: index) { return index }
                    if matches("!--", at: index + 1) {
                        state = .escaped
                        dashes = 2  // `<!-->` goes straight back to script data
                        index += 4
                        continue
                    }
                }
            case .escaped, .doubleEscaped:
                if byte == UInt8(ascii: "-") {
                    dashes += 1
                    index &+= 1
                    continue
                }
                if byte == UInt8(ascii: ">") && dashes >= 2 {
                    state = .data
                } else if byte == UInt8(ascii: "<") {
                    if state == .escaped {
                        if isEndTag(script, at: index) { return index }
                        if isStartTag(script, at: index) { state = .doubleEscaped }
                    } else if isEndTag(script, at: index) {
                        state = .escaped
                    }
                }
            }
            dashes = 0
            index &+= 1
        }
        return count
    }

    /// Whether `</name` followed by whitespace, `/` or `>` starts at `index`, ignoring ASCII case.
    private func isEndTag(_ name: [UInt8], at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") else { return false }
        return nameFollowed(name, at: index + 2)
    }

    private func isStartTag(_ name: [UInt8], at index: Int) -> Bool {
        nameFollowed(name, at: index + 1)
    }

    private func nameFollowed(_ name: [UInt8], at start: Int) -> Bool {
        let end = start + name.count
        guard end < bytes.count else { return false }
        for offset in 0..<name.count where bytes[start + offset].asciiLowercased != name[offset] { return false }
        let after = bytes[end]
        return after.isHTMLWhitespace || after == UInt8(ascii: "/") || after == UInt8(ascii: ">")
    }

    // MARK: - Helpers

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index >= 0, index + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if matches(literal, at: index) { return index }
            index &+= 1
        }
        return nil
    }
}

/// FNV-1a over lower-cased ASCII, used to name tags and attributes without making strings.
enum FNV {
    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    @inline(__always)
    static func add(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte.asciiLowercased)) &* prime
    }

    static func hash(_ text: StaticString) -> UInt64 {
        var hash = offset
        let pointer = text.utf8Start
        for index in 0..<text.utf8CodeUnitCount { hash = add(pointer[index], to: hash) }
        return hash
    }
}

extension UInt8 {
    @inline(__always)
    var isASCIILetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }

    @inline(__always)
    var isASCIIDigit: Bool { self &- UInt8(ascii: "0") < 10 }

    /// Tab, line feed, form feed, carriage return (a line break once the input is normalised)
    /// and space.
    @inline(__always)
    var isHTMLWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D
    }

    @inline(__always)
    var asciiLowercased: UInt8 { self &- UInt8(ascii: "A") < 26 ? self | 0x20 : self }
}

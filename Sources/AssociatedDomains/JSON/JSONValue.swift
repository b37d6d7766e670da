import _AutoFillSupport

/// A parsed JSON document that keeps what a linter needs: member order, duplicate keys, and
/// the difference between `true` and `1`.
///
/// The parser is strict RFC 8259 (no comments, no trailing commas, no leading zeros), bounded
/// (nesting depth 64), and reports the byte offset of the first problem. Association files are
/// small and untrusted, so it favours exactness over speed.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, kept as written (`1.0` stays `1.0`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order; duplicates are kept (``JSONValue/duplicateKeys`` finds them).
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The value of the last member named `key` of an object (the one JSON parsers keep).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The keys that appear more than once in this object.
    public var duplicateKeys: [String] {
        guard case .object(let members) = self else { return [] }
        var seen: Set<String> = []
        var duplicates: [String] = []
        for member in members where !seen.insert(member.key).inserted && !duplicates.contains(member.key) {
            duplicates.append(member.key)
        }
        return duplicates
    }

    /// What kind of value this is, for messages: "an object", "a string", ...
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var objectValue: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }
}

extension JSONValue {
    /// The deepest nesting accepted.
    public static let maximumDepth = 64

    /// Parses a whole document from UTF-8 bytes (a UTF-8 byte order mark is skipped).
    ///
    /// - Throws: ``AssociatedDomainsError/Code-swift.struct/invalidJSON`` naming the offset.
    public init(parsing bytes: some Collection<UInt8>) throws(AssociatedDomainsError) {
        var parser = JSONParser(bytes: Array(bytes))
        self = try parser.parseDocument()
    }

    /// Parses a whole document.
    public init(parsing text: String) throws(AssociatedDomainsError) {
        try self.init(parsing: Array(text.utf8))
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    mutating func parseDocument() throws(AssociatedDomainsError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw error("the file is empty") }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    func error(_ message: String) -> AssociatedDomainsError {
        AssociatedDomainsError(.invalidJSON, "not valid JSON at byte \(position): \(message)")
    }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    mutating func parseValue(depth: Int) throws(AssociatedDomainsError) -> JSONValue {
        guard depth < JSONValue.maximumDepth else {
            throw error("nested deeper than \(JSONValue.maximumDepth) levels")
        }
        guard position < bytes.count else { throw error("the text ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character '\(printable(bytes[position]))'")
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(AssociatedDomainsError) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<(position + expected.count)]) == expected
        else { throw error("expected '\(word)'") }
        position += expected.count
        return value
    }

    mutating func parseObject(depth: Int) throws(AssociatedDomainsError) -> JSONValue {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a quoted member name")
            }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error("expected ':' after member name")
            }
            position += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard position < bytes.count else { throw error("the object is not closed") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
            position += 1
            return .object(members)
        }
    }

    mutating func parseArray(depth: Int) throws(AssociatedDomainsError) -> JSONValue {
        position += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw error("the array is not closed") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard bytes[position] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
            position += 1
            return .array(values)
        }
    }

    mutating func parseNumber() throws(AssociatedDomainsError) -> JSONValue {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.position
            while parser.position < parser.bytes.count, parser.bytes[parser.position] >= UInt8(ascii: "0"),
                parser.bytes[parser.position] <= UInt8(ascii: "9")
            {
                parser.position += 1
            }
            return parser.position - begin
        }
        let integerStart = position
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("a number needs digits") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number may not have leading zeros")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("a decimal point needs digits after it") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits(&self) > 0 else { throw error("an exponent needs digits") }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    mutating func parseString() throws(AssociatedDomainsError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flushRun(_ parser: JSONParser, into scalars: inout String.UnicodeScalarView, upTo end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard position < bytes.count else { throw error("the string is not closed") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                flushRun(self, into: &scalars, upTo: position)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character must be escaped inside a string") }
            if byte >= 0x80 {
                // Validate one UTF-8 sequence.
                let length = utf8SequenceLength(at: position)
                guard length > 0 else { throw error("the text is not UTF-8") }
                position += length
                continue
            }
            if byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            flushRun(self, into: &scalars, upTo: position)
            position += 1
            guard position < bytes.count else { throw error("the string ends inside an escape") }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var value = try hex4()
                if (0xD800..<0xDC00).contains(value) {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                        bytes[position + 1] == UInt8(ascii: "u")
                    else { throw error("a high surrogate must be followed by a low surrogate") }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw error("a high surrogate must be followed by a low surrogate")
                    }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(value) {
                    throw error("a low surrogate without a high surrogate")
                }
                scalars.append(Unicode.Scalar(value)!)
            default:
                throw error("'\\\(printable(escape))' is not a JSON escape")
            }
            runStart = position
        }
    }

    mutating func hex4() throws(AssociatedDomainsError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Hex.value(of: bytes[position]) else { throw error("\\u needs four hex digits") }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    func utf8SequenceLength(at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        var minimum: UInt32
        var value: UInt32
        switch first {
        case 0xC2...0xDF:
            length = 2
            minimum = 0x80
            value = UInt32(first & 0x1F)
        case 0xE0...0xEF:
            length = 3
            minimum = 0x800
            value = UInt32(first & 0x0F)
        case 0xF0...0xF4:
            length = 4
            minimum = 0x10000
            value = UInt32(first & 0x07)
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800..<0xE000).contains(value) else { return 0 }
        return length
    }

    func printable(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(Unicode.Scalar(byte)) : "0x" + String(byte, radix: 16)
    }
}

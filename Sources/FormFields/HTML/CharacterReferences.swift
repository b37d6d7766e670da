/// Decoding of HTML text and attribute values: character references, NUL, line breaks.
enum HTMLDecoder {
    enum Mode {
        /// Text in the data state: NUL is dropped, as the tree builder does in the body.
        case text
        /// RCDATA (`<title>`, `<textarea>`): NUL becomes U+FFFD.
        case rcdata
        /// An attribute value: NUL becomes U+FFFD, and a legacy reference such as `&copy`
        /// followed by a letter, digit or `=` stays as written.
        case attribute
    }

    /// Appends the decoded UTF-8 of `bytes[range]` to `output`.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, mode: Mode, into output: inout [UInt8]
    ) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                index = decodeReference(bytes, at: index, end: end, inAttribute: mode == .attribute, into: &output)
                continue
            case 0x0D:
                output.append(0x0A)
                if index + 1 < end && bytes[index + 1] == 0x0A { index += 1 }
            case 0:
                if mode != .text { output.append(contentsOf: replacementCharacter) }
            default:
                output.append(byte)
            }
            index += 1
        }
    }

    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Decodes the reference whose `&` is at `start`; returns the index after what it consumed.
    private static func decodeReference(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, inAttribute: Bool, into output: inout [UInt8]
    ) -> Int {
        var index = start + 1
        guard index < end else {
            output.append(UInt8(ascii: "&"))
            return index
        }
        if bytes[index] == UInt8(ascii: "#") {
            return decodeNumeric(bytes, at: start, end: end, into: &output)
        }
        // The run of ASCII letters and digits after `&`.
        let nameStart = index
        while index < end && index - nameStart < 32 && (bytes[index].isASCIILetter || bytes[index].isASCIIDigit) {
            index += 1
        }
        let nameEnd = index
        guard nameEnd > nameStart else {
            output.append(UInt8(ascii: "&"))
            return start + 1
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
        if nameEnd < end && bytes[nameEnd] == UInt8(ascii: ";"), let scalar = NamedReferences.all[name] {
            append(scalar, to: &output)
            return nameEnd + 1
        }
        // Legacy names match without `;`, longest first, as a prefix of the run.
        for length in stride(from: min(nameEnd - nameStart, NamedReferences.longestLegacyName), through: 2, by: -1) {
            let prefix = String(name.utf8.prefix(length))!
            guard NamedReferences.legacy.contains(prefix), let scalar = NamedReferences.all[prefix] else { continue }
            let after = nameStart + length
            if inAttribute && after < end {
                let next = bytes[after]
                if next.isASCIILetter || next.isASCIIDigit || next == UInt8(ascii: "=") {
                    output.append(UInt8(ascii: "&"))
                    return start + 1
                }
            }
            append(scalar, to: &output)
            return after
        }
        output.append(UInt8(ascii: "&"))
        return start + 1
    }

    private static func decodeNumeric(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, into output: inout [UInt8]
    ) -> Int {
        var index = start + 2
        var isHex = false
        if index < end && (bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X")) {
            isHex = true
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < end {
            let byte = bytes[index]
            let digit: UInt32
            if byte.isASCIIDigit {
                digit = UInt32(byte - UInt8(ascii: "0"))
            } else if isHex && (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f") {
                digit = UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
            } else {
                break
            }
            // Saturate: anything past U+10FFFF is replaced anyway.
            value = min(value * (isHex ? 16 : 10) + digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else {
            // `&#` or `&#x` without digits is text.
            output.append(UInt8(ascii: "&"))
            return start + 1
        }
        if index < end && bytes[index] == UInt8(ascii: ";") { index += 1 }
        append(numericScalar(value), to: &output)
        return index
    }

    /// The WHATWG mapping of a numeric reference to a scalar.
    static func numericScalar(_ value: UInt32) -> Unicode.Scalar {
        let replacement = Unicode.Scalar(0xFFFD)!
        if value == 0 || value > 0x10_FFFF || (0xD800...0xDFFF).contains(value) { return replacement }
        if (0x80...0x9F).contains(value), let mapped = windows1252[Int(value - 0x80)] {
            return Unicode.Scalar(mapped)!
        }
        return Unicode.Scalar(value) ?? replacement
    }

    /// Code points 0x80-0x9F read as windows-1252, as browsers do; `nil` keeps the code point.
    private static let windows1252: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil,
        0x017D, nil, nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, nil, 0x017E, 0x0178,
    ]

    private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }
}

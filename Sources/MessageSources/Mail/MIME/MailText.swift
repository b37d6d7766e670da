#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A charset that maps each byte to one code point: ASCII below 0x80, a table above.
struct SingleByteCharset: Sendable {
    let upperHalf: [UInt16]

    init?(name: String) {
        guard let index = Self.names[name] else { return nil }
        upperHalf = Self.upperHalves[index]
    }

    func decode(_ bytes: some Collection<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            let value = byte < 0x80 ? UInt32(byte) : UInt32(upperHalf[Int(byte) - 0x80])
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }
}

/// Bytes to text the way mail means them: charsets by name, the transfer encodings, and the
/// encoded words of header fields.
enum MailText {
    /// What decoding a charset found.
    enum CharsetOutcome: Equatable {
        case decoded
        /// The charset is not one this code knows: read as UTF-8 where valid, else Windows-1252.
        case unknownCharset(String)
        /// The bytes are not valid in the charset; the bad ones became U+FFFD.
        case invalidBytes
    }

    /// A charset label as MIME writes it (`"UTF-8"`, `iso_8859-1`, `"cp1252"`), lower-cased and
    /// trimmed, without the RFC 2231 language (`utf-8*en`).
    static func normalisedCharsetName(_ name: String) -> String {
        var label = name.trimmingWhitespace().lowercasedASCII()
        if label.hasPrefix("\""), label.hasSuffix("\""), label.count >= 2 {
            label = String(label.dropFirst().dropLast())
        }
        if let star = label.firstIndex(of: "*") { label = String(label[..<star]) }
        return label.replacingOccurrences(of: "_", with: "-").trimmingWhitespace()
    }

    /// `bytes` read in the charset `name` (nil means US-ASCII, read as UTF-8 where valid).
    static func decode(_ bytes: some Collection<UInt8>, charset name: String?) -> (String, CharsetOutcome) {
        let label = name.map(normalisedCharsetName) ?? "us-ascii"
        switch label {
        case "utf-8", "utf8", "unicode-1-1-utf-8", "x-unicode20utf8":
            return utf8(bytes)
        case "us-ascii", "ascii", "":
            // Senders that say ASCII often send UTF-8 or Windows-1252.
            if let text = validUTF8(bytes) { return (text, .decoded) }
            return (SingleByteCharset(name: "windows-1252")!.decode(bytes), .decoded)
        case "utf-16", "utf-16be", "utf-16le":
            return utf16(Array(bytes), label: label)
        default:
            if let single = SingleByteCharset(name: label) { return (single.decode(bytes), .decoded) }
            if let text = foundationDecode(Array(bytes), label: label) { return (text, .decoded) }
            if let text = validUTF8(bytes) { return (text, .unknownCharset(label)) }
            return (SingleByteCharset(name: "windows-1252")!.decode(bytes), .unknownCharset(label))
        }
    }

    /// A header field's raw bytes as text: UTF-8 where valid (RFC 6532), else Windows-1252.
    static func string(fromHeaderBytes bytes: some Collection<UInt8>) -> String {
        validUTF8(bytes) ?? SingleByteCharset(name: "windows-1252")!.decode(bytes)
    }

    static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    private static func utf8(_ bytes: some Collection<UInt8>) -> (String, CharsetOutcome) {
        if let text = validUTF8(bytes) { return (text, .decoded) }
        return (String(decoding: bytes, as: UTF8.self), .invalidBytes)
    }

    private static func utf16(_ bytes: [UInt8], label: String) -> (String, CharsetOutcome) {
        var bigEndian = label != "utf-16le"
        var start = 0
        if bytes.count >= 2, label == "utf-16" {
            if bytes[0] == 0xFF, bytes[1] == 0xFE {
                bigEndian = false
                start = 2
            }
            if bytes[0] == 0xFE, bytes[1] == 0xFF { start = 2 }
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = start
        while index + 1 < bytes.count {
            let pair =
                bigEndian
                ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
            units.append(pair)
            index += 2
        }
        let text = String(decoding: units, as: UTF16.self)
        let valid = String(validating: units, as: UTF16.self) != nil && bytes.count % 2 == 0
        return (text, valid ? .decoded : .invalidBytes)
    }

    /// The multi-byte East Asian charsets, where the platform's Foundation has them.
    private static func foundationDecode(_ bytes: [UInt8], label: String) -> String? {
        #if canImport(FoundationEssentials)
        return nil
        #else
        let encoding: String.Encoding
        switch label {
        case "shift-jis", "shift_jis", "sjis", "x-sjis", "ms-kanji", "windows-31j", "cp932": encoding = .shiftJIS
        case "euc-jp", "x-euc-jp": encoding = .japaneseEUC
        case "iso-2022-jp", "csiso2022jp": encoding = .iso2022JP
        default: return nil
        }
        return String(bytes: bytes, encoding: encoding)
        #endif
    }
}

extension MailText {
    /// Quoted-printable (RFC 2045 §6.7), leniently: a `=` not followed by two hex digits or a
    /// line end is kept as it is, as readers do. Soft line breaks (`=` at the end of a line) join.
    static func decodeQuotedPrintable(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            guard byte == UInt8(ascii: "=") else {
                output.append(byte)
                index += 1
                continue
            }
            // A soft line break: '=', optional trailing whitespace, then CRLF or LF.
            var look = index + 1
            while look < input.count, input[look] == 0x20 || input[look] == 0x09 { look += 1 }
            if look < input.count, input[look] == 0x0A {
                index = look + 1
                continue
            }
            if look + 1 < input.count, input[look] == 0x0D, input[look + 1] == 0x0A {
                index = look + 2
                continue
            }
            if look == input.count {
                index = look
                continue
            }
            if index + 2 < input.count, let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2]) {
                output.append(high << 4 | low)
                index += 3
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    /// Base64 as mail carries it (RFC 2045 §6.8): characters outside the alphabet are skipped,
    /// decoding stops at padding; a last incomplete group yields what whole bytes it has.
    static func decodeBase64(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 4 * 3)
        var accumulator: UInt32 = 0
        var bits = 0
        for byte in bytes {
            if byte == UInt8(ascii: "=") { break }
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            default: continue
            }
            accumulator = (accumulator << 6 | UInt32(value)) & 0xFFFFFF
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return output
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

extension MailText {
    /// A header value with its RFC 2047 encoded words (`=?charset?B?...?=`, `=?charset?Q?...?=`)
    /// decoded; whitespace between two adjacent encoded words is dropped, as the RFC says.
    /// A malformed encoded word stays as it is.
    static func decodeEncodedWords(_ text: String) -> String {
        guard text.contains("=?") else { return text }
        let bytes = Array(text.utf8)
        var output = ""
        var index = 0
        var literalStart = 0
        var previousWordEnd: Int? = nil
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?"),
                let (decoded, end) = encodedWord(in: bytes, at: index)
            {
                let between = bytes[literalStart..<index]
                let onlyWhitespace = between.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
                if !(previousWordEnd == literalStart && onlyWhitespace) {
                    output += String(decoding: between, as: UTF8.self)
                }
                output += decoded
                index = end
                literalStart = end
                previousWordEnd = end
                continue
            }
            index += 1
        }
        output += String(decoding: bytes[literalStart...], as: UTF8.self)
        return output
    }

    /// The encoded word starting at `start` (`=?`), decoded, and where it ends.
    private static func encodedWord(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        // =?charset?encoding?text?=  with no whitespace inside; at most 75 characters by the RFC,
        // but long ones occur: allow up to 1000.
        var index = start + 2
        let charsetStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "?") {
            if bytes[index] <= 0x20 || index - start > 1000 { return nil }
            index += 1
        }
        guard index + 2 < bytes.count, index > charsetStart else { return nil }
        let charset = String(decoding: bytes[charsetStart..<index], as: UTF8.self)
        let encoding = bytes[index + 1] | 0x20
        guard encoding == UInt8(ascii: "b") || encoding == UInt8(ascii: "q"), bytes[index + 2] == UInt8(ascii: "?")
        else { return nil }
        index += 3
        let textStart = index
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: "=")) {
            if bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || index - start > 1000 {
                return nil
            }
            index += 1
        }
        guard index + 1 < bytes.count else { return nil }
        let encoded = bytes[textStart..<index]
        let decodedBytes: [UInt8]
        if encoding == UInt8(ascii: "b") {
            decodedBytes = decodeBase64(encoded)
        } else {
            // Q: '_' is a space, =XX a byte.
            decodedBytes = decodeQuotedPrintable(encoded.map { $0 == UInt8(ascii: "_") ? 0x20 : $0 })
        }
        return (decode(decodedBytes, charset: charset).0, index + 2)
    }
}

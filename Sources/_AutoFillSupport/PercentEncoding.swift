/// `%XX` escapes (RFC 3986 §2.1), decoded strictly or leniently and encoded with a set of bytes
/// left as they are.
///
/// Failures are a small ``DecodingError`` so that each caller can throw its own module's error
/// with its own message.
package enum PercentEncoding {
    /// Why text did not decode.
    package struct DecodingError: Error, Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// A `%` not followed by two hexadecimal digits.
            case malformedEscape
            /// The decoded bytes are not UTF-8 (only from ``decodeUTF8(_:plusAsSpace:)``).
            case invalidUTF8
        }

        package let kind: Kind
        /// Where the malformed escape's `%` is, counted in bytes from the start; nil for
        /// ``Kind/invalidUTF8``.
        package let offset: Int?

        package init(kind: Kind, offset: Int?) {
            self.kind = kind
            self.offset = offset
        }
    }

    /// The bytes `encoded` stands for. Every `%` must start an escape of two hexadecimal digits
    /// (either case); `+` becomes a space when `plusAsSpace` (form and query encoding), and every
    /// other byte stands for itself.
    package static func decode(
        _ encoded: some Collection<UInt8>, plusAsSpace: Bool = false
    ) throws(DecodingError) -> [UInt8] {
        let encoded = contiguousArray(encoded)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var offset = 0
        var iterator = encoded.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(Hex.value), let low = iterator.next().flatMap(Hex.value)
                else {
                    throw DecodingError(kind: .malformedEscape, offset: offset)
                }
                bytes.append(high << 4 | low)
                offset += 3
            case UInt8(ascii: "+") where plusAsSpace:
                bytes.append(UInt8(ascii: " "))
                offset += 1
            default:
                bytes.append(byte)
                offset += 1
            }
        }
        return bytes
    }

    /// Like ``decode(_:plusAsSpace:)``, but a `%` that does not start a valid escape stands for
    /// itself, as browsers read URLs (the WHATWG URL standard's percent-decode).
    package static func decodeLeniently(_ encoded: some Collection<UInt8>, plusAsSpace: Bool = false) -> [UInt8] {
        let encoded = contiguousArray(encoded)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index != encoded.endIndex {
            let byte = encoded[index]
            encoded.formIndex(after: &index)
            if byte == UInt8(ascii: "%"), index != encoded.endIndex, let high = Hex.value(of: encoded[index]) {
                let second = encoded.index(after: index)
                if second != encoded.endIndex, let low = Hex.value(of: encoded[second]) {
                    bytes.append(high << 4 | low)
                    index = encoded.index(after: second)
                    continue
                }
            }
            bytes.append(byte == UInt8(ascii: "+") && plusAsSpace ? UInt8(ascii: " ") : byte)
        }
        return bytes
    }

    /// The text `encoded` stands for: ``decode(_:plusAsSpace:)`` of its UTF-8, then the bytes
    /// read as UTF-8, which they must be.
    package static func decodeUTF8(
        _ encoded: some StringProtocol, plusAsSpace: Bool = false
    ) throws(DecodingError) -> String {
        let bytes = try decode(encoded.utf8, plusAsSpace: plusAsSpace)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DecodingError(kind: .invalidUTF8, offset: nil)
        }
        return text
    }

    /// `text`'s UTF-8 with every byte outside `allowed` written `%XX` (upper-case digits).
    package static func encode(_ text: some StringProtocol, allowing allowed: AllowedBytes) -> String {
        let input = contiguousArray(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        for byte in input {
            if allowed.contains(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(upperDigits[Int(byte >> 4)])
                output.append(upperDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let upperDigits = Array("0123456789ABCDEF".utf8)

    /// A set of bytes that ``encode(_:allowing:)`` leaves as they are.
    package struct AllowedBytes: Sendable, Equatable {
        // One bit per byte value, 64 to a word. (Not UInt128: it needs macOS 15 and iOS 18.)
        private var words: [UInt64] = [0, 0, 0, 0]

        /// The bytes for which `isAllowed` is true.
        package init(where isAllowed: (UInt8) -> Bool) {
            for byte in UInt8.min...UInt8.max where isAllowed(byte) { insert(byte) }
        }

        /// RFC 3986's unreserved characters: ASCII letters and digits, `-`, `.`, `_` and `~`.
        package static let unreserved = AllowedBytes { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                true
            default: false
            }
        }

        package func contains(_ byte: UInt8) -> Bool {
            words[Int(byte >> 6)] >> (byte & 63) & 1 == 1
        }

        package mutating func insert(_ byte: UInt8) {
            words[Int(byte >> 6)] |= 1 << (byte & 63)
        }

        /// This set with the UTF-8 bytes of `characters` added.
        package func adding(_ characters: String) -> AllowedBytes {
            var result = self
            for byte in characters.utf8 { result.insert(byte) }
            return result
        }
    }
}

/// Turns a symbol's corrected data codewords back into the message: the segments of
/// ISO/IEC 18004 §7.4, each a mode indicator, a character count and the characters.
///
/// Numeric and alphanumeric characters come out as ASCII, byte segments as their bytes. An ECI
/// header chooses how later byte segments are taken: UTF-8 (ECI 26) and binary (899) as they
/// are, ISO 8859-1 (ECI 1 and 3) converted to UTF-8; other character sets, kanji and hanzi
/// modes are refused as unsupported rather than returned in an encoding the caller cannot tell.
enum DataStreamDecoder {
    /// The message and what the stream said about it.
    struct Message: Sendable, Hashable {
        var bytes: [UInt8] = []
        /// The ECI designators met, in order.
        var extendedChannels: [Int] = []
    }

    private enum CharacterSet {
        /// No ECI yet: bytes are passed on as they are (readers take valid UTF-8 as UTF-8).
        case unspecified
        case latin1
        case unchanged
    }

    static func decode(_ data: [UInt8], version: SymbolVersion) throws(QRCodeError) -> Message {
        var reader = BitReader(data)
        var message = Message()
        var characterSet = CharacterSet.unspecified
        var isGS1 = false
        // Versions 1-9, 10-26 and 27-40 use longer character counts.
        let sizeClass = version.number <= 9 ? 0 : version.number <= 26 ? 1 : 2

        while reader.remaining >= 4 {
            let mode = reader.read(4)
            switch mode {
            case 0b0000:
                return message  // terminator; what follows is padding
            case 0b0001:
                let count = reader.read([10, 12, 14][sizeClass])
                try decodeNumeric(count: count, from: &reader, into: &message.bytes)
            case 0b0010:
                let count = reader.read([9, 11, 13][sizeClass])
                try decodeAlphanumeric(count: count, isGS1: isGS1, from: &reader, into: &message.bytes)
            case 0b0100:
                let count = reader.read([8, 16, 16][sizeClass])
                guard reader.remaining >= 8 * count else { throw truncated("byte") }
                for _ in 0..<count {
                    let byte = UInt8(reader.read(8))
                    if characterSet == .latin1 && byte >= 0x80 {
                        // U+0080-U+00FF in UTF-8.
                        message.bytes.append(0xC0 | byte >> 6)
                        message.bytes.append(0x80 | byte & 0x3F)
                    } else {
                        message.bytes.append(byte)
                    }
                }
            case 0b0111:
                let designator = try readDesignator(&reader)
                message.extendedChannels.append(designator)
                switch designator {
                case 1, 3: characterSet = .latin1
                case 26, 899: characterSet = .unchanged
                default:
                    throw QRCodeError(
                        .unsupported,
                        "the QR code declares character set ECI \(designator); only UTF-8 (26), ISO 8859-1 (1, 3) and "
                            + "binary (899) are supported")
                }
            case 0b1000:
                throw QRCodeError(
                    .unsupported, "the QR code holds kanji (Shift JIS) characters, which are not supported")
            case 0b1101:
                throw QRCodeError(.unsupported, "the QR code holds hanzi (GB 2312) characters, which are not supported")
            case 0b0011:
                // Structured append: this symbol's position and parity; its own data follows.
                guard reader.remaining >= 16 else { throw truncated("structured append") }
                _ = reader.read(16)
            case 0b0101:
                isGS1 = true  // FNC1 in the first position: GS1 data
            case 0b1001:
                guard reader.remaining >= 8 else { throw truncated("FNC1") }
                _ = reader.read(8)  // the application indicator
            default:
                throw QRCodeError(.unreadable, "the QR code's data has an unknown mode indicator \(mode)")
            }
        }
        return message  // a stream that fills the symbol needs no terminator
    }

    private static func truncated(_ mode: String) -> QRCodeError {
        QRCodeError(.unreadable, "the QR code's data ends inside a \(mode) segment")
    }

    private static func decodeNumeric(count: Int, from reader: inout BitReader, into bytes: inout [UInt8])
        throws(QRCodeError)
    {
        // Three digits in 10 bits; a last group of two in 7 bits or of one in 4.
        let bits = count / 3 * 10 + [0, 4, 7][count % 3]
        guard reader.remaining >= bits else { throw truncated("numeric") }
        var left = count
        while left > 0 {
            let digits = min(3, left)
            let value = reader.read([0, 4, 7, 10][digits])
            guard value < [1, 10, 100, 1000][digits] else {
                throw QRCodeError(.unreadable, "the QR code's numeric data holds a group larger than its digits allow")
            }
            var divisor = [1, 1, 10, 100][digits]
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
            left -= digits
        }
    }

    /// The 45 characters of alphanumeric mode, by value (ISO/IEC 18004 table 5).
    static let alphanumericCharacters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    private static func decodeAlphanumeric(
        count: Int, isGS1: Bool, from reader: inout BitReader, into bytes: inout [UInt8]
    ) throws(QRCodeError) {
        // Two characters in 11 bits; a last single one in 6.
        let bits = count / 2 * 11 + count % 2 * 6
        guard reader.remaining >= bits else { throw truncated("alphanumeric") }
        var characters: [UInt8] = []
        characters.reserveCapacity(count)
        var left = count
        while left > 0 {
            if left >= 2 {
                let value = reader.read(11)
                guard value < 45 * 45 else { throw invalidAlphanumeric() }
                characters.append(alphanumericCharacters[value / 45])
                characters.append(alphanumericCharacters[value % 45])
                left -= 2
            } else {
                let value = reader.read(6)
                guard value < 45 else { throw invalidAlphanumeric() }
                characters.append(alphanumericCharacters[value])
                left -= 1
            }
        }
        if isGS1 {
            // In GS1 data "%" separates fields (the GS control character) and "%%" is a percent sign.
            var index = 0
            while index < characters.count {
                if characters[index] == UInt8(ascii: "%") {
                    if index + 1 < characters.count && characters[index + 1] == UInt8(ascii: "%") {
                        bytes.append(UInt8(ascii: "%"))
                        index += 2
                        continue
                    }
                    bytes.append(0x1D)
                } else {
                    bytes.append(characters[index])
                }
                index += 1
            }
        } else {
            bytes += characters
        }
    }

    private static func invalidAlphanumeric() -> QRCodeError {
        QRCodeError(.unreadable, "the QR code's alphanumeric data holds a value outside the 45 characters")
    }

    /// An ECI designator: one, two or three bytes, told apart by their leading bits
    /// (ISO/IEC 18004 table 4).
    private static func readDesignator(_ reader: inout BitReader) throws(QRCodeError) -> Int {
        guard reader.remaining >= 8 else { throw truncated("ECI") }
        let first = reader.read(8)
        if first & 0x80 == 0 { return first }
        if first & 0xC0 == 0x80 {
            guard reader.remaining >= 8 else { throw truncated("ECI") }
            return (first & 0x3F) << 8 | reader.read(8)
        }
        if first & 0xE0 == 0xC0 {
            guard reader.remaining >= 16 else { throw truncated("ECI") }
            return (first & 0x1F) << 16 | reader.read(16)
        }
        throw QRCodeError(.unreadable, "the QR code's data has an invalid ECI designator")
    }
}

/// Reads bits most significant first. Reading past the end yields zero bits; callers check
/// ``remaining`` where running out matters.
struct BitReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count * 8 - position }

    /// The next `count` bits (at most 32) as an integer.
    mutating func read(_ count: Int) -> Int {
        var value = 0
        for _ in 0..<count {
            let bit = position < bytes.count * 8 ? Int(bytes[position >> 3] >> (7 - position & 7) & 1) : 0
            value = value << 1 | bit
            position += 1
        }
        return value
    }
}

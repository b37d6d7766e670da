/// How a text travels as SMS: its encoding, its length in that encoding and how many segments it
/// takes.
///
/// A text whose every character is in the GSM 03.38 default alphabet (3GPP TS 23.038), counting
/// the extension table's characters (`^ { } \ [ ~ ] | €` and form feed) as two septets each, is
/// sent as GSM-7: one segment holds 160 septets, or 153 when the message is split (the other
/// seven carry the concatenation header), and an escape pair is never split across segments.
/// Any other character makes the whole text UCS-2: 70 UTF-16 code units in one segment, 67 per
/// segment when split, and a surrogate pair is never split.
///
/// ```swift
/// let size = SMSSegmentation("Your code is 123456")
/// size.encoding      // .gsm7
/// size.segmentCount  // 1
/// SMSSegmentation("验证码 123456").encoding  // .ucs2
/// ```
public struct SMSSegmentation: Sendable, Hashable {
    /// The character encoding of an SMS.
    public enum Encoding: String, Sendable, Hashable, CaseIterable {
        /// The GSM 03.38 default alphabet with its extension table, 7 bits a character.
        case gsm7 = "GSM-7"
        /// UTF-16 (strictly UCS-2, but every phone sends surrogate pairs), 16 bits a code unit.
        case ucs2 = "UCS-2"
    }

    /// The encoding the text needs.
    public let encoding: Encoding
    /// The length in the encoding's units: septets for GSM-7, UTF-16 code units for UCS-2.
    public let unitCount: Int
    /// The number of segments the text is sent as (at least 1).
    public let segmentCount: Int
    /// The units one segment holds at this size: 160 or 153 for GSM-7, 70 or 67 for UCS-2.
    public let unitsPerSegment: Int
    /// How many more units fit in the last segment.
    public let unitsRemaining: Int
    /// The distinct characters that are not in the GSM alphabet, in order of appearance: the
    /// reason a text is UCS-2.
    public let nonGSMCharacters: [Unicode.Scalar]

    /// Measures `text`.
    public init(_ text: some StringProtocol) {
        var septets = 0
        var nonGSM: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            let cost = GSM7.septets(for: scalar)
            if cost == 0 {
                if !nonGSM.contains(scalar) { nonGSM.append(scalar) }
            } else {
                septets += cost
            }
        }
        nonGSMCharacters = nonGSM
        if nonGSM.isEmpty {
            encoding = .gsm7
            unitCount = septets
            (segmentCount, unitsPerSegment, unitsRemaining) = Self.layout(
                total: septets, single: 160, multiple: 153, costs: text.unicodeScalars.lazy.map(GSM7.septets(for:)))
        } else {
            encoding = .ucs2
            let units = text.utf16.count
            unitCount = units
            (segmentCount, unitsPerSegment, unitsRemaining) = Self.layout(
                total: units, single: 70, multiple: 67,
                costs: text.unicodeScalars.lazy.map { $0.value > 0xFFFF ? 2 : 1 })
        }
    }

    /// Packs characters of the given costs into segments without splitting one.
    private static func layout(total: Int, single: Int, multiple: Int, costs: some Sequence<Int>) -> (Int, Int, Int) {
        if total <= single { return (1, single, single - total) }
        var segments = 1
        var used = 0
        for cost in costs {
            if used + cost > multiple {
                segments += 1
                used = 0
            }
            used += cost
        }
        return (segments, multiple, multiple - used)
    }
}

/// The GSM 03.38 default alphabet and its extension table (3GPP TS 23.038 §6.2.1).
enum GSM7 {
    /// The septets `scalar` takes: 1 in the basic table, 2 in the extension table (escape +
    /// character), 0 when it cannot be encoded.
    static func septets(for scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return Int(ascii[Int(value)]) }
        switch value {
        // Basic table, beyond ASCII.
        case 0xA3, 0xA5, 0xE8, 0xE9, 0xF9, 0xEC, 0xF2, 0xC7, 0xD8, 0xF8, 0xC5, 0xE5,  // £ ¥ è é ù ì ò Ç Ø ø Å å
            0x394, 0x3A6, 0x393, 0x39B, 0x3A9, 0x3A0, 0x3A8, 0x3A3, 0x398, 0x39E,  // Δ Φ Γ Λ Ω Π Ψ Σ Θ Ξ
            0xC6, 0xE6, 0xDF, 0xC9, 0xA4, 0xA1, 0xC4, 0xD6, 0xD1, 0xDC, 0xA7,  // Æ æ ß É ¤ ¡ Ä Ö Ñ Ü §
            0xBF, 0xE4, 0xF6, 0xF1, 0xFC, 0xE0:  // ¿ ä ö ñ ü à
            return 1
        case 0x20AC:  // €, extension table
            return 2
        default:
            return 0
        }
    }

    /// Septets per ASCII character: LF and CR and the printable characters but `` ` `` are in
    /// the basic table; `^ { } \ [ ~ ] |` and form feed are in the extension table.
    static let ascii: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for value in 0x20...0x7E { table[value] = 1 }
        table[0x60] = 0  // ` is not in the alphabet
        for character in "^{}\\[~]|".unicodeScalars { table[Int(character.value)] = 2 }
        table[0x0A] = 1
        table[0x0D] = 1
        table[0x0C] = 2  // form feed, extension table
        return table
    }()
}

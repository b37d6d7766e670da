/// Hexadecimal digits and byte strings.
package enum Hex {
    /// The value (0-15) of an ASCII hexadecimal digit of either case; nil for any other byte.
    @inlinable
    package static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// The bytes written by pairs of digits (either case, nothing between them); nil for an odd
    /// number of digits or any other character.
    package static func decode(_ digits: some Collection<UInt8>) -> [UInt8]? {
        let digits = contiguousArray(digits)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = digits.startIndex
        while index != digits.endIndex {
            let next = digits.index(after: index)
            guard let high = value(of: digits[index]), let low = value(of: digits[next]) else { return nil }
            bytes.append(high << 4 | low)
            index = digits.index(after: next)
        }
        return bytes
    }

    /// The bytes written in `text` by pairs of digits, as above.
    package static func decode(_ text: some StringProtocol) -> [UInt8]? {
        decode(text.utf8)
    }

    /// Two digits per byte, lower case unless `uppercase`, with `separator` between bytes
    /// (`AA:BB:CC`).
    package static func encode(
        _ bytes: some Sequence<UInt8>, uppercase: Bool = false, separator: String = ""
    ) -> String {
        let bytes = contiguousArray(bytes)
        let digits = uppercase ? upperDigits : lowerDigits
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 3)
        for byte in bytes {
            if !output.isEmpty { output.append(contentsOf: separator.utf8) }
            output.append(digits[Int(byte >> 4)])
            output.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let lowerDigits = Array("0123456789abcdef".utf8)
    private static let upperDigits = Array("0123456789ABCDEF".utf8)
}

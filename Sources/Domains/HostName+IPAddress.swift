import _AutoFillSupport

// IPv4 and IPv6 literals, parsed as the WHATWG URL standard parses them (so `0x7f.1`,
// `2130706433` and `127.0.0.1` are one host, as they are to a browser).

extension HostName {
    /// The address's bytes in network order (4 for IPv4, 16 for IPv6); `nil` for a name.
    public var ipAddressBytes: [UInt8]? {
        switch kind {
        case .domain:
            return nil
        case .ipv4:
            return ascii.split(separator: ".").map { UInt8($0)! }
        case .ipv6:
            guard let pieces = Self.parseIPv6(ascii.utf8.dropFirst().dropLast()) else { return nil }
            return pieces.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
    }

    /// Whether the last label is a number, which makes the whole name an IPv4 address.
    static func endsInNumber(_ ascii: String) -> Bool {
        let bytes = Substring(ascii).utf8
        let last = bytes[(bytes.lastIndex(of: UInt8(ascii: ".")).map(bytes.index(after:)) ?? bytes.startIndex)...]
        guard !last.isEmpty else { return false }
        if last.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        return ipv4Number(last) != nil
    }

    init(ipv4 ascii: String, original: Substring) throws(DomainError) {
        var parts = Substring(ascii).utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if parts.count > 1, parts.last!.isEmpty { parts.removeLast() }
        guard parts.count <= 4 else {
            throw DomainError(.invalidIPAddress, "\(quoted(original)) ends in a number but has more than 4 parts")
        }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = Self.ipv4Number(part) else {
                throw DomainError(
                    .invalidIPAddress, "\(quoted(original)) ends in a number but is not an IPv4 address")
            }
            numbers.append(number)
        }
        for number in numbers.dropLast() where number > 255 {
            throw DomainError(.invalidIPAddress, "\(quoted(original)): \(number) is above 255")
        }
        let lastLimit = UInt64(1) << (8 * UInt64(5 - numbers.count))
        guard numbers.last! < lastLimit else {
            throw DomainError(.invalidIPAddress, "\(quoted(original)): the last number is too large")
        }
        var address = numbers.last!
        for (index, number) in numbers.dropLast().enumerated() {
            address += number << (8 * UInt64(3 - index))
        }
        let text = (0..<4).map { String((address >> (8 * UInt64(3 - $0))) & 0xFF) }.joined(separator: ".")
        self.init(uncheckedASCII: text, kind: .ipv4)
    }

    /// A decimal, `0x` hexadecimal or `0`-prefixed octal number, as WHATWG's IPv4 number parser.
    private static func ipv4Number(_ part: Substring.UTF8View.SubSequence) -> UInt64? {
        guard !part.isEmpty else { return nil }
        var digits = part[...]
        var radix: UInt64 = 10
        if digits.count >= 2, digits.first == UInt8(ascii: "0"),
            digits[digits.index(after: digits.startIndex)] | 0x20 == UInt8(ascii: "x")
        {
            digits = digits.dropFirst(2)
            radix = 16
        } else if digits.count >= 2, digits.first == UInt8(ascii: "0") {
            digits = digits.dropFirst()
            radix = 8
        }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
            guard digit < radix else { return nil }
            value = value * radix + digit
            // Anything above 2^32 is invalid whatever follows; stop before overflowing.
            if value > 0xFFFF_FFFF { value = 0x1_0000_0000 }
        }
        return value
    }

    init(ipv6 text: Substring, original: Substring) throws(DomainError) {
        guard let pieces = Self.parseIPv6(text.utf8) else {
            throw DomainError(.invalidIPAddress, "\(quoted(original)) is not a valid IPv6 address")
        }
        self.init(uncheckedASCII: "[" + Self.serializeIPv6(pieces) + "]", kind: .ipv6)
    }

    /// WHATWG's IPv6 parser: eight 16-bit pieces, `::` compression, an optional trailing IPv4 part.
    static func parseIPv6(_ input: some Collection<UInt8>) -> [UInt16]? {
        let bytes = Array(input)
        var address = [UInt16](repeating: 0, count: 8)
        var pieceIndex = 0
        var compress: Int? = nil
        var pointer = 0
        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

        if at(0) == UInt8(ascii: ":") {
            guard at(1) == UInt8(ascii: ":") else { return nil }
            pointer = 2
            pieceIndex = 1
            compress = 1
        }
        while let byte = at(pointer) {
            guard pieceIndex < 8 else { return nil }
            if byte == UInt8(ascii: ":") {
                guard compress == nil else { return nil }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value: UInt32 = 0
            var length = 0
            while length < 4, let digit = at(pointer).flatMap(Hex.value) {
                value = value * 16 + UInt32(digit)
                pointer += 1
                length += 1
            }
            if at(pointer) == UInt8(ascii: ".") {
                guard length > 0, pieceIndex <= 6 else { return nil }
                pointer -= length
                var numbersSeen = 0
                while at(pointer) != nil {
                    var piece: UInt32? = nil
                    if numbersSeen > 0 {
                        guard at(pointer) == UInt8(ascii: "."), numbersSeen < 4 else { return nil }
                        pointer += 1
                    }
                    guard let first = at(pointer), first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
                        return nil
                    }
                    while let digit = at(pointer), digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
                        let number = UInt32(digit - UInt8(ascii: "0"))
                        if let current = piece {
                            guard current != 0 else { return nil }
                            piece = current * 10 + number
                        } else {
                            piece = number
                        }
                        guard piece! <= 255 else { return nil }
                        pointer += 1
                    }
                    address[pieceIndex] = address[pieceIndex] &* 0x100 &+ UInt16(piece!)
                    numbersSeen += 1
                    if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
                }
                guard numbersSeen == 4 else { return nil }
                break
            } else if at(pointer) == UInt8(ascii: ":") {
                pointer += 1
                guard at(pointer) != nil else { return nil }
            } else if at(pointer) != nil {
                return nil
            }
            address[pieceIndex] = UInt16(value)
            pieceIndex += 1
        }
        if let compress {
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0, swaps > 0 {
                address.swapAt(pieceIndex, compress + swaps - 1)
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            return nil
        }
        return address
    }

    /// RFC 5952: lower-case hex, no leading zeros, the first longest run of two or more zero
    /// pieces as `::`.
    static func serializeIPv6(_ pieces: [UInt16]) -> String {
        var bestStart = -1
        var bestLength = 1
        var index = 0
        while index < 8 {
            if pieces[index] == 0 {
                var end = index
                while end < 8, pieces[end] == 0 { end += 1 }
                if end - index > bestLength {
                    bestStart = index
                    bestLength = end - index
                }
                index = end
            } else {
                index += 1
            }
        }
        var output = ""
        var ignoring = false
        for (position, piece) in pieces.enumerated() {
            if ignoring && piece == 0 { continue }
            ignoring = false
            if position == bestStart {
                output += position == 0 ? "::" : ":"
                ignoring = true
                continue
            }
            output += String(piece, radix: 16)
            if position != 7 { output += ":" }
        }
        return output
    }
}

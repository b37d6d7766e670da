/// The canonical forms a DKIM hash is computed over (RFC 6376 §3.4). Input line ends are CRLF
/// (the verifier turns bare LF into CRLF first).
enum DKIMCanonicalization {
    /// One header field in the form `canonicalization` hashes it, with its CRLF.
    static func header(_ field: MailHeader.Field, _ canonicalization: DKIMSignature.Canonicalization) -> [UInt8] {
        switch canonicalization {
        case .simple:
            var raw = Array(field.raw)
            if !raw.hasSuffix([0x0D, 0x0A]) {
                if raw.last == 0x0A { raw.removeLast() }
                raw += [0x0D, 0x0A]
            }
            return raw
        case .relaxed:
            return relaxedHeader(name: field.name, value: field.rawValue)
        }
    }

    /// `name:value` with the name lower-cased, the value unfolded, whitespace runs as one space
    /// and none at either end; CRLF after.
    static func relaxedHeader(name: String, value: some Collection<UInt8>) -> [UInt8] {
        var output = Array(name.lowercasedASCII().utf8)
        while let last = output.last, last == 0x20 || last == 0x09 { output.removeLast() }
        output.append(UInt8(ascii: ":"))
        let valueStart = output.count
        var pendingSpace = false
        for byte in value {
            switch byte {
            case 0x0D, 0x0A: continue
            case 0x20, 0x09: pendingSpace = true
            default:
                if pendingSpace, output.count > valueStart { output.append(0x20) }
                pendingSpace = false
                output.append(byte)
            }
        }
        output += [0x0D, 0x0A]
        return output
    }

    /// The body in its canonical form.
    static func body(_ body: some Collection<UInt8>, _ canonicalization: DKIMSignature.Canonicalization) -> [UInt8] {
        var lines = splitLines(Array(body))
        if canonicalization == .relaxed {
            lines = lines.map { line in
                var output: [UInt8] = []
                output.reserveCapacity(line.count)
                var pendingSpace = false
                for byte in line {
                    if byte == 0x20 || byte == 0x09 {
                        pendingSpace = true
                    } else {
                        if pendingSpace { output.append(0x20) }
                        pendingSpace = false
                        output.append(byte)
                    }
                }
                return output[...]
            }
        }
        // Empty lines at the end are ignored.
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        if lines.isEmpty {
            return canonicalization == .simple ? [0x0D, 0x0A] : []
        }
        var output: [UInt8] = []
        output.reserveCapacity(body.count + 2)
        for line in lines {
            output += line
            output += [0x0D, 0x0A]
        }
        return output
    }

    /// Lines of a CRLF text, without their CRLF; a last line without CRLF counts as a line.
    private static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x0D, bytes[index + 1] == 0x0A {
                lines.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// `bytes` with every LF that has no CR before it turned into CRLF.
    static func crlf(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 32)
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A, previous != 0x0D { output.append(0x0D) }
            output.append(byte)
            previous = byte
        }
        return output
    }
}

extension Array where Element == UInt8 {
    func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

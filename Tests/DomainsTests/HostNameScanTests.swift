import Testing

@testable import Domains

/// The one-pass ASCII scan of `HostName` against a byte-by-byte reading of the same rules, over
/// many generated hosts: both must agree on the result, the error and the byte at fault.
@Suite struct HostNameScanTests {
    /// The rules read one byte at a time, tracking every label property as it goes.
    static func referenceScan(_ bytes: [UInt8]) -> String {
        if bytes.isEmpty { return "invalid emptyHost 0" }
        var labelLength = 0
        var previous = UInt8(ascii: ".")
        var isLowercase = true
        var xnPrefix = 0
        var isDecimal = true
        var isHex = true
        var lastIsNumber = false
        for byte in bytes {
            if byte >= 0x80 { return "needsIDNA" }
            if byte == UInt8(ascii: ".") {
                if labelLength == 0 { return "invalid emptyLabel \(byte)" }
                if previous == UInt8(ascii: "-") { return "invalid invalidLabel \(byte)" }
                lastIsNumber = isDecimal || (isHex && labelLength >= 2)
                (labelLength, xnPrefix, isDecimal, isHex, previous) = (0, 0, true, true, byte)
                continue
            }
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let lower = isUpper ? byte + 0x20 : byte
            if isUpper { isLowercase = false }
            let isDigit = lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            if lower == UInt8(ascii: "-") {
                if labelLength == 0 { return "invalid invalidLabel \(byte)" }
            } else if !isDigit && !isLetter && lower != UInt8(ascii: "_") {
                return "invalid forbiddenCharacter \(byte)"
            }
            let expected = Array("xn--".utf8)
            if xnPrefix == labelLength && xnPrefix < 4 && lower == expected[xnPrefix] {
                xnPrefix += 1
                if xnPrefix == 4 { return "needsIDNA" }
            }
            isDecimal = isDecimal && isDigit
            switch labelLength {
            case 0: isHex = isHex && lower == UInt8(ascii: "0")
            case 1: isHex = isHex && lower == UInt8(ascii: "x")
            default: isHex = isHex && (isDigit || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f")))
            }
            labelLength += 1
            if labelLength > 63 { return "invalid labelTooLong \(byte)" }
            previous = lower
        }
        if previous == UInt8(ascii: "-") { return "invalid invalidLabel \(previous)" }
        var count = bytes.count
        if previous != UInt8(ascii: ".") { lastIsNumber = isDecimal || (isHex && labelLength >= 2) }
        if previous == UInt8(ascii: ".") {
            count -= 1
            if count == 0 { return "invalid emptyLabel \(previous)" }
            isLowercase = false
        }
        return "ascii \(count) \(isLowercase) \(lastIsNumber)"
    }

    static func scan(_ bytes: [UInt8]) -> String {
        switch bytes.withUnsafeBufferPointer({ HostName.scanASCII($0) }) {
        case .needsIDNA: "needsIDNA"
        case .invalid(let code, let byte): "invalid \(code) \(byte)"
        case .ascii(let count, let isLowercase, let endsInNumber): "ascii \(count) \(isLowercase) \(endsInNumber)"
        }
    }

    /// Four 63-byte labels: 255 bytes; cut to 253 and 254 below.
    static let longName = Array(repeating: String(repeating: "b", count: 63), count: 4).joined(separator: ".")

    static let edges: [String] = [
        "", ".", "..", "a", "A", "a.", "a..", ".a", "-a", "a-", "a-.b", "a.-b", "a.b-", "a--b", "xn--", "XN--a",
        "xn--bcher-kva.example", "xn-a", "axn--b", "a.xn--b", "x.n--", "0", "0x", "0X", "0x1g", "0xfF", "1.2.3.4",
        "1.2.3.4.", "0x7f.1", "a.1", "1.a", "_a._b", "a b", "a:b", "[::1]", "é.example", "a.é", "LOGIN.Example.COM",
        String(repeating: "a", count: 63), String(repeating: "a", count: 64), String(repeating: "a", count: 64) + "!",
        String(repeating: "a", count: 63) + "-", String(repeating: "1", count: 64),
        String(longName.dropLast(2)), String(longName.dropLast(1)), String(longName.dropLast(2)) + ".",
        String(longName.dropLast(1)) + ".",
    ]

    @Test func edgeCasesAgree() {
        for host in Self.edges {
            let bytes = Array(host.utf8)
            #expect(Self.scan(bytes) == Self.referenceScan(bytes), "\(host)")
        }
    }

    @Test func generatedHostsAgree() {
        // A fixed-seed generator over an alphabet rich in the bytes the rules care about.
        var random = SeededBytes(seed: 0x9E37_79B9_7F4A_7C15)
        let alphabet = Array("aAxXnN0129fFgG-._-..-x!:@ \u{7F}".utf8) + [0xC3, 0xA9, 0x80]
        var disagreements = 0
        var checked = 0
        for _ in 0..<200_000 {
            var bytes = random.bytes(random.below(80), from: alphabet)
            if random.below(4) == 0 {
                // Long labels near the 63-byte limit.
                let label = 60 + random.below(6)
                bytes.insert(contentsOf: repeatElement(UInt8(ascii: "a"), count: label), at: 0)
            }
            checked += 1
            if Self.scan(bytes) != Self.referenceScan(bytes) {
                disagreements += 1
                if disagreements <= 5 {
                    Issue.record("scan disagrees for \(bytes): \(Self.scan(bytes)) vs \(Self.referenceScan(bytes))")
                }
            }
        }
        #expect(checked == 200_000)
        #expect(disagreements == 0)
    }

    @Test func scanResultsReachHostName() throws {
        // The fast path's answers as `HostName` gives them.
        #expect(try HostName("LOGIN.Example.COM.").ascii == "login.example.com")
        #expect(try HostName("login.example.com").ascii == "login.example.com")
        #expect(try HostName("0x7F.1").ascii == "127.0.0.1")
        #expect(try HostName("XN--BCHER-KVA.example").ascii == "xn--bcher-kva.example")
        #expect(throws: DomainError.self) { try HostName(String(repeating: "a", count: 64) + ".example") }
        #expect(throws: DomainError.self) { try HostName("a-.example") }
    }
}

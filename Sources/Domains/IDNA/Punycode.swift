/// Punycode (RFC 3492): the encoding of a Unicode label as letters, digits and hyphens.
///
/// This is the raw transform, without the `xn--` prefix and without IDNA's mapping and checks;
/// to turn a host name into its ASCII form use ``HostName`` (or ``IDNA``).
///
/// ```swift
/// try Punycode.encode("bücher")      // "bcher-kva"
/// try Punycode.decode("bcher-kva")   // "bücher"
/// ```
public enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128

    /// Encodes `text`; the result is ASCII. Basic (ASCII) code points are copied, in order,
    /// before the last hyphen.
    ///
    /// - Throws: ``DomainError/Code-swift.struct/invalidPunycode`` when the text is so long that
    ///   the encoding overflows.
    public static func encode(_ text: some StringProtocol) throws(DomainError) -> String {
        try encode(scalars: Array(text.unicodeScalars))
    }

    /// Decodes Punycode `text` (without `xn--`); letters may be in either case.
    ///
    /// - Throws: ``DomainError/Code-swift.struct/invalidPunycode`` for a character that is not a
    ///   Punycode digit, a truncated number, an overflow, or a result that is not a Unicode scalar.
    public static func decode(_ text: some StringProtocol) throws(DomainError) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: try decode(scalars: Array(text.utf8)))
        return result
    }

    static func encode(scalars input: [Unicode.Scalar]) throws(DomainError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 8)
        for scalar in input where scalar.isASCII { output.append(UInt8(scalar.value)) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }

        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            var next = Int.max
            for scalar in input where Int(scalar.value) >= n && Int(scalar.value) < next { next = Int(scalar.value) }
            let (step, overflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, step <= Int(Int32.max) - delta else { throw overflowError() }
            delta += step
            n = next
            for scalar in input {
                let value = Int(scalar.value)
                if value < n {
                    delta += 1
                    guard delta <= Int(Int32.max) else { throw overflowError() }
                }
                if value == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta: delta, count: handled + 1, isFirst: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func decode(scalars input: [UInt8]) throws(DomainError) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        let delimiter = input.lastIndex(of: UInt8(ascii: "-")) ?? 0
        for byte in input[..<delimiter] {
            guard byte < 0x80 else { throw DomainError(.invalidPunycode, "Punycode must be ASCII") }
            output.append(Unicode.Scalar(byte))
        }
        var position = delimiter > 0 ? delimiter + 1 : 0
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < input.count {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard position < input.count else {
                    throw DomainError(.invalidPunycode, "the Punycode ends in the middle of a number")
                }
                guard let value = digitValue(input[position]) else {
                    throw DomainError(
                        .invalidPunycode, "'\(Unicode.Scalar(input[position]))' is not a Punycode digit")
                }
                position += 1
                let (product, productOverflow) = value.multipliedReportingOverflow(by: weight)
                let (sum, sumOverflow) = i.addingReportingOverflow(product)
                guard !productOverflow, !sumOverflow, sum <= Int(Int32.max) else { throw overflowError() }
                i = sum
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if value < t { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow, nextWeight <= Int(Int32.max) else { throw overflowError() }
                weight = nextWeight
                k += base
            }
            let count = output.count + 1
            bias = adapt(delta: i - oldI, count: count, isFirst: oldI == 0)
            n += i / count
            i %= count
            guard n >= 0x80, n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else {
                throw DomainError(.invalidPunycode, "the Punycode decodes to a code point that is not allowed")
            }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    private static func adapt(delta: Int, count: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    private static func overflowError() -> DomainError {
        DomainError(.invalidPunycode, "the label is too long for Punycode")
    }
}

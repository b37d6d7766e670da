/// Netpbm images (PBM, PGM, PPM; plain and raw) read as 8-bit luminance, for `qr decode`.
/// They are what image tools convert to most simply (`convert x.png x.pgm`, `pngtopnm`).
struct PortableAnymap {
    let width: Int
    let height: Int
    /// Row-major, 0 black and 255 white.
    let luminance: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `bytes`, refusing images larger than `maximumDimension` each way before reading
    /// their pixels.
    init(_ bytes: [UInt8], maximumDimension: Int) throws(Failure) {
        var parser = Parser(bytes: bytes)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"),
            (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[1])
        else {
            throw Failure(description: "not a PBM, PGM or PPM image (the file does not start with P1-P6)")
        }
        let kind = Int(bytes[1] - UInt8(ascii: "0"))
        parser.position = 2
        let width = try parser.number()
        let height = try parser.number()
        guard width >= 1, height >= 1 else { throw Failure(description: "the image is \(width)×\(height) pixels") }
        guard width <= maximumDimension, height <= maximumDimension else {
            throw Failure(
                description: "the image is \(width)×\(height) pixels; the reader accepts at most "
                    + "\(maximumDimension) each way")
        }
        let maximum = kind == 1 || kind == 4 ? 1 : try parser.number()
        guard (1...65535).contains(maximum) else {
            throw Failure(description: "the image's maximum value must be 1-65535, got \(maximum)")
        }
        let count = width * height
        var luminance = [UInt8](repeating: 0, count: count)
        func scaled(_ value: Int) -> UInt8 { UInt8(min(value, maximum) * 255 / maximum) }
        func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
            scaled((299 * min(r, maximum) + 587 * min(g, maximum) + 114 * min(b, maximum) + 500) / 1000)
        }

        switch kind {
        case 1:
            // Plain PBM: 1 is black; digits need not be separated.
            for index in 0..<count { luminance[index] = try parser.bit() ? 0 : 255 }
        case 2:
            for index in 0..<count { luminance[index] = scaled(try parser.number()) }
        case 3:
            for index in 0..<count {
                luminance[index] = luma(try parser.number(), try parser.number(), try parser.number())
            }
        default:
            // Raw formats: exactly one whitespace byte after the header, then binary samples.
            parser.position += 1
            let rowBytes = (width + 7) / 8
            let sampleBytes = maximum < 256 ? 1 : 2
            let needed = kind == 4 ? rowBytes * height : count * sampleBytes * (kind == 6 ? 3 : 1)
            guard bytes.count - parser.position >= needed else {
                throw Failure(description: "the image data is shorter than \(width)×\(height) pixels")
            }
            let start = parser.position
            func sample(_ index: Int) -> Int {
                sampleBytes == 1
                    ? Int(bytes[start + index]) : Int(bytes[start + 2 * index]) << 8 | Int(bytes[start + 2 * index + 1])
            }
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * width + x
                    switch kind {
                    case 4:
                        let byte = bytes[start + y * rowBytes + x / 8]
                        luminance[index] = byte & (0x80 >> UInt8(x % 8)) != 0 ? 0 : 255
                    case 5:
                        luminance[index] = scaled(sample(index))
                    default:
                        luminance[index] = luma(sample(3 * index), sample(3 * index + 1), sample(3 * index + 2))
                    }
                }
            }
        }
        self.width = width
        self.height = height
        self.luminance = luminance
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        mutating func skipSpaceAndComments() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "#") {
                    while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    position += 1
                } else {
                    return
                }
            }
        }

        mutating func number() throws(Failure) -> Int {
            skipSpaceAndComments()
            var value = 0
            var digits = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                digits += 1
                position += 1
                guard value <= 1 << 24 else { throw Failure(description: "a number in the image is too large") }
            }
            guard digits > 0 else { throw Failure(description: "the image ends early or holds something not a number") }
            return value
        }

        mutating func bit() throws(Failure) -> Bool {
            skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "0") || bytes[position] == UInt8(ascii: "1")
            else { throw Failure(description: "the image ends early or holds something other than 0 and 1") }
            position += 1
            return bytes[position - 1] == UInt8(ascii: "1")
        }
    }
}

import BenchmarkSupport
import Foundation
import QRCodes

// What the web page posts: a 1000×1000 greyscale canvas with a set-up link's code on it,
// turned a little, with some noise; and the same canvas with no code (the reader's worst case:
// every pass runs to the end).
let link = "otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Example"
let side = 1000

func canvas(with code: QRCode?, moduleSize: Double, degrees: Double) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    var pixels = (0..<(side * side)).map { _ in UInt8(220 + Int.random(in: 0..<20, using: &generator)) }
    guard let code else { return pixels }
    let radians = degrees * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    let span = Double(code.size + 8) * moduleSize
    let center = Double(side) / 2
    for y in 0..<side {
        for x in 0..<side {
            // The pixel in the symbol's frame: turned back about the centre.
            let dx = Double(x) - center
            let dy = Double(y) - center
            let u = (dx * cosine + dy * sine + span / 2) / moduleSize - 4
            let v = (-dx * sine + dy * cosine + span / 2) / moduleSize - 4
            guard u >= -4, v >= -4, u < Double(code.size + 4), v < Double(code.size + 4) else { continue }
            let column = Int(u.rounded(.down))
            let row = Int(v.rounded(.down))
            let dark = (0..<code.size).contains(column) && (0..<code.size).contains(row) && code[column, row]
            pixels[y * side + x] = dark ? 30 : 235
        }
    }
    return pixels
}

let code = try! QRCode(text: link)
let reader = QRCodeReader()
let straight = canvas(with: code, moduleSize: 8, degrees: 0)
let turned = canvas(with: code, moduleSize: 6, degrees: 17)
let empty = canvas(with: nil, moduleSize: 1, degrees: 0)

// Release builds must read what the debug tests read.
for image in [straight, turned] {
    guard (try? reader.decodeText(luminance: image, width: side, height: side)) == link else {
        FileHandle.standardError.write(Data("the benchmark image did not read back\n".utf8))
        exit(1)
    }
}

runBenchmarks([
    // Target: under 20 ms a decode, i.e. 50 per second.
    Benchmark("decode 1000x1000, code square on", unit: "images", target: 50) { iterations in
        for _ in 0..<iterations { blackHole(try? reader.read(luminance: straight, width: side, height: side)) }
    },
    Benchmark("decode 1000x1000, code turned 17°", unit: "images", target: 50) { iterations in
        for _ in 0..<iterations { blackHole(try? reader.read(luminance: turned, width: side, height: side)) }
    },
    Benchmark("search 1000x1000 with no code", unit: "images") { iterations in
        for _ in 0..<iterations { blackHole(try? reader.read(luminance: empty, width: side, height: side)) }
    },
])

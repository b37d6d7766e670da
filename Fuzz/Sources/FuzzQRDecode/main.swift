import FuzzSupport
import QRCodes

// Feeds the QR code reader luminance buffers: either arbitrary pixels of a size the input
// chooses (sometimes with the wrong number of them), or a drawn symbol with pixels overwritten,
// cropped and inverted as the input says. Nothing may trap; a mutated symbol that reads must
// read as what was drawn, never as other data.

let text = "otpauth://totp/Fuzz:alice?secret=JBSWY3DPEHPK3PXP&issuer=Fuzz"
let code = try! QRCode(text: text, correction: .low)
let moduleSize = 3
let side = (code.size + 8) * moduleSize
let symbol: [UInt8] = (0..<(side * side)).map { index in
    let x = index % side / moduleSize - 4
    let y = index / side / moduleSize - 4
    let dark = (0..<code.size).contains(x) && (0..<code.size).contains(y) && code[x, y]
    return dark ? 25 : 230
}

runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    guard bytes.count >= 4 else { return 0 }
    let reader = QRCodeReader()
    if bytes[0] & 1 == 0 {
        let width = 1 + Int(bytes[1])
        let height = 1 + Int(bytes[2])
        let body = bytes[3...]
        var pixels = [UInt8](repeating: 0, count: width * height)
        for index in pixels.indices { pixels[index] = body[body.startIndex + index % body.count] }
        if bytes[0] & 2 != 0 { pixels.removeLast(Int(bytes[3]) % pixels.count) }
        do throws(QRCodeError) {
            let results =
                bytes[0] & 4 == 0
                ? [try reader.read(luminance: pixels, width: width, height: height)]
                : try reader.readAll(luminance: pixels, width: width, height: height)
            for result in results where !(1...40).contains(result.version) || result.bytes.count > 2953 {
                fatalError("impossible result \(result)")
            }
        } catch {
            _ = error.description
        }
    } else {
        var pixels = symbol
        let invert = bytes[0] & 2 != 0
        var index = 3
        while index + 2 < bytes.count {
            let position = (Int(bytes[index]) << 8 | Int(bytes[index + 1])) * 7 % pixels.count
            pixels[position] = bytes[index + 2]
            index += 3
        }
        if invert { pixels = pixels.map { 255 - $0 } }
        // Crop from the top left by up to a quarter of the side.
        let cropX = Int(bytes[1]) % (side / 4)
        let cropY = Int(bytes[2]) % (side / 4)
        let width = side - cropX
        let height = side - cropY
        var cropped: [UInt8] = []
        cropped.reserveCapacity(width * height)
        for y in cropY..<side { cropped += pixels[(y * side + cropX)..<(y * side + side)] }
        if let result = try? reader.read(luminance: cropped, width: width, height: height), result.text != text {
            fatalError("a mutated symbol read as other data: \(result)")
        }
    }
    return 0
}

import QRCodes

extension QRCode {
    /// A binary PBM (P4) image of the symbol and its quiet zone, `moduleSize` pixels per module,
    /// black (1) for dark modules. Readers such as zbarimg take it directly.
    func pbm(moduleSize: Int) -> [UInt8] {
        let modulesAcross = size + 2 * Self.quietZone
        let pixels = modulesAcross * moduleSize
        let rowBytes = (pixels + 7) / 8
        var image = Array("P4\n\(pixels) \(pixels)\n".utf8)
        image.reserveCapacity(image.count + rowBytes * pixels)
        for moduleRow in 0..<modulesAcross {
            var row = [UInt8](repeating: 0, count: rowBytes)
            let y = moduleRow - Self.quietZone
            if (0..<size).contains(y) {
                for x in 0..<size where self[x, y] {
                    for pixel in ((x + Self.quietZone) * moduleSize)..<((x + Self.quietZone + 1) * moduleSize) {
                        row[pixel / 8] |= 0x80 >> UInt8(pixel % 8)
                    }
                }
            }
            for _ in 0..<moduleSize { image += row }
        }
        return image
    }
}

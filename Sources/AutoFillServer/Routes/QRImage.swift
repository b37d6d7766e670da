import Foundation
import QRCodes
import Secrets

/// A grayscale image the web page drew from a dropped QR picture: one byte per pixel.
struct QRImage {
    static let maximumPixels = 2048 * 2048

    let width: Int
    let height: Int
    let pixels: [UInt8]

    init(width: Int, height: Int, base64Pixels: String) throws(AutoFillServerError) {
        guard width > 0, height > 0, width <= 4096, height <= 4096, width * height <= Self.maximumPixels else {
            throw AutoFillServerError(.badRequest, "the image must be at most 2048x2048 pixels (scale it down first)")
        }
        guard let data = Data(base64Encoded: base64Pixels) else {
            throw AutoFillServerError(.badRequest, "pixels is not Base64")
        }
        guard data.count == width * height else {
            throw AutoFillServerError(
                .badRequest,
                "pixels holds \(data.count) bytes; a \(width)x\(height) grayscale image needs \(width * height)")
        }
        self.width = width
        self.height = height
        self.pixels = [UInt8](data)
    }

    /// The set-up link in the image: the first QR code in it that holds an `otpauth:` or
    /// `apple-otpauth:` link (a page may show other codes beside it).
    func decodeSetUpLink() throws(AutoFillServerError) -> SecretText {
        let symbols: [DecodedQRCode]
        do {
            symbols = try QRCodeReader().readAll(luminance: pixels, width: width, height: height)
        } catch {
            throw AutoFillServerError(
                .badRequest,
                "no QR code could be read in the image (\(error.description)); paste the otpauth: link instead")
        }
        for symbol in symbols {
            let text = symbol.text
            let lowered = text.prefix(16).lowercased()
            if lowered.hasPrefix("otpauth://") || lowered.hasPrefix("apple-otpauth://") {
                return SecretText(text)
            }
        }
        throw AutoFillServerError(
            .badRequest,
            "the image has \(symbols.count) QR code(s), but none holds an otpauth: or apple-otpauth: set-up link")
    }
}

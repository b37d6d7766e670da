import Foundation
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

    /// The set-up link in the image.
    ///
    /// The QR reader (module `QRCodes`) is not in this build yet, so this answers 501.
    func decodeSetUpLink() throws(AutoFillServerError) -> SecretText {
        throw AutoFillServerError(
            .notImplemented,
            "reading QR images is not in this build yet; paste the otpauth: link instead (or use 'zbarimg' to read it)")
    }
}

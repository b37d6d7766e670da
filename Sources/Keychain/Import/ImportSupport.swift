import Crypto
import Foundation
import OneTimeCodes
import Secrets

/// Pieces the importers share.
enum ImportSupport {
    /// The largest import file accepted: real exports are far smaller.
    static let maximumFileSize = 32 << 20

    /// Builds a generator from the separate fields authenticator exports use.
    static func generator(
        type: String, issuer: String?, account: String, secret: String, algorithm: String?, digits: Int?,
        period: Int?, counter: UInt64?
    ) throws(KeychainError) -> OTPAuthURL {
        do {
            let decoded = try Base32.decodeSecret(secret)
            let kind: OTPAuthURL.Kind
            var format = OTPCodeFormat.sixDigits
            switch type.lowercased() {
            case "totp": kind = .totp
            case "hotp": kind = .hotp
            case "steam":
                kind = .totp
                format = .steam
            default:
                throw KeychainError(
                    .unsupportedImport, "the type '\(type.prefix(16))' is not supported (only TOTP, HOTP and Steam)")
            }
            if !format.isSteam, let digits {
                format = try .decimal(digits: digits)
            }
            let issuer = issuer.flatMap { $0.isEmpty ? nil : $0 }
            // otpauth: labels drop an account's leading spaces; drop them now, not on first save.
            return try OTPAuthURL(
                kind: kind, issuer: issuer, account: String(account.drop { $0 == " " }), secret: decoded,
                algorithm: try algorithm.map { (name) throws(OTPError) in try OTPAlgorithm(name: name) } ?? .sha1,
                format: format, period: period ?? 30, counter: counter ?? 0)
        } catch let error as KeychainError {
            throw error
        } catch {
            throw KeychainError(.malformedImport, "\(error)")
        }
    }

    /// A JSON decoding failure as a sentence that names where, never what (values may be
    /// secrets).
    static func jsonError(_ error: any Error, format: String) -> KeychainError {
        guard let error = error as? DecodingError else {
            return KeychainError(.malformedImport, "this is not a \(format) file")
        }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
                .joined()
            return path.isEmpty ? "the top level" : path
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return KeychainError(.malformedImport, "this is not a \(format) file: \(path(context)) has the wrong type")
        case .keyNotFound(let key, let context):
            return KeychainError(
                .malformedImport, "this is not a \(format) file: \(path(context)) lacks '\(key.stringValue)'")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return KeychainError(.malformedImport, "this is not a \(format) file: it is not valid JSON")
        case .dataCorrupted(let context):
            return KeychainError(.malformedImport, "this is not a \(format) file: \(path(context)) is invalid")
        @unknown default:
            return KeychainError(.malformedImport, "this is not a \(format) file")
        }
    }

    static func decodeJSON<T: Decodable>(_ type: T.Type, from data: Data, format: String) throws(KeychainError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw jsonError(error, format: format)
        }
    }

    /// AES-256-GCM decryption with the tag given apart, as Aegis stores it.
    static func openAESGCM(
        key: SymmetricKey, nonce: [UInt8], ciphertext: [UInt8], tag: [UInt8], associatedData: [UInt8] = []
    ) -> Data? {
        guard nonce.count == 12, tag.count == 16, let nonce = try? AES.GCM.Nonce(data: nonce),
            let box = try? AES.GCM.SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
        else { return nil }
        return try? AES.GCM.open(box, using: key, authenticating: associatedData)
    }

    static func date(iso8601 text: String?) -> Date? {
        guard let text else { return nil }
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

extension Data {
    mutating func wipe() {
        withUnsafeMutableBytes { SecureZero.wipe($0) }
    }
}

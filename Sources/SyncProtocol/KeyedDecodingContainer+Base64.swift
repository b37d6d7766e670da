import _AutoFillSupport

// Bytes travel as standard Base64 (RFC 4648 §4, with padding, nothing else) inside JSON strings;
// encoders write `Base64.encode(bytes)`.
extension KeyedDecodingContainer {
    func decodeBase64(forKey key: Key) throws -> [UInt8] {
        let text = try decode(String.self, forKey: key)
        guard let bytes = Base64.decode(text, rules: .padded) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(key.stringValue) is not Base64")
        }
        return bytes
    }

    func decodeBase64IfPresent(forKey key: Key) throws -> [UInt8]? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let bytes = Base64.decode(text, rules: .padded) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(key.stringValue) is not Base64")
        }
        return bytes
    }
}

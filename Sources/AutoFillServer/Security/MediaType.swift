/// The `Content-Type` values the service takes as JSON.
enum MediaType {
    /// Whether a `Content-Type` value names `application/json`: the media type before any `;`,
    /// without surrounding spaces or tabs, compared without case. `application/jsonx`,
    /// `application/json-patch+json` and `text/plain` are not JSON.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        let trimmed = mediaType.drop { $0 == 0x20 || $0 == 0x09 }.reversed().drop { $0 == 0x20 || $0 == 0x09 }
        let expected = Array("application/json".utf8.reversed())
        return trimmed.count == expected.count
            && zip(trimmed, expected).allSatisfy { (byte, wanted) in
                (0x41...0x5A).contains(byte) ? byte | 0x20 == wanted : byte == wanted
            }
    }
}

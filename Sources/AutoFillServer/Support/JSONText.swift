import Foundation

/// JSON text for event data and bridge answers: sorted keys, ISO 8601 dates.
enum JSONText {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func encode(_ value: some Encodable) -> String {
        guard let data = try? encoder().encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

import Foundation
import Hummingbird
import NIOCore

/// JSON in and out: sorted keys, ISO 8601 dates, clear errors for bad bodies.
enum JSONCoding {
    static func encoder() -> JSONEncoder { JSONText.encoder() }

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try encoder().encode(value)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Reads the whole body (at most `limit` bytes) and decodes it.
    static func decode<T: Decodable>(
        _ type: T.Type, from request: Request, limit: Int = 64 << 10
    ) async throws(AutoFillServerError) -> T {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch {
            throw AutoFillServerError(.payloadTooLarge, "the request body is larger than \(limit) bytes")
        }
        guard buffer.readableBytes > 0 else {
            throw AutoFillServerError(.badRequest, "the request needs a JSON body")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(T.self, from: Data(buffer.readableBytesView))
        } catch let DecodingError.keyNotFound(key, _) {
            throw AutoFillServerError(.badRequest, "the JSON body lacks \"\(key.stringValue)\"")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw AutoFillServerError(.badRequest, "the JSON body has the wrong type at \"\(path)\"")
        } catch let DecodingError.dataCorrupted(context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw AutoFillServerError(
                .badRequest,
                path.isEmpty ? "the body is not valid JSON" : "the JSON body has a bad value at \"\(path)\"")
        } catch {
            throw AutoFillServerError(.badRequest, "the body is not valid JSON")
        }
    }
}

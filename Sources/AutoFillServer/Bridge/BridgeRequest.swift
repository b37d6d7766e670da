import AutoFillAPI
import Foundation

/// One request from the browser extension, as the bridge reads it from a native message:
///
/// ```json
/// {"id": 7, "method": "POST", "path": "/v1/fields", "body": {"pageURL": "https://…", "field": {…}}}
/// ```
///
/// The bridge answers `{"id": 7, "status": 201, "body": {…}}`. Only the endpoints the API table
/// marks ``AutoFillAPI/AnyEndpoint/isForwardedByBridge`` are allowed (fields, fill, messages,
/// status, vault lock and unlock); the code list, login links and the event stream are not
/// reachable through the bridge.
public struct BridgeRequest: Sendable, Equatable {
    /// The caller's id, echoed in the answer (a number or a string, kept as JSON text).
    public let id: String
    public let method: String
    public let path: String
    /// The request body as JSON bytes, if any.
    public let body: [UInt8]?

    /// Reads a native message.
    ///
    /// - Throws: ``AutoFillServerError/Code/badRequest`` for anything but the shape above, and
    ///   ``AutoFillServerError/Code/forbidden`` for an endpoint the bridge does not forward.
    public init(json: [UInt8]) throws(AutoFillServerError) {
        let head: Head
        let object: [String: Any]
        do {
            head = try JSONDecoder().decode(Head.self, from: Data(json))
            guard let parsed = try JSONSerialization.jsonObject(with: Data(json), options: []) as? [String: Any] else {
                throw AutoFillServerError(.badRequest, "a bridge message must be a JSON object")
            }
            object = parsed
        } catch let error as AutoFillServerError {
            throw error
        } catch DecodingError.keyNotFound(let key, _) {
            throw AutoFillServerError(.badRequest, "a bridge message needs \"\(key.stringValue)\"")
        } catch {
            throw AutoFillServerError(
                .badRequest,
                "a bridge message must be a JSON object with a number or short string \"id\", \"method\" and \"path\"")
        }
        id = head.id?.json ?? "null"
        method = head.method.uppercased()
        path = head.path
        guard Self.isAllowed(method: method, path: path) else {
            throw AutoFillServerError(.forbidden, "the bridge does not forward \(method.prefix(10)) \(path.prefix(80))")
        }
        if let body = object["body"], !(body is NSNull) {
            guard JSONSerialization.isValidJSONObject(body),
                let data = try? JSONSerialization.data(withJSONObject: body, options: [])
            else {
                throw AutoFillServerError(.badRequest, "\"body\" must be a JSON object or array")
            }
            self.body = [UInt8](data)
        } else {
            body = nil
        }
    }

    /// The id of a message, as JSON text (`null` when it has none or cannot be read), so that
    /// a refusal still names the request it answers.
    public static func id(in json: [UInt8]) -> String {
        struct OnlyID: Decodable { var id: Identifier? }
        return (try? JSONDecoder().decode(OnlyID.self, from: Data(json)))?.id?.json ?? "null"
    }

    private struct Head: Decodable {
        var id: Identifier?
        var method: String
        var path: String
    }

    /// The caller's id: a number or a string of at most 128 bytes, kept as JSON text.
    private struct Identifier: Decodable {
        let json: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                guard text.utf8.count <= 128 else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "id too long")
                }
                json = BridgeRequest.quoted(text)
            } else if let number = try? container.decode(Int64.self) {
                json = String(number)
            } else if let number = try? container.decode(Double.self), number.isFinite {
                json = String(number)
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "id must be a number or a string")
            }
        }
    }

    /// Whether the bridge forwards `method` `path`: an endpoint the API table marks for the
    /// bridge, with a query only of the parameters that endpoint reads (`?query=github.com`).
    static func isAllowed(method: String, path: String) -> Bool {
        guard path.utf8.count <= 768, !path.contains("..") else { return false }
        let parts = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts[0].contains("%"),
            let endpoint = Endpoints.endpoint(method: HTTPMethod(rawValue: method), path: String(parts[0])),
            endpoint.isForwardedByBridge
        else { return false }
        guard parts.count == 2 else { return true }
        guard parts[1].utf8.count <= 512, parts[1].utf8.allSatisfy(Self.isQueryByte) else { return false }
        return parts[1].split(separator: "&").allSatisfy { pair in
            endpoint.queryParameters.contains(String(pair.prefix { $0 != "=" }))
        }
    }

    private static func isQueryByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-._~%=&+".utf8.contains(byte)
        }
    }

    /// The answer message for this request: status and JSON body.
    public func answer(status: Int, body: [UInt8]) -> [UInt8] {
        let json = body.isEmpty ? Array("null".utf8) : body
        return Array("{\"id\":\(id),\"status\":\(status),\"body\":".utf8) + json + Array("}".utf8)
    }

    /// An answer for a message that could not be read: id null.
    public static func failure(_ error: AutoFillServerError, id: String = "null") -> [UInt8] {
        let body = JSONText.encode(error.body)
        return Array("{\"id\":\(id),\"status\":\(error.httpStatus),\"body\":\(body)}".utf8)
    }

    /// The message that carries one of the service's events to the extension:
    /// `{"event": "code-arrived", "data": {...}}` (`data` is the event's JSON object).
    public static func eventMessage(name: String, data: [UInt8]) -> [UInt8] {
        Array("{\"event\":\(quoted(name)),\"data\":".utf8) + data + Array("}".utf8)
    }

    fileprivate static func quoted(_ text: String) -> String {
        String(JSONText.encode([text]).dropFirst().dropLast())
    }
}

import Foundation
import Hummingbird
import Logging
import NIOCore
import SyncProtocol
import _HTTPServerSupport

/// Turns every error into a JSON error body with a stable code (`{"error": {"code", "message"}}`)
/// and logs what is not the client's fault. Nothing a client sent is echoed back or logged.
///
/// What a defender needs is logged with the client's address, at a rate a flood cannot turn into
/// a full disk (``LogBudget``): faults (5xx), refused credentials and revoked devices (401, 403),
/// rate limits (429) and bodies over the limit (413). The path is logged without its query; no
/// header, body or token is.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = SyncRequestContext
    let server: SyncServer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let failure = Self.serverError(for: error, path: request.uri.path)
            let status = failure.status.code
            let kind: String? =
                switch status {
                case 500...: "fault"
                case 401, 403: "refused"
                case 429: "rate-limited"
                case 413: "too-large"
                default: nil
                }
            if let kind {
                server.refusalLog.log(
                    to: context.logger, level: status >= 500 ? .error : .notice,
                    status >= 500 ? "request failed" : "request refused", key: kind, now: server.monotonicSeconds,
                    metadata: [
                        "status": "\(status)", "code": "\(failure.wireCode)", "method": "\(request.method)",
                        "path": "\(request.uri.path.prefix(100))",
                        "address": "\(server.clientAddress(request, context))",
                        "error": "\(failure)",
                    ])
            }
            var response = JSONResponse.error(failure)
            if status == 413 {
                // The rest of an over-size body is not read: the connection closes after the
                // answer (CloseAfterResponseHandler), so the client cannot keep it busy.
                response.headers[.connection] = "close"
            }
            return response
        }
    }

    static func serverError(for error: any Error, path: String) -> SyncServerError {
        switch error {
        case let error as SyncServerError:
            return error
        case is NIOTooManyBytesError:
            return SyncServerError(.tooLarge, "the request body is over the server's limit")
        case let error as HTTPError:
            switch error.status {
            case .notFound:
                if let version = Self.unsupportedVersion(in: path) {
                    return SyncServerError(
                        .unsupportedProtocol,
                        "this server speaks protocol version \(SyncAPI.version), not \(version)")
                }
                return SyncServerError(.notFound, "no endpoint \(path.prefix(100)) with this method")
            case .methodNotAllowed:
                return SyncServerError(.methodNotAllowed, "the endpoint does not answer this method")
            case .contentTooLarge:
                return SyncServerError(.tooLarge, "the request body is over the server's limit")
            case .badRequest:
                return SyncServerError(.badRequest, error.body ?? "the request is malformed")
            default:
                return SyncServerError(.storageFailure, "unexpected HTTP error \(error.status.code)")
            }
        case let error as DecodingError:
            return SyncServerError(.badRequest, "the body is not valid: \(Self.describe(error))")
        default:
            return SyncServerError(.storageFailure, "unexpected failure: \(type(of: error))")
        }
    }

    /// `/v2/…` when this server speaks only v1.
    private static func unsupportedVersion(in path: String) -> Substring? {
        let first = path.split(separator: "/").first ?? ""
        guard first.count >= 2, first.first == "v", first.dropFirst().allSatisfy(\.isNumber),
            first != "v\(SyncAPI.version)"
        else { return nil }
        return first
    }

    /// Where the JSON went wrong, without the values (which may be secrets).
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            let text = keys.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context)
            return "missing '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(let type, let context):
            return "\(path(context)) should be \(Self.name(of: type))"
        case .valueNotFound(let type, let context):
            return "\(path(context)) should be \(Self.name(of: type)), not null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not JSON" }
            return "\(path(context)) is malformed"
        @unknown default:
            return "unreadable JSON"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is UInt64.Type, is Int32.Type: "an integer"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}

/// JSON responses.
enum JSONResponse {
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(value)
            return Response(
                status: status, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
        } catch {
            return Response(status: .internalServerError)
        }
    }

    static func page(_ page: ChangesPage) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: page.jsonBuffer()))
    }

    static func error(_ error: SyncServerError, conflicts: [SyncConflict]? = nil) -> Response {
        // The wire carries whole seconds (the body's `retryAfter` and the `Retry-After` header).
        let seconds = error.retryAfter.map { Int($0.components.seconds) }
        let body = SyncErrorBody(
            code: error.wireCode, message: error.description, conflicts: conflicts, retryAfter: seconds)
        var response = make(body, status: error.status)
        if let seconds {
            response.headers[.retryAfter] = String(seconds)
        }
        return response
    }

    static func noContent() -> Response {
        Response(status: .noContent)
    }
}

import Hummingbird
import Logging

/// Logs what a defender needs to see, before the access guard: refused credentials and origins
/// (401, 403), rate limits (429), and faults (5xx), each with the transport (`tcp` or `unix`),
/// method and path (no query, no header, no body: never a token, a passphrase or a code), at a
/// bounded rate (``AutoFillService/logRefusal(_:kind:metadata:)``).
struct RequestLog: RouterMiddleware {
    typealias Context = AutoFillRequestContext
    let service: AutoFillService
    let transport: String

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as AutoFillServerError {
            let status = error.httpStatus
            // A wrong passphrase is logged by the unlock itself; a presence request is routine.
            if status >= 500 || [401, 403, 429].contains(status), error.code != .wrongPassphrase,
                error.code != .userInteractionRequired
            {
                let metadata: Logger.Metadata = [
                    "status": "\(status)", "code": "\(error.code)", "method": "\(request.method)",
                    "path": "\(request.uri.path.prefix(100))", "transport": "\(transport)",
                    "error": "\(error.description.prefix(200))",
                ]
                if status >= 500 {
                    service.logBudget.log(
                        to: service.logger, level: .error, "request failed", key: "fault",
                        now: service.monotonicSeconds, metadata: metadata)
                } else {
                    service.logRefusal(
                        "request refused", kind: status == 429 ? "rate-limited" : "refused", metadata: metadata)
                }
            }
            throw error
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            guard status >= 500 else { throw error }
            service.logBudget.log(
                to: service.logger, level: .error, "request failed", key: "fault", now: service.monotonicSeconds,
                metadata: [
                    "method": "\(request.method)", "path": "\(request.uri.path.prefix(100))",
                    "transport": "\(transport)", "error": "\(type(of: error))",
                ])
            throw error
        }
    }
}

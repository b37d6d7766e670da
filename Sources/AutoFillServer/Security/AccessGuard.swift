import AutoFillAPI
import Foundation
import Hummingbird

/// Checks every request before a route sees it: the `Host` and `Origin` headers (against DNS
/// rebinding and cross-site requests), then the credentials.
///
/// Over TCP a request to the API needs `Authorization: Bearer` with the access token or a web
/// session token. Over the Unix socket (mode 0600, so only the owner can connect) the
/// connection itself is the credential, as with ssh-agent.
struct AccessGuard: RouterMiddleware {
    typealias Context = AutoFillRequestContext

    let policy: HostPolicy
    let token: AccessToken
    let sessions: SessionStore
    /// Whether connections are trusted (the Unix socket).
    let isTrustedTransport: Bool
    let now: @Sendable () -> Date

    /// Requests that need no credentials: the pages and scripts (they hold no data), the OpenAPI
    /// document, and the endpoints the API table declares public.
    static func isPublic(_ path: String, method: HTTPRequest.Method) -> Bool {
        if let endpoint = Endpoints.endpoint(method: AutoFillAPI.HTTPMethod(rawValue: method.rawValue), path: path) {
            return endpoint.access == .public
        }
        guard method == .get || method == .head else { return false }
        return WebAssets.asset(for: path) != nil || path == "/openapi.yaml"
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        if isTrustedTransport {
            context.access = .full
            context.isTrustedTransport = true
            context.host = "localhost"
            context.authority = "localhost"
            return try await Self.secureHeaders(next(request, context))
        }

        guard let authority = request.head.authority, let (host, port) = HostPolicy.split(authority: authority),
            let role = policy.role(of: host)
        else {
            throw AutoFillServerError(
                .forbidden,
                "this service answers only requests for 127.0.0.1, localhost or the demo domain (DNS rebinding protection)"
            )
        }
        context.host = host.lowercased()
        context.authority = authority.lowercased()

        if let origin = request.headers[.origin] {
            guard let parsed = HostPolicy.split(origin: origin), parsed.scheme == "http",
                parsed.host == context.host, parsed.port == (port ?? 80)
            else {
                throw AutoFillServerError(.forbidden, "cross-origin requests are refused")
            }
        }
        let isNavigation = request.headers[.secFetchMode] == "navigate"
        if request.headers[.secFetchSite] == "cross-site" && !isNavigation {
            throw AutoFillServerError(.forbidden, "cross-site requests are refused")
        }

        let path = request.uri.path
        if Self.isPublic(path, method: request.method) {
            return try await Self.secureHeaders(next(request, context))
        }
        if role == .demoSite && !(path.hasPrefix("/v1/") || path == "/demo" || path.hasPrefix("/demo/")) {
            throw AutoFillServerError(.notFound, "no such page on a demo site")
        }

        guard let presented = Self.bearer(request.headers[.authorization]) else {
            throw AutoFillServerError(
                .unauthorized,
                "this endpoint needs 'Authorization: Bearer TOKEN' (the token is in the service's state directory)")
        }
        if role == .app && token.matches(presented) {
            context.access = .full
        } else if let session = await sessions.session(for: presented, now: now()), session.host == context.host {
            context.access = session.role == .app ? .full : .site(session.host)
        } else {
            throw AutoFillServerError(.unauthorized, "the access token or session is not valid (log in again)")
        }
        return try await Self.secureHeaders(next(request, context))
    }

    static func bearer(_ header: String?) -> String? {
        guard let header, header.count > 7, header.prefix(7).lowercased() == "bearer " else { return nil }
        let value = header.dropFirst(7).trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }

    /// Headers every answer carries: no caching of API data, no framing, no sniffing, no
    /// referrer, and a content security policy that allows only the service's own scripts.
    static func secureHeaders(_ response: Response) -> Response {
        var response = response
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.xFrameOptions] = "DENY"
        response.headers[.referrerPolicy] = "no-referrer"
        response.headers[.contentSecurityPolicy] =
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        if response.headers[.cacheControl] == nil {
            response.headers[.cacheControl] = "no-store"
        }
        return response
    }
}

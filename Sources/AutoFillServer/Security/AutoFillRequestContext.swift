import AutoFillAPI
import Foundation
import Hummingbird
import Logging
import NIOCore

/// Who is asking, as the access guard decided.
enum Access: Sendable, Equatable {
    /// Not authenticated (only public routes).
    case none
    /// The access token, the Unix socket, or a session on the service's own host: everything.
    case full
    /// A session opened on a demo site: only that site's fields, fills and events.
    case site(String)

    var isFull: Bool { self == .full }
}

/// The request context of every route: the default one plus what the access guard found.
struct AutoFillRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    var access: Access = .none
    /// The request's host name (lower case, no port), once the guard checked it.
    var host: String = ""
    /// The request's `host:port`, for URLs the service hands out.
    var authority: String = ""
    /// Whether the request came over the Unix socket, where the connection is the credential
    /// and no browser can forge a request.
    var isTrustedTransport = false

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// Requests are small JSON documents; QR images are the largest (see `QRImageRequest`).
    static let maxUploadSize = 4 << 20

    /// Fails unless the caller has the access an endpoint declares, and, over TCP, for a request
    /// with a body to an endpoint that needs credentials, unless the body is `application/json`
    /// (which a cross-site form cannot send without a CORS preflight).
    func require(_ needed: EndpointAccess, contentType request: Request) throws(AutoFillServerError) {
        if needed == .public {
            // The login exchange takes a body too; a form posted from another site must not
            // reach it either.
            try requireJSON(request)
            return
        }
        switch access {
        case .full: break
        case .site:
            guard needed == .session else {
                throw AutoFillServerError(.forbidden, "a demo-site session may not use this endpoint")
            }
        case .none:
            throw AutoFillServerError(.unauthorized, "log in first")
        }
        try requireJSON(request)
    }

    /// Over TCP, a request with a body must say `Content-Type: application/json` (parameters such
    /// as `; charset=utf-8` allowed, nothing else: not `application/jsonx`).
    private func requireJSON(_ request: Request) throws(AutoFillServerError) {
        guard !isTrustedTransport, request.method != .get, request.method != .head, request.method != .delete else {
            return
        }
        guard MediaType.isJSON(request.headers[.contentType]) else {
            throw AutoFillServerError(.unsupportedMediaType, "send the request body as application/json")
        }
    }
}

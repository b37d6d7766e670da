import AutoFillAPI
import Foundation
import Hummingbird
import NIOCore
import Secrets
import _AutoFillSupport

/// The JSON API: one route per ``AutoFillAPI/Endpoints`` entry. The endpoint declares who may
/// call it, the route checks that once before its handler runs, and `Resources/openapi.yaml` documents
/// the same table (a test checks both ways).
struct APIRoutes {
    typealias Context = AutoFillRequestContext

    struct Route: Sendable {
        let endpoint: AnyEndpoint
        let handler: @Sendable (Request, Context) async throws -> Response
    }

    let service: AutoFillService
    let version: String

    /// Every API route.
    var table: [Route] {
        [
            route(Endpoints.health) { _, _, _ in Health() },
            route(Endpoints.openSession, limit: 4096, openSession),
            raw(Endpoints.closeSession, closeSession),
            route(Endpoints.makeLoginLink, limit: 4096, makeLoginLink),
            route(Endpoints.status) { _, _, context in try await status(context) },
            route(Endpoints.vault) { _, _, _ in await service.vaultStatus() },
            route(Endpoints.createVault, limit: 8192) { body, _, _ in
                try await service.createVault(passphrase: try Self.passphrase(body))
                return await service.vaultStatus()
            },
            route(Endpoints.unlockVault, limit: 8192) { body, _, _ in
                try await service.unlock(passphrase: try Self.passphrase(body))
                return await service.vaultStatus()
            },
            route(Endpoints.lockVault) { _, _, _ in
                await service.lock(reason: .request)
                return await service.vaultStatus()
            },
            route(Endpoints.codes) { _, request, _ in try await listCodes(request) },
            route(Endpoints.addCode, limit: 70 << 10) { body, _, _ in
                try await service.addVerificationCode(link: body.url, credentialID: body.credentialID)
            },
            route(Endpoints.addCodeFromQR, limit: AutoFillRequestContext.maxUploadSize) { body, _, _ in
                let image = try QRImage(width: body.width, height: body.height, base64Pixels: body.pixels)
                return try await service.addVerificationCode(link: try image.decodeSetUpLink(), credentialID: nil)
            },
            route(Endpoints.receiveMessage, limit: 64 << 10) { body, _, _ in
                guard body.text.utf8Count <= 32 << 10 else {
                    throw AutoFillServerError(.payloadTooLarge, "a message may be at most 32 KB")
                }
                if let channel = body.channel, channel != "sms", channel != "email" {
                    throw AutoFillServerError(.badRequest, "channel must be \"sms\" or \"email\"")
                }
                return try await service.receive(body)
            },
            route(Endpoints.focusField, limit: 64 << 10) { body, _, context in
                try await service.focus(body, access: context.access)
            },
            route(Endpoints.fieldSuggestions) { _, _, context in
                try await service.fieldView(try Self.fieldID(context), access: context.access)
            },
            route(Endpoints.blurField) { _, _, context in
                try await service.blur(try Self.fieldID(context), access: context.access)
                return NoContent()
            },
            route(Endpoints.fill, limit: 4096) { body, _, context in
                try await service.fill(body, access: context.access)
            },
            route(Endpoints.checkPassword, limit: 16 << 10) { body, _, _ in try await service.checkPassword(body) },
            route(Endpoints.savePassword, limit: 16 << 10) { body, _, _ in try await service.savePassword(body) },
            route(Endpoints.sources) { _, _, _ in await service.sources.list() },
            route(Endpoints.updateSource, limit: 4096) { body, _, context in
                try await service.updateSource(try Self.identifier(context), body)
            },
            route(Endpoints.updateNotifications, limit: 4096) { body, _, _ in
                try await service.sources.updateNotifications(body)
            },
            route(Endpoints.phones) { _, _, _ in try await service.sources.phones() },
            route(Endpoints.pairPhone, limit: 4096) { body, _, _ in try await service.sources.pair(name: body.name) },
            route(Endpoints.revokePhone) { _, _, context in
                try await service.sources.revoke(phone: try Self.identifier(context))
                return NoContent()
            },
            raw(Endpoints.events, eventStream),
        ]
    }

    func register(on router: Router<Context>) {
        for route in table {
            let handler = route.handler
            router.on(RouterPath(Self.routerPath(route.endpoint.path)), method: route.endpoint.method.hummingbird) {
                request, context in
                try await handler(request, context)
            }
        }
    }

    /// Hummingbird's spelling of a path: `:id` for `{id}`.
    static func routerPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? ":" + segment.dropFirst().dropLast() : segment
        }.joined(separator: "/")
    }

    // MARK: Declaring routes

    /// A JSON route: checks the endpoint's access, decodes the body (at most `limit` bytes; none
    /// for `GET` and `DELETE`), runs `handle`, and encodes its answer with the endpoint's status.
    private func route<Body, Answer>(
        _ endpoint: Endpoint<Body, Answer>, limit: Int = 0,
        _ handle: @escaping @Sendable (Body, Request, Context) async throws -> Answer
    ) -> Route {
        Route(endpoint: endpoint.erased) { request, context in
            try context.require(endpoint.access, contentType: request)
            if endpoint.needsPresence { try await service.requirePresence() }
            let body: Body
            if Body.self == NoBody.self {
                body = NoBody() as! Body
            } else {
                body = try await JSONCoding.decode(Body.self, from: request, limit: limit)
            }
            let answer = try await handle(body, request, context)
            if Answer.self == NoContent.self { return Response(status: .noContent) }
            return try JSONCoding.response(answer, status: .init(code: endpoint.successStatus))
        }
    }

    /// A route that writes its own response (the event stream, the session's end).
    private func raw<Body, Answer>(
        _ endpoint: Endpoint<Body, Answer>, _ handle: @escaping @Sendable (Request, Context) async throws -> Response
    ) -> Route {
        Route(endpoint: endpoint.erased) { request, context in
            try context.require(endpoint.access, contentType: request)
            if endpoint.needsPresence { try await service.requirePresence() }
            return try await handle(request, context)
        }
    }

    // MARK: Sessions

    private func openSession(_ body: SessionRequest, _ request: Request, _ context: Context) async throws -> Session {
        guard let role = service.configuration.hostPolicy.role(of: context.host) else {
            throw AutoFillServerError(.forbidden, "log in on the service's own address")
        }
        guard
            let (token, session) = await service.sessions.redeem(
                code: body.loginCode, host: context.host, role: role, now: service.now())
        else {
            throw AutoFillServerError(
                .unauthorized,
                "that login link is used up, expired or for another host; run 'autofill serve link' for a new one")
        }
        return Session(token: token, expiresAt: session.expires, role: role == .app ? "app" : "demoSite")
    }

    private func closeSession(_ request: Request, _ context: Context) async throws -> Response {
        if let token = AccessGuard.bearer(request.headers[.authorization]) {
            await service.sessions.end(token: token)
        }
        return Response(status: .noContent)
    }

    private func makeLoginLink(_ body: LoginLinkRequest, _ request: Request, _ context: Context) async throws
        -> LoginLink
    {
        let path = body.path ?? "/"
        guard path.hasPrefix("/"), !path.hasPrefix("//"), path.utf8.count <= 256,
            path.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "\\") })
        else {
            throw AutoFillServerError(
                .badRequest, "path must be an absolute path on this service, such as /demo/signin")
        }
        // The code works on the host the link names, and nowhere else.
        var host = service.configuration.displayHost.lowercased()
        if let requested = body.host?.lowercased() {
            guard service.configuration.hostPolicy.role(of: requested) != nil else {
                throw AutoFillServerError(.badRequest, "the service does not answer \(requested)")
            }
            host = requested
        }
        let code = await service.sessions.issueLoginCode(host: host, now: service.now())
        let port = await service.port
        let authority = host + ":\(port)"
        return LoginLink(
            url: "http://\(authority)\(path)#login=\(code)",
            expiresAt: service.now().addingTimeInterval(SessionStore.loginCodeLifetime.seconds))
    }

    private func status(_ context: Context) async throws -> ServiceStatus {
        let vault = await service.vaultStatus()
        return ServiceStatus(
            service: "swift-autofill", version: version, vaultExists: vault.exists, vaultUnlocked: vault.unlocked,
            presenceSecondsLeft: vault.presenceSecondsLeft, access: context.access.isFull ? "full" : "site")
    }

    private static func passphrase(_ body: PassphraseRequest) throws(AutoFillServerError) -> SecretText {
        guard !body.passphrase.isEmpty else { throw AutoFillServerError(.badRequest, "the passphrase is empty") }
        return body.passphrase
    }

    // MARK: Verification codes, fields

    private func listCodes(_ request: Request) async throws -> CodeList {
        let query = request.uri.queryParameters["query"].map(String.init)
        if let query, query.utf8.count > 512 {
            throw AutoFillServerError(.badRequest, "the query is longer than 512 bytes")
        }
        return CodeList(codes: try await service.verificationCodes(matching: query))
    }

    /// The `{id}` of a source or a phone: letters, digits and `-` (the route only matches those).
    private static func identifier(_ context: Context) throws(AutoFillServerError) -> String {
        guard let text = context.parameters.get("id"), !text.isEmpty, text.utf8.count <= 64 else {
            throw AutoFillServerError(.badRequest, "the id is missing")
        }
        return text
    }

    private static func fieldID(_ context: Context) throws(AutoFillServerError) -> UUID {
        guard let text = context.parameters.get("id"), let id = UUID(uuidString: text) else {
            throw AutoFillServerError(.badRequest, "the field id is not a UUID")
        }
        return id
    }

    // MARK: Events

    private func eventStream(_ request: Request, _ context: Context) async throws -> Response {
        guard let stream = service.events.subscribe(access: context.access) else {
            throw AutoFillServerError(.tooManyRequests, "too many event streams are open")
        }
        let hello = ServerEvent(.hello, data: await service.vaultStatus().publicView, audience: .everyone)
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 2000\n\n" + hello.wireText))
                for await event in stream {
                    try await writer.write(ByteBuffer(string: event.wireText))
                }
                try await writer.finish(nil)
            })
    }
}

extension AutoFillAPI.HTTPMethod {
    /// The same method as Hummingbird names it.
    var hummingbird: HTTPRequest.Method { HTTPRequest.Method(rawValue) ?? .get }
}

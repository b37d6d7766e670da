import Foundation
import Hummingbird
import NIOCore
import Secrets

/// The JSON API, as a table: Resources/openapi.yaml describes exactly these routes (a test checks).
struct APIRoutes {
    typealias Context = AutoFillRequestContext
    typealias Handler = @Sendable (Request, Context) async throws -> Response

    struct Route: Sendable {
        let method: HTTPRequest.Method
        /// Hummingbird's syntax: `:id` for a parameter.
        let path: String
        let handler: Handler
    }

    let service: AutoFillService
    let version: String

    /// Every API route.
    var table: [Route] {
        [
            Route(method: .get, path: "/v1/health", handler: health),
            Route(method: .post, path: "/v1/session", handler: openSession),
            Route(method: .delete, path: "/v1/session", handler: closeSession),
            Route(method: .post, path: "/v1/login-links", handler: makeLoginLink),
            Route(method: .get, path: "/v1/status", handler: status),
            Route(method: .get, path: "/v1/vault", handler: vaultStatus),
            Route(method: .post, path: "/v1/vault", handler: createVault),
            Route(method: .post, path: "/v1/vault/unlock", handler: unlockVault),
            Route(method: .post, path: "/v1/vault/lock", handler: lockVault),
            Route(method: .get, path: "/v1/codes", handler: listCodes),
            Route(method: .post, path: "/v1/codes", handler: addCode),
            Route(method: .post, path: "/v1/codes/qr", handler: addCodeFromQR),
            Route(method: .post, path: "/v1/messages", handler: receiveMessage),
            Route(method: .post, path: "/v1/fields", handler: focusField),
            Route(method: .get, path: "/v1/fields/:id", handler: fieldSuggestions),
            Route(method: .delete, path: "/v1/fields/:id", handler: blurField),
            Route(method: .post, path: "/v1/fill", handler: fill),
            Route(method: .get, path: "/v1/events", handler: eventStream),
        ]
    }

    func register(on router: Router<Context>) {
        for route in table {
            let handler = route.handler
            router.on(RouterPath(route.path), method: route.method) { request, context in
                try await handler(request, context)
            }
        }
    }

    // MARK: Sessions

    private func health(_ request: Request, _ context: Context) async throws -> Response {
        try JSONCoding.response(API.HealthResponse(status: "ok"))
    }

    private func openSession(_ request: Request, _ context: Context) async throws -> Response {
        let body = try await JSONCoding.decode(API.SessionRequest.self, from: request, limit: 4096)
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
        return try JSONCoding.response(
            API.SessionResponse(token: token, expiresAt: session.expires, role: role == .app ? "app" : "demoSite"),
            status: .created)
    }

    private func closeSession(_ request: Request, _ context: Context) async throws -> Response {
        if let token = AccessGuard.bearer(request.headers[.authorization]) {
            await service.sessions.end(token: token)
        }
        return Response(status: .noContent)
    }

    private func makeLoginLink(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        let body = try await JSONCoding.decode(API.LoginLinkRequest.self, from: request, limit: 4096)
        let path = body.path ?? "/"
        guard path.hasPrefix("/"), !path.hasPrefix("//"), path.utf8.count <= 256,
            path.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "\\") })
        else {
            throw AutoFillServerError(
                .badRequest, "path must be an absolute path on this service, such as /demo/signin")
        }
        var host: String? = nil
        if let requested = body.host?.lowercased() {
            guard service.configuration.hostPolicy.role(of: requested) != nil else {
                throw AutoFillServerError(.badRequest, "the service does not answer \(requested)")
            }
            host = service.configuration.hostPolicy.role(of: requested) == .app ? nil : requested
        }
        let code = await service.sessions.issueLoginCode(host: host, now: service.now())
        let port = await service.port
        let authority = (host ?? service.configuration.displayHost) + ":\(port)"
        return try JSONCoding.response(
            API.LoginLinkResponse(
                url: "http://\(authority)\(path)#login=\(code)",
                expiresAt: service.now().addingTimeInterval(SessionStore.loginCodeLifetime)),
            status: .created)
    }

    // MARK: Vault

    private func status(_ request: Request, _ context: Context) async throws -> Response {
        guard context.access != .none else { throw AutoFillServerError(.unauthorized, "log in first") }
        let vault = await service.vaultStatus()
        return try JSONCoding.response(
            API.StatusResponse(
                service: "swift-autofill", version: version, vaultExists: vault.exists, vaultUnlocked: vault.unlocked,
                presenceSecondsLeft: vault.presenceSecondsLeft, access: context.access.isFull ? "full" : "site"))
    }

    private func vaultStatus(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        return try JSONCoding.response(await service.vaultStatus())
    }

    private func createVault(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        let passphrase = try await Self.passphrase(from: request)
        try await service.createVault(passphrase: passphrase)
        return try JSONCoding.response(await service.vaultStatus(), status: .created)
    }

    private func unlockVault(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        let passphrase = try await Self.passphrase(from: request)
        try await service.unlock(passphrase: passphrase)
        return try JSONCoding.response(await service.vaultStatus())
    }

    private func lockVault(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        await service.lock()
        return try JSONCoding.response(await service.vaultStatus())
    }

    private static func passphrase(from request: Request) async throws(AutoFillServerError) -> SecretText {
        let body = try await JSONCoding.decode(API.PassphraseRequest.self, from: request, limit: 8192)
        guard !body.passphrase.isEmpty else { throw AutoFillServerError(.badRequest, "the passphrase is empty") }
        return SecretText(body.passphrase)
    }

    // MARK: Verification codes

    private func listCodes(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        let query = request.uri.queryParameters["query"].map(String.init)
        if let query, query.utf8.count > 512 {
            throw AutoFillServerError(.badRequest, "the query is longer than 512 bytes")
        }
        return try JSONCoding.response(API.CodesResponse(codes: try await service.verificationCodes(matching: query)))
    }

    private func addCode(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        let body = try await JSONCoding.decode(API.AddCodeRequest.self, from: request, limit: 70 << 10)
        let entry = try await service.addVerificationCode(link: SecretText(body.url), credentialID: body.credentialID)
        return try JSONCoding.response(entry, status: .created)
    }

    private func addCodeFromQR(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        let body = try await JSONCoding.decode(API.QRImageRequest.self, from: request, limit: context.maxUploadSize)
        let image = try QRImage(width: body.width, height: body.height, base64Pixels: body.pixels)
        let link = try image.decodeSetUpLink()
        let entry = try await service.addVerificationCode(link: link, credentialID: nil)
        return try JSONCoding.response(entry, status: .created)
    }

    // MARK: Messages, fields, fills

    private func receiveMessage(_ request: Request, _ context: Context) async throws -> Response {
        try context.requireFull()
        let body = try await JSONCoding.decode(API.MessageRequest.self, from: request, limit: 64 << 10)
        guard body.text.utf8.count <= 32 << 10 else {
            throw AutoFillServerError(.payloadTooLarge, "a message may be at most 32 KB")
        }
        if let channel = body.channel, channel != "sms", channel != "email" {
            throw AutoFillServerError(.badRequest, "channel must be \"sms\" or \"email\"")
        }
        return try JSONCoding.response(try await service.fields.receive(message: body.text, sender: body.sender))
    }

    private func focusField(_ request: Request, _ context: Context) async throws -> Response {
        guard context.access != .none else { throw AutoFillServerError(.unauthorized, "log in first") }
        let body = try await JSONCoding.decode(API.FocusRequest.self, from: request, limit: 64 << 10)
        let place: FieldRegistry.Place
        switch (body.pageURL, body.appID) {
        case (let page?, nil):
            place = .web(pageURL: page, frameURLs: body.frameURLs ?? [])
        case (nil, let app?):
            place = .app(identifier: app, associatedDomains: body.associatedDomains ?? [])
        default:
            throw AutoFillServerError(.badRequest, "give either pageURL (a web page) or appID (an app), not both")
        }
        let view = try await service.fields.focus(place: place, descriptor: body.field, access: context.access)
        return try JSONCoding.response(view, status: .created)
    }

    private func fieldSuggestions(_ request: Request, _ context: Context) async throws -> Response {
        guard context.access != .none else { throw AutoFillServerError(.unauthorized, "log in first") }
        return try JSONCoding.response(
            try await service.fields.field(try Self.fieldID(context), access: context.access))
    }

    private func blurField(_ request: Request, _ context: Context) async throws -> Response {
        guard context.access != .none else { throw AutoFillServerError(.unauthorized, "log in first") }
        try await service.fields.blur(try Self.fieldID(context), access: context.access)
        return Response(status: .noContent)
    }

    private static func fieldID(_ context: Context) throws(AutoFillServerError) -> UUID {
        guard let text = context.parameters.get("id"), let id = UUID(uuidString: text) else {
            throw AutoFillServerError(.badRequest, "the field id is not a UUID")
        }
        return id
    }

    private func fill(_ request: Request, _ context: Context) async throws -> Response {
        guard context.access != .none else { throw AutoFillServerError(.unauthorized, "log in first") }
        let body = try await JSONCoding.decode(API.FillRequest.self, from: request, limit: 4096)
        let filled = try await service.fields.fill(
            field: body.fieldID, suggestion: body.suggestionID, access: context.access)
        return try JSONCoding.response(
            API.FillResponse(value: filled.value.unredacted, type: filled.type, user: filled.user))
    }

    // MARK: Events

    private func eventStream(_ request: Request, _ context: Context) async throws -> Response {
        guard context.access != .none else { throw AutoFillServerError(.unauthorized, "log in first") }
        guard let stream = service.events.subscribe(access: context.access) else {
            throw AutoFillServerError(.tooManyRequests, "too many event streams are open")
        }
        let hello = ServerEvent(
            name: "hello", data: JSONText.encode(await service.vaultStatus().publicView), audience: .everyone)
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

import Crypto
import Foundation
import Hummingbird
import Secrets
import SyncProtocol
import _HTTPServerSupport

extension SyncServer {
    func addRoutes(to router: Router<SyncRequestContext>) {
        let v1 = router.group(RouterPath(SyncAPI.pathPrefix))
        v1.get("info") { _, _ in JSONResponse.make(ServerInfo(limits: configuration.limits)) }
        v1.post("accounts") { request, context in try await createAccount(request, context) }
        v1.post("prelogin") { request, context in try await prelogin(request, context) }
        v1.post("sessions") { request, context in try await signIn(request, context) }
        v1.delete("sessions/current") { request, _ in try await signOut(request) }
        v1.put("account/key") { request, context in try await changeKey(request, context) }
        v1.get("devices") { request, _ in try await listDevices(request) }
        v1.delete("devices/:id") { request, context in try await revokeDevice(request, context) }
        v1.get("records") { request, _ in try await changes(request) }
        v1.post("records") { request, _ in try await push(request) }
    }

    /// The most a sign-in, account or key body may be: names, keys, parameters and a bundle.
    var smallBodyLimit: Int { 16 * 1024 + configuration.limits.maxKeyBundleBytes * 2 }

    // MARK: Accounts and sessions

    func createAccount(_ request: Request, _ context: SyncRequestContext) async throws -> Response {
        try limitSignIn(request, context)
        let body = try await decode(CreateAccountRequest.self, from: request, limit: smallBodyLimit)
        let name = try Validate.accountName(body.account)
        try Validate.authKey(body.authKey)
        try Validate.kdf(body.kdf)
        try Validate.keyBundle(body.keyBundle, limits: configuration.limits)
        let deviceName = try Validate.deviceName(body.device.name)

        let hash = try await hash(body.authKey)
        let now = unixNow
        let account = StoredAccount(
            id: UUID(), name: name, authHash: hash, kdf: body.kdf, keyBundle: body.keyBundle, revision: 0,
            createdAt: now)
        let device = StoredDevice(account: account.id, id: UUID(), name: deviceName, createdAt: now, lastSeenAt: now)
        let token = SessionToken(account: account.id)
        let session = StoredSession(
            account: account.id, tokenHash: token.hash, device: device.id, createdAt: now,
            expiresAt: now + configuration.sessionLifetime.components.seconds)
        try await store.createAccount(account, device: device, session: session)
        logger.info("account created", metadata: ["account": "\(account.id)"])
        return JSONResponse.make(
            SessionResponse(
                token: token.text, expiresAt: session.expiresAt, accountID: account.id, deviceID: device.id,
                keyBundle: account.keyBundle),
            status: .created)
    }

    func prelogin(_ request: Request, _ context: SyncRequestContext) async throws -> Response {
        try limitSignIn(request, context)
        let body = try await decode(PreloginRequest.self, from: request, limit: smallBodyLimit)
        let name = try Validate.accountName(body.account)
        if let account = try await store.account(named: name) {
            return JSONResponse.make(PreloginResponse(kdf: account.kdf))
        }
        // The same made-up parameters every time for one name, so probing shows nothing. Clients
        // make 32-byte salts (16 random bytes and a tag, docs/sync.md), so the made-up ones are
        // 32 bytes too.
        let key = SymmetricKey(data: try await serverSecret())
        let salt = HMAC<SHA256>.authenticationCode(for: Array(("prelogin:" + name).utf8), using: key)
        return JSONResponse.make(PreloginResponse(kdf: ClientKDF(salt: Array(salt), n: 1 << 17, r: 8, p: 1)))
    }

    func signIn(_ request: Request, _ context: SyncRequestContext) async throws -> Response {
        try limitSignIn(request, context)
        let body = try await decode(SessionRequest.self, from: request, limit: smallBodyLimit)
        let name = try Validate.accountName(body.account)
        try Validate.authKey(body.authKey)
        // A known device keeps its name; only a new one needs a valid one.
        let deviceName = body.device.id == nil ? try Validate.deviceName(body.device.name) : ""

        // Failures slow down the address and account pair, and new devices of the account; the
        // account's own devices never wait for strangers' failures (FailedSignInPolicy).
        let address = clientAddress(request, context)
        let account = try await store.account(named: name)
        var knownDevice = false
        if let account, let id = body.device.id {
            knownDevice = try await store.devices(account: account.id).contains { $0.id == id && $0.revokedAt == nil }
        }
        if let wait = signInThrottle.wait(
            address: address, account: name, knownDevice: knownDevice, now: monotonicSeconds)
        {
            throw SyncServerError.rateLimited(wait: wait, what: "this address to sign in to this account")
        }
        guard try await verify(body.authKey, against: account?.authHash), let account else {
            signInThrottle.recordFailure(
                address: address, account: name, knownDevice: knownDevice, now: monotonicSeconds)
            // The name is not logged (it may be a passphrase typed in the wrong field); the
            // account id is, when the name exists.
            refusalLog.log(
                to: logger, level: .notice, "sign-in refused", key: "sign-in", now: monotonicSeconds,
                metadata: [
                    "reason": "credentials", "address": "\(address)",
                    "account": "\(account?.id.uuidString ?? "unknown")",
                ])
            throw SyncServerError(.unauthorized, "wrong account name or passphrase")
        }
        signInThrottle.recordSuccess(address: address, account: name)
        let now = unixNow
        let token = SessionToken(account: account.id)
        let deviceID = body.device.id ?? UUID()
        let session = StoredSession(
            account: account.id, tokenHash: token.hash, device: deviceID, createdAt: now,
            expiresAt: now + configuration.sessionLifetime.components.seconds)
        if body.device.id == nil {
            let device = StoredDevice(
                account: account.id, id: deviceID, name: deviceName, createdAt: now, lastSeenAt: now)
            try await store.addDevice(device, session: session)
        } else if try await !store.addSession(session) {
            let known = try await store.devices(account: account.id).first { $0.id == deviceID }
            if known == nil {
                throw SyncServerError(
                    .notFound, "the account has no such device; sign in without a device id to add this one")
            }
            refusalLog.log(
                to: logger, level: .notice, "sign-in refused", key: "sign-in", now: monotonicSeconds,
                metadata: ["reason": "revoked device", "account": "\(account.id)", "address": "\(address)"])
            throw SyncServerError(.deviceRevoked, "this device was revoked; it cannot sign in again")
        }
        return JSONResponse.make(
            SessionResponse(
                token: token.text, expiresAt: session.expiresAt, accountID: account.id, deviceID: deviceID,
                keyBundle: account.keyBundle),
            status: .created)
    }

    func signOut(_ request: Request) async throws -> Response {
        let caller = try await authenticate(request)
        try await store.deleteSession(account: caller.account, tokenHash: caller.tokenHash)
        return JSONResponse.noContent()
    }

    func changeKey(_ request: Request, _ context: SyncRequestContext) async throws -> Response {
        let caller = try await authenticate(request)
        try limitSignIn(request, context)
        let body = try await decode(ChangeKeyRequest.self, from: request, limit: smallBodyLimit)
        try Validate.authKey(body.authKey)
        try Validate.authKey(body.newAuthKey, field: "newAuthKey")
        try Validate.kdf(body.kdf)
        try Validate.keyBundle(body.keyBundle, limits: configuration.limits)
        guard let account = try await store.account(id: caller.account) else {
            throw SyncServerError(.unauthorized, "the account no longer exists")
        }
        guard try await verify(body.authKey, against: account.authHash) else {
            refusalLog.log(
                to: logger, level: .notice, "key change refused", key: "sign-in", now: monotonicSeconds,
                metadata: [
                    "reason": "credentials", "account": "\(caller.account)",
                    "address": "\(clientAddress(request, context))",
                ])
            throw SyncServerError(.unauthorized, "the current passphrase is wrong")
        }
        let hash = try await hash(body.newAuthKey)
        try await store.changeKey(
            account: caller.account, authHash: hash, kdf: body.kdf, keyBundle: body.keyBundle,
            keepingSession: caller.tokenHash)
        logger.info("account key changed", metadata: ["account": "\(caller.account)"])
        return JSONResponse.noContent()
    }

    // MARK: Devices

    func listDevices(_ request: Request) async throws -> Response {
        let caller = try await authenticate(request)
        let devices = try await store.devices(account: caller.account).map { device in
            DeviceInfo(
                id: device.id, name: device.name, createdAt: device.createdAt, lastSeenAt: device.lastSeenAt,
                revokedAt: device.revokedAt, isCurrent: device.id == caller.device)
        }
        return JSONResponse.make(DeviceList(devices: devices))
    }

    func revokeDevice(_ request: Request, _ context: SyncRequestContext) async throws -> Response {
        let caller = try await authenticate(request)
        guard let text = context.parameters.get("id"), let id = UUID(uuidString: text) else {
            throw SyncServerError(.badRequest, "the device id in the path is not a UUID")
        }
        guard try await store.revokeDevice(account: caller.account, device: id, at: unixNow) else {
            throw SyncServerError(.notFound, "the account has no such device")
        }
        logger.info("device revoked", metadata: ["account": "\(caller.account)", "device": "\(id)"])
        return JSONResponse.noContent()
    }

    // MARK: Records

    func changes(_ request: Request) async throws -> Response {
        let token = try bearerToken(request)
        let query = request.uri.queryParameters
        let since = try Self.integer(query["since"].map(String.init), name: "since", default: 0, range: 0...Int64.max)
        let maxPage = configuration.limits.maxPageRecords
        let limit = try Self.integer(
            query["limit"].map(String.init), name: "limit", default: Int64(maxPage), range: 1...Int64(maxPage))
        // The session and the page in one store call (one round trip on PostgreSQL); the page is
        // used only once the session passes.
        let found = try await store.sessionAndChanges(
            account: token.account, tokenHash: token.hash, since: UInt64(since), limit: Int(limit) + 1)
        _ = try await authorize(token, found?.0)
        guard let stored = found?.1 else { throw SyncServerError(.unauthorized, "the session ended; sign in again") }
        let hasMore = stored.records.count > Int(limit)
        let records = Array(stored.records.prefix(Int(limit)))
        return JSONResponse.page(
            ChangesPage(
                records: records, nextSince: records.last?.revision ?? UInt64(since), hasMore: hasMore,
                latestRevision: stored.latestRevision))
    }

    func push(_ request: Request) async throws -> Response {
        let caller = try await authenticate(request)
        let body = try await decode(PushRequest.self, from: request, limit: configuration.limits.maxRequestBytes)
        try Validate.batch(body.writes, limits: configuration.limits)
        let outcome = try await store.apply(
            body.writes, account: caller.account, device: caller.device, quota: configuration.limits.maxAccountBytes)
        switch outcome {
        case .accepted(let revision, let records):
            return JSONResponse.make(PushResponse(revision: revision, accepted: records))
        case .conflicts(let conflicts):
            let count = conflicts.count
            return JSONResponse.error(
                SyncServerError(
                    .conflict,
                    "\(count) write\(count == 1 ? " is" : "s are") based on a stale revision; nothing was written"),
                conflicts: conflicts)
        case .quotaExceeded(let bytes):
            throw SyncServerError(
                .quotaExceeded,
                "the account would hold \(bytes) bytes; the quota is \(configuration.limits.maxAccountBytes)")
        case .unknownAccount:
            throw SyncServerError(.unauthorized, "the account no longer exists")
        }
    }

    static func integer(_ text: String?, name: String, default value: Int64, range: ClosedRange<Int64>)
        throws(SyncServerError) -> Int64
    {
        guard let text else { return value }
        guard let number = Int64(text), range.contains(number) else {
            throw SyncServerError(
                .badRequest, "\(name) must be an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }
}

import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat
import NIOPosix
import Secrets
import SyncProtocol

/// Who made an authenticated request.
struct Caller: Sendable {
    let account: UUID
    let device: UUID
    let tokenHash: [UInt8]
}

extension SyncServer {
    /// The client's address: the socket's peer, or the last `X-Forwarded-For` entry when the
    /// server is configured to trust a load balancer.
    func clientAddress(_ request: Request, _ context: SyncRequestContext) -> String {
        if configuration.trustsForwardedFor,
            let header = request.headers.first(where: { $0.name.canonicalName == "x-forwarded-for" })?.value,
            let last = header.split(separator: ",").last.map({ String($0).trimmingCharacters(in: .whitespaces) }),
            !last.isEmpty
        {
            return String(last.prefix(64))
        }
        return context.peerAddress ?? "local"
    }

    /// Reads and decodes a JSON body of at most `limit` bytes.
    func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int) async throws -> T {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw SyncServerError(.tooLarge, "the request body is over \(limit) bytes")
        }
        do {
            return try JSONDecoder().decode(T.self, from: buffer)
        } catch let error as DecodingError {
            throw SyncServerError(.badRequest, "the body is not valid: \(ErrorMiddleware.describe(error))")
        }
    }

    /// Checks the bearer token and the device, applies the account's rate limit, and notes the
    /// device as seen.
    func authenticate(_ request: Request) async throws(SyncServerError) -> Caller {
        let token = try bearerToken(request)
        let lookup = try await store.session(account: token.account, tokenHash: token.hash)
        return try await authorize(token, lookup)
    }

    /// The session token of the `Authorization` header.
    func bearerToken(_ request: Request) throws(SyncServerError) -> SessionToken {
        guard let header = request.headers[.authorization] else {
            throw SyncServerError(.unauthorized, "sign in first: no Authorization header")
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer",
            let token = SessionToken(parsing: String(parts[1].trimming { $0 == " " || $0 == "\t" }))
        else {
            throw SyncServerError(.unauthorized, "the Authorization header is not 'Bearer' and a session token")
        }
        return token
    }

    /// Checks the session `token` named (as the store found it), applies the account's rate
    /// limit, and notes the device as seen.
    func authorize(_ token: SessionToken, _ lookup: SessionLookup?) async throws(SyncServerError) -> Caller {
        guard let lookup else {
            throw SyncServerError(.unauthorized, "the session token is unknown or ended; sign in again")
        }
        let now = unixNow
        guard lookup.session.expiresAt > now else {
            throw SyncServerError(.unauthorized, "the session expired; sign in again")
        }
        guard lookup.deviceRevokedAt == nil else {
            throw SyncServerError(.deviceRevoked, "this device was revoked")
        }
        if let wait = accountLimiter.acquire(token.account, now: monotonicSeconds) {
            throw SyncServerError.rateLimited(wait: wait, what: "this account")
        }
        if now - lookup.deviceLastSeenAt >= 60 {
            try await store.touchDevice(account: token.account, device: lookup.session.device, at: now)
        }
        return Caller(account: token.account, device: lookup.session.device, tokenHash: token.hash)
    }

    /// Applies the sign-in rate limit to the address. Accounts are never limited as a whole (a
    /// stranger could lock their owner out); failed sign-ins are counted by ``SignInThrottle``.
    func limitSignIn(_ request: Request, _ context: SyncRequestContext) throws(SyncServerError) {
        if let wait = signInLimiter.acquire("address:" + clientAddress(request, context), now: monotonicSeconds) {
            throw SyncServerError.rateLimited(wait: wait, what: "this address to sign in")
        }
    }

    /// Hashes a key with the configured parameters, a few at a time, off the request threads.
    func hash(_ key: SecretBytes) async throws(SyncServerError) -> AuthKeyHash {
        let parameters = configuration.authHashParameters
        return try await offload { () throws(SyncServerError) in try AuthKeyHash.make(for: key, parameters: parameters)
        }
    }

    /// Whether `key` matches `hash` (or, for an unknown account, spends the same time and fails).
    func verify(_ key: SecretBytes, against hash: AuthKeyHash?) async throws(SyncServerError) -> Bool {
        let decoy = decoyHash
        return try await offload { () throws(SyncServerError) in
            guard let hash else {
                _ = try decoy.matches(key)
                return false
            }
            return try hash.matches(key)
        }
    }

    private func offload<T: Sendable>(_ body: @escaping @Sendable () throws(SyncServerError) -> T)
        async throws(SyncServerError) -> T
    {
        await hashGate.enter()
        let result: Result<T, SyncServerError>
        do {
            result = .success(try await NIOThreadPool.singleton.runIfActive { () throws -> T in try body() })
        } catch let error as SyncServerError {
            result = .failure(error)
        } catch {
            result = .failure(SyncServerError(.unavailable, "the server is shutting down"))
        }
        await hashGate.leave()
        return try result.get()
    }
}

// MARK: Validation

enum Validate {
    /// Account names compare without case and surrounding space.
    static func accountName(_ text: String) throws(SyncServerError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !name.isEmpty, name.utf8.count <= 254 else {
            throw SyncServerError(.badRequest, "account must be 1-254 bytes")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw SyncServerError(.badRequest, "account must not contain control characters")
        }
        return name
    }

    static func deviceName(_ text: String) throws(SyncServerError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.utf8.count <= 100 else {
            throw SyncServerError(.badRequest, "device.name must be 1-100 bytes")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw SyncServerError(.badRequest, "device.name must not contain control characters")
        }
        return name
    }

    static func authKey(_ key: SecretBytes, field: String = "authKey") throws(SyncServerError) {
        guard key.count == 32 else {
            throw SyncServerError(.badRequest, "\(field) must be 32 bytes (Base64), got \(key.count)")
        }
    }

    static func kdf(_ kdf: ClientKDF) throws(SyncServerError) {
        guard kdf.algorithm == ClientKDF.scrypt else {
            throw SyncServerError(.badRequest, "kdf.algorithm must be 'scrypt'")
        }
        guard (16...64).contains(kdf.salt.count) else {
            throw SyncServerError(.badRequest, "kdf.salt must be 16-64 bytes")
        }
        guard kdf.n >= 1 << 10, kdf.n <= 1 << 22, kdf.n & (kdf.n - 1) == 0 else {
            throw SyncServerError(.badRequest, "kdf.n must be a power of two from 2^10 to 2^22")
        }
        guard (1...32).contains(kdf.r), (1...16).contains(kdf.p) else {
            throw SyncServerError(.badRequest, "kdf.r must be 1-32 and kdf.p 1-16")
        }
    }

    static func keyBundle(_ bundle: [UInt8], limits: SyncLimits) throws(SyncServerError) {
        guard !bundle.isEmpty else { throw SyncServerError(.badRequest, "keyBundle must not be empty") }
        guard bundle.count <= limits.maxKeyBundleBytes else {
            throw SyncServerError(
                .tooLarge, "keyBundle is \(bundle.count) bytes; the limit is \(limits.maxKeyBundleBytes)")
        }
    }

    static func batch(_ writes: [RecordWrite], limits: SyncLimits) throws(SyncServerError) {
        guard !writes.isEmpty else { throw SyncServerError(.badRequest, "writes must not be empty") }
        guard writes.count <= limits.maxBatchWrites else {
            throw SyncServerError(
                .tooLarge, "a batch holds at most \(limits.maxBatchWrites) writes, got \(writes.count)")
        }
        var seen = Set<UUID>(minimumCapacity: writes.count)
        for (index, write) in writes.enumerated() {
            guard seen.insert(write.id).inserted else {
                throw SyncServerError(.badRequest, "writes[\(index)] names a record already in the batch")
            }
            guard write.baseRevision <= UInt64(Int64.max) else {
                throw SyncServerError(.badRequest, "writes[\(index)].baseRevision is out of range")
            }
            guard write.isDeleted || !write.ciphertext.isEmpty else {
                throw SyncServerError(.badRequest, "writes[\(index)].ciphertext must not be empty")
            }
            guard write.ciphertext.count <= limits.maxRecordBytes else {
                throw SyncServerError(
                    .tooLarge,
                    "writes[\(index)] is \(write.ciphertext.count) bytes; the limit is \(limits.maxRecordBytes)")
            }
        }
    }
}

extension Substring {
    /// Without the leading and trailing characters that match `isTrimmed`.
    fileprivate func trimming(_ isTrimmed: (Character) -> Bool) -> Substring {
        var result = drop(while: isTrimmed)
        while let last = result.last, isTrimmed(last) { result = result.dropLast() }
        return result
    }
}

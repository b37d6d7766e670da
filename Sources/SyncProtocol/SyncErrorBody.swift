/// A machine-readable error code in an error body. Clients match on it; new codes may appear.
public struct SyncErrorCode: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// `400`: the request is malformed: not JSON, a missing or invalid field, a bad parameter.
    public static let badRequest = SyncErrorCode(rawValue: "bad_request")
    /// `401`: no token, an unknown, expired or ended token, or wrong credentials at sign-in.
    public static let unauthorized = SyncErrorCode(rawValue: "unauthorized")
    /// `403`: the device was revoked.
    public static let deviceRevoked = SyncErrorCode(rawValue: "device_revoked")
    /// `404`: no such endpoint or device (in this account).
    public static let notFound = SyncErrorCode(rawValue: "not_found")
    /// `404`: a path under a protocol version the server does not speak.
    public static let unsupportedProtocol = SyncErrorCode(rawValue: "unsupported_protocol")
    /// `405`: the endpoint exists but not with this method.
    public static let methodNotAllowed = SyncErrorCode(rawValue: "method_not_allowed")
    /// `409`: a write's base revision is stale; the body lists every conflict.
    public static let conflict = SyncErrorCode(rawValue: "conflict")
    /// `409`: an account with this name exists.
    public static let accountExists = SyncErrorCode(rawValue: "account_exists")
    /// `413`: a record, a key bundle, a batch or a request body over the server's limits.
    public static let tooLarge = SyncErrorCode(rawValue: "too_large")
    /// `413`: the write would take the account's stored ciphertext over its quota.
    public static let quotaExceeded = SyncErrorCode(rawValue: "quota_exceeded")
    /// `429`: too many requests; retry after the `Retry-After` header's seconds.
    public static let rateLimited = SyncErrorCode(rawValue: "rate_limited")
    /// `500`: a fault on the server; the request may be retried.
    public static let internalError = SyncErrorCode(rawValue: "internal")
    /// `503`: the storage is unavailable; retry later.
    public static let unavailable = SyncErrorCode(rawValue: "unavailable")
}

/// Every error response's body:
///
/// ```json
/// {"error": {"code": "conflict", "message": "1 write is based on a stale revision"}, "conflicts": [...]}
/// ```
public struct SyncErrorBody: Sendable, Hashable, Codable {
    public struct Detail: Sendable, Hashable, Codable {
        public var code: SyncErrorCode
        /// A sentence for people. Never contains a secret.
        public var message: String

        public init(code: SyncErrorCode, message: String) {
            self.code = code
            self.message = message
        }
    }

    public var error: Detail
    /// For ``SyncErrorCode/conflict``: every stale write and the version the server holds.
    public var conflicts: [SyncConflict]?
    /// For ``SyncErrorCode/rateLimited``: seconds to wait (also in `Retry-After`).
    public var retryAfter: Int?

    public init(code: SyncErrorCode, message: String, conflicts: [SyncConflict]? = nil, retryAfter: Int? = nil) {
        self.error = Detail(code: code, message: message)
        self.conflicts = conflicts
        self.retryAfter = retryAfter
    }
}

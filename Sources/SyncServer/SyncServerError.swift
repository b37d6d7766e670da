import Hummingbird
import SyncProtocol

/// The one error type of `SyncServer`.
///
/// Match on ``code``; show ``description`` to people: it says what was wrong and never contains
/// a secret, a token or a record's ciphertext. Two errors are equal when their codes are equal.
/// Each code maps to an HTTP status and a wire code of ``SyncErrorCode``.
public struct SyncServerError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case badRequest
            case unauthorized
            case deviceRevoked
            case notFound
            case methodNotAllowed
            case unsupportedProtocol
            case accountExists
            case conflict
            case tooLarge
            case quotaExceeded
            case rateLimited
            case storageFailure
            case unavailable
            case invalidConfiguration
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// A malformed request: not JSON, a missing or invalid field, a bad parameter.
        public static let badRequest = Code(.badRequest)
        /// No token, an unknown, expired or ended token, or wrong credentials.
        public static let unauthorized = Code(.unauthorized)
        /// The device was revoked.
        public static let deviceRevoked = Code(.deviceRevoked)
        /// No such endpoint, account or device.
        public static let notFound = Code(.notFound)
        /// An endpoint used with a method it does not answer.
        public static let methodNotAllowed = Code(.methodNotAllowed)
        /// A path under a protocol version this server does not speak.
        public static let unsupportedProtocol = Code(.unsupportedProtocol)
        /// An account with that name exists.
        public static let accountExists = Code(.accountExists)
        /// A write's base revision is stale (the HTTP answer lists the conflicts).
        public static let conflict = Code(.conflict)
        /// A record, key bundle, batch or request body over the limits.
        public static let tooLarge = Code(.tooLarge)
        /// The account's stored ciphertext would exceed its quota.
        public static let quotaExceeded = Code(.quotaExceeded)
        /// Too many requests from one account or address.
        public static let rateLimited = Code(.rateLimited)
        /// The database failed (a fault, not the client's mistake).
        public static let storageFailure = Code(.storageFailure)
        /// The database cannot be reached or is overloaded; retry later.
        public static let unavailable = Code(.unavailable)
        /// The server's own settings are wrong: a bad database URL, impossible limits.
        public static let invalidConfiguration = Code(.invalidConfiguration)

        public var description: String { String(describing: backing) }
    }

    /// What kind of problem occurred.
    public let code: Code
    /// For ``Code/rateLimited``: how long until a retry can succeed (whole seconds).
    public let retryAfter: Duration?
    private let reason: String
    private let file: String
    private let line: UInt

    init(_ code: Code, _ reason: String, retryAfter: Duration? = nil, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.retryAfter = retryAfter
        self.file = file
        self.line = line
    }
}

extension SyncServerError: Hashable {
    public static func == (lhs: SyncServerError, rhs: SyncServerError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension SyncServerError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "a batch holds at most 100 writes, got 250".
    public var description: String { reason }
    public var debugDescription: String { "SyncServerError.\(code): \(reason) (\(file):\(line))" }
}

extension SyncServerError {
    /// The HTTP status this error is answered with.
    public var status: HTTPResponse.Status {
        switch code {
        case .badRequest: .badRequest
        case .unauthorized: .unauthorized
        case .deviceRevoked: .forbidden
        case .notFound, .unsupportedProtocol: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .accountExists, .conflict: .conflict
        case .tooLarge, .quotaExceeded: .contentTooLarge
        case .rateLimited: .tooManyRequests
        case .unavailable: .serviceUnavailable
        default: .internalServerError
        }
    }

    /// The code clients see in the error body.
    public var wireCode: SyncErrorCode {
        switch code {
        case .badRequest: .badRequest
        case .unauthorized: .unauthorized
        case .deviceRevoked: .deviceRevoked
        case .notFound: .notFound
        case .unsupportedProtocol: .unsupportedProtocol
        case .methodNotAllowed: .methodNotAllowed
        case .accountExists: .accountExists
        case .conflict: .conflict
        case .tooLarge: .tooLarge
        case .quotaExceeded: .quotaExceeded
        case .rateLimited: .rateLimited
        case .unavailable: .unavailable
        default: .internalError
        }
    }
}

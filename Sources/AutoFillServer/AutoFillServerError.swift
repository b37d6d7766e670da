import AutoFillAPI

/// The one error type of `AutoFillServer`.
///
/// Every failure the API reports is one of these: an opaque ``code`` (the `error.code` field of
/// the JSON body), an HTTP status, and a sentence a person can act on. The sentence never holds
/// a secret. Two errors are equal when their codes are equal.
public struct AutoFillServerError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        /// The HTTP status code the API answers with.
        public let httpStatus: Int
        private init(_ name: String, _ httpStatus: Int) {
            self.name = name
            self.httpStatus = httpStatus
        }

        /// The request is malformed: bad JSON, a missing field, a value out of range.
        public static let badRequest = Code("badRequest", 400)
        /// No credentials, or the wrong ones.
        public static let unauthorized = Code("unauthorized", 401)
        /// The request came from a host or origin the service does not serve (DNS rebinding,
        /// cross-site requests), or its session may not use this endpoint.
        public static let forbidden = Code("forbidden", 403)
        /// No such route or item.
        public static let notFound = Code("notFound", 404)
        /// The vault already exists, or an item changed underneath the request.
        public static let conflict = Code("conflict", 409)
        /// There is no vault yet: create one first.
        public static let vaultNotFound = Code("vaultNotFound", 404)
        /// The vault is locked: unlock it first.
        public static let locked = Code("locked", 423)
        /// The passphrase is wrong.
        public static let wrongPassphrase = Code("wrongPassphrase", 401)
        /// Filling needs the vault unlocked recently: ask for the passphrase, unlock, try again.
        public static let userInteractionRequired = Code("userInteractionRequired", 403)
        /// The request body is larger than the endpoint takes.
        public static let payloadTooLarge = Code("payloadTooLarge", 413)
        /// The body is not `application/json`.
        public static let unsupportedMediaType = Code("unsupportedMediaType", 415)
        /// The endpoint exists but this build cannot serve it yet.
        public static let notImplemented = Code("notImplemented", 501)
        /// Too many items (focused fields, subscribers) at once.
        public static let tooManyRequests = Code("tooManyRequests", 429)
        /// Something failed inside the service; the log says more (without secrets).
        public static let internalError = Code("internalError", 500)
        /// The service could not start: the address, the state directory, the socket.
        public static let startupFailed = Code("startupFailed", 500)

        static let all: [Code] = [
            .badRequest, .unauthorized, .forbidden, .notFound, .conflict, .vaultNotFound, .locked, .wrongPassphrase,
            .userInteractionRequired, .payloadTooLarge, .unsupportedMediaType, .notImplemented, .tooManyRequests,
            .internalError, .startupFailed,
        ]

        /// The code named `name` (the `error.code` field of an answer); nil for a name this
        /// version does not know.
        public init?(name: String) {
            guard let known = Self.all.first(where: { $0.name == name }) else { return nil }
            self = known
        }

        public var description: String { name }

        public static func == (lhs: Code, rhs: Code) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// What kind of problem occurred.
    public let code: Code
    private let reason: String
    private let file: String
    private let line: UInt

    init(_ code: Code, _ reason: String, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.file = file
        self.line = line
    }

    /// The HTTP status code the API answers with.
    public var httpStatus: Int { code.httpStatus }
}

extension AutoFillServerError: Hashable {
    public static func == (lhs: AutoFillServerError, rhs: AutoFillServerError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension AutoFillServerError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "the vault is locked; unlock it first".
    public var description: String { reason }
    public var debugDescription: String { "AutoFillServerError.\(code): \(reason) (\(file):\(line))" }
}

extension AutoFillServerError {
    /// `{"error": {"code": "...", "message": "..."}}`.
    var body: ErrorBody { ErrorBody(code: code.description, message: reason) }
}

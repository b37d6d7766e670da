import Hummingbird
import NIOCore

/// The one error type of `AutoFillServer`.
///
/// Every failure the API reports is one of these: an opaque ``code`` (the `error.code` field of
/// the JSON body), an HTTP status, and a sentence a person can act on. The sentence never holds
/// a secret. Two errors are equal when their codes are equal.
public struct AutoFillServerError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        fileprivate let status: HTTPResponse.Status
        private init(_ name: String, _ status: HTTPResponse.Status) {
            self.name = name
            self.status = status
        }

        /// The request is malformed: bad JSON, a missing field, a value out of range.
        public static let badRequest = Code("badRequest", .badRequest)
        /// No credentials, or the wrong ones.
        public static let unauthorized = Code("unauthorized", .unauthorized)
        /// The request came from a host or origin the service does not serve (DNS rebinding,
        /// cross-site requests), or its session may not use this endpoint.
        public static let forbidden = Code("forbidden", .forbidden)
        /// No such route or item.
        public static let notFound = Code("notFound", .notFound)
        /// The vault already exists, or an item changed underneath the request.
        public static let conflict = Code("conflict", .conflict)
        /// There is no vault yet: create one first.
        public static let vaultNotFound = Code("vaultNotFound", .notFound)
        /// The vault is locked: unlock it first.
        public static let locked = Code("locked", .locked)
        /// The passphrase is wrong.
        public static let wrongPassphrase = Code("wrongPassphrase", .unauthorized)
        /// Filling needs the vault unlocked recently: ask for the passphrase, unlock, try again.
        public static let userInteractionRequired = Code("userInteractionRequired", .forbidden)
        /// The request body is larger than the endpoint takes.
        public static let payloadTooLarge = Code("payloadTooLarge", .contentTooLarge)
        /// The body is not `application/json`.
        public static let unsupportedMediaType = Code("unsupportedMediaType", .unsupportedMediaType)
        /// The endpoint exists but this build cannot serve it yet.
        public static let notImplemented = Code("notImplemented", .notImplemented)
        /// Too many items (focused fields, subscribers) at once.
        public static let tooManyRequests = Code("tooManyRequests", .tooManyRequests)
        /// Something failed inside the service; the log says more (without secrets).
        public static let internalError = Code("internalError", .internalServerError)
        /// The service could not start: the address, the state directory, the socket.
        public static let startupFailed = Code("startupFailed", .internalServerError)

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

    /// The HTTP status the API answers with.
    public var status: HTTPResponse.Status { code.status }
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

extension AutoFillServerError: HTTPResponseError {
    /// `{"error": {"code": "...", "message": "..."}}` with the error's status.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = ErrorBody(error: .init(code: code.description, message: reason))
        var response = try JSONCoding.response(body, status: status)
        if code == .unauthorized {
            response.headers[.wwwAuthenticate] = "Bearer realm=\"autofill\""
        }
        return response
    }

    struct ErrorBody: Codable {
        struct Detail: Codable {
            var code: String
            var message: String
        }
        var error: Detail
    }
}

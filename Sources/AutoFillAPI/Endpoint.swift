/// One operation of the local AutoFill service's JSON API: its method and path, who may call
/// it, the body it takes and the answer it gives.
///
/// The server registers its routes from these values and the client sends requests with them,
/// so the two cannot drift apart; `openapi.yaml` documents the same table (a test checks both
/// ways).
///
/// ```swift
/// let answer = try await client.send(Endpoints.receiveMessage, MessageRequest(text: text))
/// ```
public struct Endpoint<Body: Codable & Sendable, Answer: Codable & Sendable>: Sendable, CustomStringConvertible {
    /// The HTTP method.
    public let method: HTTPMethod
    /// The path, with `{id}` where an identifier goes (OpenAPI's syntax).
    public let path: String
    /// Who may call it.
    public let access: EndpointAccess
    /// The status of a successful answer.
    public let successStatus: Int
    /// Whether `autofill bridge` forwards it for a browser extension.
    public let isForwardedByBridge: Bool
    /// The names of the query parameters it reads.
    public let queryParameters: [String]
    /// Whether it answers only while the user was present recently (the vault unlocked within
    /// the presence interval); otherwise `403 userInteractionRequired`. Endpoints that hand out
    /// a secret or a code, or that tell whether a guess is right, need it.
    public let needsPresence: Bool

    public init(
        _ method: HTTPMethod, _ path: String, access: EndpointAccess, successStatus: Int = 200,
        isForwardedByBridge: Bool = false, queryParameters: [String] = [], needsPresence: Bool = false
    ) {
        self.method = method
        self.path = path
        self.access = access
        self.successStatus = successStatus
        self.isForwardedByBridge = isForwardedByBridge
        self.queryParameters = queryParameters
        self.needsPresence = needsPresence
    }

    /// The path with `{id}` replaced by `id`.
    public func path(id: String) -> String {
        path.replacing("{id}", with: id)
    }

    /// The operation without its types, for tables.
    public var erased: AnyEndpoint {
        AnyEndpoint(
            method: method, path: path, access: access, successStatus: successStatus,
            isForwardedByBridge: isForwardedByBridge, queryParameters: queryParameters, needsPresence: needsPresence)
    }

    public var description: String { "\(method) \(path)" }
}

/// An ``Endpoint`` without its body and answer types.
public struct AnyEndpoint: Sendable, Hashable, CustomStringConvertible {
    public let method: HTTPMethod
    public let path: String
    public let access: EndpointAccess
    public let successStatus: Int
    public let isForwardedByBridge: Bool
    public let queryParameters: [String]
    public let needsPresence: Bool

    /// Whether `method` and the concrete `path` (no query) name this operation: each `{id}`
    /// stands for one non-empty segment of letters, digits and `-`.
    public func matches(method: HTTPMethod, path concrete: String) -> Bool {
        guard method == self.method else { return false }
        let pattern = path.split(separator: "/", omittingEmptySubsequences: false)
        let segments = concrete.split(separator: "/", omittingEmptySubsequences: false)
        guard pattern.count == segments.count else { return false }
        return zip(pattern, segments).allSatisfy { expected, actual in
            guard expected.hasPrefix("{") else { return expected == actual }
            return !actual.isEmpty && actual.utf8.count <= 64 && actual.utf8.allSatisfy(Self.isIdentifierByte)
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    public var description: String { "\(method) \(path)" }
}

/// An HTTP method of the API.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let delete = HTTPMethod(rawValue: "DELETE")

    public var description: String { rawValue }
}

/// Who may call an endpoint.
public struct EndpointAccess: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// Anyone who reaches the service (the health check, the login exchange).
    public static let `public` = EndpointAccess("public")
    /// Any session: full access, or a demo-site session (which then sees only its own fields).
    public static let session = EndpointAccess("session")
    /// Full access only: the access token, the Unix socket, a session on the service's own page.
    public static let full = EndpointAccess("full")

    public var description: String { name }
}

/// The body of a request that has none (`GET`, `DELETE`).
public struct NoBody: Codable, Sendable, Hashable {
    public init() {}
}

/// The answer of an endpoint that answers `204 No Content`.
public struct NoContent: Codable, Sendable, Hashable {
    public init() {}
}

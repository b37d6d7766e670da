/// The one error type of `MessageSources`: an opaque ``code`` and a sentence a person can act on,
/// never a secret (a password, a message's text). Two errors are equal when their codes are equal.
public struct MessageSourceError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The source cannot reach what it reads from (D-Bus, a server, the network).
        public static let unreachable = Code("unreachable")
        /// The server refused the credentials.
        public static let authenticationFailed = Code("authenticationFailed")
        /// The server's TLS certificate is not trusted (expired, another name, an unknown
        /// authority), or the TLS handshake failed.
        public static let certificateRejected = Code("certificateRejected")
        /// What came in is not what the protocol allows (a malformed SMS object, broken MIME).
        public static let malformed = Code("malformed")
        /// The message is gone or was never this source's.
        public static let notFound = Code("notFound")
        /// The settings cannot work (an unknown option, a missing host name).
        public static let invalidConfiguration = Code("invalidConfiguration")

        public var description: String { name }
    }

    public let code: Code
    private let reason: String
    private let file: String
    private let line: UInt

    package init(_ code: Code, _ reason: String, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.file = file
        self.line = line
    }
}

extension MessageSourceError: Hashable {
    public static func == (lhs: MessageSourceError, rhs: MessageSourceError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension MessageSourceError: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { reason }
    public var debugDescription: String { "MessageSourceError.\(code): \(reason) (\(file):\(line))" }
}

/// The one error type of `AssociatedDomains`.
///
/// Match on ``code``; show ``description`` to people: it says what was wrong and what to do.
/// Two errors are equal when their codes are equal.
public struct AssociatedDomainsError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case invalidEntitlement
            case invalidAppIdentifier
            case invalidJSON
            case invalidContent
            case invalidHost
            case developerModeRequired
            case redirected
            case unexpectedStatus
            case notJSON
            case tooLarge
            case timedOut
            case connectionFailed
            case certificateRejected
            case unreadableFile
            case invalidList
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// An associated-domains entitlement entry that is not `service:host[:port][?mode=...]`.
        public static let invalidEntitlement = Code(.invalidEntitlement)
        /// An app identifier that is not `TEAMID.bundle.identifier`.
        public static let invalidAppIdentifier = Code(.invalidAppIdentifier)
        /// A file that is not JSON (or not UTF-8).
        public static let invalidJSON = Code(.invalidJSON)
        /// JSON of the wrong shape: not an apple-app-site-association object, not an
        /// assetlinks.json array, a field of the wrong type.
        public static let invalidContent = Code(.invalidContent)
        /// A host that cannot have association files (not a valid domain).
        public static let invalidHost = Code(.invalidHost)
        /// A loopback, private or IP-literal host, which only developer mode may fetch from.
        public static let developerModeRequired = Code(.developerModeRequired)
        /// The server answered with a redirect; association files must be served directly.
        public static let redirected = Code(.redirected)
        /// The server answered with a status other than 200.
        public static let unexpectedStatus = Code(.unexpectedStatus)
        /// The server's Content-Type is not `application/json`.
        public static let notJSON = Code(.notJSON)
        /// The file is larger than the limit (128 KB).
        public static let tooLarge = Code(.tooLarge)
        /// The server did not send the whole file within the time limit (10 s).
        public static let timedOut = Code(.timedOut)
        /// No connection could be made (DNS, refused, reset).
        public static let connectionFailed = Code(.connectionFailed)
        /// The TLS handshake failed: an invalid, expired or untrusted certificate.
        public static let certificateRejected = Code(.certificateRejected)
        /// A local file that cannot be read.
        public static let unreadableFile = Code(.unreadableFile)
        /// A Public Suffix List file that does not parse.
        public static let invalidList = Code(.invalidList)

        public var description: String { String(describing: backing) }
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
}

extension AssociatedDomainsError: Hashable {
    public static func == (lhs: AssociatedDomainsError, rhs: AssociatedDomainsError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension AssociatedDomainsError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on.
    public var description: String { reason }
    public var debugDescription: String { "AssociatedDomainsError.\(code): \(reason) (\(file):\(line))" }
}

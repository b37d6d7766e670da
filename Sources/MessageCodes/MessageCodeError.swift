/// The one error type of `MessageCodes`.
///
/// Match on ``code``; show ``description`` to people: it says what was wrong and where, and never
/// contains the one-time code itself. Two errors are equal when their codes are equal.
public struct MessageCodeError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case noDomainBoundCode
            case invalidHost
            case invalidCode
            case invalidText
            case invalidAppHash
            case invalidPackageName
            case invalidCertificate
            case bindingMismatch
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// The message has no `@host #code` line (in the mode that was asked for).
        public static let noDomainBoundCode = Code(.noDomainBoundCode)
        /// A host in a domain-bound line, or given to the composer, is not a plain domain name or
        /// IP literal: it has a scheme, port, path, query, userinfo, or characters a host cannot have.
        public static let invalidHost = Code(.invalidHost)
        /// A code given to the composer is empty, too long, or has whitespace or `#`.
        public static let invalidCode = Code(.invalidCode)
        /// Explanatory text given to the composer that would change how the message parses.
        public static let invalidText = Code(.invalidText)
        /// An Android SMS Retriever app hash that is not 11 Base64 characters.
        public static let invalidAppHash = Code(.invalidAppHash)
        /// An Android package name that does not follow the `com.example.app` rules.
        public static let invalidPackageName = Code(.invalidPackageName)
        /// A signing certificate that is empty or not hexadecimal.
        public static let invalidCertificate = Code(.invalidCertificate)
        /// The message binds its code (`@host #code`) to another site than the domain its
        /// verified sender vouches for (a DKIM signature): the code is offered nowhere.
        public static let bindingMismatch = Code(.bindingMismatch)

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

extension MessageCodeError: Hashable {
    public static func == (lhs: MessageCodeError, rhs: MessageCodeError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension MessageCodeError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "the host after @ has a port (:8443)".
    public var description: String { reason }
    public var debugDescription: String { "MessageCodeError.\(code): \(reason) (\(file):\(line))" }
}

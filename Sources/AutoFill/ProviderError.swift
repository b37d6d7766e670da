/// The one error type of `AutoFill`, modelled on `ASExtensionError`.
///
/// Match on ``code``; show ``description`` to people: it says what went wrong and what to do,
/// and never contains a secret (a password, a code, a passphrase). Two errors are equal when
/// their codes are equal.
public struct ProviderError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible, Codable {
        /// The stable name, used in JSON and in the external-provider protocol.
        public let name: String
        private init(_ name: String) { self.name = name }

        /// The credential cannot be provided without the user: unlock the vault (or let the
        /// provider show its interface) and ask again.
        public static let userInteractionRequired = Code("userInteractionRequired")
        /// The identity asked for does not exist (any more) in the provider.
        public static let credentialIdentityNotFound = Code("credentialIdentityNotFound")
        /// The user dismissed the request.
        public static let userCanceled = Code("userCanceled")
        /// The provider did not answer before its deadline.
        public static let timedOut = Code("timedOut")
        /// The provider failed: it crashed, exited with an error, or reported a failure.
        public static let providerFailed = Code("providerFailed")
        /// The provider answered with something that is not a valid protocol message (garbage,
        /// too large, wrong version, an identity for another site).
        public static let invalidResponse = Code("invalidResponse")
        /// A provider manifest that cannot be used.
        public static let invalidManifest = Code("invalidManifest")
        /// A page, frame or app description that cannot be used (not an http(s) address, an
        /// invalid app identifier or associated domain).
        public static let invalidContext = Code("invalidContext")
        /// The vault is locked: it cannot list or provide anything until it is unlocked.
        public static let vaultLocked = Code("vaultLocked")
        /// The suggestion is unknown or no longer valid (expired, used, or for another field).
        public static let suggestionNotFound = Code("suggestionNotFound")
        /// A message whose binding line names an invalid host.
        public static let invalidMessage = Code("invalidMessage")
        /// The provider does not offer this type of credential.
        public static let unsupportedCredentialType = Code("unsupportedCredentialType")

        static let all: [Code] = [
            .userInteractionRequired, .credentialIdentityNotFound, .userCanceled, .timedOut, .providerFailed,
            .invalidResponse, .invalidManifest, .invalidContext, .vaultLocked, .suggestionNotFound,
            .invalidMessage, .unsupportedCredentialType,
        ]

        /// The code named `name`; nil for a name this version does not know.
        public init?(name: String) {
            guard let known = Self.all.first(where: { $0.name == name }) else { return nil }
            self = known
        }

        public var description: String { name }

        public init(from decoder: any Decoder) throws {
            let name = try decoder.singleValueContainer().decode(String.self)
            self = Code(name: name) ?? .providerFailed
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }

    /// What kind of problem occurred.
    public let code: Code
    private let reason: String
    private let file: String
    private let line: UInt

    /// An error with a reason a person can act on. The reason must never contain a secret.
    public init(_ code: Code, _ reason: String, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.file = file
        self.line = line
    }

    /// The provider failed for `reason`.
    public static func providerFailed(_ reason: String, file: String = #fileID, line: UInt = #line) -> ProviderError {
        ProviderError(.providerFailed, reason, file: file, line: line)
    }
}

extension ProviderError: Hashable {
    public static func == (lhs: ProviderError, rhs: ProviderError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension ProviderError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on.
    public var description: String { reason }
    public var debugDescription: String { "ProviderError.\(code): \(reason) (\(file):\(line))" }
}

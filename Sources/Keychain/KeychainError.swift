/// The one error type of `Keychain`.
///
/// Match on ``code``; show ``description`` to people: it says what was wrong and what to do,
/// and never contains a secret (a password, a passphrase, a key, a verification-code secret).
/// Two errors are equal when their codes are equal.
public struct KeychainError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Backing: Hashable, Sendable {
            case wrongPassphrase
            case locked
            case vaultNotFound
            case vaultExists
            case damagedRecord
            case damagedVault
            case unsupportedVersion
            case storageFailure
            case recordNotFound
            case staleRevision
            case invalidRecord
            case invalidParameter
            case malformedImport
            case passphraseRequired
            case unsupportedImport
            case ambiguousMatch
            case notSignedIn
            case syncUnavailable
            case syncRefused
            case sessionExpired
            case deviceRevoked
            case accountExists
        }

        private let backing: Backing
        private init(_ backing: Backing) { self.backing = backing }

        /// The passphrase does not open the vault or the file.
        public static let wrongPassphrase = Code(.wrongPassphrase)
        /// The operation needs the vault's keys, and the vault is locked.
        public static let locked = Code(.locked)
        /// No vault exists at the location; create one first.
        public static let vaultNotFound = Code(.vaultNotFound)
        /// A vault already exists where a new one was to be created.
        public static let vaultExists = Code(.vaultExists)
        /// One record failed authentication or could not be decoded; the others are intact.
        public static let damagedRecord = Code(.damagedRecord)
        /// The vault's header or database is unreadable as a whole.
        public static let damagedVault = Code(.damagedVault)
        /// The vault or record was written by a newer version of this software.
        public static let unsupportedVersion = Code(.unsupportedVersion)
        /// SQLite or the file system refused an operation.
        public static let storageFailure = Code(.storageFailure)
        /// No record has the given identifier.
        public static let recordNotFound = Code(.recordNotFound)
        /// The record changed since it was read (another process wrote it); read it again.
        public static let staleRevision = Code(.staleRevision)
        /// A record's contents are not acceptable, such as a credential with an invalid URL.
        public static let invalidRecord = Code(.invalidRecord)
        /// A parameter is outside what the vault accepts, such as scrypt settings.
        public static let invalidParameter = Code(.invalidParameter)
        /// An import file is not in the format it claims.
        public static let malformedImport = Code(.malformedImport)
        /// An import file is encrypted and no passphrase was given.
        public static let passphraseRequired = Code(.passphraseRequired)
        /// An import file uses a variant this version cannot read.
        public static let unsupportedImport = Code(.unsupportedImport)
        /// A query matches more than one item where exactly one was needed.
        public static let ambiguousMatch = Code(.ambiguousMatch)
        /// The vault has no sync account; create one or sign in first.
        public static let notSignedIn = Code(.notSignedIn)
        /// The sync server cannot be reached or answered with a fault; try again later.
        public static let syncUnavailable = Code(.syncUnavailable)
        /// The sync server refused a request (wrong credentials, a limit, a malformed answer).
        public static let syncRefused = Code(.syncRefused)
        /// The sync session ended or expired; sign in again.
        public static let sessionExpired = Code(.sessionExpired)
        /// This device was revoked from the sync account.
        public static let deviceRevoked = Code(.deviceRevoked)
        /// A sync account with this name exists already.
        public static let accountExists = Code(.accountExists)

        public var description: String { String(describing: backing) }
    }

    /// What kind of problem occurred.
    public let code: Code
    private let reason: String
    private let file: String
    private let line: UInt

    // `package`: the sync client's HTTP transport (module SyncHTTPTransport) reports its
    // refusals as Keychain errors, so that callers of the client match one error type.
    package init(_ code: Code, _ reason: String, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.file = file
        self.line = line
    }
}

extension KeychainError {
    /// What a person can do about a damaged vault, said the same way everywhere.
    static let recoveryAdvice =
        "Restore the vault from your latest backup ('autofill import backup FILE' into a new vault), or copy every record that can still be read into a new vault with 'autofill vault salvage'"

    /// The same error with `context` ("line 4") in front of its reason.
    func prefixed(_ context: String) -> KeychainError {
        KeychainError(code, "\(context): \(reason)", file: file, line: line)
    }
}

extension KeychainError: Hashable {
    public static func == (lhs: KeychainError, rhs: KeychainError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension KeychainError: CustomStringConvertible, CustomDebugStringConvertible {
    /// A sentence a person can act on, such as "the passphrase does not open this vault".
    public var description: String { reason }
    public var debugDescription: String { "KeychainError.\(code): \(reason) (\(file):\(line))" }
}

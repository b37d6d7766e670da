/// The one error type of `DBus`: an opaque ``code``, the D-Bus error name when the peer sent one,
/// and a sentence a person can act on. Two errors are equal when their codes are equal.
public struct DBusError: Error, Sendable {
    /// What kind of problem occurred. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The bus cannot be reached (no daemon at the address, no session bus in this
        /// environment, permission denied).
        public static let connectionFailed = Code("connectionFailed")
        /// The connection was closed: the bus daemon went away, or ``DBusConnection/close()``
        /// was called.
        public static let disconnected = Code("disconnected")
        /// No program owns the destination name (`org.freedesktop.DBus.Error.ServiceUnknown`,
        /// `NameHasNoOwner`).
        public static let serviceUnknown = Code("serviceUnknown")
        /// The peer answered with an error (see ``DBusError/name``).
        public static let callFailed = Code("callFailed")
        /// No answer came in time.
        public static let timedOut = Code("timedOut")
        /// An argument cannot be sent (an invalid object path, a value that does not fit its
        /// signature).
        public static let invalidArgument = Code("invalidArgument")
        /// The answer does not have the shape the caller expected.
        public static let unexpectedReply = Code("unexpectedReply")

        public var description: String { name }
    }

    public let code: Code
    /// The D-Bus error name the peer sent (`org.freedesktop.DBus.Error.UnknownMethod`), if any.
    public let name: String?
    private let reason: String
    private let file: String
    private let line: UInt

    package init(_ code: Code, _ reason: String, name: String? = nil, file: String = #fileID, line: UInt = #line) {
        self.code = code
        self.reason = reason
        self.name = name
        self.file = file
        self.line = line
    }
}

extension DBusError: Hashable {
    public static func == (lhs: DBusError, rhs: DBusError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension DBusError: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { reason }
    public var debugDescription: String {
        "DBusError.\(code)\(name.map { " (\($0))" } ?? ""): \(reason) (\(file):\(line))"
    }
}

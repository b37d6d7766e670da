/// A signal received on a match: who sent it, from which object, and its arguments.
public struct DBusSignal: Sendable, Hashable {
    /// The sender's unique name (`:1.42`).
    public let sender: String?
    public let path: String?
    public let interface: String?
    public let member: String?
    public let arguments: [DBusValue]

    public init(sender: String?, path: String?, interface: String?, member: String?, arguments: [DBusValue]) {
        self.sender = sender
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}

/// Which signals a subscription receives: a D-Bus match rule of type `signal`.
///
/// ```swift
/// let added = DBusMatchRule(sender: "org.freedesktop.ModemManager1",
///                           interface: "org.freedesktop.ModemManager1.Modem.Messaging", member: "Added")
/// ```
public struct DBusMatchRule: Sendable, Hashable, CustomStringConvertible {
    /// The sender: a unique or a well-known name (the bus daemon follows a well-known name to
    /// whichever program owns it when the signal is sent).
    public var sender: String?
    public var interface: String?
    public var member: String?
    /// One object.
    public var path: String?
    /// An object and every object below it.
    public var pathNamespace: String?
    /// The first argument, when it is a string (`NameOwnerChanged`'s name, say).
    public var arg0: String?

    public init(
        sender: String? = nil, interface: String? = nil, member: String? = nil, path: String? = nil,
        pathNamespace: String? = nil, arg0: String? = nil
    ) {
        self.sender = sender
        self.interface = interface
        self.member = member
        self.path = path
        self.pathNamespace = pathNamespace
        self.arg0 = arg0
    }

    /// The rule in the bus's syntax (`type='signal',sender='…'`).
    public var description: String {
        var parts = ["type='signal'"]
        for (key, value) in [
            ("sender", sender), ("interface", interface), ("member", member), ("path", path),
            ("path_namespace", pathNamespace), ("arg0", arg0),
        ] {
            guard let value else { continue }
            // Inside quotes nothing is special but the quote itself, written '\''.
            parts.append("\(key)='\(value.replacing("'", with: "'\\''"))'")
        }
        return parts.joined(separator: ",")
    }
}

/// The signals of one match, as an asynchronous sequence. It ends when the connection closes;
/// the match is removed when iteration stops (the task is cancelled or the sequence dropped).
public struct DBusSubscription: AsyncSequence, Sendable {
    public typealias Element = DBusSignal
    let stream: AsyncStream<DBusSignal>

    public func makeAsyncIterator() -> AsyncStream<DBusSignal>.Iterator {
        stream.makeAsyncIterator()
    }
}

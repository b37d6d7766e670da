/// The standard interfaces every D-Bus program speaks: the bus daemon's names,
/// `org.freedesktop.DBus.Properties` and `org.freedesktop.DBus.ObjectManager`.
extension DBusConnection {
    /// The bus daemon's own name.
    public static let busName = "org.freedesktop.DBus"

    /// Whether a program owns `name` on the bus now.
    public func nameHasOwner(_ name: String) async throws(DBusError) -> Bool {
        let reply = try await call(
            destination: Self.busName, path: "/org/freedesktop/DBus", interface: Self.busName,
            member: "NameHasOwner", arguments: [.string(name)])
        guard let owned = reply.first?.bool else {
            throw DBusError(.unexpectedReply, "NameHasOwner answered no boolean")
        }
        return owned
    }

    /// The signals that say a name's owner changed (`NameOwnerChanged`: name, old owner, new
    /// owner; an empty owner means none), for `name` only.
    public func nameOwnerChanges(of name: String) async throws(DBusError) -> DBusSubscription {
        try await subscribe(
            to: DBusMatchRule(
                sender: Self.busName, interface: Self.busName, member: "NameOwnerChanged",
                path: "/org/freedesktop/DBus", arg0: name))
    }

    /// One property of an object.
    public func property(
        _ name: String, of interface: String, at path: String, destination: String
    ) async throws(DBusError) -> DBusValue {
        let reply = try await call(
            destination: destination, path: path, interface: "org.freedesktop.DBus.Properties", member: "Get",
            arguments: [.string(interface), .string(name)])
        guard let value = reply.first else { throw DBusError(.unexpectedReply, "Get answered no value for \(name)") }
        return value.unwrapped
    }

    /// Every property of an object's interface, the values out of their variants.
    public func properties(of interface: String, at path: String, destination: String) async throws(DBusError)
        -> [String: DBusValue]
    {
        let reply = try await call(
            destination: destination, path: path, interface: "org.freedesktop.DBus.Properties", member: "GetAll",
            arguments: [.string(interface)])
        guard let dictionary = reply.first?.stringDictionary else {
            throw DBusError(.unexpectedReply, "GetAll answered no dictionary for \(interface) on \(path)")
        }
        return dictionary.mapValues(\.unwrapped)
    }

    /// The objects an `org.freedesktop.DBus.ObjectManager` at `path` manages: for each object
    /// path, its interfaces and their properties (out of their variants).
    public func managedObjects(at path: String, destination: String) async throws(DBusError)
        -> [String: [String: [String: DBusValue]]]
    {
        let reply = try await call(
            destination: destination, path: path, interface: "org.freedesktop.DBus.ObjectManager",
            member: "GetManagedObjects")
        guard let objects = reply.first?.stringDictionary else {
            throw DBusError(.unexpectedReply, "GetManagedObjects answered no dictionary")
        }
        var result: [String: [String: [String: DBusValue]]] = [:]
        for (object, value) in objects {
            guard let interfaces = value.stringDictionary else {
                throw DBusError(.unexpectedReply, "GetManagedObjects answered an object without interfaces")
            }
            var entry: [String: [String: DBusValue]] = [:]
            for (interface, properties) in interfaces {
                guard let properties = properties.stringDictionary else {
                    throw DBusError(.unexpectedReply, "GetManagedObjects answered an interface without properties")
                }
                entry[interface] = properties.mapValues(\.unwrapped)
            }
            result[object] = entry
        }
        return result
    }
}

import CSystemdBus
import _AutoFillSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A connection to a D-Bus bus (the session bus, the system bus, or one at an address), over
/// sd-bus from libsystemd.
///
/// ```swift
/// let bus = try await DBusConnection.connect(to: .system)
/// let owned = try await bus.nameHasOwner("org.freedesktop.ModemManager1")
/// for await signal in try await bus.subscribe(to: DBusMatchRule(interface: "org.freedesktop.ModemManager1.Modem.Messaging", member: "Added")) {
///     let path = signal.arguments.first?.objectPath
/// }
/// ```
///
/// The connection runs on a thread of its own (sd-bus is not thread-safe; every use of it is a
/// job for that thread), so any task may call it. It closes when ``close()`` is called, when it
/// is released, or when the bus goes away; then calls fail with
/// ``DBusError/Code/disconnected`` and every ``DBusSubscription`` ends, which is how a caller
/// learns to reconnect.
public final class DBusConnection: Sendable {
    /// Which bus.
    public enum Bus: Sendable, Hashable, CustomStringConvertible {
        /// The user's session bus (`$DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
        case session
        /// The system bus (`$DBUS_SYSTEM_BUS_ADDRESS`, else `/run/dbus/system_bus_socket`).
        case system
        /// A bus at a D-Bus address (`unix:path=/tmp/test-bus`).
        case address(String)

        public var description: String {
            switch self {
            case .session: "the session bus"
            case .system: "the system bus"
            case .address(let address): "the bus at \(address)"
            }
        }
    }

    /// The bus this connection is on.
    public let bus: Bus
    let loop: BusLoop

    private init(bus: Bus, loop: BusLoop) {
        self.bus = bus
        self.loop = loop
    }

    deinit { loop.close() }

    /// Connects to `bus` and waits until the bus daemon has accepted the connection.
    ///
    /// - Throws: ``DBusError/Code/connectionFailed`` when no bus answers there.
    public static func connect(to bus: Bus, timeout: Duration = .seconds(10)) async throws(DBusError)
        -> DBusConnection
    {
        var pointer: OpaquePointer?
        var result: Int32
        switch bus {
        case .session: result = sd_bus_open_user(&pointer)
        case .system: result = sd_bus_open_system(&pointer)
        case .address(let address):
            guard !address.isEmpty, !address.utf8.contains(0) else {
                throw DBusError(.connectionFailed, "the D-Bus address is empty")
            }
            result = sd_bus_new(&pointer)
            if result >= 0, let pointer {
                result = sd_bus_set_address(pointer, address)
                if result >= 0 { result = sd_bus_set_bus_client(pointer, 1) }
                if result >= 0 { result = sd_bus_start(pointer) }
                if result < 0 { sd_bus_unref(pointer) }
            }
        }
        guard result >= 0, let pointer else {
            throw DBusError(
                .connectionFailed, "cannot connect to \(bus): \(String(cString: strerror(-result)))")
        }
        let loop = try BusLoop(bus: pointer, name: bus.description)
        loop.start()
        let connection = DBusConnection(bus: bus, loop: loop)
        do {
            _ = try await connection.call(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                interface: "org.freedesktop.DBus.Peer", member: "Ping", timeout: timeout)
        } catch {
            connection.close()
            throw DBusError(.connectionFailed, "cannot connect to \(bus): \(error.description)")
        }
        return connection
    }

    /// Whether the connection is still open.
    public var isConnected: Bool { !loop.isClosed }

    /// Closes the connection.
    public func close() { loop.close() }

    /// The connection's unique name on the bus (`:1.42`).
    public func uniqueName() async throws(DBusError) -> String {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<String, DBusError>, Never>) in
            loop.perform(
                { bus in
                    var name: UnsafePointer<CChar>?
                    let status = sd_bus_get_unique_name(bus, &name)
                    guard status >= 0, let name else {
                        return continuation.resume(
                            returning: .failure(DBusError(.disconnected, "the bus gave no unique name")))
                    }
                    continuation.resume(returning: .success(String(cString: name)))
                }, orFail: { continuation.resume(returning: .failure($0)) })
        }
        return try result.get()
    }

    // MARK: Calls

    /// Calls `member` of `interface` on the object `path` of `destination` and returns the
    /// reply's values.
    ///
    /// - Throws: ``DBusError/Code/serviceUnknown`` when nothing owns `destination`,
    ///   ``DBusError/Code/callFailed`` with the peer's error name for an error reply,
    ///   ``DBusError/Code/timedOut``, ``DBusError/Code/disconnected``,
    ///   ``DBusError/Code/invalidArgument`` for a name, path or value that cannot be sent.
    @discardableResult
    public func call(
        destination: String, path: String, interface: String, member: String, arguments: [DBusValue] = [],
        timeout: Duration = .seconds(25)
    ) async throws(DBusError) -> [DBusValue] {
        let what = "\(interface).\(member) on \(path) of \(destination)"
        let microseconds = UInt64(
            max(1, timeout.components.seconds * 1_000_000 + timeout.components.attoseconds / 1_000_000_000_000))
        let loop = self.loop
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<[DBusValue], DBusError>, Never>) in
            let box = ReplyBox(description: what, loop: loop, continuation: continuation)
            loop.perform(
                { bus in
                    Self.startCall(
                        on: bus, loop: loop, box: box, destination: destination, path: path, interface: interface,
                        member: member, arguments: arguments, microseconds: microseconds)
                }, orFail: { box.complete(.failure($0)) })
        }
        return try result.get()
    }

    /// On the loop thread: builds the call and sends it with a reply callback.
    private static func startCall(
        on bus: OpaquePointer, loop: BusLoop, box: ReplyBox, destination: String, path: String, interface: String,
        member: String, arguments: [DBusValue], microseconds: UInt64
    ) {
        var message: OpaquePointer?
        let created = sd_bus_message_new_method_call(bus, &message, destination, path, interface, member)
        guard created >= 0, let message else {
            return box.complete(
                .failure(
                    DBusError(
                        .invalidArgument, "cannot call \(box.description): \(String(cString: strerror(-created)))")))
        }
        defer { sd_bus_message_unref(message) }
        do {
            for argument in arguments { try MessageCoding.append(argument, to: message) }
        } catch {
            return box.complete(.failure(error))
        }
        loop.state.withLock { $0.calls[ObjectIdentifier(box)] = box }
        let userdata = Unmanaged.passRetained(box).toOpaque()
        var slot: OpaquePointer?
        let sent = sd_bus_call_async(bus, &slot, message, replyHandler, userdata, microseconds)
        guard sent >= 0, let slot else {
            Unmanaged<ReplyBox>.fromOpaque(userdata).release()
            loop.state.withLock { _ = $0.calls.removeValue(forKey: ObjectIdentifier(box)) }
            let code: DBusError.Code = sent == -ENOTCONN || sent == -ECONNRESET ? .disconnected : .invalidArgument
            return box.complete(
                .failure(DBusError(code, "cannot call \(box.description): \(String(cString: strerror(-sent)))")))
        }
        sd_bus_slot_set_destroy_callback(slot, releaseBox)
        sd_bus_slot_set_floating(slot, 1)
        sd_bus_slot_unref(slot)
    }

    // MARK: Signals

    /// Sends the signal `member` of `interface` from the object `path` (to every match that
    /// selects it, or to `destination` only).
    ///
    /// - Throws: ``DBusError/Code/invalidArgument``, ``DBusError/Code/disconnected``.
    public func emitSignal(
        path: String, interface: String, member: String, arguments: [DBusValue] = [], destination: String? = nil
    ) async throws(DBusError) {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Void, DBusError>, Never>) in
            loop.perform(
                { bus in
                    var message: OpaquePointer?
                    let created = sd_bus_message_new_signal(bus, &message, path, interface, member)
                    guard created >= 0, let message else {
                        return continuation.resume(
                            returning: .failure(
                                DBusError(.invalidArgument, "cannot make the signal \(interface).\(member) on \(path)"))
                        )
                    }
                    defer { sd_bus_message_unref(message) }
                    do throws(DBusError) {
                        if let destination {
                            try MessageCoding.check(
                                sd_bus_message_set_destination(message, destination), "address the signal",
                                argument: true)
                        }
                        for argument in arguments { try MessageCoding.append(argument, to: message) }
                        try MessageCoding.check(sd_bus_send(bus, message, nil), "send the signal")
                        continuation.resume(returning: .success(()))
                    } catch {
                        continuation.resume(returning: .failure(error))
                    }
                }, orFail: { continuation.resume(returning: .failure($0)) })
        }
        try result.get()
    }

    /// Receives the signals `rule` matches, from when this returns until the subscription's
    /// iteration stops or the connection closes.
    ///
    /// - Throws: ``DBusError/Code/callFailed`` when the bus refuses the rule,
    ///   ``DBusError/Code/disconnected``.
    public func subscribe(to rule: DBusMatchRule) async throws(DBusError) -> DBusSubscription {
        let (stream, continuation) = AsyncStream.makeStream(
            of: DBusSignal.self, bufferingPolicy: .bufferingNewest(1024))
        let box = SignalBox(continuation: continuation)
        let loop = self.loop
        let text = rule.description
        continuation.onTermination = { _ in
            loop.perform(
                { _ in
                    loop.state.withLock { _ = $0.subscriptions.removeValue(forKey: ObjectIdentifier(box)) }
                    if let slot = box.slot.withLock({ slot in
                        defer { slot = nil }
                        return slot
                    }) {
                        sd_bus_slot_unref(slot)
                    }
                }, orFail: { _ in })
        }
        let installed = await withCheckedContinuation {
            (waiting: CheckedContinuation<Result<Void, DBusError>, Never>) in
            box.waitForInstall(waiting)
            loop.perform(
                { bus in
                    loop.state.withLock { $0.subscriptions[ObjectIdentifier(box)] = box }
                    let userdata = Unmanaged.passRetained(box).toOpaque()
                    var slot: OpaquePointer?
                    let added = sd_bus_add_match_async(bus, &slot, text, signalHandler, installHandler, userdata)
                    guard added >= 0, let slot else {
                        Unmanaged<SignalBox>.fromOpaque(userdata).release()
                        loop.state.withLock { _ = $0.subscriptions.removeValue(forKey: ObjectIdentifier(box)) }
                        return box.finish(
                            DBusError(.invalidArgument, "cannot match \(text): \(String(cString: strerror(-added)))"))
                    }
                    sd_bus_slot_set_destroy_callback(slot, releaseBox)
                    box.slot.withLock { $0 = slot }
                }, orFail: { box.finish($0) })
        }
        try installed.get()
        return DBusSubscription(stream: stream)
    }
}

/// Called by sd-bus on the loop thread with the reply (or an error it made up: a timeout, a
/// closed connection).
private let replyHandler: sd_bus_message_handler_t = { message, userdata, _ in
    guard let userdata else { return 0 }
    let box = Unmanaged<ReplyBox>.fromOpaque(userdata).takeUnretainedValue()
    box.loop.state.withLock { _ = $0.calls.removeValue(forKey: ObjectIdentifier(box)) }
    guard let message else {
        box.complete(.failure(DBusError(.unexpectedReply, "no reply to \(box.description)")))
        return 0
    }
    if sd_bus_message_is_method_error(message, nil) != 0 {
        box.complete(.failure(replyError(message, call: box.description)))
        return 0
    }
    do throws(DBusError) {
        box.complete(.success(try MessageCoding.readAll(message)))
    } catch {
        box.complete(.failure(error))
    }
    return 0
}

/// The error a method-error reply carries, as a ``DBusError``.
private func replyError(_ message: OpaquePointer, call: String) -> DBusError {
    guard let error = sd_bus_message_get_error(message), let namePointer = error.pointee.name else {
        return DBusError(.callFailed, "\(call) failed")
    }
    let name = String(cString: namePointer)
    let text = error.pointee.message.map { String(String(cString: $0).prefix(200)) } ?? ""
    let detail = text.isEmpty ? name : "\(name): \(text)"
    switch name {
    case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
        return DBusError(.serviceUnknown, "nothing on the bus answers for \(call) (\(detail))", name: name)
    case "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Timeout",
        "org.freedesktop.DBus.Error.TimedOut":
        if text.contains("onnection terminated") || text.contains("disconnected") {
            return DBusError(.disconnected, "the bus went away during \(call)", name: name)
        }
        return DBusError(.timedOut, "no answer in time to \(call)", name: name)
    default:
        return DBusError(.callFailed, "\(call) failed: \(detail)", name: name)
    }
}

/// Called by sd-bus on the loop thread for each signal a match selects.
private let signalHandler: sd_bus_message_handler_t = { message, userdata, _ in
    guard let userdata, let message else { return 0 }
    let box = Unmanaged<SignalBox>.fromOpaque(userdata).takeUnretainedValue()
    func text(_ pointer: UnsafePointer<CChar>?) -> String? { pointer.map { String(cString: $0) } }
    // A message the bus delivered is well-formed; one with a value this layer does not read is
    // dropped rather than delivered half-read.
    guard let arguments = try? MessageCoding.readAll(message) else { return 0 }
    box.continuation.yield(
        DBusSignal(
            sender: text(sd_bus_message_get_sender(message)), path: text(sd_bus_message_get_path(message)),
            interface: text(sd_bus_message_get_interface(message)), member: text(sd_bus_message_get_member(message)),
            arguments: arguments))
    return 0
}

/// Called by sd-bus with the bus daemon's answer to `AddMatch`.
private let installHandler: sd_bus_message_handler_t = { message, userdata, _ in
    guard let userdata else { return 0 }
    let box = Unmanaged<SignalBox>.fromOpaque(userdata).takeUnretainedValue()
    if let message, sd_bus_message_is_method_error(message, nil) != 0 {
        box.finish(replyError(message, call: "AddMatch"))
    } else {
        box.installFinished(.success(()))
    }
    return 0
}

/// Releases the box a slot's userdata holds, when sd-bus frees the slot.
private let releaseBox: sd_bus_destroy_t = { userdata in
    guard let userdata else { return }
    Unmanaged<AnyObject>.fromOpaque(userdata).release()
}

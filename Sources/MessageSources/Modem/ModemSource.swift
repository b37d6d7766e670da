import DBus
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SMS from the modems ModemManager manages (Linux phones, laptops with a WWAN modem), over
/// D-Bus: every modem with the `Messaging` interface, each SMS as its `Added` signal announces
/// it, once it is complete (`State` = received).
///
/// ```swift
/// let source = ModemSource(configuration: .init(deletesAfterUse: true))
/// await source.run(now: { .now }, deliver: { message in await intake(message) }, report: { print($0) })
/// ```
///
/// It waits for ModemManager when it is not running, follows it when it restarts
/// (`NameOwnerChanged`), rescans when a modem appears later (`InterfacesAdded`), and reconnects
/// when the bus itself goes away. An SMS object it cannot read is reported and skipped.
public final class ModemSource: MessageSource {
    /// Settings.
    public struct Configuration: Sendable, Hashable {
        /// Where ModemManager is: the system bus, or a test bus.
        public var bus: DBusConnection.Bus
        /// Whether an SMS whose code was used is deleted from the modem (`Messaging.Delete`).
        public var deletesAfterUse: Bool
        /// How long a multi-part SMS may take to complete.
        public var receivingTimeout: Duration
        /// How long to wait before connecting again after the bus went away.
        public var retryDelay: Duration

        public init(
            bus: DBusConnection.Bus = .system, deletesAfterUse: Bool = false,
            receivingTimeout: Duration = .seconds(120),
            retryDelay: Duration = .seconds(2)
        ) {
            self.bus = bus
            self.deletesAfterUse = deletesAfterUse
            self.receivingTimeout = receivingTimeout
            self.retryDelay = retryDelay
        }
    }

    public static let serviceName = "org.freedesktop.ModemManager1"
    public static let managerPath = "/org/freedesktop/ModemManager1"
    public static let messagingInterface = "org.freedesktop.ModemManager1.Modem.Messaging"
    public static let modemInterface = "org.freedesktop.ModemManager1.Modem"

    public let id: String
    public var kind: MessageSourceKind { .modem }
    public let configuration: Configuration

    private struct State {
        var connection: DBusConnection?
        /// Each SMS's modem, for `Messaging.Delete`.
        var modemOfMessage: [String: String] = [:]
        /// `modemOfMessage`'s keys, oldest first: past 1024 the oldest are forgotten.
        var messageOrder: [String] = []
        var lastMessage: Date?
    }
    private let state = Locked(State())

    public init(id: String = "modem", configuration: Configuration = Configuration()) {
        self.id = id
        self.configuration = configuration
    }

    // MARK: Running

    public func run(
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async {
        while !Task.isCancelled {
            report(status(.connecting, detail: "connecting to \(configuration.bus)"))
            do throws(MessageSourceError) {
                try await session(now: now, deliver: deliver, report: report)
            } catch {
                report(status(.failed, lastError: error.description))
            }
            state.withLock { $0.connection = nil }
            try? await Task.sleep(for: configuration.retryDelay)
        }
    }

    private func status(_ state: MessageSourceStatus.State, detail: String? = nil, lastError: String? = nil)
        -> MessageSourceStatus
    {
        MessageSourceStatus(
            id: id, kind: kind, state: state, detail: detail, lastMessage: self.state.withLock { $0.lastMessage },
            lastError: lastError)
    }

    private enum Event: Sendable {
        case owner(String)
        case added(modem: String, sms: String)
        case objectsChanged
        case propertiesChanged(sms: String)
        case tick
        case ended
    }

    /// One connection to the bus, until it goes away (then throws) or the task is cancelled.
    private func session(
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async throws(MessageSourceError) {
        let signals = DBusServiceSignals<Event>(
            service: Self.serviceName, owner: Event.owner, ended: .ended, tick: (.seconds(5), .tick),
            rules: [
                (
                    DBusMatchRule(sender: Self.serviceName, interface: Self.messagingInterface, member: "Added"),
                    { @Sendable signal in
                        // Added(o path, b received): only messages from the network.
                        guard let modem = signal.path, let sms = signal.arguments.first?.objectPath,
                            signal.arguments.count < 2 || signal.arguments[1].bool != false
                        else { return nil }
                        return .added(modem: modem, sms: sms)
                    }
                ),
                (
                    DBusMatchRule(
                        sender: Self.serviceName, interface: "org.freedesktop.DBus.ObjectManager",
                        path: Self.managerPath),
                    { @Sendable _ in .objectsChanged }
                ),
                (
                    DBusMatchRule(
                        sender: Self.serviceName, interface: "org.freedesktop.DBus.Properties",
                        member: "PropertiesChanged", pathNamespace: Self.managerPath + "/SMS",
                        arg0: ModemManagerSMS.interface),
                    { @Sendable signal in signal.path.map { .propertiesChanged(sms: $0) } }
                ),
            ])
        let connection: DBusConnection
        let subscribed: DBusServiceSignals<Event>.Subscribed
        do {
            connection = try await DBusConnection.connect(to: configuration.bus)
            state.withLock { $0.connection = connection }
            subscribed = try await signals.subscribe(on: connection)
        } catch {
            dropConnection()
            throw MessageSourceError(.unreachable, "cannot reach ModemManager: \(error.description); is D-Bus running?")
        }
        defer { connection.close() }

        await subscribed.run { events, serviceRuns in
            await handle(
                events, on: connection, initiallyOwned: serviceRuns, now: now, deliver: deliver, report: report)
        }
        if !Task.isCancelled {
            throw MessageSourceError(
                .unreachable, "the connection to \(configuration.bus) was lost; connecting again")
        }
    }

    private func dropConnection() {
        state.withLock { state in
            state.connection?.close()
            state.connection = nil
        }
    }

    /// The session's event loop: returns when the connection ends or the task is cancelled.
    private func handle(
        _ events: AsyncStream<Event>, on connection: DBusConnection, initiallyOwned: Bool,
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async {
        var running = initiallyOwned
        /// Multi-part messages still arriving, with when they were first seen.
        var pending: [String: (modem: String, since: Date)] = [:]
        /// Messages delivered already (Added and PropertiesChanged may both announce one).
        var delivered = RecentSet(capacity: 1024)
        var lastProblem: String?

        func scan() async {
            guard running else {
                report(
                    status(
                        .failed,
                        lastError:
                            "ModemManager is not running (\(Self.serviceName) has no owner on \(configuration.bus)); start it, e.g. 'systemctl start ModemManager'"
                    ))
                return
            }
            do throws(DBusError) {
                let objects = try await connection.managedObjects(at: Self.managerPath, destination: Self.serviceName)
                let modems = objects.filter { $0.value[Self.messagingInterface] != nil }
                let names = modems.keys.sorted().map { path in
                    let model = modems[path]?[Self.modemInterface]?["Model"]?.string ?? ""
                    return model.isEmpty ? path : "\(model) (\(path))"
                }
                let detail =
                    names.isEmpty
                    ? "ModemManager runs, but no modem with SMS support is present yet; codes arrive once one appears"
                    : "\(names.count) modem\(names.count == 1 ? "" : "s"): \(names.joined(separator: ", "))"
                report(status(.connected, detail: detail, lastError: lastProblem))
            } catch {
                report(status(.failed, lastError: "ModemManager does not list its modems: \(error.description)"))
            }
        }

        func read(sms path: String, modem: String) async {
            guard !delivered.contains(path) else { return }
            let sms: ModemManagerSMS
            do {
                let properties = try await connection.properties(
                    of: ModemManagerSMS.interface, at: path, destination: Self.serviceName)
                sms = try ModemManagerSMS(path: path, properties: properties)
            } catch let error as MessageSourceError {
                lastProblem = error.description
                pending[path] = nil
                await scan()
                return
            } catch {
                lastProblem = "cannot read the SMS \(path): \((error as? DBusError)?.description ?? "\(error)")"
                pending[path] = nil
                await scan()
                return
            }
            if sms.state == .receiving {
                if pending[path] == nil { pending[path] = (modem, now()) }
                return
            }
            pending[path] = nil
            guard sms.isReadable else { return }
            delivered.insert(path)
            let arrived = now()
            state.withLock { state in
                if state.modemOfMessage.updateValue(modem, forKey: path) == nil { state.messageOrder.append(path) }
                while state.messageOrder.count > 1024 { state.modemOfMessage[state.messageOrder.removeFirst()] = nil }
                state.lastMessage = arrived
            }
            await deliver(
                IncomingMessage(
                    text: sms.text, sender: sms.number, received: sms.timestamp ?? arrived, channel: .sms,
                    reference: MessageReference(source: id, value: path)))
            report(
                status(.connected, detail: "last SMS from \(sms.number ?? "an unknown sender")", lastError: lastProblem)
            )
        }

        await scan()
        for await event in events {
            if Task.isCancelled { return }
            switch event {
            case .ended:
                return
            case .owner(let owner):
                running = !owner.isEmpty
                pending.removeAll()
                if !running {
                    report(
                        status(
                            .failed,
                            lastError:
                                "ModemManager stopped; codes from the modem arrive again when it runs (e.g. 'systemctl start ModemManager')"
                        ))
                } else {
                    await scan()
                }
            case .objectsChanged:
                await scan()
            case .added(let modem, let sms):
                await read(sms: sms, modem: modem)
            case .propertiesChanged(let sms):
                if let entry = pending[sms] { await read(sms: sms, modem: entry.modem) }
            case .tick:
                let limit = configuration.receivingTimeout.seconds
                let date = now()
                for (path, entry) in pending where date.timeIntervalSince(entry.since) > limit {
                    pending[path] = nil
                }
                // A state change that was missed: ask again.
                for (path, entry) in pending { await read(sms: path, modem: entry.modem) }
            }
        }
    }

    // MARK: After use

    /// Deletes the SMS from its modem (`Messaging.Delete`) when ``Configuration/deletesAfterUse``
    /// is on; otherwise does nothing.
    ///
    /// - Throws: ``MessageSourceError/Code/notFound`` for a message this source did not deliver,
    ///   ``MessageSourceError/Code/unreachable`` when ModemManager cannot be asked.
    public func messageWasUsed(_ reference: MessageReference) async throws(MessageSourceError) {
        guard configuration.deletesAfterUse else { return }
        let (connection, modem) = state.withLock { ($0.connection, $0.modemOfMessage[reference.value]) }
        guard reference.source == id, let modem else {
            throw MessageSourceError(.notFound, "the SMS \(reference.value) is not one this modem source delivered")
        }
        guard let connection else {
            throw MessageSourceError(.unreachable, "ModemManager is not connected; the SMS was not deleted")
        }
        do {
            try await connection.call(
                destination: Self.serviceName, path: modem, interface: Self.messagingInterface, member: "Delete",
                arguments: [.objectPath(reference.value)])
            _ = state.withLock { $0.modemOfMessage.removeValue(forKey: reference.value) }
        } catch {
            throw MessageSourceError(.unreachable, "ModemManager did not delete the SMS: \(error.description)")
        }
    }
}

/// The most recent items, up to a capacity (the oldest leave first).
struct RecentSet {
    private var order: [String] = []
    private var members: Set<String> = []
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func contains(_ item: String) -> Bool { members.contains(item) }

    mutating func insert(_ item: String) {
        guard members.insert(item).inserted else { return }
        order.append(item)
        if order.count > capacity { members.remove(order.removeFirst()) }
    }
}

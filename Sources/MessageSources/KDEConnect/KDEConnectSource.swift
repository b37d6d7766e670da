import DBus
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SMS from a phone paired with KDE Connect, through its daemon (`kdeconnectd`,
/// `org.kde.kdeconnect` on the session bus): every received SMS the phone's SMS plugin reports,
/// as the `conversationCreated` and `conversationUpdated` signals of a device object
/// (`/modules/kdeconnect/devices/ID`, `org.kde.kdeconnect.device.conversations`) carry it.
///
/// ```swift
/// let source = KDEConnectSource()
/// await source.run(now: { .now }, deliver: { message in await intake(message) }, report: { print($0) })
/// ```
///
/// Only received messages (type inbox) with text are taken, each once (by device and uid), and
/// only those newer than when the source started and younger than
/// ``Configuration/maximumAge``: the daemon sends the newest message of every conversation when
/// it fills its cache, which is history, not a code to offer. It waits for the daemon when it is
/// not running, follows it when it restarts (`NameOwnerChanged`), lists the paired devices again
/// when one is added or removed, and reconnects when the bus itself goes away. A message it
/// cannot read is reported and skipped.
public final class KDEConnectSource: MessageSource {
    /// Settings.
    public struct Configuration: Sendable, Hashable {
        /// Where the daemon is: the session bus, or a test bus.
        public var bus: DBusConnection.Bus
        /// How much older than the source's start a message may be (the phone's clock may lag).
        public var clockTolerance: Duration
        /// The oldest message taken, from now (a code that old has expired anyway).
        public var maximumAge: Duration
        /// How long to wait before connecting again after the bus went away.
        public var retryDelay: Duration

        public init(
            bus: DBusConnection.Bus = .session, clockTolerance: Duration = .seconds(60),
            maximumAge: Duration = .seconds(600), retryDelay: Duration = .seconds(2)
        ) {
            self.bus = bus
            self.clockTolerance = clockTolerance
            self.maximumAge = maximumAge
            self.retryDelay = retryDelay
        }
    }

    public static let serviceName = "org.kde.kdeconnect"
    public static let daemonPath = "/modules/kdeconnect"
    public static let daemonInterface = "org.kde.kdeconnect.daemon"
    public static let devicesPath = "/modules/kdeconnect/devices"
    public static let deviceInterface = "org.kde.kdeconnect.device"
    public static let conversationsInterface = "org.kde.kdeconnect.device.conversations"
    /// The id of KDE Connect's SMS plugin (`isPluginEnabled`).
    public static let smsPlugin = "kdeconnect_sms"

    public let id: String
    public var kind: MessageSourceKind { .kdeconnect }
    public let configuration: Configuration

    private struct State {
        var started: Date?
        var lastMessage: Date?
        /// Messages delivered already (device/uid), across reconnections.
        var delivered = RecentSet(capacity: 1024)
    }
    private let state = Locked(State())

    /// Whether `message` from `device` is one to deliver, `now`, for a source that started at
    /// `started` and delivered `delivered` already (device/uid keys): a received message with
    /// text, no earlier than `started` less the clock tolerance, no older than the maximum age,
    /// not delivered before.
    static func admits(
        _ message: KDEConnectMessage, device: String, started: Date, now: Date, delivered: RecentSet,
        configuration: Configuration
    ) -> Bool {
        message.isReadable && message.date >= started.addingTimeInterval(-configuration.clockTolerance.seconds)
            && now.timeIntervalSince(message.date) <= configuration.maximumAge.seconds
            && !delivered.contains(key(device: device, uid: message.uid))
    }

    /// A message's name within the source: `DEVICE/UID`.
    static func key(device: String, uid: Int32) -> String { "\(device)/\(uid)" }

    public init(id: String = "kdeconnect", configuration: Configuration = Configuration()) {
        self.id = id
        self.configuration = configuration
    }

    // MARK: Running

    public func run(
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async {
        let start = now()
        state.withLock { if $0.started == nil { $0.started = start } }
        while !Task.isCancelled {
            report(status(.connecting, detail: "connecting to \(configuration.bus)"))
            do throws(MessageSourceError) {
                try await session(now: now, deliver: deliver, report: report)
            } catch {
                report(status(.failed, lastError: error.description))
            }
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
        case devicesChanged
        case message(device: String, argument: DBusValue?)
        case ended
    }

    /// The device id of a device object's path; nil for any other path.
    static func deviceID(ofPath path: String) -> String? {
        let prefix = devicesPath + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let id = path.dropFirst(prefix.count)
        guard !id.isEmpty, !id.contains("/") else { return nil }
        return String(id)
    }

    /// One connection to the bus, until it goes away (then throws) or the task is cancelled.
    private func session(
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async throws(MessageSourceError) {
        let messages: DBusServiceSignals<Event>.Reading = { signal in
            guard let path = signal.path, let device = Self.deviceID(ofPath: path) else { return nil }
            return .message(device: device, argument: signal.arguments.first)
        }
        let signals = DBusServiceSignals<Event>(
            service: Self.serviceName, owner: Event.owner, ended: .ended,
            rules: [
                (
                    DBusMatchRule(
                        sender: Self.serviceName, interface: Self.conversationsInterface,
                        member: "conversationCreated", pathNamespace: Self.devicesPath),
                    messages
                ),
                (
                    DBusMatchRule(
                        sender: Self.serviceName, interface: Self.conversationsInterface,
                        member: "conversationUpdated", pathNamespace: Self.devicesPath),
                    messages
                ),
                (
                    DBusMatchRule(sender: Self.serviceName, interface: Self.daemonInterface, path: Self.daemonPath),
                    { @Sendable _ in .devicesChanged }
                ),
                // A device's plugins, reachability or pairing changed.
                (
                    DBusMatchRule(
                        sender: Self.serviceName, interface: Self.deviceInterface, pathNamespace: Self.devicesPath),
                    { @Sendable _ in .devicesChanged }
                ),
            ])
        func unreachable(_ error: DBusError) -> MessageSourceError {
            MessageSourceError(
                .unreachable, "cannot reach KDE Connect: \(error.description); is the session bus running?")
        }
        let connection: DBusConnection
        do { connection = try await DBusConnection.connect(to: configuration.bus) } catch { throw unreachable(error) }
        defer { connection.close() }
        let subscribed: DBusServiceSignals<Event>.Subscribed
        do { subscribed = try await signals.subscribe(on: connection) } catch { throw unreachable(error) }

        await subscribed.run { events, serviceRuns in
            await handle(
                events, on: connection, initiallyOwned: serviceRuns, now: now, deliver: deliver, report: report)
        }
        if !Task.isCancelled {
            throw MessageSourceError(
                .unreachable, "the connection to \(configuration.bus) was lost; connecting again")
        }
    }

    /// The session's event loop: returns when the connection ends or the task is cancelled.
    private func handle(
        _ events: AsyncStream<Event>, on connection: DBusConnection, initiallyOwned: Bool,
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async {
        var running = initiallyOwned
        var lastProblem: String?
        var detail = ""

        func scan() async {
            guard running else {
                report(
                    status(
                        .failed,
                        lastError:
                            "KDE Connect is not running (\(Self.serviceName) has no owner on \(configuration.bus)); start it (kdeconnectd, or open KDE Connect) and pair the phone"
                    ))
                return
            }
            do throws(DBusError) {
                let reply = try await connection.call(
                    destination: Self.serviceName, path: Self.daemonPath, interface: Self.daemonInterface,
                    member: "devices", arguments: [.boolean(false), .boolean(true)])
                guard let list = reply.first?.array else {
                    throw DBusError(.unexpectedReply, "devices answered no list")
                }
                let ids = list.compactMap(\.string).sorted()
                var names: [String] = []
                for device in ids.prefix(16) { names.append(await describe(device)) }
                detail =
                    names.isEmpty
                    ? "KDE Connect runs, but no phone is paired yet; codes arrive once one is paired and its SMS plugin is on"
                    : "\(names.count) paired device\(names.count == 1 ? "" : "s"): \(names.joined(separator: ", "))"
                report(status(.connected, detail: detail, lastError: lastProblem))
            } catch {
                detail = "KDE Connect runs"
                report(
                    status(
                        .connected, detail: detail,
                        lastError: "KDE Connect does not list its paired devices: \(error.description)"))
            }
        }

        /// "Pixel 8 (ID)", with what keeps its SMS from arriving (older daemons that cannot
        /// say are taken as fine).
        func describe(_ device: String) async -> String {
            let path = Self.devicesPath + "/" + device
            let name = try? await connection.property(
                "name", of: Self.deviceInterface, at: path, destination: Self.serviceName
            ).string
            var notes = [device]
            let reachable = try? await connection.property(
                "isReachable", of: Self.deviceInterface, at: path, destination: Self.serviceName
            ).bool
            if reachable == false { notes.append("not reachable now") }
            let smsPlugin = try? await connection.call(
                destination: Self.serviceName, path: path, interface: Self.deviceInterface,
                member: "isPluginEnabled", arguments: [.string(Self.smsPlugin)]
            ).first?.bool
            if smsPlugin == false {
                notes.append("its SMS plugin is off; turn SMS on for it in KDE Connect's settings")
            }
            return "\(name ?? "device") (\(notes.joined(separator: "; ")))"
        }

        func take(_ argument: DBusValue?, device: String) async {
            let message: KDEConnectMessage
            do throws(MessageSourceError) {
                guard let argument else {
                    throw MessageSourceError(.malformed, "the message is not readable: the signal has no argument")
                }
                message = try KDEConnectMessage(argument)
            } catch {
                lastProblem = "a message from KDE Connect device \(device): \(error.description)"
                report(status(.connected, detail: detail, lastError: lastProblem))
                return
            }
            let date = now()
            let key = Self.key(device: device, uid: message.uid)
            let fresh = state.withLock { state -> Bool in
                guard
                    Self.admits(
                        message, device: device, started: state.started ?? date, now: date,
                        delivered: state.delivered, configuration: configuration)
                else { return false }
                state.delivered.insert(key)
                state.lastMessage = date
                return true
            }
            guard fresh else { return }
            await deliver(
                IncomingMessage(
                    text: message.body, sender: message.sender, received: min(message.date, date), channel: .sms,
                    reference: MessageReference(source: id, value: key)))
            report(
                status(
                    .connected, detail: "\(detail); last SMS from \(message.sender ?? "an unknown sender")",
                    lastError: lastProblem))
        }

        await scan()
        for await event in events {
            if Task.isCancelled { return }
            switch event {
            case .ended:
                return
            case .owner(let owner):
                running = !owner.isEmpty
                if !running {
                    report(
                        status(
                            .failed,
                            lastError:
                                "KDE Connect stopped; SMS from the phone arrive again when it runs (start kdeconnectd, or open KDE Connect)"
                        ))
                } else {
                    await scan()
                }
            case .devicesChanged:
                await scan()
            case .message(let device, let argument):
                await take(argument, device: device)
            }
        }
    }

    // MARK: After use

    /// KDE Connect offers no way to delete or mark an SMS on the phone: nothing to do.
    public func messageWasUsed(_ reference: MessageReference) async throws(MessageSourceError) {}
}

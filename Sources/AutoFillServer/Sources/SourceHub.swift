import AutoFill
import AutoFillAPI
import DBus
import Domains
import Foundation
import Logging
import MessageSources
import QRCodes
import Secrets
import _AutoFillSupport

/// Runs the message sources (a modem through ModemManager, paired phones), keeps their
/// settings in `sources.json` of the state directory, hands what they deliver to the broker
/// (the same intake as `POST /v1/messages`), shows a desktop notification for every code, and
/// tells a source when the code of one of its messages was used (so it can delete the SMS).
///
/// Every source is off until switched on (`autofill sources enable`, the web page).
actor SourceHub {
    struct Settings: Codable, Sendable, Hashable {
        struct Modem: Codable, Sendable, Hashable {
            var enabled = false
            var deleteAfterUse = false
            /// nil: the system bus.
            var busAddress: String?
        }

        struct Phone: Codable, Sendable, Hashable {
            var enabled = false
            var host = "0.0.0.0"
            var port = 7392
            var advertisedHost: String?
        }

        var modem = Modem()
        var phone = Phone()
        var notifications = DesktopNotifier.Settings()
    }

    static let sourceIDs = ["modem", "phone"]

    let stateDirectory: String
    let logger: Logger
    let broker: Broker
    nonisolated let now: @Sendable () -> Date
    let notifier: DesktopNotifier
    private(set) var settings = Settings()
    private var running: [String: (source: any MessageSource, task: Task<Void, Never>, settings: String)] = [:]
    private let statuses = Locked<[String: MessageSourceStatus]>([:])
    /// The message each live code came from, for `messageWasUsed`.
    private var references: [UUID: (reference: MessageReference, expires: Date)] = [:]
    private var notified = RecentIDs()
    private var phoneSourceCache: PhoneForwarderSource?

    var settingsPath: String { stateDirectory + "/sources.json" }

    init(
        stateDirectory: String, broker: Broker, logger: Logger, clipboardLifetime: Duration,
        now: @escaping @Sendable () -> Date
    ) {
        self.stateDirectory = stateDirectory
        self.broker = broker
        self.logger = logger
        self.now = now
        notifier = DesktopNotifier(logger: logger, clipboardLifetime: clipboardLifetime) { [broker, now] id in
            // Copying is a fill by other means: the same presence rule.
            guard broker.gate.isSatisfied(at: now()) else { return nil }
            return broker.codes.secret(of: id, at: now())
        }
    }

    // MARK: Running

    /// Loads the settings, starts the enabled sources, and handles the broker's code events
    /// until cancelled; then stops every source.
    func run() async {
        loadSettings()
        for id in Self.sourceIDs where isEnabled(id) { start(id) }
        for await event in broker.events() {
            if Task.isCancelled { break }
            await handle(event)
        }
        stopAll()
    }

    func stopAll() {
        for (_, entry) in running { entry.task.cancel() }
        running.removeAll()
    }

    private func handle(_ event: BrokerEvent) async {
        switch event.kind {
        case .codeArrived, .codeReceived:
            guard let code = event.code, notified.insert(code.id), settings.notifications.enabled else { return }
            let secret = settings.notifications.showCode ? broker.codes.secret(of: code.id, at: now()) : nil
            // Off the hub's event loop: a slow or absent session bus must not hold up the
            // handling of used codes.
            Task { [notifier] in await notifier.notify(code, secret: secret) }
        case .codeConsumed:
            guard let id = event.code?.id, let entry = references.removeValue(forKey: id),
                let source = running[entry.reference.source]?.source
            else { return }
            do {
                try await source.messageWasUsed(entry.reference)
            } catch {
                logger.info(
                    "the source could not act on a used message",
                    metadata: ["source": "\(source.id)", "reason": "\(error.description)"])
                statuses.withLock { $0[source.id]?.lastError = error.description }
            }
        default:
            break
        }
    }

    /// A source delivered a message: the broker reads it like `POST /v1/messages`.
    func receive(_ message: IncomingMessage) async {
        let date = now()
        do throws(ProviderError) {
            guard message.text.utf8Count <= 32 << 10 else {
                throw ProviderError(.invalidMessage, "the message is longer than 32 KB")
            }
            let received = try await broker.receive(
                message: message.text.unredacted, sender: message.sender, verifiedDomain: message.verifiedDomain,
                at: date)
            guard let received else {
                logger.info("message without a code", metadata: ["source": "\(message.reference?.source ?? "?")"])
                return
            }
            logger.info(
                "code received",
                metadata: ["source": "\(message.reference?.source ?? "?")", "bound": "\(received.domain ?? "-")"])
            references = references.filter { $0.value.expires > date }
            if let reference = message.reference {
                references[received.id] = (reference, received.expires)
            }
        } catch {
            logger.info(
                "message refused",
                metadata: ["source": "\(message.reference?.source ?? "?")", "reason": "\(error.description)"])
            if let source = message.reference?.source {
                statuses.withLock { $0[source]?.lastError = "a message was refused: \(error.description)" }
            }
        }
    }

    private func start(_ id: String) {
        // Enabling a source that runs with the same settings leaves it running (a listener
        // started again on its own port could not bind while the old one closes).
        let key = id == "modem" ? "\(settings.modem)" : "\(settings.phone)"
        if running[id]?.settings == key { return }
        running[id]?.task.cancel()
        running[id] = nil
        let source: any MessageSource
        switch id {
        case "modem":
            source = ModemSource(
                configuration: .init(
                    bus: settings.modem.busAddress.map { .address($0) } ?? .system,
                    deletesAfterUse: settings.modem.deleteAfterUse))
        case "phone":
            do {
                source = try phoneSource()
            } catch {
                statuses.withLock {
                    $0[id] = MessageSourceStatus(id: id, kind: .phone, state: .failed, lastError: error.description)
                }
                return
            }
        default:
            return
        }
        let now = self.now
        let logger = self.logger
        let statuses = self.statuses
        let task = Task { [weak self] in
            await source.run(
                now: now,
                deliver: { [weak self] message in await self?.receive(message) },
                report: { status in
                    let previous = statuses.withLock { table in
                        defer { table[status.id] = status }
                        return table[status.id]
                    }
                    if previous?.state != status.state || previous?.lastError != status.lastError {
                        logger.info(
                            "source status",
                            metadata: [
                                "source": "\(status.id)", "state": "\(status.state)",
                                "detail": "\(status.detail ?? "-")",
                                "error": "\(status.lastError ?? "-")",
                            ])
                    }
                })
        }
        running[id] = (source, task, key)
    }

    private func stop(_ id: String) {
        running[id]?.task.cancel()
        running[id] = nil
        statuses.withLock { $0[id] = nil }
    }

    /// The phone source (kept while the service runs, so that pairing works while it is off).
    private func phoneSource() throws(MessageSourceError) -> PhoneForwarderSource {
        let configuration = PhoneForwarderSource.Configuration(
            host: settings.phone.host, port: settings.phone.port, directory: stateDirectory + "/phone")
        if let cached = phoneSourceCache, cached.configuration == configuration { return cached }
        let made = try PhoneForwarderSource(configuration: configuration)
        phoneSourceCache = made
        return made
    }

    // MARK: Settings

    private func isEnabled(_ id: String) -> Bool {
        id == "modem" ? settings.modem.enabled : id == "phone" ? settings.phone.enabled : false
    }

    private func loadSettings() {
        guard let data = FileManager.default.contents(atPath: settingsPath) else { return }
        do {
            settings = try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            logger.error(
                "the source settings are not readable; every source stays off until it is enabled again",
                metadata: ["path": "\(settingsPath)"])
        }
    }

    private func saveSettings() throws(AutoFillServerError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(settings) else {
            throw AutoFillServerError(.internalError, "the source settings cannot be written")
        }
        try SecureFile.write([UInt8](data) + [0x0A], to: settingsPath)
    }

    // MARK: The API

    func list() async -> SourceList {
        SourceList(
            sources: Self.sourceIDs.map(view), notifications: await notifier.view(settings.notifications))
    }

    func view(_ id: String) -> SourceView {
        let enabled = isEnabled(id)
        let status = statuses.withLock { $0[id] }
        var options: [String: String] = [:]
        if id == "modem" {
            options["deleteAfterUse"] = "\(settings.modem.deleteAfterUse)"
            options["busAddress"] = settings.modem.busAddress ?? "system"
        } else {
            options["host"] = settings.phone.host
            options["port"] = "\((running[id]?.source as? PhoneForwarderSource)?.boundPort ?? settings.phone.port)"
            options["advertisedHost"] = advertisedHost
        }
        return SourceView(
            id: id, kind: id, enabled: enabled,
            state: enabled ? (status?.state.rawValue ?? MessageSourceStatus.State.connecting.rawValue) : "disabled",
            detail: enabled ? status?.detail : nil, lastMessage: status?.lastMessage, lastError: status?.lastError,
            settings: options)
    }

    func update(_ id: String, _ change: SourceUpdate) throws(AutoFillServerError) -> SourceView {
        switch id {
        case "modem":
            guard change.host == nil, change.port == nil, change.advertisedHost == nil else {
                throw AutoFillServerError(.badRequest, "the modem source takes enabled, deleteAfterUse and busAddress")
            }
            if let address = change.busAddress {
                guard address.utf8.count <= 512, !address.utf8.contains(0) else {
                    throw AutoFillServerError(
                        .badRequest, "busAddress must be a D-Bus address such as unix:path=/run/dbus/system_bus_socket")
                }
                settings.modem.busAddress = address.isEmpty || address == "system" ? nil : address
            }
            if let delete = change.deleteAfterUse { settings.modem.deleteAfterUse = delete }
            if let enabled = change.enabled { settings.modem.enabled = enabled }
        case "phone":
            guard change.deleteAfterUse == nil, change.busAddress == nil else {
                throw AutoFillServerError(.badRequest, "the phone source takes enabled, host, port and advertisedHost")
            }
            if let host = change.host {
                guard Self.isIPAddress(host) else {
                    throw AutoFillServerError(
                        .badRequest, "host must be an IP address to listen on, such as 0.0.0.0 or 192.168.1.20")
                }
                settings.phone.host = host
            }
            if let port = change.port {
                guard (0...65535).contains(port) else { throw AutoFillServerError(.badRequest, "port must be 0-65535") }
                settings.phone.port = port
            }
            if let advertised = change.advertisedHost {
                guard advertised.isEmpty || (try? HostName(advertised)) != nil else {
                    throw AutoFillServerError(.badRequest, "advertisedHost must be a host name or an IP address")
                }
                settings.phone.advertisedHost = advertised.isEmpty ? nil : advertised
            }
            if let enabled = change.enabled { settings.phone.enabled = enabled }
        default:
            throw AutoFillServerError(.notFound, "no message source is called \(id); the sources are modem and phone")
        }
        try saveSettings()
        if isEnabled(id) {
            start(id)
            logger.info("source enabled", metadata: ["source": "\(id)"])
        } else {
            stop(id)
            logger.info("source disabled", metadata: ["source": "\(id)"])
        }
        return view(id)
    }

    func updateNotifications(_ change: AutoFillAPI.NotificationSettings) async throws(AutoFillServerError)
        -> AutoFillAPI.NotificationSettings
    {
        guard change.state == nil, change.lastError == nil, change.canCopy == nil else {
            throw AutoFillServerError(.badRequest, "only enabled and showCode can be changed")
        }
        if let enabled = change.enabled { settings.notifications.enabled = enabled }
        if let show = change.showCode { settings.notifications.showCode = show }
        try saveSettings()
        return await notifier.view(settings.notifications)
    }

    // MARK: Phones

    private var advertisedHost: String {
        settings.phone.advertisedHost
            ?? (settings.phone.host == "0.0.0.0" ? NetworkAddresses.ipv4().first ?? "127.0.0.1" : settings.phone.host)
    }

    func phones() throws(AutoFillServerError) -> PhoneList {
        let source = try phoneSourceOrError()
        return PhoneList(
            phones: source.phones.all.map(Self.view),
            fingerprint: try? source.certificate(now: now()).fingerprint)
    }

    func pair(name: String) throws(AutoFillServerError) -> PhonePairing {
        let source = try phoneSourceOrError()
        let date = now()
        do {
            let certificate = try source.certificate(now: date)
            let (phone, token) = try source.phones.pair(name: name, now: date)
            let port = source.boundPort ?? settings.phone.port
            let host = advertisedHost.contains(":") ? "[\(advertisedHost)]" : advertisedHost
            let url = "https://\(host):\(port)/v1/forward/\(token.unredacted)"
            let text = "\(url)#sha256=\(certificate.fingerprint.replacing(":", with: ""))"
            let svg: String
            do {
                svg = try QRCode(text: text).svg()
            } catch {
                throw AutoFillServerError(.internalError, "the pairing QR code cannot be drawn: \(error.description)")
            }
            logger.info("phone paired", metadata: ["phone": "\(phone.id)"])
            return PhonePairing(
                phone: Self.view(phone), token: token, url: SecretText(url), fingerprint: certificate.fingerprint,
                pairingText: SecretText(text), qrSVG: SecretText(svg))
        } catch let error as AutoFillServerError {
            throw error
        } catch let error as MessageSourceError {
            throw AutoFillServerError(.badRequest, error.description)
        } catch {
            throw AutoFillServerError(.internalError, "the phone could not be paired")
        }
    }

    func revoke(phone id: String) throws(AutoFillServerError) {
        do {
            try phoneSourceOrError().phones.revoke(id)
            logger.info("phone revoked", metadata: ["phone": "\(id)"])
        } catch let error as AutoFillServerError {
            throw error
        } catch let error as MessageSourceError {
            throw AutoFillServerError(error.code == .notFound ? .notFound : .badRequest, error.description)
        } catch {
            throw AutoFillServerError(.internalError, "the phone could not be revoked")
        }
    }

    private func phoneSourceOrError() throws(AutoFillServerError) -> PhoneForwarderSource {
        do {
            return try phoneSource()
        } catch {
            throw AutoFillServerError(.internalError, error.description)
        }
    }

    private static func view(_ phone: PairedPhones.Phone) -> PhoneView {
        PhoneView(
            id: phone.id, name: phone.name, paired: phone.paired, lastSeen: phone.lastSeen, revoked: phone.isRevoked)
    }

    private static func isIPAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }
}

/// Code ids already notified (a code reaches several fields; one notification).
struct RecentIDs {
    private var order: [UUID] = []
    private var members: Set<UUID> = []

    /// Inserts `id`; false when it was there.
    mutating func insert(_ id: UUID) -> Bool {
        guard members.insert(id).inserted else { return false }
        order.append(id)
        if order.count > 256 { members.remove(order.removeFirst()) }
        return true
    }
}

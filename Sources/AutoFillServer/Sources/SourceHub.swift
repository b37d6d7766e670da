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

/// Runs the message sources (a modem through ModemManager, paired phones, a mailbox, a phone
/// paired with KDE Connect), keeps their
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

        /// A phone paired with KDE Connect, through its daemon on the session bus.
        struct KDEConnect: Codable, Sendable, Hashable {
            var enabled = false
            /// nil: the session bus.
            var busAddress: String?
        }

        struct Phone: Codable, Sendable, Hashable {
            var enabled = false
            var host = "0.0.0.0"
            var port = 7392
            var advertisedHost: String?
        }

        /// A mailbox over IMAP; the password is in the vault (``passwordItem``), never here.
        struct Mail: Codable, Sendable, Hashable {
            var enabled = false
            var host: String?
            /// nil: 993 for IMAPS, 143 for STARTTLS.
            var port: Int?
            var security = MailSource.Security.imaps
            var user: String?
            var mailbox = "INBOX"
            var afterUse = MailSource.AfterUse.none
            /// `host:port` of the DNS server DKIM keys are looked up with; nil: /etc/resolv.conf.
            var dnsServer: String?
            /// A PEM file of the server certificate's authority; nil: the system's authorities.
            var certificateFile: String?
            /// The vault credential holding the IMAP password.
            var passwordItem: UUID?
        }

        var modem = Modem()
        var phone = Phone()
        var mail = Mail()
        var kdeconnect = KDEConnect()
        var notifications = DesktopNotifier.Settings()

        init() {}

        // A sources.json written before the mail or KDE Connect source existed has neither.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            modem = try container.decodeIfPresent(Modem.self, forKey: .modem) ?? Modem()
            phone = try container.decodeIfPresent(Phone.self, forKey: .phone) ?? Phone()
            mail = try container.decodeIfPresent(Mail.self, forKey: .mail) ?? Mail()
            kdeconnect = try container.decodeIfPresent(KDEConnect.self, forKey: .kdeconnect) ?? KDEConnect()
            notifications =
                try container.decodeIfPresent(DesktopNotifier.Settings.self, forKey: .notifications)
                ?? DesktopNotifier.Settings()
        }
    }

    static let sourceIDs = ["modem", "phone", "mail", "kdeconnect"]

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
            var text = message.text.unredacted
            // A mail's text (subject and body) may be long; its code is near the top.
            if message.channel == .email, text.utf8.count > 32 << 10 {
                text = String(decoding: Array(text.utf8.prefix(32 << 10)), as: UTF8.self)
            }
            guard text.utf8.count <= 32 << 10 else {
                throw ProviderError(.invalidMessage, "the message is longer than 32 KB")
            }
            let received = try await broker.receive(
                message: text, sender: message.sender, verifiedDomain: message.verifiedDomain,
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
        let key =
            switch id {
            case "modem": "\(settings.modem)"
            case "phone": "\(settings.phone)"
            case "kdeconnect": "\(settings.kdeconnect)"
            // A new password (same vault item) restarts the source too.
            default: "\(settings.mail) \(mailPasswordGeneration)"
            }
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
        case "kdeconnect":
            source = KDEConnectSource(
                configuration: .init(bus: settings.kdeconnect.busAddress.map { .address($0) } ?? .session))
        case "phone":
            do {
                source = try phoneSource()
            } catch {
                statuses.withLock {
                    $0[id] = MessageSourceStatus(id: id, kind: .phone, state: .failed, lastError: error.description)
                }
                return
            }
        case "mail":
            do {
                source = try mailSource()
            } catch {
                statuses.withLock {
                    $0[id] = MessageSourceStatus(id: id, kind: .mail, state: .failed, lastError: error.description)
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
        switch id {
        case "modem": settings.modem.enabled
        case "phone": settings.phone.enabled
        case "mail": settings.mail.enabled
        case "kdeconnect": settings.kdeconnect.enabled
        default: false
        }
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
        } else if id == "kdeconnect" {
            options["busAddress"] = settings.kdeconnect.busAddress ?? "session"
        } else if id == "mail" {
            let mail = settings.mail
            options["host"] = mail.host ?? ""
            options["port"] = "\(mail.port ?? (mail.security == .imaps ? 993 : 143))"
            options["security"] = mail.security == .imaps ? "imaps" : "starttls"
            options["user"] = mail.user ?? ""
            options["mailbox"] = mail.mailbox
            options["afterUse"] = Self.afterUseName(mail.afterUse)
            options["dnsServer"] = mail.dnsServer ?? "system"
            options["certificateFile"] = mail.certificateFile ?? "system"
            // Whether one is set, never the password.
            options["password"] = mail.passwordItem == nil ? "not set" : "in the vault"
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

    func update(_ id: String, _ change: SourceUpdate, mailPassword: (item: UUID, password: SecretText)? = nil)
        throws(AutoFillServerError) -> SourceView
    {
        switch id {
        case "modem":
            guard change.host == nil, change.port == nil, change.advertisedHost == nil, !change.hasMailFields else {
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
        case "kdeconnect":
            guard change.deleteAfterUse == nil, change.host == nil, change.port == nil, change.advertisedHost == nil,
                !change.hasMailFields
            else {
                throw AutoFillServerError(.badRequest, "the kdeconnect source takes enabled and busAddress")
            }
            if let address = change.busAddress {
                guard address.utf8.count <= 512, !address.utf8.contains(0) else {
                    throw AutoFillServerError(
                        .badRequest, "busAddress must be a D-Bus address such as unix:path=/run/user/1000/bus")
                }
                settings.kdeconnect.busAddress = address.isEmpty || address == "session" ? nil : address
            }
            if let enabled = change.enabled { settings.kdeconnect.enabled = enabled }
        case "mail":
            try updateMail(change, password: mailPassword)
        case "phone":
            guard change.deleteAfterUse == nil, change.busAddress == nil, !change.hasMailFields else {
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
            throw AutoFillServerError(
                .notFound, "no message source is called \(id); the sources are modem, phone, mail and kdeconnect")
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

    // MARK: Mail

    /// The mail source's password, from the vault (set by the service when the vault is
    /// unlocked, or when a new password is entered); nil until then.
    private var mailPassword: SecretText?

    /// The vault item that holds the mail source's password.
    var mailPasswordItem: UUID? { settings.mail.passwordItem }

    /// Counts password changes, so that a new password restarts a running source.
    private var mailPasswordGeneration = 0

    /// The service read the mail password from the vault (the vault was unlocked): starts the
    /// mail source when it is enabled and was waiting for it.
    func provideMailPassword(_ password: SecretText?) {
        guard password != mailPassword else { return }
        mailPassword = password
        mailPasswordGeneration += 1
        if settings.mail.enabled { start("mail") }
    }

    /// The mail settings `change` would give, or an error naming the bad field (nothing changes).
    func checkMail(_ change: SourceUpdate, newPassword: Bool = false) throws(AutoFillServerError) -> Settings.Mail {
        guard change.deleteAfterUse == nil, change.busAddress == nil, change.advertisedHost == nil else {
            throw AutoFillServerError(
                .badRequest,
                "the mail source takes enabled, host, port, security, user, password, mailbox, afterUse, dnsServer and certificateFile"
            )
        }
        var mail = settings.mail
        if let host = change.host {
            guard !host.isEmpty, host.utf8.count <= 253, (try? HostName(host)) != nil || Self.isIPAddress(host) else {
                throw AutoFillServerError(.badRequest, "host must be the IMAP server's name, such as imap.example.com")
            }
            mail.host = host
        }
        if let port = change.port {
            guard (1...65535).contains(port) else { throw AutoFillServerError(.badRequest, "port must be 1-65535") }
            mail.port = port
        }
        if let security = change.security {
            switch security.lowercased() {
            case "imaps", "tls": mail.security = .imaps
            case "starttls": mail.security = .startTLS
            default: throw AutoFillServerError(.badRequest, "security must be imaps or starttls")
            }
        }
        if let user = change.user {
            guard !user.isEmpty, user.utf8.count <= 256, !user.unicodeScalars.contains(where: { $0.value < 0x20 })
            else {
                throw AutoFillServerError(
                    .badRequest, "user must be the IMAP user name (1-256 characters, no line breaks)")
            }
            mail.user = user
        }
        if let mailbox = change.mailbox {
            guard !mailbox.isEmpty, mailbox.utf8.count <= 256,
                !mailbox.unicodeScalars.contains(where: { $0.value < 0x20 })
            else {
                throw AutoFillServerError(.badRequest, "mailbox must be a mailbox name such as INBOX")
            }
            mail.mailbox = mailbox
        }
        if let afterUse = change.afterUse {
            switch afterUse {
            case "none": mail.afterUse = .none
            case "mark-read", "markRead": mail.afterUse = .markRead
            case "delete": mail.afterUse = .delete
            default: throw AutoFillServerError(.badRequest, "afterUse must be none, mark-read or delete")
            }
        }
        if let server = change.dnsServer {
            if server.isEmpty || server == "system" {
                mail.dnsServer = nil
            } else {
                guard server.utf8.count <= 300, let parsed = Self.hostAndPort(server, defaultPort: 53),
                    Self.isIPAddress(parsed.host)
                else {
                    throw AutoFillServerError(
                        .badRequest, "dnsServer must be an IP address with an optional port, such as 127.0.0.1:5353")
                }
                mail.dnsServer = server
            }
        }
        if let file = change.certificateFile {
            if file.isEmpty || file == "system" {
                mail.certificateFile = nil
            } else {
                guard file.hasPrefix("/"), FileManager.default.isReadableFile(atPath: file) else {
                    throw AutoFillServerError(
                        .badRequest, "certificateFile must be the absolute path of a readable PEM file")
                }
                mail.certificateFile = file
            }
        }
        if change.enabled == true || mail.enabled && change.enabled == nil {
            guard mail.host != nil, mail.user != nil else {
                throw AutoFillServerError(.badRequest, "the mail source needs host and user before it can be enabled")
            }
            guard mail.passwordItem != nil || change.password != nil || newPassword else {
                throw AutoFillServerError(
                    .badRequest,
                    "the mail source needs the IMAP password before it can be enabled (autofill sources enable mail --password-file FILE, or --password-stdin)"
                )
            }
        }
        if let enabled = change.enabled { mail.enabled = enabled }
        return mail
    }

    /// Applies a checked mail change; `password` is the vault item the service just stored.
    private func updateMail(_ change: SourceUpdate, password: (item: UUID, password: SecretText)?)
        throws(AutoFillServerError)
    {
        var mail = try checkMail(change, newPassword: password != nil)
        if let password {
            mail.passwordItem = password.item
            mailPassword = password.password
            mailPasswordGeneration += 1
        }
        settings.mail = mail
    }

    var mailUser: String? { settings.mail.user }
    var mailHost: String? { settings.mail.host }

    static func afterUseName(_ afterUse: MailSource.AfterUse) -> String {
        switch afterUse {
        case .none: "none"
        case .markRead: "mark-read"
        case .delete: "delete"
        }
    }

    private func mailSource() throws(MessageSourceError) -> MailSource {
        let mail = settings.mail
        guard let host = mail.host, let user = mail.user else {
            throw MessageSourceError(
                .invalidConfiguration,
                "The mail source has no server or user yet; enable it with --server and --user.")
        }
        guard mail.passwordItem != nil else {
            throw MessageSourceError(
                .invalidConfiguration,
                "The mail source has no password yet; enable it again with --password-file or --password-stdin.")
        }
        guard let password = mailPassword else {
            throw MessageSourceError(
                .invalidConfiguration,
                "The mail password is kept in the vault, which is locked; unlock the vault and the mail source starts.")
        }
        var dns: (host: String, port: Int)?
        if let server = mail.dnsServer { dns = Self.hostAndPort(server, defaultPort: 53) }
        return MailSource(
            id: "mail", host: host, port: mail.port, security: mail.security, user: user, password: password,
            mailboxes: [mail.mailbox], afterUse: mail.afterUse, dnsServer: dns,
            trustRoots: mail.certificateFile.map { .certificateFile($0) } ?? .system,
            logger: logger)
    }

    /// `host:port`, `[v6]:port` or a bare host.
    static func hostAndPort(_ text: String, defaultPort: Int) -> (host: String, port: Int)? {
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            let host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if rest.isEmpty { return (host, defaultPort) }
            guard rest.hasPrefix(":"), let port = Int(rest.dropFirst()), (1...65535).contains(port) else { return nil }
            return (host, port)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1 { return text.isEmpty ? nil : (text, defaultPort) }
        guard parts.count == 2, !parts[0].isEmpty, let port = Int(parts[1]), (1...65535).contains(port) else {
            return nil
        }
        return (String(parts[0]), port)
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

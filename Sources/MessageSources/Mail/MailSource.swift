import Domains
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import Secrets
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Codes from e-mail: watches one or more mailboxes of an IMAP account (IMAPS or STARTTLS; IDLE,
/// or polling where the server has no IDLE), reads each new mail without marking it read
/// (`BODY.PEEK`), decodes it (``MailMessage``), checks its DKIM signatures
/// (``DKIMVerifier``), and delivers its text with the domain a valid, aligned signature vouches
/// for (``IncomingMessage/verifiedDomain``). After a code is used, ``messageWasUsed(_:)`` marks the
/// mail read or deletes it, as set.
///
/// Only mail that arrives after the source first opens a mailbox is read: the source remembers
/// each mailbox's UIDVALIDITY and the next UID, and after a reconnection fetches what came in
/// meanwhile. The password is a `SecretText`: it is sent to the server and nowhere else (no log,
/// error, status or description carries it).
public final class MailSource: MessageSource, CustomStringConvertible {
    /// How the connection is protected.
    public enum Security: String, Sendable, Hashable, Codable {
        /// TLS from the first byte (IMAPS, usually port 993).
        case imaps
        /// A plain connection upgraded with STARTTLS before login (usually port 143).
        case startTLS
    }

    /// What to do with a mail after its code was used.
    public enum AfterUse: String, Sendable, Hashable, Codable {
        case none
        /// Set `\Seen`.
        case markRead
        /// Set `\Deleted` and expunge that mail alone (`UID EXPUNGE`, where the server has
        /// UIDPLUS; elsewhere it stays flagged for the mail program to remove).
        case delete
    }

    /// Which certificate authorities the server's certificate may chain to.
    public enum TrustRoots: Sendable, Hashable {
        /// The system's.
        case system
        /// The certificates in a PEM file (a private authority, a test server).
        case certificateFile(String)
    }

    public let id: String
    public var kind: MessageSourceKind { .mail }

    public let host: String
    public let port: Int
    public let security: Security
    public let user: String
    private let password: SecretText
    public let mailboxes: [String]
    public let afterUse: AfterUse
    /// The DNS server DKIM keys are looked up with (host is an IP address).
    public let dnsServer: (host: String, port: Int)?
    /// How often to look for new mail when the server has no IDLE (or `usesIdle` is false).
    public let pollInterval: Duration
    /// Whether to use IDLE when the server offers it.
    public let usesIdle: Bool
    /// How long one IDLE lasts before it is renewed (servers drop idle clients after 30 minutes).
    public let idleRefresh: Duration
    /// How long to wait for the server to answer a command or to connect.
    public let timeout: Duration
    /// Mails larger than this are read only up to it (their DKIM signature then cannot verify).
    public let maximumMailSize: Int
    public let trustRoots: TrustRoots
    public let limits: MailMessage.Limits

    private let logger: Logger
    private let group: any EventLoopGroup
    private let state = Locked(MailSourceState())

    /// - Parameters:
    ///   - id: the source's identifier; `mail:USER@HOST` by default.
    ///   - host, port: the IMAP server (port 993 for IMAPS, 143 for STARTTLS by default).
    ///   - user, password: the account; the service keeps the password in the vault.
    ///   - mailboxes: the folders to watch (`INBOX` by default), one connection each.
    ///   - afterUse: what ``messageWasUsed(_:)`` does.
    ///   - dnsServer: the DNS server for DKIM keys; nil reads `/etc/resolv.conf`.
    ///   - pollInterval: how often to look when IDLE is not available.
    public init(
        id: String? = nil, host: String, port: Int? = nil, security: Security = .imaps, user: String,
        password: SecretText, mailboxes: [String] = ["INBOX"], afterUse: AfterUse = .none,
        dnsServer: (host: String, port: Int)? = nil, pollInterval: Duration = .seconds(60), usesIdle: Bool = true,
        idleRefresh: Duration = .seconds(25 * 60), timeout: Duration = .seconds(30),
        maximumMailSize: Int = 2 * 1024 * 1024, trustRoots: TrustRoots = .system,
        limits: MailMessage.Limits = MailMessage.Limits(), logger: Logger = Logger(label: "autofill.mail"),
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) {
        self.id = id ?? "mail:\(user)@\(host)"
        self.host = host
        self.port = port ?? (security == .imaps ? 993 : 143)
        self.security = security
        self.user = user
        self.password = password
        self.mailboxes = mailboxes.isEmpty ? ["INBOX"] : mailboxes
        self.afterUse = afterUse
        self.dnsServer = dnsServer
        self.pollInterval = pollInterval
        self.usesIdle = usesIdle
        self.idleRefresh = idleRefresh
        self.timeout = timeout
        self.maximumMailSize = maximumMailSize
        self.trustRoots = trustRoots
        self.limits = limits
        self.logger = logger
        self.group = eventLoopGroup
    }

    public var description: String { "MailSource(\(id), \(security) \(host):\(port), \(mailboxes))" }

    // MARK: Running

    public func run(
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async {
        await withTaskGroup(of: Void.self) { group in
            for mailbox in mailboxes {
                group.addTask {
                    await self.watch(mailbox, now: now, deliver: deliver, report: report)
                }
            }
        }
    }

    /// Keeps one mailbox watched: connect, read what is new, wait (IDLE or a poll), again; on
    /// failure, report and retry after a growing pause (1 s doubling to 5 minutes; 15 minutes
    /// after a refused login, so as not to lock the account).
    private func watch(
        _ mailbox: String, now: @escaping @Sendable () -> Date,
        deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async {
        var backoff = Duration.seconds(1)
        while !Task.isCancelled {
            update(mailbox, report: report) {
                $0.state = .connecting
                $0.detail = "connecting to \(host):\(port)"
            }
            do throws(MessageSourceError) {
                let connection = try await openMailbox(mailbox)
                backoff = .seconds(1)
                do {
                    try await follow(mailbox, on: connection, now: now, deliver: deliver, report: report)
                } catch {
                    await connection.close()
                    throw error
                }
                await connection.close()
            } catch {
                if Task.isCancelled { break }
                let pause = error.code == .authenticationFailed ? Duration.seconds(15 * 60) : backoff
                logger.info(
                    "mail source failed", metadata: ["source": "\(id)", "mailbox": "\(mailbox)", "error": "\(error)"])
                update(mailbox, report: report) {
                    $0.state = .failed
                    $0.detail = "retrying in \(Int(pause.components.seconds)) s"
                    $0.lastError = error.description
                }
                try? await Task.sleep(for: pause)
                backoff = min(backoff * 2, .seconds(300))
            }
        }
        update(mailbox, report: report) {
            $0.state = .disabled
            $0.detail = "stopped"
        }
    }

    private func openMailbox(_ mailbox: String) async throws(MessageSourceError) -> IMAPConnection {
        let connection = try await IMAPConnection.connect(to: try endpoint(), group: group)
        do {
            try await connection.logIn(user: user, password: password)
            return connection
        } catch {
            await connection.close()
            throw error
        }
    }

    private func endpoint() throws(MessageSourceError) -> IMAPEndpoint {
        let roots: NIOSSLTrustRoots
        switch trustRoots {
        case .system: roots = .default
        case .certificateFile(let path):
            do {
                roots = .certificates(try NIOSSLCertificate.fromPEMFile(path))
            } catch {
                throw MessageSourceError(.invalidConfiguration, "The certificate file \(path) cannot be read.")
            }
        }
        return IMAPEndpoint(
            host: host, port: port, security: security == .imaps ? .tls : .startTLS, trustRoots: roots, timeout: timeout
        )
    }

    /// Selects the mailbox and follows it until the connection fails or the task is cancelled.
    private func follow(
        _ mailbox: String, on connection: IMAPConnection, now: @escaping @Sendable () -> Date,
        deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async throws(MessageSourceError) {
        let selected = try await connection.select(mailbox)
        // Where to start: the remembered next UID if the mailbox is the same one (UIDVALIDITY),
        // else what the server says comes next (mail already there is not new).
        let start = state.withLock { state -> UInt64 in
            if let known = state.mailboxes[mailbox], known.uidValidity == selected.uidValidity {
                return known.nextUID
            }
            let next = selected.uidNext ?? 1
            state.mailboxes[mailbox] = .init(uidValidity: selected.uidValidity, nextUID: next)
            return next
        }
        let capabilities = await connection.capabilities
        var idle = usesIdle && capabilities.contains("IDLE")
        describeConnected(mailbox, idle: idle, report: report)
        var next = start
        _ = await connection.takeNews()  // SELECT's own EXISTS
        while !Task.isCancelled {
            next = try await readNewMail(
                mailbox, from: next, uidValidity: selected.uidValidity, on: connection, now: now, deliver: deliver,
                report: report)
            // Mail announced while reading would not be announced again by IDLE: read it first.
            if await connection.takeNews() { continue }
            if idle {
                do {
                    _ = try await connection.idle(refresh: idleRefresh)
                } catch  where error.code == .malformed {
                    // A server whose IDLE is broken: poll instead, on this connection.
                    idle = false
                    logger.info("IDLE failed; polling", metadata: ["source": "\(id)", "error": "\(error)"])
                    describeConnected(mailbox, idle: false, report: report)
                }
            } else {
                do {
                    try await Task.sleep(for: pollInterval)
                } catch {
                    return
                }
                // NOOP lets the server report new mail and keeps the session alive.
                _ = try await connection.run([.raw("NOOP")])
            }
        }
    }

    private func describeConnected(
        _ mailbox: String, idle: Bool, report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) {
        let how = idle ? "waiting for mail (IDLE)" : "checking every \(Int(pollInterval.components.seconds)) s"
        update(mailbox, report: report) {
            $0.state = .connected
            $0.detail = "\(how) on \(host)"
        }
    }

    /// Fetches, decodes, verifies and delivers the mail from `firstUID` on; returns the next UID.
    private func readNewMail(
        _ mailbox: String, from firstUID: UInt64, uidValidity: UInt64, on connection: IMAPConnection,
        now: @escaping @Sendable () -> Date, deliver: @escaping @Sendable (IncomingMessage) async -> Void,
        report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async throws(MessageSourceError) -> UInt64 {
        var next = firstUID
        for summary in try await connection.messages(from: firstUID) {
            let truncated = summary.size > maximumMailSize
            guard let bytes = try await connection.body(uid: summary.uid, limit: truncated ? maximumMailSize : nil)
            else { continue }
            let message = await incomingMessage(
                bytes, truncated: truncated, summary: summary, mailbox: mailbox, uidValidity: uidValidity, now: now(),
                report: report)
            next = summary.uid + 1
            state.withLock { $0.mailboxes[mailbox] = .init(uidValidity: uidValidity, nextUID: next) }
            await deliver(message)
            update(mailbox, report: report) { $0.lastMessage = message.received }
        }
        return next
    }

    /// Decodes one fetched mail and checks its signatures.
    func incomingMessage(
        _ bytes: [UInt8], truncated: Bool, summary: IMAPConnection.MessageSummary, mailbox: String,
        uidValidity: UInt64, now: Date, report: @escaping @Sendable (MessageSourceStatus) -> Void
    ) async -> IncomingMessage {
        let mail = MailMessage(bytes: bytes, limits: limits)
        var verified: HostName? = nil
        if truncated {
            let megabytes = (summary.size + 1_048_575) / 1_048_576
            update(mailbox, report: report) {
                $0.lastError =
                    "A \(megabytes) MB mail in \(mailbox) was read only to \(maximumMailSize / 1024) KB; its signature was not checked."
            }
        } else {
            let result = await DKIMVerifier(resolver: resolver()).verify(bytes, now: now)
            verified = result.verifiedDomain
            logger.debug("DKIM", metadata: ["source": "\(id)", "uid": "\(summary.uid)", "dkim": "\(result)"])
        }
        if !mail.issues.isEmpty {
            let issues = mail.issues.map(\.description).joined(separator: "; ")
            logger.info(
                "mail decoded with issues",
                metadata: ["source": "\(id)", "uid": "\(summary.uid)", "issues": "\(issues)"])
            update(mailbox, report: report) {
                $0.lastError = "A mail in \(mailbox) could not be read whole: \(issues)."
            }
        }
        return IncomingMessage(
            text: SecretText(mail.text), sender: mail.from, received: Self.received(summary.internalDate, now: now),
            channel: .email, verifiedDomain: verified,
            reference: MessageReference(source: id, value: "\(uidValidity):\(summary.uid):\(mailbox)"))
    }

    /// When the mail arrived: the server's INTERNALDATE, unless it is within two minutes of now
    /// (clocks differ; a fresh mail counts from now) or in the future.
    static func received(_ internalDate: Date?, now: Date) -> Date {
        guard let internalDate, internalDate < now.addingTimeInterval(-120) else { return now }
        return internalDate
    }

    private func resolver() -> DNSResolver {
        if let dnsServer { return DNSResolver(host: dnsServer.host, port: dnsServer.port, eventLoopGroup: group) }
        let system = DNSResolver.systemServer() ?? ("127.0.0.1", 53)
        return DNSResolver(host: system.host, port: system.port, eventLoopGroup: group)
    }

    private func update(
        _ mailbox: String, report: @escaping @Sendable (MessageSourceStatus) -> Void,
        _ change: (inout MailSourceState.Watch) -> Void
    ) {
        let status = state.withLock { state -> MessageSourceStatus in
            change(&state.watches[mailbox, default: .init()])
            return state.status(id: id, mailboxes: mailboxes)
        }
        report(status)
    }

    // MARK: After use

    public func messageWasUsed(_ reference: MessageReference) async throws(MessageSourceError) {
        guard reference.source == id else {
            throw MessageSourceError(.notFound, "The message is not from \(id).")
        }
        let parts = reference.value.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let uidValidity = UInt64(parts[0]), let uid = UInt64(parts[1]) else {
            throw MessageSourceError(.notFound, "The message reference \(reference.value) is not a mail's.")
        }
        let mailbox = String(parts[2])
        guard afterUse != .none else { return }
        let connection = try await openMailbox(mailbox)
        do throws(MessageSourceError) {
            let selected = try await connection.select(mailbox)
            guard selected.uidValidity == uidValidity else {
                throw MessageSourceError(.notFound, "The mailbox \(mailbox) changed; the mail is no longer known.")
            }
            switch afterUse {
            case .markRead:
                try await connection.addFlags("\\Seen", uid: uid)
            case .delete:
                try await connection.addFlags("\\Deleted", uid: uid)
                _ = try await connection.expunge(uid: uid)
            case .none:
                break
            }
            _ = try? await connection.run([.raw("LOGOUT")])
        } catch {
            await connection.close()
            throw error
        }
        await connection.close()
    }
}

/// What a MailSource remembers across reconnections.
struct MailSourceState: Sendable {
    struct Position: Sendable {
        var uidValidity: UInt64
        var nextUID: UInt64
    }

    struct Watch: Sendable {
        var state: MessageSourceStatus.State = .connecting
        var detail: String?
        var lastMessage: Date?
        var lastError: String?
    }

    var mailboxes: [String: Position] = [:]
    var watches: [String: Watch] = [:]

    /// One status for the source: failed if a mailbox failed, connecting if one is connecting,
    /// else connected; the detail names each mailbox.
    func status(id: String, mailboxes: [String]) -> MessageSourceStatus {
        let all = mailboxes.map { watches[$0] ?? Watch() }
        let state: MessageSourceStatus.State =
            all.contains { $0.state == .failed }
            ? .failed
            : all.contains { $0.state == .connecting }
                ? .connecting
                : all.allSatisfy { $0.state == .disabled } ? .disabled : .connected
        let detail = zip(mailboxes, all).map { "\($0): \($1.detail ?? $1.state.rawValue)" }.joined(separator: "; ")
        return MessageSourceStatus(
            id: id, kind: .mail, state: state, detail: detail, lastMessage: all.compactMap(\.lastMessage).max(),
            lastError: all.compactMap(\.lastError).last)
    }
}

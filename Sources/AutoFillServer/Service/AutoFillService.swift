import AutoFill
import AutoFillAPI
import Domains
import FormFields
import Foundation
import Keychain
import Logging
import NIOPosix
import OneTimeCodes
import Secrets
import _AutoFillSupport
import _HTTPServerSupport

/// The service's state behind the HTTP layer: the vault and its presence clock, the event hub,
/// web sessions, and the AutoFill broker (which holds the focused fields and the codes from
/// messages).
///
/// Everything the routes do goes through here, so the Unix socket and TCP share one state.
actor AutoFillService {
    let configuration: ServerConfiguration
    let events = EventHub()
    let sessions = SessionStore()
    let logger: Logger
    nonisolated let now: @Sendable () -> Date

    private var vault: Vault?
    /// When the vault was last used for something a person does (an unlock, a fill, a code
    /// read): the idle auto-lock counts from here.
    private var lastUse: Date?
    /// Keeps failed unlocks and refusals from filling the log.
    let logBudget = LogBudget(linesPerInterval: 10, interval: .seconds(60))
    private let started = ContinuousClock.now
    let broker: Broker
    /// The message sources (modem, phones), their settings and the desktop notifications.
    nonisolated let sources: SourceHub
    /// The TCP port, once bound.
    private(set) var port: Int

    func didBind(port: Int) { self.port = port }
    let classifier = FieldClassifier()

    init(configuration: ServerConfiguration, logger: Logger, now: @escaping @Sendable () -> Date) {
        self.configuration = configuration
        self.logger = logger
        self.now = now
        self.port = configuration.port
        var settings = Broker.Configuration()
        // Every fill, a code from a message included, needs a recent unlock (the issue's rule).
        settings.deliveredCodesNeedPresence = true
        broker = Broker(
            providers: [], gate: UserPresenceGate(interval: configuration.presenceInterval), configuration: settings)
        sources = SourceHub(
            stateDirectory: configuration.stateDirectory, broker: broker, logger: logger,
            clipboardLifetime: configuration.clipboardLifetime, now: now)
    }

    /// Loads the external providers and opens an existing vault (locked).
    func start() async throws(AutoFillServerError) {
        for path in configuration.providerManifests {
            do {
                let provider = try ExternalProvider(manifestAt: path)
                await broker.enable(provider)
                logger.info("provider enabled", metadata: ["id": "\(provider.id)", "name": "\(provider.name)"])
            } catch {
                throw AutoFillServerError(
                    .startupFailed, "cannot load the provider manifest \(path): \(error.description)")
            }
        }
        if FileManager.default.fileExists(atPath: configuration.vaultPath) {
            _ = try await openVault()
        }
    }

    // MARK: Vault

    func vaultStatus() -> VaultStatus {
        let exists = vault != nil || FileManager.default.fileExists(atPath: configuration.vaultPath)
        let unlocked = vault?.isUnlocked ?? false
        return VaultStatus(
            exists: exists, unlocked: unlocked, path: configuration.vaultPath,
            presenceSecondsLeft: unlocked ? presenceSecondsLeft() : nil,
            presenceInterval: Int(configuration.presenceInterval.components.seconds))
    }

    private func presenceSecondsLeft() -> Int {
        guard let last = broker.gate.lastPresence else { return 0 }
        return max(0, Int((configuration.presenceInterval.seconds - now().timeIntervalSince(last)).rounded(.down)))
    }

    /// Creates the vault (first run) and leaves it unlocked.
    func createVault(passphrase: SecretText) async throws(AutoFillServerError) {
        do {
            try Vault.checkNewPassphrase(passphrase)
        } catch {
            throw Self.translate(error)
        }
        guard vault == nil, !FileManager.default.fileExists(atPath: configuration.vaultPath) else {
            throw AutoFillServerError(
                .conflict, "a vault already exists at \(configuration.vaultPath); unlock it instead")
        }
        let directory = (configuration.vaultPath as NSString).deletingLastPathComponent
        if !directory.isEmpty { try SecureFile.makeDirectory(directory) }
        let path = configuration.vaultPath
        let keyDerivation = configuration.keyDerivation
        let created = try await Self.offload { () throws(KeychainError) -> Vault in
            try Vault.create(at: path, passphrase: passphrase, keyDerivation: keyDerivation)
        }
        vault = created
        await broker.enable(KeychainProvider(vault: created))
        await broker.userIsPresent(at: now())
        lastUse = now()
        logger.info("vault created", metadata: ["path": "\(path)"])
        vaultChanged()
    }

    /// Unlocks the vault; this is also the user-presence check that fills rely on.
    func unlock(passphrase: SecretText) async throws(AutoFillServerError) {
        let opened = try await openVault()
        do {
            try await Self.offload { () throws(KeychainError) in try opened.unlock(passphrase: passphrase) }
        } catch {
            logRefusal(
                "unlock refused", kind: "unlock", metadata: ["code": "\(error.code)", "error": "\(error.description)"])
            throw error
        }
        await broker.userIsPresent(at: now())
        lastUse = now()
        logger.info("vault unlocked")
        for problem in opened.recordSetCheck?.problems ?? [] {
            logger.error("the vault's records were altered", metadata: ["problem": "\(problem)"])
        }
        vaultChanged()
        await provideSourcePasswords()
    }

    // MARK: Source passwords

    /// Hands the mail source its password from the vault (now unlocked); the source keeps it
    /// while it runs, as a mail program does, so locking the vault does not stop it.
    func provideSourcePasswords() async {
        guard let vault, vault.isUnlocked, let item = await sources.mailPasswordItem else { return }
        do {
            let credential = try vault.credential(id: item)
            await sources.provideMailPassword(credential.password)
        } catch {
            logger.info("the mail source's password is not in the vault", metadata: ["reason": "\(error.description)"])
            await sources.provideMailPassword(nil)
        }
    }

    /// `POST /v1/sources/{id}`: a mail password is stored in the vault (which must be unlocked)
    /// before the hub sees the rest of the change; the hub never writes it anywhere.
    func updateSource(_ id: String, _ change: SourceUpdate) async throws(AutoFillServerError) -> SourceView {
        guard let password = change.password else { return try await sources.update(id, change) }
        guard id == "mail" else {
            throw AutoFillServerError(.badRequest, "only the mail source takes a password")
        }
        guard !password.isEmpty, password.utf8Count <= 1024 else {
            throw AutoFillServerError(.badRequest, "the mail password must be 1-1024 bytes")
        }
        var rest = change
        rest.password = nil
        // Checked before anything is stored.
        let mail = try await sources.checkMail(change)
        let vault = try requireUnlocked()
        let user = mail.user ?? ""
        let title = "Mail source: \(user) on \(mail.host ?? "?") (IMAP)"
        let item: UUID
        do {
            if let existing = await sources.mailPasswordItem, var credential = try? vault.credential(id: existing) {
                credential.username = user
                credential.password = password
                credential.title = title
                item = try vault.update(credential, now: now()).id
            } else {
                item = try vault.add(Credential(title: title, username: user, password: password, created: now())).id
            }
        } catch {
            throw Self.translate(error)
        }
        logger.info("mail password stored in the vault")
        return try await sources.update(id, rest, mailPassword: (item, password))
    }

    /// Drops the vault key: the one way the vault locks, whoever asks (see ``LockReason``).
    func lock(reason: LockReason) async {
        guard let vault, vault.isUnlocked else { return }
        await broker.lock(now: now())
        vault.lock()
        lastUse = nil
        logger.info("vault locked", metadata: ["reason": "\(reason)"])
        vaultChanged()
    }

    /// Locks the vault when it has not been used for the configured idle time.
    func lockIfIdle() async {
        guard let idle = configuration.idleLock, idle > .zero, let vault, vault.isUnlocked else { return }
        let since = lastUse ?? .distantPast
        if now().timeIntervalSince(since) >= idle.seconds {
            await lock(reason: .idle)
        }
    }

    /// Notes that a person used the vault now (the idle auto-lock starts again).
    func noteUse() {
        lastUse = now()
    }

    /// Fails unless the user proved presence recently (the vault unlocked within the presence
    /// interval): what endpoints that hand out codes or secrets need (``AnyEndpoint/needsPresence``).
    /// A locked vault fails the same way, so clients have one thing to handle.
    func requirePresence() throws(AutoFillServerError) {
        guard vault?.isUnlocked == true, broker.gate.isSatisfied(at: now()) else {
            throw AutoFillServerError(
                .userInteractionRequired,
                "the vault is locked, or was unlocked more than \(Int(configuration.presenceInterval.seconds)) s ago: unlock it with its passphrase (user presence)"
            )
        }
    }

    /// Seconds on a monotonic clock, for the log budget.
    nonisolated var monotonicSeconds: Double { (ContinuousClock.now - started).seconds }

    /// Logs a refusal, within the log budget (never a secret: callers pass codes and messages
    /// that hold none).
    nonisolated func logRefusal(_ message: Logger.Message, kind: String, metadata: Logger.Metadata) {
        logBudget.log(to: logger, level: .notice, message, key: kind, now: monotonicSeconds, metadata: metadata)
    }

    private func vaultChanged() {
        let status = vaultStatus()
        events.publish(
            ServerEvent(
                status.unlocked ? .vaultUnlocked : .vaultLocked, data: status.publicView, audience: .everyone))
    }

    private func openVault() async throws(AutoFillServerError) -> Vault {
        if let vault { return vault }
        guard FileManager.default.fileExists(atPath: configuration.vaultPath) else {
            throw AutoFillServerError(.vaultNotFound, "there is no vault yet; create one first")
        }
        let opened: Vault
        do {
            opened = try Vault.open(at: configuration.vaultPath)
        } catch {
            throw Self.translate(error)
        }
        vault = opened
        await broker.enable(KeychainProvider(vault: opened))
        return opened
    }

    private func requireUnlocked() throws(AutoFillServerError) -> Vault {
        guard let vault else {
            throw AutoFillServerError(
                FileManager.default.fileExists(atPath: configuration.vaultPath) ? .locked : .vaultNotFound,
                "the vault is locked; unlock it first")
        }
        guard vault.isUnlocked else { throw AutoFillServerError(.locked, "the vault is locked; unlock it first") }
        return vault
    }

    // MARK: Verification codes

    /// Every generator (or those `query` names: a domain, an id prefix, or text in the issuer,
    /// name or account) with its current code.
    func verificationCodes(matching query: String? = nil) throws(AutoFillServerError) -> [CodeEntry] {
        let vault = try requireUnlocked()
        let date = now()
        do {
            let items: [VerificationCodeItem]
            if let query {
                items = try vault.verificationCodes(matching: query)
            } else {
                items = try vault.verificationCodes()
            }
            let entries: [CodeEntry] = try items.map { item throws(KeychainError) -> CodeEntry in
                var entry = Self.entry(item)
                if item.url.kind == .totp {
                    let generated = try vault.code(for: item, at: date)
                    entry.code = generated.code
                    entry.secondsRemaining = generated.secondsRemaining
                }
                return entry
            }.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
            noteUse()
            return entries
        } catch {
            throw Self.translate(error)
        }
    }

    /// Adds a generator from an `otpauth:`/`apple-otpauth:` link: attached to `credentialID`
    /// when given, else on its own.
    func addVerificationCode(link: SecretText, credentialID: UUID?) async throws(AutoFillServerError) -> CodeEntry {
        let vault = try requireUnlocked()
        let url: OTPAuthURL
        do {
            url = try OTPAuthURL(parsing: link.unredacted)
        } catch {
            throw AutoFillServerError(.badRequest, "that is not a usable set-up link: \(error.description)")
        }
        let id: UUID
        do {
            if let credentialID {
                id = try vault.attachVerificationCode(url, to: credentialID, now: now()).id
            } else {
                id = try vault.addGenerator(url, now: now()).id
            }
        } catch {
            throw Self.translate(error)
        }
        let item = try Self.item(in: vault, id: id)
        events.publish(ServerEvent(.codesChanged, data: [String: String](), audience: .full))
        var entry = Self.entry(item)
        if item.url.kind == .totp, let generated = try? vault.code(for: item, at: now()) {
            entry.code = generated.code
            entry.secondsRemaining = generated.secondsRemaining
        }
        return entry
    }

    private static func item(in vault: Vault, id: UUID) throws(AutoFillServerError) -> VerificationCodeItem {
        let items: [VerificationCodeItem]
        do {
            items = try vault.verificationCodes()
        } catch {
            throw translate(error)
        }
        guard let item = items.first(where: { $0.id == id }) else {
            throw AutoFillServerError(.internalError, "the new generator could not be read back")
        }
        return item
    }

    private static func entry(_ item: VerificationCodeItem) -> CodeEntry {
        CodeEntry(
            id: item.id.uuidString.lowercased(), name: item.displayName, issuer: item.url.issuer,
            account: item.account, domains: item.services.compactMap(\.host), type: item.url.kind.rawValue,
            digits: item.url.digits, period: item.url.kind == .totp ? item.url.period : nil)
    }

    // MARK: Saving passwords

    /// What the keychain knows of a password a person submitted on a page.
    func checkPassword(_ submission: PasswordSubmission) throws(AutoFillServerError) -> PasswordCheck {
        let vault = try requireUnlocked()
        let host = try Self.host(ofPage: submission.pageURL)
        do {
            return PasswordCheck(
                state: try vault.saveState(of: submission.password, user: submission.username, forHost: host).name)
        } catch {
            throw Self.translate(error)
        }
    }

    /// Saves a password a person submitted on a page and agreed to keep.
    func savePassword(_ submission: PasswordSubmission) throws(AutoFillServerError) -> SavedPassword {
        let vault = try requireUnlocked()
        let host = try Self.host(ofPage: submission.pageURL)
        guard submission.username.utf8.count <= 512, submission.password.utf8Count <= 4096 else {
            throw AutoFillServerError(.badRequest, "the user name or the password is too long")
        }
        do {
            let (credential, isNew) = try vault.savePassword(
                submission.password, user: submission.username, forHost: host, now: now())
            noteUse()
            logger.info("password saved", metadata: ["new": "\(isNew)"])
            return SavedPassword(id: credential.id.uuidString.lowercased(), state: isNew ? "created" : "updated")
        } catch {
            throw Self.translate(error)
        }
    }

    /// The host of the `http(s)` page a form was submitted on.
    private static func host(ofPage url: String) throws(AutoFillServerError) -> String {
        guard let origin = try? Origin(parsing: url), origin.scheme == "https" || origin.scheme == "http" else {
            throw AutoFillServerError(.badRequest, "pageURL must be the http(s) address of the page")
        }
        return origin.host.ascii
    }

    // MARK: Support

    /// Runs slow work (scrypt) on NIO's thread pool instead of the cooperative pool.
    static func offload<T: Sendable>(
        _ work: @escaping @Sendable () throws(KeychainError) -> T
    ) async throws(AutoFillServerError) -> T {
        do {
            return try await NIOThreadPool.singleton.runIfActive { try work() }
        } catch let error as KeychainError {
            throw translate(error)
        } catch {
            throw AutoFillServerError(.internalError, "the work could not run: \(error)")
        }
    }

    /// Keychain errors as API errors; their text never holds a secret.
    static func translate(_ error: KeychainError) -> AutoFillServerError {
        switch error.code {
        case .wrongPassphrase: AutoFillServerError(.wrongPassphrase, "the passphrase is wrong")
        case .locked: AutoFillServerError(.locked, "the vault is locked; unlock it first")
        case .vaultNotFound: AutoFillServerError(.vaultNotFound, "there is no vault yet; create one first")
        case .vaultExists: AutoFillServerError(.conflict, error.description)
        case .recordNotFound: AutoFillServerError(.notFound, error.description)
        case .staleRevision: AutoFillServerError(.conflict, error.description)
        case .invalidParameter, .invalidRecord, .ambiguousMatch: AutoFillServerError(.badRequest, error.description)
        default: AutoFillServerError(.internalError, error.description)
        }
    }
}

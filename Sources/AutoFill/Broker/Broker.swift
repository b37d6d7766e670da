import Domains
import FormFields
import Foundation
import Keychain
import MessageCodes
import PasswordRules
import Secrets
import _AutoFillSupport

/// Turns "this field is focused" into ranked suggestions, and a chosen suggestion into the
/// value to fill, asking every enabled ``CredentialProvider``.
///
/// ```swift
/// let broker = Broker(providers: [KeychainProvider(vault: vault)])
/// let field = FocusedField(context: try FillContext(pageURL: "https://login.example.com/"), kind: .oneTimeCode)
/// await broker.focus(field, now: .now)
/// let list = await broker.suggestions(for: field, now: .now)   // no secrets in here
/// let value = try await broker.fill(list.bar[0].id, now: .now) // once, after the presence gate
/// ```
///
/// - Suggestions: passwords for user-name and current-password fields; codes from
///   verification-code generators and from messages for one-time-code fields; a strong password
///   (following the field's `passwordrules`, else the site's rules) for new-password fields.
///   Providers are asked in parallel, each with ``Configuration/providerDeadline``; one that
///   fails or is late is listed in ``SuggestionList/failures`` and the others still count.
/// - Ranking: see `docs/autofill.md` (same-origin before same-site; for code fields the
///   delivered codes first, newest first; then recently used; then the provider's rank).
/// - Fill: ``UserPresenceGate`` first (the vault unlocked within the interval), then the
///   provider; the value is returned once, and a delivered code is consumed.
/// - Messages: ``receive(message:sender:verifiedDomain:at:)`` reads the code (domain-bound first, free-form
///   second), keeps it for three minutes and pushes a ``BrokerEvent`` to every focused
///   one-time-code field it may be offered to.
public actor Broker {
    /// Settings.
    public struct Configuration: Sendable {
        /// How long one provider may take to list identities or provide a credential.
        public var providerDeadline: Duration = .seconds(2)
        /// The most suggestions in the bar.
        public var barLimit = 3
        /// Whether a code from a message needs the presence gate too. Off by default: like the
        /// platform's Messages AutoFill, a code that just arrived fills without unlocking.
        public var deliveredCodesNeedPresence = false
        /// Whether, after a delivered code was filled, the message source is told to delete the
        /// message (``BrokerEvent/deleteMessage``).
        public var deleteMessagesAfterUse = false
        /// How messages are read.
        public var messageReader = MessageCodeReader()
        /// Per-site password rules for strong passwords (`password-rules.json`).
        public var sitePasswordRules: SitePasswordRules?
        /// The password formats to try, in order.
        public var passwordFormats: [PasswordGenerator.Format] = PasswordGenerator.Format.preferenceOrder
        /// How long a suggestion can be chosen after it was made.
        public var suggestionLifetime: Duration = .seconds(600)
        /// How long a focused field is remembered after the client last asked about it (a
        /// client that went away without unfocusing is forgotten).
        public var focusLifetime: Duration = .seconds(30 * 60)
        /// The most fields focused at once (beyond it, the least recently seen is forgotten).
        public var focusLimit = 256
        /// How long after a password was filled on a site the same credential's verification
        /// code is offered first in that site's code fields (the second step of a sign-in).
        public var signInStepWindow: Duration = .seconds(300)
        /// Whether a strong password is saved to the first unlocked keychain when it is filled,
        /// filed under the page's host (or the app) with an empty user name, as the platform
        /// keeps a generated password from the moment it is used, so that a sign-up that
        /// succeeds never leaves the user without it.
        public var savesGeneratedPasswords = true

        public init() {}
    }

    /// The settings.
    public private(set) var configuration: Configuration
    /// The user-presence gate fills go through.
    public nonisolated let gate: UserPresenceGate
    /// The provider of codes from messages (always enabled).
    public nonisolated let deliveredCodes: DeliveredCodesProvider
    /// Where the codes from messages live.
    public nonisolated var codes: DeliveredCodeStore { deliveredCodes.store }
    var providers: [any CredentialProvider]
    /// The focused fields, and when their client last asked about each.
    var focused: [UUID: (field: FocusedField, lastSeen: Date)] = [:]
    var issued: [String: Issued] = [:]
    /// The id each (field, credential) pair was last offered under: a field asked for its
    /// suggestions again gets the same ids, so polling does not grow ``issued``.
    var issuedIDs: [IssueKey: String] = [:]
    var nextPrune = Date.distantPast
    /// The credential whose password was last filled, by site (``Broker/siteKey(_:)``).
    var recentSignIns: [String: SignIn] = [:]

    struct SignIn {
        var providerID: String
        var recordIdentifier: String
        var date: Date
    }
    private nonisolated let subscribers = Locked<[UUID: AsyncStream<BrokerEvent>.Continuation]>([:])

    struct IssueKey: Hashable {
        var field: UUID
        var kind: Suggestion.Kind
        var providerID: String
        var recordIdentifier: String
    }

    struct Issued {
        var suggestion: Suggestion
        var field: FocusedField
        var issuedAt: Date
        var rules: PasswordRules?
    }

    /// A broker over `providers` (the keychain, external providers) and the codes from messages.
    public init(
        providers: [any CredentialProvider], deliveredCodes: DeliveredCodesProvider = DeliveredCodesProvider(),
        gate: UserPresenceGate = UserPresenceGate(), configuration: Configuration = Configuration()
    ) {
        self.providers = providers.filter { $0.id != deliveredCodes.id }
        self.deliveredCodes = deliveredCodes
        self.gate = gate
        self.configuration = configuration
    }

    // MARK: Providers

    /// Every enabled provider, the codes from messages first.
    public var enabledProviders: [any CredentialProvider] { [deliveredCodes] + providers }

    /// Enables `provider`, replacing an enabled provider with the same id.
    public func enable(_ provider: any CredentialProvider) {
        guard provider.id != deliveredCodes.id else { return }
        providers.removeAll { $0.id == provider.id }
        providers.append(provider)
    }

    /// Disables the provider with `id`.
    public func disable(providerID id: String) {
        providers.removeAll { $0.id == id }
    }

    /// Changes the settings.
    public func configure(_ change: (inout Configuration) -> Void) {
        change(&configuration)
    }

    // MARK: Focus

    /// The client is in `field`: codes that arrive while it is focused are pushed to it.
    /// Fields whose client has not asked about them for ``Configuration/focusLifetime`` are
    /// forgotten first; with ``Configuration/focusLimit`` fields still focused, the one whose
    /// client was seen least recently makes room. Clients that never unfocus (a page that
    /// unloads, a browser that quits) must not stop the service from taking new fields.
    public func focus(_ field: FocusedField, now: Date) {
        let lifetime = configuration.focusLifetime.seconds
        for (id, entry) in focused where now.timeIntervalSince(entry.lastSeen) >= lifetime { unfocus(id) }
        if focused[field.id] == nil, focused.count >= configuration.focusLimit,
            let stalest = focused.min(by: { $0.value.lastSeen < $1.value.lastSeen })?.key
        {
            unfocus(stalest)
        }
        focused[field.id] = (field, now)
    }

    /// The focused field `id`; nil when no such field is focused.
    public func focusedField(_ id: UUID) -> FocusedField? { focused[id]?.field }

    /// The suggestions for the focused field `id` (see ``suggestions(for:now:)``); its client
    /// counts as seen at `now`.
    ///
    /// - Throws: ``ProviderError/Code/suggestionNotFound`` when no field with `id` is focused.
    public func suggestions(forFocusedField id: UUID, now: Date) async throws(ProviderError) -> SuggestionList {
        guard let field = focused[id]?.field else {
            throw ProviderError(.suggestionNotFound, "no focused field has that id; focus it first")
        }
        focused[id]?.lastSeen = now
        return await suggestions(for: field, now: now)
    }

    /// The client left the field `id`: its suggestions are spent.
    public func unfocus(_ id: UUID) {
        focused[id] = nil
        issued = issued.filter { $0.value.field.id != id }
        issuedIDs = issuedIDs.filter { $0.key.field != id }
    }

    /// The fields focused now.
    public var focusedFields: [FocusedField] { focused.values.map(\.field) }

    // MARK: Events

    /// A new subscription to the broker's events. Each call makes its own stream; it ends when
    /// the consumer stops iterating (or drops it). It holds the newest 1024 events, more than
    /// one burst (an unlock tells every one of up to `focusLimit` fields) can fill.
    public nonisolated func events() -> AsyncStream<BrokerEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: BrokerEvent.self, bufferingPolicy: .bufferingNewest(1024))
        let id = UUID()
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [subscribers] _ in
            subscribers.withLock { _ = $0.removeValue(forKey: id) }
        }
        return stream
    }

    nonisolated func publish(_ event: BrokerEvent) {
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.yield(event)
        }
    }

    // MARK: Presence

    /// Unlocks the vault of every keychain provider with `passphrase` and records the user's
    /// presence at `now`.
    ///
    /// - Throws: ``ProviderError/Code/userInteractionRequired`` for a wrong passphrase;
    ///   ``ProviderError/Code/providerFailed`` when there is no vault.
    public func unlock(passphrase: SecretText, now: Date) async throws(ProviderError) {
        let vaults = providers.compactMap { ($0 as? KeychainProvider)?.vault }
        guard !vaults.isEmpty else { throw ProviderError.providerFailed("no keychain is enabled") }
        for vault in vaults {
            // The key derivation takes a while by design: run it off the actor, so that other
            // clients' suggestions are not held up.
            let outcome = await Task.detached { () -> KeychainError? in
                do throws(KeychainError) {
                    try vault.unlock(passphrase: passphrase)
                    return nil
                } catch {
                    return error
                }
            }.value
            if let error = outcome {
                throw error.code == .wrongPassphrase
                    ? ProviderError(.userInteractionRequired, "the passphrase is wrong")
                    : ProviderError.providerFailed("cannot unlock the vault: \(error)")
            }
        }
        userIsPresent(at: now)
    }

    /// The user proved presence at `now` (the vault was unlocked by other means): fills go
    /// ahead for the gate's interval, and focused fields are told their suggestions changed.
    public func userIsPresent(at now: Date) {
        gate.recordPresence(at: now)
        publish(BrokerEvent(kind: .vaultUnlocked, date: now))
        announceChangedSuggestions(now: now, onlyCodeFields: false)
    }

    /// Locks every keychain provider's vault and revokes presence.
    public func lock(now: Date) {
        for provider in providers {
            (provider as? KeychainProvider)?.vault.lock()
        }
        gate.revoke()
        issued = issued.filter {
            $0.value.suggestion.kind == .deliveredCode || $0.value.suggestion.kind == .strongPassword
        }
        publish(BrokerEvent(kind: .vaultLocked, date: now))
        announceChangedSuggestions(now: now, onlyCodeFields: false)
    }

    /// Tells the clients of focused fields (every field, or only code fields, but `fieldID`)
    /// that their suggestions changed.
    func announceChangedSuggestions(now: Date, onlyCodeFields: Bool, except fieldID: UUID? = nil) {
        for field in focusedFields where (!onlyCodeFields || field.kind == .oneTimeCode) && field.id != fieldID {
            publish(BrokerEvent(kind: .suggestionsChanged, date: now, fieldID: field.id))
        }
    }
}

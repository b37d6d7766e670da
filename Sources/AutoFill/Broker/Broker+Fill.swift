import Foundation
import Keychain
import PasswordRules
import Secrets

extension Broker {
    /// The value of the suggestion `id`, handed out once.
    ///
    /// A strong password is generated now (and kept in the unlocked keychain, see
    /// ``Configuration/savesGeneratedPasswords``). Anything else goes through the ``UserPresenceGate``
    /// (unless it is a delivered code and ``Configuration/deliveredCodesNeedPresence`` is off)
    /// and then to its provider, without user interaction; when the provider needs the user and
    /// `allowingInteraction` is set (the client has just involved the user), the broker calls
    /// ``CredentialProvider/prepareInterface(for:now:)``. After the fill the provider is told
    /// (``CredentialProvider/complete(_:now:)``): a delivered code is consumed.
    ///
    /// - Parameter fieldID: the field the client fills; when given, the suggestion must have
    ///   been made for that field.
    /// - Throws: ``ProviderError/Code/suggestionNotFound`` for an unknown, used or expired
    ///   suggestion, or one made for another field; ``ProviderError/Code/userInteractionRequired``
    ///   when the user must unlock the vault first (the suggestion stays valid, so the client can
    ///   ask again after unlocking); the provider's error otherwise.
    public func fill(
        _ id: Suggestion.ID, inField fieldID: UUID? = nil, now: Date, allowingInteraction: Bool = false
    ) async throws(ProviderError) -> ProvidedCredential {
        prune(now: now)
        guard let entry = issued[id], isLive(entry, now: now), fieldID == nil || entry.field.id == fieldID else {
            throw ProviderError(.suggestionNotFound, "that suggestion is unknown, was used, or has expired; ask again")
        }
        let suggestion = entry.suggestion
        if suggestion.kind == .strongPassword {
            issued[id] = nil
            let rules = entry.rules ?? passwordRules(for: entry.field).0
            do {
                let generator = try PasswordGenerator(rules: rules, formats: configuration.passwordFormats)
                let password = generator.generate()
                if configuration.savesGeneratedPasswords { saveGenerated(password, for: entry.field, now: now) }
                return .password(user: "", password: password)
            } catch {
                throw ProviderError.providerFailed("no strong password fits the rules: \(error)")
            }
        }
        guard let identity = suggestion.identity,
            let provider = enabledProviders.first(where: { $0.id == identity.providerID })
        else {
            issued[id] = nil
            throw ProviderError(.suggestionNotFound, "the provider of that suggestion is no longer enabled")
        }
        let isDelivered = provider.id == deliveredCodes.id
        if !isDelivered || configuration.deliveredCodesNeedPresence {
            try gate.check(at: now)
        }
        let request = CredentialRequest(identity: identity, context: entry.field.context)
        let deadline = configuration.providerDeadline
        let timeout = ProviderError(.timedOut, "provider \(provider.name) did not answer within \(deadline)")
        let credential: ProvidedCredential
        do {
            do {
                credential = try await withDeadline(deadline, timeoutError: timeout) {
                    () async throws(ProviderError) in
                    try await provider.provideWithoutUserInteraction(for: request, now: now)
                }
            } catch  where error.code == .userInteractionRequired && allowingInteraction {
                credential = try await withDeadline(deadline, timeoutError: timeout) {
                    () async throws(ProviderError) in
                    try await provider.prepareInterface(for: request, now: now)
                }
            }
        } catch {
            if error.code != .userInteractionRequired { issued[id] = nil }
            await provider.cancel(request, error: error, now: now)
            throw error
        }
        guard credential.type == identity.type else {
            issued[id] = nil
            let error = ProviderError(
                .invalidResponse, "provider \(provider.name) answered with another credential type")
            await provider.cancel(request, error: error, now: now)
            throw error
        }
        // Once: this suggestion, and every other suggestion of a consumed code, is spent.
        issued[id] = nil
        if identity.type == .password, let site = Self.siteKey(entry.field.context) {
            recentSignIns[site] = SignIn(
                providerID: identity.providerID, recordIdentifier: identity.recordIdentifier, date: now)
        }
        let code = isDelivered ? UUID(uuidString: identity.recordIdentifier).flatMap { codes.code($0, at: now) } : nil
        await provider.complete(request, now: now)
        if isDelivered {
            issued = issued.filter { $0.value.suggestion.identity?.id != identity.id }
            publish(
                BrokerEvent(
                    kind: .codeConsumed, date: now, fieldID: entry.field.id, code: code,
                    deleteMessage: configuration.deleteMessagesAfterUse))
            announceChangedSuggestions(now: now, onlyCodeFields: true, except: entry.field.id)
        }
        return credential
    }

    /// Keeps a filled strong password in the first unlocked keychain, filed under the page's
    /// host or the app, with no user name yet. Nothing happens when every keychain is locked:
    /// the fill itself never waits for the user.
    func saveGenerated(_ password: SecretText, for field: FocusedField, now: Date) {
        guard let vault = providers.lazy.compactMap({ ($0 as? KeychainProvider)?.vault }).first(where: \.isUnlocked)
        else { return }
        let service: ServiceIdentifier?
        let title: String
        switch field.context {
        case .web(let origin, _):
            service = try? .domain(origin.host.ascii)
            title = origin.host.ascii
        case .app(let identifier, _):
            service = try? .app(identifier)
            title = identifier
        }
        guard let service else { return }
        _ = try? vault.add(
            Credential(title: title, services: [service], username: "", password: password, created: now))
    }

    /// The user dismissed the suggestion `id`: it is dropped and its provider told.
    public func dismiss(_ id: Suggestion.ID, now: Date) async {
        guard let entry = issued.removeValue(forKey: id), let identity = entry.suggestion.identity,
            let provider = enabledProviders.first(where: { $0.id == identity.providerID })
        else { return }
        await provider.cancel(
            CredentialRequest(identity: identity, context: entry.field.context),
            error: ProviderError(.userCanceled, "the user dismissed the suggestion"), now: now)
    }
}

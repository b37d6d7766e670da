import Domains
import FormFields
import Foundation
import Keychain
import MessageCodes
import PasswordRules
import _AutoFillSupport

extension Broker {
    /// The ranked suggestions for `field` at `now`. Never throws: a provider that fails is
    /// listed in ``SuggestionList/failures``.
    public func suggestions(for field: FocusedField, now: Date) async -> SuggestionList {
        prune(now: now)
        if field.kind == .newPassword {
            return strongPasswordSuggestions(for: field, now: now)
        }
        let types = field.credentialTypes
        guard !types.isEmpty else {
            return SuggestionList(fieldID: field.id, bar: [], all: [], isVaultLocked: false, failures: [])
        }
        let query = CredentialQuery(context: field.context, types: types)
        let asked = enabledProviders.filter { provider in types.contains(where: provider.capabilities.supports) }
        let deadline = configuration.providerDeadline
        var answers: [(any CredentialProvider, Result<[CredentialIdentity], ProviderError>)] = []
        await withTaskGroup(of: (Int, Result<[CredentialIdentity], ProviderError>).self) { group in
            for (index, provider) in asked.enumerated() {
                group.addTask {
                    do throws(ProviderError) {
                        let identities = try await withDeadline(
                            deadline,
                            timeoutError: ProviderError(
                                .timedOut, "provider \(provider.name) did not answer within \(deadline)")
                        ) { () async throws(ProviderError) in
                            try await provider.identities(for: query, now: now)
                        }
                        return (index, .success(identities))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var byIndex: [Int: Result<[CredentialIdentity], ProviderError>] = [:]
            for await (index, result) in group { byIndex[index] = result }
            answers = asked.indices.map { (asked[$0], byIndex[$0]!) }
        }

        var identities: [(CredentialIdentity, Suggestion.Kind, String)] = []
        var failures: [ProviderFailure] = []
        var locked = false
        for (provider, result) in answers {
            switch result {
            case .success(let list):
                let isDelivered = provider.id == deliveredCodes.id
                for var identity in list where types.contains(identity.type) {
                    identity.providerID = provider.id
                    if !isDelivered {
                        // The broker does not take a provider's word for where a credential
                        // belongs: it matches the service identifier itself.
                        guard let service = identity.serviceIdentifier,
                            let (match, domain) = field.context.match(service)
                        else { continue }
                        identity.match = match
                        identity.displayDomain = domain
                        identity.expires = nil
                    }
                    let kind: Suggestion.Kind =
                        isDelivered ? .deliveredCode : identity.type == .password ? .password : .verificationCode
                    identities.append((identity, kind, provider.name))
                }
            case .failure(let error):
                if error.code == .vaultLocked { locked = true }
                failures.append(ProviderFailure(providerID: provider.id, providerName: provider.name, error: error))
            }
        }
        identities.sort { Self.ranksBefore($0.0, $0.1, $1.0, $1.1) }
        // The second step of a sign-in: the code of the credential just filled on this site comes
        // first, before any other code.
        if field.kind == .oneTimeCode, let signedIn = recentSignIn(for: field.context, now: now),
            let index = identities.firstIndex(where: {
                $0.0.providerID == signedIn.providerID && $0.0.recordIdentifier == signedIn.recordIdentifier
            })
        {
            identities.insert(identities.remove(at: index), at: 0)
        }
        let all = identities.map { identity, kind, providerName in
            issue(identity: identity, kind: kind, providerName: providerName, for: field, now: now)
        }
        return SuggestionList(
            fieldID: field.id, bar: Array(all.prefix(configuration.barLimit)), all: all, isVaultLocked: locked,
            failures: failures)
    }

    /// Whether `a` ranks before `b`: for code fields, delivered codes come first (the code the
    /// user is waiting for), newest first; then the closer match; then the most recently used;
    /// then the provider's rank; then the newest; then by user name and label.
    static func ranksBefore(
        _ a: CredentialIdentity, _ aKind: Suggestion.Kind, _ b: CredentialIdentity, _ bKind: Suggestion.Kind
    ) -> Bool {
        let aDelivered = aKind == .deliveredCode
        let bDelivered = bKind == .deliveredCode
        if aDelivered != bDelivered { return aDelivered }
        if aDelivered, a.created != b.created {
            return (a.created ?? .distantPast) > (b.created ?? .distantPast)
        }
        if a.match != b.match { return a.match > b.match }
        if a.lastUsed != b.lastUsed { return (a.lastUsed ?? .distantPast) > (b.lastUsed ?? .distantPast) }
        if a.rank != b.rank { return a.rank > b.rank }
        if a.created != b.created { return (a.created ?? .distantPast) > (b.created ?? .distantPast) }
        let aName = (a.user.lowercased(), a.label.lowercased(), a.id)
        let bName = (b.user.lowercased(), b.label.lowercased(), b.id)
        return aName < bName
    }

    func issue(
        identity: CredentialIdentity, kind: Suggestion.Kind, providerName: String, for field: FocusedField, now: Date
    ) -> Suggestion {
        let title: String
        let subtitle: String
        switch kind {
        case .deliveredCode:
            title = identity.label.isEmpty ? "Code from Messages" : identity.label
            subtitle = "Code from Messages"
        case .verificationCode:
            title = identity.label.isEmpty ? identity.user : identity.label
            subtitle = "Verification code" + (identity.user.isEmpty ? "" : " for \(identity.user)")
        default:
            title = identity.user.isEmpty ? "(no user name)" : identity.user
            subtitle = identity.label.isEmpty ? providerName : "\(identity.label) - \(providerName)"
        }
        let key = IssueKey(
            field: field.id, kind: kind, providerID: identity.providerID, recordIdentifier: identity.recordIdentifier)
        let suggestion = Suggestion(
            id: issueID(for: key), fieldID: field.id, kind: kind, title: title, subtitle: subtitle,
            displayDomain: identity.displayDomain, match: identity.match, providerID: identity.providerID,
            identity: identity, expires: identity.expires)
        issued[suggestion.id] = Issued(suggestion: suggestion, field: field, issuedAt: now, rules: nil)
        return suggestion
    }

    /// The credential whose password was filled on the site of `context` within
    /// ``Configuration/signInStepWindow`` before `now`.
    func recentSignIn(for context: FillContext, now: Date) -> SignIn? {
        guard let site = Self.siteKey(context), let signIn = recentSignIns[site] else { return nil }
        let age = now.timeIntervalSince(signIn.date)
        return age >= 0 && age < configuration.signInStepWindow.seconds ? signIn : nil
    }

    /// The key recent sign-ins are kept under: the registrable domain of the field's frame, or
    /// the app.
    static func siteKey(_ context: FillContext) -> String? {
        switch context {
        case .web(let origin, _): (PublicSuffixList.default.registrableDomain(of: origin.host) ?? origin.host).ascii
        case .app(let identifier, _): "app:" + identifier
        }
    }

    /// The rules a strong password for `field` follows: its `passwordrules` attribute, else the
    /// site's entry, else the default rules.
    func passwordRules(for field: FocusedField) -> (PasswordRules, String) {
        if let text = field.passwordRules, let rules = PasswordRules.parse(text, mode: .compatible).rules {
            return (rules, "the field's password rules")
        }
        if case .web(let origin, _) = field.context, let sites = configuration.sitePasswordRules,
            let entry = sites.entry(for: origin.host)
        {
            return (entry.rules, "the rules for \(entry.domain.ascii)")
        }
        return (.default, "the default rules")
    }

    private func strongPasswordSuggestions(for field: FocusedField, now: Date) -> SuggestionList {
        let (rules, source) = passwordRules(for: field)
        let generator: PasswordGenerator
        do {
            generator = try PasswordGenerator(rules: rules, formats: configuration.passwordFormats)
        } catch {
            let failure = ProviderFailure(
                providerID: "strongPassword", providerName: "Strong Password",
                error: ProviderError.providerFailed("no strong password fits \(source): \(error)"))
            return SuggestionList(fieldID: field.id, bar: [], all: [], isVaultLocked: false, failures: [failure])
        }
        let key = IssueKey(field: field.id, kind: .strongPassword, providerID: "", recordIdentifier: "")
        let suggestion = Suggestion(
            id: issueID(for: key), fieldID: field.id, kind: .strongPassword, title: "Strong Password",
            subtitle: "\(generator.length) characters, \(generator.format), following \(source)",
            displayDomain: nil, match: nil, providerID: nil, identity: nil, expires: nil)
        issued[suggestion.id] = Issued(suggestion: suggestion, field: field, issuedAt: now, rules: rules)
        return SuggestionList(
            fieldID: field.id, bar: [suggestion], all: [suggestion], isVaultLocked: false, failures: [])
    }

    /// The id under which `key` was offered before, while that offer stands; else a new one.
    private func issueID(for key: IssueKey) -> String {
        if let id = issuedIDs[key], issued[id] != nil { return id }
        let id = UUID().uuidString
        issuedIDs[key] = id
        return id
    }

    /// Drops suggestions past their lifetime (at most once a minute), and keeps the table
    /// bounded (the oldest go first), so that the cost per request stays flat.
    func prune(now: Date) {
        guard issued.count > Self.issuedLimit || now >= nextPrune || now < nextPrune.addingTimeInterval(-120) else {
            return
        }
        issued = issued.filter { isLive($0.value, now: now) }
        if issued.count > Self.issuedLimit {
            let oldest = issued.sorted { $0.value.issuedAt < $1.value.issuedAt }
                .prefix(issued.count - Self.issuedLimit * 3 / 4)
            for (id, _) in oldest { issued[id] = nil }
        }
        issuedIDs = issuedIDs.filter { issued[$0.value] != nil }
        recentSignIns = recentSignIns.filter {
            now.timeIntervalSince($0.value.date) < configuration.signInStepWindow.seconds
        }
        nextPrune = now.addingTimeInterval(60)
    }

    static var issuedLimit: Int { 4096 }

    /// Whether a suggestion issued as `entry` may still be chosen at `now`.
    func isLive(_ entry: Issued, now: Date) -> Bool {
        let age = now.timeIntervalSince(entry.issuedAt)
        return age < configuration.suggestionLifetime.seconds && age > -60
    }
}

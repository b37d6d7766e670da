import Domains
import FormFields
import Foundation
import Keychain
import Logging
import MessageCodes
import OneTimeCodes
import Secrets

/// Focused fields, delivered codes, and the suggestions that join them.
///
/// A client registers the field it focused (page URL and frames, or an app and its associated
/// domains, plus the field's descriptor); the registry classifies it, ranks suggestions without
/// secrets, and pushes new ones as `suggestions` events when a code arrives or the vault opens.
/// Filling hands out a secret once, after the user-presence check.
actor FieldRegistry {
    static let maximumFields = 256
    static let fieldLifetime: TimeInterval = 30 * 60
    static let barLimit = 3

    private let configuration: ServerConfiguration
    private let events: EventHub
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let classifier = FieldClassifier()
    private let reader = MessageCodeReader()

    private var fields: [UUID: Field] = [:]
    private var delivered: [Delivered] = []
    private var vault: Vault?

    init(
        configuration: ServerConfiguration, events: EventHub, logger: Logger, now: @escaping @Sendable () -> Date
    ) {
        self.configuration = configuration
        self.events = events
        self.logger = logger
        self.now = now
    }

    // MARK: Model

    struct Field {
        let id: UUID
        let kind: FieldKind
        let requester: DomainBoundCode.Requester
        /// The host vault items are looked up for (the top page's, or the frame's).
        let lookupHost: String?
        /// The page's origin as shown to people.
        let pageOrigin: String
        /// The demo site whose session registered the field, if any (event audience).
        let siteHost: String?
        var lastSeen: Date
        var suggestions: [Suggestion]
    }

    /// A suggestion: what the bar shows, and where to get the secret when chosen.
    struct Suggestion {
        enum Source {
            case delivered(UUID)
            case generator(id: UUID, url: OTPAuthURL)
            case password(UUID)
        }
        let view: SuggestionView
        let source: Source
    }

    /// A suggestion as the API shows it: no secret.
    struct SuggestionView: Codable, Sendable, Equatable {
        var id: String
        /// `oneTimeCode` or `password`.
        var type: String
        var label: String
        var user: String?
        /// `sameOrigin`, `sameSite` or `unbound`.
        var match: String
        /// The domain the item is bound to, when it matched by site rather than origin: show it.
        var boundDomain: String?
        /// `messages` or `keychain`.
        var provider: String
        var expiresAt: Date?
    }

    struct FieldView: Codable, Sendable {
        var fieldID: String
        var kind: String
        /// At most three, for the suggestion bar.
        var suggestions: [SuggestionView]
        /// Every suggestion, best first.
        var all: [SuggestionView]
        var vaultLocked: Bool
    }

    private struct Delivered {
        let id: UUID
        let code: MessageCode
        let received: Date
        var expires: Date { received.addingTimeInterval(DeliveredCodeStore.defaultLifetime) }
    }

    // MARK: Fields

    /// Where the field is.
    enum Place: Sendable {
        case web(pageURL: String, frameURLs: [String])
        case app(identifier: String, associatedDomains: [String])
    }

    func focus(place: Place, descriptor: FieldDescriptor, access: Access) throws(AutoFillServerError) -> FieldView {
        let date = now()
        fields = fields.filter { date.timeIntervalSince($0.value.lastSeen) < Self.fieldLifetime }
        guard fields.count < Self.maximumFields else {
            throw AutoFillServerError(.tooManyRequests, "too many focused fields; blur some first")
        }
        let (requester, lookupHost, pageOrigin) = try resolve(place, access: access)
        let kind = classifier.classify(descriptor).kind
        let siteHost: String? = if case .site(let host) = access { host } else { nil }
        var field = Field(
            id: UUID(), kind: kind, requester: requester, lookupHost: lookupHost, pageOrigin: pageOrigin,
            siteHost: siteHost, lastSeen: date, suggestions: [])
        field.suggestions = suggestions(for: field, at: date)
        fields[field.id] = field
        return view(field)
    }

    func field(_ id: UUID, access: Access) throws(AutoFillServerError) -> FieldView {
        var field = try lookup(id, access: access)
        field.lastSeen = now()
        field.suggestions = suggestions(for: field, at: field.lastSeen)
        fields[id] = field
        return view(field)
    }

    func blur(_ id: UUID, access: Access) throws(AutoFillServerError) {
        _ = try lookup(id, access: access)
        fields[id] = nil
    }

    var fieldCount: Int { fields.count }

    private func lookup(_ id: UUID, access: Access) throws(AutoFillServerError) -> Field {
        guard let field = fields[id] else {
            throw AutoFillServerError(.notFound, "no focused field with that id (it may have expired; focus it again)")
        }
        if case .site(let host) = access, field.siteHost != host {
            throw AutoFillServerError(.notFound, "no focused field with that id")
        }
        return field
    }

    private func resolve(
        _ place: Place, access: Access
    ) throws(AutoFillServerError) -> (DomainBoundCode.Requester, String?, String) {
        switch place {
        case .web(let pageURL, let frameURLs):
            let top = try origin(of: pageURL, access: access, what: "pageURL")
            if frameURLs.isEmpty {
                return (.page(top), top.host.ascii, top.description)
            }
            guard frameURLs.count <= 16 else {
                throw AutoFillServerError(.badRequest, "at most 16 frame URLs")
            }
            var frames: [Origin] = []
            for url in frameURLs { frames.append(try origin(of: url, access: access, what: "frameURLs")) }
            // frameURLs run from the field's frame up to the top page's child.
            return (
                .frame(frames[0], ancestors: Array(frames.dropFirst()) + [top]), frames[0].host.ascii, top.description
            )
        case .app(let identifier, let domains):
            guard case .full = access else {
                throw AutoFillServerError(.forbidden, "a demo-site session may register only its own web pages")
            }
            guard !identifier.isEmpty, identifier.utf8.count <= 255, domains.count <= 64 else {
                throw AutoFillServerError(.badRequest, "give an app identifier and at most 64 associated domains")
            }
            var parsed: [AppDomain] = []
            for domain in domains {
                do {
                    parsed.append(try AppDomain(domain))
                } catch {
                    throw AutoFillServerError(.badRequest, "associatedDomains: \(error.description)")
                }
            }
            return (.app(associatedDomains: parsed), parsed.first?.host.ascii, "app " + identifier)
        }
    }

    /// The origin of a page URL. A demo-site session may only describe its own pages; the demo
    /// is plain HTTP on loopback, so its pages stand for the `https` site of the same name.
    private func origin(of url: String, access: Access, what: String) throws(AutoFillServerError) -> Origin {
        let parsed: Origin
        do {
            parsed = try Origin.parse(url).origin
        } catch {
            throw AutoFillServerError(.badRequest, "\(what): \(error.description)")
        }
        if let demo = configuration.hostPolicy.demoDomain, parsed.scheme == "http",
            parsed.host.ascii == demo || parsed.host.ascii.hasSuffix("." + demo)
        {
            if case .site(let host) = access, host != parsed.host.ascii {
                throw AutoFillServerError(.forbidden, "a demo-site session may register only its own pages")
            }
            return Origin(https: parsed.host)
        }
        if case .site = access {
            throw AutoFillServerError(.forbidden, "a demo-site session may register only its own pages")
        }
        return parsed
    }

    // MARK: Messages

    struct ReceivedMessage: Codable, Sendable {
        var found: Bool
        var id: String?
        /// `domainBound` or `freeForm`.
        var kind: String?
        var domain: String?
        var embeddedDomain: String?
        var expiresAt: Date?
    }

    /// Reads the code in a message and keeps it for three minutes; focused code fields it may
    /// be offered to get a `suggestions` event at once.
    func receive(message: String) throws(AutoFillServerError) -> ReceivedMessage {
        let found: MessageCode?
        do {
            found = try reader.code(in: message)
        } catch {
            throw AutoFillServerError(.badRequest, "the message has a code bound to a bad domain: \(error.description)")
        }
        guard let found else { return ReceivedMessage(found: false) }
        let date = now()
        delivered.removeAll { $0.expires <= date }
        let item = Delivered(id: UUID(), code: found, received: date)
        delivered.append(item)
        if delivered.count > DeliveredCodeStore.capacity {
            delivered.removeFirst(delivered.count - DeliveredCodeStore.capacity)
        }
        logger.info("code received", metadata: ["bound": "\(found.boundHost?.ascii ?? "-")"])
        var result = ReceivedMessage(found: true, id: item.id.uuidString.lowercased(), expiresAt: item.expires)
        switch found {
        case .domainBound(let bound):
            result.kind = "domainBound"
            result.domain = bound.topHost.ascii
            result.embeddedDomain = bound.embeddedHost?.ascii
        case .freeForm:
            result.kind = "freeForm"
        }
        events.publish(
            ServerEvent(
                name: "code-arrived",
                data: JSONText.encode(["id": item.id.uuidString.lowercased(), "kind": result.kind ?? ""]),
                audience: .full))
        refresh(onlyCodeFields: true)
        return result
    }

    /// Recomputes every field after the vault opened or closed, or its items changed.
    func refreshAll(vault: Vault?) {
        self.vault = vault
        refresh(onlyCodeFields: false)
    }

    private func refresh(onlyCodeFields: Bool) {
        let date = now()
        for (id, var field) in fields where !onlyCodeFields || field.kind == .oneTimeCode {
            let fresh = suggestions(for: field, at: date)
            guard fresh.map(\.view) != field.suggestions.map(\.view) else { continue }
            field.suggestions = fresh
            fields[id] = field
            let audience: ServerEvent.Audience = field.siteHost.map { .site($0) } ?? .full
            events.publish(ServerEvent(name: "suggestions", data: JSONText.encode(view(field)), audience: audience))
        }
    }

    // MARK: Filling

    struct Filled: Sendable {
        let value: SecretText
        let type: String
        let user: String?
    }

    /// The secret behind a suggestion, once. Needs the vault unlocked within the presence
    /// interval (`presenceFresh`), else ``AutoFillServerError/Code/userInteractionRequired``.
    func fill(field id: UUID, suggestion: String, access: Access, presenceFresh: Bool) throws(AutoFillServerError)
        -> Filled
    {
        var field = try lookup(id, access: access)
        let date = now()
        field.suggestions = suggestions(for: field, at: date)
        fields[id] = field
        guard let chosen = field.suggestions.first(where: { $0.view.id == suggestion }) else {
            throw AutoFillServerError(.notFound, "that suggestion is no longer offered for this field")
        }
        guard presenceFresh else {
            throw AutoFillServerError(
                .userInteractionRequired, "unlock the vault with its passphrase to fill (user presence)")
        }
        let filled: Filled
        switch chosen.source {
        case .delivered(let deliveredID):
            guard let index = delivered.firstIndex(where: { $0.id == deliveredID }) else {
                throw AutoFillServerError(.notFound, "that code was already used")
            }
            filled = Filled(value: delivered[index].code.code, type: "oneTimeCode", user: nil)
            delivered.remove(at: index)
            logger.info("delivered code filled and consumed")
        case .generator(let itemID, let url):
            guard let vault else { throw AutoFillServerError(.locked, "the vault is locked; unlock it first") }
            filled = Filled(
                value: try Self.code(for: itemID, url: url, in: vault, at: date), type: "oneTimeCode", user: nil)
        case .password(let credentialID):
            guard let vault else { throw AutoFillServerError(.locked, "the vault is locked; unlock it first") }
            let credential: Credential
            do {
                credential = try vault.credential(id: credentialID)
            } catch {
                throw AutoFillService.translate(error)
            }
            guard let password = credential.password else {
                throw AutoFillServerError(.notFound, "that credential has no password")
            }
            filled = Filled(value: password, type: "password", user: credential.username)
        }
        refresh(onlyCodeFields: true)
        return filled
    }

    // MARK: Ranking

    private func suggestions(for field: Field, at date: Date) -> [Suggestion] {
        var result: [Suggestion] = []
        switch field.kind {
        case .oneTimeCode:
            result += deliveredSuggestions(for: field, at: date)
            result += generatorSuggestions(for: field, at: date)
        case .username, .email, .currentPassword:
            result += passwordSuggestions(for: field)
        default:
            break
        }
        return result
    }

    private func deliveredSuggestions(for field: Field, at date: Date) -> [Suggestion] {
        var ranked: [(rank: Int, received: Date, suggestion: Suggestion)] = []
        for item in delivered where item.expires > date {
            let match = item.code.match(for: field.requester)
            let rank: Int
            let matchName: String
            switch match {
            case .origin: (rank, matchName) = (3, "sameOrigin")
            case .site: (rank, matchName) = (2, "sameSite")
            case .unbound: (rank, matchName) = (1, "unbound")
            case .none: continue
            }
            let bound = item.code.boundHost?.ascii
            let label = bound.map { "Code from Messages (\($0))" } ?? "Code from Messages"
            let view = SuggestionView(
                id: "messages/" + item.id.uuidString.lowercased(), type: "oneTimeCode", label: label, user: nil,
                match: matchName, boundDomain: match == .site ? bound : nil, provider: "messages",
                expiresAt: item.expires)
            ranked.append((rank, item.received, Suggestion(view: view, source: .delivered(item.id))))
        }
        return ranked.sorted { ($0.rank, $0.received) > ($1.rank, $1.received) }.map(\.suggestion)
    }

    private func generatorSuggestions(for field: Field, at date: Date) -> [Suggestion] {
        guard let vault, vault.isUnlocked, let host = field.lookupHost,
            let matches = try? vault.items(matching: host)
        else { return [] }
        var result: [(strength: MatchStrength, suggestion: Suggestion)] = []
        for (credential, strength) in matches.credentials {
            guard let url = credential.verificationCode else { continue }
            let name = credential.displayName
            let user = credential.username.isEmpty ? url.account : credential.username
            result.append(
                (strength, generatorSuggestion(credential.id, url, name, user, credential.services, strength)))
        }
        for (generator, strength) in matches.generators {
            result.append(
                (
                    strength,
                    generatorSuggestion(
                        generator.id, generator.url, generator.displayName, generator.url.account, generator.services,
                        strength)
                ))
        }
        return result.sorted { $0.strength > $1.strength }.map(\.suggestion)
    }

    private func generatorSuggestion(
        _ id: UUID, _ url: OTPAuthURL, _ name: String, _ user: String, _ services: [ServiceIdentifier],
        _ strength: MatchStrength
    ) -> Suggestion {
        let hosts = services.compactMap(\.host)
        let view = SuggestionView(
            id: "keychain/code/" + id.uuidString.lowercased(), type: "oneTimeCode",
            label: "Verification code: " + name, user: user.isEmpty ? nil : user,
            match: strength == .sameHost ? "sameOrigin" : "sameSite",
            boundDomain: strength == .sameHost ? nil : hosts.first, provider: "keychain", expiresAt: nil)
        return Suggestion(view: view, source: .generator(id: id, url: url))
    }

    /// A TOTP code straight from the link; an HOTP code through the vault, which saves the
    /// counter step before the code leaves.
    private static func code(for id: UUID, url: OTPAuthURL, in vault: Vault, at date: Date) throws(AutoFillServerError)
        -> SecretText
    {
        do {
            if case .totp(let totp) = url.makeGenerator() {
                return SecretText(try totp.code(at: date))
            }
            guard let item = try vault.verificationCodes().first(where: { $0.id == id }) else {
                throw AutoFillServerError(.notFound, "that generator is gone")
            }
            return try vault.code(for: item, at: date).code
        } catch let error as KeychainError {
            throw AutoFillService.translate(error)
        } catch let error as AutoFillServerError {
            throw error
        } catch {
            throw AutoFillServerError(.internalError, "cannot compute the code")
        }
    }

    private func passwordSuggestions(for field: Field) -> [Suggestion] {
        guard let vault, vault.isUnlocked, let host = field.lookupHost,
            let matches = try? vault.items(matching: host)
        else { return [] }
        return matches.credentials.filter { $0.credential.password != nil }
            .sorted { $0.strength > $1.strength }
            .map { credential, strength in
                let hosts = credential.services.compactMap(\.host)
                let view = SuggestionView(
                    id: "keychain/password/" + credential.id.uuidString.lowercased(), type: "password",
                    label: credential.displayName, user: credential.username,
                    match: strength == .sameHost ? "sameOrigin" : "sameSite",
                    boundDomain: strength == .sameHost ? nil : hosts.first, provider: "keychain", expiresAt: nil)
                return Suggestion(view: view, source: .password(credential.id))
            }
    }

    private func view(_ field: Field) -> FieldView {
        let all = field.suggestions.map(\.view)
        return FieldView(
            fieldID: field.id.uuidString.lowercased(), kind: field.kind.rawValue,
            suggestions: Array(all.prefix(Self.barLimit)),
            all: all, vaultLocked: !(vault?.isUnlocked ?? false))
    }
}

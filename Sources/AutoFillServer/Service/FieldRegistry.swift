import AutoFill
import Domains
import FormFields
import Foundation
import Logging
import MessageCodes
import Secrets

/// The HTTP side of the AutoFill ``Broker``: focused fields and who registered them, message
/// intake, fills, and the broker's events turned into server-sent events.
///
/// The broker ranks and fills; this actor adds what a network service needs on top: which
/// session owns a field (a demo-site session sees only its own), a cap on focused fields, idle
/// fields forgotten after 30 minutes, and the mapping of demo pages (plain HTTP on loopback) to
/// the `https` site they stand for.
actor FieldRegistry {
    static let maximumFields = 256
    static let fieldLifetime: TimeInterval = 30 * 60

    let broker: Broker
    private let configuration: ServerConfiguration
    private let events: EventHub
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let classifier = FieldClassifier()
    private var fields: [UUID: Field] = [:]

    init(
        broker: Broker, configuration: ServerConfiguration, events: EventHub, logger: Logger,
        now: @escaping @Sendable () -> Date
    ) {
        self.broker = broker
        self.configuration = configuration
        self.events = events
        self.logger = logger
        self.now = now
    }

    // MARK: Model

    private struct Field {
        let focused: FocusedField
        /// The demo site whose session registered the field, if any (event audience).
        let siteHost: String?
        var lastSeen: Date
        /// The suggestion ids handed out for this field: a fill must name one of them.
        var offered: Set<String> = []
    }

    /// A suggestion as the API shows it: no secret.
    struct SuggestionView: Codable, Sendable, Equatable {
        var id: String
        /// `oneTimeCode` or `password`.
        var type: String
        /// `deliveredCode`, `verificationCode`, `password` or `strongPassword`.
        var kind: String
        var label: String
        var detail: String
        /// `sameOrigin`, `sameSite` or `unbound`.
        var match: String?
        /// The domain the item is bound to, when it matched by site rather than origin: show it.
        var boundDomain: String?
        var provider: String?
        var expiresAt: Date?

        init(_ suggestion: Suggestion) {
            id = suggestion.id
            kind = suggestion.kind.name
            type = suggestion.kind == .password || suggestion.kind == .strongPassword ? "password" : "oneTimeCode"
            label = suggestion.title
            detail = suggestion.subtitle
            match = suggestion.match?.name
            boundDomain = suggestion.displayDomain
            provider = suggestion.providerID
            expiresAt = suggestion.expires
        }
    }

    struct FieldView: Codable, Sendable {
        var fieldID: String
        var kind: String
        /// At most three, for the suggestion bar.
        var suggestions: [SuggestionView]
        /// Every suggestion, best first.
        var all: [SuggestionView]
        var vaultLocked: Bool
        /// Providers that failed or were late (names and reasons, no secrets).
        var failures: [String]
    }

    // MARK: Fields

    /// Where the field is.
    enum Place: Sendable {
        /// `frameURLs`: the frames around the field, outermost first; the field is in the last.
        case web(pageURL: String, frameURLs: [String])
        case app(identifier: String, associatedDomains: [String])
    }

    func focus(place: Place, descriptor: FieldDescriptor, access: Access) async throws(AutoFillServerError) -> FieldView
    {
        let date = now()
        fields = fields.filter { date.timeIntervalSince($0.value.lastSeen) < Self.fieldLifetime }
        for id in Set(await broker.focusedFields.map(\.id)).subtracting(fields.keys) { await broker.unfocus(id) }
        guard fields.count < Self.maximumFields else {
            throw AutoFillServerError(.tooManyRequests, "too many focused fields; blur some first")
        }
        let context = try resolve(place, access: access)
        let focused = FocusedField(context: context, descriptor: descriptor, classifier: classifier)
        let siteHost: String? = if case .site(let host) = access { host } else { nil }
        fields[focused.id] = Field(focused: focused, siteHost: siteHost, lastSeen: date)
        await broker.focus(focused, now: date)
        return await view(focused, at: date)
    }

    func field(_ id: UUID, access: Access) async throws(AutoFillServerError) -> FieldView {
        var field = try lookup(id, access: access)
        field.lastSeen = now()
        fields[id] = field
        return await view(field.focused, at: field.lastSeen)
    }

    func blur(_ id: UUID, access: Access) async throws(AutoFillServerError) {
        _ = try lookup(id, access: access)
        fields[id] = nil
        await broker.unfocus(id)
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

    private func view(_ field: FocusedField, at date: Date) async -> FieldView {
        let list = await broker.suggestions(for: field, now: date)
        if var entry = fields[field.id] {
            // Ids from earlier lists stay valid in the broker until they expire or are used.
            entry.offered.formUnion(list.all.map(\.id))
            if entry.offered.count > 4096 { entry.offered = Set(list.all.map(\.id)) }
            fields[field.id] = entry
        }
        return FieldView(
            fieldID: field.id.uuidString.lowercased(), kind: field.kind.rawValue,
            suggestions: list.bar.map(SuggestionView.init), all: list.all.map(SuggestionView.init),
            vaultLocked: list.isVaultLocked, failures: list.failures.map { "\($0.providerName): \($0.message)" })
    }

    private func resolve(_ place: Place, access: Access) throws(AutoFillServerError) -> FillContext {
        do {
            switch place {
            case .web(let pageURL, let frameURLs):
                guard frameURLs.count <= 16, pageURL.utf8.count <= 8192, frameURLs.allSatisfy({ $0.utf8.count <= 8192 })
                else {
                    throw AutoFillServerError(.badRequest, "at most 16 frame URLs of at most 8 KB each")
                }
                let page = try standIn(for: pageURL, access: access, what: "pageURL")
                var frames: [String] = []
                for url in frameURLs { frames.append(try standIn(for: url, access: access, what: "frameURLs")) }
                return try FillContext(pageURL: page, frameURLs: frames)
            case .app(let identifier, let domains):
                guard case .full = access else {
                    throw AutoFillServerError(.forbidden, "a demo-site session may register only its own web pages")
                }
                guard domains.count <= 64 else {
                    throw AutoFillServerError(.badRequest, "at most 64 associated domains")
                }
                return try FillContext(appIdentifier: identifier, associatedDomains: domains)
            }
        } catch let error as AutoFillServerError {
            throw error
        } catch let error as ProviderError {
            throw AutoFillServerError(.badRequest, error.description)
        } catch {
            throw AutoFillServerError(.badRequest, "the field's place is not valid")
        }
    }

    /// The address matching uses. A demo-site session may describe only its own pages; the demo
    /// is plain HTTP on loopback, so a demo page stands for the `https` site of the same name.
    private func standIn(for url: String, access: Access, what: String) throws(AutoFillServerError) -> String {
        let origin: Origin
        do {
            origin = try Origin(parsing: url)
        } catch {
            throw AutoFillServerError(.badRequest, "\(what): \(error.description)")
        }
        let host = origin.host.ascii
        if let demo = configuration.hostPolicy.demoDomain, origin.scheme == "http",
            host == demo || host.hasSuffix("." + demo)
        {
            if case .site(let sessionHost) = access, sessionHost != host {
                throw AutoFillServerError(.forbidden, "a demo-site session may register only its own pages")
            }
            return "https://\(host)/"
        }
        if case .site = access {
            throw AutoFillServerError(.forbidden, "a demo-site session may register only its own pages")
        }
        return url
    }

    // MARK: Messages and fills

    struct ReceivedMessage: Codable, Sendable {
        var found: Bool
        var id: String?
        /// `domainBound` or `freeForm`.
        var kind: String?
        var domain: String?
        var embeddedDomain: String?
        var expiresAt: Date?
    }

    /// Reads the code in a message; the broker keeps it for three minutes and pushes it to the
    /// focused code fields it may be offered to.
    func receive(message: String, sender: String?) async throws(AutoFillServerError) -> ReceivedMessage {
        let received: ReceivedCode?
        do {
            received = try await broker.receive(message: message, sender: sender, at: now())
        } catch {
            throw AutoFillServerError(.badRequest, error.description)
        }
        guard let received else { return ReceivedMessage(found: false) }
        logger.info("code received", metadata: ["bound": "\(received.domain ?? "-")"])
        return ReceivedMessage(
            found: true, id: received.id.uuidString.lowercased(),
            kind: received.domain == nil ? "freeForm" : "domainBound", domain: received.domain,
            embeddedDomain: received.embeddedDomain, expiresAt: received.expires)
    }

    struct Filled: Sendable {
        let value: SecretText
        let type: String
        let user: String?
    }

    /// The secret behind a suggestion, once, after the broker's user-presence gate.
    func fill(field id: UUID, suggestion: String, access: Access) async throws(AutoFillServerError) -> Filled {
        let field = try lookup(id, access: access)
        guard field.offered.contains(suggestion) else {
            throw AutoFillServerError(.notFound, "that suggestion was not offered for this field")
        }
        let credential: ProvidedCredential
        do {
            credential = try await broker.fill(suggestion, now: now())
        } catch {
            throw Self.translate(error)
        }
        logger.info("filled", metadata: ["type": "\(credential.type)"])
        return Filled(
            value: credential.secret, type: credential.type == .password ? "password" : "oneTimeCode",
            user: credential.user.isEmpty ? nil : credential.user)
    }

    static func translate(_ error: ProviderError) -> AutoFillServerError {
        switch error.code {
        case .userInteractionRequired:
            AutoFillServerError(
                .userInteractionRequired, "unlock the vault with its passphrase to fill (user presence)")
        case .suggestionNotFound, .credentialIdentityNotFound:
            AutoFillServerError(.notFound, "that suggestion is no longer offered (used, expired, or unknown)")
        case .vaultLocked: AutoFillServerError(.locked, "the vault is locked; unlock it first")
        case .invalidContext, .invalidMessage, .unsupportedCredentialType:
            AutoFillServerError(.badRequest, error.description)
        case .userCanceled: AutoFillServerError(.conflict, error.description)
        default: AutoFillServerError(.internalError, error.description)
        }
    }

    // MARK: Events

    /// Turns the broker's events into server-sent events until the broker's stream ends or the
    /// task is cancelled: fresh suggestions for each affected field (to its owner), and the
    /// code and vault notices (to full-access subscribers).
    func pumpEvents() async {
        for await event in broker.events() {
            if Task.isCancelled { break }
            switch event.kind {
            case .codeArrived, .codeReceived:
                events.publish(
                    ServerEvent(
                        name: "code-arrived",
                        data: JSONText.encode(["id": event.code?.id.uuidString.lowercased() ?? ""]), audience: .full))
            case .codeConsumed:
                events.publish(
                    ServerEvent(
                        name: "code-consumed",
                        data: JSONText.encode(["id": event.code?.id.uuidString.lowercased() ?? ""]), audience: .full))
            default:
                break
            }
            guard let fieldID = event.fieldID, let field = fields[fieldID] else { continue }
            await publishSuggestions(for: field)
        }
    }

    private func publishSuggestions(for field: Field) async {
        let view = await view(field.focused, at: now())
        let audience: ServerEvent.Audience = field.siteHost.map { .site($0) } ?? .full
        events.publish(ServerEvent(name: "suggestions", data: JSONText.encode(view), audience: audience))
    }
}

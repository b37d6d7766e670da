import AutoFill
import AutoFillAPI
import Domains
import FormFields
import Foundation
import MessageCodes
import Secrets

/// Focused fields, message intake, fills and events: the HTTP side of the ``AutoFill/Broker``,
/// which holds the focused fields and the codes from messages.
///
/// A field belongs to the session that focused it: the broker keeps a demo-site session's host
/// as the field's owner, a demo-site session sees only its own fields, and a field's events go
/// only to its owner (and to full access).
extension AutoFillService {
    /// Where a field is: a page and its frames, or an app.
    enum Place: Sendable {
        /// `frameURLs`: the frames around the field, outermost first; the field is in the last.
        case web(pageURL: String, frameURLs: [String])
        case app(identifier: String, associatedDomains: [String])

        init(_ request: FocusRequest) throws(AutoFillServerError) {
            switch (request.pageURL, request.appID) {
            case (let page?, nil): self = .web(pageURL: page, frameURLs: request.frameURLs ?? [])
            case (nil, let app?): self = .app(identifier: app, associatedDomains: request.associatedDomains ?? [])
            default:
                throw AutoFillServerError(.badRequest, "give either pageURL (a web page) or appID (an app), not both")
            }
        }
    }

    func focus(_ request: FocusRequest, access: Access) async throws(AutoFillServerError) -> FieldView {
        let context = try resolve(try Place(request), access: access)
        let field: FocusedField
        var form: FormClassification?
        switch (request.field, request.form, request.fieldIndex) {
        case (let descriptor?, nil, nil):
            field = FocusedField(
                context: context, descriptor: descriptor, classifier: classifier, owner: access.siteHost)
        case (nil, let descriptor?, let index?):
            guard descriptor.fields.count <= 256, descriptor.fields.indices.contains(index) else {
                throw AutoFillServerError(.badRequest, "fieldIndex must name one of the form's fields (at most 256)")
            }
            let classified = classifier.classify(descriptor)
            field = FocusedField(
                context: context, descriptor: descriptor.fields[index], classification: classified.fields[index],
                owner: access.siteHost)
            form = classified
        default:
            throw AutoFillServerError(.badRequest, "give either field, or form and fieldIndex")
        }
        let date = now()
        await broker.focus(field, now: date)
        var answer = await view(field, at: date)
        if let form {
            answer.formKinds = form.fields.map { $0.exclusion == nil ? $0.kind : .none }
            answer.formKind = form.kind
        }
        return answer
    }

    func fieldView(_ id: UUID, access: Access) async throws(AutoFillServerError) -> FieldView {
        let field = try await field(id, access: access)
        do {
            return view(field, try await broker.suggestions(forFocusedField: id, now: now()))
        } catch {
            throw Self.translate(error)
        }
    }

    func blur(_ id: UUID, access: Access) async throws(AutoFillServerError) {
        _ = try await field(id, access: access)
        await broker.unfocus(id)
    }

    /// The focused field `id`, if `access` may use it.
    private func field(_ id: UUID, access: Access) async throws(AutoFillServerError) -> FocusedField {
        guard let field = await broker.focusedField(id), access.mayUse(field) else {
            throw AutoFillServerError(.notFound, "no focused field with that id (it may have expired; focus it again)")
        }
        return field
    }

    private func view(_ field: FocusedField, at date: Date) async -> FieldView {
        view(field, await broker.suggestions(for: field, now: date))
    }

    private func view(_ field: FocusedField, _ list: SuggestionList) -> FieldView {
        FieldView(
            fieldID: field.id, kind: field.kind, suggestions: list.bar.map(SuggestionView.init),
            all: list.all.map(SuggestionView.init), vaultLocked: list.isVaultLocked,
            failures: list.failures.map { "\($0.providerName): \($0.message)" })
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
    /// is plain HTTP on loopback, so a demo page (a page of the demo domain served by this very
    /// service, on its port) stands for the `https` site of the same name. Any other `http:`
    /// page is what it is.
    private func standIn(for url: String, access: Access, what: String) throws(AutoFillServerError) -> String {
        let origin: Origin
        do {
            origin = try Origin(parsing: url)
        } catch {
            throw AutoFillServerError(.badRequest, "\(what): \(error.description)")
        }
        if let demo = configuration.hostPolicy.demoDomain, origin.scheme == "http", origin.effectivePort == port,
            let demoHost = try? HostName(demo),
            SiteMatcher(mode: .hostAndSubdomains).matches(origin.host, boundTo: demoHost)
        {
            if case .site(let sessionHost) = access, sessionHost != origin.host.ascii {
                throw AutoFillServerError(.forbidden, "a demo-site session may register only its own pages")
            }
            return "https://\(origin.host.ascii)/"
        }
        if case .site = access {
            throw AutoFillServerError(.forbidden, "a demo-site session may register only its own pages")
        }
        return url
    }

    // MARK: Messages and fills

    /// Reads the code in a message; the broker keeps it for three minutes and pushes it to the
    /// focused code fields it may be offered to.
    func receive(_ request: MessageRequest) async throws(AutoFillServerError) -> ReceivedMessage {
        let received: ReceivedCode?
        do {
            received = try await broker.receive(message: request.text.unredacted, sender: request.sender, at: now())
        } catch {
            throw AutoFillServerError(.badRequest, error.description)
        }
        guard let received else { return ReceivedMessage(found: false) }
        logger.info("code received", metadata: ["bound": "\(received.domain ?? "-")"])
        return ReceivedMessage(received)
    }

    /// The secret behind a suggestion made for the field, once, after the broker's user-presence
    /// gate.
    func fill(_ request: FillRequest, access: Access) async throws(AutoFillServerError) -> FillResult {
        _ = try await field(request.fieldID, access: access)
        let credential: ProvidedCredential
        do {
            credential = try await broker.fill(request.suggestionID, inField: request.fieldID, now: now())
        } catch {
            throw Self.translate(error)
        }
        noteUse()
        logger.info("filled", metadata: ["type": "\(credential.type)"])
        return FillResult(
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

    /// Turns the broker's events into server-sent events, as they are, until the broker's
    /// stream ends or the task is cancelled: a field's events go to the session that focused
    /// it, code notices to full access.
    func pumpEvents() async {
        for await event in broker.events() {
            if Task.isCancelled { break }
            let code = event.code.map(ReceivedMessage.init)
            var field: FocusedField?
            if let id = event.fieldID { field = await broker.focusedField(id) }
            let owner: ServerEvent.Audience = field?.owner.map { .site($0) } ?? .full
            switch event.kind {
            case .codeArrived:
                guard field != nil else { continue }
                let data = FieldEvent(
                    fieldID: event.fieldID, suggestion: event.suggestion.map(SuggestionView.init), code: code)
                events.publish(ServerEvent(.codeArrived, data: data, audience: owner))
            case .codeReceived:
                events.publish(ServerEvent(.codeReceived, data: FieldEvent(code: code), audience: .full))
            case .codeConsumed:
                events.publish(
                    ServerEvent(.codeConsumed, data: FieldEvent(fieldID: event.fieldID, code: code), audience: .full))
            case .suggestionsChanged:
                guard field != nil else { continue }
                events.publish(
                    ServerEvent(.suggestionsChanged, data: FieldEvent(fieldID: event.fieldID), audience: owner))
            default:
                break
            }
        }
    }
}

extension Access {
    /// The owner tag of the fields this access focuses: the demo site's host, or nil for full
    /// access.
    var siteHost: String? {
        if case .site(let host) = self { return host }
        return nil
    }

    /// Whether this access may use `field`: full access any, a demo-site session its own.
    func mayUse(_ field: FocusedField) -> Bool {
        switch self {
        case .full: true
        case .site(let host): field.owner == host
        case .none: false
        }
    }
}

extension SuggestionView {
    /// A broker suggestion as the API shows it.
    init(_ suggestion: Suggestion) {
        self.init(
            id: suggestion.id,
            type: suggestion.kind == .password || suggestion.kind == .strongPassword ? "password" : "oneTimeCode",
            kind: suggestion.kind.name, label: suggestion.title, detail: suggestion.subtitle, match: suggestion.match,
            boundDomain: suggestion.displayDomain, provider: suggestion.providerID, expiresAt: suggestion.expires)
    }
}

extension ReceivedMessage {
    /// A code the broker keeps, as the API describes it.
    init(_ code: ReceivedCode) {
        self.init(
            found: true, id: code.id, kind: code.isDomainBound ? "domainBound" : "freeForm", domain: code.domain,
            embeddedDomain: code.embeddedDomain, expiresAt: code.expires)
    }
}

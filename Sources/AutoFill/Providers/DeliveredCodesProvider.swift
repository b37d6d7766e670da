import Domains
import Foundation
import Keychain
import MessageCodes
import Secrets
import _AutoFillSupport

/// What is known about a code that arrived in a message, without the code.
public struct ReceivedCode: Sendable, Hashable, Identifiable, Codable {
    /// Identifies the code while it lives (the ``Keychain/DeliveredCode`` id).
    public let id: UUID
    /// The host the message bound the code to (`@example.com #123456`); nil for a free-form code.
    public let domain: String?
    /// The embedded (iframe) host of a binding such as `@example.com #123456 %pay.example.net`.
    public let embeddedDomain: String?
    /// Who sent the message, for display.
    public let sender: String?
    /// When the message arrived.
    public let received: Date
    /// When the code stops being offered (three minutes after it arrived).
    public let expires: Date
}

/// The provider of codes that arrived in messages (SMS, e-mail), as the Messages and Mail
/// AutoFill of Apple's platforms.
///
/// - A code is offered for three minutes after it arrives (time is passed in); at exactly
///   three minutes it is gone.
/// - A domain-bound code is offered only where the usage rule allows
///   (`DomainBoundCode.match(for:using:)`): its bound host or a host below it on a top-level
///   page, the embedded host in a frame under the bound top-level page, an app associated with
///   the bound domain. A code found in free text is offered in every one-time-code field.
/// - A code is handed out once: after ``complete(_:now:)`` (the broker calls it after the fill),
///   it is gone, whether or not the ``Broker`` is set to ask the message source to delete the
///   message.
public final class DeliveredCodesProvider: CredentialProvider {
    /// `messages`.
    public let id: String
    public let name: String
    public var capabilities: ProviderCapabilities { .providesOneTimeCodes }
    /// Where the codes are held.
    public let store: DeliveredCodeStore
    /// Which hosts a bound code reaches (Apple's rule by default: the host and its subdomains).
    public let matcher: SiteMatcher
    private let bindings = Locked<[UUID: Binding]>([:])

    private struct Binding {
        var bound: DomainBoundCode?
        var sender: String?
    }

    public init(
        store: DeliveredCodeStore = DeliveredCodeStore(), matcher: SiteMatcher = SiteMatcher(mode: .hostAndSubdomains),
        id: String = "messages", name: String = "Messages"
    ) {
        self.store = store
        self.matcher = matcher
        self.id = id
        self.name = name
    }

    /// Keeps the code `code` read from a message that arrived at `received`.
    @discardableResult
    public func add(_ code: MessageCode, sender: String?, received: Date) throws(ProviderError) -> ReceivedCode {
        let bound: DomainBoundCode? = if case .domainBound(let bound) = code { bound } else { nil }
        let delivered: DeliveredCode
        do {
            delivered = try store.add(
                code: code.code, domain: bound?.topHost.ascii, sender: sender, received: received)
        } catch {
            throw ProviderError(.invalidMessage, "the message's code cannot be kept: \(error)")
        }
        bindings.withLock { bindings in
            let live = Set(store.codes(at: received).map(\.id))
            bindings = bindings.filter { live.contains($0.key) }
            bindings[delivered.id] = Binding(bound: bound, sender: sender)
        }
        return ReceivedCode(delivered, embedded: bound?.embeddedHost?.ascii)
    }

    /// The live codes at `now`, newest first.
    public func codes(at now: Date) -> [ReceivedCode] {
        let embedded = bindings.withLock { $0.mapValues { $0.bound?.embeddedHost?.ascii } }
        return store.codes(at: now).map { ReceivedCode($0, embedded: embedded[$0.id] ?? nil) }
    }

    /// How the code `id` may be offered in `context` at `now`; nil when it may not be (expired,
    /// used, or the usage rule forbids it).
    public func match(_ id: UUID, in context: FillContext, at now: Date) -> (MatchKind, String?)? {
        guard let code = store.codes(at: now).first(where: { $0.id == id }) else { return nil }
        let binding = bindings.withLock { $0[id] }
        return match(code, binding: binding, in: context)
    }

    private func match(_ code: DeliveredCode, binding: Binding?, in context: FillContext) -> (MatchKind, String?)? {
        guard let bound = binding?.bound else {
            // A code with no binding goes everywhere; a code with a domain but no parsed binding
            // (added to the store by someone else) is matched by its host alone.
            guard let domain = code.domain else { return (.unbound, nil) }
            guard let host = try? HostName(domain) else { return nil }
            switch context.requester {
            case .page(let origin):
                guard origin.scheme == "https", matcher.matches(origin.host, boundTo: host) else { return nil }
                return origin.host == host ? (.sameOrigin, nil) : (.sameSite, domain)
            default:
                return nil
            }
        }
        switch bound.match(for: context.requester, using: matcher) {
        case .origin: return (.sameOrigin, nil)
        case .site:
            let shown = bound.embeddedHost.map { "\($0.ascii) (\(bound.topHost.ascii))" } ?? bound.topHost.ascii
            return (.sameSite, shown)
        case .unbound: return (.unbound, nil)
        case .none: return nil
        }
    }

    public func identities(for query: CredentialQuery, now: Date) async throws(ProviderError) -> [CredentialIdentity] {
        guard query.types.contains(.oneTimeCode) else { return [] }
        let codes = store.codes(at: now)
        let bindings = self.bindings.withLock { $0 }
        var result: [CredentialIdentity] = []
        for code in codes {
            guard let (match, domain) = match(code, binding: bindings[code.id], in: query.context) else { continue }
            result.append(
                CredentialIdentity(
                    providerID: id, recordIdentifier: code.id.uuidString, type: .oneTimeCode, user: "",
                    label: code.sender.map { "From \($0)" } ?? "From Messages",
                    serviceIdentifier: code.domain.flatMap { try? ServiceIdentifier.domain($0) }, match: match,
                    displayDomain: domain, created: code.received, expires: code.expires))
        }
        return result
    }

    public func provideWithoutUserInteraction(
        for request: CredentialRequest, now: Date
    ) async throws(ProviderError) -> ProvidedCredential {
        guard request.type == .oneTimeCode, let codeID = UUID(uuidString: request.identity.recordIdentifier) else {
            throw ProviderError(.credentialIdentityNotFound, "no delivered code has that identifier")
        }
        guard match(codeID, in: request.context, at: now) != nil else {
            throw ProviderError(
                .credentialIdentityNotFound, "the code has expired, was used, or may not be offered here")
        }
        guard let code = store.codes(at: now).first(where: { $0.id == codeID }) else {
            throw ProviderError(.credentialIdentityNotFound, "the code has expired or was used")
        }
        return .oneTimeCode(code.code)
    }

    /// Consumes the code: it is never offered again.
    public func complete(_ request: CredentialRequest, now: Date) async {
        guard let codeID = UUID(uuidString: request.identity.recordIdentifier) else { return }
        _ = consume(codeID, at: now)
    }

    /// Hands out the code `id` once and forgets it; nil when it is gone.
    public func consume(_ id: UUID, at now: Date) -> SecretText? {
        bindings.withLock { _ = $0.removeValue(forKey: id) }
        return store.consume(id: id, at: now)
    }

    /// Forgets every code.
    public func removeAll() {
        bindings.withLock { $0.removeAll() }
        store.removeAll()
    }
}

extension ReceivedCode {
    init(_ code: DeliveredCode, embedded: String?) {
        self.init(
            id: code.id, domain: code.domain, embeddedDomain: embedded, sender: code.sender, received: code.received,
            expires: code.expires)
    }
}

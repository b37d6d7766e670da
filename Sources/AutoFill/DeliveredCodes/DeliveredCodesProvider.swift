import Domains
import Keychain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The provider of codes that arrived in messages (SMS, e-mail), as the Messages and Mail
/// AutoFill of Apple's platforms: a ``CredentialProvider`` face on a ``DeliveredCodeStore``.
///
/// It lists the store's offers for the field's place and hands a code out once: after
/// ``complete(_:now:)`` (the broker calls it after the fill) the code is gone everywhere.
public final class DeliveredCodesProvider: CredentialProvider {
    /// `messages`.
    public let id: String
    public let name: String
    public var capabilities: ProviderCapabilities { .providesOneTimeCodes }
    /// Where the codes live.
    public let store: DeliveredCodeStore

    public init(store: DeliveredCodeStore = DeliveredCodeStore(), id: String = "messages", name: String = "Messages") {
        self.store = store
        self.id = id
        self.name = name
    }

    public func identities(for query: CredentialQuery, now: Date) async throws(ProviderError) -> [CredentialIdentity] {
        guard query.types.contains(.oneTimeCode) else { return [] }
        return store.offers(in: query.context, at: now).map { CredentialIdentity($0, providerID: id) }
    }

    public func provideWithoutUserInteraction(
        for request: CredentialRequest, now: Date
    ) async throws(ProviderError) -> ProvidedCredential {
        guard request.type == .oneTimeCode, let codeID = UUID(uuidString: request.identity.recordIdentifier),
            let code = store.value(of: codeID, in: request.context, at: now)
        else {
            throw ProviderError(
                .credentialIdentityNotFound, "the code has expired, was used, or may not be offered here")
        }
        return .oneTimeCode(code)
    }

    /// Consumes the code: it is never offered again.
    public func complete(_ request: CredentialRequest, now: Date) async {
        guard let codeID = UUID(uuidString: request.identity.recordIdentifier) else { return }
        store.consume(codeID, at: now)
    }
}

extension CredentialIdentity {
    /// The identity of a delivered code offered to one place: the one way such an identity is
    /// built, for the provider's lists and for the suggestions pushed when a code arrives.
    init(_ offer: DeliveredCodeStore.Offer, providerID: String) {
        let code = offer.code
        self.init(
            providerID: providerID, recordIdentifier: code.id.uuidString, type: .oneTimeCode, user: "",
            label: code.sender.map { "From \($0)" } ?? "From Messages",
            serviceIdentifier: code.domain.flatMap { try? ServiceIdentifier.domain($0) }, match: offer.match,
            displayDomain: offer.displayDomain, created: code.received, expires: code.expires)
    }
}

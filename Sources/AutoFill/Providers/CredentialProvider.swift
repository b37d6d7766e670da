#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A source of credentials, modelled on `ASCredentialProviderViewController`.
///
/// The broker asks every enabled provider, in parallel and with a deadline, for the identities
/// that fit a field (``identities(for:now:)``, like `prepareCredentialList(for:)` and
/// `prepareOneTimeCodeCredentialList(for:)`); identities carry no secret. When the user chooses
/// one, the broker asks for the secret without user interaction
/// (``provideWithoutUserInteraction(for:now:)``, like
/// `provideCredentialWithoutUserInteraction(for:)`); a provider that needs the user (a locked
/// store, a passphrase prompt) throws ``ProviderError/Code/userInteractionRequired``, and once
/// the user has been involved the broker calls ``prepareInterface(for:now:)``. Finally the
/// broker reports what happened: ``complete(_:now:)`` after the value was filled, or
/// ``cancel(_:error:now:)``.
///
/// Providers are values the broker shares across tasks, so they must be `Sendable`, and every
/// method must return (or throw) promptly: the broker stops waiting at its deadline.
public protocol CredentialProvider: Sendable {
    /// A stable identifier, unique among the enabled providers (`keychain`, `messages`, the
    /// manifest's id).
    var id: String { get }
    /// A name for people.
    var name: String { get }
    /// What the provider offers.
    var capabilities: ProviderCapabilities { get }

    /// The identities for the field described by `query`, of the types asked for that the
    /// provider supports. Providers should set ``CredentialIdentity/match`` and
    /// ``CredentialIdentity/displayDomain``; the broker checks every identity against the
    /// context again and drops those that do not belong there.
    func identities(for query: CredentialQuery, now: Date) async throws(ProviderError) -> [CredentialIdentity]

    /// The secret of `request`'s identity, if it can be had without the user; otherwise throws
    /// ``ProviderError/Code/userInteractionRequired``.
    func provideWithoutUserInteraction(
        for request: CredentialRequest, now: Date
    ) async throws(ProviderError) -> ProvidedCredential

    /// The interactive path, after the user has been involved (the vault was unlocked, or the
    /// provider may prompt). The default repeats ``provideWithoutUserInteraction(for:now:)``.
    func prepareInterface(for request: CredentialRequest, now: Date) async throws(ProviderError) -> ProvidedCredential

    /// The credential was filled. The default does nothing.
    func complete(_ request: CredentialRequest, now: Date) async

    /// The request ended without a fill at `now`, for `error`'s reason. The default does nothing.
    func cancel(_ request: CredentialRequest, error: ProviderError, now: Date) async
}

extension CredentialProvider {
    public func prepareInterface(
        for request: CredentialRequest, now: Date
    ) async throws(ProviderError) -> ProvidedCredential {
        try await provideWithoutUserInteraction(for: request, now: now)
    }

    public func complete(_ request: CredentialRequest, now: Date) async {}

    public func cancel(_ request: CredentialRequest, error: ProviderError, now: Date) async {}
}

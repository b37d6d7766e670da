import Keychain

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a provider is asked for the list of identities (`prepareCredentialList(for:)`,
/// `prepareOneTimeCodeCredentialList(for:)`): the credential types wanted and where.
public struct CredentialQuery: Sendable, Hashable {
    /// The page frame or app of the focused field.
    public var context: FillContext
    /// The types wanted; a provider answers only for those it supports.
    public var types: [CredentialType]

    public init(context: FillContext, types: [CredentialType]) {
        self.context = context
        self.types = types
    }

    /// The service identifiers of ``context``, most specific first.
    public var serviceIdentifiers: [ServiceIdentifier] { context.serviceIdentifiers }
}

/// A request for the secret of one identity (`ASCredentialRequest`).
public struct CredentialRequest: Sendable, Hashable {
    /// The identity the user chose.
    public var identity: CredentialIdentity
    /// Where it will be filled.
    public var context: FillContext

    public init(identity: CredentialIdentity, context: FillContext) {
        self.identity = identity
        self.context = context
    }

    /// The type of credential asked for.
    public var type: CredentialType { identity.type }
}

import Domains
import Foundation
import Keychain
import OneTimeCodes
import Secrets
import _AutoFillSupport

/// The built-in provider over the encrypted ``Keychain/Vault``: its passwords, and the codes of
/// its verification-code generators.
///
/// A locked vault lists nothing and hands out nothing: ``identities(for:now:)`` throws
/// ``ProviderError/Code/vaultLocked`` (the broker shows that state instead of suggestions) and
/// ``provideWithoutUserInteraction(for:now:)`` throws
/// ``ProviderError/Code/userInteractionRequired``.
public final class KeychainProvider: CredentialProvider {
    /// `keychain`.
    public let id: String
    public let name: String
    public var capabilities: ProviderCapabilities { [.providesPasswords, .providesOneTimeCodes] }
    /// The vault read from.
    public let vault: Vault
    private let usage = Locked<[String: Date]>([:])

    public init(vault: Vault, id: String = "keychain", name: String = "Keychain") {
        self.vault = vault
        self.id = id
        self.name = name
    }

    public func identities(for query: CredentialQuery, now: Date) async throws(ProviderError) -> [CredentialIdentity] {
        guard vault.isUnlocked else {
            throw ProviderError(.vaultLocked, "the vault is locked; unlock it to see its passwords and codes")
        }
        let wantsPasswords = query.types.contains(.password)
        let wantsCodes = query.types.contains(.oneTimeCode)
        guard wantsPasswords || wantsCodes else { return [] }
        var result: [CredentialIdentity] = []
        do {
            var credentials: [Credential] = []
            var generators: [StandaloneGenerator] = []
            switch query.context {
            case .web(let origin, _):
                let matches = try vault.items(matching: origin.host.ascii)
                credentials = matches.credentials.map(\.credential)
                generators = matches.generators.map(\.generator)
            case .app(let identifier, let domains):
                credentials = try vault.credentials(forApp: identifier)
                for domain in domains {
                    let matches = try vault.items(matching: domain.host.ascii)
                    credentials += matches.credentials.map(\.credential)
                    generators += matches.generators.map(\.generator)
                }
            }
            for credential in credentials {
                guard let (service, match, shown) = Self.closest(credential.services, in: query.context) else {
                    continue
                }
                let recordID = credential.id.uuidString
                let types: [CredentialType] =
                    (wantsPasswords && credential.password != nil ? [.password] : [])
                    + (wantsCodes && credential.verificationCode != nil ? [.oneTimeCode] : [])
                for type in types {
                    result.append(
                        CredentialIdentity(
                            providerID: id, recordIdentifier: recordID, type: type, user: credential.username,
                            label: credential.displayName, serviceIdentifier: service, match: match,
                            displayDomain: shown, created: credential.created, lastUsed: lastUsed(recordID, type)))
                }
            }
            if wantsCodes {
                for generator in generators {
                    guard let (service, match, shown) = Self.closest(generator.services, in: query.context) else {
                        continue
                    }
                    let recordID = generator.id.uuidString
                    result.append(
                        CredentialIdentity(
                            providerID: id, recordIdentifier: recordID, type: .oneTimeCode,
                            user: generator.url.account, label: generator.displayName, serviceIdentifier: service,
                            match: match, displayDomain: shown, created: generator.created,
                            lastUsed: lastUsed(recordID, .oneTimeCode)))
                }
            }
        } catch {
            throw Self.failure(error)
        }
        // The same record may be reached through several associated domains: keep it once.
        var seen = Set<String>()
        return result.filter { seen.insert($0.id).inserted }
    }

    /// The service of `services` that matches `context` best (``FillContext/match(_:)``).
    private static func closest(
        _ services: [ServiceIdentifier], in context: FillContext
    ) -> (ServiceIdentifier, MatchKind, String?)? {
        var best: (ServiceIdentifier, MatchKind, String?)?
        for service in services {
            guard let (match, shown) = context.match(service) else { continue }
            if best == nil || match > best!.1 { best = (service, match, shown) }
        }
        return best
    }

    private func lastUsed(_ recordID: String, _ type: CredentialType) -> Date? {
        usage.withLock { $0[type.rawValue + "/" + recordID] }
    }

    public func provideWithoutUserInteraction(
        for request: CredentialRequest, now: Date
    ) async throws(ProviderError) -> ProvidedCredential {
        guard vault.isUnlocked else {
            throw ProviderError(.userInteractionRequired, "the vault is locked; unlock it to fill")
        }
        guard let recordID = UUID(uuidString: request.identity.recordIdentifier) else {
            throw ProviderError(.credentialIdentityNotFound, "the keychain has no record with that identifier")
        }
        do {
            switch request.type {
            case .password:
                let credential = try vault.credential(id: recordID)
                guard let password = credential.password else {
                    throw ProviderError(.credentialIdentityNotFound, "the credential no longer has a password")
                }
                return .password(user: credential.username, password: password)
            case .oneTimeCode:
                let url: OTPAuthURL
                do {
                    guard let stored = try vault.credential(id: recordID).verificationCode else {
                        throw ProviderError(
                            .credentialIdentityNotFound, "the credential no longer has a verification code")
                    }
                    url = stored
                } catch let error as KeychainError where error.code == .recordNotFound {
                    url = try vault.generator(id: recordID).url
                }
                switch url.makeGenerator() {
                case .totp(let totp):
                    do {
                        return .oneTimeCode(SecretText(try totp.code(at: now)))
                    } catch {
                        throw ProviderError.providerFailed("cannot compute the code: \(error)")
                    }
                case .hotp:
                    // The vault moves the counter on and saves it before handing out the code.
                    guard
                        let item = try vault.verificationCodes(matching: recordID.uuidString).first(where: {
                            $0.id == recordID
                        })
                    else {
                        throw ProviderError(.credentialIdentityNotFound, "the keychain has no such generator")
                    }
                    return .oneTimeCode(try vault.code(for: item, at: now).code)
                }
            default:
                throw ProviderError(.unsupportedCredentialType, "the keychain has no \(request.type) credentials")
            }
        } catch let error as ProviderError {
            throw error
        } catch {
            throw Self.failure(error)
        }
    }

    public func complete(_ request: CredentialRequest, now: Date) async {
        usage.withLock { $0[request.type.rawValue + "/" + request.identity.recordIdentifier] = now }
    }

    static func failure(_ error: any Error) -> ProviderError {
        guard let keychain = error as? KeychainError else {
            return ProviderError.providerFailed("the keychain failed")
        }
        switch keychain.code {
        case .locked: return ProviderError(.vaultLocked, "the vault is locked; unlock it first")
        case .recordNotFound: return ProviderError(.credentialIdentityNotFound, "the keychain has no such record")
        default: return ProviderError.providerFailed("the keychain failed: \(keychain)")
        }
    }
}

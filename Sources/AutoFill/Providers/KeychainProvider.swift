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
            switch query.context {
            case .web(let origin, _):
                let matches = try vault.items(matching: origin.host.ascii)
                append(
                    matches, for: origin.host, exactAllowed: true, passwords: wantsPasswords, codes: wantsCodes,
                    to: &result)
            case .app(let identifier, let domains):
                for credential in try vault.credentials(forApp: identifier) {
                    append(
                        credential, match: .sameOrigin, displayDomain: nil, passwords: wantsPasswords,
                        codes: wantsCodes, service: try? ServiceIdentifier.app(identifier), to: &result)
                }
                for domain in domains {
                    let matches = try vault.items(matching: domain.host.ascii)
                    append(
                        matches, for: domain.host, exactAllowed: !domain.includesSubdomains,
                        passwords: wantsPasswords, codes: wantsCodes, to: &result)
                }
            }
        } catch {
            throw Self.failure(error)
        }
        // The same record may be reached through several associated domains: keep the best.
        var seen: [String: Int] = [:]
        var unique: [CredentialIdentity] = []
        for identity in result {
            if let index = seen[identity.id] {
                if identity.match > unique[index].match { unique[index] = identity }
            } else {
                seen[identity.id] = unique.count
                unique.append(identity)
            }
        }
        return unique
    }

    private func append(
        _ matches: VaultMatches, for host: HostName, exactAllowed: Bool, passwords: Bool, codes: Bool,
        to result: inout [CredentialIdentity]
    ) {
        let matcher = SiteMatcher()
        func closest(_ services: [ServiceIdentifier]) -> (ServiceIdentifier?, MatchKind, String?) {
            var best: (ServiceIdentifier?, MatchKind, String?) = (nil, .sameSite, nil)
            for service in services {
                guard let serviceHost = service.host, let name = try? HostName(serviceHost) else { continue }
                switch matcher.relation(of: host, to: name) {
                case .sameHost:
                    if exactAllowed { return (service, .sameOrigin, nil) }
                    best = (service, .sameSite, serviceHost)
                case .crossSite:
                    continue
                default:
                    if best.0 == nil { best = (service, .sameSite, serviceHost) }
                }
            }
            return best
        }
        for (credential, _) in matches.credentials {
            let (service, match, domain) = closest(credential.services)
            append(
                credential, match: match, displayDomain: domain ?? (match == .sameOrigin ? nil : host.ascii),
                passwords: passwords, codes: codes, service: service, to: &result)
        }
        if codes {
            for (generator, _) in matches.generators {
                let (service, match, domain) = closest(generator.services)
                result.append(
                    CredentialIdentity(
                        providerID: id, recordIdentifier: generator.id.uuidString, type: .oneTimeCode,
                        user: generator.url.account, label: generator.displayName, serviceIdentifier: service,
                        match: match, displayDomain: domain ?? (match == .sameOrigin ? nil : host.ascii),
                        created: generator.created, lastUsed: lastUsed(generator.id.uuidString, .oneTimeCode)))
            }
        }
    }

    private func append(
        _ credential: Credential, match: MatchKind, displayDomain: String?, passwords: Bool, codes: Bool,
        service: ServiceIdentifier?, to result: inout [CredentialIdentity]
    ) {
        let recordID = credential.id.uuidString
        if passwords, credential.password != nil {
            result.append(
                CredentialIdentity(
                    providerID: id, recordIdentifier: recordID, type: .password, user: credential.username,
                    label: credential.displayName, serviceIdentifier: service, match: match,
                    displayDomain: displayDomain, created: credential.created,
                    lastUsed: lastUsed(recordID, .password)))
        }
        if codes, credential.verificationCode != nil {
            result.append(
                CredentialIdentity(
                    providerID: id, recordIdentifier: recordID, type: .oneTimeCode, user: credential.username,
                    label: credential.displayName, serviceIdentifier: service, match: match,
                    displayDomain: displayDomain, created: credential.created,
                    lastUsed: lastUsed(recordID, .oneTimeCode)))
        }
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

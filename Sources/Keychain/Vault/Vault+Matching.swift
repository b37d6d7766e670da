import Domains
import Foundation
import OneTimeCodes

/// The items that belong to a host, strongest match first.
public struct VaultMatches: Sendable {
    /// Credentials with how well each matches: ``Domains/MatchKind/sameOrigin`` when a service
    /// names exactly this host, ``Domains/MatchKind/sameSite`` for another host of its site.
    public var credentials: [(credential: Credential, match: MatchKind)] = []
    /// Standalone generators with how well each matches.
    public var generators: [(generator: StandaloneGenerator, match: MatchKind)] = []
    /// Records under the host's lookup token that failed to decrypt.
    public var damaged: [DamagedRecord] = []
}

extension Vault {
    /// The credentials and generators for `host` (a host name or an `https:` address).
    ///
    /// The vault looks the site's keyed token up in an index, decrypts only the records filed
    /// under it, and then checks each service with the site rules, so the cost does not grow
    /// with the size of the vault.
    ///
    /// - Throws: ``KeychainError/Code/invalidParameter`` when `host` is neither.
    public func items(matching host: String) throws(KeychainError) -> VaultMatches {
        let vaultKey = try unlockedKey()
        guard let target = Sites.hostName(ofHostOrURL: host) else {
            throw KeychainError(.invalidParameter, "'\(host.prefix(64))' is not a host name or an http(s) address")
        }
        // One matcher, one read of the Public Suffix List, for the whole lookup.
        let matcher = SiteMatcher()
        let site = Sites.site(of: target, list: matcher.list)
        var matches = VaultMatches()
        for record in try storage.records(withToken: vaultKey.lookupToken(for: "site:" + site.ascii)) {
            let item: VaultItem
            do {
                item = try self.item(record, key: vaultKey)
            } catch {
                matches.damaged.append(DamagedRecord(id: record.id, error: error))
                continue
            }
            switch item {
            case .credential(let credential):
                if let match = Self.match(
                    of: credential.services, url: credential.verificationCode, for: target, matcher: matcher)
                {
                    matches.credentials.append((credential, match))
                }
            case .generator(let generator):
                if let match = Self.match(of: generator.services, url: generator.url, for: target, matcher: matcher) {
                    matches.generators.append((generator, match))
                }
            }
        }
        matches.credentials.sort { ($0.match, $0.credential.modified) > ($1.match, $1.credential.modified) }
        matches.generators.sort { ($0.match, $0.generator.modified) > ($1.match, $1.generator.modified) }
        return matches
    }

    /// The credentials filed under an app identifier.
    public func credentials(forApp identifier: String) throws(KeychainError) -> [Credential] {
        let vaultKey = try unlockedKey()
        let app = try ServiceIdentifier.app(identifier)
        var result: [Credential] = []
        for record in try storage.records(withToken: vaultKey.lookupToken(for: "app:" + app.value)) {
            guard case .credential(let credential) = try? item(record, key: vaultKey) else { continue }
            if credential.services.contains(app) { result.append(credential) }
        }
        return result
    }

    /// The best match of the hosts of `services` (and the issuer domain of `url`) for `host`.
    static func match(
        of services: [ServiceIdentifier], url: OTPAuthURL?, for host: HostName, matcher: SiteMatcher
    ) -> MatchKind? {
        var hosts = services.compactMap(\.hostName)
        if let domain = url.flatMap(VaultItem.issuerHostName) { hosts.append(domain) }
        return hosts.compactMap { matcher.match(host, boundTo: $0) }.max()
    }
}

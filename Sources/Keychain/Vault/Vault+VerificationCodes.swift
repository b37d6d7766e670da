import Domains
import Foundation
import OneTimeCodes
import Secrets

/// A verification-code generator in the vault, whether it belongs to a credential or stands
/// alone.
public struct VerificationCodeItem: Sendable, Identifiable {
    /// Where the generator lives.
    public struct Owner: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The generator of a ``Credential``.
        public static let credential = Owner("credential")
        /// A ``StandaloneGenerator``.
        public static let standalone = Owner("standalone")
        public var description: String { name }
    }

    /// The identifier of the record that holds the generator.
    public let id: UUID
    /// Whether that record is a credential or a standalone generator.
    public let owner: Owner
    /// A name for people.
    public let displayName: String
    /// The generator.
    public let url: OTPAuthURL
    /// The services of the record.
    public let services: [ServiceIdentifier]
    /// The user name of the credential, or the generator's account.
    public let account: String

    init(_ credential: Credential, url: OTPAuthURL) {
        id = credential.id
        owner = .credential
        displayName = credential.displayName
        self.url = url
        services = credential.services
        account = credential.username.isEmpty ? url.account : credential.username
    }

    init(_ generator: StandaloneGenerator) {
        id = generator.id
        owner = .standalone
        displayName = generator.displayName
        url = generator.url
        services = generator.services
        account = generator.url.account
    }

    /// The hosts this generator is for: its record's services and an issuer that is a domain.
    var hosts: [String] {
        var hosts = services.compactMap(\.host)
        if let domain = VaultItem.issuerDomain(url) { hosts.append(domain) }
        return hosts
    }
}

/// A code computed from a vault generator.
public struct GeneratedCode: Sendable {
    /// The code.
    public let code: SecretText
    /// For TOTP, the seconds until the code changes (1 through the period); nil for HOTP.
    public let secondsRemaining: Int?
    /// For HOTP, the counter the code was computed for; nil for TOTP.
    public let counter: UInt64?
}

/// What setting up a verification code found: the credentials it may belong to.
public struct VerificationCodeSetup: Sendable {
    /// A credential the generator may belong to, and why.
    public struct Candidate: Sendable {
        /// The credential.
        public let credential: Credential
        /// One of its services is on the issuer's site.
        public let matchesSite: Bool
        /// Its user name is the generator's account.
        public let matchesAccount: Bool
        /// Its title or site name is the issuer's name (for issuers that are not domains).
        public let matchesIssuerName: Bool
    }

    /// The generator being set up.
    public let url: OTPAuthURL
    /// The issuer read as a domain (always for `apple-otpauth:`), normalised.
    public let domain: String?
    /// Credentials it may belong to, most likely first.
    public let candidates: [Candidate]
    /// Generators already in the vault with the same secret.
    public let duplicates: [VerificationCodeItem]
}

extension Vault {
    /// Every generator in the vault, credentials' and standalone.
    public func verificationCodes() throws(KeychainError) -> [VerificationCodeItem] {
        let contents = try contents()
        return contents.credentials.compactMap { credential in
            credential.verificationCode.map { VerificationCodeItem(credential, url: $0) }
        } + contents.generators.map(VerificationCodeItem.init)
    }

    /// The generators a person means by `query`: a domain (matched by site), the start of a
    /// record identifier, or text found in the issuer, the name or the account (ignoring case).
    public func verificationCodes(matching query: String) throws(KeychainError) -> [VerificationCodeItem] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        // A domain goes through the lookup index first: only that site's records are decrypted.
        if trimmed.contains("."), Sites.normalizedHost(trimmed) != nil || Sites.host(ofURL: trimmed) != nil {
            let matches = try items(matching: trimmed)
            let onSite =
                matches.credentials.compactMap { match in
                    match.credential.verificationCode.map { VerificationCodeItem(match.credential, url: $0) }
                } + matches.generators.map { VerificationCodeItem($0.generator) }
            let closest = Self.filter(onSite, query: trimmed, hosts: \.hosts, id: \.id) { _ in [] }
            if !closest.isEmpty { return closest }
        }
        let items = try verificationCodes()
        return Self.filter(items, query: trimmed, hosts: \.hosts, id: \.id) { item in
            [item.url.issuer ?? "", item.displayName, item.account, item.url.account]
        }
    }

    /// Computes the code at `date`. For an HOTP generator the counter moves on by one and is
    /// saved before the code is returned, so no code is ever shown twice.
    public func code(for item: VerificationCodeItem, at date: Date) throws(KeychainError) -> GeneratedCode {
        switch item.url.makeGenerator() {
        case .totp(let totp):
            do {
                return GeneratedCode(
                    code: SecretText(try totp.code(at: date)), secondsRemaining: totp.secondsRemaining(at: date),
                    counter: nil)
            } catch {
                throw KeychainError(.invalidParameter, "cannot compute a code: \(error)")
            }
        case .hotp:
            // Read the stored counter, not the caller's copy, and save the step in one write.
            switch try liveItem(id: item.id) {
            case .credential(var credential):
                guard var url = credential.verificationCode, url.kind == .hotp else {
                    throw KeychainError(.staleRevision, "the generator of \(item.id.text) changed; read it again")
                }
                let code = Self.hotpCode(url)
                url.counter &+= 1
                credential.verificationCode = url
                // A counter step is not a change worth a history entry.
                var saved = credential
                saved.revision = credential.revision + 1
                saved.modified = date
                try write([.credential(saved)], expected: [credential.revision])
                return GeneratedCode(code: code, secondsRemaining: nil, counter: url.counter - 1)
            case .generator(var generator):
                guard generator.url.kind == .hotp else {
                    throw KeychainError(.staleRevision, "the generator of \(item.id.text) changed; read it again")
                }
                let code = Self.hotpCode(generator.url)
                generator.url.counter &+= 1
                try update(generator, now: date)
                return GeneratedCode(code: code, secondsRemaining: nil, counter: generator.url.counter - 1)
            }
        }
    }

    private static func hotpCode(_ url: OTPAuthURL) -> SecretText {
        guard case .hotp(let hotp, let counter) = url.makeGenerator() else { return SecretText("") }
        return SecretText(hotp.code(counter: counter))
    }

    // MARK: Setting up a generator

    /// Finds the credentials a new generator may belong to: those on the issuer's site (the
    /// issuer of an `apple-otpauth:` link is the site's domain), those whose user name is the
    /// link's account, and those named like the issuer. The caller lets the user pick one
    /// (``attachVerificationCode(_:to:now:)``), create one (``addCredential(for:now:)``) or keep
    /// the generator on its own (``addGenerator(_:now:)``).
    public func verificationCodeSetup(for url: OTPAuthURL) throws(KeychainError) -> VerificationCodeSetup {
        let contents = try contents()
        let domain = VaultItem.issuerDomain(url)
        let account = url.account.lowercased()
        let issuerName = url.issuer.map { $0.lowercased() }
        var candidates: [VerificationCodeSetup.Candidate] = []
        for credential in contents.credentials {
            let hosts = credential.services.compactMap(\.host)
            let matchesSite = domain.map { domain in hosts.contains { Sites.isSameSite($0, domain) } } ?? false
            let matchesAccount = !account.isEmpty && credential.username.lowercased() == account
            var matchesIssuerName = false
            if domain == nil, let issuerName, !issuerName.isEmpty {
                matchesIssuerName =
                    credential.title.lowercased() == issuerName
                    || hosts.contains { host in
                        Sites.site(ofHost: host)?.split(separator: ".").first.map(String.init) == issuerName
                    }
            }
            if matchesSite || matchesIssuerName || (matchesAccount && domain == nil && issuerName == nil) {
                candidates.append(
                    .init(
                        credential: credential, matchesSite: matchesSite, matchesAccount: matchesAccount,
                        matchesIssuerName: matchesIssuerName))
            } else if matchesAccount {
                candidates.append(
                    .init(credential: credential, matchesSite: false, matchesAccount: true, matchesIssuerName: false))
            }
        }
        func score(_ candidate: VerificationCodeSetup.Candidate) -> Int {
            (candidate.matchesSite ? 4 : 0) + (candidate.matchesIssuerName ? 2 : 0) + (candidate.matchesAccount ? 1 : 0)
        }
        candidates.sort { score($0) > score($1) }
        let duplicates =
            (contents.credentials.compactMap { credential in
                credential.verificationCode.map { VerificationCodeItem(credential, url: $0) }
            } + contents.generators.map(VerificationCodeItem.init)).filter { $0.url.secret == url.secret }
        return VerificationCodeSetup(url: url, domain: domain, candidates: candidates, duplicates: duplicates)
    }

    /// Stores `url` as the generator of the credential `id`. A generator it had before goes to
    /// the credential's history, never lost.
    @discardableResult
    public func attachVerificationCode(
        _ url: OTPAuthURL, to id: UUID, now: Date
    ) throws(KeychainError) -> Credential {
        var credential = try credential(id: id)
        credential.verificationCode = url
        return try update(credential, now: now)
    }

    /// Creates a credential for the generator: the issuer's domain as its service, the account
    /// as its user name.
    @discardableResult
    public func addCredential(for url: OTPAuthURL, now: Date) throws(KeychainError) -> Credential {
        let domain = VaultItem.issuerDomain(url)
        let services = try domain.map { (domain) throws(KeychainError) in [try ServiceIdentifier.domain(domain)] } ?? []
        let title = url.labelIssuer ?? url.issuer ?? ""
        return try add(
            Credential(
                title: title, services: services, username: url.account, verificationCode: url, created: now))
    }

    /// Stores the generator on its own; an issuer that is a domain becomes its service.
    @discardableResult
    public func addGenerator(_ url: OTPAuthURL, now: Date) throws(KeychainError) -> StandaloneGenerator {
        let services =
            try VaultItem.issuerDomain(url).map { (domain) throws(KeychainError) in
                [try ServiceIdentifier.domain(domain)]
            }
            ?? []
        return try add(StandaloneGenerator(url: url, services: services, created: now))
    }

    // MARK: Queries

    /// How close an item's host is to a searched host: the same host first, then a host above
    /// or below it, then another host of the site; nil across sites.
    private static func searchCloseness(_ relation: SiteRelation) -> Int? {
        switch relation {
        case .sameHost: 3
        case .subdomain, .parentDomain: 2
        case .sameSite: 1
        case .crossSite: nil
        }
    }

    /// Items matching a person's query; shared by code and credential searches.
    static func filter<Item>(
        _ items: [Item], query: String, hosts: (Item) -> [String], id: (Item) -> UUID, texts: (Item) -> [String]
    ) -> [Item] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return items }
        // An identifier, or the start of one (at least 6 hex digits), picks exactly that item.
        let lowered = trimmed.lowercased()
        if lowered.count >= 6, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let byID = items.filter { id($0).uuidString.lowercased().hasPrefix(lowered) }
            if !byID.isEmpty { return byID }
        }
        if trimmed.contains("."), let host = Sites.normalizedHost(trimmed) ?? Sites.host(ofURL: trimmed) {
            // The closest items only: a query for one subdomain of a site with many (all the
            // *.example.com of a company) should not list them all.
            let ranked = items.map { item in
                (item, hosts(item).compactMap { Sites.relation(of: $0, to: host).flatMap(searchCloseness) }.max())
            }
            if let best = ranked.compactMap(\.1).max() {
                return ranked.filter { $0.1 == best }.map(\.0)
            }
        }
        return items.filter { item in
            texts(item).contains { $0.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }
}

extension Vault {
    /// The credentials and generators a person means by `query`: the start of an identifier
    /// (at least 6 hex digits), a domain (matched by site), or text found in a title, user
    /// name, service, issuer or account (ignoring case). An empty query matches everything.
    public func search(_ query: String) throws(KeychainError) -> VaultContents {
        var contents = try contents()
        contents.credentials = Self.filter(
            contents.credentials, query: query,
            hosts: { credential in
                credential.services.compactMap(\.host)
                    + (credential.verificationCode.flatMap(VaultItem.issuerDomain).map { [$0] } ?? [])
            }, id: \.id,
            texts: { credential in
                [credential.title, credential.username] + credential.services.map(\.value)
                    + [credential.verificationCode?.issuer ?? ""]
            })
        contents.generators = Self.filter(
            contents.generators, query: query,
            hosts: { VerificationCodeItem($0).hosts }, id: \.id,
            texts: { generator in
                [generator.url.issuer ?? "", generator.url.account, generator.displayName]
                    + generator.services.map(\.value)
            })
        return contents
    }
}

import Crypto
import Domains
import _CryptoExtras

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Looks up the TXT records of a DNS name, for DKIM keys.
public protocol DKIMKeyResolver: Sendable {
    /// The TXT records at `name` (each record's strings joined), an empty array when the name has
    /// none or does not exist. Throws ``MessageSourceError/Code/unreachable`` when the lookup
    /// could not be done (a timeout, SERVFAIL): a temporary failure.
    func txtRecords(for name: String) async throws(MessageSourceError) -> [[UInt8]]
}

/// What DKIM says about one mail: each signature's result, and the domain the mail is bound to.
public struct DKIMResult: Sendable, CustomStringConvertible {
    public struct SignatureResult: Sendable, CustomStringConvertible {
        public enum Status: String, Sendable, Hashable {
            /// The signature verifies.
            case pass
            /// It does not (a changed body or header, a wrong key, expired, an unsigned tail).
            case fail
            /// It could not be checked now (the key's DNS lookup failed); may pass later.
            case temporaryError
        }

        /// `d=`, when the signature could be parsed.
        public var domain: HostName?
        public var selector: String?
        public var status: Status
        /// Why it failed, in words; nil when it passed.
        public var reason: String?
        /// Whether `d=` is in the same organisational domain as the `From:` address.
        public var isAligned: Bool

        public var description: String {
            "\(status) d=\(domain?.ascii ?? "?") s=\(selector ?? "?")\(isAligned ? " aligned" : "")"
                + (reason.map { ": \($0)" } ?? "")
        }
    }

    public var signatures: [SignatureResult]

    /// The `d=` domain of the first signature that passes and aligns with `From:`; nil when there
    /// is none (the mail's code is then unbound).
    public var verifiedDomain: HostName? {
        signatures.first { $0.status == .pass && $0.isAligned }?.domain
    }

    public var description: String {
        signatures.isEmpty ? "no DKIM signature" : signatures.map(\.description).joined(separator: "; ")
    }
}

/// Checks a mail's DKIM signatures (RFC 6376; RSA-SHA256 and Ed25519-SHA256 of RFC 8463) and
/// their alignment with the `From:` domain. The policy, stricter than RFC 6376 allows a verifier
/// to be where a looser reading would bind a code to the wrong site:
///
/// - `From` must be signed (`h=`); a mail with more than one `From:` field, or a `From:` with
///   more than one address, aligns with nothing.
/// - `l=` shorter than the canonical body leaves content unsigned: such a signature fails
///   ("the body has unsigned content after l="). `l=` longer than the body fails too.
/// - `x=` in the past fails (no leeway); `t=` more than 10 hours ahead fails (as dkimpy).
/// - `rsa-sha1` and RSA keys under 1024 bits fail (RFC 8301).
/// - A key record with `t=y` (testing) never passes; `t=s` requires `i=` exactly in `d=`.
/// - Alignment is relaxed (DMARC's): `d=` and the `From:` domain have the same registrable
///   domain by the Public Suffix List (private section included), so a signature by a shared
///   suffix (`d=github.io`) aligns with nothing.
///
/// At most ``maximumSignatures`` signatures are checked (each costs a DNS lookup).
public struct DKIMVerifier: Sendable {
    public var resolver: any DKIMKeyResolver
    public var publicSuffixList: PublicSuffixList
    public var maximumSignatures: Int
    /// How far ahead of `now` a `t=` may be (mailers' clocks drift), as dkimpy allows.
    public var futureTimestampLeeway: Int64 = 36_000

    public init(
        resolver: any DKIMKeyResolver, publicSuffixList: PublicSuffixList = .default, maximumSignatures: Int = 5
    ) {
        self.resolver = resolver
        self.publicSuffixList = publicSuffixList
        self.maximumSignatures = maximumSignatures
    }

    /// Verifies the mail in `bytes` (as fetched: CRLF line ends; bare LF is read as CRLF) at `now`.
    public func verify(_ bytes: some Collection<UInt8>, now: Date) async -> DKIMResult {
        let message = DKIMCanonicalization.crlf(bytes)
        let raw = RawMail(message[...])
        let fromFields = raw.header.all("From")
        var fromDomain: HostName? = nil
        if fromFields.count == 1 {
            let addresses = MailAddress.list(fromFields[0].unfoldedValue)
            if addresses.count == 1, let domain = addresses[0].domain { fromDomain = try? HostName(domain) }
        }
        var results: [DKIMResult.SignatureResult] = []
        for field in raw.header.all("DKIM-Signature").prefix(maximumSignatures) {
            results.append(await verify(field, in: raw, fromDomain: fromDomain, now: now))
        }
        return DKIMResult(signatures: results)
    }

    private func verify(_ field: MailHeader.Field, in mail: RawMail, fromDomain: HostName?, now: Date) async
        -> DKIMResult.SignatureResult
    {
        let signature: DKIMSignature
        do {
            signature = try DKIMSignature(
                rawField: field.raw, valueOffset: field.rawValue.startIndex - field.raw.startIndex)
        } catch {
            return .init(domain: nil, selector: nil, status: .fail, reason: error.description, isAligned: false)
        }
        var result = DKIMResult.SignatureResult(
            domain: signature.domain, selector: signature.selector, status: .fail, reason: nil,
            isAligned: isAligned(signature.domain, with: fromDomain))
        func fail(_ why: String) -> DKIMResult.SignatureResult {
            result.status = .fail
            result.reason = why
            return result
        }

        let seconds = Int64(now.timeIntervalSince1970.rounded(.down))
        if let expiration = signature.expiration, expiration < seconds { return fail("the signature has expired (x=)") }
        if let timestamp = signature.timestamp, timestamp > seconds + futureTimestampLeeway {
            return fail("the signature is dated in the future (t=)")
        }

        // The body hash first: it needs no DNS.
        let canonicalBody = DKIMCanonicalization.body(mail.body, signature.bodyCanonicalization)
        var signedBody = canonicalBody[...]
        if let length = signature.bodyLength {
            if length > canonicalBody.count { return fail("l= is longer than the body") }
            if length < canonicalBody.count {
                return fail("the body has unsigned content after l= (\(canonicalBody.count - length) bytes)")
            }
            signedBody = canonicalBody.prefix(length)
        }
        guard Array(SHA256.hash(data: signedBody)) == signature.bodyHash else {
            return fail("the body hash does not match (the body was changed)")
        }

        // The key.
        let name = "\(signature.selector)._domainkey.\(signature.domain.ascii)"
        let records: [[UInt8]]
        do {
            records = try await resolver.txtRecords(for: name)
        } catch {
            result.status = .temporaryError
            result.reason = "the key lookup for \(name) failed: \(error.description)"
            return result
        }
        guard let record = records.first else { return fail("there is no key at \(name)") }
        let key: DKIMKeyRecord
        do {
            key = try DKIMKeyRecord(record)
        } catch {
            return fail(error.description)
        }
        guard !key.publicKey.isEmpty else { return fail("the key at \(name) was revoked") }
        if key.isStrictIdentity, let identity = signature.identity,
            let at = identity.lastIndex(of: "@"),
            (try? HostName(String(identity[identity.index(after: at)...]))) != signature.domain
        {
            return fail("the key allows no subdomain in i= (t=s)")
        }

        // The header hash.
        let headerData = signedHeaderData(signature, in: mail)
        let digest = SHA256.hash(data: headerData)
        let valid: Bool
        switch (signature.algorithm, key.keyType) {
        case (.rsaSHA256, .rsa):
            guard let publicKey = try? _RSA.Signing.PublicKey(unsafeDERRepresentation: key.publicKey) else {
                return fail("the key at \(name) is not an RSA key of 1024 bits or more")
            }
            valid = publicKey.isValidSignature(
                _RSA.Signing.RSASignature(rawRepresentation: signature.signature), for: digest,
                padding: .insecurePKCS1v1_5)
        case (.ed25519SHA256, .ed25519):
            guard let publicKey = try? Curve25519.Signing.PublicKey(rawRepresentation: key.publicKey) else {
                return fail("the key at \(name) is not an Ed25519 key")
            }
            valid = publicKey.isValidSignature(signature.signature, for: Array(digest))
        default:
            return fail("the key at \(name) is for another algorithm")
        }
        guard valid else {
            return fail("the signature does not verify (a signed header was changed, or the wrong key)")
        }
        if key.isTesting { return fail("the domain is testing DKIM (t=y); its signatures do not count") }
        result.status = .pass
        return result
    }

    /// The signed header fields (each name's instances taken from the bottom up; a name with no
    /// instance left adds nothing) and then the signature field itself with `b=` empty and no
    /// final CRLF.
    func signedHeaderData(_ signature: DKIMSignature, in mail: RawMail) -> [UInt8] {
        var used: [String: Int] = [:]
        var data: [UInt8] = []
        let fields = mail.header.fields
        for name in signature.signedHeaders {
            let instances = fields.indices.filter { fields[$0].name.lowercasedASCII() == name }
            let count = used[name, default: 0]
            used[name] = count + 1
            guard count < instances.count else { continue }
            let field = fields[instances[instances.count - 1 - count]]
            data += DKIMCanonicalization.header(field, signature.headerCanonicalization)
        }
        // The signature field with b= blanked.
        var raw = signature.rawField
        raw.replaceSubrange(signature.signatureValueRange, with: [])
        let colon = raw.firstIndex(of: UInt8(ascii: ":"))!
        let blanked = MailHeader.Field(
            name: String(decoding: raw[raw.startIndex..<colon], as: UTF8.self), raw: raw,
            rawValue: raw[(colon + 1)...])
        var own = DKIMCanonicalization.header(blanked, signature.headerCanonicalization)
        // Without its final CRLF, whichever canonicalization.
        if own.hasSuffix([0x0D, 0x0A]) { own.removeLast(2) }
        if signature.headerCanonicalization == .relaxed {
            while let last = own.last, last == 0x20 { own.removeLast() }
        }
        data += own
        return data
    }

    /// Relaxed alignment: the same registrable domain by the Public Suffix List.
    func isAligned(_ domain: HostName, with fromDomain: HostName?) -> Bool {
        guard let fromDomain,
            let signing = publicSuffixList.registrableDomain(of: domain),
            let from = publicSuffixList.registrableDomain(of: fromDomain)
        else { return false }
        return signing == from
    }
}

import Domains

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One `DKIM-Signature` header field, parsed and checked against RFC 6376 §3.5 (and RFC 8463 for
/// Ed25519). Parsing says nothing about whether the signature verifies: ``DKIMVerifier`` does.
public struct DKIMSignature: Sendable {
    /// The signing algorithms this verifier accepts. `rsa-sha1` is refused (RFC 8301).
    public enum Algorithm: String, Sendable, Hashable {
        case rsaSHA256 = "rsa-sha256"
        case ed25519SHA256 = "ed25519-sha256"
    }

    /// `simple` or `relaxed` (RFC 6376 §3.4).
    public enum Canonicalization: String, Sendable, Hashable {
        case simple
        case relaxed
    }

    public let algorithm: Algorithm
    public let headerCanonicalization: Canonicalization
    public let bodyCanonicalization: Canonicalization
    /// `d=`: the signing domain.
    public let domain: HostName
    /// `s=`: the selector, lower-cased.
    public let selector: String
    /// `h=`: the signed header field names, lower-cased, in order.
    public let signedHeaders: [String]
    /// `i=`: the agent or user identifier, when given.
    public let identity: String?
    /// `l=`: how many bytes of the canonical body are signed, when limited.
    public let bodyLength: Int?
    /// `t=` and `x=`: when it was signed and when it expires (Unix seconds).
    public let timestamp: Int64?
    public let expiration: Int64?
    /// `bh=` and `b=`, decoded.
    public let bodyHash: [UInt8]
    public let signature: [UInt8]

    /// The field as it came, and where the `b=` value sits in it (blanked for hashing).
    let rawField: ArraySlice<UInt8>
    let signatureValueRange: Range<Int>

    /// Parses the value of a `DKIM-Signature` field (what follows the colon).
    public init(parsing value: some Collection<UInt8>) throws(MessageSourceError) {
        let bytes = Array(value)
        let prefix = Array("DKIM-Signature:".utf8)
        try self.init(rawField: (prefix + bytes)[...], valueOffset: prefix.count)
    }

    init(rawField: ArraySlice<UInt8>, valueOffset: Int) throws(MessageSourceError) {
        let value = rawField.dropFirst(valueOffset)
        guard let tags = DKIMTagList(value) else { throw Self.invalid("its tag list is malformed") }
        for required in ["v", "a", "b", "bh", "d", "h", "s"] where tags[required] == nil {
            throw Self.invalid("it has no \(required)= tag")
        }
        guard tags["v"] == "1" else { throw Self.invalid("v= is not 1") }
        guard let algorithm = Algorithm(rawValue: tags["a"]!.lowercasedASCII()) else {
            throw Self.invalid("its algorithm \(tags["a"]!) is not rsa-sha256 or ed25519-sha256")
        }
        self.algorithm = algorithm

        let canonicalization = (tags["c"] ?? "simple/simple").lowercasedASCII().split(
            separator: "/", omittingEmptySubsequences: false)
        guard canonicalization.count <= 2,
            let header = Canonicalization(rawValue: String(canonicalization[0])),
            let body = canonicalization.count == 2 ? Canonicalization(rawValue: String(canonicalization[1])) : .simple
        else { throw Self.invalid("c= names an unknown canonicalization") }
        headerCanonicalization = header
        bodyCanonicalization = body

        guard let domainText = tags["d"], !domainText.isEmpty,
            !domainText.contains(where: { "()<>[]:;@\\,".contains($0) }),
            let domain = try? HostName(domainText), !domain.isIPAddress
        else { throw Self.invalid("d= is not a domain name") }
        self.domain = domain

        let selector = tags["s"]!.lowercasedASCII()
        guard !selector.isEmpty, selector.count <= 200,
            selector.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ label in
                !label.isEmpty && label.count <= 63
                    && label.utf8.allSatisfy {
                        DKIMTagList.isAlpha($0) || DKIMTagList.isDigit($0) || $0 == 0x2D || $0 == 0x5F
                    }
            })
        else { throw Self.invalid("s= is not a selector") }
        self.selector = selector

        signedHeaders = tags["h"]!.split(separator: ":", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace().lowercasedASCII()
        }
        guard signedHeaders.contains("from") else {
            throw Self.invalid("h= does not include From (RFC 6376 §5.4 requires it)")
        }

        if let identity = tags["i"] {
            // i= must be in d= or below it.
            guard let at = identity.lastIndex(of: "@"),
                let identityDomain = try? HostName(String(identity[identity.index(after: at)...])),
                identityDomain == domain || identityDomain.isSubdomain(of: domain)
            else { throw Self.invalid("i= is not in d= or a subdomain of it") }
            self.identity = identity
        } else {
            identity = nil
        }

        if let length = tags["l"] {
            guard length.count <= 76, length.utf8.allSatisfy(DKIMTagList.isDigit) else {
                throw Self.invalid("l= is not a number")
            }
            bodyLength = Int(length) ?? Int.max
        } else {
            bodyLength = nil
        }
        if let query = tags["q"], query.lowercasedASCII() != "dns/txt" {
            throw Self.invalid("q= is not dns/txt")
        }
        timestamp = try Self.seconds(tags["t"], "t=")
        expiration = try Self.seconds(tags["x"], "x=")
        if let timestamp, let expiration, expiration < timestamp {
            throw Self.invalid("x= is before t=")
        }

        guard let bodyHash = Self.base64(tags["bh"]!), !bodyHash.isEmpty else {
            throw Self.invalid("bh= is not Base64")
        }
        guard let signature = Self.base64(tags["b"]!), !signature.isEmpty else {
            throw Self.invalid("b= is not Base64")
        }
        self.bodyHash = bodyHash
        self.signature = signature

        let b = tags.tags.first { $0.name == "b" }!
        self.rawField = rawField
        let base = rawField.startIndex + valueOffset
        self.signatureValueRange = (base + b.valueRange.lowerBound)..<(base + b.valueRange.upperBound)
    }

    private static func seconds(_ text: String?, _ name: String) throws(MessageSourceError) -> Int64? {
        guard let text else { return nil }
        guard !text.isEmpty, text.count <= 12, text.utf8.allSatisfy(DKIMTagList.isDigit), let value = Int64(text) else {
            throw invalid("\(name) is not a number of seconds")
        }
        return value
    }

    /// Base64 as DKIM writes it: whitespace already removed by the tag list; the length must be a
    /// multiple of four, as dkimpy and OpenDKIM require.
    static func base64(_ text: String) -> [UInt8]? {
        guard text.utf8.count % 4 == 0 else { return nil }
        return Base64Decoding.decode(text)
    }

    static func invalid(_ why: String) -> MessageSourceError {
        MessageSourceError(.malformed, "The DKIM-Signature is not valid: \(why).")
    }
}

/// Strict standard Base64 with padding.
enum Base64Decoding {
    static func decode(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        guard bytes.count % 4 == 0 else { return nil }
        var padding = 0
        for byte in bytes.reversed() {
            if byte == UInt8(ascii: "=") { padding += 1 } else { break }
        }
        guard padding <= 2 else { return nil }
        for byte in bytes.dropLast(padding) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                continue
            default: return nil
            }
        }
        return MailText.decodeBase64(bytes)
    }
}

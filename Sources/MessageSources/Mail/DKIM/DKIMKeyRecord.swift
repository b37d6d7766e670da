/// A DKIM public key record (RFC 6376 §3.6.1), the TXT record at `selector._domainkey.domain`.
struct DKIMKeyRecord: Sendable {
    enum KeyType: String, Sendable {
        case rsa
        case ed25519
    }

    var keyType: KeyType
    /// `p=` decoded; empty when the key was revoked.
    var publicKey: [UInt8]
    /// `t=y`: the domain is testing DKIM; its signatures must not count (RFC 6376 §3.6.1).
    var isTesting: Bool
    /// `t=s`: `i=` must be in `d=` exactly, not a subdomain.
    var isStrictIdentity: Bool

    init(_ text: [UInt8]) throws(MessageSourceError) {
        guard let tags = DKIMTagList(text) else { throw Self.invalid("its tag list is malformed") }
        if let version = tags["v"], version != "DKIM1" { throw Self.invalid("v= is not DKIM1") }
        guard let keyType = KeyType(rawValue: (tags["k"] ?? "rsa").lowercasedASCII()) else {
            throw Self.invalid("k= names an unknown key type")
        }
        self.keyType = keyType
        if let hashes = tags["h"] {
            guard hashes.lowercasedASCII().split(separator: ":").contains("sha256") else {
                throw Self.invalid("h= does not allow sha256")
            }
        }
        if let services = tags["s"] {
            guard services.lowercasedASCII().split(separator: ":").contains(where: { $0 == "*" || $0 == "email" })
            else {
                throw Self.invalid("s= does not allow email")
            }
        }
        guard let key = tags["p"] else { throw Self.invalid("it has no p= tag") }
        if key.isEmpty {
            publicKey = []
        } else {
            guard let decoded = DKIMSignature.base64(key) else { throw Self.invalid("p= is not Base64") }
            publicKey = decoded
        }
        let flags = (tags["t"] ?? "").lowercasedASCII().split(separator: ":")
        isTesting = flags.contains("y")
        isStrictIdentity = flags.contains("s")
    }

    static func invalid(_ why: String) -> MessageSourceError {
        MessageSourceError(.malformed, "The DKIM key record is not valid: \(why).")
    }
}

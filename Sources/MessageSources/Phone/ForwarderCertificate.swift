import Crypto
import Secrets
import SwiftASN1
import X509
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The forwarder listener's TLS certificate: self-signed (ECDSA P-256, SHA-256), made on first
/// use and kept in `tls-certificate.pem` and `tls-key.pem` (mode 0600). A phone knows it by its
/// SHA-256 fingerprint, which pairing shows.
public struct ForwarderCertificate: Sendable {
    /// The certificate, PEM.
    public let certificatePEM: String
    /// The private key, PEM (PKCS #8).
    let privateKeyPEM: SecretText
    /// SHA-256 of the certificate's DER, upper-case hexadecimal pairs joined by `:`.
    public let fingerprint: String

    /// Loads the certificate kept in `directory`, or makes one valid from `now` for ten years.
    ///
    /// - Throws: ``MessageSourceError/Code/invalidConfiguration`` when the files cannot be read
    ///   or written.
    public static func loadOrCreate(in directory: String, now: Date, hosts: [String] = []) throws(MessageSourceError)
        -> ForwarderCertificate
    {
        try PrivateFile.makeDirectory(directory)
        let certificatePath = directory + "/tls-certificate.pem"
        let keyPath = directory + "/tls-key.pem"
        if let certificate = FileManager.default.contents(atPath: certificatePath),
            let key = FileManager.default.contents(atPath: keyPath)
        {
            return try ForwarderCertificate(
                certificatePEM: String(decoding: certificate, as: UTF8.self),
                privateKeyPEM: SecretText(String(decoding: key, as: UTF8.self)))
        }
        let made = try make(now: now, hosts: hosts)
        try PrivateFile.write(Array(made.privateKeyPEM.unredacted.utf8), to: keyPath)
        try PrivateFile.write(Array(made.certificatePEM.utf8), to: certificatePath)
        return made
    }

    init(certificatePEM: String, privateKeyPEM: SecretText) throws(MessageSourceError) {
        do {
            let certificate = try Certificate(pemEncoded: certificatePEM)
            var serializer = DER.Serializer()
            try serializer.serialize(certificate)
            fingerprint = Hex.encode(SHA256.hash(data: serializer.serializedBytes), uppercase: true, separator: ":")
        } catch {
            throw MessageSourceError(
                .invalidConfiguration, "the listener's certificate is not readable; remove tls-*.pem to make a new one")
        }
        self.certificatePEM = certificatePEM
        self.privateKeyPEM = privateKeyPEM
    }

    /// A new self-signed certificate for `hosts` (names and IP addresses).
    static func make(now: Date, hosts: [String]) throws(MessageSourceError) -> ForwarderCertificate {
        let key = P256.Signing.PrivateKey()
        do {
            let name = try DistinguishedName {
                CommonName("swift-autofill phone intake")
                OrganizationName("swift-autofill")
            }
            var names: [GeneralName] = [.dnsName("localhost")]
            for host in hosts {
                if let address = IPv4Address(host) {
                    names.append(.ipAddress(ASN1OctetString(contentBytes: ArraySlice(address.bytes))))
                } else if !host.isEmpty {
                    names.append(.dnsName(host))
                }
            }
            let certificate = try Certificate(
                version: .v3, serialNumber: Certificate.SerialNumber(),
                publicKey: Certificate.PublicKey(key.publicKey),
                notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(3650 * 86400),
                issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
                extensions: try Certificate.Extensions {
                    Critical(BasicConstraints.notCertificateAuthority)
                    Critical(KeyUsage(digitalSignature: true))
                    try ExtendedKeyUsage([.serverAuth])
                    SubjectAlternativeNames(names)
                },
                issuerPrivateKey: Certificate.PrivateKey(key))
            return try ForwarderCertificate(
                certificatePEM: try certificate.serializeAsPEM().pemString,
                privateKeyPEM: SecretText(key.pemRepresentation))
        } catch let error as MessageSourceError {
            throw error
        } catch {
            throw MessageSourceError(.invalidConfiguration, "cannot make the listener's certificate")
        }
    }
}

/// Four numbers of an IPv4 address in dotted form.
struct IPv4Address {
    let bytes: [UInt8]

    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let value = UInt8(part)
            else { return nil }
            bytes.append(value)
        }
        self.bytes = bytes
    }
}

import Domains
import Foundation
import OneTimeCodes
import Secrets

/// What a record holds once decrypted: a credential or a standalone generator.
enum VaultItem: Sendable {
    case credential(Credential)
    case generator(StandaloneGenerator)

    var id: UUID {
        switch self {
        case .credential(let credential): credential.id
        case .generator(let generator): generator.id
        }
    }

    /// The keys of the lookup table this item is found under.
    var lookupKeys: Set<String> {
        var keys: Set<String> = []
        let services: [ServiceIdentifier]
        let url: OTPAuthURL?
        switch self {
        case .credential(let credential):
            services = credential.services
            url = credential.verificationCode
        case .generator(let generator):
            services = generator.services
            url = generator.url
        }
        for service in services {
            if let key = service.lookupKey { keys.insert(key) }
        }
        if let domain = url.flatMap(Self.issuerHostName) {
            keys.insert("site:" + Sites.site(of: domain, list: .default).ascii)
        }
        return keys
    }

    /// The issuer of a generator read as a domain: always for `apple-otpauth:` (Apple puts the
    /// site's domain there), and for `otpauth:` when the issuer is a host name with a dot.
    static func issuerDomain(_ url: OTPAuthURL) -> String? {
        issuerHostName(url)?.ascii
    }

    static func issuerHostName(_ url: OTPAuthURL) -> HostName? {
        guard let issuer = url.issuer, issuer.contains(".") else { return nil }
        return try? HostName(issuer)
    }
}

/// The JSON inside a record (format version 1). Field names are part of the format: sync
/// clients on other platforms read them.
struct RecordPayload: Codable {
    static let credentialType = "credential"
    static let generatorType = "generator"

    struct Service: Codable {
        var kind: String
        var value: String
    }

    struct Version: Codable {
        var replaced: Double
        var services: [Service]?
        var username: String?
        var password: String?
        var otpauth: String?
    }

    var type: String
    var title: String?
    var services: [Service]?
    var username: String?
    var password: String?
    var notes: String?
    var otpauth: String?
    var created: Double
    var modified: Double
    var history: [Version]?

    init(_ item: VaultItem) {
        switch item {
        case .credential(let credential):
            type = Self.credentialType
            title = credential.title.isEmpty ? nil : credential.title
            services = credential.services.map(Self.service)
            username = credential.username
            password = credential.password?.unredacted
            notes = credential.notes?.unredacted
            otpauth = credential.verificationCode?.unredactedString()
            created = credential.created.timeIntervalSince1970
            modified = credential.modified.timeIntervalSince1970
            history =
                credential.history.isEmpty
                ? nil
                : credential.history.map { version in
                    Version(
                        replaced: version.replaced.timeIntervalSince1970, services: version.services.map(Self.service),
                        username: version.username, password: version.password?.unredacted,
                        otpauth: version.verificationCode?.unredactedString())
                }
        case .generator(let generator):
            type = Self.generatorType
            services = generator.services.isEmpty ? nil : generator.services.map(Self.service)
            notes = generator.notes?.unredacted
            otpauth = generator.url.unredactedString()
            created = generator.created.timeIntervalSince1970
            modified = generator.modified.timeIntervalSince1970
        }
    }

    private static func service(_ service: ServiceIdentifier) -> Service {
        Service(kind: service.kind.name, value: service.value)
    }

    /// The item this payload describes.
    func item(id: UUID, revision: UInt64) throws(KeychainError) -> VaultItem {
        let services = try decodeServices(self.services, id: id)
        let created = Date(timeIntervalSince1970: created)
        let modified = Date(timeIntervalSince1970: modified)
        switch type {
        case Self.credentialType:
            var credential = Credential(
                id: id, title: title ?? "", services: services, username: username ?? "",
                password: password.map(SecretText.init), notes: notes.map(SecretText.init),
                verificationCode: try decodeURL(otpauth, id: id), created: created, modified: modified)
            credential.history = try (history ?? []).map { (version) throws(KeychainError) in
                CredentialVersion(
                    replaced: Date(timeIntervalSince1970: version.replaced),
                    services: try decodeServices(version.services, id: id), username: version.username ?? "",
                    password: version.password.map(SecretText.init),
                    verificationCode: try decodeURL(version.otpauth, id: id))
            }
            credential.revision = revision
            return .credential(credential)
        case Self.generatorType:
            guard let url = try decodeURL(otpauth, id: id) else {
                throw KeychainError(.damagedRecord, "record \(id.text) is a generator without a generator")
            }
            var generator = StandaloneGenerator(
                id: id, url: url, services: services, notes: notes.map(SecretText.init), created: created,
                modified: modified)
            generator.revision = revision
            return .generator(generator)
        default:
            throw KeychainError(
                .unsupportedVersion, "record \(id.text) holds a '\(type.prefix(32))', which this version does not know")
        }
    }

    private func decodeServices(_ services: [Service]?, id: UUID) throws(KeychainError) -> [ServiceIdentifier] {
        try (services ?? []).map { (service) throws(KeychainError) in
            guard let kind = ServiceIdentifier.Kind(name: service.kind) else {
                throw KeychainError(
                    .unsupportedVersion, "record \(id.text) has a service of unknown kind '\(service.kind.prefix(16))'")
            }
            do {
                return try ServiceIdentifier(kind: kind, storedValue: service.value)
            } catch {
                throw KeychainError(.damagedRecord, "record \(id.text) has an unreadable service identifier")
            }
        }
    }

    private func decodeURL(_ text: String?, id: UUID) throws(KeychainError) -> OTPAuthURL? {
        guard let text else { return nil }
        do {
            return try OTPAuthURL(parsing: text)
        } catch {
            // The OTP error names the problem without the secret.
            throw KeychainError(.damagedRecord, "record \(id.text) holds an unreadable generator: \(error)")
        }
    }

    // MARK: Bytes

    func encoded() throws(KeychainError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(self)
            defer { data.withUnsafeMutableBytes { SecureZero.wipe($0) } }
            return Array(data)
        } catch {
            throw KeychainError(.invalidRecord, "the record cannot be encoded")
        }
    }

    /// Shared: `JSONDecoder` is thread-safe, and making one per record shows in lookups.
    private static let decoder = JSONDecoder()

    static func decode(_ bytes: [UInt8], id: UUID) throws(KeychainError) -> RecordPayload {
        var data = Data(bytes)
        defer { data.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        do {
            return try decoder.decode(RecordPayload.self, from: data)
        } catch {
            throw KeychainError(.damagedRecord, "record \(id.text) decrypts but its contents are not readable")
        }
    }
}

import Foundation
import OneTimeCodes
import Secrets
import SyncProtocol

/// A vault item as the conflict rules see it (`FieldRecord<String>` of `SyncProtocol`), and
/// back.
///
/// Field names (part of the synced format): `type` (`credential` or `generator`), `created`
/// (milliseconds), `title`, `services` (JSON list of `[kind, value]`), `username`, `password`,
/// `notes`, `otpauth` (the generator's link, secret included). Absent fields are absent values.
/// `otpauth` is *preserved*: in a conflict a value beats no value, so a merge never drops a
/// verification-code secret.
enum SyncFields {
    typealias Record = FieldRecord<String>

    static let preserved: Set<String> = ["otpauth"]
    /// The most earlier versions a synced record keeps (the oldest go first).
    static let historyLimit = 100
    /// The largest plaintext a synced record may have: its padded ciphertext must stay under
    /// the server's 64 KiB record limit, so the oldest history goes first above this.
    static let plaintextLimit = 30_000

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    static func fields(of item: VaultItem) -> [String: String] {
        var fields: [String: String] = [:]
        func set(_ name: String, _ value: String?) {
            if let value, !value.isEmpty { fields[name] = value }
        }
        switch item {
        case .credential(let credential):
            fields["type"] = RecordPayload.credentialType
            fields["created"] = String(milliseconds(credential.created))
            set("title", credential.title)
            set("services", encodeServices(credential.services))
            set("username", credential.username)
            set("password", credential.password?.unredacted)
            set("notes", credential.notes?.unredacted)
            set("otpauth", credential.verificationCode?.unredactedString())
        case .generator(let generator):
            fields["type"] = RecordPayload.generatorType
            fields["created"] = String(milliseconds(generator.created))
            set("services", encodeServices(generator.services))
            set("notes", generator.notes?.unredacted)
            set("otpauth", generator.url.unredactedString())
        }
        return fields
    }

    private static func encodeServices(_ services: [ServiceIdentifier]) -> String? {
        guard !services.isEmpty else { return nil }
        let pairs = services.map { [$0.kind.name, $0.value] }
        return (try? JSONEncoder().encode(pairs)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func decodeServices(_ text: String?, id: UUID) throws(KeychainError) -> [ServiceIdentifier] {
        guard let text else { return [] }
        guard let pairs = try? JSONDecoder().decode([[String]].self, from: Data(text.utf8)) else {
            throw KeychainError(.damagedRecord, "synced record \(id.text) has unreadable services")
        }
        return try pairs.map { (pair) throws(KeychainError) in
            guard pair.count == 2, let kind = ServiceIdentifier.Kind(name: pair[0]) else {
                throw KeychainError(.unsupportedVersion, "synced record \(id.text) has a service of an unknown kind")
            }
            return try ServiceIdentifier(kind: kind, storedValue: pair[1])
        }
    }

    private static func decodeURL(_ text: String?, id: UUID) throws(KeychainError) -> OTPAuthURL? {
        guard let text else { return nil }
        do {
            return try OTPAuthURL(parsing: text)
        } catch {
            throw KeychainError(.damagedRecord, "synced record \(id.text) holds an unreadable generator: \(error)")
        }
    }

    /// The vault item a synced record's fields describe. `localHistory` (the credential's own
    /// history on this device) is united with the synced history, so neither loses a version.
    static func item(
        id: UUID, record: Record, localHistory: [CredentialVersion]
    ) throws(KeychainError) -> VaultItem {
        let fields = record.fields
        guard let created = fields["created"].flatMap(Int64.init) else {
            throw KeychainError(.damagedRecord, "synced record \(id.text) has no creation time")
        }
        let modified = date(record.modified)
        switch fields["type"] {
        case RecordPayload.credentialType:
            var credential = Credential(
                id: id, title: fields["title"] ?? "", services: try decodeServices(fields["services"], id: id),
                username: fields["username"] ?? "", password: fields["password"].map(SecretText.init),
                notes: fields["notes"].map(SecretText.init),
                verificationCode: try decodeURL(fields["otpauth"], id: id), created: date(created), modified: modified)
            var versions: [CredentialVersion] = []
            for version in record.history where version.fields["type"] == RecordPayload.credentialType {
                versions.append(
                    CredentialVersion(
                        replaced: date(version.modified),
                        services: (try? decodeServices(version.fields["services"], id: id)) ?? [],
                        username: version.fields["username"] ?? "",
                        password: version.fields["password"].map(SecretText.init),
                        verificationCode: try? decodeURL(version.fields["otpauth"], id: id)))
            }
            credential.history = uniteHistories(versions, localHistory, excluding: credential.currentVersion)
            return .credential(credential)
        case RecordPayload.generatorType:
            guard let url = try decodeURL(fields["otpauth"], id: id) else {
                throw KeychainError(.damagedRecord, "synced record \(id.text) is a generator without a generator")
            }
            return .generator(
                StandaloneGenerator(
                    id: id, url: url, services: try decodeServices(fields["services"], id: id),
                    notes: fields["notes"].map(SecretText.init), created: date(created), modified: modified))
        default:
            throw KeychainError(.unsupportedVersion, "synced record \(id.text) is of a type this version does not know")
        }
    }

    /// Two credential histories as one, newest first, each version once (versions that differ
    /// only in when they were replaced count once), without the current state, at most
    /// ``Credential/historyLimit``.
    static func uniteHistories(
        _ first: [CredentialVersion], _ second: [CredentialVersion], excluding current: CredentialVersion
    ) -> [CredentialVersion] {
        func same(_ a: CredentialVersion, _ b: CredentialVersion) -> Bool {
            a.services == b.services && a.username == b.username && a.password == b.password
                && a.verificationCode == b.verificationCode
        }
        var united: [CredentialVersion] = []
        for version in (first + second).sorted(by: { $0.replaced > $1.replaced })
        where !same(version, current) && !united.contains(where: { same($0, version) }) {
            united.append(version)
        }
        return Array(united.prefix(Credential.historyLimit))
    }

    /// A record's history, each set of fields once (the newest entry of equal fields is kept),
    /// newest first, without the current fields, at most ``historyLimit``.
    static func normalisedHistory(_ history: [FieldVersion<String>], current: [String: String])
        -> [FieldVersion<String>]
    {
        var seen = Set<[String: String]>([current])
        var result: [FieldVersion<String>] = []
        for version in history.sorted(by: {
            $0.modified != $1.modified ? $0.modified > $1.modified : $0.author > $1.author
        })
        where seen.insert(version.fields).inserted {
            result.append(version)
        }
        return Array(result.prefix(historyLimit))
    }

    // MARK: Bytes

    static func encode(_ record: Record) throws(KeychainError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var record = record
        while true {
            do {
                var data = try encoder.encode(record)
                defer { data.withUnsafeMutableBytes { SecureZero.wipe($0) } }
                if data.count <= plaintextLimit || record.history.isEmpty {
                    return Array(data)
                }
            } catch {
                throw KeychainError(.invalidRecord, "a record cannot be encoded for sync")
            }
            record.history.removeLast(max(1, record.history.count / 8))
        }
    }

    static func decode(_ bytes: [UInt8], id: UUID) throws(KeychainError) -> Record {
        do {
            return try JSONDecoder().decode(Record.self, from: Data(bytes))
        } catch {
            throw KeychainError(.damagedRecord, "synced record \(id.text) decrypts but is not readable")
        }
    }

    static func encodeHistory(_ history: [FieldVersion<String>]) throws(KeychainError) -> [UInt8] {
        do {
            return Array(try JSONEncoder().encode(history))
        } catch {
            throw KeychainError(.invalidRecord, "a history cannot be encoded for sync")
        }
    }

    static func decodeHistory(_ bytes: [UInt8], id: UUID) throws(KeychainError) -> [FieldVersion<String>] {
        do {
            return try JSONDecoder().decode([FieldVersion<String>].self, from: Data(bytes))
        } catch {
            throw KeychainError(.damagedRecord, "the pending history of record \(id.text) is not readable")
        }
    }
}

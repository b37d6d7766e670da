import Foundation
import OneTimeCodes
import Secrets

/// Bitwarden's unencrypted JSON export. Logins become credentials with their addresses, user
/// name, password, notes, password history and verification code (`login.totp`: a Base32
/// secret, an `otpauth://` link or `steam://SECRET`). Cards, identities and secure notes are
/// skipped: the vault does not hold them.
enum BitwardenImporter {
    struct File: Decodable {
        var encrypted: Bool?
        var passwordProtected: Bool?
        var items: [Item]?
    }

    struct Item: Decodable {
        var type: Int
        var name: String?
        var notes: String?
        var login: Login?
        var passwordHistory: [PastPassword]?
        var creationDate: String?
        var revisionDate: String?
        var deletedDate: String?
    }

    struct Login: Decodable {
        var uris: [LoginURI]?
        var username: String?
        var password: String?
        var totp: String?
    }

    struct LoginURI: Decodable {
        var uri: String?
    }

    struct PastPassword: Decodable {
        var lastUsedDate: String?
        var password: String?
    }

    static let loginType = 1
    static let typeNames = [2: "secure note", 3: "card", 4: "identity", 5: "SSH key"]

    static func importBatch(_ data: Data, now: Date) throws(KeychainError) -> ImportBatch {
        let file = try ImportSupport.decodeJSON(File.self, from: data, format: "Bitwarden")
        if file.encrypted == true || file.passwordProtected == true {
            throw KeychainError(
                .unsupportedImport,
                "this Bitwarden export is encrypted; export the vault again as 'JSON' (not 'JSON (Encrypted)')")
        }
        guard let items = file.items else {
            throw KeychainError(.malformedImport, "this is not a Bitwarden export: it has no items")
        }
        var batch = ImportBatch()
        for (index, item) in items.enumerated() {
            let position = "item \(index + 1) (\(item.name ?? "unnamed"))"
            guard item.type == loginType, let login = item.login else {
                let kind = typeNames[item.type] ?? "item of type \(item.type)"
                batch.skipped.append(SkippedEntry(position: position, reason: "a \(kind) is not a login"))
                continue
            }
            guard item.deletedDate == nil else {
                batch.skipped.append(SkippedEntry(position: position, reason: "it is in Bitwarden's trash"))
                continue
            }
            var services: [ServiceIdentifier] = []
            for uri in login.uris ?? [] {
                guard let text = uri.uri?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { continue }
                if let service = service(text) {
                    if !services.contains(service) { services.append(service) }
                } else {
                    batch.warnings.append(
                        "\(position): the address '\(text.prefix(64))' is not a web address or an app; left out")
                }
            }
            let created = ImportSupport.date(iso8601: item.creationDate) ?? now
            let modified = ImportSupport.date(iso8601: item.revisionDate) ?? created
            var credential = Credential(
                title: item.name ?? "", services: services, username: login.username ?? "",
                password: login.password.flatMap { $0.isEmpty ? nil : SecretText($0) },
                notes: item.notes.flatMap { $0.isEmpty ? nil : SecretText($0) }, created: created, modified: modified)
            if let totp = login.totp?.trimmingCharacters(in: .whitespaces), !totp.isEmpty {
                do {
                    credential.verificationCode = try generator(totp, issuer: item.name, account: login.username ?? "")
                } catch {
                    batch.skipped.append(
                        SkippedEntry(
                            position: position + ", verification code",
                            reason: "\(error.description); the login was imported without it"))
                }
            }
            credential.history = (item.passwordHistory ?? []).compactMap { past in
                guard let password = past.password, !password.isEmpty else { return nil }
                return CredentialVersion(
                    replaced: ImportSupport.date(iso8601: past.lastUsedDate) ?? created, services: services,
                    username: login.username ?? "", password: SecretText(password), verificationCode: nil)
            }
            batch.credentials.append(credential)
        }
        return batch
    }

    /// A login address as a service: web addresses and bare hosts by their host, Android apps
    /// (`androidapp://package`) and iOS apps (`iosapp://id`) by their identifier.
    static func service(_ text: String) -> ServiceIdentifier? {
        let lowered = text.lowercased()
        for prefix in ["androidapp://", "iosapp://"] where lowered.hasPrefix(prefix) {
            return try? .app(String(text.dropFirst(prefix.count)))
        }
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            return try? .url(text)
        }
        if !text.contains("://") {
            // Bitwarden keeps what was typed: "example.com", or "example.com/login".
            let host = text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? text
            return try? .domain(host)
        }
        return nil
    }

    static func generator(_ text: String, issuer: String?, account: String) throws(KeychainError) -> OTPAuthURL {
        let lowered = text.lowercased()
        if lowered.hasPrefix("otpauth://") || lowered.hasPrefix("apple-otpauth://") || lowered.hasPrefix("steam://") {
            do {
                return try OTPAuthURL(parsing: text)
            } catch {
                throw KeychainError(.malformedImport, "\(error)")
            }
        }
        return try ImportSupport.generator(
            type: "totp", issuer: issuer, account: account, secret: text, algorithm: nil, digits: nil, period: nil,
            counter: nil)
    }
}

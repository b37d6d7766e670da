import Crypto
import Secrets
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The phones paired with the forwarder listener, each with its own token, kept in
/// `phones.json` of a directory only its owner can read.
///
/// A token is shown once, when the phone is paired; the file keeps only its SHA-256, and a
/// presented token is compared with every stored digest in constant time. A revoked phone stays
/// in the file (marked), so that its next attempt is reported as what it is.
public final class PairedPhones: Sendable {
    /// One paired phone, without its token.
    public struct Phone: Sendable, Hashable, Codable, Identifiable {
        public let id: String
        public var name: String
        public let paired: Date
        public var lastSeen: Date?
        public var isRevoked: Bool
        /// SHA-256 of the token, hexadecimal.
        let tokenDigest: String

        enum CodingKeys: String, CodingKey {
            case id, name, paired, lastSeen
            case isRevoked = "revoked"
            case tokenDigest
        }
    }

    /// What a presented token names.
    public enum Verdict: Sendable, Hashable {
        case paired(Phone)
        case revoked(Phone)
        case unknown
    }

    public let path: String
    private let phones: Locked<[Phone]>

    /// Opens (or starts) the list in `directory`, which is made with mode 0700.
    ///
    /// - Throws: ``MessageSourceError/Code/invalidConfiguration`` when the directory or the file
    ///   cannot be read.
    public init(directory: String) throws(MessageSourceError) {
        try PrivateFile.makeDirectory(directory)
        path = directory + "/phones.json"
        var loaded: [Phone] = []
        if let data = FileManager.default.contents(atPath: path) {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            guard let phones = try? decoder.decode([Phone].self, from: data) else {
                throw MessageSourceError(
                    .invalidConfiguration, "the paired-phone list \(path) is not readable; remove it and pair again")
            }
            loaded = phones
        }
        phones = Locked(loaded)
    }

    /// Every phone, revoked ones included, the oldest first.
    public var all: [Phone] { phones.withLock { $0 } }

    /// Pairs a new phone called `name` and returns it with its token (shown once).
    public func pair(name: String, now: Date) throws(MessageSourceError) -> (phone: Phone, token: SecretText) {
        let cleaned = String(
            name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(64).map(Character.init))
        guard !cleaned.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw MessageSourceError(.invalidConfiguration, "give the phone a name, such as \"Pixel 8\"")
        }
        let token = SecretText(Self.random(byteCount: 32))
        let phone = Phone(
            id: Self.random(byteCount: 6).lowercased().replacing("_", with: "x").replacing("-", with: "y"),
            name: cleaned, paired: now, lastSeen: nil, isRevoked: false, tokenDigest: Self.digest(token))
        try update { $0.append(phone) }
        return (phone, token)
    }

    /// Revokes the phone `id`: its token is refused from now on.
    public func revoke(_ id: String) throws(MessageSourceError) {
        var found = false
        try update { phones in
            for index in phones.indices where phones[index].id == id {
                phones[index].isRevoked = true
                found = true
            }
        }
        guard found else { throw MessageSourceError(.notFound, "no paired phone has the id \(id)") }
    }

    /// What `token` names. Compares with every digest, in constant time each.
    public func verdict(for token: SecretText) -> Verdict {
        let presented = SecretText(Self.digest(token))
        var verdict = Verdict.unknown
        for phone in phones.withLock({ $0 }) where SecretText(phone.tokenDigest) == presented {
            verdict = phone.isRevoked ? .revoked(phone) : .paired(phone)
        }
        return verdict
    }

    /// Notes that `id` was heard from at `now` (kept in memory; written with the next change).
    public func seen(_ id: String, at now: Date) {
        phones.withLock { phones in
            for index in phones.indices where phones[index].id == id { phones[index].lastSeen = now }
        }
    }

    private func update(_ change: (inout [Phone]) -> Void) throws(MessageSourceError) {
        let snapshot = phones.withLock { phones in
            change(&phones)
            return phones
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(snapshot) else {
            throw MessageSourceError(.invalidConfiguration, "the paired-phone list cannot be written")
        }
        try PrivateFile.write([UInt8](data), to: path)
    }

    static func digest(_ token: SecretText) -> String {
        token.utf8.withUnsafeBytes { Hex.encode(Array(SHA256.hash(data: $0))) }
    }

    static func random(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        defer { for index in bytes.indices { bytes[index] = 0 } }
        return Base64.encode(bytes, alphabet: .urlSafe, padding: false)
    }
}

/// Files only their owner can read, written whole or not at all.
enum PrivateFile {
    /// Makes `path` (and its parents) with mode 0700; refuses one others can write to.
    static func makeDirectory(_ path: String) throws(MessageSourceError) {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw MessageSourceError(.invalidConfiguration, "cannot make the directory \(path)")
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_uid == getuid(), info.st_mode & 0o022 == 0 else {
            throw MessageSourceError(
                .invalidConfiguration,
                "\(path) belongs to someone else or others can write to it; fix its owner and mode")
        }
    }

    /// Writes `bytes` to `path` with mode 0600, through a temporary file and a rename.
    static func write(_ bytes: [UInt8], to path: String) throws(MessageSourceError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw MessageSourceError(.invalidConfiguration, "cannot write \(path)") }
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result <= 0 { return false }
                offset += result
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        Glibc.close(descriptor)
        guard written, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw MessageSourceError(.invalidConfiguration, "cannot write \(path)")
        }
    }
}

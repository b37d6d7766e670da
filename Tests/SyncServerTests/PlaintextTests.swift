import Crypto
import Foundation
import NIOCore
import PostgresNIO
import Secrets
import SyncProtocol
import Testing

@testable import SyncServer

/// The server's database never holds a secret: a client encrypts records with a key derived
/// from the passphrase, and the test searches every byte the database keeps for what it planted.
@Suite struct PlaintextTests {
    /// What a device knows and the server must never learn.
    struct Planted {
        let passphrase = "correct horse battery staple \(UUID().uuidString.prefix(6))"
        let totpSecret = Array("planted-totp-secret-\(UUID().uuidString.prefix(8))".utf8)
        let password = "planted-password-\(UUID().uuidString.prefix(8))"
        let note = "planted recovery codes \(UUID().uuidString.prefix(8))"

        var masterKey: SymmetricKey { SymmetricKey(data: SHA256.hash(data: Array(passphrase.utf8))) }
        var authKey: SecretBytes {
            SecretBytes(
                HKDF<SHA256>.deriveKey(inputKeyMaterial: masterKey, info: Array("auth".utf8), outputByteCount: 32)
                    .withUnsafeBytes { Array($0) })
        }
        var encryptionKey: SymmetricKey {
            HKDF<SHA256>.deriveKey(inputKeyMaterial: masterKey, info: Array("encryption".utf8), outputByteCount: 32)
        }

        /// The needles: each secret as text, as raw bytes, as hex and as Base64/Base32, so a
        /// secret that slipped through an encoding is still found.
        func needles(token: SecretText) -> [(String, [UInt8])] {
            var needles: [(String, [UInt8])] = []
            func add(_ name: String, _ bytes: [UInt8]) {
                needles.append((name, bytes))
                needles.append((name + " (hex)", Array(bytes.map { String(format: "%02x", $0) }.joined().utf8)))
                needles.append((name + " (Base64)", Array(Data(bytes).base64EncodedString().utf8)))
            }
            add("passphrase", Array(passphrase.utf8))
            add("TOTP secret", totpSecret)
            needles.append(("TOTP secret (Base32)", Array(base32(totpSecret).utf8)))
            add("password", Array(password.utf8))
            add("note", Array(note.utf8))
            add("authentication key", authKey.unredactedBytes())
            add("encryption key", encryptionKey.withUnsafeBytes { Array($0) })
            add("token", Array(token.unredacted.utf8))
            return needles
        }

        func sealedRecord(id: UUID) throws -> [UInt8] {
            let plaintext = """
                {"password":"\(password)","notes":"\(note)","otpauth":"otpauth://totp/x?secret=\(base32(totpSecret))"}
                """
            let box = try AES.GCM.seal(
                Array(plaintext.utf8), using: encryptionKey, authenticating: withUnsafeBytes(of: id.uuid) { Array($0) })
            return Array(box.combined!)
        }
    }

    static func base32(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        var output = ""
        var buffer = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | Int(byte)
            bits += 8
            while bits >= 5 {
                output.append(alphabet[(buffer >> (bits - 5)) & 31])
                bits -= 5
            }
        }
        if bits > 0 { output.append(alphabet[(buffer << (5 - bits)) & 31]) }
        return output
    }

    /// Creates an account, signs in a second device, pushes, edits and deletes records, then
    /// returns the needles.
    static func plant(_ api: API) async throws -> [(String, [UInt8])] {
        let planted = Planted()
        let account = try await api.createAccount(authKey: planted.authKey)
        let phone = try await api.signIn(account).decode(SessionResponse.self)
        let ids = (0..<5).map { _ in UUID() }
        let writes = try ids.map { RecordWrite(id: $0, baseRevision: 0, ciphertext: try planted.sealedRecord(id: $0)) }
        #expect(try await api.push(writes, token: account.token).status == .ok)
        #expect(try await api.push([.deletion(of: ids[0], baseRevision: 1)], token: phone.token).status == .ok)
        #expect(
            try await api.push(
                [RecordWrite(id: ids[1], baseRevision: 2, ciphertext: try planted.sealedRecord(id: ids[1]))],
                token: phone.token
            ).status == .ok)
        return planted.needles(token: account.token)
            + planted.needles(token: phone.token).filter { $0.0.hasPrefix("token") }
    }

    static func search(_ haystack: [UInt8], for needles: [(String, [UInt8])]) -> [String] {
        needles.filter { _, needle in
            haystack.count >= needle.count
                && (0...(haystack.count - needle.count)).contains { start in
                    haystack[start..<start + needle.count].elementsEqual(needle)
                }
        }.map(\.0)
    }

    @Test func theSQLiteFilesHoldNoSecret() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/sync.sqlite"
        let server = try SyncServer(
            store: try SQLiteSyncStore(path: path), configuration: testConfiguration(), logger: quietLogger)
        let needles = try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            try await Self.plant(API(client: client, server: server))
        }
        var scanned = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: directory.path + "/" + file)))
            scanned += bytes.count
            #expect(Self.search(bytes, for: needles).isEmpty, "\(file) holds \(Self.search(bytes, for: needles))")
        }
        #expect(scanned > 4096)
        // The search itself works: the ciphertext is there, and a planted needle is found.
        let probe = Array("xx".utf8) + needles[0].1 + Array("yy".utf8)
        #expect(Self.search(probe, for: needles) == [needles[0].0])
    }

    @Test func thePostgreSQLTablesHoldNoSecret() async throws {
        let store = try PostgresSyncStore(url: try postgresURL(), maximumConnections: 4, logger: quietLogger)
        let server = try SyncServer(store: store, configuration: testConfiguration(), logger: quietLogger)
        let needles = try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            try await Self.plant(API(client: client, server: server))
        }
        // Every table, every row, as PostgreSQL prints it (bytea as hex) and as raw bytes.
        let client = PostgresClient(
            configuration: try PostgresSyncStore.configuration(url: try postgresURL()), backgroundLogger: quietLogger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            var scanned = 0
            for table in ["sync_meta", "account_names", "accounts", "devices", "sessions", "records"] {
                let rows = try await client.query(
                    "SELECT t::text, convert_to(t::text, 'UTF8') FROM \(unescaped: table) t", logger: quietLogger
                ).collect()
                for row in rows {
                    let (text, raw) = try row.decode((String, ByteBuffer).self)
                    scanned += text.utf8.count
                    let hits =
                        Self.search(Array(text.utf8), for: needles)
                        + Self.search(Array(raw.readableBytesView), for: needles)
                    #expect(hits.isEmpty, "\(table) holds \(hits)")
                }
                let blobs = try await client.query(
                    "SELECT ciphertext FROM records UNION ALL SELECT key_bundle FROM accounts UNION ALL SELECT token_hash FROM sessions",
                    logger: quietLogger
                ).collect()
                for row in blobs {
                    let bytes = Array(try row.decode(ByteBuffer.self).readableBytesView)
                    #expect(Self.search(bytes, for: needles).isEmpty)
                }
            }
            #expect(scanned > 1000)
        }
    }
}

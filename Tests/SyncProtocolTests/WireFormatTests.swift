import Foundation
import Secrets
import Testing

@testable import SyncProtocol

/// The JSON on the wire, byte for byte: clients on other platforms depend on these names.
@Suite struct WireFormatTests {
    static let id = UUID(uuidString: "6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11")!
    static let device = UUID(uuidString: "0B6F61A2-4D1E-4C11-8A7E-5B3C2D1E0F99")!

    func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func recordsEncodeTheirFieldsAndBase64() throws {
        let record = SyncRecord(
            id: Self.id, revision: 12, isDeleted: false, deviceID: Self.device, ciphertext: [0, 1, 2, 255])
        #expect(
            try json(record)
                == #"{"ciphertext":"AAEC/w==","deleted":false,"device":"0B6F61A2-4D1E-4C11-8A7E-5B3C2D1E0F99","id":"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11","revision":12,"size":4}"#
        )
        #expect(try JSONDecoder().decode(SyncRecord.self, from: Data(try json(record).utf8)) == record)
    }

    @Test func writesMayOmitDeletedAndCiphertext() throws {
        let text = #"{"id":"6f0d2a5c-8b1e-4e73-9c59-0b9c3c0e0a11","baseRevision":3,"deleted":true}"#
        let write = try JSONDecoder().decode(RecordWrite.self, from: Data(text.utf8))
        #expect(write == .deletion(of: Self.id, baseRevision: 3))
        #expect(
            try json(write)
                == #"{"baseRevision":3,"ciphertext":"","deleted":true,"id":"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11"}"#)
        let plain = try JSONDecoder().decode(
            RecordWrite.self,
            from: Data(#"{"id":"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11","baseRevision":0,"ciphertext":"AQI="}"#.utf8))
        #expect(plain == RecordWrite(id: Self.id, baseRevision: 0, ciphertext: [1, 2]))
    }

    @Test(arguments: [
        #"{"id":"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11","baseRevision":0,"ciphertext":"not base64!"}"#,
        #"{"id":"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11","baseRevision":-1,"ciphertext":""}"#,
        #"{"id":"nope","baseRevision":0,"ciphertext":""}"#,
        #"{"baseRevision":0,"ciphertext":""}"#,
    ])
    func malformedWritesDoNotDecode(text: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RecordWrite.self, from: Data(text.utf8)) }
    }

    @Test func errorBodiesCarryACodeAndConflicts() throws {
        let body = SyncErrorBody(
            code: .conflict, message: "1 write is based on a stale revision",
            conflicts: [SyncConflict(id: Self.id, baseRevision: 1, current: nil)])
        #expect(
            try json(body)
                == #"{"conflicts":[{"baseRevision":1,"id":"6F0D2A5C-8B1E-4E73-9C59-0B9C3C0E0A11"}],"error":{"code":"conflict","message":"1 write is based on a stale revision"}}"#
        )
        let decoded = try JSONDecoder().decode(SyncErrorBody.self, from: Data(try json(body).utf8))
        #expect(decoded == body)
        #expect(
            try json(SyncErrorBody(code: .rateLimited, message: "slow down", retryAfter: 3)).contains(
                #""retryAfter":3"#))
    }

    @Test func secretsTravelAsBase64ButNeverPrint() throws {
        let key = SecretBytes(Array(repeating: 0x41, count: 32))
        let request = SessionRequest(account: "a@example.com", authKey: key, device: DeviceRegistration(name: "laptop"))
        let text = try json(request)
        #expect(text.contains(#""authKey":"QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUE=""#))
        #expect(try JSONDecoder().decode(SessionRequest.self, from: Data(text.utf8)).authKey == key)
        var dumped = ""
        dump(request, to: &dumped)
        for shown in ["\(request)", String(reflecting: request), dumped] {
            #expect(!shown.contains("QUFB"))
            #expect(!shown.contains("AAAA"))
        }
        let session = SessionResponse(
            token: SecretText("afs1.secret-token"), expiresAt: 5, accountID: Self.id, deviceID: Self.device,
            keyBundle: [1])
        #expect(try json(session).contains("afs1.secret-token"))
        #expect(!"\(session)".contains("secret-token"))
    }

    @Test func kdfParametersRoundTrip() throws {
        let kdf = ClientKDF(salt: Array(0..<16), n: 1 << 17, r: 8, p: 1)
        #expect(try json(kdf) == #"{"algorithm":"scrypt","n":131072,"p":1,"r":8,"salt":"AAECAwQFBgcICQoLDA0ODw=="}"#)
        #expect(try JSONDecoder().decode(ClientKDF.self, from: Data(try json(kdf).utf8)) == kdf)
    }

    @Test func pathsNameTheVersion() {
        #expect(SyncAPI.records == "/v1/records")
        #expect(SyncAPI.device(Self.id) == "/v1/devices/6f0d2a5c-8b1e-4e73-9c59-0b9c3c0e0a11")
        #expect(SyncAPI.currentSession == "/v1/sessions/current")
    }

    /// The seeds of the FuzzSyncWire fuzz target are real bodies of their types, so the fuzzer
    /// starts from inputs that decode.
    @Test(arguments: [
        "create-account", "session-request", "change-key", "push-request", "changes-page", "conflict-error",
        "session-response", "device-list",
    ])
    func fuzzSeedsDecode(name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds/FuzzSyncWire/" + name)
        let data = try Data(contentsOf: path)
        let decoder = JSONDecoder()
        switch name {
        case "create-account": _ = try decoder.decode(CreateAccountRequest.self, from: data)
        case "session-request": _ = try decoder.decode(SessionRequest.self, from: data)
        case "change-key": _ = try decoder.decode(ChangeKeyRequest.self, from: data)
        case "push-request": #expect(try decoder.decode(PushRequest.self, from: data).writes.count == 2)
        case "changes-page": #expect(try decoder.decode(ChangesPage.self, from: data).records.count == 1)
        case "conflict-error": #expect(try decoder.decode(SyncErrorBody.self, from: data).conflicts?.count == 1)
        case "session-response": _ = try decoder.decode(SessionResponse.self, from: data)
        default: #expect(try decoder.decode(DeviceList.self, from: data).devices.count == 1)
        }
    }
}

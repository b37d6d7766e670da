import Keychain
import SyncHTTPTransport
import Testing

// The transport against a real server is tested in KeychainSyncTests (`live: true`).
@Suite("Sync server addresses")
struct ServerAddressTests {
    @Test(
        "https, or http on loopback only",
        arguments: [
            ("https://sync.example.com", "https://sync.example.com"),
            ("https://sync.example.com:8443/", "https://sync.example.com:8443"),
            ("http://127.0.0.1:8780", "http://127.0.0.1:8780"),
            ("http://localhost:8780/", "http://localhost:8780"),
        ])
    func accepted(input: String, expected: String) throws {
        #expect(try HTTPSyncTransport.validate(input) == expected)
    }

    @Test(
        "refused",
        arguments: [
            "http://sync.example.com", "ftp://sync.example.com", "https://sync.example.com/v1",
            "https://user:pw@sync.example.com", "sync.example.com", "", "https://sync.example.com?x=1",
        ])
    func refused(input: String) {
        #expect(throws: KeychainError(.invalidParameter, "")) { try HTTPSyncTransport.validate(input) }
    }
}

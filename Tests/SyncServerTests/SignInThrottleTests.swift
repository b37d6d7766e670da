import Foundation
import Hummingbird
import HummingbirdTesting
import Secrets
import SyncProtocol
import Testing

@testable import SyncServer

#if canImport(Glibc)
import Glibc
import TestSupport
#endif

let forwardedFor = HTTPFields.Element.Name("X-Forwarded-For")!

@Suite("Failed sign-ins slow guessing but never lock an account out")
struct SignInThrottleTests {
    /// The default policies, with client addresses taken from `X-Forwarded-For` so that one test
    /// can speak from many addresses.
    static func configuration() -> SyncServerConfiguration {
        var configuration = testConfiguration()
        configuration.trustsForwardedFor = true
        configuration.signInRate = .perMinute(20)
        configuration.failedSignIns = FailedSignInPolicy()
        return configuration
    }

    static func signIn(
        _ api: API, _ account: API.Account, from address: String, authKey: SecretBytes? = nil,
        device: UUID? = nil
    ) async throws -> API.Reply {
        try await api.send(
            .post, SyncAPI.sessions,
            body: Array(
                try JSONEncoder().encode(
                    SessionRequest(
                        account: account.name, authKey: authKey ?? account.authKey,
                        device: DeviceRegistration(id: device, name: "phone")))),
            headers: [forwardedFor: address])
    }

    @Test("ten wrong sign-ins from each of three addresses do not keep the owner out from a fourth")
    func strangersCannotLockOut() async throws {
        try await withServer(.sqlite, configuration: Self.configuration()) { api in
            let account = try await api.createAccount()
            for address in ["198.51.100.1", "198.51.100.2", "198.51.100.3"] {
                for _ in 0..<10 {
                    let reply = try await Self.signIn(
                        api, account, from: address, authKey: SecretBytes(randomCount: 32))
                    #expect(reply.status == .unauthorized || reply.status == .tooManyRequests)
                }
            }
            // A new device, from elsewhere, with the right passphrase.
            #expect(try await Self.signIn(api, account, from: "203.0.113.9").status == .created)
            // The account's first device signing in again.
            #expect(
                try await Self.signIn(api, account, from: "203.0.113.10", device: account.session.deviceID).status
                    == .created)
        }
    }

    @Test("a guesser from one address waits longer after each failure; the count ends with a right passphrase")
    func backoffPerPair() async throws {
        try await withServer(.sqlite, configuration: Self.configuration()) { api in
            let account = try await api.createAccount()
            for _ in 0..<5 {
                #expect(
                    try await Self.signIn(api, account, from: "198.51.100.7", authKey: SecretBytes(randomCount: 32))
                        .status == .unauthorized)
            }
            let slowed = try await Self.signIn(
                api, account, from: "198.51.100.7", authKey: SecretBytes(randomCount: 32))
            #expect(slowed.status == .tooManyRequests)
            #expect(slowed.headers[.retryAfter] == "1")
            // The same address for another account, and another address for this one, go ahead.
            let other = try await api.createAccount()
            #expect(try await Self.signIn(api, other, from: "198.51.100.7").status == .created)
            #expect(try await Self.signIn(api, account, from: "198.51.100.8").status == .created)
        }
        let throttle = SignInThrottle(policy: FailedSignInPolicy())
        #expect((0..<12).map { throttle.delay(afterFailures: $0) } == [0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64])
        #expect(throttle.delay(afterFailures: 40) == 900)
        for second in 0..<5 {
            throttle.recordFailure(address: "a", account: "x", knownDevice: true, now: Double(second))
        }
        #expect(throttle.wait(address: "a", account: "x", knownDevice: true, now: 4.5) == 0.5)
        #expect(throttle.wait(address: "a", account: "x", knownDevice: true, now: 5) == nil)
        throttle.recordSuccess(address: "a", account: "x")
        throttle.recordFailure(address: "a", account: "x", knownDevice: true, now: 6)
        #expect(throttle.wait(address: "a", account: "x", knownDevice: true, now: 6) == nil)
    }

    @Test("guessing from many addresses is bounded for new devices; the account's own devices still sign in")
    func manyAddresses() async throws {
        var configuration = Self.configuration()
        configuration.failedSignIns.newDeviceFailures = RateLimit(perSecond: 1.0 / 3600, burst: 20)
        try await withServer(.sqlite, configuration: configuration) { api in
            let account = try await api.createAccount()
            for index in 0..<20 {
                #expect(
                    try await Self.signIn(
                        api, account, from: "198.51.100.\(index)", authKey: SecretBytes(randomCount: 32)
                    )
                    .status == .unauthorized)
            }
            let refused = try await Self.signIn(api, account, from: "198.51.100.200")
            #expect(refused.status == .tooManyRequests)
            // A made-up device id does not help; the real one does.
            #expect(
                try await Self.signIn(api, account, from: "198.51.100.201", device: UUID()).status == .tooManyRequests)
            #expect(
                try await Self.signIn(api, account, from: "198.51.100.202", device: account.session.deviceID).status
                    == .created)
        }
    }

    @Test("refusals and rate limits are logged with the client's address, a bounded number of lines")
    func logs() async throws {
        let logs = CapturedLogs()
        var configuration = Self.configuration()
        configuration.addressRate = RateLimit(perSecond: 0.001, burst: 5)
        try await withServer(.sqlite, configuration: configuration, logger: logs.logger) { api in
            let account = try await api.createAccount()
            let wrong = SecretBytes(randomCount: 32)
            _ = try await Self.signIn(api, account, from: "198.51.100.77", authKey: wrong)
            for _ in 0..<500 {
                _ = try await api.send(.get, SyncAPI.info, headers: [forwardedFor: "192.0.2.5"])
            }
        }
        // By message and status, not by text: Hummingbird's random request ids can contain "429".
        let events = logs.events
        let refused = events.filter { $0.message == "sign-in refused" }
        #expect(refused.count == 1)
        #expect(refused.first?.metadata["address"] == "198.51.100.77")
        let limited = events.filter { $0.message == "request refused" && $0.metadata["status"] == "429" }
        #expect(limited.first?.metadata["address"] == "192.0.2.5")
        // 495 refusals: ten lines a minute, the rest counted.
        #expect(limited.count <= 10)
    }
}

@Suite("The sync server closes what it will not read")
struct ConnectionTests {
    @Test("an over-size request is answered 413 and its connection closed, not kept open")
    func oversizeRequestClosesTheConnection() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteSyncStore(path: directory.path + "/sync.sqlite")
        let server = try SyncServer(store: store, configuration: testConfiguration(), logger: quietLogger)
        let app = server.makeApplication(host: "127.0.0.1", port: 0)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            // The exchange blocks, so it runs off the cooperative threads the server's handlers need.
            let (answer, closed) = await LoopbackSocket.blocking { () -> (String, String?) in
                let head =
                    "POST /v1/prelogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n"
                let descriptor = LoopbackSocket.connect(port: port, sending: head)
                guard descriptor >= 0 else { return ("", "cannot connect") }
                defer { close(descriptor) }
                LoopbackSocket.setReceiveTimeout(descriptor, seconds: 30)
                let chunk = [UInt8](repeating: 0x20, count: 64 << 10)
                for _ in 0..<4 {
                    _ = chunk.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = recv(descriptor, &buffer, buffer.count, 0)
                let answer = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
                var read = 0
                repeat { read = recv(descriptor, &buffer, buffer.count, 0) } while read > 0
                return (answer, read == 0 || errno == ECONNRESET ? nil : "errno \(errno)")
            }
            #expect(answer.hasPrefix("HTTP/1.1 413"))
            #expect(closed == nil, "the connection stayed open (\(closed ?? ""))")
        }
    }
}

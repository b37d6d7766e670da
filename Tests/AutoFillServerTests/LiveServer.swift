import AsyncHTTPClient
import Foundation
import Keychain
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle
import TestSupport

@testable import AutoFillServer

/// A clock tests move by hand.
final class TestClock: Sendable {
    private let value: NIOLockedValueBox<Date>
    init(_ date: Date = Date(timeIntervalSince1970: 1_700_000_000)) { value = NIOLockedValueBox(date) }
    var now: Date { value.withLockedValue { $0 } }
    func advance(by seconds: TimeInterval) { value.withLockedValue { $0 = $0.addingTimeInterval(seconds) } }
}

/// A real service on a free loopback port and a temporary state directory.
final class LiveServer: Sendable {
    struct Reply: Sendable {
        let status: Int
        let headers: [(String, String)]
        let body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]) ?? [:] }
        var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
        func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
    }

    let directory: String
    let clock = TestClock()
    let logs = CapturedLogs()
    let server: AutoFillServer
    let ready: AutoFillServer.Ready
    let token: String
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    let http = HTTPClient(eventLoopGroupProvider: .singleton)

    var port: Int { ready.port }
    var authority: String { "127.0.0.1:\(port)" }

    static func start(
        presenceInterval: Duration = .seconds(300), configure: (inout ServerConfiguration) -> Void = { _ in }
    ) async throws -> LiveServer {
        let directory = FileManager.default.temporaryDirectory.path + "/afs-" + UUID().uuidString.prefix(8)
        return try await LiveServer(directory: directory, presenceInterval: presenceInterval, configure: configure)
    }

    private init(
        directory: String, presenceInterval: Duration, configure: (inout ServerConfiguration) -> Void
    ) async throws {
        self.directory = directory
        var configuration = ServerConfiguration(
            port: 0, stateDirectory: directory + "/state", vaultPath: directory + "/vault.sqlite",
            presenceInterval: presenceInterval, keyDerivation: .unsafeWeakParametersForTesting())
        // The machine's logind stays out of unit tests (check 88-serve-logind-lock drives it).
        configuration.logindBus = nil
        configure(&configuration)
        let (readyStream, readyContinuation) = AsyncStream<AutoFillServer.Ready>.makeStream()
        let clock = self.clock
        server = AutoFillServer(configuration: configuration, logger: logs.logger, now: { clock.now }) { ready in
            readyContinuation.yield(ready)
        }
        group = ServiceGroup(
            configuration: .init(services: [server], logger: Logger(label: "quiet") { _ in SwiftLogNoOpLogHandler() }))
        let group = self.group
        task = Task { try await group.run() }
        var iterator = readyStream.makeAsyncIterator()
        guard let ready = await iterator.next() else { throw CancellationError() }
        self.ready = ready
        token = try String(contentsOfFile: configuration.tokenPath, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One request. `token: nil` sends no credentials; `host` overrides the Host header.
    func request(
        _ method: String, _ path: String, json: String? = nil, token: String? = "", host: String? = nil,
        headers: [(String, String)] = []
    ) async throws -> Reply {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = .init(rawValue: method)
        request.headers.add(name: "Host", value: host ?? authority)
        if let token {
            request.headers.add(name: "Authorization", value: "Bearer " + (token.isEmpty ? self.token : token))
        }
        if let json {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(string: json))
        }
        for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
        let response = try await http.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 8 << 20)
        return Reply(
            status: Int(response.status.code), headers: response.headers.map { ($0.name, $0.value) },
            body: Array(body.readableBytesView))
    }

    /// Creates the vault with `passphrase`.
    func createVault(_ passphrase: String = "correct horse battery") async throws {
        let reply = try await request("POST", "/v1/vault", json: #"{"passphrase":"\#(passphrase)"}"#)
        precondition(reply.status == 201, reply.text)
    }

    /// A session token for a demo host, through a login link.
    func demoSession(host: String) async throws -> String {
        let link = try await request("POST", "/v1/login-links", json: #"{"host":"\#(host)","path":"/demo/signin"}"#)
        let url = link.json["url"] as! String
        let code = String(url[url.range(of: "#login=")!.upperBound...])
        let session = try await request(
            "POST", "/v1/session", json: #"{"loginCode":"\#(code)"}"#, token: nil, host: "\(host):\(port)")
        return session.json["token"] as! String
    }

    func stop() async throws {
        await group.triggerGracefulShutdown()
        try await task.value
        try await http.shutdown()
        try? FileManager.default.removeItem(atPath: directory)
    }
}

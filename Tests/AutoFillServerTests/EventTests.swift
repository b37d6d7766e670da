import AsyncHTTPClient
import AutoFillAPI
import Foundation
import NIOCore
import Testing

@testable import AutoFillServer

@Suite("Server-sent events and shutdown")
struct EventTests {
    @Test("The hub sends each event to the audiences allowed to see it")
    func audiences() async throws {
        let hub = EventHub()
        let full = try #require(hub.subscribe(access: .full))
        let site = try #require(hub.subscribe(access: .site("login.example.test")))
        let otherSite = try #require(hub.subscribe(access: .site("other.example.test")))
        #expect(hub.subscribe(access: .none) != nil)
        hub.publish(ServerEvent(.suggestionsChanged, data: ["n": 1], audience: .site("login.example.test")))
        hub.publish(ServerEvent(.codeReceived, data: [String: String](), audience: .full))
        hub.publish(ServerEvent(.vaultLocked, data: [String: String](), audience: .everyone))
        hub.close()
        var seen: [String: [String]] = [:]
        for (name, stream) in [("full", full), ("site", site), ("other", otherSite)] {
            for await event in stream { seen[name, default: []].append(event.name.rawValue) }
        }
        #expect(seen["full"] == ["suggestions-changed", "code-received", "vault-locked"])
        #expect(seen["site"] == ["suggestions-changed", "vault-locked"])
        #expect(seen["other"] == ["vault-locked"])
        #expect(hub.subscribe(access: .full) == nil)
        #expect(ServerEvent.keepAlive.wireText == ": keep-alive\n\n")
    }

    @Test("The hub caps its subscribers")
    func cap() {
        let hub = EventHub()
        var streams: [AsyncStream<ServerEvent>] = []
        for _ in 0..<EventHub.maximumSubscribers { if let s = hub.subscribe(access: .full) { streams.append(s) } }
        #expect(streams.count == EventHub.maximumSubscribers)
        #expect(hub.subscribe(access: .full) == nil)
        hub.close()
    }

    @Test("A focused code field is told at once when a code arrives; shutdown ends the stream and removes the socket")
    func pushAndShutdown() async throws {
        let server = try await LiveServer.start()
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(server.port)/v1/events")
        request.headers.add(name: "Authorization", value: "Bearer " + server.token)
        let response = try await server.http.execute(request, timeout: .seconds(30))
        #expect(response.status.code == 200)
        #expect(response.headers.first(name: "Content-Type")?.hasPrefix("text/event-stream") == true)
        let reader = Task {
            var text = ""
            for try await chunk in response.body {
                text += String(buffer: chunk)
            }
            return text
        }
        let view = try await server.request(
            "POST", "/v1/fields", json: focusJSON(page: "https://login.example.test/"))
        let field = try #require(view.json["fieldID"] as? String)
        _ = try await server.request("POST", "/v1/messages", json: #"{"text":"Code 123456\n@example.test #123456"}"#)
        try await Task.sleep(for: .milliseconds(200))
        let socket = server.ready.socketPath
        #expect(FileManager.default.fileExists(atPath: socket))
        try await server.stop()
        let text = try await reader.value
        #expect(text.contains("event: hello"))
        // The event carries the suggestion the broker made, for the field that may use it.
        let arrival = try #require(
            text.components(separatedBy: "\n\n").first { $0.hasPrefix("event: code-arrived\n") })
        let data = try #require(arrival.split(separator: "\n").last?.dropFirst("data: ".count))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let event = try decoder.decode(FieldEvent.self, from: Data(data.utf8))
        #expect(event.fieldID?.uuidString.lowercased() == field)
        #expect(event.suggestion?.kind == "deliveredCode")
        #expect(event.suggestion?.boundDomain == "example.test")
        #expect(event.code?.domain == "example.test")
        #expect(!text.contains("event: suggestions-changed"))
        #expect(!text.contains("123456"))
        #expect(!FileManager.default.fileExists(atPath: socket))
        #expect(!FileManager.default.fileExists(atPath: server.ready.tokenPath))
    }

    @Test("A second service on the same state directory refuses to start")
    func singleInstance() async throws {
        try await withServer { server in
            #expect(throws: AutoFillServerError.self) {
                try AutoFillServer.claimSocket(server.ready.socketPath)
            }
        }
    }

    @Test("Non-loopback addresses need the explicit flag")
    func loopbackOnly() throws {
        var configuration = ServerConfiguration(host: "0.0.0.0", stateDirectory: "/tmp/x", vaultPath: "/tmp/x/v")
        #expect(throws: AutoFillServerError.self) { try configuration.validate() }
        configuration.allowsNonLoopback = true
        try configuration.validate()
        for host in ["127.0.0.1", "127.1.2.3", "::1", "localhost"] {
            #expect(ServerConfiguration.isLoopback(host))
        }
        for host in ["0.0.0.0", "10.0.0.1", "127.0.0.1.evil", "::"] {
            #expect(!ServerConfiguration.isLoopback(host))
        }
    }
}

@Suite("Reading the event stream")
struct ServerSentEventParserTests {
    @Test("Events are read whole however the stream is cut; comments and retry lines are skipped")
    func chunks() {
        let wire = Array(
            "retry: 2000\n\nevent: hello\ndata: {\"a\":1}\n\n: keep-alive\n\nevent: code-arrived\ndata: {\"b\":2}\n\n"
                .utf8)
        for size in [1, 2, 3, 7, wire.count] {
            var parser = ServerSentEventParser()
            var events: [(name: String, data: [UInt8])] = []
            var offset = 0
            while offset < wire.count {
                events += parser.append(Array(wire[offset..<min(wire.count, offset + size)]))
                offset += size
            }
            #expect(events.map(\.name) == ["hello", "code-arrived"], "chunks of \(size)")
            #expect(events.map { String(decoding: $0.data, as: UTF8.self) } == ["{\"a\":1}", "{\"b\":2}"])
        }
    }

    @Test("A block that never ends is dropped past 1 MB, and the stream goes on")
    func oversized() {
        var parser = ServerSentEventParser()
        #expect(parser.append([UInt8](repeating: 0x61, count: (1 << 20) + 1)).isEmpty)
        #expect(parser.append(Array("\n\nevent: x\ndata: {}\n\n".utf8)).map(\.name) == ["x"])
    }
}

extension ServerSentEventParserTests {
    @Test("Lines are told apart by their bytes: data that starts with a combining mark is still data")
    func combiningMark() {
        var parser = ServerSentEventParser()
        let payload: [UInt8] = [0xDB, 0x9A, 0x64]  // U+06DA, then "d"
        let events = parser.append(Array("event: x\ndata: ".utf8) + payload + Array("\n\n".utf8))
        #expect(events.count == 1 && events.first?.data == payload)
    }
}

import Foundation
import Testing

@testable import AutoFillServer

@Suite("Native messaging")
struct BridgeTests {
    @Test("Frames round-trip, split anywhere")
    func framing() throws {
        let messages = [Array(#"{"a":1}"#.utf8), [], Array(String(repeating: "x", count: 70_000).utf8)]
        var stream: [UInt8] = []
        for message in messages { stream += try NativeMessageFraming.frame(message) }
        #expect(Array(stream.prefix(4)) == [7, 0, 0, 0])
        for chunkSize in [1, 3, 4, 5, 4096, stream.count] {
            var framing = NativeMessageFraming()
            var received: [[UInt8]] = []
            var offset = 0
            while offset < stream.count {
                framing.append(stream[offset..<min(offset + chunkSize, stream.count)])
                offset += chunkSize
                while let message = try framing.nextMessage() { received.append(message) }
            }
            #expect(received == messages)
            #expect(framing.pendingByteCount == 0)
        }
    }

    @Test("Frames over 1 MB are refused both ways")
    func limits() throws {
        var framing = NativeMessageFraming()
        framing.append([0x01, 0x00, 0x10, 0x00])  // 1 MB + 1
        #expect(throws: AutoFillServerError.self) { try framing.nextMessage() }
        #expect(throws: AutoFillServerError.self) {
            try NativeMessageFraming.frame([UInt8](repeating: 0, count: NativeMessageFraming.maximumMessageSize + 1))
        }
        var exact = NativeMessageFraming()
        exact.append([0x00, 0x00, 0x10, 0x00])
        #expect(try exact.nextMessage() == nil)
    }

    @Test(
        "Only the browser's endpoints are forwarded",
        arguments: [
            ("GET", "/v1/status", true), ("POST", "/v1/fields", true), ("GET", "/v1/fields/0F3A-99", true),
            ("DELETE", "/v1/fields/abc", true), ("POST", "/v1/fill", true), ("post", "/v1/messages", true),
            ("GET", "/v1/codes", true), ("GET", "/v1/codes?query=github.com", true),
            ("GET", "/v1/codes?query=a%20b&query=c", true), ("GET", "/v1/codes?other=1", false),
            ("GET", "/v1/codes?query=<x>", false), ("POST", "/v1/credentials/check", true),
            ("POST", "/v1/credentials", true), ("POST", "/v1/login-links", false), ("GET", "/v1/events", false),
            ("GET", "/v1/fields/../codes", false), ("GET", "/v1/fields/", false), ("GET", "/v1/fields/a/b", false),
            ("GET", "/v1/status?x=1", false), ("GET", "/v1/fields/%2e%2e", false), ("POST", "/v1/vault", false),
        ])
    func allowList(method: String, path: String, allowed: Bool) {
        let json = Array(#"{"id":1,"method":"\#(method)","path":"\#(path)"}"#.utf8)
        let result = Result { () throws(AutoFillServerError) in try BridgeRequest(json: json) }
        switch result {
        case .success: #expect(allowed)
        case .failure(let error): #expect(!allowed && error.code == .forbidden)
        }
    }

    @Test("Requests are read strictly and answered with their id")
    func requests() throws {
        let request = try BridgeRequest(
            json: Array(#"{"id":"tab-7","method":"POST","path":"/v1/fill","body":{"fieldID":"x"}}"#.utf8))
        #expect(request.id == #""tab-7""#)
        #expect(String(decoding: request.body ?? [], as: UTF8.self) == #"{"fieldID":"x"}"#)
        let answer = String(decoding: request.answer(status: 200, body: Array(#"{"ok":true}"#.utf8)), as: UTF8.self)
        #expect(answer == #"{"id":"tab-7","status":200,"body":{"ok":true}}"#)
        for bad in [
            "[]", "nope", #"{"id":1}"#, #"{"id":true,"method":"GET","path":"/v1/status"}"#,
            #"{"method":"GET","path":"/v1/status","body":5}"#,
        ] {
            #expect(throws: AutoFillServerError.self) { try BridgeRequest(json: Array(bad.utf8)) }
        }
        let failure = String(decoding: BridgeRequest.failure(AutoFillServerError(.badRequest, "bad")), as: UTF8.self)
        #expect(failure.contains(#""status":400"#))
    }

    @Test("Host and Origin parsing")
    func parsing() {
        #expect(HostPolicy.split(authority: "127.0.0.1:7391")! == ("127.0.0.1", 7391))
        #expect(HostPolicy.split(authority: "[::1]:80")! == ("[::1]", 80))
        #expect(HostPolicy.split(authority: "a:b") == nil)
        #expect(HostPolicy.split(authority: "a:1:2") == nil)
        #expect(HostPolicy.split(authority: "a b") == nil)
        #expect(HostPolicy.split(origin: "http://localhost:7391")! == ("http", "localhost", 7391))
        #expect(HostPolicy.split(origin: "null") == nil)
        #expect(HostPolicy.split(origin: "http://a/b") == nil)
        let policy = HostPolicy()
        #expect(policy.role(of: "login.example.test") == .demoSite)
        #expect(policy.role(of: "example.test") == .demoSite)
        #expect(policy.role(of: "badexample.test") == nil)
        #expect(policy.role(of: "localhost") == .app)
        #expect(HostPolicy(demoDomain: nil).role(of: "login.example.test") == nil)
    }
}

@Suite("Native messaging ids")
struct BridgeIDTests {
    @Test("A refused request still gets its id back")
    func idOfRefused() {
        #expect(
            BridgeRequest.id(in: Array(#"{"id":"create","method":"POST","path":"/v1/vault"}"#.utf8)) == #""create""#)
        #expect(BridgeRequest.id(in: Array(#"{"id":42}"#.utf8)) == "42")
        #expect(BridgeRequest.id(in: Array("nope".utf8)) == "null")
        #expect(BridgeRequest.id(in: Array(#"{"id":true}"#.utf8)) == "null")
    }
}

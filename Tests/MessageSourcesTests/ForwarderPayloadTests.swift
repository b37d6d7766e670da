import Foundation
import Secrets
import Testing

@testable import MessageSources

@Suite struct ForwarderPayloadTests {
    func read(_ body: String, _ type: String? = "application/json") throws -> ForwarderPayload {
        try ForwarderPayload(body: Array(body.utf8), contentType: type)
    }

    @Test func smsGatewayForAndroid() throws {
        let payload = try read(
            #"{"deviceId":"ffffffffceb0b1db","event":"sms:received","id":"Ey6E","payload":{"messageId":"abc","message":"Code 123456","phoneNumber":"+19162255887","simNumber":1,"receivedAt":"2024-06-22T15:46:11.000+07:00"},"webhookId":"Lre"}"#
        )
        #expect(payload.format == .smsGateway)
        #expect(payload.text?.unredacted == "Code 123456")
        #expect(payload.sender == "+19162255887")
        #expect(payload.received == Date(timeIntervalSince1970: 1_719_045_971))
        let other = try read(#"{"event":"sms:sent","payload":{"id":"x"}}"#)
        #expect(other.format == .smsGateway && other.text == nil)
    }

    @Test func smsToURLForwarder() throws {
        let payload = try read(
            #"{"from":"+19162255887","text":"Code 123456","sentStamp":1718010000000,"receivedStamp":1718010000500,"sim":"sim1"}"#,
            "application/json; charset=utf-8")
        #expect(payload.format == .smsToURL)
        #expect(payload.sender == "+19162255887")
        #expect(payload.received == Date(timeIntervalSince1970: 1_718_010_000.5))
    }

    @Test func smsForwarderFormAndJSON() throws {
        let form = try read(
            "from=%2B1916&content=Code+123456%0A%40example.com+%23123456&timestamp=1718010000000&sign=",
            "application/x-www-form-urlencoded")
        #expect(form.format == .smsForwarder)
        #expect(form.text?.unredacted == "Code 123456\n@example.com #123456")
        #expect(form.sender == "+1916")
        let json = try read(#"{"from":"10086","content":"Code 654321","timestamp":"1718010000000"}"#)
        #expect(json.format == .smsForwarder && json.received == Date(timeIntervalSince1970: 1_718_010_000))
    }

    @Test func plainBodies() throws {
        #expect(try read(#"{"text":"Code 1","sender":"me"}"#).format == .plain)
        #expect(try read("Code 123456", "text/plain").text?.unredacted == "Code 123456")
        let labelled = try read(#"{"from":"+1","text":"Code 1\n\n@example.com #1"}"#, "text/plain; charset=utf-8")
        #expect(labelled.format == .smsToURL && labelled.text?.unredacted == "Code 1\n\n@example.com #1")
        #expect(try read("{not json", "text/plain").text?.unredacted == "{not json")
        #expect(try read("text=Code+1", "application/x-www-form-urlencoded").format == .plain)
    }

    @Test(
        arguments: [
            ("", "application/json"), ("[1]", "application/json"), ("{\"text\":", "application/json"),
            ("{\"hello\":1}", "application/json"), ("{\"text\":7}", "application/json"), ("{\"text\":\"\"}", nil),
            ("{\"event\":1,\"payload\":{}}", nil), ("{\"event\":\"sms:received\",\"payload\":{}}", nil),
            ("{\"from\":\"a\",\"text\":\"b\",\"receivedStamp\":-1}", nil),
            ("{\"from\":\"a\",\"text\":\"b\",\"receivedStamp\":\"12a\"}", nil),
            ("content=%zz", "application/x-www-form-urlencoded"), ("a=b", "application/x-www-form-urlencoded"),
            ("not json", nil),
        ] as [(String, String?)])
    func malformedBodiesAreRefused(body: String, type: String?) {
        let error = #expect(throws: MessageSourceError.self) { try read(body, type) }
        #expect(error?.code == .malformed)
    }

    @Test func oversizedAndNonUTF8BodiesAreRefused() {
        #expect(throws: MessageSourceError.self) {
            try ForwarderPayload(body: [UInt8](repeating: 0x41, count: 70_000), contentType: "text/plain")
        }
        #expect(throws: MessageSourceError.self) {
            try ForwarderPayload(body: [0xFF, 0xFE, 0x7B], contentType: "application/json")
        }
        let long = "{\"text\":\"" + String(repeating: "x", count: 40_000) + "\"}"
        #expect(throws: MessageSourceError.self) { try read(long) }
    }

    @Test func sendersAreCleanedAndTheTextNeverPrinted() throws {
        let payload = try read("{\"from\":\"+1\\u0000\\u001b[31mred\",\"text\":\"Code 482913\"}")
        #expect(payload.sender == "+1[31mred")
        #expect(!"\(payload)".contains("482913"))
    }
}

@Suite struct PairedPhonesTests {
    func directory() -> String { FileManager.default.temporaryDirectory.path + "/phones-" + UUID().uuidString }

    @Test func pairVerifyRevokeAndReload() throws {
        let path = directory()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let phones = try PairedPhones(directory: path)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let (phone, token) = try phones.pair(name: "Pixel 8", now: now)
        #expect(token.utf8Count == 43)
        #expect(phones.verdict(for: token) == .paired(phone))
        #expect(phones.verdict(for: SecretText("wrong")) == .unknown)
        let file = try String(contentsOfFile: path + "/phones.json", encoding: .utf8)
        #expect(!file.contains(token.unredacted))
        let attributes = try FileManager.default.attributesOfItem(atPath: path + "/phones.json")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        try phones.revoke(phone.id)
        guard case .revoked = phones.verdict(for: token) else {
            Issue.record("the revoked token was not reported as revoked")
            return
        }
        let reloaded = try PairedPhones(directory: path)
        guard case .revoked = reloaded.verdict(for: token) else {
            Issue.record("the revocation did not survive a reload")
            return
        }
        #expect(throws: MessageSourceError.self) { try phones.revoke("nosuchphone") }
        #expect(throws: MessageSourceError.self) { try phones.pair(name: "  ", now: now) }
    }

    @Test func aCorruptListIsAClearError() throws {
        let path = directory()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try "nonsense".write(toFile: path + "/phones.json", atomically: true, encoding: .utf8)
        let error = #expect(throws: MessageSourceError.self) { try PairedPhones(directory: path) }
        #expect(error?.code == .invalidConfiguration)
    }

    @Test func theCertificateIsMadeOnceAndKept() throws {
        let path = directory()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try ForwarderCertificate.loadOrCreate(in: path, now: now, hosts: ["192.168.1.20"])
        let second = try ForwarderCertificate.loadOrCreate(in: path, now: now)
        #expect(first.fingerprint == second.fingerprint)
        #expect(first.fingerprint.split(separator: ":").count == 32)
        #expect(first.certificatePEM.hasPrefix("-----BEGIN CERTIFICATE-----"))
        let key = try FileManager.default.attributesOfItem(atPath: path + "/tls-key.pem")
        #expect((key[.posixPermissions] as? Int) == 0o600)
    }
}

@Suite struct ForwarderIntakeTests {
    @Test(
        arguments: [
            ("/v1/forward/TOKEN", nil, "TOKEN", true),
            ("/v1/forward", "Bearer TOKEN", "TOKEN", true),
            ("/v1/forward/", "bearer  TOKEN ", "TOKEN", true),
            ("/v1/forward/PATH", "Bearer HEADER", "HEADER", true),
            ("/v1/forward/TOKEN?x=1", nil, "TOKEN", true),
            ("/v1/forward", nil, nil, true),
            ("/v1/forward/a/b", nil, nil, false),
            ("/v1/messages", "Bearer TOKEN", nil, false),
            ("/", nil, nil, false),
        ] as [(String, String?, String?, Bool)])
    func tokensComeFromTheHeaderOrThePath(path: String, header: String?, token: String?, isForward: Bool) {
        let (found, forward) = ForwarderIntake.token(path: path, authorization: header)
        #expect(found?.unredacted == token)
        #expect(forward == isForward)
    }

    @Test func rateLimiterWindows() {
        var limiter = RateLimiter(limit: 3)
        let start = Date(timeIntervalSince1970: 1000)
        var answers: [Bool] = []
        for _ in 0..<3 { answers.append(limiter.allow("a", at: start)) }
        #expect(answers == [true, true, true])
        #expect(limiter.isExhausted("a", at: start.addingTimeInterval(30)))
        let fourth = limiter.allow("a", at: start.addingTimeInterval(30))
        let other = limiter.allow("b", at: start.addingTimeInterval(30))
        let later = limiter.allow("a", at: start.addingTimeInterval(60))
        #expect(!fourth && other && later)
        #expect(!limiter.isExhausted("a", at: start.addingTimeInterval(61)))
    }
}

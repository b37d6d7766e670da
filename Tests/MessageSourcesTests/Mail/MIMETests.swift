import Foundation
import Testing

@testable import MessageSources

struct MIMEVector: Decodable, CustomTestStringConvertible, Sendable {
    var name: String
    var mail: String?
    var base64: String?
    var text: String?
    var contains: [String]?
    var excludes: [String]?
    var subject: String?
    var from: String?
    var fromDomain: String?
    var issues: [String]

    var bytes: [UInt8] {
        if let base64 { return Array(Data(base64Encoded: base64)!) }
        return mail!.crlf
    }

    var testDescription: String { name }

    static let all: [MIMEVector] = {
        let data = try! Data(contentsOf: MailFixtures.directory.appendingPathComponent("mime-vectors.json"))
        return try! JSONDecoder().decode([MIMEVector].self, from: data)
    }()
}

struct HTMLVector: Decodable, CustomTestStringConvertible, Sendable {
    var name: String
    var html: String
    var text: String
    var testDescription: String { name }

    static let all: [HTMLVector] = {
        let data = try! Data(contentsOf: MailFixtures.directory.appendingPathComponent("html-vectors.json"))
        return try! JSONDecoder().decode([HTMLVector].self, from: data)
    }()
}

@Suite struct MIMETests {
    @Test(arguments: MIMEVector.all)
    func decodes(_ vector: MIMEVector) {
        let mail = MailMessage(bytes: vector.bytes)
        if let text = vector.text { #expect(mail.text == text) }
        for part in vector.contains ?? [] { #expect(mail.text.contains(part)) }
        for part in vector.excludes ?? [] { #expect(!mail.text.contains(part)) }
        if let subject = vector.subject { #expect(mail.subject == subject) }
        if let from = vector.from { #expect(mail.from == from) }
        if let domain = vector.fromDomain { #expect((mail.fromDomain?.ascii ?? "") == domain) }
        #expect(mail.issues.map(\.name) == vector.issues)
    }

    @Test(arguments: HTMLVector.all)
    func htmlToText(_ vector: HTMLVector) {
        #expect(HTMLText.text(from: vector.html) == vector.text)
    }

    @Test func tenThousandPartsAreCutWithAnIssue() {
        var mail = "Content-Type: multipart/mixed; boundary=p\n\n"
        for index in 0..<10_000 { mail += "--p\nContent-Type: text/plain\n\npart \(index)\n" }
        mail += "--p--\n"
        let started = ContinuousClock.now
        let decoded = MailMessage(bytes: mail.crlf)
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(decoded.issues.contains(.tooManyParts))
        #expect(decoded.text.contains("part 0"))
        #expect(!decoded.text.contains("part 9999"))
        #expect(decoded.issues.first { $0 == .tooManyParts }!.description.contains("parts"))
    }

    @Test func deepNestingIsCut() {
        var mail = ""
        for depth in 0..<200 { mail += "Content-Type: multipart/mixed; boundary=b\(depth)\n\n--b\(depth)\n" }
        mail += "Content-Type: text/plain\n\ndeep 1234\n"
        let decoded = MailMessage(bytes: mail.crlf)
        #expect(decoded.issues.contains(.tooDeep))
        #expect(!decoded.text.contains("1234"))
    }

    @Test func longTextIsTruncatedOnACharacterBoundary() {
        let body = String(repeating: "é", count: 300_000)
        let decoded = MailMessage(
            bytes: "Content-Type: text/plain; charset=utf-8\n\n\(body)".crlf, limits: .init(maximumTextBytes: 1001))
        #expect(decoded.issues.contains(.textTruncated))
        #expect(decoded.body.utf8.count <= 1001)
        #expect(decoded.body.allSatisfy { $0 == "é" })
    }

    @Test func garbageNeverTraps() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "--b\r\n", "Content-Type: multipart/mixed; boundary=b\r\n", "\r\n", "=?utf-8?B?", "?=", "=\r\n", "=4",
            "Content-Transfer-Encoding: base64\r\n", "Content-Transfer-Encoding: quoted-printable\r\n", "<p>", "&#",
            "<script>", "\u{FF}", "charset*0*=utf-8''%", ";", "\"", "(", "\r", "\n", "Content-Type: text/html\r\n",
            "Content-Type: message/rfc822\r\n", "From: <a@b>\r\n", "\0",
        ]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                text += pieces.randomElement(using: &generator)!
            }
            _ = MailMessage(bytes: Array(text.utf8)).text
        }
    }

    @Test func singleByteTablesMatchTheirNames() throws {
        #expect(SingleByteCharset(name: "windows-1252")!.decode([0x80, 0x41]) == "€A")
        #expect(SingleByteCharset(name: "iso-8859-7")!.decode([0xE1]) == "α")
        #expect(SingleByteCharset(name: "windows-1256")!.decode([0xC7]) == "ا")
        #expect(MailText.normalisedCharsetName(" \"ISO_8859-2\" ") == "iso-8859-2")
    }
}

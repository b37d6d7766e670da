import Foundation
import TestSupport
import Testing
import _AutoFillSupport

@Suite struct PercentEncodingTests {
    typealias Failure = PercentEncoding.DecodingError

    @Test func decodesStrictly() throws {
        #expect(try PercentEncoding.decodeUTF8("a%20b+c") == "a b+c")
        #expect(try PercentEncoding.decodeUTF8("a%20b+c", plusAsSpace: true) == "a b c")
        #expect(try PercentEncoding.decodeUTF8("%2B", plusAsSpace: true) == "+")
        #expect(try PercentEncoding.decodeUTF8("caf%C3%a9") == "café")
        #expect(try PercentEncoding.decodeUTF8("") == "")
        #expect(try PercentEncoding.decode(Array("%00%ff".utf8)) == [0, 255])
    }

    @Test(arguments: [("%", 0), ("%4", 0), ("a%4g", 1), ("ab%%41", 2), ("%41%", 3), ("%+1", 0), ("é%x1", 2)])
    func malformedEscapesSayWhere(text: String, offset: Int) {
        #expect(throws: Failure(kind: .malformedEscape, offset: offset)) { try PercentEncoding.decodeUTF8(text) }
        #expect(throws: Failure(kind: .malformedEscape, offset: offset)) { try PercentEncoding.decode(text.utf8) }
    }

    @Test(arguments: ["%FF", "%C3", "%C3%28", "%ED%A0%80", "a%80"])
    func bytesThatAreNotUTF8AreRefusedAsText(text: String) throws {
        #expect(throws: Failure(kind: .invalidUTF8, offset: nil)) { try PercentEncoding.decodeUTF8(text) }
        _ = try PercentEncoding.decode(text.utf8)  // As bytes they are fine.
    }

    @Test func decodesLeniently() {
        func lenient(_ text: String, plusAsSpace: Bool = false) -> String {
            String(decoding: PercentEncoding.decodeLeniently(text.utf8, plusAsSpace: plusAsSpace), as: UTF8.self)
        }
        #expect(lenient("a%20b") == "a b")
        #expect(lenient("100%") == "100%")
        #expect(lenient("%4") == "%4")
        #expect(lenient("%zz%41") == "%zzA")
        #expect(lenient("%%41") == "%A")
        #expect(lenient("%4%41") == "%4A")
        #expect(lenient("%+1") == "%+1")
        #expect(lenient("a+b") == "a+b")
        #expect(lenient("a+b", plusAsSpace: true) == "a b")
        #expect(PercentEncoding.decodeLeniently("%FF%".utf8) == [0xFF, UInt8(ascii: "%")])
    }

    /// Random text over an alphabet rich in escapes, decoded by us and by Foundation (which
    /// refuses malformed escapes and leaves `+` alone; for bytes that are not UTF-8 it answers nil
    /// or U+FFFD, depending on the bytes, so those are compared with `String(validating:)`).
    @Test func strictDecodingAgreesWithFoundation() {
        let pieces = ["%", "4", "1", "a", "F", "g", "+", " ", "é", "%C3", "%A9", "%25", "%2B", "x", "%e2%82%ac", "%FF"]
        var random = SeededGenerator(state: 3)
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            do {
                let bytes = try PercentEncoding.decode(text.utf8)
                #expect(PercentEncoding.decodeLeniently(text.utf8) == bytes, "\(text)")
                if let decoded = String(validating: bytes, as: UTF8.self) {
                    #expect(try PercentEncoding.decodeUTF8(text) == decoded)
                    #expect(decoded == text.removingPercentEncoding, "\(text)")
                } else {
                    #expect(throws: Failure(kind: .invalidUTF8, offset: nil)) { try PercentEncoding.decodeUTF8(text) }
                }
            } catch {
                #expect(error.kind == .malformedEscape)
                #expect(text.removingPercentEncoding == nil, "\(text)")
            }
        }
    }

    @Test func encodesWhatIsNotAllowed() {
        let label = PercentEncoding.AllowedBytes.unreserved.adding("@")
        #expect(
            PercentEncoding.encode("ACME Co:john.doe@example.com", allowing: label)
                == "ACME%20Co%3Ajohn.doe@example.com")
        #expect(PercentEncoding.encode("a~b_c-d.e", allowing: .unreserved) == "a~b_c-d.e")
        #expect(PercentEncoding.encode("café+%", allowing: .unreserved) == "caf%C3%A9%2B%25")
        #expect(PercentEncoding.encode("", allowing: .unreserved) == "")
        let everything = PercentEncoding.AllowedBytes { _ in true }
        #expect(PercentEncoding.encode("a b%", allowing: everything) == "a b%")
    }

    @Test func allowedBytesHoldExactlyWhatWasPut() {
        let set = PercentEncoding.AllowedBytes { $0 % 3 == 0 }
        for byte in UInt8.min...UInt8.max {
            #expect(set.contains(byte) == (byte % 3 == 0))
        }
        var grown = PercentEncoding.AllowedBytes { _ in false }
        grown.insert(0xFF)
        grown.insert(0)
        #expect(grown.contains(0xFF) && grown.contains(0) && !grown.contains(0x80))
    }

    @Test func encodingAgreesWithFoundationAndRoundTrips() throws {
        var unreservedCharacters = CharacterSet()
        unreservedCharacters.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let pieces = [
            "a", "Z", "0", "-", ".", "_", "~", " ", "%", "+", "@", ":", "/", "é", "€", "😀", "\u{0}", "\u{7F}",
        ]
        var random = SeededGenerator(state: 4)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let encoded = PercentEncoding.encode(text, allowing: .unreserved)
            #expect(encoded == text.addingPercentEncoding(withAllowedCharacters: unreservedCharacters), "\(text)")
            #expect(try PercentEncoding.decodeUTF8(encoded) == text)
        }
    }
}

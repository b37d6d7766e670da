import Foundation
import TestSupport
import Testing
import _AutoFillSupport

@Suite struct Base64Tests {
    @Test func encodesAsFoundationDoes() {
        var random = SeededGenerator(state: 5)
        for count in Array(0...100) + [1000] {
            let bytes = random.bytes(count)
            let reference = Data(bytes).base64EncodedString()
            #expect(Base64.encode(bytes) == reference)
            let urlSafe = reference.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            #expect(Base64.encode(bytes, alphabet: .urlSafe) == urlSafe)
            #expect(
                Base64.encode(bytes, alphabet: .urlSafe, padding: false)
                    == urlSafe.replacingOccurrences(of: "=", with: ""))
            #expect(Base64.encode(bytes[...], padding: false) == reference.replacingOccurrences(of: "=", with: ""))
        }
    }

    @Test func everyRuleSetReadsWhatTheEncoderWrites() {
        var random = SeededGenerator(state: 6)
        for count in 0..<70 {
            let bytes = random.bytes(count)
            #expect(Base64.decode(Base64.encode(bytes), rules: .padded) == bytes)
            #expect(Base64.decode(Base64.encode(bytes), rules: .tolerant) == bytes)
            #expect(Base64.decode(Base64.encode(bytes, padding: false), rules: .tolerant) == bytes)
            #expect(Base64.decode(Base64.encode(bytes, alphabet: .urlSafe), rules: .tolerant) == bytes)
            #expect(
                Base64.decode(
                    Base64.encode(bytes, alphabet: .urlSafe, padding: false), rules: .urlSafeUnpaddedCanonical)
                    == bytes)
        }
    }

    /// `.padded` is what Foundation reads, less what Foundation takes that is not Base64 (such as
    /// `QUJD====`, `====` and `mg=Q`): mutate valid texts and compare.
    @Test func paddedAgreesWithFoundationOnWellFormedText() {
        let characters = Array("AQZaz09+/=-_ \n".utf8)
        var random = SeededGenerator(state: 7)
        for _ in 0..<5000 {
            var text = Array(Base64.encode(random.bytes(Int.random(in: 0...12, using: &random))).utf8)
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !text.isEmpty: text.remove(at: Int.random(in: 0..<text.count, using: &random))
                case 1:
                    text.insert(
                        characters.randomElement(using: &random)!, at: Int.random(in: 0...text.count, using: &random))
                default:
                    if !text.isEmpty {
                        text[Int.random(in: 0..<text.count, using: &random)] = characters.randomElement(using: &random)!
                    }
                }
            }
            let string = String(decoding: text, as: UTF8.self)
            let ours = Base64.decode(string, rules: .padded)
            let foundation = Data(base64Encoded: string).map { Array($0) }
            #expect(ours != nil || !Self.isWellFormed(text), "\(string)")
            if let ours {
                #expect(foundation == ours, "\(string)")
            } else if let foundation {
                // Foundation alone accepts it: only text that is not RFC 4648 Base64.
                #expect(!Self.isWellFormed(text), "\(string) -> \(foundation)")
            }
        }
    }

    /// RFC 4648 §4 with padding: groups of four alphabet characters, the last ending in at most two
    /// `=` that stand for the missing characters.
    static func isWellFormed(_ text: [UInt8]) -> Bool {
        guard text.count % 4 == 0 else { return false }
        let data = text.prefix { $0 != UInt8(ascii: "=") }
        let padding = text.count - data.count
        return padding <= 2 && data.count % 4 != 1 && data.allSatisfy(Base64.Alphabet.standard.contains)
            && text[data.count...].allSatisfy { $0 == UInt8(ascii: "=") }
    }

    @Test(arguments: [
        "QQ", "QQ=", "QQ===", "Q===", "QUJD=", "QUJD====", "====", "=", " QQ==", "QQ==\n", "QQ==QQ==", "-_8=", "QUJ",
    ])
    func paddedRefuses(_ text: String) {
        #expect(Base64.decode(text, rules: .padded) == nil)
    }

    @Test func paddedIgnoresUnusedTrailingBitsAsFoundationDoes() {
        #expect(Base64.decode("QR==", rules: .padded) == [0x41])
        #expect(Base64.decode("QUJ=", rules: .padded) == [0x41, 0x42])
    }

    @Test func tolerantReadsWhatOtherProgramsWrite() {
        func text(_ encoded: String) -> String? {
            Base64.decode(encoded, rules: .tolerant).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(text("aGVsbG8=") == "hello")
        #expect(text("aGVsbG8") == "hello")
        #expect(text("aGVs\nbG8=\r\n") == "hello")
        #expect(text(" aGVsbG8 = ") == "hello")
        #expect(text("aGVsbG8==") == "hello")  // Padding is not counted, only capped.
        #expect(Base64.decode("a-_b", rules: .tolerant) != nil)
        #expect(Base64.decode("+/-_", rules: .tolerant) == [0xFB, 0xFF, 0xBF])
        #expect(text("aGVsbG8=x") == nil)
        #expect(text("aGVsbG8===") == nil)
        #expect(text("a") == nil)
        #expect(text("a!==") == nil)
        #expect(text("") == "")
    }

    @Test func urlSafeUnpaddedCanonicalIsStrict() {
        #expect(Base64.decode("QQ", rules: .urlSafeUnpaddedCanonical) == [0x41])
        #expect(Base64.decode("-_8", rules: .urlSafeUnpaddedCanonical) == [0xFB, 0xFF])
        #expect(Base64.decode("QR", rules: .urlSafeUnpaddedCanonical) == nil)  // Unused bits set.
        #expect(Base64.decode("QUJ", rules: .urlSafeUnpaddedCanonical) == nil)
        #expect(Base64.decode("QQ==", rules: .urlSafeUnpaddedCanonical) == nil)
        #expect(Base64.decode("+/8", rules: .urlSafeUnpaddedCanonical) == nil)
        #expect(Base64.decode("QUJD Q", rules: .urlSafeUnpaddedCanonical) == nil)
        #expect(Base64.decode("Q", rules: .urlSafeUnpaddedCanonical) == nil)
    }

    @Test func alphabetsHoldTheirSixtyFourCharacters() {
        #expect(Base64.Alphabet.standard.characters.count == 64)
        #expect(Set(Base64.Alphabet.urlSafe.characters).count == 64)
        #expect(Base64.Alphabet.standard.contains(UInt8(ascii: "+")))
        #expect(!Base64.Alphabet.standard.contains(UInt8(ascii: "-")))
        #expect(!Base64.Alphabet.standard.contains(UInt8(ascii: "=")))
    }
}

import TestSupport
import Testing

@testable import Domains

@Suite struct PunycodeTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let scalars: [UInt32]
        let encoded: String
        var testDescription: String { name }
        var text: String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars.map { Unicode.Scalar($0)! })
            return text
        }
    }

    /// RFC 3492 section 7.1 sample strings.
    static let rfc3492: [Vector] = [
        Vector(
            name: "(A) Arabic (Egyptian)",
            scalars: [
                0x0644, 0x064A, 0x0647, 0x0645, 0x0627, 0x0628, 0x062A, 0x0643, 0x0644, 0x0645, 0x0648, 0x0634,
                0x0639, 0x0631, 0x0628, 0x064A, 0x061F,
            ], encoded: "egbpdaj6bu4bxfgehfvwxn"),
        Vector(
            name: "(B) Chinese (simplified)",
            scalars: [0x4ED6, 0x4EEC, 0x4E3A, 0x4EC0, 0x4E48, 0x4E0D, 0x8BF4, 0x4E2D, 0x6587],
            encoded: "ihqwcrb4cv8a8dqg056pqjye"),
        Vector(
            name: "(L) 3<nen>B<gumi><kinpachi><sensei>",
            scalars: [0x33, 0x5E74, 0x42, 0x7D44, 0x91D1, 0x516B, 0x5148, 0x751F],
            encoded: "3B-ww4c5e180e575a65lsy2b"),
        Vector(
            name: "(M) <amuro><namie>-with-SUPER-MONKEYS",
            scalars: [0x5B89, 0x5BA4, 0x5948, 0x7F8E, 0x6075] + "-with-SUPER-MONKEYS".unicodeScalars.map(\.value),
            encoded: "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"),
        Vector(
            name: "(R) <sono><supiido><de>",
            scalars: [0x305D, 0x306E, 0x30B9, 0x30D4, 0x30FC, 0x30C9, 0x3067], encoded: "d9juau41awczczp"),
        Vector(name: "(S) -> $1.00 <-", scalars: "-> $1.00 <-".unicodeScalars.map(\.value), encoded: "-> $1.00 <--"),
    ]

    @Test(arguments: rfc3492)
    func rfc3492SampleStrings(vector: Vector) throws {
        #expect(try Punycode.encode(vector.text) == vector.encoded)
        #expect(try Punycode.decode(vector.encoded) == vector.text)
    }

    @Test(arguments: [
        ("bücher", "bcher-kva"), ("münchen", "mnchen-3ya"), ("faß", "fa-hia"), ("español", "espaol-zwa"),
        ("日本語", "wgv71a119e"), ("ä", "4ca"), ("домен", "d1acufc"), ("παράδειγμα", "hxajbheg2az3al"),
        ("ñandú", "and-6ma2c"),
    ])
    func labels(text: String, encoded: String) throws {
        #expect(try Punycode.encode(text) == encoded)
        #expect(try Punycode.decode(encoded) == text)
    }

    @Test func decodingAcceptsUpperCaseDigits() throws {
        #expect(try Punycode.decode("BCHER-KVA") == "BüCHER")
    }

    @Test(arguments: ["kva!", "bcher-kv", "99999999999999", "-", "é-abc"])
    func invalidInputIsAnError(text: String) {
        #expect(throws: DomainError(.invalidPunycode, "")) { try Punycode.decode(text) }
    }

    @Test func roundTripsEveryPlaneAndLength() throws {
        var generator = SeededGenerator(seed: 3492)
        for _ in 0..<2000 {
            let length = Int(generator.next() % 20) + 1
            var text = ""
            for _ in 0..<length {
                let ranges: [ClosedRange<UInt32>] = [
                    0x61...0x7A, 0xA0...0x2FF, 0x400...0x4FF, 0x4E00...0x9FFF, 0x1F300...0x1F6FF,
                ]
                let range = ranges[Int(generator.next() % UInt64(ranges.count))]
                let value = range.lowerBound + UInt32(generator.next() % UInt64(range.count))
                text.unicodeScalars.append(Unicode.Scalar(value)!)
            }
            let encoded = try Punycode.encode(text)
            #expect(encoded.utf8.allSatisfy { $0 < 0x80 })
            #expect(try Punycode.decode(encoded) == text)
        }
    }
}

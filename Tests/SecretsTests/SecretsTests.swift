import Testing

@testable import Secrets

@Suite struct SecretBytesTests {
    @Test func redactsEverywhere() {
        let secret = SecretBytes(Array("hunter2-hunter2".utf8))
        #expect(secret.description == "<redacted>")
        #expect(String(describing: secret) == "<redacted>")
        #expect("\(secret)" == "<redacted>")
        #expect(!String(reflecting: secret).contains("hunter2"))
        var dumped = ""
        dump(secret, to: &dumped)
        #expect(!dumped.contains("hunter2") && !dumped.contains("104"))  // 104 = "h"
        let text = SecretText("correct horse")
        #expect("\(text)" == "<redacted>")
        var dumpedText = ""
        dump(text, to: &dumpedText)
        #expect(!dumpedText.contains("correct"))
    }

    @Test func equalityComparesContents() {
        #expect(SecretBytes([1, 2, 3]) == SecretBytes([1, 2, 3]))
        #expect(SecretBytes([1, 2, 3]) != SecretBytes([1, 2, 4]))
        #expect(SecretBytes([1, 2, 3]) != SecretBytes([1, 2, 3, 0]))
        #expect(SecretBytes([]) == SecretBytes([]))
        #expect(SecretText("123456") == SecretText("123456"))
        #expect(SecretText("123456") != SecretText("123457"))
    }

    @Test func randomSecretsHaveTheRequestedLengthAndDiffer() {
        let a = SecretBytes(randomCount: 20)
        let b = SecretBytes(randomCount: 20)
        #expect(a.count == 20)
        #expect(a != b)
        #expect(SecretBytes(randomCount: 0).isEmpty)
        #expect(SecretBytes(randomCount: 13).count == 13)
    }

    @Test func unredactedValuesRoundTrip() {
        #expect(SecretBytes([9, 8, 7]).unredactedBytes() == [9, 8, 7])
        #expect(SecretText("päss").unredacted == "päss")
        #expect(SecretText("päss").utf8Count == 5)
    }

    @Test(arguments: [
        ([UInt8](), [UInt8](), true),
        ([1], [1], true),
        ([1], [2], false),
        ([1, 2], [1], false),
        ([0], [], false),
        ([255, 0, 255], [255, 0, 255], true),
        ([255, 0, 255], [255, 1, 255], false),
    ])
    func constantTimeEquality(lhs: [UInt8], rhs: [UInt8], expected: Bool) {
        #expect(ConstantTime.equals(lhs, rhs) == expected)
        #expect(ConstantTime.equals(rhs, lhs) == expected)
    }

    @Test func secretsOfEveryLengthHoldTheirBytes() {
        // The count and the bytes share one allocation: every length must read back exactly.
        for length in 0..<300 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let copied = bytes.withUnsafeBytes { SecretBytes(copying: $0) }
            let sequence = SecretBytes(bytes.lazy.map { $0 })
            #expect(copied.count == length && sequence.count == length)
            #expect(copied.unredactedBytes() == bytes && sequence.unredactedBytes() == bytes)
            #expect(copied == sequence)
            #expect(copied.withUnsafeBytes { Array($0) } == bytes)
        }
    }

    @Test func storageIsWipedInPlace() {
        // What `deinit` runs: every byte of the secret, and only those, becomes zero.
        let storage = SecretBytes.Storage.make(count: 40) { buffer in
            for index in buffer.indices { buffer[index] = 0xA5 }
        }
        let secret = SecretBytes(storage: storage)
        #expect(secret.unredactedBytes() == Array(repeating: 0xA5, count: 40))
        storage.wipe()
        #expect(secret.unredactedBytes() == Array(repeating: 0, count: 40))
        #expect(secret.count == 40)
    }

    @Test func wipeZeroesMemory() {
        var bytes: [UInt8] = [1, 2, 3, 4]
        bytes.withUnsafeMutableBytes { SecureZero.wipe($0) }
        #expect(bytes == [0, 0, 0, 0])
    }
}

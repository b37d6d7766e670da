import Crypto
import TestSupport
import Testing
import _AutoFillSupport

/// The compression functions and the hashes built on them, against swift-crypto.
@Suite struct SHATests {
    // Every length around the padding boundaries (55/56/64 bytes for SHA-1 and SHA-256,
    // 111/112/128 for SHA-512), and a few long messages.
    static let lengths = Array(0...260) + [1000, 4096]

    @Test func sha256HashMatchesSwiftCrypto() {
        var random = SeededGenerator(state: 8)
        for length in Self.lengths {
            let message = random.bytes(length)
            #expect(
                _AutoFillSupport.SHA256.hash(message) == Array(Crypto.SHA256.hash(data: message)), "length \(length)")
        }
    }

    @Test func sha256KnownAnswers() {
        // FIPS 180-4 examples.
        #expect(
            Hex.encode(_AutoFillSupport.SHA256.hash("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Hex.encode(_AutoFillSupport.SHA256.hash([UInt8]()))
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func digestsMatchSwiftCryptoForEveryHash() {
        var random = SeededGenerator(state: 9)
        for length in Self.lengths {
            let message = random.bytes(length)
            message.withUnsafeBytes { raw in
                #expect(_AutoFillSupport.SHA1.digest(of: raw) == Array(Insecure.SHA1.hash(data: message)))
                #expect(_AutoFillSupport.SHA256.digest(of: raw) == Array(Crypto.SHA256.hash(data: message)))
                #expect(_AutoFillSupport.SHA512.digest(of: raw) == Array(Crypto.SHA512.hash(data: message)))
            }
        }
    }

    @Test func aDigestContinuesFromAnAbsorbedBlock() {
        // Compress the first block by hand, then let digest(of:continuing:absorbed:) finish.
        var random = SeededGenerator(state: 10)
        let message = random.bytes(64 + 30)
        var state = _AutoFillSupport.SHA256.initialState
        withBlock { (w: UnsafeMutablePointer<UInt32>) in
            message.withUnsafeBytes { _AutoFillSupport.SHA256.loadBlock($0, at: 0, into: w, xor: 0) }
            _AutoFillSupport.SHA256.compress(&state, w)
        }
        let rest = Array(message[64...])
        let digest = rest.withUnsafeBytes { _AutoFillSupport.SHA256.digest(of: $0, continuing: state, absorbed: 64) }
        #expect(digest == Array(Crypto.SHA256.hash(data: message)))
    }
}

/// The SHA-instruction and portable compressions (CSHAExtensions) must agree on every block.
@Suite struct HardwareSHATests {
    @Test func sha1PathsAgree() throws {
        guard HardwareSHA.isAvailable else {
            // Nothing to compare on this CPU: every hash takes the portable path, which the tests
            // above check against swift-crypto.
            #expect(!HardwareSHA.isAvailable)
            return
        }
        var random = SeededGenerator(state: 11)
        var block = [UInt32](repeating: 0, count: 16)
        for _ in 0..<2000 {
            for index in 0..<16 { block[index] = UInt32(truncatingIfNeeded: random.next()) }
            let start = _AutoFillSupport.SHA1.State(
                h0: UInt32(truncatingIfNeeded: random.next()), h1: UInt32(truncatingIfNeeded: random.next()),
                h2: UInt32(truncatingIfNeeded: random.next()), h3: UInt32(truncatingIfNeeded: random.next()),
                h4: UInt32(truncatingIfNeeded: random.next()))
            var hardware = start
            var portable = start
            block.withUnsafeBufferPointer {
                _AutoFillSupport.SHA1.compressWithSHAInstructions(&hardware, $0.baseAddress!)
            }
            block.withUnsafeBufferPointer { _AutoFillSupport.SHA1.compressPortably(&portable, $0.baseAddress!) }
            #expect(
                [hardware.h0, hardware.h1, hardware.h2, hardware.h3, hardware.h4]
                    == [portable.h0, portable.h1, portable.h2, portable.h3, portable.h4])
        }
    }

    @Test func sha256PathsAgree() throws {
        guard HardwareSHA.isAvailable else {
            #expect(!HardwareSHA.isAvailable)
            return
        }
        var random = SeededGenerator(state: 12)
        var block = [UInt32](repeating: 0, count: 16)
        func words(_ state: _AutoFillSupport.SHA256.State) -> [UInt32] {
            [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h]
        }
        for _ in 0..<2000 {
            for index in 0..<16 { block[index] = UInt32(truncatingIfNeeded: random.next()) }
            let values = (0..<8).map { _ in UInt32(truncatingIfNeeded: random.next()) }
            let start = _AutoFillSupport.SHA256.State(
                values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7])
            var hardware = start
            var portable = start
            block.withUnsafeBufferPointer {
                _AutoFillSupport.SHA256.compressWithSHAInstructions(&hardware, $0.baseAddress!)
            }
            block.withUnsafeBufferPointer { _AutoFillSupport.SHA256.compressPortably(&portable, $0.baseAddress!) }
            #expect(words(hardware) == words(portable))
        }
    }
}

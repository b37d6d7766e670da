import TestSupport
import Testing

@testable import QRCodes

@Suite struct ReedSolomonDecoderTests {
    /// A valid block: `dataLength` random data codewords and their error correction.
    static func block(dataLength: Int, degree: Int, using generator: inout SeededGenerator) -> [UInt8] {
        let data = (0..<dataLength).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return data + ReedSolomonEncoder(degree: degree).remainder(of: data)
    }

    /// `block` with `count` codewords at distinct random positions changed to other values.
    static func damage(_ block: [UInt8], count: Int, using generator: inout SeededGenerator) -> [UInt8] {
        var damaged = block
        for position in Array(block.indices).shuffled(using: &generator).prefix(count) {
            damaged[position] ^= UInt8.random(in: 1...255, using: &generator)
        }
        return damaged
    }

    @Test func validBlocksAreLeftAlone() {
        var generator = SeededGenerator(seed: 1)
        for degree in [7, 10, 18, 30] {
            var block = Self.block(dataLength: 20, degree: degree, using: &generator)
            let original = block
            #expect(ReedSolomonDecoder(degree: degree).correct(&block, maximumErrors: degree / 2) == 0)
            #expect(block == original)
        }
    }

    /// Every degree the standard uses (7-30), every number of errors up to half of it, short and
    /// long blocks.
    @Test(arguments: [7, 10, 13, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30])
    func correctsUpToHalfTheDegree(degree: Int) {
        var generator = SeededGenerator(seed: UInt64(degree))
        let decoder = ReedSolomonDecoder(degree: degree)
        for dataLength in [1, 9, 46, 122] {
            for errors in 0...(degree / 2) {
                let block = Self.block(dataLength: dataLength, degree: degree, using: &generator)
                var damaged = Self.damage(block, count: errors, using: &generator)
                let corrected = decoder.correct(&damaged, maximumErrors: degree / 2)
                #expect(corrected == errors, "degree \(degree), \(dataLength) data codewords, \(errors) errors")
                #expect(damaged == block)
            }
        }
    }

    @Test(arguments: [7, 10, 15, 22, 30])
    func refusesMoreErrorsThanItMayCorrect(degree: Int) {
        var generator = SeededGenerator(seed: 100 + UInt64(degree))
        let decoder = ReedSolomonDecoder(degree: degree)
        for trial in 0..<60 {
            let block = Self.block(dataLength: 30, degree: degree, using: &generator)
            let errors = degree / 2 + 1 + trial % 4
            let damaged = Self.damage(block, count: errors, using: &generator)
            var attempt = damaged
            #expect(decoder.correct(&attempt, maximumErrors: degree / 2) == nil, "\(errors) errors")
            #expect(attempt == damaged, "a refused block is left as it was")
        }
    }

    @Test func aLowerLimitIsRespected() {
        // Version 1-L keeps 3 of its 7 codewords for detection: 2 errors are corrected, 3 are not.
        var generator = SeededGenerator(seed: 7)
        let decoder = ReedSolomonDecoder(degree: 7)
        let block = Self.block(dataLength: 19, degree: 7, using: &generator)
        var two = Self.damage(block, count: 2, using: &generator)
        #expect(decoder.correct(&two, maximumErrors: 2) == 2)
        var three = Self.damage(block, count: 3, using: &generator)
        #expect(decoder.correct(&three, maximumErrors: 2) == nil)
    }

    @Test func misdecodeProtectionFollowsTable9() {
        let expected: [(Int, ErrorCorrection, Int)] = [
            (1, .low, 2), (1, .medium, 4), (1, .quartile, 6), (1, .high, 8), (2, .low, 4), (2, .medium, 8),
            (3, .low, 7), (3, .medium, 13), (5, .high, 11), (40, .low, 15),
        ]
        for (version, level, correctable) in expected {
            #expect(SymbolVersion(version).correctableErrorsPerBlock(level) == correctable, "\(version)-\(level)")
        }
    }

    @Test func arbitraryBlocksNeverTrap() {
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<500 {
            let degree = Int.random(in: 1...30, using: &generator)
            let length = Int.random(in: 0...255, using: &generator)
            var block = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if let corrected = ReedSolomonDecoder(degree: degree).correct(&block, maximumErrors: degree / 2) {
                #expect(corrected <= degree / 2)
                #expect(ReedSolomonDecoder.syndromes(of: block, count: degree).allSatisfy { $0 == 0 })
            }
        }
    }
}

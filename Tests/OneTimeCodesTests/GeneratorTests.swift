import Foundation
import Secrets
import Testing

@testable import OneTimeCodes

@Suite struct GeneratorTests {
    let secret = SecretBytes(Array("12345678901234567890".utf8))

    @Test(arguments: [0, 1, 5, 11, 12, -1, Int.max, Int.min])
    func digitsOutsideSixToTenAreRefused(digits: Int) {
        #expect(throws: OTPError(.invalidParameter, "")) { try HOTP(secret: secret, digits: digits) }
    }

    @Test func theDigitsErrorSaysWhatIsWrong() {
        #expect(throws: OTPError.self) { try HOTP(secret: secret, digits: 12) }
        do {
            _ = try HOTP(secret: secret, digits: 12)
        } catch {
            #expect(error.description == "digits must be 6-10, got 12")
        }
    }

    @Test(arguments: [6, 7, 8, 9, 10])
    func everyAllowedLengthProducesThatManyDigits(digits: Int) throws {
        let hotp = try HOTP(secret: secret, digits: digits)
        for counter in 0..<50 as Range<UInt64> {
            let code = hotp.code(counter: counter)
            #expect(code.count == digits)
            #expect(code.allSatisfy(\.isASCII) && code.allSatisfy(\.isNumber))
        }
    }

    @Test(arguments: [0, 301, -30])
    func periodsOutsideOneTo300AreRefused(period: Int) {
        #expect(throws: OTPError(.invalidParameter, "")) { try TOTP(secret: secret, period: period) }
    }

    @Test func emptySecretsAreRefused() {
        #expect(throws: OTPError(.invalidSecret, "")) { try HOTP(secret: SecretBytes([])) }
    }

    @Test func epochShiftsSteps() throws {
        let base = try TOTP(secret: secret)
        let shifted = try TOTP(secret: secret, epoch: 1000)
        #expect(try shifted.code(atUnixTime: 1059) == base.code(atUnixTime: 59))
        #expect(throws: OTPError(.timeBeforeEpoch, "")) { try shifted.code(atUnixTime: 999) }
        #expect(throws: OTPError(.timeBeforeEpoch, "")) { try base.code(atUnixTime: -1) }
    }

    @Test func extremeEpochsDoNotOverflow() throws {
        let totp = try TOTP(secret: secret, period: 1, epoch: .min)
        #expect(try totp.step(atUnixTime: .max) == UInt64.max)
        #expect(totp.secondsRemaining(atUnixTime: .max) == 1)
        let late = try TOTP(secret: secret, period: 300, epoch: .max)
        #expect(late.secondsRemaining(atUnixTime: .min) >= 1)
    }

    @Test func secondsRemainingCountsDownThroughThePeriod() throws {
        let totp = try TOTP(secret: secret)
        #expect(totp.secondsRemaining(atUnixTime: 0) == 30)
        #expect(totp.secondsRemaining(atUnixTime: 1) == 29)
        #expect(totp.secondsRemaining(atUnixTime: 29) == 1)
        #expect(totp.secondsRemaining(atUnixTime: 30) == 30)
        #expect(totp.secondsRemaining(at: Date(timeIntervalSince1970: 59.9)) == 1)
        #expect(totp.startOfStep(2) == 60)
    }

    @Test func datesRoundDown() throws {
        let totp = try TOTP(secret: secret, digits: 8)
        #expect(try totp.code(at: Date(timeIntervalSince1970: 59.999)) == "94287082")
        #expect(try totp.code(at: Date(timeIntervalSince1970: 60)) != "94287082")
        #expect(throws: OTPError(.timeBeforeEpoch, "")) { try totp.code(at: Date(timeIntervalSince1970: -0.5)) }
    }

    @Test func descriptionsNeverShowTheSecret() throws {
        let hotp = try HOTP(secret: secret)
        let totp = try TOTP(secret: secret)
        for text in [
            "\(hotp)", "\(totp)", String(reflecting: hotp), String(reflecting: totp), dumped(hotp), dumped(totp),
        ] {
            #expect(!text.contains("1234567890"))
            #expect(!text.contains("GEZDGNBV"))
            #expect(!text.contains("sha1(") && !text.contains("inner"))
        }
    }

    @Test func writeCodeMatchesCode() throws {
        let hotp = try HOTP(secret: secret, algorithm: .sha512, digits: 9)
        var buffer = [UInt8](repeating: 0, count: 9)
        for counter in 0..<100 as Range<UInt64> {
            buffer.withUnsafeMutableBufferPointer { hotp.writeCode(counter: counter, into: $0) }
            #expect(String(decoding: buffer, as: UTF8.self) == hotp.code(counter: counter))
        }
    }

    private func dumped(_ value: Any) -> String {
        var output = ""
        dump(value, to: &output)
        return output
    }
}

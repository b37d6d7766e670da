import Secrets
import Testing

@testable import OneTimeCodes

@Suite struct VerificationTests {
    let totp = try! TOTP(secret: SecretBytes(Array("12345678901234567890".utf8)), digits: 8)

    @Test func acceptsTheCurrentAndNeighbouringStepsAndReportsWhich() throws {
        let verifier = try TOTPVerifier(totp: totp, window: 1)
        let now: Int64 = 1_111_111_111
        let step = try totp.step(atUnixTime: now)
        #expect(verifier.match(totp.code(step: step), atUnixTime: now) == OTPMatch(step: step, offset: 0))
        #expect(verifier.match(totp.code(step: step - 1), atUnixTime: now) == OTPMatch(step: step - 1, offset: -1))
        #expect(verifier.match(totp.code(step: step + 1), atUnixTime: now) == OTPMatch(step: step + 1, offset: 1))
        #expect(verifier.match(totp.code(step: step + 2), atUnixTime: now) == nil)
        #expect(verifier.match(totp.code(step: step - 2), atUnixTime: now) == nil)
    }

    @Test func windowZeroAcceptsOnlyTheCurrentStep() throws {
        let verifier = try TOTPVerifier(totp: totp, window: 0)
        #expect(verifier.match("94287082", atUnixTime: 59) != nil)
        #expect(verifier.match("94287082", atUnixTime: 60) == nil)
    }

    @Test func wrongLengthsAndGarbageAreInvalid() throws {
        let verifier = try TOTPVerifier(totp: totp)
        for code in ["", "9428708", "942870820", "9428708 ", "abcdefgh", "94287082\u{0}"] {
            #expect(verifier.match(code, atUnixTime: 59) == nil, "\(code)")
        }
    }

    @Test func aCodeIsNeverAcceptedTwice() throws {
        let verifier = try TOTPVerifier(totp: totp)
        var replay = ReplayGuard()
        #expect(
            verifier.verify("94287082", atUnixTime: 59, replayGuard: &replay) == .valid(OTPMatch(step: 1, offset: 0)))
        #expect(
            verifier.verify("94287082", atUnixTime: 59, replayGuard: &replay) == .replayed(OTPMatch(step: 1, offset: 0))
        )
        // An earlier step inside the window is refused too once a later one was used.
        let step2 = totp.code(step: 2)
        #expect(verifier.verify(step2, atUnixTime: 60, replayGuard: &replay) == .valid(OTPMatch(step: 2, offset: 0)))
        #expect(
            verifier.verify("94287082", atUnixTime: 60, replayGuard: &replay)
                == .replayed(OTPMatch(step: 1, offset: -1)))
        #expect(verifier.verify("00000000", atUnixTime: 60, replayGuard: &replay) == .invalid)
        #expect(replay.lastAcceptedStep == 2)
    }

    @Test(arguments: [-1, 11, 100])
    func windowsOutsideZeroToTenAreRefused(window: Int) {
        #expect(throws: OTPError(.invalidParameter, "")) { try TOTPVerifier(totp: totp, window: window) }
    }

    @Test func timesBeforeT0NeverMatch() throws {
        let verifier = try TOTPVerifier(totp: totp)
        #expect(verifier.match("94287082", atUnixTime: -100) == nil)
    }

    @Test func stepZeroWindowDoesNotWrapAround() throws {
        let verifier = try TOTPVerifier(totp: totp, window: 2)
        // At step 0 the previous steps do not exist; the code for UInt64.max must not match.
        #expect(verifier.match(totp.code(step: .max), atUnixTime: 0) == nil)
        #expect(verifier.match(totp.code(step: 0), atUnixTime: 0) == OTPMatch(step: 0, offset: 0))
    }

    @Test func hotpLookAheadResynchronises() throws {
        let hotp = try HOTP(secret: SecretBytes(Array("12345678901234567890".utf8)))
        let verifier = try HOTPVerifier(hotp: hotp, lookAhead: 5)
        #expect(verifier.match("755224", expectedCounter: 0) == 0)
        #expect(verifier.match("254676", expectedCounter: 0) == 5)
        #expect(verifier.match("287922", expectedCounter: 0) == nil)  // counter 6: beyond the window
        #expect(verifier.match("287922", expectedCounter: 6) == 6)
        #expect(verifier.match("755224", expectedCounter: 1) == nil)  // never backwards
    }

    @Test func throttleDoublesTheDelayAfterTheFreeAttempts() {
        var throttle = AttemptThrottle(freeAttempts: 2, initialDelay: .seconds(1), maximumDelay: .seconds(8))
        var now: Int64 = 1000
        throttle.recordFailure(atUnixTime: now)
        throttle.recordFailure(atUnixTime: now)
        #expect(throttle.allowsAttempt(atUnixTime: now))
        var delays: [Duration] = []
        for _ in 0..<6 {
            throttle.recordFailure(atUnixTime: now)
            delays.append(throttle.delay(atUnixTime: now))
            #expect(!throttle.allowsAttempt(atUnixTime: now))
            now += throttle.delay(atUnixTime: now).components.seconds
            #expect(throttle.allowsAttempt(atUnixTime: now))
        }
        #expect(delays == [1, 2, 4, 8, 8, 8].map { .seconds($0) })
        throttle.recordSuccess()
        #expect(throttle.failures == 0 && throttle.allowsAttempt(atUnixTime: now))
    }

    @Test func throttleDelaysAreWholeSecondsRoundedUp() {
        let throttle = AttemptThrottle(initialDelay: .milliseconds(1500), maximumDelay: .milliseconds(100))
        #expect(throttle.initialDelay == .seconds(2))
        #expect(throttle.maximumDelay == .seconds(2))
        #expect(AttemptThrottle(initialDelay: .zero).initialDelay == .seconds(1))
    }

    @Test func enrollmentMakesA160BitSecretAndBothLinks() throws {
        let enrollment = try Enrollment(issuer: "example.com", account: "alice@example.com")
        #expect(enrollment.secret.count == 20)
        #expect(
            enrollment.otpauthURL.unredactedString().hasPrefix("otpauth://totp/example.com:alice@example.com?secret="))
        #expect(enrollment.appleOTPAuthURL.unredactedString().hasPrefix("apple-otpauth://totp/"))
        #expect(enrollment.appleOTPAuthURL.issuer == "example.com")
        #expect(enrollment.otpauthURL.warnings.isEmpty && enrollment.appleOTPAuthURL.warnings.isEmpty)
        let reparsed = try OTPAuthURL(parsing: enrollment.appleOTPAuthURL.unredactedString())
        #expect(reparsed.secret == enrollment.secret)
        #expect(!"\(enrollment)".contains(Base32.encode(enrollment.secret.unredactedBytes())))
        let other = try Enrollment(issuer: "example.com", account: "alice@example.com")
        #expect(other.secret != enrollment.secret)
        #expect(throws: OTPError(.invalidSecret, "")) { try Enrollment(issuer: "a", account: "b", secretBytes: 8) }
    }
}

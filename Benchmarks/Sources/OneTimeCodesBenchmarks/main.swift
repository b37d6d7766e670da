import BenchmarkSupport
import OneTimeCodes
import Secrets

let secret = SecretBytes(Array("12345678901234567890".utf8))
let sha1 = try! TOTP(secret: secret)
let sha256 = try! TOTP(secret: SecretBytes(Array("12345678901234567890123456789012".utf8)), algorithm: .sha256)
let sha512 = try! TOTP(secret: SecretBytes(Array(repeating: 0x31, count: 64)), algorithm: .sha512)
let verifier = try! TOTPVerifier(totp: sha1, window: 1)
let base32Text = Base32.encode((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
let otpauth =
    "otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30"

// Release builds only run here: check that the optimised HMAC still computes the right codes
// (RFC 6238 appendix B at counter 1, and keys longer than a block, which are hashed first)
// before timing it.
func checkCodes() {
    let seed = Array(String(repeating: "1234567890", count: 7).utf8)
    let long = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    let checks: [(OTPAlgorithm, [UInt8], String)] = [
        (.sha1, Array(seed.prefix(20)), "94287082"), (.sha256, Array(seed.prefix(32)), "46119246"),
        (.sha512, Array(seed.prefix(64)), "90693936"), (.sha1, Array(long.prefix(100)), "29221636"),
        (.sha256, Array(long.prefix(100)), "24504650"), (.sha512, long, "24093104"),
    ]
    for (algorithm, key, expected) in checks {
        let code = try! HOTP(secret: SecretBytes(key), algorithm: algorithm, digits: 8).code(counter: 1)
        guard code == expected else {
            fatalError("\(algorithm) gave \(code), not \(expected): the release build is wrong")
        }
    }
}
checkCodes()

func codes(_ totp: TOTP) -> @Sendable (Int) -> Void {
    { iterations in
        var step: UInt64 = 37_037_036
        for _ in 0..<iterations {
            blackHole(totp.code(step: step))
            step &+= 1
        }
    }
}

runBenchmarks([
    Benchmark("TOTP SHA-1 codes (6 digits, String)", target: 3_000_000, body: codes(sha1)),
    Benchmark("TOTP SHA-256 codes", body: codes(sha256)),
    Benchmark("TOTP SHA-512 codes", body: codes(sha512)),
    Benchmark("TOTP SHA-1 truncated values (no String)") { iterations in
        var step: UInt64 = 0
        for _ in 0..<iterations {
            blackHole(sha1.hotp.truncatedValue(counter: step))
            step &+= 1
        }
    },
    Benchmark("verifications, window 1 (3 candidates)") { iterations in
        let now: Int64 = 1_111_111_111
        for index in 0..<iterations {
            blackHole(verifier.match(index & 1 == 0 ? "050471" : "000000", atUnixTime: now))
        }
    },
    Benchmark("Base32 decode", unit: "MB", unitsPerIteration: Double(base32Text.utf8.count) / 1e6) { iterations in
        for _ in 0..<iterations {
            blackHole(try! Base32.decode(base32Text))
        }
    },
    Benchmark("otpauth: URL parse") { iterations in
        for _ in 0..<iterations {
            blackHole(try! OTPAuthURL(parsing: otpauth))
        }
    },
])

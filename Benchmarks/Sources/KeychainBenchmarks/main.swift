import BenchmarkSupport
import Foundation
import Keychain
import OneTimeCodes
import Secrets

// A vault of 10 000 credentials on 10 000 sites (a tenth with a verification code), made with the
// recommended scrypt parameters (N = 2^17): the KDF runs once here, never inside a measurement.

let itemCount = 10_000
let directory = NSTemporaryDirectory() + "keychain-bench-" + UUID().uuidString
try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
let path = directory + "/vault.sqlite"
let passphrase = SecretText("benchmark passphrase")
let now = Date(timeIntervalSince1970: 1_700_000_000)

let vault = try! Vault.create(at: path, passphrase: passphrase)
var batch = ImportBatch()
var generator = SystemRandomNumberGenerator()
for index in 0..<itemCount {
    let secret = SecretBytes(randomCount: 20, using: &generator)
    let url =
        index % 10 == 0
        ? try! OTPAuthURL(issuer: "site\(index).example", account: "user\(index)", secret: secret) : nil
    batch.credentials.append(
        Credential(
            title: "Site \(index)",
            services: [try! .url("https://login.site\(index).example/signin"), try! .domain("site\(index).example")],
            username: "user\(index)@mail.example",
            password: SecretText("password-\(index)-\(UInt64.random(in: 0...UInt64.max))"),
            verificationCode: url, created: now))
}
let summary = try! vault.importItems(batch)
precondition(summary.addedCredentials.count == itemCount)
let passphraseKey = try! PassphraseKey(passphrase: passphrase, for: vault)
let hosts = (0..<itemCount).map { "www.site\($0).example" }
let code = try! vault.verificationCodes(matching: "site10.example").first!

runBenchmarks([
    Benchmark("unlock, excluding the KDF (open + unwrap)", target: 50) { iterations in
        for _ in 0..<iterations {
            let opened = try! Vault.open(at: path)
            try! opened.unlock(with: passphraseKey)
            blackHole(opened.isUnlocked)
        }
    },
    Benchmark("find credentials by domain, 10 000 items", target: 1_000) { iterations in
        for index in 0..<iterations {
            let matches = try! vault.items(matching: hosts[(index &* 7_919) % itemCount])
            precondition(matches.credentials.count == 1)
            blackHole(matches)
        }
    },
    Benchmark("code of a vault TOTP generator") { iterations in
        for _ in 0..<iterations {
            blackHole(try! vault.code(for: code, at: now))
        }
    },
    Benchmark("verificationCodes(matching: domain), 10 000 items") { iterations in
        for index in 0..<iterations {
            blackHole(try! vault.verificationCodes(matching: "site\((index % 1_000) * 10).example"))
        }
    },
    Benchmark("decrypt every record (contents), 10 000 items", unit: "records", unitsPerIteration: Double(itemCount)) {
        iterations in
        for _ in 0..<iterations { blackHole(try! vault.contents()) }
    },
    Benchmark("scrypt N=2^17 r=8 p=1 (what unlock excludes)") { iterations in
        for _ in 0..<iterations {
            blackHole(try! PassphraseKey(passphrase: passphrase, for: vault))
        }
    },
    Benchmark("save one credential (a durable commit)") { iterations in
        for index in 0..<iterations {
            blackHole(
                try! vault.add(
                    Credential(
                        services: [try! .domain("new\(index).example")], username: "u", password: SecretText("p"),
                        created: now)))
        }
    },
])

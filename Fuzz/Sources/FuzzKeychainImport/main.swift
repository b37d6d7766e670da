import Foundation
import FuzzSupport
import Keychain
import OneTimeCodes
import Secrets

// Decodes arbitrary bytes with an importer: the first byte picks the format, the rest is the
// file. Nothing may crash; every generator decoded must survive an otpauth: round trip; every
// skip must carry a reason; and decoding the same file twice must give the same result.
let formats = ImportFormat.all
let passphrase = SecretText("2fas fixture password")  // opens the 2FAS seed
let now = Date(timeIntervalSince1970: 1_700_000_000)

runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    guard let selector = bytes.first else { return 0 }
    let format = formats[Int(selector) % formats.count]
    let file = Data(bytes.dropFirst())
    // Key derivation with parameters from the input would make single runs take seconds; only
    // 2FAS, whose PBKDF2 cost is fixed by its format, gets a password.
    let password = format == .twoFAS ? passphrase : nil
    let first: ImportBatch
    do {
        first = try Importer.decode(file, format: format, passphrase: password, now: now)
    } catch {
        if String(describing: error).isEmpty { fatalError("an error without a message") }
        return 0
    }
    let urls = first.generators.map(\.url) + first.credentials.compactMap(\.verificationCode)
    for url in urls {
        guard let again = try? OTPAuthURL(parsing: url.unredactedString()), again == url else {
            fatalError("an imported generator does not survive the otpauth: round trip")
        }
    }
    if first.skipped.contains(where: { $0.reason.isEmpty || $0.position.isEmpty }) {
        fatalError("a skipped entry without a position or a reason")
    }
    guard let second = try? Importer.decode(file, format: format, passphrase: password, now: now),
        second.generators.map(\.url) == first.generators.map(\.url),
        second.credentials.count == first.credentials.count, second.skipped == first.skipped
    else {
        fatalError("decoding is not deterministic")
    }
    return 0
}

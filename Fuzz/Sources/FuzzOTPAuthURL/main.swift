import FuzzSupport
import OneTimeCodes

// Parses arbitrary bytes as an otpauth: URL. Whatever parses must serialise and parse back to an
// equal value, and its generator must produce a code of the advertised length.
runFuzzer { data, size in
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    guard let url = try? OTPAuthURL(parsing: text) else { return 0 }
    guard let again = try? OTPAuthURL(parsing: url.unredactedString()), again == url else {
        fatalError("round trip failed")
    }
    _ = url.warnings
    _ = url.description
    switch url.makeGenerator() {
    case .totp(let totp):
        if totp.code(step: 12345).count != totp.digits { fatalError("wrong code length") }
    case .hotp(let hotp, let counter):
        if hotp.code(counter: counter).count != hotp.digits { fatalError("wrong code length") }
    }
    return 0
}

import Foundation
import FuzzSupport
import Keychain
import OneTimeCodes

// Decodes arbitrary bytes as Google Authenticator's protobuf MigrationPayload. Every account
// that decodes must survive an otpauth: round trip, and the same bytes wrapped in an
// otpauth-migration:// link (Base64, percent-encoded) must decode to the same accounts.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    guard let payload = try? GoogleAuthenticatorMigration.decode(payload: bytes) else { return 0 }
    var urls: [OTPAuthURL] = []
    for entry in payload.entries {
        guard case .success(let url) = entry else { continue }
        guard let again = try? OTPAuthURL(parsing: url.unredactedString()), again == url else {
            fatalError("an account does not survive the otpauth: round trip")
        }
        urls.append(url)
    }
    let base64 = Data(bytes).base64EncodedString()
        .replacingOccurrences(of: "/", with: "%2F").replacingOccurrences(of: "=", with: "%3D")
    // Links have a length limit that raw payloads do not.
    guard base64.utf8.count < 60_000 else { return 0 }
    guard let linked = try? GoogleAuthenticatorMigration.decode(link: "otpauth-migration://offline?data=" + base64)
    else {
        fatalError("the payload decodes but its link does not")
    }
    let linkedURLs = linked.entries.compactMap { try? $0.get() }
    guard linkedURLs == urls, linked.batchSize == payload.batchSize, linked.batchIndex == payload.batchIndex else {
        fatalError("the link and the payload decode differently")
    }
    return 0
}

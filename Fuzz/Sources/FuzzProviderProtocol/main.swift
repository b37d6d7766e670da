import AutoFill
import FuzzSupport
import Secrets

// What an external provider prints, and what a manifest or a client says: the first byte picks
// the reader, the rest is its input. Invariants: nothing crashes; an error is one of the codes
// the reader may give; accepted identities have a record identifier, the provider id they were
// read for, and bounded strings; an accepted credential has the type asked for; an accepted
// manifest has a program, a capability and a timeout in range; an accepted page context has
// http(s) origins.
runFuzzer { data, size in
    let input = fuzzInput(data, size)
    guard let selector = input.first else { return 0 }
    let bytes = Array(input.dropFirst())
    let responseCodes: [ProviderError.Code] = [
        .invalidResponse, .userInteractionRequired, .credentialIdentityNotFound, .userCanceled, .providerFailed,
        .unsupportedCredentialType,
    ]
    switch selector % 5 {
    case 0:
        do {
            let identities = try ExternalProvider.identities(inResponse: bytes, requestID: "x", providerID: "fuzz")
            for identity in identities {
                guard !identity.recordIdentifier.isEmpty, identity.providerID == "fuzz",
                    identity.recordIdentifier.utf8.count <= 4096, identity.user.utf8.count <= 4096,
                    identity.label.utf8.count <= 4096, (-1000...1000).contains(identity.rank)
                else { fatalError("an identity broke the protocol's limits") }
            }
            guard identities.count <= 1000 else { fatalError("more than 1000 identities") }
        } catch {
            guard responseCodes.contains(error.code) else { fatalError("unexpected error code \(error.code)") }
        }
    case 1, 2:
        let expected: CredentialType = selector % 5 == 1 ? .password : .oneTimeCode
        do {
            let credential = try ExternalProvider.credential(inResponse: bytes, requestID: "x", expected: expected)
            guard credential.type == expected else { fatalError("a credential of the wrong type was accepted") }
            if expected == .oneTimeCode {
                let code = credential.secret.unredacted
                guard !code.isEmpty, code.count <= 64, !code.contains(where: \.isWhitespace) else {
                    fatalError("a code broke the protocol's limits")
                }
            }
        } catch {
            guard responseCodes.contains(error.code) else { fatalError("unexpected error code \(error.code)") }
        }
    case 3:
        do {
            let manifest = try ProviderManifest(json: bytes, directory: "/providers")
            guard !manifest.command.isEmpty, !manifest.command[0].isEmpty, !manifest.capabilities.isEmpty,
                manifest.timeout > .zero, manifest.timeout <= ProviderManifest.maximumTimeout, !manifest.id.isEmpty
            else { fatalError("an accepted manifest is not usable") }
        } catch {
            guard error.code == .invalidManifest else { fatalError("unexpected error code \(error.code)") }
        }
    default:
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        do {
            let context = try FillContext(pageURL: parts[0], frameURLs: Array(parts.dropFirst().prefix(8)))
            guard case .web(let origin, let ancestors) = context, ancestors.count == min(parts.count - 1, 8),
                ([origin] + ancestors).allSatisfy({ $0.scheme == "https" || $0.scheme == "http" })
            else { fatalError("an accepted page context is not http(s)") }
        } catch {
            guard error.code == .invalidContext else { fatalError("unexpected error code \(error.code)") }
        }
        do {
            _ = try FillContext(appIdentifier: parts[0], associatedDomains: Array(parts.dropFirst().prefix(8)))
        } catch {
            guard error.code == .invalidContext else { fatalError("unexpected error code \(error.code)") }
        }
    }
    return 0
}

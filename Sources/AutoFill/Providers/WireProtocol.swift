import Domains
import Foundation
import Keychain
import Secrets

/// The JSON-lines protocol external providers speak (`docs/providers.md`): building requests
/// and checking answers. Every check fails with ``ProviderError/Code/invalidResponse`` and a
/// reason that quotes nothing the program printed except its own short error message.
enum WireProtocol {
    static let name = "autofill-provider"
    /// The longest string field read from an answer.
    static let maximumFieldLength = 4096

    static func service(_ service: ServiceIdentifier) -> [String: Any] {
        ["type": service.kind.name, "value": service.value]
    }

    static func context(_ context: FillContext) -> [String: Any] {
        switch context {
        case .web(let origin, let ancestors):
            return [
                "type": "web", "origin": origin.description, "frameAncestors": ancestors.map(\.description),
            ]
        case .app(let identifier, let domains):
            return ["type": "app", "appIdentifier": identifier, "associatedDomains": domains.map(\.description)]
        }
    }

    static func identity(_ identity: CredentialIdentity) -> [String: Any] {
        var object: [String: Any] = [
            "recordIdentifier": identity.recordIdentifier, "type": identity.type.rawValue, "user": identity.user,
            "label": identity.label,
        ]
        if let service = identity.serviceIdentifier { object["serviceIdentifier"] = Self.service(service) }
        return object
    }

    private static func string(
        _ object: [String: Any], _ key: String, required: Bool, source: String, what: String
    ) throws(ProviderError) -> String? {
        guard let value = object[key] else {
            if required { throw invalid(source, "\(what) has no '\(key)'") }
            return nil
        }
        guard let text = value as? String, text.utf8.count <= maximumFieldLength else {
            throw invalid(source, "\(what): '\(key)' must be a string of at most \(maximumFieldLength) bytes")
        }
        return text
    }

    static func identity(
        _ object: [String: Any], providerID: String, index: Int, source: String
    ) throws(ProviderError) -> CredentialIdentity {
        let what = "identity \(index)"
        let recordID = try string(object, "recordIdentifier", required: true, source: source, what: what)!
        guard !recordID.isEmpty else { throw invalid(source, "\(what) has an empty 'recordIdentifier'") }
        let typeName = try string(object, "type", required: true, source: source, what: what)!
        guard let type = CredentialType(rawValue: typeName) else {
            throw invalid(source, "\(what) has an unknown type")
        }
        let user = try string(object, "user", required: false, source: source, what: what) ?? ""
        let label = try string(object, "label", required: false, source: source, what: what) ?? ""
        var service: ServiceIdentifier?
        if let value = object["serviceIdentifier"] {
            guard let dict = value as? [String: Any],
                let kind = try string(dict, "type", required: true, source: source, what: what),
                let text = try string(dict, "value", required: true, source: source, what: what)
            else { throw invalid(source, "\(what): 'serviceIdentifier' must be {\"type\", \"value\"}") }
            do {
                switch kind {
                case "domain": service = try .domain(text)
                case "url": service = try .url(text)
                case "app": service = try .app(text)
                default: throw invalid(source, "\(what): unknown service identifier type")
                }
            } catch let error as ProviderError {
                throw error
            } catch {
                throw invalid(source, "\(what): the service identifier is not valid")
            }
        }
        var rank = 0
        if let value = object["rank"] {
            guard let number = value as? Int, (-1000...1000).contains(number) else {
                throw invalid(source, "\(what): 'rank' must be an integer from -1000 to 1000")
            }
            rank = number
        }
        return CredentialIdentity(
            providerID: providerID, recordIdentifier: recordID, type: type, user: user, label: label,
            serviceIdentifier: service, rank: rank)
    }

    static func credential(
        _ object: [String: Any], expected: CredentialType, source: String
    ) throws(ProviderError) -> ProvidedCredential {
        let what = "the credential"
        let typeName = try string(object, "type", required: true, source: source, what: what)!
        guard typeName == expected.rawValue else {
            throw invalid(source, "asked for a \(expected) credential, got another type")
        }
        switch expected {
        case .password:
            let user = try string(object, "user", required: false, source: source, what: what) ?? ""
            let password = try string(object, "password", required: true, source: source, what: what)!
            return .password(user: user, password: SecretText(password))
        default:
            let code = try string(object, "code", required: true, source: source, what: what)!
            guard !code.isEmpty, code.count <= 64, code.allSatisfy({ !$0.isNewline && !$0.isWhitespace }) else {
                throw invalid(source, "the code must be 1-64 characters without spaces")
            }
            return .oneTimeCode(SecretText(code))
        }
    }

    /// The `result` object of the answer to request `requestID`, or the error it reports.
    static func result(of output: [UInt8], requestID: String, source: String) throws(ProviderError) -> [String: Any] {
        let lines = output.split(separator: 0x0A, omittingEmptySubsequences: true)
        guard let line = lines.first(where: { !$0.allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 } }) else {
            throw invalid(source, "the program printed no answer")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
            throw invalid(source, "the answer is not a JSON object")
        }
        guard let version = object["version"] as? Int, version == ExternalProvider.protocolVersion else {
            throw invalid(source, "the answer is not protocol version \(ExternalProvider.protocolVersion)")
        }
        guard object["id"] as? String == requestID else {
            throw invalid(source, "the answer's id does not match the request")
        }
        if let error = object["error"] {
            guard let dict = error as? [String: Any], let name = dict["code"] as? String else {
                throw invalid(source, "the error has no 'code'")
            }
            let message = (dict["message"] as? String).map(sanitized) ?? ""
            let allowed: [ProviderError.Code] = [
                .userInteractionRequired, .credentialIdentityNotFound, .userCanceled, .providerFailed,
                .unsupportedCredentialType,
            ]
            let code = ProviderError.Code(name: name).flatMap { allowed.contains($0) ? $0 : nil } ?? .providerFailed
            throw ProviderError(code, "provider \(source): " + (message.isEmpty ? name : message))
        }
        guard let result = object["result"] as? [String: Any] else {
            throw invalid(source, "the answer has neither 'result' nor 'error'")
        }
        return result
    }

    /// A provider's error message, made safe to show: printable, one line, short.
    static func sanitized(_ text: String) -> String {
        let printable = text.unicodeScalars.filter {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
        }
        return String(String.UnicodeScalarView(printable.prefix(200)))
    }

    private static func invalid(_ source: String, _ reason: String) -> ProviderError {
        ProviderError(.invalidResponse, "provider \(source): \(reason)")
    }
}

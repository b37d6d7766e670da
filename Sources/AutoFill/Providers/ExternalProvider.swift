import Foundation
import Keychain
import Secrets

/// A provider that is a separate program, described by a ``ProviderManifest`` and spoken to
/// in the JSON-lines protocol of `docs/providers.md`.
///
/// Each request runs the program once: one request line on its standard input, one response
/// line on its standard output. The program is killed when the manifest's timeout expires.
/// Whatever it does (crash, exit with an error, print garbage or too much, hang) becomes a
/// ``ProviderError`` for that request only; nothing it prints reaches an error message.
public struct ExternalProvider: CredentialProvider {
    /// The protocol version this side speaks.
    public static let protocolVersion = 1

    /// The program's description.
    public let manifest: ProviderManifest
    public var id: String { manifest.id }
    public var name: String { manifest.name }
    public var capabilities: ProviderCapabilities { manifest.capabilities }

    public init(manifest: ProviderManifest) {
        self.manifest = manifest
    }

    /// The provider described by the manifest file at `path`.
    public init(manifestAt path: String) throws(ProviderError) {
        self.init(manifest: try ProviderManifest(contentsOf: path))
    }

    public func identities(for query: CredentialQuery, now: Date) async throws(ProviderError) -> [CredentialIdentity] {
        let types = query.types.filter(capabilities.supports)
        guard !types.isEmpty else { return [] }
        let result = try await call(
            "identities",
            params: [
                "types": types.map(\.rawValue),
                "serviceIdentifiers": query.serviceIdentifiers.map(WireProtocol.service),
                "context": WireProtocol.context(query.context),
            ], now: now)
        let identities = try Self.identities(inResult: result, providerID: id, source: name)
        return identities.filter { types.contains($0.type) }
    }

    public func provideWithoutUserInteraction(
        for request: CredentialRequest, now: Date
    ) async throws(ProviderError) -> ProvidedCredential {
        try await provide("provideWithoutUserInteraction", request, now: now)
    }

    public func prepareInterface(for request: CredentialRequest, now: Date) async throws(ProviderError)
        -> ProvidedCredential
    {
        try await provide("prepareInterface", request, now: now)
    }

    public func complete(_ request: CredentialRequest, now: Date) async {
        guard manifest.receivesNotifications else { return }
        _ = try? await call(
            "complete", params: ["credentialIdentity": WireProtocol.identity(request.identity)], now: now)
    }

    public func cancel(_ request: CredentialRequest, error: ProviderError, now: Date) async {
        guard manifest.receivesNotifications else { return }
        _ = try? await call(
            "cancel",
            params: ["credentialIdentity": WireProtocol.identity(request.identity), "error": error.code.name],
            now: now)
    }

    private func provide(_ method: String, _ request: CredentialRequest, now: Date) async throws(ProviderError)
        -> ProvidedCredential
    {
        guard capabilities.supports(request.type) else {
            throw ProviderError(.unsupportedCredentialType, "\(name) does not provide \(request.type) credentials")
        }
        let result = try await call(
            method,
            params: [
                "credentialIdentity": WireProtocol.identity(request.identity),
                "context": WireProtocol.context(request.context),
            ], now: now)
        return try Self.credential(inResult: result, expected: request.type, source: name)
    }

    /// Reads the answer a provider printed to an `identities` request with id `requestID`
    /// (for tools that test providers, and for fuzzing): every check the broker makes.
    ///
    /// - Throws: ``ProviderError/Code/invalidResponse`` for anything that is not a valid
    ///   answer; the error the provider reported otherwise.
    public static func identities(
        inResponse output: some Collection<UInt8>, requestID: String, providerID: String
    ) throws(ProviderError) -> [CredentialIdentity] {
        let result = try WireProtocol.result(of: Array(output), requestID: requestID, source: providerID)
        return try identities(inResult: result, providerID: providerID, source: providerID)
    }

    /// Reads the answer a provider printed to a `provideWithoutUserInteraction` or
    /// `prepareInterface` request with id `requestID` for a credential of type `expected`.
    ///
    /// - Throws: ``ProviderError/Code/invalidResponse`` for anything that is not a valid
    ///   answer; the error the provider reported otherwise.
    public static func credential(
        inResponse output: some Collection<UInt8>, requestID: String, expected: CredentialType
    ) throws(ProviderError) -> ProvidedCredential {
        let result = try WireProtocol.result(of: Array(output), requestID: requestID, source: "the provider")
        return try credential(inResult: result, expected: expected, source: "the provider")
    }

    private static func identities(
        inResult result: [String: Any], providerID: String, source: String
    ) throws(ProviderError) -> [CredentialIdentity] {
        guard let list = result["identities"] as? [Any] else {
            throw ProviderError(.invalidResponse, "provider \(source): the answer has no 'identities' list")
        }
        var identities: [CredentialIdentity] = []
        for (index, element) in list.prefix(1000).enumerated() {
            guard let object = element as? [String: Any] else {
                throw ProviderError(.invalidResponse, "provider \(source): identity \(index) is not an object")
            }
            identities.append(try WireProtocol.identity(object, providerID: providerID, index: index, source: source))
        }
        return identities
    }

    private static func credential(
        inResult result: [String: Any], expected: CredentialType, source: String
    ) throws(ProviderError) -> ProvidedCredential {
        guard let credential = result["credential"] as? [String: Any] else {
            throw ProviderError(.invalidResponse, "provider \(source): the answer has no 'credential' object")
        }
        return try WireProtocol.credential(credential, expected: expected, source: source)
    }

    private func invalid(_ reason: String) -> ProviderError {
        ProviderError(.invalidResponse, "provider \(name): \(reason)")
    }

    /// Runs the program for one request and returns the `result` object of its answer.
    func call(_ method: String, params: [String: Any], now: Date) async throws(ProviderError) -> [String: Any] {
        let requestID = UUID().uuidString
        let request: [String: Any] = [
            "protocol": WireProtocol.name, "version": Self.protocolVersion, "id": requestID, "method": method,
            "params": params, "now": now.timeIntervalSince1970,
        ]
        guard var line = try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys]) else {
            throw ProviderError.providerFailed("cannot encode the request for \(name)")
        }
        line.append(0x0A)
        let outcome = await ChildProcess.run(
            manifest.command, input: Array(line), timeout: manifest.timeout,
            maximumOutput: manifest.maximumOutputBytes)
        let output: [UInt8]
        switch outcome {
        case .launchFailed(let code):
            throw ProviderError.providerFailed(
                "provider \(name) could not be started: \(String(cString: strerror(code)))")
        case .timedOut:
            throw ProviderError(.timedOut, "provider \(name) did not answer within \(manifest.timeout); it was stopped")
        case .outputTooLarge:
            throw invalid("the output passed \(manifest.maximumOutputBytes) bytes; the program was stopped")
        case .signaled(let signal, _):
            throw ProviderError.providerFailed("provider \(name) crashed (signal \(signal))")
        case .exited(let status, let bytes):
            if bytes.isEmpty {
                throw ProviderError.providerFailed("provider \(name) exited with status \(status) without answering")
            }
            output = bytes
        }
        return try WireProtocol.result(of: output, requestID: requestID, source: name)
    }
}

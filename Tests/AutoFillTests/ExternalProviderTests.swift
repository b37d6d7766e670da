import Foundation
import Secrets
import Testing

@testable import AutoFill

/// External providers misbehaving in every way a program can: each is a clear error for that
/// provider, and the broker carries on with the others.
@Suite struct ExternalProviderTests {
    /// A provider script that answers the request with `body` (a shell snippet that may use
    /// `$ID`, the request id).
    static func provider(
        _ directory: TemporaryDirectory, _ name: String, timeout: Double = 5, maximumOutput: Int? = nil, body: String
    ) throws -> ExternalProvider {
        let script = directory.script(
            name,
            """
            #!/bin/sh
            read -r REQUEST
            ID=$(printf '%s' "$REQUEST" | sed -n 's/.*"id":"\\([^"]*\\)".*/\\1/p')
            METHOD=$(printf '%s' "$REQUEST" | sed -n 's/.*"method":"\\([^"]*\\)".*/\\1/p')
            \(body)
            """)
        var manifest: [String: Any] = [
            "id": name, "name": name, "command": [script],
            "capabilities": ["ProvidesPasswords", "ProvidesOneTimeCodes"],
            "timeout": timeout,
        ]
        if let maximumOutput { manifest["maximumOutputBytes"] = maximumOutput }
        let json = try JSONSerialization.data(withJSONObject: manifest)
        return ExternalProvider(manifest: try ProviderManifest(json: Array(json)))
    }

    static let goodBody = """
        if [ "$METHOD" = identities ]; then
          printf '{"version":1,"id":"%s","result":{"identities":[{"recordIdentifier":"r1","type":"password","user":"alice","label":"Example","serviceIdentifier":{"type":"domain","value":"example.com"}},{"recordIdentifier":"r2","type":"password","user":"mallory","serviceIdentifier":{"type":"domain","value":"evil.net"}},{"recordIdentifier":"r3","type":"password","user":"nobody"},{"recordIdentifier":"c1","type":"oneTimeCode","user":"alice","serviceIdentifier":{"type":"domain","value":"login.example.com"}}]}}\\n' "$ID"
        elif [ "${REQUEST#*oneTimeCode}" != "$REQUEST" ]; then
          printf '{"version":1,"id":"%s","result":{"credential":{"type":"oneTimeCode","code":"246810"}}}\\n' "$ID"
        else
          printf '{"version":1,"id":"%s","result":{"credential":{"type":"password","user":"alice","password":"ext-secret-pw"}}}\\n' "$ID"
        fi
        """

    static func field() throws -> FocusedField {
        FocusedField(context: try FillContext(pageURL: "https://example.com/login"), kind: .currentPassword)
    }

    @Test func aGoodProviderIsAskedAndCheckedAgainstTheSite() async throws {
        let directory = TemporaryDirectory()
        let provider = try Self.provider(directory, "good", body: Self.goodBody)
        let broker = Broker(providers: [provider])
        let list = await broker.suggestions(for: try Self.field(), now: Fixtures.now)
        // evil.net and the identity without a service are dropped by the broker.
        #expect(list.all.map(\.title) == ["alice"])
        #expect(list.failures.isEmpty)
        await broker.userIsPresent(at: Fixtures.now)
        let value = try await broker.fill(try #require(list.bar.first).id, now: Fixtures.now)
        #expect(value.user == "alice")
        #expect(value.secret.unredacted == "ext-secret-pw")

        let codeField = FocusedField(context: try FillContext(pageURL: "https://example.com/"), kind: .oneTimeCode)
        let codes = await broker.suggestions(for: codeField, now: Fixtures.now)
        let code = try #require(codes.bar.first)
        #expect(code.match == .sameSite)
        #expect(code.displayDomain == "login.example.com")
        #expect(try await broker.fill(code.id, now: Fixtures.now).secret.unredacted == "246810")
    }

    struct Misbehaviour: Sendable, CustomStringConvertible {
        let name: String
        let body: String
        let code: ProviderError.Code
        var timeout: Double = 5
        var maximumOutput: Int? = nil
        var description: String { name }
    }

    static let misbehaviours: [Misbehaviour] = [
        Misbehaviour(name: "crash", body: "kill -SEGV $$", code: .providerFailed),
        Misbehaviour(name: "exit-1", body: "exit 1", code: .providerFailed),
        Misbehaviour(name: "garbage", body: "echo 'Traceback: ext-secret-pw is not JSON'", code: .invalidResponse),
        Misbehaviour(name: "binary", body: "head -c 300 /dev/urandom; echo", code: .invalidResponse),
        Misbehaviour(name: "array", body: "echo '[1,2,3]'", code: .invalidResponse),
        Misbehaviour(
            name: "wrong-id", body: #"echo '{"version":1,"id":"nope","result":{"identities":[]}}'"#,
            code: .invalidResponse),
        Misbehaviour(
            name: "wrong-version", body: #"printf '{"version":2,"id":"%s","result":{}}\n' "$ID""#,
            code: .invalidResponse),
        Misbehaviour(
            name: "no-result", body: #"printf '{"version":1,"id":"%s"}\n' "$ID""#, code: .invalidResponse),
        Misbehaviour(
            name: "bad-identity",
            body: #"printf '{"version":1,"id":"%s","result":{"identities":[{"type":"password"}]}}\n' "$ID""#,
            code: .invalidResponse),
        Misbehaviour(
            name: "error-reported",
            body:
                #"printf '{"version":1,"id":"%s","error":{"code":"userInteractionRequired","message":"locked"}}\n' "$ID""#,
            code: .userInteractionRequired),
        Misbehaviour(
            name: "unknown-error-code",
            body: #"printf '{"version":1,"id":"%s","error":{"code":"vaultLocked"}}\n' "$ID""#,
            code: .providerFailed),
        Misbehaviour(name: "hang", body: "sleep 30", code: .timedOut, timeout: 0.5),
        Misbehaviour(
            name: "hang-in-child", body: "(sleep 30; echo late) & sleep 30", code: .timedOut, timeout: 0.5),
        Misbehaviour(name: "silent-exit", body: "exit 0", code: .providerFailed),
        Misbehaviour(
            name: "oversized", body: "yes ext-secret-pw | head -c 3000000", code: .invalidResponse,
            maximumOutput: 4096),
        Misbehaviour(name: "endless", body: "yes", code: .invalidResponse, maximumOutput: 4096),
        Misbehaviour(name: "closes-stdin", body: "exec 0<&-; exit 3", code: .providerFailed),
    ]

    @Test(arguments: misbehaviours)
    func aMisbehavingProviderIsIsolated(misbehaviour: Misbehaviour) async throws {
        let directory = TemporaryDirectory()
        let bad = try Self.provider(
            directory, misbehaviour.name, timeout: misbehaviour.timeout, maximumOutput: misbehaviour.maximumOutput,
            body: misbehaviour.body)
        let good = try Self.provider(directory, "good", body: Self.goodBody)
        let broker = Broker(providers: [bad, good])
        let started = ContinuousClock.now
        let list = await broker.suggestions(for: try Self.field(), now: Fixtures.now)
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(list.all.map(\.title) == ["alice"])
        #expect(list.failures.count == 1)
        let failure = try #require(list.failures.first)
        #expect(failure.providerID == misbehaviour.name)
        #expect(failure.code == misbehaviour.code, "\(failure.message)")
        // Nothing the program printed reaches the error.
        #expect(!failure.message.contains("ext-secret-pw"))
        #expect(!failure.message.contains("Traceback"))
    }

    @Test func aProviderThatCannotStart() async throws {
        let manifest = ProviderManifest(
            id: "missing", name: "missing", command: ["/nonexistent/provider"], capabilities: .providesPasswords)
        let provider = ExternalProvider(manifest: manifest)
        await #expect(throws: ProviderError(.providerFailed, "")) {
            _ = try await provider.identities(
                for: CredentialQuery(context: try FillContext(pageURL: "https://example.com/"), types: [.password]),
                now: Fixtures.now)
        }
    }

    @Test func aSlowFillTimesOut() async throws {
        let directory = TemporaryDirectory()
        let provider = try Self.provider(
            directory, "slow-fill", timeout: 0.5,
            body: """
                if [ "$METHOD" = identities ]; then
                  printf '{"version":1,"id":"%s","result":{"identities":[{"recordIdentifier":"r1","type":"password","user":"alice","serviceIdentifier":{"type":"domain","value":"example.com"}}]}}\\n' "$ID"
                else
                  sleep 30
                fi
                """)
        let broker = Broker(providers: [provider])
        await broker.userIsPresent(at: Fixtures.now)
        let suggestion = try #require(await broker.suggestions(for: try Self.field(), now: Fixtures.now).bar.first)
        await #expect(throws: ProviderError(.timedOut, "")) { try await broker.fill(suggestion.id, now: Fixtures.now) }
    }

    @Test func userInteractionRequiredThenPrepareInterface() async throws {
        let directory = TemporaryDirectory()
        let provider = try Self.provider(
            directory, "interactive",
            body: """
                case "$METHOD" in
                identities)
                  printf '{"version":1,"id":"%s","result":{"identities":[{"recordIdentifier":"r1","type":"password","user":"alice","serviceIdentifier":{"type":"domain","value":"example.com"}}]}}\\n' "$ID";;
                provideWithoutUserInteraction)
                  printf '{"version":1,"id":"%s","error":{"code":"userInteractionRequired","message":"gpg needs a passphrase"}}\\n' "$ID";;
                prepareInterface)
                  printf '{"version":1,"id":"%s","result":{"credential":{"type":"password","user":"alice","password":"after-prompt"}}}\\n' "$ID";;
                esac
                """)
        let broker = Broker(providers: [provider])
        await broker.userIsPresent(at: Fixtures.now)
        let suggestion = try #require(await broker.suggestions(for: try Self.field(), now: Fixtures.now).bar.first)
        await #expect(throws: ProviderError(.userInteractionRequired, "")) {
            try await broker.fill(suggestion.id, now: Fixtures.now)
        }
        // The suggestion stays valid for the interactive retry.
        let value = try await broker.fill(suggestion.id, now: Fixtures.now, allowingInteraction: true)
        #expect(value.secret.unredacted == "after-prompt")
    }

    @Test func wrongCredentialTypeIsRefused() async throws {
        let directory = TemporaryDirectory()
        let provider = try Self.provider(
            directory, "wrong-type",
            body: """
                if [ "$METHOD" = identities ]; then
                  printf '{"version":1,"id":"%s","result":{"identities":[{"recordIdentifier":"r1","type":"password","user":"alice","serviceIdentifier":{"type":"domain","value":"example.com"}}]}}\\n' "$ID"
                else
                  printf '{"version":1,"id":"%s","result":{"credential":{"type":"oneTimeCode","code":"123456"}}}\\n' "$ID"
                fi
                """)
        let broker = Broker(providers: [provider])
        await broker.userIsPresent(at: Fixtures.now)
        let suggestion = try #require(await broker.suggestions(for: try Self.field(), now: Fixtures.now).bar.first)
        await #expect(throws: ProviderError(.invalidResponse, "")) {
            try await broker.fill(suggestion.id, now: Fixtures.now)
        }
    }

    struct ManifestCase: Sendable, CustomStringConvertible {
        let json: String
        let valid: Bool
        var description: String { json }
    }

    static let manifests: [ManifestCase] = [
        ManifestCase(json: #"{"id":"a","command":["x"],"capabilities":["ProvidesPasswords"]}"#, valid: true),
        ManifestCase(
            json:
                #"{"id":"a.b-c_d","command":["./x","--flag"],"capabilities":{"ProvidesOneTimeCodes":true},"timeout":0.25}"#,
            valid: true),
        ManifestCase(json: #"{"id":"a","command":[],"capabilities":["ProvidesPasswords"]}"#, valid: false),
        ManifestCase(json: #"{"id":"a","command":"x","capabilities":["ProvidesPasswords"]}"#, valid: false),
        ManifestCase(json: #"{"id":"a b","command":["x"],"capabilities":["ProvidesPasswords"]}"#, valid: false),
        ManifestCase(json: #"{"id":"a","command":["x"],"capabilities":[]}"#, valid: false),
        ManifestCase(json: #"{"id":"a","command":["x"],"capabilities":["ProvidesEverything"]}"#, valid: false),
        ManifestCase(
            json: #"{"id":"a","command":["x"],"capabilities":{"ProvidesPasswords":false}}"#, valid: false),
        ManifestCase(
            json: #"{"id":"a","command":["x"],"capabilities":["ProvidesPasswords"],"timeout":0}"#, valid: false),
        ManifestCase(
            json: #"{"id":"a","command":["x"],"capabilities":["ProvidesPasswords"],"timeout":500}"#, valid: false),
        ManifestCase(
            json: #"{"manifestVersion":2,"id":"a","command":["x"],"capabilities":["ProvidesPasswords"]}"#, valid: false),
        ManifestCase(json: "[]", valid: false),
        ManifestCase(json: "not json", valid: false),
        ManifestCase(json: "", valid: false),
    ]

    @Test(arguments: manifests)
    func manifestValidation(testCase: ManifestCase) throws {
        if testCase.valid {
            let manifest = try ProviderManifest(json: Array(testCase.json.utf8), directory: "/opt/providers")
            #expect(!manifest.capabilities.isEmpty)
            if manifest.command[0].hasPrefix("/") || manifest.command[0].contains("/") {
                #expect(manifest.command[0] == "/opt/providers/./x")
                #expect(manifest.timeout == .milliseconds(250))
            } else {
                #expect(manifest.command[0] == "x")
                #expect(manifest.timeout == ProviderManifest.defaultTimeout)
            }
        } else {
            #expect(throws: ProviderError(.invalidManifest, "")) {
                try ProviderManifest(json: Array(testCase.json.utf8))
            }
        }
    }

    @Test func manifestFile() throws {
        let directory = TemporaryDirectory()
        #expect(throws: ProviderError(.invalidManifest, "")) {
            try ProviderManifest(contentsOf: directory.file("absent.json"))
        }
        _ = FileManager.default.createFile(
            atPath: directory.file("big.json"), contents: Data(repeating: 0x20, count: ProviderManifest.maximumSize + 1)
        )
        #expect(throws: ProviderError(.invalidManifest, "")) {
            try ProviderManifest(contentsOf: directory.file("big.json"))
        }
    }
}

import AutoFillAPI
import FormFields
import Foundation
import Secrets
import Testing

@testable import AutoFillServer

/// The typed client over the Unix socket, as the CLI and the bridge use it.
@Suite("The typed service client")
struct ServiceClientTests {
    @Test("Typed calls round-trip through the real routes, bodiless POSTs included")
    func typedCalls() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            #expect(try await client.send(Endpoints.health).status == "ok")
            #expect(try await client.send(Endpoints.vault).exists == false)
            let created = try await client.send(
                Endpoints.createVault, PassphraseRequest(passphrase: SecretText("correct horse battery")))
            #expect(created.exists && created.unlocked)
            // A POST without a body over the socket (no content type to check).
            let locked = try await client.send(Endpoints.lockVault)
            #expect(!locked.unlocked)
            let received = try await client.send(
                Endpoints.receiveMessage,
                MessageRequest(text: SecretText("Your code is 482913\n\n@example.test #482913")))
            #expect(received.found && received.kind == "domainBound" && received.domain == "example.test")
            let field = try await client.send(
                Endpoints.focusField,
                FocusRequest(
                    pageURL: "https://login.example.test/",
                    field: try JSONDecoder().decode(FieldDescriptor.self, from: Data(codeFieldJSON.utf8))))
            #expect(field.kind == .oneTimeCode)
            #expect(field.suggestions.first?.match == .sameSite)
            #expect(field.suggestions.first?.boundDomain == "example.test")
            let again = try await client.send(Endpoints.fieldSuggestions, id: field.fieldID.uuidString)
            #expect(again.all.map(\.id) == field.all.map(\.id))
            _ = try await client.send(Endpoints.blurField, id: field.fieldID.uuidString)
            try await client.shutdown()
        }
    }

    @Test("A refusal comes back as the service's error code and message")
    func refusals() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            await #expect(throws: AutoFillServerError(.vaultNotFound, "")) {
                try await client.send(
                    Endpoints.unlockVault, PassphraseRequest(passphrase: SecretText("whatever it is")))
            }
            do throws(AutoFillServerError) {
                _ = try await client.send(Endpoints.fieldSuggestions, id: UUID().uuidString)
                Issue.record("an unknown field was answered")
            } catch {
                #expect(error.code == .notFound)
                #expect(error.description.contains("no focused field"))
            }
            try await client.shutdown()
        }
    }

    @Test("Requests and answers that hold secrets print without them")
    func redaction() {
        let values: [Any] = [
            PassphraseRequest(passphrase: SecretText("hunter2hunter2")),
            MessageRequest(text: SecretText("code 918273")),
            FillResult(value: SecretText("918273"), type: "oneTimeCode", user: nil),
            AddCodeRequest(url: SecretText("otpauth://totp/x?secret=JBSWY3DPEHPK3PXP")),
            CodeEntry(
                id: "1", name: "x", issuer: nil, account: "", domains: [], type: "totp", digits: 6, period: 30,
                code: SecretText("918273")),
        ]
        for value in values {
            let text = "\(value)" + String(reflecting: value)
            #expect(!text.contains("hunter2") && !text.contains("918273") && !text.contains("JBSWY3DP"), "\(text)")
        }
    }
}

/// What the browser extension needs beyond the demo page: a field classified among its form's
/// fields, and saving a submitted password.
@Suite("The extension's requests")
struct ExtensionRequestTests {
    static func field(_ json: String) throws -> FieldDescriptor {
        try JSONDecoder().decode(FieldDescriptor.self, from: Data(json.utf8))
    }

    @Test("A field sent with its form is classified among its neighbours, and every field's kind comes back")
    func formKinds() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            let form = FormDescriptor(
                pageURL: "https://login.example.test/",
                fields: [
                    try Self.field(#"{"type":"text","name":"login"}"#),
                    try Self.field(#"{"type":"password","name":"pw"}"#),
                ], buttons: ["Sign in"])
            let view = try await client.send(
                Endpoints.focusField, FocusRequest(pageURL: "https://login.example.test/", form: form, fieldIndex: 0))
            #expect(view.kind == .username)
            #expect(view.formKinds == [.username, .currentPassword])
            #expect(view.formKind == .signIn)
            await #expect(throws: AutoFillServerError(.badRequest, "")) {
                try await client.send(
                    Endpoints.focusField,
                    FocusRequest(pageURL: "https://login.example.test/", form: form, fieldIndex: 2))
            }
            try await client.shutdown()
        }
    }

    @Test("A submitted password is new, then saved, then known; the check never returns a password")
    func savingPasswords() async throws {
        try await withServer { server in
            try await server.createVault()
            let client = ServiceClient(socketPath: server.ready.socketPath)
            let submission = PasswordSubmission(
                pageURL: "https://login.example.test/signin", username: "alice", password: SecretText("s3cret pass"))
            #expect(try await client.send(Endpoints.checkPassword, submission).state == "new")
            let saved = try await client.send(Endpoints.savePassword, submission)
            #expect(saved.state == "created")
            #expect(try await client.send(Endpoints.checkPassword, submission).state == "same")
            var changed = submission
            changed.password = SecretText("another pass")
            #expect(try await client.send(Endpoints.checkPassword, changed).state == "changed")
            #expect(try await client.send(Endpoints.savePassword, changed).state == "updated")
            // The saved password is offered on the site.
            let view = try await client.send(
                Endpoints.focusField,
                FocusRequest(
                    pageURL: "https://login.example.test/",
                    field: try Self.field(#"{"type":"password","autocomplete":"current-password"}"#)))
            #expect(view.all.first?.label == "alice")
            var bad = submission
            bad.pageURL = "ftp://example.test/"
            await #expect(throws: AutoFillServerError(.badRequest, "")) {
                try await client.send(Endpoints.checkPassword, bad)
            }
            try await client.send(Endpoints.lockVault)
            // Whether a password is stored is a password oracle: it needs user presence.
            await #expect(throws: AutoFillServerError(.userInteractionRequired, "")) {
                try await client.send(Endpoints.checkPassword, submission)
            }
            try await client.shutdown()
        }
    }
}

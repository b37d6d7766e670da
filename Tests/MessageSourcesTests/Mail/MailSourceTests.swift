import Domains
import Foundation
import Secrets
import Testing
import _AutoFillSupport

@testable import MessageSources

/// What a running MailSource delivered and reported.
final class MailSourceRecorder: Sendable {
    private let state = Locked<(messages: [IncomingMessage], statuses: [MessageSourceStatus])>(([], []))

    var messages: [IncomingMessage] { state.withLock { $0.messages } }
    var statuses: [MessageSourceStatus] { state.withLock { $0.statuses } }

    func deliver(_ message: IncomingMessage) { state.withLock { $0.messages.append(message) } }
    func report(_ status: MessageSourceStatus) { state.withLock { $0.statuses.append(status) } }

    /// Waits until `condition` holds, at most `timeout`. The timeout is long because the whole
    /// test run shares as many cooperative threads as the machine has cores (two in CI) with
    /// suites that hold them (scrypt, child processes): in one full run the source's first task
    /// was not scheduled for over 20 s. A passing wait returns as soon as the condition holds.
    func wait(_ timeout: Duration = .seconds(90), until condition: (MailSourceRecorder) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition(self) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition(self)
    }

    func run(_ source: MailSource) -> Task<Void, Never> {
        Task {
            await source.run(now: { Date() }, deliver: { self.deliver($0) }, report: { self.report($0) })
        }
    }
}

/// MailSource against a real Dovecot on loopback (Fixtures/dovecot.sh: a throwaway configuration,
/// passwd-file user, Maildir and certificate).
@Suite(.serialized) struct MailSourceTests {
    static func mail(_ code: String, subject: String = "Your code") -> [UInt8] {
        "From: Shop <no-reply@shop.example>\nTo: alice@example.net\nSubject: \(subject)\nMessage-ID: <\(UUID())@shop.example>\n\nYour code is \(code).\n"
            .crlf
    }

    static func source(
        _ server: TestDovecot, security: MailSource.Security = .imaps, password: String = TestDovecot.password,
        afterUse: MailSource.AfterUse = .none, usesIdle: Bool = true, trust: Bool = true,
        dns: TestDNSServer? = nil
    ) -> MailSource {
        MailSource(
            host: "localhost", port: security == .imaps ? server.imapsPort : server.imapPort, security: security,
            user: "alice", password: SecretText(password), afterUse: afterUse,
            dnsServer: ("127.0.0.1", dns?.port ?? 9), pollInterval: .milliseconds(300), usesIdle: usesIdle,
            timeout: .seconds(10), trustRoots: trust ? .certificateFile(server.certificate) : .system)
    }

    @Test func idleDeliversNewMailUnreadAndMarksItReadAfterUse() async throws {
        let server = try TestDovecot()
        try server.deliver(Self.mail("111111", subject: "old"))  // there before the source: not new
        let source = Self.source(server, afterUse: .markRead)
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.detail?.contains("IDLE") == true })
        #expect(recorder.statuses.last?.state == .connected)

        try server.deliver(Self.mail("482913"))
        #expect(await recorder.wait { $0.messages.count == 1 })
        let message = try #require(recorder.messages.first)
        #expect(message.text.unredacted.contains("Your code is 482913."))
        #expect(message.text.unredacted.hasPrefix("Your code\n\n"))
        #expect(message.channel == .email)
        #expect(message.sender == "Shop <no-reply@shop.example>")
        #expect(message.verifiedDomain == nil)  // no signature
        // BODY.PEEK: still unseen.
        #expect(try server.flags().filter { $0.contains("S") }.isEmpty)

        try server.deliver(Self.mail("222333"))
        #expect(await recorder.wait { $0.messages.count == 2 })
        #expect(recorder.messages[1].text.unredacted.contains("222333"))

        try await source.messageWasUsed(message.reference!)
        #expect(try server.flags().filter { $0.contains("S") }.count == 1)
        #expect(try server.flags().count == 3)
    }

    @Test func pollingWhenTheServerHasNoIdle() async throws {
        let server = try TestDovecot(idle: false)
        let source = Self.source(server, afterUse: .delete)
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.detail?.contains("checking every") == true })
        try server.deliver(Self.mail("765432"))
        #expect(await recorder.wait { $0.messages.count == 1 })
        let message = try #require(recorder.messages.first)
        #expect(message.text.unredacted.contains("765432"))
        #expect(try server.flags().count == 1)
        try await source.messageWasUsed(message.reference!)
        #expect(try server.flags().isEmpty)  // deleted and expunged
    }

    @Test func pollingWhenIdleIsSwitchedOffAndStartTLS() async throws {
        let server = try TestDovecot()
        let source = Self.source(server, security: .startTLS, usesIdle: false)
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.state == .connected })
        try server.deliver(Self.mail("135246"))
        #expect(await recorder.wait { $0.messages.count == 1 })
        #expect(recorder.messages.first?.text.unredacted.contains("135246") == true)
    }

    @Test func aSignedMailIsBoundToItsDomain() async throws {
        // One mail signed by dkimpy (the differential corpus's generator), its key on loopback DNS.
        let directory = try MailFixtures.temporaryDirectory("dkim-one")
        defer { try? FileManager.default.removeItem(at: directory) }
        try runTool([
            "python3", MailFixtures.path("dkim_corpus.py"), directory.path, "\(Int(Date().timeIntervalSince1970))", "2",
        ])
        let dns = try TestDNSServer(zonePath: directory.appendingPathComponent("zone.json").path)
        let server = try TestDovecot()
        let source = Self.source(server, dns: dns)
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.state == .connected })
        // 0000.eml is "valid" (d=example.com, From example.com); 0001.eml "valid-subdomain-from".
        for file in ["0000.eml", "0001.eml"] {
            try server.deliver(Array(try Data(contentsOf: directory.appendingPathComponent(file))))
        }
        #expect(await recorder.wait { $0.messages.count == 2 })
        #expect(recorder.messages.map { $0.verifiedDomain?.ascii } == ["example.com", "example.com"])
    }

    @Test func aWrongPasswordIsReportedWithoutThePassword() async throws {
        let server = try TestDovecot()
        let wrong = "hunter2-wrong-password"
        let source = Self.source(server, password: wrong)
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.state == .failed })
        let status = try #require(recorder.statuses.last)
        #expect(status.lastError?.contains("refused the user name or password") == true)
        var dumped = ""
        dump(source, to: &dumped)
        for text in recorder.statuses.map({ "\($0)" }) + ["\(source)", dumped, String(reflecting: source)] {
            #expect(!text.contains(wrong))
            #expect(!text.contains(TestDovecot.password))
        }
    }

    @Test func anUntrustedCertificateIsReported() async throws {
        let server = try TestDovecot()
        let source = Self.source(server, trust: false)
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.state == .failed })
        #expect(recorder.statuses.last?.lastError?.contains("certificate") == true)
    }

    @Test func anUnreachableServerIsReported() async throws {
        let source = MailSource(
            host: "127.0.0.1", port: 9, user: "alice", password: SecretText("x"), timeout: .seconds(2))
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.state == .failed })
        let error = recorder.statuses.last?.lastError ?? ""
        #expect(error.contains("Cannot reach the mail server 127.0.0.1:9"), "\(error)")
    }

    @Test func aLargeMailIsReadOnlyToTheLimit() async throws {
        let server = try TestDovecot()
        let source = MailSource(
            host: "localhost", port: server.imapsPort, user: "alice", password: SecretText(TestDovecot.password),
            dnsServer: ("127.0.0.1", 9), timeout: .seconds(10), maximumMailSize: 64 * 1024,
            trustRoots: .certificateFile(server.certificate))
        let recorder = MailSourceRecorder()
        let task = recorder.run(source)
        defer { task.cancel() }
        #expect(await recorder.wait { $0.statuses.last?.state == .connected })
        let filler = String(
            repeating: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef\n", count: 80_000)
        try server.deliver(("From: a@shop.example\nSubject: big\n\nYour code is 808080.\n" + filler).crlf)
        #expect(await recorder.wait { $0.messages.count == 1 })
        #expect(recorder.messages.first?.text.unredacted.contains("808080") == true)
        #expect(recorder.statuses.last?.lastError?.contains("was read only to 64 KB") == true)
    }

    @Test func referencesOfOtherSourcesAreRefused() async throws {
        let source = MailSource(host: "localhost", user: "alice", password: SecretText("x"))
        await #expect(throws: MessageSourceError.self) {
            try await source.messageWasUsed(MessageReference(source: "modem", value: "1:2:INBOX"))
        }
        await #expect(throws: MessageSourceError.self) {
            try await source.messageWasUsed(MessageReference(source: source.id, value: "garbage"))
        }
    }

    @Test func receivedTimes() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(MailSource.received(nil, now: now) == now)
        #expect(MailSource.received(now.addingTimeInterval(-60), now: now) == now)
        #expect(MailSource.received(now.addingTimeInterval(600), now: now) == now)
        #expect(MailSource.received(now.addingTimeInterval(-600), now: now) == now.addingTimeInterval(-600))
    }
}

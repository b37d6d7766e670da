import Foundation
import MessageSources
import Secrets

// From a mail's arrival in the IMAP server's mailbox to MailSource's `deliver` callback, IDLE,
// over N mails (default 100): each mail is written into the Maildir as an MDA delivers (tmp/,
// then a rename into new/), and the clock runs until the source hands it over, decoded and its
// DKIM signature checked against the DNS server given. Prints p50/p90/p99/max; exits 1 when p99
// is 1 s or more. scripts/bench-mail-latency starts the servers and passes:
//
//   MAIL_LATENCY_PASSWORD=... MailLatency IMAPS_PORT CERT.pem MAILDIR DNS_PORT MAIL.eml [COUNT]

let arguments = CommandLine.arguments
guard arguments.count >= 6, let port = Int(arguments[1]), let dnsPort = Int(arguments[4]) else {
    FileHandle.standardError.write(
        Data("usage: MAIL_LATENCY_PASSWORD=... MailLatency IMAPS_PORT CERT MAILDIR DNS_PORT MAIL [COUNT]\n".utf8))
    exit(2)
}
let certificate = arguments[2]
let maildir = URL(fileURLWithPath: arguments[3])
let mail = try Data(contentsOf: URL(fileURLWithPath: arguments[5]))
let count = arguments.count > 6 ? Int(arguments[6]) ?? 100 : 100
// From the environment: a password never goes on a command line.
let password = ProcessInfo.processInfo.environment["MAIL_LATENCY_PASSWORD"] ?? "secret"

final class Arrivals: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var times: [(ContinuousClock.Instant, String?)] = []
    private var connected = false

    func deliver(_ message: IncomingMessage) {
        lock.withLock { times.append((ContinuousClock.now, message.verifiedDomain?.ascii)) }
    }
    func report(_ status: MessageSourceStatus) {
        lock.withLock { if status.state == .connected, status.detail?.contains("IDLE") == true { connected = true } }
        if status.state == .failed {
            FileHandle.standardError.write(Data("source: \(status.lastError ?? "failed")\n".utf8))
        }
    }
    var count: Int { lock.withLock { times.count } }
    var isConnected: Bool { lock.withLock { connected } }
    func arrival(_ index: Int) -> (ContinuousClock.Instant, String?) { lock.withLock { times[index] } }
}

let arrivals = Arrivals()
let source = MailSource(
    host: "localhost", port: port, user: "alice", password: SecretText(password), dnsServer: ("127.0.0.1", dnsPort),
    timeout: .seconds(10), trustRoots: .certificateFile(certificate))
let task = Task {
    await source.run(now: { Date() }, deliver: { arrivals.deliver($0) }, report: { arrivals.report($0) })
}

func waitUntil(_ timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

guard await waitUntil(.seconds(30), { arrivals.isConnected }) else {
    FileHandle.standardError.write(Data("the source did not reach IDLE\n".utf8))
    exit(1)
}
var latencies: [Duration] = []
var verified = 0
for index in 0..<count {
    let name = "bench-\(index).\(UUID().uuidString)"
    let temporary = maildir.appendingPathComponent("tmp/\(name)")
    try mail.write(to: temporary)
    let started = ContinuousClock.now
    try FileManager.default.moveItem(at: temporary, to: maildir.appendingPathComponent("new/\(name)"))
    guard await waitUntil(.seconds(10), { arrivals.count > index }) else {
        FileHandle.standardError.write(Data("mail \(index) was not delivered within 10 s\n".utf8))
        exit(1)
    }
    let (arrived, domain) = arrivals.arrival(index)
    latencies.append(arrived - started)
    if domain != nil { verified += 1 }
    // Mails arrive apart, as codes do.
    try await Task.sleep(for: .milliseconds(Int.random(in: 20...80)))
}
task.cancel()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}
let sorted = latencies.map(milliseconds).sorted()
func percentile(_ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
}
print(
    String(
        format:
            "mail arrival (Maildir, IDLE) -> deliver, %d mails, %d DKIM-verified: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms",
        sorted.count, verified, percentile(0.5), percentile(0.9), percentile(0.99), sorted.last ?? 0))
if percentile(0.99) >= 1000 {
    print("FAILED: p99 is 1 s or more")
    exit(1)
}
print("ok: p99 under 1 s")
exit(0)

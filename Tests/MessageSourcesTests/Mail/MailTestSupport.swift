import Foundation
import Testing

@testable import MessageSources

/// Where the fixtures are (read by path, so the tests need no bundle).
enum MailFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "autofill-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

struct ToolFailure: Error, CustomStringConvertible {
    var description: String
}

/// Runs a command to its end (posix_spawn and waitpid on its pid: Foundation's `Process` can miss
/// the exit of a script whose daemon outlives it); its standard output, or a failure with its
/// standard error. Standard input is /dev/null.
@discardableResult
func runTool(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let directory = try MailFixtures.temporaryDirectory("tool")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputPath = directory.appendingPathComponent("out").path
    let errorPath = directory.appendingPathComponent("err").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, envp)
    guard spawned == 0 else { throw ToolFailure(description: "cannot start \(arguments[0]): \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
        throw ToolFailure(description: "\(arguments.joined(separator: " ")) failed (status \(status)): \(errors)")
    }
    return output
}

/// The throwaway DNS server (Fixtures/dns_server.py) on a loopback port, serving a JSON zone.
/// It ends when this object's pipe closes (on deinit, or when the test process ends).
final class TestDNSServer: @unchecked Sendable {
    let port: Int
    let zonePath: String
    private let directory: URL
    private let process: Process
    private let stdin: Pipe

    convenience init(zone: [String: [String]]) throws {
        let directory = try MailFixtures.temporaryDirectory("dns")
        let zonePath = directory.appendingPathComponent("zone.json").path
        try JSONSerialization.data(withJSONObject: zone).write(to: URL(fileURLWithPath: zonePath))
        try self.init(zonePath: zonePath, directory: directory)
    }

    init(zonePath: String, directory: URL? = nil) throws {
        let directory = try directory ?? MailFixtures.temporaryDirectory("dns")
        self.directory = directory
        self.zonePath = zonePath
        let portFile = directory.appendingPathComponent("port").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", MailFixtures.path("dns_server.py"), zonePath, portFile]
        stdin = Pipe()
        process.standardInput = stdin
        let errorPath = directory.appendingPathComponent("stderr").path
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        var port: Int? = nil
        for _ in 0..<200 {
            if let text = try? String(contentsOfFile: portFile, encoding: .utf8), let value = Int(text) {
                port = value
                break
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard let port else {
            let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            throw ToolFailure(
                description: "the DNS server did not start (is dnspython installed? scripts/test installs it): "
                    + errors.suffix(400))
        }
        self.port = port
    }

    func setZone(_ zone: [String: [String]]) throws {
        try JSONSerialization.data(withJSONObject: zone).write(to: URL(fileURLWithPath: zonePath))
    }

    var resolver: DNSResolver { DNSResolver(host: "127.0.0.1", port: port, timeout: .seconds(2)) }

    deinit {
        try? stdin.fileHandleForWriting.close()
        process.terminate()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A throwaway Dovecot (Fixtures/dovecot.sh) with the user alice and her Maildir.
final class TestDovecot: @unchecked Sendable {
    static let password = "correct horse battery staple"
    let directory: URL
    let imapPort: Int
    let imapsPort: Int

    init(idle: Bool = true) throws {
        directory = try MailFixtures.temporaryDirectory("dovecot")
        let output = try runTool(
            ["bash", MailFixtures.path("dovecot.sh"), "start", directory.path] + (idle ? [] : ["noidle"]),
            environment: ["DOVECOT_TEST_PASSWORD": Self.password])
        let ports = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard ports.count == 2 else { throw ToolFailure(description: "dovecot.sh printed \(output)") }
        imapPort = ports[0]
        imapsPort = ports[1]
    }

    var certificate: String { directory.appendingPathComponent("cert.pem").path }
    var inbox: URL { directory.appendingPathComponent("mail/alice") }

    /// Delivers a mail as an MDA does: written into tmp/, renamed into new/.
    func deliver(_ bytes: [UInt8]) throws {
        let name = "\(UInt64(Date().timeIntervalSince1970 * 1e6)).\(UUID().uuidString.prefix(8)).test"
        let temporary = inbox.appendingPathComponent("tmp/\(name)")
        try Data(bytes).write(to: temporary)
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: temporary.path)
        try FileManager.default.moveItem(at: temporary, to: inbox.appendingPathComponent("new/\(name)"))
    }

    /// The Maildir flags of every message (`""`, `"S"`, `"ST"`), from the file names in cur/
    /// and new/ (new/ has none yet).
    func flags() throws -> [String] {
        var result: [String] = []
        for folder in ["new", "cur"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: inbox.appendingPathComponent(folder).path) {
                if let range = name.range(of: ":2,") {
                    result.append(String(name[range.upperBound...]))
                } else {
                    result.append("")
                }
            }
        }
        return result.sorted()
    }

    deinit {
        _ = try? runTool(["bash", MailFixtures.path("dovecot.sh"), "stop", directory.path])
        try? FileManager.default.removeItem(at: directory)
    }
}

extension String {
    var crlf: [UInt8] {
        Array(replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }
}

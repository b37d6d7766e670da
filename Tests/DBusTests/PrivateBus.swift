import Foundation

/// A dbus-daemon of the test's own, on a Unix socket in a temporary directory, with the
/// configuration the Python checks use too (`scripts/lib/private-bus.conf`): every connection
/// may own any name and talk to any other.
final class PrivateBus: @unchecked Sendable {
    let directory: URL
    let address: String
    private let process: Process

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("dbus-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let socket = directory.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        // One configuration for the Swift and the Python tests: scripts/lib/private-bus.conf.
        let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/lib/private-bus.conf")
        let configuration = try String(contentsOf: template, encoding: .utf8)
            .replacingOccurrences(of: "@LISTEN@", with: address)
        let configurationPath = directory.appendingPathComponent("bus.conf").path
        try configuration.write(toFile: configurationPath, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--config-file=\(configurationPath)", "--nofork", "--nopidfile", "--print-address"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The daemon prints its address once it listens (the socket file exists a little earlier).
        var printed: [UInt8] = []
        while !printed.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += chunk
        }
        guard printed.contains(0x0A), FileManager.default.fileExists(atPath: socket) else {
            process.terminate()
            throw CocoaError(.fileNoSuchFile)
        }
    }

    /// Stops the daemon, as a crash would: its connections see the bus go away.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

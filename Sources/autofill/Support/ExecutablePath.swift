import Foundation

/// The absolute path of the running `autofill` binary, for files that start it again (the
/// browser's native-messaging host, the systemd unit).
enum ExecutablePath {
    static var current: String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        let argument = CommandLine.arguments.first ?? "autofill"
        if argument.hasPrefix("/") { return argument }
        return URL(
            fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL.path
    }

    /// `text` quoted for a POSIX shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The `extension/` folder of the checkout this binary was built in, if it can be found
    /// (above the binary, or above the current directory).
    static var extensionDirectory: String? {
        for start in [current, FileManager.default.currentDirectoryPath] {
            var url = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                url.deleteLastPathComponent()
                let candidate = url.appendingPathComponent("extension")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("manifest.json").path) {
                    return candidate.path
                }
            }
        }
        return nil
    }
}

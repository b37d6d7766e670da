import ArgumentParser
import AutoFillServer
import Foundation

struct BrowserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browser",
        abstract: "Connect the swift-autofill browser extension to the local service.",
        discussion: """
            The extension (the extension/ folder of this project, for Chromium, Chrome and \
            Firefox) reaches the running 'autofill serve' through 'autofill bridge', which the \
            browser starts as a native-messaging host. 'install' writes the host manifests for \
            your browsers and says how to load the extension; 'status' says what is installed \
            and whether the service answers.

            Examples:
              autofill browser install
              autofill browser install --browser firefox
              autofill browser status --json
            """,
        subcommands: [BrowserInstallCommand.self, BrowserStatusCommand.self])
}

/// A browser family whose native-messaging host manifest the bridge can be installed for.
struct BrowserTarget: Sendable, Equatable {
    let name: String
    let displayName: String
    /// The directory its host manifests go in, for one user.
    let manifestDirectory: String
    /// Whether it reads `allowed_extensions` (Firefox) rather than `allowed_origins`.
    let isFirefox: Bool
    /// Commands and folders that show it is installed.
    let programs: [String]
    let profileDirectory: String?

    var manifestPath: String { manifestDirectory + "/" + BrowserExtension.nativeHostName + ".json" }

    /// Whether this browser appears to be installed for the user.
    var isFound: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let onPath = programs.contains { program in
            path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
        }
        return onPath || profileDirectory.map { FileManager.default.fileExists(atPath: $0) } ?? false
    }

    static func all(environment: [String: String] = ProcessInfo.processInfo.environment) -> [BrowserTarget] {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        return [
            BrowserTarget(
                name: "chromium", displayName: "Chromium", manifestDirectory: config + "/chromium/NativeMessagingHosts",
                isFirefox: false, programs: ["chromium", "chromium-browser"], profileDirectory: config + "/chromium"),
            BrowserTarget(
                name: "chrome", displayName: "Google Chrome",
                manifestDirectory: config + "/google-chrome/NativeMessagingHosts", isFirefox: false,
                programs: ["google-chrome", "google-chrome-stable"], profileDirectory: config + "/google-chrome"),
            BrowserTarget(
                name: "firefox", displayName: "Firefox", manifestDirectory: home + "/.mozilla/native-messaging-hosts",
                isFirefox: true, programs: ["firefox", "firefox-esr"], profileDirectory: home + "/.mozilla"),
        ]
    }

    /// A Chromium profile folder given with `--user-data-dir`: its hosts live inside it.
    static func chromiumProfile(_ directory: String) -> BrowserTarget {
        BrowserTarget(
            name: "chromium", displayName: "Chromium (\(directory))",
            manifestDirectory: directory + "/NativeMessagingHosts",
            isFirefox: false, programs: [], profileDirectory: directory)
    }

    /// The host manifest the browser reads.
    func manifest(bridgePath: String) -> [String: Any] {
        var manifest: [String: Any] = [
            "name": BrowserExtension.nativeHostName,
            "description": "swift-autofill: the bridge from the browser extension to the local AutoFill service",
            "path": bridgePath, "type": "stdio",
        ]
        if isFirefox {
            manifest["allowed_extensions"] = [BrowserExtension.firefoxID]
        } else {
            manifest["allowed_origins"] = ["chrome-extension://\(BrowserExtension.chromiumID)/"]
        }
        return manifest
    }
}

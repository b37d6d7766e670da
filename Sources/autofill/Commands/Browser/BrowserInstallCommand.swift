import ArgumentParser
import AutoFillServer
import Foundation

struct BrowserInstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install the native-messaging host that lets the extension reach AutoFill.",
        discussion: """
            Writes a small launcher for 'autofill bridge' (in $XDG_DATA_HOME/swift-autofill/bin, \
            else ~/.local/share/swift-autofill/bin) and, for each browser, a host manifest in \
            the browser's folder for your user, naming the project's extension as the only one \
            allowed to start it. Without --browser, every browser found is set up. Then load \
            the extension once (the command says how).

            Examples:
              autofill browser install
              autofill browser install --browser chromium --browser firefox
              autofill browser install --user-data-dir /tmp/profile   # a Chromium profile folder
            """)

    @Option(
        name: .customLong("browser"),
        help: ArgumentHelp(
            "chromium, chrome, firefox or all (repeatable). Default: the browsers found.", valueName: "name"))
    var browsers: [String] = []

    @Option(
        name: .customLong("user-data-dir"),
        help: ArgumentHelp(
            "A Chromium profile folder (--user-data-dir of the browser) to install into.", valueName: "path"))
    var userDataDirectory: String?

    @OptionGroup var state: ServeStateOptions

    @Flag(help: "Print what was written as JSON.")
    var json = false

    func validate() throws {
        for name in browsers where !["chromium", "chrome", "firefox", "all"].contains(name) {
            throw ValidationError("--browser '\(name.prefix(40))' is not chromium, chrome, firefox or all")
        }
    }

    func targets() throws -> [BrowserTarget] {
        var chosen: [BrowserTarget] = []
        if let userDataDirectory { chosen.append(.chromiumProfile(absolute(userDataDirectory))) }
        let all = BrowserTarget.all()
        if browsers.contains("all") {
            chosen += all
        } else if !browsers.isEmpty {
            chosen += all.filter { browsers.contains($0.name) }
        } else if userDataDirectory == nil {
            chosen += all.filter(\.isFound)
            if chosen.isEmpty {
                throw CommandFailure(
                    "no Chromium, Chrome or Firefox found for your user; name one with --browser chromium|chrome|firefox"
                )
            }
        }
        return chosen
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    struct Installed: Encodable {
        let browser: String
        let manifest: String
    }

    struct Report: Encodable {
        let bridge: String
        let installed: [Installed]
        let extensionDirectory: String?
        let chromiumExtensionID: String
        let firefoxExtensionID: String
    }

    func run() async throws {
        let bridge = try writeLauncher()
        var installed: [Installed] = []
        for target in try targets() {
            try FileManager.default.createDirectory(atPath: target.manifestDirectory, withIntermediateDirectories: true)
            let data = try JSONSerialization.data(
                withJSONObject: target.manifest(bridgePath: bridge),
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try data.write(to: URL(fileURLWithPath: target.manifestPath), options: .atomic)
            installed.append(Installed(browser: target.name, manifest: target.manifestPath))
        }
        let report = Report(
            bridge: bridge, installed: installed, extensionDirectory: ExecutablePath.extensionDirectory,
            chromiumExtensionID: BrowserExtension.chromiumID, firefoxExtensionID: BrowserExtension.firefoxID)
        if json {
            try Output.printJSON(report)
            return
        }
        print("The bridge launcher: \(bridge)")
        for item in installed { print("Host manifest for \(item.browser): \(item.manifest)") }
        let folder = report.extensionDirectory ?? "the extension/ folder of your swift-autofill checkout"
        print(
            """

            Now load the extension once:
              Chromium, Chrome: open chrome://extensions, turn on Developer mode, choose
                "Load unpacked" and pick \(folder)
              Firefox: open about:debugging#/runtime/this-firefox, choose "Load Temporary Add-on…"
                and pick \(folder)/manifest.json
            Keep 'autofill serve' running (or 'autofill service install' to start it with your
            session); 'autofill browser status' checks the whole chain.
            """)
    }

    /// Writes the launcher the browsers start: this binary's bridge, for this state directory.
    private func writeLauncher() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        let directory = data + "/swift-autofill/bin"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/autofill-bridge"
        let script = """
            #!/bin/sh
            # Written by 'autofill browser install': the browser starts this to reach AutoFill.
            exec \(ExecutablePath.shellQuoted(ExecutablePath.current)) bridge --state-dir \(ExecutablePath.shellQuoted(try state.path())) "$@"

            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}

import ArgumentParser
import AutoFillServer
import Foundation

struct BrowserStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Say which browsers can reach AutoFill and whether the service answers.",
        discussion: """
            For each browser: whether its host manifest is installed, names the project's \
            extension and starts an executable launcher; then whether 'autofill serve' answers \
            on its socket. Exits with status 1 when no browser is set up or no service runs.

            Examples:
              autofill browser status
              autofill browser status --json
              autofill browser status --user-data-dir /tmp/profile
            """)

    @Option(
        name: .customLong("user-data-dir"),
        help: ArgumentHelp("Also look in this Chromium profile folder.", valueName: "path"))
    var userDataDirectory: String?

    @OptionGroup var state: ServeStateOptions

    @Flag(help: "Print the result as JSON.")
    var json = false

    struct Browser: Encodable {
        let browser: String
        let manifest: String
        let installed: Bool
        /// What is wrong, in words; nil when the host is ready.
        let problem: String?
    }

    struct Report: Encodable {
        let browsers: [Browser]
        let serviceRunning: Bool
        let socket: String
        let chromiumExtensionID: String
        let firefoxExtensionID: String
    }

    func run() async throws {
        var targets = BrowserTarget.all()
        if let userDataDirectory {
            let path =
                userDataDirectory.hasPrefix("/")
                ? userDataDirectory : FileManager.default.currentDirectoryPath + "/" + userDataDirectory
            targets.insert(.chromiumProfile(path), at: 0)
        }
        let browsers = targets.map(Self.check)
        let socket = try state.path() + "/autofill.sock"
        let running = ServiceClient.isServiceRunning(socketPath: socket)
        let report = Report(
            browsers: browsers, serviceRunning: running, socket: socket,
            chromiumExtensionID: BrowserExtension.chromiumID, firefoxExtensionID: BrowserExtension.firefoxID)
        if json {
            try Output.printJSON(report)
        } else {
            for browser in browsers {
                let state = browser.installed ? "ready" : browser.problem ?? "not installed"
                print("\(browser.browser): \(state)  (\(browser.manifest))")
            }
            print(
                running
                    ? "AutoFill service: running (\(socket))"
                    : "AutoFill service: not running; start it with 'autofill serve'")
        }
        if !running || !browsers.contains(where: \.installed) { throw ExitCode(1) }
    }

    /// Whether a browser's host manifest is there and right.
    static func check(_ target: BrowserTarget) -> Browser {
        func result(_ problem: String?) -> Browser {
            Browser(browser: target.name, manifest: target.manifestPath, installed: problem == nil, problem: problem)
        }
        guard let data = FileManager.default.contents(atPath: target.manifestPath) else {
            return result("not installed; run 'autofill browser install --browser \(target.name)'")
        }
        guard let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            manifest["name"] as? String == BrowserExtension.nativeHostName, let path = manifest["path"] as? String
        else {
            return result("the host manifest is damaged; run 'autofill browser install' again")
        }
        let allowed = (manifest[target.isFirefox ? "allowed_extensions" : "allowed_origins"] as? [String]) ?? []
        let expected =
            target.isFirefox ? BrowserExtension.firefoxID : "chrome-extension://\(BrowserExtension.chromiumID)/"
        guard allowed.contains(expected) else {
            return result(
                "the host manifest does not name the swift-autofill extension; run 'autofill browser install' again")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            return result("the launcher \(path) is missing; run 'autofill browser install' again")
        }
        return result(nil)
    }
}

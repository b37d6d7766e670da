import ArgumentParser
import AutoFillServer
import Foundation

/// `--state-dir`: where the running service keeps its token, socket and `server.json`.
struct ServeStateOptions: ParsableArguments {
    @Option(
        name: .customLong("state-dir"),
        help: ArgumentHelp(
            "The service's state directory (token, socket, server.json). Default: $XDG_STATE_HOME/swift-autofill, else ~/.local/state/swift-autofill.",
            valueName: "path"))
    var stateDirectory: String?

    func path() throws -> String {
        if let stateDirectory {
            return stateDirectory.hasPrefix("/")
                ? stateDirectory : FileManager.default.currentDirectoryPath + "/" + stateDirectory
        }
        guard let path = ServerConfiguration.defaultStateDirectory(environment: ProcessInfo.processInfo.environment)
        else {
            throw ValidationError("cannot find a home directory for the state; give --state-dir PATH")
        }
        return path
    }

    /// A client for the running service's socket.
    func client() throws -> ServiceClient {
        let client = ServiceClient(socketPath: try path() + "/autofill.sock")
        guard client.isServiceRunning else {
            throw CommandFailure("no AutoFill service is running for \(try path()); start one with 'autofill serve'")
        }
        return client
    }
}

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

    /// Sends one request to the running service over its socket and returns the status, the
    /// body and the body as a JSON object (when it is one). Throws a readable failure when no
    /// service answers.
    func send(_ method: String, _ path: String, body: [UInt8]? = nil) async throws -> ServiceAnswer {
        let client = ServiceClient(socketPath: try requireRunningService())
        let result: (status: Int, body: [UInt8])
        do {
            result = try await client.send(method: method, path: path, body: body)
        } catch {
            try? await client.shutdown()
            throw CommandFailure(error.description)
        }
        try? await client.shutdown()
        return ServiceAnswer(status: result.status, body: result.body)
    }

    /// The running service's socket; fails when no service answers on it.
    @discardableResult
    func requireRunningService() throws -> String {
        let socket = try path() + "/autofill.sock"
        guard ServiceClient.isServiceRunning(socketPath: socket) else {
            throw CommandFailure("no AutoFill service is running for \(try path()); start one with 'autofill serve'")
        }
        return socket
    }
}

/// What the service answered over its socket.
struct ServiceAnswer {
    let status: Int
    let body: [UInt8]

    /// The body as a JSON object, when it is one.
    var object: [String: Any]? { try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] }

    /// The service's own error message (`{"error": {"message": …}}`), else the status.
    var refusal: CommandFailure {
        let message = (object?["error"] as? [String: Any])?["message"] as? String ?? "HTTP \(status)"
        return CommandFailure("the service refused: \(message)")
    }

    /// Writes the body to standard output as it came, one line.
    func printRaw() {
        FileHandle.standardOutput.write(Data(body + [0x0A]))
    }
}

import ArgumentParser
import AutoFillAPI
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

    /// Calls `endpoint` of the running service over its socket and returns its answer. Throws
    /// a readable failure when no service answers or the service refuses.
    func call<Body, Answer>(
        _ endpoint: Endpoint<Body, Answer>, _ body: Body, id: String? = nil, query: [String: String] = [:]
    ) async throws -> Answer {
        let client = ServiceClient(socketPath: try requireRunningService())
        do {
            let answer = try await client.send(endpoint, body, id: id, query: query)
            try? await client.shutdown()
            return answer
        } catch {
            try? await client.shutdown()
            throw CommandFailure(error.code == .startupFailed ? error.description : "the service refused: \(error)")
        }
    }

    /// Calls an endpoint that takes no body.
    func call<Answer>(_ endpoint: Endpoint<NoBody, Answer>, query: [String: String] = [:]) async throws -> Answer {
        try await call(endpoint, NoBody(), query: query)
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

import ArgumentParser
import AutoFillServer
import Foundation

struct ServeStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show whether the service runs and whether its vault is unlocked.",
        discussion: """
            Exits with status 1 when no service runs for the state directory.

            Examples:
              autofill serve status
              autofill serve status --json
            """)

    @OptionGroup var state: ServeStateOptions

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        let client = try state.client()
        let result: (status: Int, body: [UInt8])
        do {
            result = try await client.send(method: "GET", path: "/v1/vault")
        } catch {
            try? await client.shutdown()
            throw CommandFailure(error.description)
        }
        try? await client.shutdown()
        guard result.status == 200,
            let object = try? JSONSerialization.jsonObject(with: Data(result.body)) as? [String: Any]
        else {
            throw CommandFailure("the service answered HTTP \(result.status)")
        }
        if json {
            FileHandle.standardOutput.write(Data(result.body + [0x0A]))
            return
        }
        let exists = object["exists"] as? Bool ?? false
        let unlocked = object["unlocked"] as? Bool ?? false
        let path = object["path"] as? String ?? "?"
        print("AutoFill is running (state: \(try state.path())).")
        print(
            !exists
                ? "No vault yet at \(path); create it from the web page."
                : unlocked
                    ? "The vault \(path) is unlocked (fills allowed for \(object["presenceSecondsLeft"] as? Int ?? 0) more seconds)."
                    : "The vault \(path) is locked.")
    }
}

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
        let answer = try await state.send("GET", "/v1/vault")
        guard answer.status == 200, let object = answer.object else { throw answer.refusal }
        if json {
            answer.printRaw()
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

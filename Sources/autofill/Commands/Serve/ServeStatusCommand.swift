import ArgumentParser
import AutoFillAPI
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
        let vault = try await state.call(Endpoints.vault)
        if json {
            try Output.printJSON(vault, compact: true)
            return
        }
        print("AutoFill is running (state: \(try state.path())).")
        print(
            !vault.exists
                ? "No vault yet at \(vault.path); create it from the web page."
                : vault.unlocked
                    ? "The vault \(vault.path) is unlocked (fills allowed for \(vault.presenceSecondsLeft ?? 0) more seconds)."
                    : "The vault \(vault.path) is locked.")
    }
}

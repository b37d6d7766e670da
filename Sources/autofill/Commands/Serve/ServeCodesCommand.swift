import ArgumentParser
import AutoFillAPI
import Foundation

struct ServeCodesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "codes",
        abstract: "Show the current verification codes from the running service's unlocked vault.",
        discussion: """
            Asks the running `autofill serve` over its Unix socket, like an agent: no passphrase \
            is asked, because the service already holds the unlocked vault (unlock it on the web \
            page or with `autofill serve unlock`). QUERY narrows the list to generators for a \
            domain, an id prefix, or text in the issuer, name or account. Counter-based (HOTP) \
            generators are listed without a code: showing one would use it up.

            Exits with status 1 when no service runs, the vault is locked, or nothing matches.

            Examples:
              autofill serve codes
              autofill serve codes github.com
              autofill serve codes example --json | jq -r '.codes[0].code'
            """)

    @OptionGroup var state: ServeStateOptions

    @Argument(help: ArgumentHelp("A domain, id prefix, issuer, name or account to look for.", valueName: "query"))
    var query: String?

    @Flag(
        help:
            "Print the result as JSON: {\"codes\": [{id, name, issuer, account, domains, type, digits, period, code, secondsRemaining}]}."
    )
    var json = false

    func validate() throws {
        if let query, query.isEmpty || query.utf8.count > 512 {
            throw ValidationError("the query must be 1-512 bytes")
        }
    }

    func run() async throws {
        let codes = try await state.call(Endpoints.codes, query: query.map { ["query": $0] } ?? [:]).codes
        if json {
            try Output.printJSON(CodeList(codes: codes), compact: true)
        } else {
            for entry in codes {
                let title = [entry.issuer, entry.account.isEmpty ? nil : entry.account].compactMap { $0 }
                    .joined(separator: ": ")
                let code = entry.code?.unredacted ?? "(counter-based: no code shown)"
                let left = entry.secondsRemaining.map { "  \($0) s left" } ?? ""
                print("\(code)  \(title.isEmpty ? entry.name : title)\(left)")
            }
        }
        if codes.isEmpty {
            throw CommandFailure(
                query.map { "no verification code in the vault matches '\($0)'" }
                    ?? "the vault holds no verification codes")
        }
    }
}

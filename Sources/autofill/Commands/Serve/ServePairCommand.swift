import ArgumentParser
import AutoFillAPI
import Foundation
import QRCodes

struct ServePairCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pair",
        abstract: "Pair an Android phone that forwards its SMS: a token, the address and a QR code.",
        discussion: """
            Makes a token for one phone and prints what the phone's SMS-forwarding app needs: \
            the address to post to (with the token in its path, for apps that cannot set a \
            header), the token alone (for 'Authorization: Bearer'), and the SHA-256 fingerprint \
            of the listener's certificate, with a QR code holding the address and the \
            fingerprint. They are shown once; revoke a phone with 'autofill sources phones \
            --revoke ID'. Switch the listener on with 'autofill sources enable phone'. See \
            docs/sources.md for each app.

            Examples:
              autofill serve pair --name "Pixel 8"
              autofill serve pair --name tablet --json
            """)

    @OptionGroup var state: ServeStateOptions

    @Option(help: ArgumentHelp("A name to know the phone by.", valueName: "name"))
    var name = "phone"

    @Flag(help: "Print the result as JSON (with the token).")
    var json = false

    func run() async throws {
        let pairing = try await state.call(Endpoints.pairPhone, PhonePairRequest(name: name))
        if json { return try Output.printJSON(pairing, compact: true) }
        print(try QRCode(text: pairing.pairingText.unredacted).terminalString(), terminator: "")
        print("Phone \"\(pairing.phone.name)\" paired (id \(pairing.phone.id)).")
        print("Post to:      \(pairing.url.unredacted)")
        print("Or send:      Authorization: Bearer \(pairing.token.unredacted)")
        print("Certificate:  SHA-256 \(pairing.fingerprint)")
        print("This is shown once; keep it only on the phone.")
    }
}

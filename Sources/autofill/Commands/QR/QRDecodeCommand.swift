import ArgumentParser
import Foundation
import QRCodes

struct QRDecodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Find and read the QR code in a PGM, PBM or PPM image.",
        discussion: """
            Reads a Netpbm image (P1-P6; convert other formats first, e.g. with `convert code.png \
            code.pgm` or `pngtopnm`), finds the QR code in it at any rotation, light on dark or \
            dark on light, mirrored or not, and prints its content followed by a newline. With \
            --all, every code in the image, one a line (a JSON array with --json).

            A set-up link carries the account's secret key. For otpauth:, apple-otpauth: and \
            otpauth-migration: links the secret (the migration link's data) is printed as \
            <redacted> unless --show-secret is given; other content is printed as it is.

            With --json: the content as text (UTF-8, or ISO 8859-1 when it is not valid UTF-8), \
            the version, the error correction level, how many codewords were repaired, whether \
            the code was inverted or mirrored, and whether a secret was hidden. The raw bytes \
            (base64) are included only when nothing was hidden.

            Exit status 1 when no code is found, the code is too damaged to read, or it holds \
            content the reader does not support (kanji, other character sets).

            Examples:
              autofill qr decode screenshot.pgm
              autofill qr decode --show-secret --json setup.ppm
              autofill qr decode --all page.ppm
              pngtopnm code.png | autofill qr decode - --json
            """)

    @Argument(help: ArgumentHelp("The image to read; '-' reads standard input.", valueName: "image.pgm"))
    var image: String

    @Flag(help: "Print the secret of a set-up link instead of <redacted>.")
    var showSecret = false

    @Flag(help: "Read every code in the image, not just the first found.")
    var all = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        let bytes = try FileInput.readBytes(image, limit: 256 << 20)
        let picture: PortableAnymap
        do {
            picture = try PortableAnymap(bytes, maximumDimension: QRCodeReader.maximumDimension)
        } catch {
            throw CommandFailure("\(image == "-" ? "standard input" : image): \(error.description)")
        }
        let codes: [DecodedQRCode]
        do {
            let reader = QRCodeReader()
            codes =
                all
                ? try reader.readAll(luminance: picture.luminance, width: picture.width, height: picture.height)
                : [try reader.read(luminance: picture.luminance, width: picture.width, height: picture.height)]
        } catch {
            throw CommandFailure(error.description)
        }
        var hidSecret = false
        var results: [DecodeJSON] = []
        for code in codes {
            let hidden = showSecret ? nil : SecretLinkRedaction.redacted(code.text)
            hidSecret = hidSecret || hidden != nil
            if json {
                results.append(
                    DecodeJSON(
                        text: hidden ?? code.text,
                        base64: hidden == nil ? Data(code.bytes).base64EncodedString() : nil,
                        version: code.version, level: code.correction.description,
                        correctedCodewords: code.correctedCodewords, isInverted: code.isInverted,
                        isMirrored: code.isMirrored, isSecretHidden: hidden != nil))
            } else if let hidden {
                print(hidden)
            } else {
                FileHandle.standardOutput.write(Data(code.bytes + [UInt8(ascii: "\n")]))
            }
        }
        if json {
            if all { try Output.printJSON(results) } else { try Output.printJSON(results[0]) }
        } else if hidSecret {
            Output.note("(the secret is hidden; add --show-secret to print it)")
        }
    }

    struct DecodeJSON: Encodable {
        let text: String
        let base64: String?
        let version: Int
        let level: String
        let correctedCodewords: Int
        let isInverted: Bool
        let isMirrored: Bool
        let isSecretHidden: Bool
    }
}

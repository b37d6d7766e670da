import ArgumentParser
import Foundation
import QRCodes

extension ErrorCorrection: ExpressibleByArgument {
    public init?(argument: String) {
        guard let level = Self.allCases.first(where: { $0.description == argument.uppercased() }) else { return nil }
        self = level
    }

    public static var allValueStrings: [String] { allCases.map(\.description) }
}

struct QREncodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Encode standard input as a QR code: for the terminal, as SVG or as a PBM image.",
        discussion: """
            Reads the bytes to encode from standard input (text is encoded as its UTF-8 bytes) and \
            makes the smallest QR code that holds them. One trailing newline, as echo adds, is \
            dropped unless --exact is given.

            The terminal drawing uses half blocks and expects light text on a dark background; \
            add --invert for a light background. SVG and PBM images are black on white with the \
            four-module quiet zone.

            Examples:
              echo 'https://example.com/' | autofill qr encode
              autofill qr encode --svg < link.txt > link.svg
              printf %s "$text" | autofill qr encode --exact --pbm --level H > code.pbm
            """)

    enum Format: String, EnumerableFlag {
        case terminal, svg, pbm

        static func help(for value: Format) -> ArgumentHelp? {
            switch value {
            case .terminal: "Draw with Unicode half blocks (the default)."
            case .svg: "Write an SVG document."
            case .pbm: "Write a binary PBM (P4) image."
            }
        }
    }

    @Flag var format: Format = .terminal

    @Option(help: "Error correction level: L (7%), M (15%), Q (25%) or H (30%).")
    var level: ErrorCorrection = .medium

    @Flag(help: "Terminal: draw dark modules as blocks, for dark text on a light background.")
    var invert = false

    @Option(help: ArgumentHelp("SVG and PBM: pixels per module (default 8 for SVG, 4 for PBM).", valueName: "n"))
    var moduleSize: Int?

    @Flag(help: "Encode every byte of the input, including a trailing newline.")
    var exact = false

    func validate() throws {
        if let moduleSize, !(1...100).contains(moduleSize) {
            throw ValidationError("--module-size must be 1-100, got \(moduleSize)")
        }
        if invert && format != .terminal { throw ValidationError("--invert applies to the terminal drawing only") }
    }

    func run() async throws {
        var bytes = [UInt8](try FileInput.standardInput())
        if !exact && bytes.last == UInt8(ascii: "\n") {
            bytes.removeLast()
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        }
        let code = try QRCode(bytes: bytes, correction: level)
        switch format {
        case .terminal: print(code.terminalString(invert: invert), terminator: "")
        case .svg: print(code.svg(moduleSize: moduleSize ?? 8), terminator: "")
        case .pbm: FileHandle.standardOutput.write(Data(code.pbm(moduleSize: moduleSize ?? 4)))
        }
    }
}

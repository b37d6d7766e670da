import ArgumentParser

struct QRCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qr",
        abstract: "Draw QR codes for set-up links, and read them from images.",
        subcommands: [QREncodeCommand.self, QRDecodeCommand.self]
    )
}

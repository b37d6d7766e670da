import ArgumentParser

struct QRCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qr",
        abstract: "Draw QR codes for set-up links.",
        subcommands: [QREncodeCommand.self]
    )
}

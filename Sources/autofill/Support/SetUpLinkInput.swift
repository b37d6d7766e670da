import ArgumentParser
import Foundation
import QRCodes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a set-up link comes from: standard input by default, or a file, the clipboard, or a
/// picture of its QR code. Never silently from the command line: an argument is visible to
/// every user of the machine (`ps`, `/proc/PID/cmdline`) and stays in shell history, so a link
/// that carries a secret is refused there unless `--insecure-argv` says the person knows.
struct SetUpLinkOptions: ParsableArguments {
    @Option(
        name: .customLong("from-file"),
        help: ArgumentHelp("Read the link from this file ('-' for standard input).", valueName: "path"))
    var file: String?

    @Flag(help: "Read the link from the clipboard (wl-paste, xclip or xsel).")
    var clipboard = false

    @Option(
        name: .customLong("qr"),
        help: ArgumentHelp("Read the link from the QR code in this PGM, PBM or PPM image.", valueName: "image"))
    var qrImage: String?

    @Flag(
        name: .customLong("insecure-argv"),
        help: ArgumentHelp(
            "Accept a link with a secret given as an argument, although other users can see it in the process list."
        ))
    var insecureArgv = false

    /// How many of the sources are named.
    var namedSources: Int { [file != nil, clipboard, qrImage != nil].filter { $0 }.count }

    /// Checks a link given as an argument (see ``SecretArgument/admit(_:insecureArgv:)``).
    func admit(argument: String) throws {
        try SecretArgument.admit(argument, insecureArgv: insecureArgv)
    }

    /// The link from the named source, or from standard input (a prompt at a terminal).
    func read(prompt: String) throws -> String {
        if let file {
            return try SecretInput.readFile(file, prompt: prompt).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if clipboard { return try Self.readClipboard() }
        if let qrImage { return try Self.readQRCode(qrImage) }
        return try SecretInput.readStandardInput(prompt: prompt).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The clipboard's text, through the first clipboard tool found.
    static func readClipboard() throws -> String {
        let tools: [[String]] = [
            ["wl-paste", "--no-newline"], ["xclip", "-selection", "clipboard", "-out"],
            ["xsel", "--clipboard", "--output"],
        ]
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for tool in tools {
            guard
                let executable = path.split(separator: ":").map({ "\($0)/\(tool[0])" }).first(where: {
                    FileManager.default.isExecutableFile(atPath: $0)
                })
            else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = Array(tool.dropFirst())
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { continue }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        throw CommandFailure(
            "cannot read the clipboard: install wl-clipboard (Wayland) or xclip (X11), or pipe the link on standard input"
        )
    }

    /// The text of the QR code in a Netpbm image.
    static func readQRCode(_ image: String) throws -> String {
        let bytes = try FileInput.readBytes(image, limit: 256 << 20)
        do {
            let picture = try PortableAnymap(bytes, maximumDimension: QRCodeReader.maximumDimension)
            let code = try QRCodeReader().read(
                luminance: picture.luminance, width: picture.width, height: picture.height)
            return code.text.trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            throw CommandFailure("\(image): \(error)")
        }
    }
}

/// Links with secrets given as arguments.
enum SecretArgument {
    /// Whether `text` is a set-up link that carries a secret (`secret=` of an `otpauth:` or
    /// `apple-otpauth:` link, `data=` of an `otpauth-migration:` export).
    static func carriesSecret(_ text: String) -> Bool {
        SecretLinkRedaction.redacted(text).map { $0 != text } ?? false
    }

    /// Refuses a link with a secret given as an argument, unless `insecureArgv`; then warns and
    /// wipes the argument from this process's memory, so that the process list no longer shows
    /// it (it was visible until then, and the shell may have kept it in its history).
    static func admit(_ argument: String, insecureArgv: Bool) throws {
        guard carriesSecret(argument) else { return }
        guard insecureArgv else {
            throw ValidationError(
                """
                the link carries its secret on the command line, where every user of this machine can read it \
                (ps, /proc) and where shell history keeps it. Give it another way: on standard input \
                (pipe it, or paste it at the prompt), from a file, the clipboard or a QR image (see --help). \
                Add --insecure-argv to use the argument anyway.
                """)
        }
        Output.note(
            "warning: the secret in this link was visible to other users in the process list; prefer standard input")
        CommandLineScrubber.wipe(argument)
    }
}

/// Wipes a secret argument from the memory the kernel shows as this process's command line.
enum CommandLineScrubber {
    /// Overwrites every argument equal to `argument` with `x`s, in place.
    static func wipe(_ argument: String) {
        let target = Array(argument.utf8)
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let length = strlen(pointer)
            guard length == target.count else { continue }
            let matches = (0..<length).allSatisfy { UInt8(bitPattern: pointer[$0]) == target[$0] }
            if matches { memset(pointer, Int32(UInt8(ascii: "x")), length) }
        }
    }
}

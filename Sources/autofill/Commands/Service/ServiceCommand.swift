import ArgumentParser
import Foundation

struct ServiceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service",
        abstract: "Start 'autofill serve' with your session, as a systemd user service.",
        discussion: """
            'install' writes ~/.config/systemd/user/autofill.service (the unit that ships with \
            the project, running this autofill binary); with --enable it also starts it now and \
            with every session. 'uninstall' stops it and removes the unit.

            Examples:
              autofill service install --enable
              autofill service install --print
              autofill service uninstall
            """,
        subcommands: [ServiceInstallCommand.self, ServiceUninstallCommand.self])

    /// `$XDG_CONFIG_HOME/systemd/user/autofill.service`, else under `~/.config`.
    static var unitPath: String {
        let environment = ProcessInfo.processInfo.environment
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return config + "/systemd/user/autofill.service"
    }

    /// Runs `systemctl --user` with `arguments`; fails with its own words.
    static func systemctl(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["systemctl", "--user"] + arguments
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run systemctl: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(
                "'systemctl --user \(arguments.joined(separator: " "))' failed (status \(process.terminationStatus))")
        }
    }
}

struct ServiceInstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Write the systemd user unit that runs 'autofill serve'.")

    @OptionGroup var state: ServeStateOptions

    @Option(name: .customLong("vault"), help: ArgumentHelp("The vault file the service opens.", valueName: "path"))
    var vaultPath: String?

    @Option(help: ArgumentHelp("The TCP port of the service.", valueName: "port"))
    var port: Int?

    @Flag(help: "Also enable and start it (systemctl --user enable --now autofill.service).")
    var enable = false

    @Flag(name: .customLong("print"), help: "Print the unit instead of writing it.")
    var printOnly = false

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be 0-65535") }
    }

    /// The unit: the shipped template with this binary and the options given.
    func unit() throws -> String {
        var command = [ExecutablePath.current, "serve", "run"]
        if state.stateDirectory != nil { command += ["--state-dir", try state.path()] }
        if let vaultPath {
            command += [
                "--vault",
                vaultPath.hasPrefix("/") ? vaultPath : FileManager.default.currentDirectoryPath + "/" + vaultPath,
            ]
        }
        if let port { command += ["--port", String(port)] }
        let template = String(decoding: PackageResources.autofill_service, as: UTF8.self)
        return template.replacingOccurrences(
            of: "@EXEC_START@", with: command.map(Self.systemdQuoted).joined(separator: " "))
    }

    /// A word of an `ExecStart=` line, quoted when it needs to be.
    static func systemdQuoted(_ word: String) -> String {
        guard word.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" || $0 == "'" || $0 == "%" }) else {
            return word
        }
        return "\""
            + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "%", with: "%%") + "\""
    }

    func run() async throws {
        let text = try unit()
        if printOnly {
            print(text, terminator: "")
            return
        }
        let path = ServiceCommand.unitPath
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        print("Wrote \(path)")
        if enable {
            try ServiceCommand.systemctl(["daemon-reload"])
            try ServiceCommand.systemctl(["enable", "--now", "autofill.service"])
            print("Started: 'systemctl --user status autofill' shows it; it starts again with every session.")
        } else {
            print(
                "Start it now and with every session: systemctl --user daemon-reload && systemctl --user enable --now autofill.service"
            )
        }
    }
}

struct ServiceUninstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Stop the systemd user service and remove its unit.")

    func run() async throws {
        let path = ServiceCommand.unitPath
        guard FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure("no unit at \(path); nothing to remove")
        }
        try? ServiceCommand.systemctl(["disable", "--now", "autofill.service"])
        try FileManager.default.removeItem(atPath: path)
        print("Removed \(path)")
    }
}

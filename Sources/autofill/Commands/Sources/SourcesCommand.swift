import ArgumentParser
import AutoFillAPI
import Foundation
import Secrets

struct SourcesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract:
            "Where codes arrive by themselves: a modem (ModemManager), paired phones, a mailbox (IMAP) and KDE Connect.",
        discussion: """
            The running 'autofill serve' takes SMS from a modem through ModemManager (Linux \
            phones, laptops with a WWAN modem) and from Android phones that forward their SMS \
            over the local network, from a mailbox over IMAP, and from a phone paired with KDE \
            Connect (its SMS plugin on). Each source is off until you enable it; the settings are kept \
            in the service's state directory. A desktop notification names the site each code \
            is for (the code itself only with 'notifications --show-code').

            Examples:
              autofill sources list
              autofill sources enable modem --delete-after-use
              autofill sources enable phone --port 7392
              autofill sources enable kdeconnect
              autofill sources enable mail --server imap.example.com --user alice@example.com \\
                  --after-use mark-read --password-file ~/.config/imap-password
              autofill sources enable mail --server imap.example.com --user alice --password-stdin
              autofill serve pair --name "Pixel 8"
              autofill sources status
              autofill sources disable phone
              autofill sources notifications --off
            """,
        subcommands: [
            SourcesListCommand.self, SourcesStatusCommand.self, SourcesEnableCommand.self, SourcesDisableCommand.self,
            SourcesNotificationsCommand.self, SourcesPhonesCommand.self,
        ],
        defaultSubcommand: SourcesListCommand.self
    )
}

struct SourcesListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the sources: on or off, and their settings.")

    @OptionGroup var state: ServeStateOptions

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        let list = try await state.call(Endpoints.sources)
        if json { return try Output.printJSON(list, compact: true) }
        for source in list.sources {
            let settings = source.settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                separator: " ")
            print("\(source.id)\t\(source.enabled ? "on" : "off")\t\(settings)")
        }
        let notifications = list.notifications
        print(
            "notifications\t\(notifications.enabled == true ? "on" : "off")\tshowCode=\(notifications.showCode == true)"
        )
    }
}

struct SourcesStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show what each source is connected to, its last message and its last error.",
        discussion: "Exits with status 1 when an enabled source has failed.")

    @OptionGroup var state: ServeStateOptions

    @Argument(help: "Only this source (modem, phone, mail or kdeconnect).")
    var id: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        var list = try await state.call(Endpoints.sources)
        if let id {
            list.sources = list.sources.filter { $0.id == id }
            guard !list.sources.isEmpty else {
                throw ValidationError("no source is called \(id); use modem, phone, mail or kdeconnect")
            }
        }
        if json {
            try Output.printJSON(list, compact: true)
        } else {
            let formatter = ISO8601DateFormatter()
            for source in list.sources {
                print("\(source.id): \(source.state)\(source.detail.map { " — \($0)" } ?? "")")
                if let last = source.lastMessage { print("  last message: \(formatter.string(from: last))") }
                if let error = source.lastError { print("  last error: \(error)") }
            }
            let notifications = list.notifications
            print(
                "notifications: \(notifications.enabled == true ? "on" : "off")"
                    + (notifications.lastError.map { " — last error: \($0)" } ?? ""))
        }
        if list.sources.contains(where: { $0.enabled && $0.state == "failed" }) { throw ExitCode(1) }
    }
}

struct SourcesEnableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enable",
        abstract: "Switch a source on (modem, phone, mail or kdeconnect), with its settings.",
        discussion: """
            modem: reads SMS from ModemManager on the system bus (or --bus-address). With \
            --delete-after-use, an SMS is deleted from the modem once its code was filled.
            phone: starts an HTTPS listener for Android SMS forwarders (default every interface, \
            port 7392); pair each phone with 'autofill serve pair'. See docs/sources.md for \
            the apps and how to set each one up.
            mail: watches a mailbox over IMAP (IDLE, else polling). A mail whose DKIM signature \
            verifies for its From: domain gives a code for that site only; any other mail an \
            unbound code. The password is read from a file (--password-file) or standard input \
            (--password-stdin), never from the command line, and kept in the vault, which must \
            be unlocked. See docs/mail.md.
            kdeconnect: reads the SMS a phone paired with KDE Connect reports (its SMS plugin \
            on), from the KDE Connect daemon on the session bus (or --bus-address). Only messages \
            received after the source started are taken. See docs/sources.md.
            """)

    @OptionGroup var state: ServeStateOptions

    @Argument(help: "modem, phone, mail or kdeconnect.")
    var id: String

    @Flag(inversion: .prefixedNo, help: "Modem: delete an SMS after its code was used.")
    var deleteAfterUse: Bool?

    @Option(
        help: ArgumentHelp(
            "Modem: ModemManager's D-Bus address ('system' for the system bus). KDE Connect: its daemon's ('session' for the session bus).",
            valueName: "address"))
    var busAddress: String?

    @Option(help: ArgumentHelp("Phone: the IP address to listen on.", valueName: "address"))
    var listen: String?

    @Option(
        help: ArgumentHelp(
            "Phone: the port to listen on (0: any free one). Mail: the IMAP server's port (default 993, or 143 with STARTTLS).",
            valueName: "port"))
    var port: Int?

    @Option(help: ArgumentHelp("Mail: the IMAP server.", valueName: "host"))
    var server: String?

    @Option(help: ArgumentHelp("Mail: imaps (TLS from the start, the default) or starttls.", valueName: "mode"))
    var security: String?

    @Option(help: ArgumentHelp("Mail: the IMAP user name.", valueName: "name"))
    var user: String?

    @Option(help: ArgumentHelp("Mail: read the IMAP password from this file (its first line).", valueName: "path"))
    var passwordFile: String?

    @Flag(help: "Mail: read the IMAP password from standard input (its first line).")
    var passwordStdin = false

    @Option(help: ArgumentHelp("Mail: the mailbox to watch (default INBOX).", valueName: "name"))
    var mailbox: String?

    @Option(help: ArgumentHelp("Mail: after a code was used, none, mark-read or delete the mail.", valueName: "action"))
    var afterUse: String?

    @Option(
        help: ArgumentHelp(
            "Mail: the DNS server for DKIM keys, IP[:port] ('system': /etc/resolv.conf).", valueName: "address"))
    var dnsServer: String?

    @Option(
        help: ArgumentHelp(
            "Mail: a PEM file of the authority that signed the server's certificate ('system': the system's).",
            valueName: "path"))
    var caFile: String?

    @Option(help: ArgumentHelp("Phone: the address phones are told to post to.", valueName: "host"))
    var advertise: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    private var hasMailOptions: Bool {
        server != nil || security != nil || user != nil || passwordFile != nil || passwordStdin || mailbox != nil
            || afterUse != nil || dnsServer != nil || caFile != nil
    }

    func validate() throws {
        guard ["modem", "phone", "mail", "kdeconnect"].contains(id) else {
            throw ValidationError("the sources are modem, phone, mail and kdeconnect")
        }
        if id == "modem", listen != nil || port != nil || advertise != nil || hasMailOptions {
            throw ValidationError("--delete-after-use and --bus-address are the modem source's options")
        }
        if id == "kdeconnect",
            deleteAfterUse != nil || listen != nil || port != nil || advertise != nil || hasMailOptions
        {
            throw ValidationError("--bus-address is the kdeconnect source's only option")
        }
        if id == "phone", deleteAfterUse != nil || busAddress != nil || hasMailOptions {
            throw ValidationError("--listen, --port and --advertise are the phone source's options")
        }
        if id == "mail", deleteAfterUse != nil || busAddress != nil || listen != nil || advertise != nil {
            throw ValidationError(
                "the mail source's options are --server, --port, --security, --user, --password-file or --password-stdin, --mailbox, --after-use, --dns-server and --ca-file"
            )
        }
        if passwordFile != nil && passwordStdin {
            throw ValidationError("give --password-file or --password-stdin, not both")
        }
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be 0-65535") }
    }

    func run() async throws {
        var update = SourceUpdate(
            enabled: true, deleteAfterUse: deleteAfterUse, busAddress: busAddress, host: listen, port: port,
            advertisedHost: advertise)
        if id == "mail" {
            update.host = server
            update.security = security
            update.user = user
            update.mailbox = mailbox
            update.afterUse = afterUse
            update.dnsServer = dnsServer
            update.certificateFile = caFile.map { $0 == "system" ? $0 : URL(fileURLWithPath: $0).path }
            update.password = try readPassword()
        }
        let view = try await state.call(Endpoints.updateSource, update, id: id)
        try SourceOutput.print(view, json: json)
    }

    /// The first line of --password-file or of standard input (a prompt without echo on a
    /// terminal; SecretInput); never an argument.
    private func readPassword() throws -> SecretText? {
        let text: String
        if let passwordFile {
            text = try SecretInput.readFile(passwordFile, prompt: "IMAP password: ")
        } else if passwordStdin {
            text = try SecretInput.readStandardInput(prompt: "IMAP password: ")
        } else {
            return nil
        }
        var line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if line.hasSuffix("\r") { line = line.dropLast() }
        guard !line.isEmpty else { throw ValidationError("the password is empty") }
        guard line.utf8.count <= 1024 else { throw ValidationError("the password is longer than 1024 bytes") }
        return SecretText(line)
    }
}

struct SourcesDisableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "disable", abstract: "Switch a source off.")

    @OptionGroup var state: ServeStateOptions

    @Argument(help: "modem, phone, mail or kdeconnect.")
    var id: String

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard ["modem", "phone", "mail", "kdeconnect"].contains(id) else {
            throw ValidationError("the sources are modem, phone, mail and kdeconnect")
        }
    }

    func run() async throws {
        try SourceOutput.print(
            try await state.call(Endpoints.updateSource, SourceUpdate(enabled: false), id: id), json: json)
    }
}

struct SourcesNotificationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: "Desktop notifications when a code arrives: on or off, with or without the code.")

    @OptionGroup var state: ServeStateOptions

    @Flag(name: [.customLong("on")], help: "Show a notification when a code arrives.")
    var on = false

    @Flag(name: [.customLong("off")], help: "Show none.")
    var off = false

    @Flag(inversion: .prefixedEnableDisable, help: "Put the code itself in the notification's text.")
    var showCode: Bool?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        if on && off { throw ValidationError("give --on or --off, not both") }
    }

    func run() async throws {
        let settings = try await state.call(
            Endpoints.updateNotifications,
            NotificationSettings(enabled: on ? true : off ? false : nil, showCode: showCode))
        if json { return try Output.printJSON(settings, compact: true) }
        print(
            "Notifications are \(settings.enabled == true ? "on" : "off")"
                + (settings.showCode == true ? ", with the code in their text." : ", without the code."))
    }
}

struct SourcesPhonesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phones", abstract: "List the paired phones, or revoke one's token.")

    @OptionGroup var state: ServeStateOptions

    @Option(help: ArgumentHelp("Revoke this phone's token.", valueName: "id"))
    var revoke: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        if let revoke {
            _ = try await state.call(Endpoints.revokePhone, NoBody(), id: revoke)
            if !json { print("The phone \(revoke) is revoked: its token is refused from now on.") }
            return
        }
        let list = try await state.call(Endpoints.phones)
        if json { return try Output.printJSON(list, compact: true) }
        if let fingerprint = list.fingerprint { print("certificate SHA-256: \(fingerprint)") }
        for phone in list.phones {
            print("\(phone.id)\t\(phone.name)\t\(phone.revoked ? "revoked" : "paired")")
        }
    }
}

enum SourceOutput {
    static func print(_ view: SourceView, json: Bool) throws {
        if json { return try Output.printJSON(view, compact: true) }
        Swift.print("\(view.id): \(view.enabled ? "on" : "off") (\(view.state))")
        if let error = view.lastError { Swift.print("  last error: \(error)") }
    }
}

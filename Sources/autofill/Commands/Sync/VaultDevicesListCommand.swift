import ArgumentParser
import Foundation
import Keychain
import SyncProtocol

struct VaultDevicesListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the sync account's devices.",
        discussion: """
            Shows each device's id, name, when it joined, when it was last seen (to the \
            minute), and whether it was revoked; this device is marked with '*'.

            Examples:
              autofill vault devices list
              autofill vault devices list --json
            """)

    @OptionGroup var vault: VaultOptions
    @OptionGroup var sync: SyncClientOptions

    @Flag(help: "Print the devices as JSON.")
    var json = false

    func run() async throws {
        let opened = try vault.openUnlocked()
        let devices = try await sync.withClient(opened) { client in try await client.devices() }
        if json {
            try Output.printJSON(devices.map(DeviceJSON.init))
            return
        }
        let formatter = ISO8601DateFormatter()
        func time(_ seconds: Int64) -> String { formatter.string(from: Date(timeIntervalSince1970: Double(seconds))) }
        for device in devices {
            var line = "\(device.isCurrent ? "*" : " ") \(device.id.uuidString.lowercased())  \(device.name)"
            line += "  joined \(time(device.createdAt)), last seen \(time(device.lastSeenAt))"
            if let revoked = device.revokedAt { line += ", REVOKED \(time(revoked))" }
            print(line)
        }
    }

    struct DeviceJSON: Encodable {
        let id: String
        let name: String
        let createdAt: Int64
        let lastSeenAt: Int64
        let revokedAt: Int64?
        let isCurrent: Bool

        init(_ device: DeviceInfo) {
            id = device.id.uuidString.lowercased()
            name = device.name
            createdAt = device.createdAt
            lastSeenAt = device.lastSeenAt
            revokedAt = device.revokedAt
            isCurrent = device.isCurrent
        }
    }
}

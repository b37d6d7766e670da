import Foundation
import Keychain
import OneTimeCodes
import Secrets

@testable import AutoFill

/// A directory that is removed when the value is released.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "autofill-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// Writes an executable script and returns its path.
    func script(_ name: String, _ text: String) -> String {
        let file = file(name)
        _ = FileManager.default.createFile(
            atPath: file, contents: Data(text.utf8), attributes: [.posixPermissions: 0o755])
        return file
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

enum Fixtures {
    static let passphrase = SecretText("correct horse battery staple")
    static let weak = KeyDerivation.unsafeWeakParametersForTesting(logN: 8)
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A vault in a new temporary directory, unlocked, with weak (fast) key derivation.
    static func vault() throws -> (Vault, TemporaryDirectory) {
        let directory = TemporaryDirectory()
        let vault = try Vault.create(at: directory.file("vault.sqlite"), passphrase: passphrase, keyDerivation: weak)
        return (vault, directory)
    }

    /// Every way a value can be printed.
    static func renderings(_ value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return "\(value)|\(String(describing: value))|\(String(reflecting: value))|\(dumped)"
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension Broker {
    /// The events published so far on `stream`: publishes a marker and reads up to it.
    nonisolated func drain(_ iterator: inout AsyncStream<BrokerEvent>.Iterator) async -> [BrokerEvent] {
        let marker = UUID()
        publish(BrokerEvent(kind: .suggestionsChanged, date: .distantPast, fieldID: marker))
        var events: [BrokerEvent] = []
        while let event = await iterator.next() {
            if event.fieldID == marker && event.date == .distantPast { break }
            events.append(event)
        }
        return events
    }
}

import ArgumentParser
import Foundation
import Keychain

struct VaultStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show where the vault is and how it is protected; with --verify, check every record.",
        discussion: """
            Without --verify, no passphrase is needed: the header says only how the key is \
            derived and how many records there are. --verify runs SQLite's integrity check, \
            checks the set of records against the vault's sealed manifest (a record removed, \
            flagged deleted or put back at an older version is found) and decrypts every \
            record, naming any that fail; it exits with status 1 if anything is wrong.

            Examples:
              autofill vault status
              autofill vault status --verify --json
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Check the file and decrypt every record (needs the passphrase).")
    var verify = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    func run() async throws {
        let path = try vault.path()
        let opened = try vault.openLocked()
        let keyDerivation = try opened.keyDerivation()
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        var status = StatusJSON(
            path: path, formatVersion: try opened.formatVersion(), keyDerivation: keyDerivation.description,
            weakKeyDerivation: keyDerivation.isWeak, records: try opened.recordCount(), bytes: size)
        if verify {
            status.integrity = try opened.integrityCheck()
            try opened.unlock(passphrase: Passphrase.read(vault.passphraseSource))
            let contents = try opened.contents()
            let check = try opened.checkRecordSet()
            opened.lock()
            status.damaged = contents.damaged.map { $0.id.uuidString.lowercased() }
            status.readable = contents.credentials.count + contents.generators.count
            status.recordSet = RecordSetJSON(check)
            // The format may have risen at the unlock (a version 1 vault is upgraded).
            status.formatVersion = try opened.formatVersion()
        }
        if json {
            try Output.printJSON(status)
        } else {
            print("Vault:          \(path)")
            print("Format:         version \(status.formatVersion), \(status.bytes) bytes")
            print("Key derivation: \(status.keyDerivation)\(status.weakKeyDerivation ? " - WEAK, for tests only" : "")")
            print("Records:        \(status.records)")
            if let integrity = status.integrity, let readable = status.readable {
                print("Integrity:      \(integrity.joined(separator: "; "))")
                print("Readable:       \(readable) of \(status.records)")
            }
            if let recordSet = status.recordSet {
                print(
                    "Record set:     \(recordSet.intact ? "intact" : "ALTERED") (manifest: \(recordSet.expectedItems.map(String.init) ?? "none yet") items)"
                )
            }
        }
        if verify {
            let problems = status.recordSet?.problems ?? []
            if status.integrity != ["ok"] || !(status.damaged ?? []).isEmpty || !problems.isEmpty {
                for id in status.damaged ?? [] {
                    Output.note("damaged: record \(id) does not authenticate")
                }
                for problem in problems {
                    Output.note("altered: \(problem)")
                }
                throw ExitCode.failure
            }
        }
    }

    struct RecordSetJSON: Encodable {
        let intact: Bool
        let expectedItems: Int?
        let expectedDeleted: Int?
        let foundItems: Int
        let foundDeleted: Int
        let hidden: [String]
        let problems: [String]

        init(_ check: RecordSetCheck) {
            intact = check.isIntact
            expectedItems = check.expectedItems
            expectedDeleted = check.expectedDeleted
            foundItems = check.foundItems
            foundDeleted = check.foundDeleted
            hidden = check.hidden.map { $0.uuidString.lowercased() }
            problems = check.problems
        }
    }

    struct StatusJSON: Encodable {
        let path: String
        var formatVersion: Int
        let keyDerivation: String
        let weakKeyDerivation: Bool
        let records: Int
        let bytes: Int
        var integrity: [String]?
        var readable: Int?
        var damaged: [String]?
        var recordSet: RecordSetJSON?
    }
}

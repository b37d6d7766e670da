import ArgumentParser
import Foundation
import Keychain
import Secrets

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ExportCommand: AsyncParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case otpauth
        case backup
    }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export verification codes as otpauth: links, or everything as an encrypted backup.",
        discussion: """
            otpauth   every generator as an otpauth:// link, one per line, for other \
            authenticator apps. The links hold the secrets in clear: write them to a file \
            (created readable by you only) and delete it after use.
            backup    every credential and generator with its history, encrypted with a \
            passphrase of its own (scrypt + AES-256-GCM; format in docs/keychain.md). \
            'autofill import backup FILE' restores it.

            The backup passphrase comes from a prompt (asked twice), --file-passphrase-file, \
            or $AUTOFILL_FILE_PASSPHRASE.

            Examples:
              autofill export --format backup --output ~/autofill-backup.json
              autofill export --format otpauth --output codes.txt
            """)

    @Option(help: "otpauth or backup.")
    var format: Format = .backup

    @Option(help: ArgumentHelp("Write to this file ('-' for standard output).", valueName: "path"))
    var output: String

    @Option(
        name: .customLong("file-passphrase-file"),
        help: ArgumentHelp("Read the backup passphrase from this file.", valueName: "path"))
    var filePassphraseFile: String?

    @Flag(help: .hidden)
    var unsafeWeakKdfForTesting = false

    @OptionGroup var vault: VaultOptions

    func validate() throws {
        try StandardInput.requireAtMostOneReader([
            ("--passphrase-file", vault.passphraseFile), ("--file-passphrase-file", filePassphraseFile),
        ])
        if output != "-" && FileManager.default.fileExists(atPath: output) {
            throw ValidationError("\(output) exists; choose a new file name")
        }
    }

    func run() async throws {
        let opened = try vault.openUnlocked()
        let bytes: [UInt8]
        var count = 0
        switch format {
        case .otpauth:
            let list = try opened.exportOTPAuthList()
            bytes = Array(list.unredacted.utf8)
            count = list.unredacted.split(separator: "\n").count
        case .backup:
            let passphrase = try Passphrase.readNew(
                Passphrase.Source(
                    file: filePassphraseFile, option: "--file-passphrase-file",
                    environmentVariable: "AUTOFILL_FILE_PASSPHRASE", prompt: "Backup passphrase"))
            let keyDerivation = unsafeWeakKdfForTesting ? KeyDerivation.unsafeWeakParametersForTesting() : .recommended
            bytes = Array(try opened.exportBackup(passphrase: passphrase, keyDerivation: keyDerivation))
            count = try opened.recordCount()
        }
        opened.lock()
        if output == "-" {
            FileHandle.standardOutput.write(Data(bytes))
        } else {
            try save(bytes, to: output)
            Output.note("Wrote \(count) item(s) to \(output).")
        }
    }

    /// Creates the file readable by its owner only, refusing to overwrite.
    private func save(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CommandFailure("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else {
                throw CommandFailure("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else {
            throw CommandFailure("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}

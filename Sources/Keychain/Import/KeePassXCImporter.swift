import Foundation
import OneTimeCodes
import Secrets

/// KeePassXC's CSV export: a header row (`"Group","Title","Username","Password","URL","Notes",
/// "TOTP",...`) and one row per entry; the TOTP column holds an `otpauth://` link. Columns are
/// found by their header names, so exports with more, fewer or reordered columns work.
enum KeePassXCImporter {
    static func importBatch(_ text: String, now: Date) throws(KeychainError) -> ImportBatch {
        let rows = try CSV.parse(text)
        guard let header = rows.first else {
            throw KeychainError(.malformedImport, "the CSV file is empty")
        }
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ candidates: String...) -> Int? { names.firstIndex { candidates.contains($0) } }
        guard let titleColumn = column("title"), let passwordColumn = column("password") else {
            throw KeychainError(
                .malformedImport, "this is not a KeePassXC CSV export: the header has no Title or Password column")
        }
        let groupColumn = column("group")
        let usernameColumn = column("username", "user name")
        let urlColumn = column("url")
        let notesColumn = column("notes")
        let totpColumn = column("totp", "otp")
        let modifiedColumn = column("last modified")
        let createdColumn = column("created")

        var batch = ImportBatch()
        for (offset, row) in rows.dropFirst().enumerated() {
            if row.count == 1 && row[0].isEmpty { continue }
            let line = offset + 2
            func field(_ index: Int?) -> String {
                guard let index, index < row.count else { return "" }
                return row[index]
            }
            let title = field(titleColumn)
            let position = "row \(line) (\(title.isEmpty ? "untitled" : title))"
            guard row.count == header.count else {
                batch.skipped.append(
                    SkippedEntry(position: position, reason: "it has \(row.count) fields, the header \(header.count)"))
                continue
            }
            let group = field(groupColumn)
            if group.split(separator: "/").contains(where: { $0 == "Recycle Bin" }) {
                batch.skipped.append(SkippedEntry(position: position, reason: "it is in KeePassXC's recycle bin"))
                continue
            }
            var services: [ServiceIdentifier] = []
            let address = field(urlColumn).trimmingCharacters(in: .whitespaces)
            if !address.isEmpty {
                if let service = BitwardenImporter.service(address) {
                    services.append(service)
                } else {
                    batch.warnings.append("\(position): the URL '\(address.prefix(64))' is not a web address; left out")
                }
            }
            let created = ImportSupport.date(iso8601: field(createdColumn)) ?? now
            let password = field(passwordColumn)
            let notes = field(notesColumn)
            var credential = Credential(
                title: title, services: services, username: field(usernameColumn),
                password: password.isEmpty ? nil : SecretText(password), notes: notes.isEmpty ? nil : SecretText(notes),
                created: created, modified: ImportSupport.date(iso8601: field(modifiedColumn)) ?? created)
            let totp = field(totpColumn).trimmingCharacters(in: .whitespacesAndNewlines)
            if !totp.isEmpty {
                do {
                    credential.verificationCode = try BitwardenImporter.generator(
                        totp, issuer: title, account: credential.username)
                } catch {
                    batch.skipped.append(
                        SkippedEntry(
                            position: position + ", TOTP",
                            reason: "\(error.description); the entry was imported without it"))
                }
            }
            batch.credentials.append(credential)
        }
        return batch
    }
}

/// Comma-separated values as RFC 4180 writes them: fields in double quotes may hold commas,
/// line breaks and doubled quotes; lines end with CRLF or LF.
enum CSV {
    static func parse(_ text: String) throws(KeychainError) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field: [UInt8] = []
        var inQuotes = false
        var quotedField = false
        var line = 1
        let bytes = Array(text.utf8)
        var index = bytes.startIndex
        func endField() {
            row.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            quotedField = false
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    guard field.isEmpty, !quotedField else {
                        throw KeychainError(.malformedImport, "line \(line) of the CSV file has a quote inside a field")
                    }
                    inQuotes = true
                    quotedField = true
                case UInt8(ascii: ","):
                    endField()
                case UInt8(ascii: "\r"):
                    break
                case UInt8(ascii: "\n"):
                    endField()
                    rows.append(row)
                    row = []
                    line += 1
                default:
                    guard !quotedField else {
                        throw KeychainError(
                            .malformedImport, "line \(line) of the CSV file has text after a closing quote")
                    }
                    field.append(byte)
                }
            }
            index += 1
        }
        guard !inQuotes else {
            throw KeychainError(.malformedImport, "the CSV file ends inside a quoted field")
        }
        if !field.isEmpty || !row.isEmpty || quotedField {
            endField()
            rows.append(row)
        }
        field.withUnsafeMutableBytes { SecureZero.wipe($0) }
        return rows
    }
}

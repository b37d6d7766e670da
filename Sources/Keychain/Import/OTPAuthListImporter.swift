import Foundation
import OneTimeCodes

/// A text file of links, one per line: `otpauth://`, `apple-otpauth://`, `steam://`, and
/// Google Authenticator's `otpauth-migration://` (whose accounts are all imported).
enum OTPAuthListImporter {
    static func importBatch(_ text: String, now: Date) throws(KeychainError) -> ImportBatch {
        var batch = ImportBatch()
        var seen: [Int: (size: Int, indices: Set<Int>)] = [:]
        var links = 0
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            links += 1
            let position = "line \(offset + 1)"
            if trimmed.lowercased().hasPrefix("otpauth-migration:") {
                do {
                    let payload = try GoogleAuthenticatorMigration.decode(link: trimmed)
                    GoogleAuthenticatorMigration.add(payload, line: offset + 1, to: &batch, now: now, seen: &seen)
                } catch {
                    batch.skipped.append(SkippedEntry(position: position, reason: error.description))
                }
                continue
            }
            do {
                batch.addGenerator(try OTPAuthURL(parsing: trimmed), created: now)
            } catch {
                // OTPError descriptions name the problem, never the secret.
                batch.skipped.append(SkippedEntry(position: position, reason: error.description))
            }
        }
        guard links > 0 else {
            throw KeychainError(.malformedImport, "the file holds no otpauth:// link")
        }
        batch.warnings += GoogleAuthenticatorMigration.missingBatchWarnings(seen)
        return batch
    }
}

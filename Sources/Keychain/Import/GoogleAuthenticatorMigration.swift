import Foundation
import OneTimeCodes
import Secrets
import _AutoFillSupport

/// Google Authenticator's export: `otpauth-migration://offline?data=<Base64>`, where the data
/// is a protobuf `MigrationPayload` (REFERENCE §2). Decoded by hand: the message is small and
/// fixed, and a protobuf library would be the vault's only reason to depend on one.
///
/// ```
/// MigrationPayload { repeated OtpParameters otp_parameters = 1; int32 version = 2;
///                    int32 batch_size = 3; int32 batch_index = 4; int32 batch_id = 5; }
/// OtpParameters { bytes secret = 1; string name = 2; string issuer = 3;
///                 Algorithm algorithm = 4;  // 0 unspecified, 1 SHA1, 2 SHA256, 3 SHA512, 4 MD5
///                 DigitCount digits = 5;    // 0 unspecified, 1 six, 2 eight
///                 OtpType type = 6;         // 0 unspecified, 1 HOTP, 2 TOTP
///                 int64 counter = 7; }
/// ```
public enum GoogleAuthenticatorMigration {
    /// One decoded export link.
    public struct Payload: Sendable {
        /// The accounts, in order, with a reason for each that cannot be imported.
        public var entries: [Result<OTPAuthURL, KeychainError>]
        /// The export's format version.
        public var version: Int
        /// How many links the export has (1 when absent).
        public var batchSize: Int
        /// Which of them this is, from 0.
        public var batchIndex: Int
        /// Identifies the export the link belongs to.
        public var batchID: Int
    }

    /// The longest link accepted: ten accounts per QR code fit in well under this.
    static let maximumLinkLength = 64 * 1024

    /// Decodes one `otpauth-migration://offline?data=...` link.
    ///
    /// - Throws: ``KeychainError/Code/malformedImport`` for a link that is not a migration
    ///   link, data that is not Base64, or a payload that is not a valid message.
    public static func decode(link text: some StringProtocol) throws(KeychainError) -> Payload {
        let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard link.utf8.count <= maximumLinkLength else {
            throw KeychainError(.malformedImport, "the export link is longer than \(maximumLinkLength / 1024) KB")
        }
        let prefix = "otpauth-migration://"
        guard link.lowercased().hasPrefix(prefix) else {
            throw KeychainError(
                .malformedImport, "not a Google Authenticator export link (otpauth-migration://offline?data=...)")
        }
        let rest = link.dropFirst(prefix.count)
        guard let query = rest.split(separator: "?", maxSplits: 1).dropFirst().first else {
            throw KeychainError(.malformedImport, "the export link has no data parameter")
        }
        var data: Substring?
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0].lowercased() == "data", parts.count == 2 { data = parts[1] }
        }
        guard let data else {
            throw KeychainError(.malformedImport, "the export link has no data parameter")
        }
        // `+` is Base64 here, not a space; only %XX escapes are undone.
        guard let base64 = try? PercentEncoding.decodeUTF8(data), var bytes = Base64.decode(base64, rules: .tolerant)
        else {
            throw KeychainError(.malformedImport, "the export link's data is not Base64")
        }
        defer { bytes.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        return try decode(payload: bytes)
    }

    /// Decodes the protobuf bytes of a `MigrationPayload`.
    public static func decode(payload bytes: [UInt8]) throws(KeychainError) -> Payload {
        var reader = ProtobufReader(bytes)
        var payload = Payload(entries: [], version: 0, batchSize: 1, batchIndex: 0, batchID: 0)
        while let field = try reader.nextField() {
            switch (field.number, field.value) {
            case (1, .bytes(let message)):
                payload.entries.append(decodeParameters(message, position: payload.entries.count + 1))
            case (2, .varint(let value)): payload.version = Int(truncatingIfNeeded: value)
            case (3, .varint(let value)): payload.batchSize = Int(truncatingIfNeeded: value)
            case (4, .varint(let value)): payload.batchIndex = Int(truncatingIfNeeded: value)
            case (5, .varint(let value)): payload.batchID = Int(truncatingIfNeeded: Int32(truncatingIfNeeded: value))
            case (1...5, _):
                throw KeychainError(.malformedImport, "field \(field.number) of the export has the wrong wire type")
            default:
                continue  // Unknown fields are allowed by protobuf.
            }
        }
        return payload
    }

    private static func decodeParameters(_ bytes: ArraySlice<UInt8>, position: Int) -> Result<OTPAuthURL, KeychainError>
    {
        do {
            return .success(try parameters(bytes, position: position))
        } catch {
            return .failure(error)
        }
    }

    private static func parameters(_ bytes: ArraySlice<UInt8>, position: Int) throws(KeychainError) -> OTPAuthURL {
        var reader = ProtobufReader(bytes)
        var secret: SecretBytes?
        var name = ""
        var issuer = ""
        var algorithmNumber: UInt64 = 0
        var digitsNumber: UInt64 = 0
        var typeNumber: UInt64 = 0
        var counter: UInt64 = 0
        while let field = try reader.nextField() {
            switch (field.number, field.value) {
            case (1, .bytes(let value)): secret = SecretBytes(value)
            case (2, .bytes(let value)): name = try string(value, what: "name", position: position)
            case (3, .bytes(let value)): issuer = try string(value, what: "issuer", position: position)
            case (4, .varint(let value)): algorithmNumber = value
            case (5, .varint(let value)): digitsNumber = value
            case (6, .varint(let value)): typeNumber = value
            case (7, .varint(let value)): counter = value
            case (1...7, _):
                throw KeychainError(
                    .malformedImport, "account \(position): field \(field.number) has the wrong wire type")
            default:
                continue
            }
        }
        guard let secret, !secret.isEmpty else {
            throw KeychainError(.malformedImport, "account \(position) has no secret")
        }
        let algorithm: OTPAlgorithm
        switch algorithmNumber {
        case 0, 1: algorithm = .sha1
        case 2: algorithm = .sha256
        case 3: algorithm = .sha512
        case 4:
            throw KeychainError(.unsupportedImport, "account \(position) uses MD5, which no generator here computes")
        default:
            throw KeychainError(
                .unsupportedImport, "account \(position) uses an unknown algorithm (\(algorithmNumber))")
        }
        let format: OTPCodeFormat
        switch digitsNumber {
        case 0, 1: format = .sixDigits
        case 2: format = try! .decimal(digits: 8)
        default:
            throw KeychainError(.unsupportedImport, "account \(position) has an unknown digit count (\(digitsNumber))")
        }
        let kind: OTPAuthURL.Kind
        switch typeNumber {
        case 0, 2: kind = .totp
        case 1: kind = .hotp
        default: throw KeychainError(.unsupportedImport, "account \(position) has an unknown type (\(typeNumber))")
        }
        // Google writes the label as the name, often "Issuer:account".
        var account = name
        var labelIssuer: String? = issuer.isEmpty ? nil : issuer
        if let colon = name.firstIndex(of: ":") {
            let prefix = String(name[..<colon])
            if issuer.isEmpty || prefix == issuer {
                labelIssuer = prefix.isEmpty ? labelIssuer : prefix
                account = String(name[name.index(after: colon)...])
            }
        }
        // Leading spaces of an account are not kept by otpauth: labels (REFERENCE §2), so the
        // vault would lose them on the first save; drop them here, where the report shows it.
        account = String(account.drop { $0 == " " })
        do {
            var url = try OTPAuthURL(
                kind: kind, issuer: labelIssuer, account: account, secret: secret, algorithm: algorithm, format: format,
                counter: counter)
            url.issuerParameter = issuer.isEmpty ? nil : issuer
            return url
        } catch {
            throw KeychainError(.malformedImport, "account \(position): \(error)")
        }
    }

    private static func string(_ bytes: ArraySlice<UInt8>, what: String, position: Int) throws(KeychainError) -> String
    {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw KeychainError(.malformedImport, "account \(position): the \(what) is not UTF-8")
        }
        return text
    }

    /// Decodes a file of export links, one per line, checking that every batch is complete.
    static func importBatch(_ text: String, now: Date) throws(KeychainError) -> ImportBatch {
        var batch = ImportBatch()
        var seen: [Int: (size: Int, indices: Set<Int>)] = [:]
        var links = 0
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            links += 1
            let payload: Payload
            do {
                payload = try decode(link: trimmed)
            } catch {
                throw error.prefixed("line \(offset + 1)")
            }
            add(payload, line: offset + 1, to: &batch, now: now, seen: &seen)
        }
        guard links > 0 else {
            throw KeychainError(.malformedImport, "the file holds no otpauth-migration:// link")
        }
        batch.warnings += missingBatchWarnings(seen)
        return batch
    }

    static func add(
        _ payload: Payload, line: Int, to batch: inout ImportBatch, now: Date,
        seen: inout [Int: (size: Int, indices: Set<Int>)]
    ) {
        for (index, entry) in payload.entries.enumerated() {
            switch entry {
            case .success(let url):
                batch.addGenerator(url, created: now)
            case .failure(let error):
                batch.skipped.append(
                    SkippedEntry(position: "line \(line), account \(index + 1)", reason: error.description))
            }
        }
        var record = seen[payload.batchID] ?? (size: payload.batchSize, indices: [])
        record.size = Swift.max(record.size, payload.batchSize)
        record.indices.insert(payload.batchIndex)
        seen[payload.batchID] = record
    }

    static func missingBatchWarnings(_ seen: [Int: (size: Int, indices: Set<Int>)]) -> [String] {
        seen.sorted { $0.key < $1.key }.compactMap { _, record in
            guard record.size > 1 else { return nil }
            let missing = (0..<record.size).filter { !record.indices.contains($0) }
            guard !missing.isEmpty else { return nil }
            return
                "the export has \(record.size) QR codes and code(s) \(missing.map { String($0 + 1) }.joined(separator: ", ")) are missing; import them too"
        }
    }
}

/// Reads protobuf wire format: varints, length-delimited fields, fixed 32/64-bit fields.
struct ProtobufReader {
    enum Value {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed
    }

    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: some Collection<UInt8>) {
        self.bytes = ArraySlice(bytes)
        index = self.bytes.startIndex
    }

    /// The next field, or nil at the end.
    mutating func nextField() throws(KeychainError) -> (number: Int, value: Value)? {
        guard index < bytes.endIndex else { return nil }
        let key = try varint()
        let number = key >> 3
        guard number >= 1, number <= 536_870_911 else {
            throw KeychainError(.malformedImport, "the export data has an invalid field number")
        }
        switch key & 7 {
        case 0:
            return (Int(number), .varint(try varint()))
        case 1:
            try skip(8)
            return (Int(number), .fixed)
        case 2:
            let length = try varint()
            guard length <= UInt64(bytes.endIndex - index) else {
                throw KeychainError(.malformedImport, "the export data is cut short")
            }
            let start = index
            index += Int(length)
            return (Int(number), .bytes(bytes[start..<index]))
        case 5:
            try skip(4)
            return (Int(number), .fixed)
        default:
            throw KeychainError(.malformedImport, "the export data uses an unsupported protobuf wire type")
        }
    }

    private mutating func varint() throws(KeychainError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < bytes.endIndex else {
                throw KeychainError(.malformedImport, "the export data is cut short")
            }
            let byte = bytes[index]
            index += 1
            guard shift < 64, shift < 63 || byte <= 1 else {
                throw KeychainError(.malformedImport, "the export data has a number longer than 64 bits")
            }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
        }
    }

    private mutating func skip(_ count: Int) throws(KeychainError) {
        guard bytes.endIndex - index >= count else {
            throw KeychainError(.malformedImport, "the export data is cut short")
        }
        index += count
    }
}

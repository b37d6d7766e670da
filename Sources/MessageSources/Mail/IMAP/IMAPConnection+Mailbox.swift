import NIOCore
import Secrets

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension IMAPConnection {
    /// Logs in with AUTHENTICATE PLAIN when the server offers it, else LOGIN.
    func logIn(user: String, password: SecretText) async throws(MessageSourceError) {
        let result: Result
        if capabilities.contains("AUTH=PLAIN") {
            // authzid NUL authcid NUL password, in Base64 (RFC 4616).
            var plain: [UInt8] = [0] + Array(user.utf8) + [0]
            plain += password.utf8.unredactedBytes()
            let encoded = SecretBytes(Array(MailBase64.encode(plain).utf8))
            for index in plain.indices { plain[index] = 0 }
            if capabilities.contains("SASL-IR") {
                result = try await run([.raw("AUTHENTICATE PLAIN "), .secretRaw(encoded)])
            } else {
                result = try await authenticateWithContinuation(encoded)
            }
        } else {
            guard !capabilities.contains("LOGINDISABLED") else {
                throw MessageSourceError(
                    .invalidConfiguration,
                    "The mail server \(endpoint.host) allows no password login on this connection; use IMAPS or STARTTLS."
                )
            }
            result = try await run([.raw("LOGIN "), .string(Array(user.utf8)), .raw(" "), .secret(password.utf8)])
        }
        guard result.status == .ok else {
            if result.tagged.codeName == "UNAVAILABLE" {
                throw MessageSourceError(
                    .unreachable, "The mail server \(endpoint.host) cannot log in now: \(result.tagged.text)")
            }
            throw MessageSourceError(
                .authenticationFailed,
                "The mail server \(endpoint.host) refused the user name or password for \(user); check them in the source's settings."
            )
        }
        // Capabilities may change after login (RFC 9051 §6.2).
        try await refreshCapabilities()
    }

    private func authenticateWithContinuation(_ encoded: SecretBytes) async throws(MessageSourceError) -> Result {
        try await run([.raw("AUTHENTICATE PLAIN"), .afterContinuation(encoded)])
    }

    struct SelectedMailbox: Sendable, Equatable {
        var uidValidity: UInt64
        var uidNext: UInt64?
        var exists: UInt64
    }

    /// Selects `mailbox` read-write (so flags can be set after use; BODY.PEEK reads leave \Seen
    /// alone).
    func select(_ mailbox: String) async throws(MessageSourceError) -> SelectedMailbox {
        let result = try await run([.raw("SELECT "), .string(Array(mailbox.utf8))])
        guard result.status == .ok else {
            throw MessageSourceError(.notFound, "The mailbox \(mailbox) cannot be opened: \(result.tagged.text)")
        }
        var selected = SelectedMailbox(uidValidity: 0, uidNext: nil, exists: 0)
        for response in result.untagged {
            if response.codeName == "UIDVALIDITY", let value = response.code?.dropFirst().first?.number {
                selected.uidValidity = value
            }
            if response.codeName == "UIDNEXT", let value = response.code?.dropFirst().first?.number {
                selected.uidNext = value
            }
            if let (count, name) = response.numbered, name == "EXISTS" { selected.exists = count }
        }
        return selected
    }

    struct MessageSummary: Sendable, Equatable {
        var uid: UInt64
        var size: Int
        var internalDate: Date?
    }

    /// The messages with a UID of `firstUID` or more.
    func messages(from firstUID: UInt64) async throws(MessageSourceError) -> [MessageSummary] {
        let result = try await run([.raw("UID FETCH \(max(1, firstUID)):* (UID RFC822.SIZE INTERNALDATE)")])
        guard result.status == .ok else {
            throw MessageSourceError(.malformed, "The mail server refused to list new mail: \(result.tagged.text)")
        }
        var summaries: [MessageSummary] = []
        for response in result.untagged {
            guard let attributes = Self.fetchAttributes(response), let uid = attributes["UID"]?.number,
                uid >= firstUID
            else { continue }
            let size = attributes["RFC822.SIZE"]?.number.map { Int(clamping: $0) } ?? 0
            let date = attributes["INTERNALDATE"]?.text.flatMap(IMAPDate.parse)
            summaries.append(MessageSummary(uid: uid, size: size, internalDate: date))
        }
        return summaries.sorted { $0.uid < $1.uid }
    }

    /// The message's bytes, without setting \Seen; at most `limit` bytes (a partial fetch).
    func body(uid: UInt64, limit: Int?) async throws(MessageSourceError) -> [UInt8]? {
        let item = limit.map { "BODY.PEEK[]<0.\($0)>" } ?? "BODY.PEEK[]"
        let result = try await run([.raw("UID FETCH \(uid) (UID \(item))")])
        guard result.status == .ok else {
            throw MessageSourceError(.malformed, "The mail server refused to send a mail: \(result.tagged.text)")
        }
        for response in result.untagged {
            guard let attributes = Self.fetchAttributes(response), attributes["UID"]?.number == uid else { continue }
            for (key, value) in attributes where key.hasPrefix("BODY[") {
                return value.bytes ?? []
            }
        }
        return nil
    }

    /// Adds flags to one message (`\Seen`, `\Deleted`).
    func addFlags(_ flags: String, uid: UInt64) async throws(MessageSourceError) {
        let result = try await run([.raw("UID STORE \(uid) +FLAGS.SILENT (\(flags))")])
        guard result.status == .ok else {
            throw MessageSourceError(.notFound, "The mail server refused to flag the mail: \(result.tagged.text)")
        }
    }

    /// Removes one message marked \Deleted (UIDPLUS), leaving other deleted messages alone.
    func expunge(uid: UInt64) async throws(MessageSourceError) -> Bool {
        guard capabilities.contains("UIDPLUS") || capabilities.contains("IMAP4REV2") else { return false }
        let result = try await run([.raw("UID EXPUNGE \(uid)")])
        return result.status == .ok
    }

    enum IdleOutcome: Sendable, Equatable {
        /// EXISTS or RECENT arrived: there may be new mail.
        case newMail
        /// The refresh time passed without news.
        case refreshed
    }

    /// Idles until the server reports new mail or `refresh` passes (RFC 2177). A connection that
    /// says nothing for `refresh` plus the timeout is taken for lost.
    func idle(refresh: Duration) async throws(MessageSourceError) -> IdleOutcome {
        let tag = nextTag()
        try await write(Array("\(tag) IDLE\r\n".utf8))
        while true {
            let response = try await nextResponse(timeout: endpoint.timeout)
            if response.kind == .continuation { break }
            if case .tagged(let received) = response.kind, received == tag {
                throw MessageSourceError(.malformed, "The mail server refused IDLE: \(response.text)")
            }
        }
        // DONE is written once, on the event loop, by the timer or on news, whichever is first.
        let channel = eventLoopChannel
        let done = IdleDone()
        let timer = channel.eventLoop.scheduleTask(in: .nanoseconds(Int64(refresh.nanoseconds))) {
            done.send(on: channel)
        }
        defer { timer.cancel() }
        var outcome = IdleOutcome.refreshed
        while true {
            let response = try await nextResponse(timeout: refresh + endpoint.timeout)
            if case .tagged(let received) = response.kind, received == tag {
                guard response.status == .ok else {
                    throw MessageSourceError(.malformed, "The mail server ended IDLE with an error: \(response.text)")
                }
                return outcome
            }
            if let (_, name) = response.numbered, name == "EXISTS" || name == "RECENT" {
                outcome = .newMail
                channel.eventLoop.execute { done.send(on: channel) }
            }
            if response.status == .bye {
                throw MessageSourceError(
                    .unreachable, "The mail server \(endpoint.host) closed the session: \(response.text)")
            }
        }
    }

    /// The attributes of a `* N FETCH (...)` response, keyed by upper-cased name.
    static func fetchAttributes(_ response: IMAPResponse) -> [String: IMAPValue]? {
        guard let (_, name) = response.numbered, name == "FETCH", response.values.count >= 3,
            let list = response.values[2].list
        else { return nil }
        var attributes: [String: IMAPValue] = [:]
        var index = 0
        while index + 1 < list.count {
            if let key = list[index].atom?.uppercased() { attributes[key] = list[index + 1] }
            index += 2
        }
        return attributes
    }
}

/// Sends DONE once. Used on the channel's event loop only.
private final class IdleDone: @unchecked Sendable {
    private var sent = false

    func send(on channel: any Channel) {
        guard !sent else { return }
        sent = true
        channel.writeAndFlush(channel.allocator.buffer(string: "DONE\r\n"), promise: nil)
    }
}

/// `dd-Mon-yyyy hh:mm:ss +hhmm`, the INTERNALDATE format (RFC 9051 §9 date-time).
enum IMAPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> Date? {
        let parts = text.trimmingWhitespace().split(separator: " ")
        guard parts.count == 3 else { return nil }
        let day = parts[0].split(separator: "-")
        let time = parts[1].split(separator: ":")
        let zone = parts[2]
        guard day.count == 3, time.count == 3, zone.count == 5,
            let dayOfMonth = Int(day[0]), let monthIndex = months.firstIndex(of: day[1].lowercased()),
            let year = Int(day[2]), let hour = Int(time[0]), let minute = Int(time[1]), let second = Int(time[2]),
            let zoneHours = Int(zone.dropFirst().prefix(2)), let zoneMinutes = Int(zone.suffix(2)),
            zone.first == "+" || zone.first == "-", (1...31).contains(dayOfMonth), (1970...9999).contains(year),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        // Days since 1970-01-01 (proleptic Gregorian; Howard Hinnant's days_from_civil).
        let month = monthIndex + 1
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + dayOfMonth - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        var seconds = days * 86_400 + hour * 3600 + minute * 60 + second
        let offset = (zoneHours * 3600 + zoneMinutes * 60) * (zone.first == "-" ? -1 : 1)
        seconds -= offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

/// Standard Base64 with padding, for AUTHENTICATE.
enum MailBase64 {
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for position in 0..<4 {
                if position <= chunk.count {
                    output.append(alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}

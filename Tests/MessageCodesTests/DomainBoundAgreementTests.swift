import Domains
import Testing

@testable import MessageCodes

/// The domain-bound parser (word-at-a-time scans, the plain-host fast path) against a
/// byte-by-byte reading of the same rules, over many generated messages: the same token, the
/// same code and hosts, or the same error with the same words.
@Suite struct DomainBoundAgreementTests {
    /// The parser's rules, one byte at a time, as they were written before the fast paths.
    enum Reference {
        static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        }

        static func marked(_ bytes: [UInt8], _ position: inout Int, _ end: Int, _ marker: UInt8) -> Range<Int>? {
            guard position < end, bytes[position] == marker else { return nil }
            var index = position + 1
            while index < end, !isWhitespace(bytes[index]) { index += 1 }
            guard index > position + 1 else { return nil }
            defer { position = index }
            return (position + 1)..<index
        }

        typealias Token = (host: Range<Int>, code: Range<Int>, embedded: Range<Int>?, marker: UInt8?, end: Int)

        static func token(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Token? {
            var position = start
            guard let host = marked(bytes, &position, end, UInt8(ascii: "@")), position < end,
                bytes[position] == 0x20
            else { return nil }
            position += 1
            guard let code = marked(bytes, &position, end, UInt8(ascii: "#")) else { return nil }
            var token: Token = (host, code, nil, nil, position)
            if position < end, bytes[position] == 0x20 {
                position += 1
                if position < end, bytes[position] == UInt8(ascii: "@") || bytes[position] == UInt8(ascii: "%") {
                    let marker = bytes[position]
                    if let embedded = marked(bytes, &position, end, marker) {
                        token.embedded = embedded
                        token.marker = marker
                        token.end = position
                    }
                }
            }
            return token
        }

        static func locate(_ bytes: [UInt8], _ mode: DomainBoundCode.Mode) -> (Token, DomainBoundCode.Mode)? {
            var lineStart = bytes.count
            while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            if let token = token(bytes, lineStart, bytes.count) { return (token, .strict) }
            guard mode == .lenient else { return nil }
            for index in bytes.indices where bytes[index] == UInt8(ascii: "@") {
                guard index == 0 || isWhitespace(bytes[index - 1]) else { continue }
                var lineEnd = index
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                if let token = token(bytes, index, lineEnd),
                    bytes[token.host].contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") })
                {
                    return (token, .lenient)
                }
            }
            return nil
        }

        static func host(_ bytes: ArraySlice<UInt8>, _ role: String) throws(MessageCodeError) -> HostName {
            let bytes = Array(bytes)
            guard !bytes.isEmpty else { throw MessageCodeError(.invalidHost, "the \(role) is empty") }
            if bytes.starts(with: Array("//".utf8)) {
                throw MessageCodeError(.invalidHost, "the \(role) starts with '//'; write the bare host name")
            }
            var colon = false
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: ":"):
                    if bytes[(index + 1)...].starts(with: Array("//".utf8)) {
                        throw MessageCodeError(
                            .invalidHost, "the \(role) has a scheme ('://'); write the bare host name")
                    }
                    colon = true
                case UInt8(ascii: "@"):
                    throw MessageCodeError(.invalidHost, "the \(role) has userinfo (an '@' inside it)")
                case UInt8(ascii: "/"), UInt8(ascii: "\\"):
                    throw MessageCodeError(.invalidHost, "the \(role) has a path ('/')")
                case UInt8(ascii: "?"): throw MessageCodeError(.invalidHost, "the \(role) has a query ('?')")
                case UInt8(ascii: "#"): throw MessageCodeError(.invalidHost, "the \(role) has a fragment ('#')")
                default: break
                }
            }
            if bytes[0] == UInt8(ascii: "[") {
                guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else {
                    throw MessageCodeError(
                        .invalidHost, "the \(role) opens an IPv6 literal with '[' but never closes it")
                }
                guard close == bytes.count - 1 else {
                    throw MessageCodeError(.invalidHost, "the \(role) has a port or text after its IPv6 literal")
                }
            } else if colon {
                throw MessageCodeError(
                    .invalidHost, "the \(role) has a port (':'); codes are bound to https on port 443")
            }
            do {
                return try HostName(Substring(decoding: bytes, as: UTF8.self))
            } catch {
                throw MessageCodeError(.invalidHost, "the \(role) is not a valid host name: \(error.description)")
            }
        }

        static func outcome(_ message: String, _ mode: DomainBoundCode.Mode) -> String {
            let bytes = Array(message.utf8)
            guard let (token, found) = locate(bytes, mode) else { return "none" }
            do {
                let top = try host(bytes[token.host], "top-level host")
                let embedded = try token.embedded.map { (range) throws(MessageCodeError) in
                    try host(bytes[range], "embedded host")
                }
                let code = String(decoding: bytes[token.code], as: UTF8.self)
                let marker = token.marker.map { String(UnicodeScalar($0)) } ?? "-"
                return "\(found) \(top.ascii) \(embedded?.ascii ?? "-") \(marker) \(code) \(token.host.lowerBound - 1)"
                    + "..<\(token.end)"
            } catch {
                return "error \(error.code): \(error.description)"
            }
        }
    }

    static func outcome(_ message: String, _ mode: DomainBoundCode.Mode) -> String {
        do {
            guard let found = try DomainBoundCode.find(in: message, mode: mode) else { return "none" }
            return "\(found.mode) \(found.topHost.ascii) \(found.embeddedHost?.ascii ?? "-") "
                + "\(found.embeddedMarker?.rawValue ?? "-") \(found.code.unredacted) \(found.utf8Range)"
        } catch {
            return "error \(error.code): \(error.description)"
        }
    }

    @Test func generatedMessagesAgree() {
        var state: UInt64 = 0x5851_F42D_4C95_7F2D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let pieces = [
            "@", "@", "#", "%", " ", " ", " ", "\n", "\r", "\r\n", "\t", "\u{0C}", "\u{01}", "a", "B", "x", ".", ".",
            ":", "//", "/", "?", "\\", "[", "]", "1", "9", "é", "ｅ", "-", "_", "example", "COM", "login.", "::1",
            "Your code is 123456. ", "Don't share it.", "xn--bcher-kva", "0x7f.1",
        ]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
        }
        let hostPieces = ["example", "login.", "COM", "a", "x", "1", "-", ".", "_", "Bank."]
        func host() -> String {
            guard next() % 3 != 0 else { return text(1 + Int(next() % 6)) }
            return (0...Int(next() % 4)).map { _ in hostPieces[Int(next() % UInt64(hostPieces.count))] }.joined()
                + ".com"
        }
        var problems: [String] = []
        var found = 0
        for _ in 0..<30_000 {
            var message = text(Int(next() % 24))
            if next() % 2 == 0 {
                // A token-shaped line, somewhere, with generated hosts and code.
                var line = "@" + host() + " #" + text(1 + Int(next() % 3))
                if next() % 3 == 0 { line += (next() % 2 == 0 ? " @" : " %") + host() }
                message += (next() % 2 == 0 ? "\n" : " ") + line + (next() % 3 == 0 ? text(Int(next() % 4)) : "")
            }
            for mode in DomainBoundCode.Mode.allCases {
                let expected = Reference.outcome(message, mode)
                let actual = Self.outcome(message, mode)
                if expected != "none" && !expected.hasPrefix("error") { found += 1 }
                if expected != actual, problems.count < 5 {
                    problems.append("\(Array(message.utf8)) \(mode): expected \(expected), got \(actual)")
                }
                let location = DomainBoundCode.locate(in: message, mode: mode)
                let reference = Reference.locate(Array(message.utf8), mode)
                if location?.topHostRange != reference?.0.host || location?.codeRange != reference?.0.code
                    || location?.embeddedHostRange != reference?.0.embedded || location?.mode != reference?.1,
                    problems.count < 5
                {
                    problems.append("\(Array(message.utf8)) \(mode): locate disagrees")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(found > 3_000)
    }
}

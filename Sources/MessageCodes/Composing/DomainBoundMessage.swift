import Domains
import Secrets

/// A message that delivers a one-time code bound to a website, for senders.
///
/// The composer writes the last line the draft asks for (`@host #code`, then ` @frame` or
/// ` %frame` when the code is for a cross-site frame), puts the optional explanatory text before
/// it with a blank line between, and measures the result as SMS. With an Android app hash, the
/// hash goes on its own line just before the last line: the SMS Retriever API finds it anywhere
/// in the message, while browsers need the binding to stay last.
///
/// ```swift
/// let message = try DomainBoundMessage(
///     text: "Your Example code is 123456.", host: "example.com", code: SecretText("123456"))
/// message.text.unredacted         // "Your Example code is 123456.\n\n@example.com #123456"
/// message.segmentation.encoding   // .gsm7
/// ```
///
/// The text holds the code, so it is a ``SecretText``, and `description` shows only the hosts.
public struct DomainBoundMessage: Sendable {
    /// Something legal but worth telling the sender, such as a message that needs two SMS.
    public struct Warning: Hashable, Sendable, CustomStringConvertible {
        /// A stable identifier for scripts: `ucs2`, `multipart` or `retriever-length`.
        public let id: String
        /// A sentence for people. It never contains the code.
        public let message: String

        public var description: String { message }
    }

    /// The bound host, normalised.
    public let host: HostName
    /// The frame's host, normalised, if the code is for a cross-site frame.
    public let embeddedHost: HostName?
    /// The Android app hash line, if any.
    public let appHash: AndroidAppHash?
    /// The whole message, ready to send.
    public let text: SecretText
    /// How the message travels as SMS.
    public let segmentation: SMSSegmentation
    /// Things worth telling the sender.
    public let warnings: [Warning]

    /// The longest code the composer accepts, in UTF-8 bytes.
    public static let maximumCodeLength = 64

    /// Composes a message.
    ///
    /// - Parameters:
    ///   - text: Explanatory text for people, such as "Your Example code is 123456." It must not
    ///     carry an `@host #code` token of its own. Trailing whitespace is dropped.
    ///   - host: The site's host (a domain name or IP literal; no scheme, port or path).
    ///   - code: The one-time code: 1-64 UTF-8 bytes, no whitespace, `#` or control characters.
    ///   - embeddedHost: The host of the cross-site frame that will ask for the code, if any.
    ///   - embeddedMarker: How to write the frame's host: ` @` (the draft and Chromium) or ` %`
    ///     (Apple's documentation).
    ///   - appHash: An Android SMS Retriever hash to include.
    /// - Throws: ``MessageCodeError/Code/invalidHost``, ``MessageCodeError/Code/invalidCode`` or
    ///   ``MessageCodeError/Code/invalidText``.
    public init(
        text: String = "", host: String, code: SecretText, embeddedHost: String? = nil,
        embeddedMarker: DomainBoundCode.EmbeddedMarker = .at, appHash: AndroidAppHash? = nil
    ) throws(MessageCodeError) {
        self.host = try UTF8Bytes.with(host) { bytes throws(MessageCodeError) in
            try HostValidation.normalisedHost(bytes, role: "host")
        }
        self.embeddedHost = try embeddedHost.map { embedded throws(MessageCodeError) in
            try UTF8Bytes.with(embedded) { bytes throws(MessageCodeError) in
                try HostValidation.normalisedHost(bytes, role: "embedded host")
            }
        }
        self.appHash = appHash
        try Self.validate(code: code)

        var explanatory = Substring(text)
        while let last = explanatory.unicodeScalars.last, last.properties.isWhitespace {
            explanatory = explanatory.dropLast()
        }
        if Self.hasToken(explanatory) {
            throw MessageCodeError(
                .invalidText,
                "the text has an '@host #code' token of its own; the composer writes the binding line, and a reader "
                    + "that takes the first token would bind the code to the wrong site")
        }

        var line = "@" + self.host.ascii + " #" + code.unredacted
        if let embedded = self.embeddedHost { line += " " + embeddedMarker.rawValue + embedded.ascii }
        var whole = String(explanatory)
        if !whole.isEmpty { whole += "\n\n" }
        if let appHash { whole += appHash.rawValue + "\n" }
        whole += line
        self.text = SecretText(whole)
        segmentation = SMSSegmentation(whole)

        var warnings: [Warning] = []
        if segmentation.encoding == .ucs2 {
            let codeScalars = Set(code.unredacted.unicodeScalars)
            let shown = segmentation.nonGSMCharacters.filter { !codeScalars.contains($0) }.prefix(5)
            let list = shown.map { "'\(Self.printable($0))'" }.joined(separator: ", ")
            let reason =
                shown.isEmpty
                ? "the code has characters outside the GSM alphabet" : "of \(list) (not in the GSM alphabet)"
            warnings.append(
                Warning(
                    id: "ucs2",
                    message: "the message is sent as UCS-2 because \(reason): one SMS then holds 70 characters, not 160"
                ))
        }
        if segmentation.segmentCount > 1 {
            warnings.append(
                Warning(
                    id: "multipart",
                    message: "the message needs \(segmentation.segmentCount) SMS segments; some carriers rewrite "
                        + "or reorder long messages"))
            if appHash != nil {
                warnings.append(
                    Warning(
                        id: "retriever-length",
                        message: "the SMS Retriever API reads messages of at most 140 bytes (one segment)"))
            }
        }
        self.warnings = warnings
    }

    /// Codes that every reader extracts the same way.
    static func validate(code: SecretText) throws(MessageCodeError) {
        guard !code.isEmpty else { throw MessageCodeError(.invalidCode, "the code is empty") }
        guard code.utf8Count <= maximumCodeLength else {
            throw MessageCodeError(
                .invalidCode, "the code is \(code.utf8Count) bytes long; at most \(maximumCodeLength) are accepted")
        }
        for (index, scalar) in code.unredacted.unicodeScalars.enumerated() {
            let value = scalar.value
            if value == 0x20 || value == 0x09 || value == 0x0A || value == 0x0C || value == 0x0D
                || scalar.properties.isWhitespace
            {
                throw MessageCodeError(.invalidCode, "the code has whitespace at position \(index + 1)")
            }
            if value == 0x23 {
                throw MessageCodeError(
                    .invalidCode, "the code has '#' at position \(index + 1); the widely deployed parser stops there")
            }
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
            {
                throw MessageCodeError(
                    .invalidCode, "the code has an invisible control or format character at position \(index + 1)")
            }
        }
    }

    /// Whether any reader could see a binding in `text`: ours, or the widely deployed pattern
    /// `(?:^|\s)@([a-zA-Z0-9.-]+) #([^#\s]+)`, which also takes dotless hosts.
    static func hasToken(_ text: Substring) -> Bool {
        do {
            if try DomainBoundCode.find(in: text, mode: .lenient) != nil { return true }
        } catch {
            return true
        }
        let bytes = Array(text.utf8)
        func isHostByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default: false
            }
        }
        for start in bytes.indices where bytes[start] == UInt8(ascii: "@") {
            guard start == 0 || DomainBoundParser.isASCIIWhitespace(bytes[start - 1]) else { continue }
            var index = start + 1
            while index < bytes.count, isHostByte(bytes[index]) { index += 1 }
            guard index > start + 1, index + 2 < bytes.count, bytes[index] == UInt8(ascii: " "),
                bytes[index + 1] == UInt8(ascii: "#")
            else { continue }
            let next = bytes[index + 2]
            if next != UInt8(ascii: "#") && !DomainBoundParser.isASCIIWhitespace(next) { return true }
        }
        return false
    }

    private static func printable(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: "\\t"
        case 0..<0x20, 0x7F...0x9F: "U+" + String(scalar.value, radix: 16, uppercase: true)
        default: String(scalar)
        }
    }
}

extension DomainBoundMessage: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "DomainBoundMessage(@\(host) #<redacted>\(embeddedHost.map { " @" + $0.ascii } ?? ""), "
            + "\(segmentation.encoding.rawValue), \(segmentation.segmentCount) segment(s))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "host": host.ascii, "embeddedHost": embeddedHost?.ascii as Any, "text": text,
                "segmentation": segmentation,
                "warnings": warnings,
            ], displayStyle: .struct)
    }
}

/// The evidence that decided a classification: where it came from and what it was.
///
/// ``source`` is for programs (stable strings); ``detail`` is for people and may change
/// between releases, for example `name contains "otp"` or `6 boxes with maxlength=1`.
public struct ClassificationSignal: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where the evidence came from, from the most to the least reliable.
    public struct Source: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The HTML `autocomplete` attribute (WHATWG autofill detail tokens).
        public static let autocomplete = Source(rawValue: "autocomplete")
        /// An app's text content type (`oneTimeCode`, `newPassword`, Android autofill hints).
        public static let contentType = Source(rawValue: "contentType")
        /// The input's `type`: `password`, `email`, `search`, `hidden`, ...
        public static let inputType = Source(rawValue: "inputType")
        /// Words in the field's own attributes or labels (any supported language).
        public static let keyword = Source(rawValue: "keyword")
        /// The field's shape and neighbours: split code boxes, the text field before a password.
        public static let structure = Source(rawValue: "structure")
        /// What the whole form is for: its headings, buttons, text, title and URL.
        public static let form = Source(rawValue: "form")
        /// Nothing pointed anywhere; the kind is the default.
        public static let fallback = Source(rawValue: "fallback")

        public var description: String { rawValue }
    }

    /// Where the evidence came from.
    public var source: Source
    /// What the evidence was, for people.
    public var detail: String

    public init(source: Source, detail: String) {
        self.source = source
        self.detail = detail
    }

    public var description: String { "\(source): \(detail)" }
}

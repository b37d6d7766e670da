import Domains
import Secrets

/// A one-time code bound to a website by the last line of its message: `@example.com #123456`.
///
/// The format is the WICG draft "Origin-bound one-time codes delivered via SMS", which Apple calls
/// domain-bound codes. The bound site is always `https://<topHost>`; an ``embeddedHost`` names
/// the cross-site frame the code is meant for (written ` @host` in the draft, ` %host` in Apple's
/// documentation; both are read).
///
/// ```swift
/// let message = "Your Example code is 747723.\n\n@example.com #747723 %shop.example"
/// if let bound = try DomainBoundCode.find(in: message) {
///     bound.topHost.ascii        // "example.com"
///     bound.embeddedHost?.ascii  // "shop.example"
///     bound.mode          // .strict: the last line matched the draft's algorithm
/// }
/// ```
///
/// The code is a secret in transit: it is kept in a ``SecretText``, and neither `description`
/// nor `dump(_:)` of this type shows it.
public struct DomainBoundCode: Sendable, Equatable {
    /// How much of a message the parser looks at.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// The draft's algorithm: only the last line, which must start with `@`.
        case strict
        /// What carriers and the widely deployed parser produce as well: the token line need not
        /// be last (a trailing newline, a footer), and may follow other text after whitespace.
        /// The last line is always tried first, the strict way.
        case lenient
    }

    /// The sigil that introduced the embedded host.
    public enum EmbeddedMarker: String, Sendable, Hashable, CaseIterable {
        /// ` @frame.example`, as in the WICG draft.
        case at = "@"
        /// ` %frame.example`, as in Apple's documentation.
        case percent = "%"
    }

    /// The host the code is bound to, normalised (lower case, ASCII, no trailing dot).
    public let topHost: HostName
    /// The host of the frame the code is meant for, normalised, if the message names one.
    public let embeddedHost: HostName?
    /// How the embedded host was introduced, if there is one.
    public let embeddedMarker: EmbeddedMarker?
    /// The one-time code, exactly as written after `#`.
    public let code: SecretText
    /// Which reading found the code: ``Mode/strict`` when the last line matched the draft's
    /// algorithm, ``Mode/lenient`` when only the lenient reading did.
    public let mode: Mode
    /// Where the `@host #code` token starts and ends in the message, as UTF-8 offsets (for a
    /// code bound by its verified sender, where the code is).
    public let utf8Range: Range<Int>
    /// What binds the code to ``topHost``: the message's own `@host #code` line, or the sender's
    /// verified signature.
    public let binding: Binding

    /// What binds a code to its site.
    public enum Binding: String, Sendable, Hashable, CaseIterable {
        /// The message's `@host #code` line.
        case messageLine
        /// A signature that verified for the domain (a mail's DKIM signature aligned with its
        /// `From:`), vouching for a code the message shows without a binding line.
        case verifiedSender
    }

    /// Makes a code from parts that are already normalised; the parser and the composer use it.
    init(
        topHost: HostName, embeddedHost: HostName?, embeddedMarker: EmbeddedMarker?, code: SecretText, mode: Mode,
        utf8Range: Range<Int>
    ) {
        self.topHost = topHost
        self.embeddedHost = embeddedHost
        self.embeddedMarker = embeddedMarker
        self.code = code
        self.mode = mode
        self.utf8Range = utf8Range
        self.binding = .messageLine
    }

    /// Binds `code` to `verifiedDomain`, the domain a verified signature of the message's sender
    /// vouches for (a DKIM `d=` that aligns with the mail's `From:`): the code is then offered as
    /// if the message had ended with `@verifiedDomain #code`, on that host and the hosts below it,
    /// never in a frame.
    ///
    /// Use it only for a domain that was verified; ``MessageCodeReader/code(in:verifiedDomain:)``
    /// does, and refuses a message whose own binding line names another site.
    ///
    /// - Parameter utf8Range: where the code is in the message, as UTF-8 offsets.
    public init(code: SecretText, verifiedDomain: HostName, utf8Range: Range<Int>) {
        self.topHost = verifiedDomain
        self.embeddedHost = nil
        self.embeddedMarker = nil
        self.code = code
        // No binding line was read: the lenient mode is the one that claims the least.
        self.mode = .lenient
        self.utf8Range = utf8Range
        self.binding = .verifiedSender
    }

    /// The origin the code is bound to: always `https` and the top host.
    public var topOrigin: Origin { Origin(https: topHost) }

    /// The origin of the frame the code is meant for, if any.
    public var embeddedOrigin: Origin? { embeddedHost.map { Origin(https: $0) } }
}

extension DomainBoundCode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        var text = "@\(topHost) #<redacted>"
        if let embeddedHost { text += " \(embeddedMarker?.rawValue ?? "@")\(embeddedHost)" }
        return text
    }

    public var debugDescription: String { "DomainBoundCode(\(description), mode: \(mode), binding: \(binding))" }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "topHost": topHost.ascii, "embeddedHost": embeddedHost?.ascii as Any, "code": code, "mode": mode,
                "binding": binding,
            ], displayStyle: .struct)
    }
}

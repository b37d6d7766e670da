import Domains
import Secrets

/// A one-time code read from a message: bound to a site by the message's last line, or found in
/// free text.
public enum MessageCode: Sendable, Equatable {
    /// `@example.com #123456`: offered only where the binding allows (see ``CodeUsage``).
    case domainBound(DomainBoundCode)
    /// A code with no binding, offered in every one-time-code field.
    case freeForm(FreeFormCode)

    /// The code itself.
    public var code: SecretText {
        switch self {
        case .domainBound(let bound): bound.code
        case .freeForm(let free): free.code
        }
    }

    /// What a one-time-code field receives: a domain-bound code exactly as the message binds it;
    /// a free-form code's digits when it is digits in groups (`123 456`, `55-12-09`,
    /// `G-412157`), else the code without the spaces, hyphens and dots that group it
    /// (`a u 8 k u f` fills `au8kuf`).
    public var filled: SecretText {
        switch self {
        case .domainBound(let bound): return bound.code
        case .freeForm(let free):
            if let digits = free.digitsOnly { return digits }
            return free.code.utf8.withUnsafeBytes { bytes in
                SecretText(utf8: SecretBytes(bytes.lazy.filter { $0 != 0x20 && $0 != 0x2D && $0 != 0x2E }))
            }
        }
    }

    /// The host the code is bound to, or `nil` for a free-form code.
    public var boundHost: HostName? {
        if case .domainBound(let bound) = self { return bound.topHost }
        return nil
    }
}

/// Reads the one-time code in a message: the domain-bound format first, free-form detection
/// second.
///
/// ```swift
/// let reader = MessageCodeReader()
/// switch try reader.code(in: message) {
/// case .domainBound(let bound)?: offer(bound.code, onlyOn: bound.topHost)
/// case .freeForm(let free)?: offer(free.code, everywhere: true)
/// case nil: break
/// }
/// ```
///
/// A message whose binding names an invalid host is an error, and free-form detection does not
/// run on it: a message that tried to bind its code to a site must never yield an unbound code.
public struct MessageCodeReader: Sendable {
    /// How the domain-bound line is looked for.
    public var mode: DomainBoundCode.Mode
    /// The free-form detector, or `nil` to read domain-bound codes only.
    public var detector: FreeFormDetector?

    public init(mode: DomainBoundCode.Mode = .lenient, detector: FreeFormDetector? = FreeFormDetector()) {
        self.mode = mode
        self.detector = detector
    }

    /// The code in `message`, if any.
    ///
    /// - Throws: ``MessageCodeError/Code/invalidHost`` when the message has a binding whose host
    ///   is not valid.
    public func code(in message: some StringProtocol) throws(MessageCodeError) -> MessageCode? {
        try code(in: String(message))
    }

    /// The code in `message`, if any.
    ///
    /// - Throws: ``MessageCodeError/Code/invalidHost`` when the message has a binding whose host
    ///   is not valid.
    public func code(in message: String) throws(MessageCodeError) -> MessageCode? {
        if let bound = try DomainBoundCode.find(in: message, mode: mode) { return .domainBound(bound) }
        return detector?.code(in: message).map(MessageCode.freeForm)
    }

    /// The code in `message`, whose sender a signature verified for `verifiedDomain` (a mail's
    /// DKIM signature aligned with its `From:`); with nil, the same as ``code(in:)``.
    ///
    /// The verified domain binds the code, and the message cannot widen or move that binding:
    ///
    /// - A code found in free text is bound to `verifiedDomain` (its host and the hosts below it),
    ///   as if the message ended with `@verifiedDomain #code`.
    /// - A message with its own `@host #code` line keeps that binding when `host` is the verified
    ///   domain or a host below it (the line narrows the binding, an embedded frame host
    ///   included).
    /// - A line that names any other host (another site, or a parent of the verified domain) is
    ///   refused with ``MessageCodeError/Code/bindingMismatch``: the code is offered nowhere,
    ///   neither on the line's site (the signature does not vouch for it) nor on the verified one
    ///   (the sender said it is for another site).
    ///
    /// - Throws: ``MessageCodeError/Code/bindingMismatch``; ``MessageCodeError/Code/invalidHost``
    ///   for a binding line whose host is not valid.
    public func code(in message: String, verifiedDomain: HostName?) throws(MessageCodeError) -> MessageCode? {
        guard let verifiedDomain else { return try code(in: message) }
        if let bound = try DomainBoundCode.find(in: message, mode: mode) {
            guard SiteMatcher(mode: .hostAndSubdomains).matches(bound.topHost, boundTo: verifiedDomain) else {
                throw MessageCodeError(
                    .bindingMismatch,
                    "the message binds its code to \(bound.topHost.ascii), but its signature is from \(verifiedDomain.ascii); the code is not offered"
                )
            }
            return .domainBound(bound)
        }
        guard let free = detector?.code(in: message) else { return nil }
        return .domainBound(DomainBoundCode(code: free.code, verifiedDomain: verifiedDomain, utf8Range: free.utf8Range))
    }
}

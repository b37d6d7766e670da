import Domains
import MessageCodes
import Secrets
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is known about a code that arrived in a message, without the code: what events, the
/// API and the provider show.
public struct ReceivedCode: Sendable, Hashable, Identifiable, Codable {
    /// Identifies the code while it lives.
    public let id: UUID
    /// The host the message bound the code to (`@example.com #123456`); nil for a free-form code.
    public let domain: String?
    /// The embedded (iframe) host of a binding such as `@example.com #123456 %pay.example.net`.
    public let embeddedDomain: String?
    /// Who sent the message, for display.
    public let sender: String?
    /// When the message arrived.
    public let received: Date
    /// When the code stops being offered (three minutes after it arrived).
    public let expires: Date

    /// Whether the message bound the code to a site.
    public var isDomainBound: Bool { domain != nil }
}

/// The one home of codes that arrived in messages (SMS, e-mail): in memory only, never written
/// to disk and never synced; each offered for three minutes (``MessageCode/offerDuration``),
/// handed out once, then forgotten.
///
/// A code is kept as the parsed ``MessageCodes/MessageCode``, so where it may be offered is
/// decided by one rule only: `MessageCode.match(for:using:)`, the usage rule of `MessageCodes`
/// (its bound host or a host below it on a top-level `https` page, the embedded host in a
/// frame under the bound page, an app associated with the bound domain; a free-form code in
/// every one-time-code field).
///
/// Time is passed in: the store never reads the clock.
public final class DeliveredCodeStore: Sendable {
    /// How a live code may be offered to one place.
    public struct Offer: Sendable, Hashable {
        /// The code, without its digits.
        public let code: ReceivedCode
        /// How closely it matches the place: ``Domains/MatchKind/sameOrigin`` (fill),
        /// ``Domains/MatchKind/sameSite`` (offer, showing ``displayDomain``) or
        /// ``Domains/MatchKind/unbound`` (a free-form code).
        public let match: MatchKind
        /// The bound domain to show when the match is same-site (`pay.bank.net (shop.com)` for a
        /// code bound to a frame); nil otherwise.
        public let displayDomain: String?
    }

    /// The most codes held at once; the oldest go first.
    public static let capacity = 64

    /// How long a code is offered after it arrives.
    public let lifetime: Duration
    /// How far a bound code reaches (Apple's rule by default: the host and its subdomains).
    public let matcher: SiteMatcher

    private struct Entry {
        let summary: ReceivedCode
        let code: MessageCode
    }

    /// Oldest first.
    private let entries = Locked<[Entry]>([])

    public init(
        lifetime: Duration = MessageCode.offerDuration, matcher: SiteMatcher = SiteMatcher(mode: .hostAndSubdomains)
    ) {
        self.lifetime = lifetime
        self.matcher = matcher
    }

    /// Keeps `code`, read from a message from `sender` that arrived at `received`.
    @discardableResult
    public func add(_ code: MessageCode, sender: String?, received: Date) -> ReceivedCode {
        let bound: DomainBoundCode? = if case .domainBound(let bound) = code { bound } else { nil }
        let summary = ReceivedCode(
            id: UUID(), domain: bound?.topHost.ascii, embeddedDomain: bound?.embeddedHost?.ascii, sender: sender,
            received: received, expires: received.addingTimeInterval(lifetime.seconds))
        entries.withLock { entries in
            entries.removeAll { $0.summary.expires <= received }
            entries.append(Entry(summary: summary, code: code))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
        return summary
    }

    /// The live codes at `now`, newest first.
    public func codes(at now: Date) -> [ReceivedCode] {
        live(at: now).map(\.summary)
    }

    /// The live code `id` at `now`; nil when it expired, was used or never existed.
    public func code(_ id: UUID, at now: Date) -> ReceivedCode? {
        live(at: now).first { $0.summary.id == id }?.summary
    }

    /// How each live code may be offered in `context` at `now`, newest first; codes the usage
    /// rule keeps out of `context` are left out.
    public func offers(in context: FillContext, at now: Date) -> [Offer] {
        live(at: now).compactMap { offer($0, in: context) }
    }

    /// How the code `id` may be offered in `context` at `now`; nil when it may not be (expired,
    /// used, or the usage rule forbids it).
    public func offer(_ id: UUID, in context: FillContext, at now: Date) -> Offer? {
        live(at: now).first { $0.summary.id == id }.flatMap { offer($0, in: context) }
    }

    /// The code `id` if it may be filled in `context` at `now`, without using it up, as a field
    /// takes it (``MessageCodes/MessageCode/filled``: `123 456` fills `123456`).
    func value(of id: UUID, in context: FillContext, at now: Date) -> SecretText? {
        guard let entry = live(at: now).first(where: { $0.summary.id == id }), offer(entry, in: context) != nil else {
            return nil
        }
        return entry.code.filled
    }

    /// The live code `id`'s value at `now`, wherever it is bound, without using it up: for the
    /// service's desktop notification (its Copy action, or the text when the person asked to
    /// see codes there). Nil when it expired, was used or never existed.
    package func secret(of id: UUID, at now: Date) -> SecretText? {
        live(at: now).first { $0.summary.id == id }?.code.filled
    }

    /// Hands out the code `id` once and forgets it; nil when it is gone.
    @discardableResult
    public func consume(_ id: UUID, at now: Date) -> SecretText? {
        entries.withLock { entries in
            entries.removeAll { $0.summary.expires <= now }
            guard let index = entries.firstIndex(where: { $0.summary.id == id }) else { return nil }
            return entries.remove(at: index).code.filled
        }
    }

    /// Forgets every code.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    private func live(at now: Date) -> [Entry] {
        entries.withLock { entries in
            entries.removeAll { $0.summary.expires <= now }
            return entries.reversed()
        }
    }

    private func offer(_ entry: Entry, in context: FillContext) -> Offer? {
        guard let match = entry.code.match(for: context.requester, using: matcher) else { return nil }
        var shown: String?
        if match == .sameSite, case .domainBound(let bound) = entry.code {
            shown = bound.embeddedHost.map { "\($0.ascii) (\(bound.topHost.ascii))" } ?? bound.topHost.ascii
        }
        return Offer(code: entry.summary, match: match, displayDomain: shown)
    }
}

extension DeliveredCodeStore: CustomStringConvertible {
    public var description: String {
        "DeliveredCodeStore(\(entries.withLock { $0.count }) codes, code values redacted)"
    }
}

import Foundation
import Secrets

/// A one-time code that arrived in a message: short-lived, used once, never written to disk
/// and never synced.
public struct DeliveredCode: Sendable, Identifiable {
    /// Identifies the code while it lives.
    public let id: UUID
    /// The code itself.
    public let code: SecretText
    /// The normalised domain the message bound the code to (`@example.com #123456`), or nil
    /// for a code found in free text, which may be offered anywhere.
    public let domain: String?
    /// Who sent the message, for display.
    public let sender: String?
    /// When the message arrived.
    public let received: Date
    /// When the code stops being offered.
    public let expires: Date

    /// Whether the code has expired at `date`.
    public func isExpired(at date: Date) -> Bool { date >= expires }
}

extension DeliveredCode: CustomStringConvertible, CustomReflectable {
    public var description: String {
        "DeliveredCode(\(id), domain: \(domain ?? "any"), code: <redacted>, expires: \(expires))"
    }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "domain": domain as Any, "sender": sender as Any, "received": received, "expires": expires,
            ], displayStyle: .struct)
    }
}

/// Holds delivered codes in memory for their short life (three minutes by default), hands
/// each out once, and forgets it.
///
/// Time is passed in: the store never reads the clock.
public final class DeliveredCodeStore: Sendable {
    /// How long a code is offered after it arrives, as Apple's AutoFill does: three minutes.
    public static let defaultLifetime: TimeInterval = 180

    /// The most codes held at once; the oldest go first.
    public static let capacity = 64

    /// How long codes live in this store.
    public let lifetime: TimeInterval
    private let codes = Locked<[DeliveredCode]>([])

    public init(lifetime: TimeInterval = defaultLifetime) {
        self.lifetime = lifetime
    }

    /// Keeps a code that arrived at `received`. A bound `domain` is normalised; a domain that
    /// is not a host name is refused.
    @discardableResult
    public func add(
        code: SecretText, domain: String? = nil, sender: String? = nil, received: Date
    ) throws(KeychainError) -> DeliveredCode {
        var host: String?
        if let domain {
            guard let normalized = Sites.normalizedHost(domain) else {
                throw KeychainError(.invalidRecord, "'\(domain.prefix(64))' is not a domain name")
            }
            host = normalized
        }
        let delivered = DeliveredCode(
            id: UUID(), code: code, domain: host, sender: sender, received: received,
            expires: received.addingTimeInterval(lifetime))
        codes.withLock { codes in
            codes.removeAll { $0.isExpired(at: received) }
            codes.append(delivered)
            if codes.count > Self.capacity { codes.removeFirst(codes.count - Self.capacity) }
        }
        return delivered
    }

    /// The live codes at `date`, newest first. With a `host`, only the codes that may be offered
    /// there: unbound codes, and codes bound to that host or a domain above it.
    public func codes(at date: Date, for host: String? = nil) -> [DeliveredCode] {
        let normalizedHost = host.flatMap(Sites.normalizedHost)
        return codes.withLock { codes in
            codes.removeAll { $0.isExpired(at: date) }
            return codes.reversed().filter { code in
                guard let domain = code.domain, host != nil else { return true }
                guard let normalizedHost else { return false }
                return Sites.isHost(normalizedHost, withinDomain: domain)
            }
        }
    }

    /// Hands out the code with `id` once: later calls, and calls after it expired, get nil.
    public func consume(id: UUID, at date: Date) -> SecretText? {
        codes.withLock { codes in
            codes.removeAll { $0.isExpired(at: date) }
            guard let index = codes.firstIndex(where: { $0.id == id }) else { return nil }
            return codes.remove(at: index).code
        }
    }

    /// Forgets every code.
    public func removeAll() {
        codes.withLock { $0.removeAll() }
    }
}

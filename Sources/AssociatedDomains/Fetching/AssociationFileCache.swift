import Domains
import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fetched files (and failures) by host, each until it expires. Concurrent requests for one
/// key share one download. Time is passed in.
actor AssociationFileCache {
    struct Key: Hashable, Sendable {
        let kind: AssociationFileFetcher.FileKind
        let host: HostName
        let port: Int?
        let mode: AssociationFileFetcher.Mode
    }

    typealias Outcome = Result<[UInt8], AssociatedDomainsError>

    private struct Entry {
        let outcome: Outcome
        let expires: Date
    }

    private let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var inFlight: [Key: Task<(Outcome, Duration), Never>] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The cached outcome for `key` if it has not expired at `now`; otherwise runs `load` (once,
    /// however many callers wait) and keeps its outcome for the lifetime it returns.
    func value(
        for key: Key, now: Date, load: @escaping @Sendable () async -> (Outcome, Duration)
    ) async -> Outcome {
        if let entry = entries[key], entry.expires > now { return entry.outcome }
        if let task = inFlight[key] { return await task.value.0 }
        let task = Task { await load() }
        inFlight[key] = task
        let (outcome, lifetime) = await task.value
        inFlight[key] = nil
        if entries.count >= capacity { evict(now: now) }
        entries[key] = Entry(outcome: outcome, expires: now.addingTimeInterval(lifetime.seconds))
        return outcome
    }

    /// Whether a live entry exists for `key` at `now`.
    func contains(_ key: Key, now: Date) -> Bool {
        entries[key].map { $0.expires > now } ?? false
    }

    func removeAll() {
        entries.removeAll()
    }

    /// Drops expired entries, then the ones closest to expiring, until there is room.
    private func evict(now: Date) {
        entries = entries.filter { $0.value.expires > now }
        while entries.count >= capacity, let oldest = entries.min(by: { $0.value.expires < $1.value.expires }) {
            entries[oldest.key] = nil
        }
    }
}

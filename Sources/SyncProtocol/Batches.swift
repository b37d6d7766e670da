#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The body of `POST /v1/records`: writes applied all together or not at all.
public struct PushRequest: Sendable, Hashable, Codable {
    /// The writes, at most one per record.
    public var writes: [RecordWrite]

    public init(writes: [RecordWrite]) {
        self.writes = writes
    }
}

/// The answer to an accepted batch (`200`): the revision each record now has.
public struct PushResponse: Sendable, Hashable, Codable {
    /// The account's revision after the batch: the highest revision of `accepted`.
    public var revision: UInt64
    /// Each write's record and its new revision, in the order of the request.
    public var accepted: [RecordRevision]

    public init(revision: UInt64, accepted: [RecordRevision]) {
        self.revision = revision
        self.accepted = accepted
    }
}

/// A record identifier and a revision.
public struct RecordRevision: Sendable, Hashable, Codable {
    public var id: UUID
    public var revision: UInt64

    public init(id: UUID, revision: UInt64) {
        self.id = id
        self.revision = revision
    }
}

/// A write that was refused because its base is not the record's current revision.
///
/// `current` is the version the server holds (the client merges it with its own), or `nil`
/// when the server holds no record with that identifier although the client named a base
/// revision (the client then writes it again as new, base 0).
public struct SyncConflict: Sendable, Hashable, Codable {
    /// The record.
    public var id: UUID
    /// The base revision the client sent.
    public var baseRevision: UInt64
    /// The version the server holds, if any.
    public var current: SyncRecord?

    public init(id: UUID, baseRevision: UInt64, current: SyncRecord?) {
        self.id = id
        self.baseRevision = baseRevision
        self.current = current
    }
}

/// The answer to `GET /v1/records?since=N&limit=L`: records written after revision `N`, in
/// revision order.
///
/// Ask again with `since` = ``nextSince`` while ``hasMore`` is true. A record appears once per
/// page sequence, at its latest revision; tombstones are included.
public struct ChangesPage: Sendable, Hashable, Codable {
    /// The records, in increasing revision order.
    public var records: [SyncRecord]
    /// The `since` for the next request: the last record's revision, or the request's `since`
    /// when the page is empty.
    public var nextSince: UInt64
    /// Whether more records follow.
    public var hasMore: Bool
    /// The account's current revision. A client that has seen a higher revision than this is
    /// talking to a server restored from an older backup, and must push what it holds again
    /// rather than delete anything.
    public var latestRevision: UInt64

    public init(records: [SyncRecord], nextSince: UInt64, hasMore: Bool, latestRevision: UInt64) {
        self.records = records
        self.nextSince = nextSince
        self.hasMore = hasMore
        self.latestRevision = latestRevision
    }
}

import _AutoFillSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A record as the server holds it and returns it: an envelope around ciphertext the server
/// cannot read.
///
/// ```json
/// {"id": "0b6f…", "revision": 12, "deleted": false, "device": "4d1e…", "ciphertext": "AAEC…", "size": 312}
/// ```
///
/// - `id` is made by the client that created the record (a random UUID).
/// - `revision` is assigned by the server: every accepted write takes the account's next
///   revision, so revisions grow across the whole account, not per record.
/// - A delete leaves a tombstone: `deleted` is true. Its ciphertext is whatever the client chose
///   to keep of the deleted record (empty, or the encrypted last version and history, so that a
///   delete can be undone and an edit made elsewhere at the same time merges against it).
public struct SyncRecord: Sendable, Hashable, Codable {
    /// The record's identifier, made by a client.
    public var id: UUID
    /// The account revision at which this version was written.
    public var revision: UInt64
    /// Whether this is a tombstone.
    public var isDeleted: Bool
    /// The device that wrote this version.
    public var deviceID: UUID
    /// The encrypted record (possibly empty for a tombstone).
    public var ciphertext: [UInt8]

    public init(id: UUID, revision: UInt64, isDeleted: Bool, deviceID: UUID, ciphertext: [UInt8]) {
        self.id = id
        self.revision = revision
        self.isDeleted = isDeleted
        self.deviceID = deviceID
        self.ciphertext = ciphertext
    }

    /// The size of the ciphertext in bytes.
    public var size: Int { ciphertext.count }

    enum CodingKeys: String, CodingKey {
        case id, revision, deleted, device, ciphertext, size
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        revision = try container.decode(UInt64.self, forKey: .revision)
        isDeleted = try container.decode(Bool.self, forKey: .deleted)
        deviceID = try container.decode(UUID.self, forKey: .device)
        ciphertext = try container.decodeBase64(forKey: .ciphertext)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(revision, forKey: .revision)
        try container.encode(isDeleted, forKey: .deleted)
        try container.encode(deviceID, forKey: .device)
        try container.encode(Base64.encode(ciphertext), forKey: .ciphertext)
        try container.encode(size, forKey: .size)
    }
}

/// One write in a batch: a new version of a record, or its deletion, and the revision the
/// client based it on.
///
/// ```json
/// {"id": "0b6f…", "baseRevision": 12, "deleted": false, "ciphertext": "AAEC…"}
/// ```
///
/// `baseRevision` is the revision of the record the client last saw, or 0 for a record it
/// believes new. The server refuses the whole batch when any base is not the record's current
/// revision: no write can overwrite a version its author never saw.
public struct RecordWrite: Sendable, Hashable, Codable {
    /// The record's identifier.
    public var id: UUID
    /// The revision this write replaces: the record's current revision, or 0 for a new record.
    public var baseRevision: UInt64
    /// Whether this write deletes the record (leaving a tombstone).
    public var isDeleted: Bool
    /// The new ciphertext; for a delete, empty or what the client keeps of the deleted record.
    public var ciphertext: [UInt8]

    public init(id: UUID, baseRevision: UInt64, isDeleted: Bool = false, ciphertext: [UInt8]) {
        self.id = id
        self.baseRevision = baseRevision
        self.isDeleted = isDeleted
        self.ciphertext = ciphertext
    }

    /// A delete of `id`, based on `baseRevision`, keeping `ciphertext` (empty by default) in
    /// the tombstone.
    public static func deletion(of id: UUID, baseRevision: UInt64, keeping ciphertext: [UInt8] = []) -> RecordWrite {
        RecordWrite(id: id, baseRevision: baseRevision, isDeleted: true, ciphertext: ciphertext)
    }

    enum CodingKeys: String, CodingKey {
        case id, baseRevision, deleted, ciphertext
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        baseRevision = try container.decode(UInt64.self, forKey: .baseRevision)
        isDeleted = try container.decodeIfPresent(Bool.self, forKey: .deleted) ?? false
        ciphertext = try container.decodeBase64IfPresent(forKey: .ciphertext) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(baseRevision, forKey: .baseRevision)
        try container.encode(isDeleted, forKey: .deleted)
        try container.encode(Base64.encode(ciphertext), forKey: .ciphertext)
    }
}

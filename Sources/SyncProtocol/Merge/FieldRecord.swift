/// A record as the conflict rules see it: named field values, a deleted flag, and the earlier
/// versions it replaced.
///
/// Clients map their own types onto it (a credential's user name, password, verification-code
/// link, …) to merge, and back. `Value` is whatever holds a field: clients that keep secrets in
/// redacting types use those.
public struct FieldRecord<Value: Hashable & Sendable>: Sendable, Hashable {
    /// The current fields; an absent key is an absent value.
    public var fields: [String: Value]
    /// Whether the record is deleted. A deleted record keeps its last fields and its history,
    /// so a delete that races an edit loses nothing.
    public var isDeleted: Bool
    /// When this version was made, in milliseconds since 1970 on its author's clock. Only used
    /// to choose between two edits of one field.
    public var modified: Int64
    /// Who made this version (a device identifier); breaks ties between equal times.
    public var author: String
    /// Earlier versions, newest first.
    public var history: [FieldVersion<Value>]

    public init(
        fields: [String: Value], isDeleted: Bool = false, modified: Int64, author: String,
        history: [FieldVersion<Value>] = []
    ) {
        self.fields = fields
        self.isDeleted = isDeleted
        self.modified = modified
        self.author = author
        self.history = history
    }

    /// This version as a history entry.
    public var version: FieldVersion<Value> {
        FieldVersion(fields: fields, modified: modified, author: author)
    }

    /// The record after a local edit: the new fields, and the replaced version in history.
    public func edited(fields newFields: [String: Value], modified: Int64, author: String) -> FieldRecord {
        var next = self
        if newFields != fields || isDeleted {
            next.history = Self.merging(history, [version])
        }
        next.fields = newFields
        next.isDeleted = false
        next.modified = modified
        next.author = author
        return next
    }

    /// The record after a local delete: the fields and history stay, so the delete can be undone
    /// and merged.
    public func deleted(modified: Int64, author: String) -> FieldRecord {
        var next = self
        next.isDeleted = true
        next.modified = modified
        next.author = author
        return next
    }

    /// Whether `fields` is this record's current fields or those of a version in its history.
    public func contains(fields wanted: [String: Value]) -> Bool {
        fields == wanted || history.contains { $0.fields == wanted }
    }

    /// The union of histories, newest first, each version once.
    static func merging(_ lists: [FieldVersion<Value>]...) -> [FieldVersion<Value>] {
        var seen = Set<FieldVersion<Value>>()
        var merged: [FieldVersion<Value>] = []
        for list in lists {
            for version in list where seen.insert(version).inserted {
                merged.append(version)
            }
        }
        return merged.sorted { lhs, rhs in
            lhs.modified != rhs.modified ? lhs.modified > rhs.modified : lhs.author > rhs.author
        }
    }
}

/// An earlier version of a ``FieldRecord``.
public struct FieldVersion<Value: Hashable & Sendable>: Sendable, Hashable {
    public var fields: [String: Value]
    public var modified: Int64
    public var author: String

    public init(fields: [String: Value], modified: Int64, author: String) {
        self.fields = fields
        self.modified = modified
        self.author = author
    }
}

extension FieldRecord: Codable where Value: Codable {}
extension FieldVersion: Codable where Value: Codable {}

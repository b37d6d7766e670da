/// The conflict rules: a three-way, field-by-field merge of two versions of a record that
/// descend from a common base.
///
/// A client calls it when the server refuses a write as stale (`409`) or when a pull brings a
/// new version of a record the client has changed but not yet pushed. `base` is the version
/// both sides started from (the last one the client had from the server), `local` the client's,
/// `remote` the server's.
///
/// Per field:
/// - changed on one side only: that side's value;
/// - changed on both sides to the same value: that value;
/// - changed on both sides differently: the newer version's value (``FieldRecord/modified``,
///   then ``FieldRecord/author`` for ties), except that for a *preserved* field (a
///   verification-code secret) a value always beats no value, so removing a secret on one
///   device never silently drops a secret edited on another.
///
/// Deletes: both deleted, or one deleted and the other unchanged: deleted. One deleted and the
/// other edited: the edit wins and the record lives (with the merged fields).
///
/// Nothing is lost: both versions that the merge replaces (the server's and the client's) go to
/// the history when they differ from the result, and the histories of both sides are united.
public enum RecordMerge {
    /// What a merge produced.
    public struct Outcome<Value: Hashable & Sendable>: Sendable, Hashable {
        /// The merged record (its `modified` and `author` are those of the merging client).
        public var record: FieldRecord<Value>
        /// Fields changed on both sides to different values, sorted.
        public var conflictingFields: [String]
        /// Whether one side deleted the record and the other's edit brought it back.
        public var isResurrected: Bool
    }

    /// Merges `local` and `remote` from their common `base` (`nil` when there is none: both
    /// sides are then treated as created from nothing).
    ///
    /// - Parameters:
    ///   - preserving: fields where a value beats no value in a conflict.
    ///   - modified: the time to stamp on the merged version.
    ///   - author: the merging device.
    public static func merge<Value>(
        base: FieldRecord<Value>?, local: FieldRecord<Value>, remote: FieldRecord<Value>,
        preserving: Set<String> = [], modified: Int64, author: String
    ) -> Outcome<Value> {
        let baseFields = base?.fields ?? [:]
        let localWinsTies =
            local.modified != remote.modified ? local.modified > remote.modified : local.author > remote.author

        var fields: [String: Value] = [:]
        var conflicting: [String] = []
        for name in Set(baseFields.keys).union(local.fields.keys).union(remote.fields.keys) {
            let original = baseFields[name]
            let mine = local.fields[name]
            let theirs = remote.fields[name]
            let chosen: Value?
            if mine == theirs {
                chosen = mine
            } else if mine == original {
                chosen = theirs
            } else if theirs == original {
                chosen = mine
            } else {
                conflicting.append(name)
                if preserving.contains(name), mine == nil || theirs == nil {
                    chosen = mine ?? theirs
                } else {
                    chosen = localWinsTies ? mine : theirs
                }
            }
            if let chosen { fields[name] = chosen }
        }

        let localEdited = local.fields != baseFields
        let remoteEdited = remote.fields != baseFields
        let isDeleted: Bool
        switch (local.isDeleted, remote.isDeleted) {
        case (true, true): isDeleted = true
        case (true, false): isDeleted = !remoteEdited
        case (false, true): isDeleted = !localEdited
        case (false, false): isDeleted = false
        }
        let wasDeleted = local.isDeleted || remote.isDeleted

        var replaced: [FieldVersion<Value>] = []
        if remote.fields != fields { replaced.append(remote.version) }
        if local.fields != fields && localEdited { replaced.append(local.version) }
        let history = FieldRecord<Value>.merging(local.history, remote.history, replaced)

        return Outcome(
            record: FieldRecord(
                fields: fields, isDeleted: isDeleted, modified: modified, author: author, history: history),
            conflictingFields: conflicting.sorted(), isResurrected: wasDeleted && !isDeleted)
    }
}

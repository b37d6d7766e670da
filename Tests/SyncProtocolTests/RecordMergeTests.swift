import TestSupport
import Testing

@testable import SyncProtocol

/// The conflict rules, case by case.
@Suite struct RecordMergeTests {
    typealias Record = FieldRecord<String>

    let base = Record(fields: ["user": "alice", "password": "one", "otpauth": "SECRET1"], modified: 100, author: "a")

    func merge(_ local: Record, _ remote: Record, base: Record? = nil) -> RecordMerge.Outcome<String> {
        RecordMerge.merge(
            base: base ?? self.base, local: local, remote: remote, preserving: ["otpauth"], modified: 999, author: "m")
    }

    @Test func changesToDifferentFieldsBothSurvive() {
        let local = base.edited(
            fields: ["user": "alice", "password": "two", "otpauth": "SECRET1"], modified: 200, author: "l")
        let remote = base.edited(
            fields: ["user": "alicia", "password": "one", "otpauth": "SECRET1"], modified: 150, author: "r")
        let outcome = merge(local, remote)
        #expect(outcome.record.fields == ["user": "alicia", "password": "two", "otpauth": "SECRET1"])
        #expect(outcome.conflictingFields.isEmpty)
        #expect(!outcome.record.isDeleted && !outcome.isResurrected)
        #expect(outcome.record.modified == 999 && outcome.record.author == "m")
        // Both replaced versions and the base are in the history.
        #expect(outcome.record.contains(fields: local.fields))
        #expect(outcome.record.contains(fields: remote.fields))
        #expect(outcome.record.contains(fields: base.fields))
    }

    @Test func theNewerEditWinsAFieldAndTheOtherGoesToHistory() {
        let local = base.edited(
            fields: ["user": "alice", "password": "local", "otpauth": "SECRET1"], modified: 300, author: "l")
        let remote = base.edited(
            fields: ["user": "alice", "password": "remote", "otpauth": "SECRET1"], modified: 200, author: "r")
        let outcome = merge(local, remote)
        #expect(outcome.record.fields["password"] == "local")
        #expect(outcome.conflictingFields == ["password"])
        #expect(outcome.record.history.contains { $0.fields["password"] == "remote" })
        // Equal times: the author breaks the tie the same way on every device.
        let early = base.edited(
            fields: ["user": "alice", "password": "x", "otpauth": "SECRET1"], modified: 200, author: "a")
        let same = base.edited(
            fields: ["user": "alice", "password": "y", "otpauth": "SECRET1"], modified: 200, author: "b")
        #expect(merge(early, same).record.fields["password"] == "y")
        #expect(merge(same, early).record.fields["password"] == "y")
    }

    @Test func aVerificationCodeSecretIsNeverDroppedByAConflict() {
        // Removed on one device, replaced on the other: the new secret stays, whichever is newer.
        let removed = base.edited(fields: ["user": "alice", "password": "one"], modified: 500, author: "l")
        let replaced = base.edited(
            fields: ["user": "alice", "password": "one", "otpauth": "SECRET2"], modified: 200, author: "r")
        #expect(merge(removed, replaced).record.fields["otpauth"] == "SECRET2")
        #expect(merge(replaced, removed).record.fields["otpauth"] == "SECRET2")
        // Two different new secrets: one is current, the other in history.
        let other = base.edited(
            fields: ["user": "alice", "password": "one", "otpauth": "SECRET3"], modified: 300, author: "l")
        let outcome = merge(other, replaced)
        #expect(outcome.record.fields["otpauth"] == "SECRET3")
        #expect(outcome.record.history.contains { $0.fields["otpauth"] == "SECRET2" })
        // A removal on one side only is honoured (and the old secret is in history).
        let unchanged = base
        let only = merge(removed, unchanged)
        #expect(only.record.fields["otpauth"] == nil)
        #expect(only.record.history.contains { $0.fields["otpauth"] == "SECRET1" })
    }

    @Test func anEditBeatsAConcurrentDelete() {
        let deleted = base.deleted(modified: 900, author: "l")
        let edited = base.edited(
            fields: ["user": "alice", "password": "new", "otpauth": "SECRET1"], modified: 200, author: "r")
        for outcome in [merge(deleted, edited), merge(edited, deleted)] {
            #expect(!outcome.record.isDeleted)
            #expect(outcome.isResurrected)
            #expect(outcome.record.fields["password"] == "new")
        }
    }

    @Test func aDeleteAgainstNoEditStays() {
        let deleted = base.deleted(modified: 200, author: "l")
        #expect(merge(deleted, base).record.isDeleted)
        #expect(merge(base, deleted).record.isDeleted)
        #expect(merge(deleted, base.deleted(modified: 300, author: "r")).record.isDeleted)
        #expect(!merge(deleted, base).isResurrected)
    }

    @Test func withoutABaseBothSidesCountAsNew() {
        let local = Record(fields: ["user": "a", "password": "p1"], modified: 10, author: "l")
        let remote = Record(fields: ["user": "b", "otpauth": "S"], modified: 20, author: "r")
        let outcome = RecordMerge.merge(
            base: nil, local: local, remote: remote, preserving: ["otpauth"], modified: 30, author: "m")
        // Fields only one side has are additions; a field both have differently is a conflict.
        #expect(outcome.record.fields == ["user": "b", "password": "p1", "otpauth": "S"])
        #expect(outcome.conflictingFields == ["user"])
        #expect(outcome.record.contains(fields: local.fields))
        #expect(outcome.record.contains(fields: remote.fields))
    }

    @Test func historiesAreUnitedOnceAndNewestFirst() {
        let a = base.edited(fields: ["user": "1"], modified: 200, author: "x").edited(
            fields: ["user": "2"], modified: 300, author: "x")
        let b = base.edited(fields: ["user": "3"], modified: 250, author: "y")
        let outcome = merge(a, b)
        let times = outcome.record.history.map(\.modified)
        #expect(times == times.sorted(by: >))
        #expect(Set(outcome.record.history).count == outcome.record.history.count)
        #expect(outcome.record.history.filter { $0.fields == base.fields }.count == 1)
        for version in a.history + b.history + [a.version, b.version] {
            #expect(outcome.record.contains(fields: version.fields))
        }
    }

    @Test func editingKeepsTheReplacedVersion() {
        let edited = base.edited(fields: ["user": "bob"], modified: 200, author: "l")
        #expect(edited.history == [base.version])
        #expect(edited.edited(fields: ["user": "bob"], modified: 300, author: "l").history == [base.version])
        let undeleted = base.deleted(modified: 150, author: "l").edited(fields: base.fields, modified: 160, author: "l")
        #expect(!undeleted.isDeleted)
    }

    /// Random three-way merges: whatever the inputs, nothing either side held is lost, and a
    /// preserved field with a value on either side of a conflict keeps a value.
    @Test func randomMergesLoseNothing() {
        var random = SeededGenerator(state: 42)
        let names = ["a", "b", "otpauth"]
        func fields() -> [String: String] {
            var fields: [String: String] = [:]
            for name in names where Bool.random(using: &random) {
                fields[name] = ["x", "y", "z"].randomElement(using: &random)!
            }
            return fields
        }
        for _ in 0..<2000 {
            let base = Record(fields: fields(), modified: 1, author: "b")
            var local = base.edited(fields: fields(), modified: Int64.random(in: 2...9, using: &random), author: "l")
            var remote = base.edited(fields: fields(), modified: Int64.random(in: 2...9, using: &random), author: "r")
            if Int.random(in: 0..<4, using: &random) == 0 {
                local = local.deleted(modified: local.modified, author: "l")
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                remote = remote.deleted(modified: remote.modified, author: "r")
            }
            let outcome = RecordMerge.merge(
                base: base, local: local, remote: remote, preserving: ["otpauth"], modified: 10, author: "m")
            for version in [local.version, remote.version, base.version] + local.history + remote.history {
                #expect(outcome.record.contains(fields: version.fields))
            }
            let (original, mine, theirs) = (base.fields["otpauth"], local.fields["otpauth"], remote.fields["otpauth"])
            if mine != original, theirs != original, mine != theirs, mine != nil || theirs != nil {
                #expect(outcome.record.fields["otpauth"] != nil)
            }
            if local.isDeleted && remote.isDeleted { #expect(outcome.record.isDeleted) }
            if !local.isDeleted && !remote.isDeleted { #expect(!outcome.record.isDeleted) }
        }
    }
}

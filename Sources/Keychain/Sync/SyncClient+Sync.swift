import Foundation
import Secrets
import SyncProtocol

/// What one sync did.
public struct SyncReport: Sendable, Hashable, Codable {
    /// Versions pulled from the server and applied (or merged).
    public var pulled = 0
    /// Writes the server accepted.
    public var pushed = 0
    /// Records merged because both sides had changed them.
    public var merged = 0
    /// Fields that both sides had changed differently (the newer value won; the other is in
    /// history).
    public var conflictingFields = 0
    /// Whether the server knew less than this device had seen (restored from a backup), so
    /// everything was pushed again.
    public var serverRolledBack = false
    /// The account's revision after the sync.
    public var revision: UInt64 = 0
    /// Records still queued (0 unless the server kept refusing or a record is unreadable).
    public var queued = 0
    /// Queued records left out because they could not be read (damaged).
    public var skipped = 0
    /// Records on the server this device cannot read (damaged, or written by a newer version
    /// in a format this one does not know). They are left alone, never overwritten: the local
    /// copy stays as it is, a local edit of one stays queued, and the next readable version is
    /// pulled as usual.
    public var unreadable: [UUID] = []
}

extension KeychainError {
    /// A synced record that does not open or decode here: skip it, never stop the whole sync.
    var isUnreadableSyncedRecord: Bool { code == .damagedRecord || code == .unsupportedVersion }
}

/// Progress of a long sync, for people watching.
public struct SyncProgress: Sendable {
    public enum Phase: String, Sendable {
        case pulling, pushing
    }

    public var phase: Phase
    /// Records handled so far in this phase.
    public var done: Int
    /// Records to handle, when known.
    public var total: Int?
}

extension SyncClient {
    /// How many push rounds a sync makes before giving up (each conflict costs one round).
    static let maximumRounds = 50

    /// Pulls what changed on the server, merges, and pushes the outgoing queue.
    ///
    /// - Parameters:
    ///   - now: the time stamped on merged versions.
    ///   - progress: called now and then on long work.
    /// - Throws: ``KeychainError/Code/notSignedIn``, ``KeychainError/Code/locked``,
    ///   ``KeychainError/Code/sessionExpired``, ``KeychainError/Code/deviceRevoked``,
    ///   ``KeychainError/Code/syncUnavailable``. A sync that fails half-way keeps what it did;
    ///   the next one continues.
    @discardableResult
    public func sync(now: Date, progress: (@Sendable (SyncProgress) -> Void)? = nil) async throws(KeychainError)
        -> SyncReport
    {
        var report = SyncReport()
        try await pull(now: now, report: &report, progress: progress)
        try await push(now: now, report: &report, progress: progress)
        let (row, _) = try signedIn()
        try storage.applySync([], manifest: manifestKey(), lastSync: now.timeIntervalSince1970)
        report.revision = max(row.cursor, row.highestSeen)
        report.queued = try storage.queuedCount()
        return report
    }

    // MARK: Pull

    func pull(now: Date, report: inout SyncReport, progress: (@Sendable (SyncProgress) -> Void)?)
        async throws(KeychainError)
    {
        var (row, secrets) = try signedIn()
        var since = row.cursor
        var first = true
        while true {
            let page: ChangesPage = try await call(
                "GET", SyncAPI.records + "?since=\(since)&limit=\(pageSize)", token: secrets.token)
            if first, page.latestRevision < row.highestSeen {
                // The server forgot writes it had acknowledged: push everything again.
                try storage.requeueEverything()
                report.serverRolledBack = true
                (row, secrets) = try signedIn()
                since = 0
                first = false
                continue
            }
            first = false
            var attempts = 0
            while true {
                do {
                    var updates: [VaultStorage.SyncUpdate] = []
                    var merged = 0
                    var conflicting = 0
                    var unreadable: [UUID] = []
                    for remote in page.records {
                        do {
                            if let update = try pulled(
                                remote, device: row.deviceID, key: secrets.syncKey, now: now, merged: &merged,
                                conflicting: &conflicting)
                            {
                                updates.append(update)
                            }
                        } catch  where error.isUnreadableSyncedRecord {
                            unreadable.append(remote.id)
                        }
                    }
                    try storage.applySync(
                        updates, manifest: manifestKey(), cursor: page.nextSince, highestSeen: page.latestRevision)
                    report.pulled += updates.count
                    report.merged += merged
                    report.conflictingFields += conflicting
                    report.unreadable += unreadable
                    break
                } catch  where error.code == .staleRevision && attempts < 5 {
                    // Another process wrote a record meanwhile: read again.
                    attempts += 1
                }
            }
            since = page.nextSince
            progress?(
                SyncProgress(phase: .pulling, done: Int(clamping: since), total: Int(clamping: page.latestRevision)))
            if !page.hasMore { return }
        }
    }

    /// What a pulled version does to the vault: nothing (already known), replace the local
    /// record (no local changes), or merge with the local changes.
    private func pulled(
        _ remote: SyncRecord, device: UUID, key: SyncKey, now: Date, merged: inout Int, conflicting: inout Int
    ) throws(KeychainError) -> VaultStorage.SyncUpdate? {
        let base = try storage.syncBase(id: remote.id)
        if let base, base.revision >= remote.revision { return nil }
        let local = try storage.recordForSync(id: remote.id)
        if let local, local.isQueued {
            let outcome = try merge(
                local: local.record, base: base, remote: remote, device: device, key: key, now: now)
            merged += 1
            conflicting += outcome.conflicting
            return outcome.update
        }
        let vaultKey = try vault.unlockedKey()
        let newBase = VaultStorage.SyncBase(
            revision: remote.revision, isDeleted: remote.isDeleted, ciphertext: remote.ciphertext)
        let remoteRecord =
            remote.ciphertext.isEmpty ? nil : try decodeRecord(remote.ciphertext, id: remote.id, key: key)
        let write: VaultStorage.Write
        if remote.isDeleted || remoteRecord?.isDeleted == true || remoteRecord == nil {
            if let local, local.record.isDeleted {
                return VaultStorage.SyncUpdate(id: remote.id, base: newBase)
            }
            write = try tombstone(id: remote.id, after: local?.record, key: vaultKey)
        } else {
            write = try localWrite(
                remoteRecord!, id: remote.id, after: local?.record, key: vaultKey)
        }
        return VaultStorage.SyncUpdate(id: remote.id, write: write, needsPush: false, base: newBase)
    }

    // MARK: Push

    func push(now: Date, report: inout SyncReport, progress: (@Sendable (SyncProgress) -> Void)?)
        async throws(KeychainError)
    {
        let total = try storage.queuedCount()
        var rounds = 0
        var skipped: Set<UUID> = []
        while rounds < Self.maximumRounds {
            rounds += 1
            let (row, secrets) = try signedIn()
            let queued = try storage.queuedRecords(limit: batchSize + skipped.count)
                .filter { !skipped.contains($0.id) }.prefix(batchSize)
            if queued.isEmpty { return }

            var outgoing: [Outgoing] = []
            var cleared: [VaultStorage.SyncUpdate] = []
            for record in queued {
                let base = try storage.syncBase(id: record.id)
                do {
                    guard let local = try localRecord(record, base: base, device: row.deviceID, key: secrets.syncKey)
                    else {
                        // Nothing the server needs: a delete of a record it never had, or no change.
                        cleared.append(VaultStorage.SyncUpdate(id: record.id, clearPushAtRevision: record.revision))
                        continue
                    }
                    let ciphertext = try sealRecord(local, id: record.id, key: secrets.syncKey)
                    outgoing.append(
                        Outgoing(
                            record: record, base: base, local: local,
                            write: RecordWrite(
                                id: record.id, baseRevision: base?.revision ?? 0, isDeleted: local.isDeleted,
                                ciphertext: ciphertext)))
                } catch {
                    // An item that cannot be read or encoded stays queued; the rest goes.
                    report.skipped += 1
                    skipped.insert(record.id)
                }
            }
            if !cleared.isEmpty { try storage.applySync(cleared, manifest: manifestKey()) }
            if outgoing.isEmpty { continue }

            let response = try await exchange(
                "POST", SyncAPI.records, token: secrets.token, body: PushRequest(writes: outgoing.map(\.write)),
                signingIn: false)
            if response.status == 409 {
                guard let body = try? JSONDecoder().decode(SyncErrorBody.self, from: Data(response.body)),
                    let conflicts = body.conflicts, !conflicts.isEmpty
                else {
                    throw KeychainError(.syncRefused, "the sync server reported a conflict without naming it")
                }
                var updates: [VaultStorage.SyncUpdate] = []
                for conflict in conflicts {
                    guard let sent = outgoing.first(where: { $0.write.id == conflict.id }) else { continue }
                    if let current = conflict.current {
                        let outcome: (update: VaultStorage.SyncUpdate, conflicting: Int)
                        do {
                            outcome = try merge(
                                local: sent.record, base: sent.base, remote: current, device: row.deviceID,
                                key: secrets.syncKey, now: now)
                        } catch  where error.isUnreadableSyncedRecord {
                            // The server's version cannot be read here: keep the local edit
                            // queued rather than overwrite what a newer version wrote.
                            if !report.unreadable.contains(conflict.id) { report.unreadable.append(conflict.id) }
                            skipped.insert(conflict.id)
                            continue
                        }
                        report.merged += 1
                        report.conflictingFields += outcome.conflicting
                        updates.append(outcome.update)
                    } else {
                        // The server has no such record (it was restored from a backup): send it
                        // again as new, keeping the old base as the merge base.
                        var base = sent.base ?? VaultStorage.SyncBase(revision: 0, isDeleted: false, ciphertext: [])
                        base.revision = 0
                        updates.append(VaultStorage.SyncUpdate(id: conflict.id, base: base))
                    }
                }
                do {
                    try storage.applySync(updates, manifest: manifestKey())
                } catch  where error.code == .staleRevision {
                    // A local edit raced the merge; the next round reads it again.
                }
                continue
            }
            let accepted: PushResponse
            do {
                accepted = try JSONDecoder().decode(PushResponse.self, from: Data(response.body))
            } catch {
                throw KeychainError(.syncRefused, "the sync server's answer to a push is not readable")
            }
            var updates: [VaultStorage.SyncUpdate] = []
            for (sent, revision) in zip(outgoing, accepted.accepted) where sent.write.id == revision.id {
                updates.append(
                    VaultStorage.SyncUpdate(
                        id: sent.write.id, clearPushAtRevision: sent.record.revision,
                        base: VaultStorage.SyncBase(
                            revision: revision.revision, isDeleted: sent.write.isDeleted,
                            ciphertext: sent.write.ciphertext)))
            }
            try storage.applySync(updates, manifest: manifestKey(), highestSeen: accepted.revision)
            report.pushed += updates.count
            progress?(SyncProgress(phase: .pushing, done: report.pushed, total: total))
        }
        throw KeychainError(
            .syncUnavailable,
            "the sync server kept refusing writes as stale after \(Self.maximumRounds) rounds; sync again later")
    }

    struct Outgoing {
        var record: EncryptedRecord
        var base: VaultStorage.SyncBase?
        var local: SyncFields.Record
        var write: RecordWrite
    }

    /// The local version of a queued record, as the server should get it: the base edited to
    /// the local fields (the base going to history), plus any history a merge left pending. Nil
    /// when there is nothing to send.
    func localRecord(_ record: EncryptedRecord, base: VaultStorage.SyncBase?, device: UUID, key: SyncKey)
        throws(KeychainError) -> SyncFields.Record?
    {
        let author = device.text
        let baseRecord: SyncFields.Record? =
            base.flatMap { $0.ciphertext.isEmpty ? nil : $0 }.map {
                try? decodeRecord($0.ciphertext, id: record.id, key: key)
            }
            ?? nil
        var pending: [FieldVersion<String>] = []
        if let sealed = base?.pendingHistory {
            pending = try SyncFields.decodeHistory(key.open(sealed, id: record.id), id: record.id)
        }
        var local: SyncFields.Record
        if record.isDeleted {
            guard let baseRecord else { return nil }
            if baseRecord.isDeleted && pending.isEmpty { return nil }
            local = baseRecord.deleted(modified: baseRecord.modified + 1, author: author)
        } else {
            let item = try vault.item(record, key: vault.unlockedKey())
            let fields = SyncFields.fields(of: item)
            let modified = SyncFields.milliseconds(item.modified)
            if let baseRecord {
                if baseRecord.fields == fields, !baseRecord.isDeleted, pending.isEmpty { return nil }
                local = baseRecord.edited(fields: fields, modified: modified, author: author)
            } else {
                local = SyncFields.Record(fields: fields, modified: modified, author: author)
            }
        }
        local.history = SyncFields.normalisedHistory(local.history + pending, current: local.fields)
        return local
    }

    /// Merges a record changed on both sides; the result is written locally and stays queued,
    /// based on the server's version.
    func merge(
        local record: EncryptedRecord, base: VaultStorage.SyncBase?, remote: SyncRecord, device: UUID, key: SyncKey,
        now: Date
    ) throws(KeychainError) -> (update: VaultStorage.SyncUpdate, conflicting: Int) {
        let vaultKey = try vault.unlockedKey()
        let baseRecord: SyncFields.Record? =
            base.flatMap { $0.ciphertext.isEmpty ? nil : $0 }.map {
                try? decodeRecord($0.ciphertext, id: record.id, key: key)
            }
            ?? nil
        let newBase = VaultStorage.SyncBase(
            revision: remote.revision, isDeleted: remote.isDeleted, ciphertext: remote.ciphertext)
        let local = try localRecord(record, base: base, device: device, key: key)
        var remoteRecord: SyncFields.Record
        if remote.ciphertext.isEmpty {
            // A bare tombstone (from a client that keeps nothing): deleted, fields unknown.
            remoteRecord = SyncFields.Record(
                fields: baseRecord?.fields ?? [:], isDeleted: true, modified: 0, author: remote.deviceID.uuidString)
        } else {
            remoteRecord = try decodeRecord(remote.ciphertext, id: remote.id, key: key)
            remoteRecord.isDeleted = remoteRecord.isDeleted || remote.isDeleted
        }
        guard let local else {
            // Nothing local to keep: take the server's version.
            let write =
                remoteRecord.isDeleted
                ? try tombstone(id: record.id, after: record, key: vaultKey)
                : try localWrite(remoteRecord, id: record.id, after: record, key: vaultKey)
            return (VaultStorage.SyncUpdate(id: record.id, write: write, needsPush: false, base: newBase), 0)
        }
        let outcome = RecordMerge.merge(
            base: baseRecord, local: local, remote: remoteRecord, preserving: SyncFields.preserved,
            modified: max(SyncFields.milliseconds(now), max(local.modified, remoteRecord.modified) + 1),
            author: device.text)
        var result = outcome.record
        result.history = SyncFields.normalisedHistory(result.history, current: result.fields)
        var pendingBase = newBase
        pendingBase.pendingHistory = try key.seal(SyncFields.encodeHistory(result.history), id: record.id)
        let write =
            result.isDeleted
            ? try tombstone(id: record.id, after: record, key: vaultKey)
            : try localWrite(result, id: record.id, after: record, key: vaultKey)
        return (
            VaultStorage.SyncUpdate(id: record.id, write: write, needsPush: true, base: pendingBase),
            outcome.conflictingFields.count
        )
    }

    /// A local write of the item a synced record describes, replacing `previous`.
    func localWrite(_ synced: SyncFields.Record, id: UUID, after previous: EncryptedRecord?, key vaultKey: VaultKey)
        throws(KeychainError) -> VaultStorage.Write
    {
        var localHistory: [CredentialVersion] = []
        if let previous, !previous.isDeleted,
            case .credential(let credential)? = try? vault.item(previous, key: vaultKey)
        {
            localHistory = credential.history
        }
        let item = try SyncFields.item(id: id, record: synced, localHistory: localHistory)
        var payload = try RecordPayload(item).encoded()
        defer { payload.withUnsafeMutableBytes { SecureZero.wipe($0) } }
        let revision = (previous?.revision ?? 0) + 1
        let record = try vaultKey.seal(payload: payload, id: id, revision: revision)
        return VaultStorage.Write(
            record: record, tokens: item.lookupKeys.map(vaultKey.lookupToken(for:)),
            expectedRevision: previous?.revision)
    }

    /// A local tombstone replacing `previous`: sealed, like every deletion.
    func tombstone(id: UUID, after previous: EncryptedRecord?, key vaultKey: VaultKey) throws(KeychainError)
        -> VaultStorage.Write
    {
        VaultStorage.Write(
            record: try vaultKey.sealTombstone(id: id, revision: (previous?.revision ?? 0) + 1),
            tokens: [], expectedRevision: previous?.revision)
    }

    /// The key the vault's record manifest moves with (the vault is unlocked while syncing).
    func manifestKey() throws(KeychainError) -> ManifestKey {
        ManifestKey(try vault.unlockedKey())
    }
}

extension VaultItem {
    var modified: Date {
        switch self {
        case .credential(let credential): credential.modified
        case .generator(let generator): generator.modified
        }
    }
}

/// What a server accepts. Clients split their batches to fit.
public struct SyncLimits: Sendable, Hashable, Codable {
    /// The largest ciphertext of one record, in bytes.
    public var maxRecordBytes: Int
    /// The most writes in one batch.
    public var maxBatchWrites: Int
    /// The largest request body, in bytes (JSON, with Base64 ciphertext).
    public var maxRequestBytes: Int
    /// The most records in one page of changes.
    public var maxPageRecords: Int
    /// The largest key bundle, in bytes.
    public var maxKeyBundleBytes: Int
    /// The most ciphertext one account may store, tombstones included, in bytes.
    public var maxAccountBytes: Int

    public init(
        maxRecordBytes: Int = 64 * 1024, maxBatchWrites: Int = 100, maxRequestBytes: Int = 4 * 1024 * 1024,
        maxPageRecords: Int = 500, maxKeyBundleBytes: Int = 4096, maxAccountBytes: Int = 256 * 1024 * 1024
    ) {
        self.maxRecordBytes = maxRecordBytes
        self.maxBatchWrites = maxBatchWrites
        self.maxRequestBytes = maxRequestBytes
        self.maxPageRecords = maxPageRecords
        self.maxKeyBundleBytes = maxKeyBundleBytes
        self.maxAccountBytes = maxAccountBytes
    }
}

/// The answer to `GET /v1/info`.
public struct ServerInfo: Sendable, Hashable, Codable {
    /// The protocol version, ``SyncAPI/version``.
    public var protocolVersion: Int
    public var limits: SyncLimits

    public init(protocolVersion: Int = SyncAPI.version, limits: SyncLimits) {
        self.protocolVersion = protocolVersion
        self.limits = limits
    }
}

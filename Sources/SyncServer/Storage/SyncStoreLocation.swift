import Foundation
import Logging

/// Where a server keeps its data, as given on the command line: `sqlite:PATH` or a
/// `postgres://` URL.
public enum SyncStoreLocation: Sendable, Equatable {
    /// An SQLite file.
    case sqlite(path: String)
    /// A PostgreSQL database.
    case postgres(url: String)

    /// Reads `sqlite:PATH`, `postgres://…` or `postgresql://…`.
    public init(parsing text: String) throws(SyncServerError) {
        if text.hasPrefix("sqlite:") {
            var path = String(text.dropFirst("sqlite:".count))
            if path.hasPrefix("//") { path = String(path.dropFirst(2)) }
            guard !path.isEmpty else {
                throw SyncServerError(
                    .invalidConfiguration, "sqlite: needs a file path, as in sqlite:/var/lib/sync.sqlite")
            }
            self = .sqlite(path: path)
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            _ = try PostgresSyncStore.configuration(url: text)
            self = .postgres(url: text)
        } else {
            throw SyncServerError(
                .invalidConfiguration, "the database is sqlite:PATH or postgres://user@host:port/database")
        }
    }

    /// Whether the location carries a password (which must not come from the command line).
    public var hasPassword: Bool {
        guard case .postgres(let url) = self else { return false }
        return URLComponents(string: url)?.password != nil
    }

    /// The location without its password, for messages.
    public var redacted: String {
        switch self {
        case .sqlite(let path): return "sqlite:" + path
        case .postgres(let url):
            guard var components = URLComponents(string: url) else { return "postgres://…" }
            if components.password != nil { components.password = "redacted" }
            return components.string ?? "postgres://…"
        }
    }

    /// Opens the store (a PostgreSQL store connects when it runs).
    func open(maximumConnections: Int = 20, logger: Logger) throws(SyncServerError) -> any SyncStore {
        switch self {
        case .sqlite(let path): try SQLiteSyncStore(path: path)
        case .postgres(let url): try PostgresSyncStore(url: url, maximumConnections: maximumConnections, logger: logger)
        }
    }
}

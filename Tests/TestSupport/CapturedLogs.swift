import Foundation
import Logging

/// Collects what a logger says: every line, to search for secrets that must not be there, and
/// every event with its metadata, to find lines by what they say rather than by text that a
/// random request id may also contain.
public final class CapturedLogs: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var captured: [Event] = []

    public struct Event: Sendable {
        public let message: String
        public let metadata: [String: String]
        /// Level, message, metadata, source and file, as one line.
        public let line: String
    }

    public init() {}

    public var events: [Event] { lock.withLock { captured } }
    public var text: String { events.map(\.line).joined(separator: "\n") }

    public var logger: Logger {
        Logger(label: "captured") { label in Handler(label: label, logs: self) }
    }

    private func append(_ event: Event) { lock.withLock { captured.append(event) } }

    struct Handler: LogHandler {
        let label: String
        let logs: CapturedLogs
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            logs.append(
                Event(
                    message: "\(event.message)", metadata: all.mapValues { "\($0)" },
                    line: "\(event.level) \(event.message) \(all) \(event.source) \(event.file)"))
        }
    }
}

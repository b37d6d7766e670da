/// How many log lines of one kind may be written, so that an attacker who can make the servers
/// refuse requests (wrong tokens, wrong passphrases, floods) cannot fill the disk through the
/// log.
///
/// Each kind (a fixed name chosen by the caller, never text from a request) may write
/// `linesPerInterval` lines per `interval`; the lines beyond are counted, and the next line
/// written says how many were left out (`suppressed`). With the servers' settings, ten lines a
/// minute per kind, a day-long flood writes about 15 000 lines per kind.
package final class LogBudget: Sendable {
    private struct Window {
        var start: Double
        var written: Int
        var suppressed: Int
    }

    package let linesPerInterval: Int
    package let interval: Duration
    private let windows = Locked([String: Window]())

    package init(linesPerInterval: Int = 10, interval: Duration = .seconds(60)) {
        self.linesPerInterval = max(1, linesPerInterval)
        self.interval = interval
    }

    /// Whether a line of `kind` may be written at `now` (seconds on any monotonic scale): nil
    /// when it must be left out, else how many lines of this kind were left out before it.
    package func admit(_ kind: String, now: Double) -> Int? {
        windows.withLock { windows in
            var window = windows[kind] ?? Window(start: now, written: 0, suppressed: 0)
            if now - window.start >= interval.seconds || now < window.start {
                window.start = now
                window.written = 0
            }
            guard window.written < linesPerInterval else {
                window.suppressed += 1
                windows[kind] = window
                return nil
            }
            window.written += 1
            let suppressed = window.suppressed
            window.suppressed = 0
            windows[kind] = window
            return suppressed
        }
    }
}

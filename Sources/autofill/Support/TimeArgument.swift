import ArgumentParser
import Foundation

/// A point in time given on the command line: Unix seconds (`1234567890` or `@1234567890`) or
/// ISO 8601 (`2009-02-13T23:31:30Z`).
struct TimeArgument: ExpressibleByArgument {
    let unixSeconds: Int64

    init(unixSeconds: Int64) { self.unixSeconds = unixSeconds }

    init?(argument: String) {
        let text = argument.hasPrefix("@") ? String(argument.dropFirst()) : argument
        if let seconds = Int64(text) {
            unixSeconds = seconds
            return
        }
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: argument) {
                unixSeconds = Int64(date.timeIntervalSince1970.rounded(.down))
                return
            }
        }
        return nil
    }

    static var defaultCompletionKind: CompletionKind { .default }

    /// The current time, read once by the command that needs it.
    static func now() -> TimeArgument {
        TimeArgument(unixSeconds: Int64(Date().timeIntervalSince1970.rounded(.down)))
    }
}

extension TimeArgument {
    static let help = ArgumentHelp(
        "The time to compute for: Unix seconds (1234567890 or @1234567890) or ISO 8601 (2009-02-13T23:31:30Z). Default: now.",
        valueName: "time")
}

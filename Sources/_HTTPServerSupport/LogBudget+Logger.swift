import Logging
import _AutoFillSupport

extension LogBudget {
    /// Logs `message` if the budget of `key` allows, with the number of lines left out before it.
    package func log(
        to logger: Logger, level: Logger.Level, _ message: Logger.Message, key: String, now: Double,
        metadata: Logger.Metadata
    ) {
        guard let suppressed = admit(key, now: now) else { return }
        var metadata = metadata
        if suppressed > 0 { metadata["suppressed"] = "\(suppressed)" }
        logger.log(level: level, message, metadata: metadata)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Duration {
    /// The span in seconds, as `Date` arithmetic takes it.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension Date {
    /// This instant moved on by `duration`.
    func adding(_ duration: Duration) -> Date { addingTimeInterval(duration.seconds) }
}

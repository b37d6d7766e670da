extension Duration {
    /// The duration in seconds, with its fraction: for `Date` arithmetic (`addingTimeInterval`,
    /// `timeIntervalSince`) and for messages.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

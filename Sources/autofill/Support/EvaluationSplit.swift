import ArgumentParser

/// The deterministic development / held-out split of corpora that do not carry one (real pages
/// and messages from elsewhere): an item is held out when the 64-bit FNV-1a hash of its key (a
/// page's file name, a message's text) is below 30 modulo 100. Held-out items are for measuring
/// only: the eval commands do not list their misses unless asked.
enum EvaluationSplit: String, CaseIterable, ExpressibleByArgument, Sendable {
    case dev
    case holdout
    case all

    /// The share of items held out, in percent.
    static let heldOutPercent: UInt64 = 30

    static func isHeldOut(_ key: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash % 100 < heldOutPercent
    }

    func contains(_ key: String) -> Bool {
        switch self {
        case .all: true
        case .holdout: Self.isHeldOut(key)
        case .dev: !Self.isHeldOut(key)
        }
    }
}

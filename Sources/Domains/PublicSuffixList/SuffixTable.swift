/// The rules of a Public Suffix List as an open-addressing hash table of domain suffixes.
///
/// Every rule (`co.uk`, `*.ck` stored under `ck`, `!www.ck` under `www.ck`) and every suffix of
/// a rule (`uk` for `co.uk`) has a slot, so a lookup walks a host's labels from the right and
/// stops at the first suffix with no slot: nothing longer can match. The hash of each suffix is
/// built incrementally from the host's last byte backwards, so a lookup reads each byte once and
/// compares bytes only to confirm a hit.
struct SuffixTable: Sendable {
    struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt16
        static let ruleICANN = Flags(rawValue: 1 << 0)
        static let rulePrivate = Flags(rawValue: 1 << 1)
        static let wildcardICANN = Flags(rawValue: 1 << 2)
        static let wildcardPrivate = Flags(rawValue: 1 << 3)
        static let exceptionICANN = Flags(rawValue: 1 << 4)
        static let exceptionPrivate = Flags(rawValue: 1 << 5)

        static let icann: Flags = [.ruleICANN, .wildcardICANN, .exceptionICANN]
        static let all: Flags = [.icann, .rulePrivate, .wildcardPrivate, .exceptionPrivate]
        static let rule: Flags = [.ruleICANN, .rulePrivate]
        static let wildcard: Flags = [.wildcardICANN, .wildcardPrivate]
        static let exception: Flags = [.exceptionICANN, .exceptionPrivate]
        static let privateSection: Flags = [.rulePrivate, .wildcardPrivate, .exceptionPrivate]
    }

    private struct Slot {
        var hash: UInt64
        var offset: UInt32
        var length: UInt16
        var flags: Flags
    }

    static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    private let slots: [Slot]
    private let mask: Int
    private let pool: [UInt8]
    let count: Int

    /// Builds the table from suffixes (ASCII, normalised, no wildcard or `!`) and their flags.
    init(_ entries: [String: Flags]) {
        var capacity = 16
        while capacity < entries.count * 2 { capacity <<= 1 }
        var slots = [Slot](repeating: Slot(hash: 0, offset: 0, length: 0, flags: []), count: capacity)
        var pool: [UInt8] = []
        pool.reserveCapacity(entries.keys.reduce(0) { $0 + $1.utf8.count })
        for (suffix, flags) in entries.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(suffix.utf8)
            let hash = Self.hash(bytes[...])
            var index = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[index].hash != 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = Slot(hash: hash, offset: UInt32(pool.count), length: UInt16(bytes.count), flags: flags)
            pool.append(contentsOf: bytes)
        }
        if pool.isEmpty { pool.append(0) }  // so the pool always has an address
        self.slots = slots
        self.mask = capacity - 1
        self.pool = pool
        self.count = entries.count
    }

    /// The hash a lookup computes for `bytes`: FNV-1a over the bytes from last to first, never 0.
    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = seed
        for byte in bytes.reversed() { hash = (hash ^ UInt64(byte)) &* prime }
        return hash | 1
    }

    /// The outcome of walking a host's labels.
    struct Result {
        /// The byte offset where the public suffix starts (0: the whole host is one).
        var suffixStart: Int
        /// The flags of the rule that decided, or empty for the implicit `*` rule.
        var decidingFlag: Flags
    }

    /// Applies the Public Suffix List algorithm to an ASCII host, with only the rules in `enabled`.
    func lookup(_ host: UnsafeBufferPointer<UInt8>, enabled: Flags) -> Result {
        slots.withUnsafeBufferPointer { slots in
            pool.withUnsafeBufferPointer { pool in
                Self.lookup(host, enabled: enabled, slots: slots, pool: pool.baseAddress!, mask: mask)
            }
        }
    }

    private static func lookup(
        _ host: UnsafeBufferPointer<UInt8>, enabled: Flags, slots: UnsafeBufferPointer<Slot>,
        pool: UnsafePointer<UInt8>,
        mask: Int
    ) -> Result {
        var hash = Self.seed
        var index = host.count - 1
        var suffixStart = -1
        var previousStart = host.count
        var decidingFlag: Flags = []
        var parentWildcard: Flags = []
        while true {
            while index >= 0 && host[index] != UInt8(ascii: ".") {
                hash = (hash ^ UInt64(host[index])) &* Self.prime
                index -= 1
            }
            let start = index + 1
            // The implicit rule `*`: the last label.
            if suffixStart < 0 { suffixStart = start }
            guard
                let found = find(
                    hash: hash | 1, suffix: UnsafeBufferPointer(rebasing: host[start...]), slots: slots, pool: pool,
                    mask: mask)
            else {
                if !parentWildcard.isEmpty {
                    suffixStart = start
                    decidingFlag = parentWildcard
                }
                break
            }
            let flags = found.intersection(enabled)
            if !flags.isDisjoint(with: .exception) {
                // An exception prevails over every other rule and drops its leftmost label.
                return Result(suffixStart: previousStart, decidingFlag: flags.intersection(.exception))
            }
            if !flags.isDisjoint(with: .rule) {
                suffixStart = start
                decidingFlag = flags.intersection(.rule)
            } else if !parentWildcard.isEmpty {
                suffixStart = start
                decidingFlag = parentWildcard
            }
            parentWildcard = flags.intersection(.wildcard)
            if index < 0 { break }
            previousStart = start
            hash = (hash ^ UInt64(UInt8(ascii: "."))) &* Self.prime
            index -= 1
        }
        return Result(suffixStart: suffixStart, decidingFlag: decidingFlag)
    }

    /// The byte offset where the registrable domain starts (the label before the public suffix),
    /// or `nil` when the host is the public suffix.
    @inline(__always)
    static func registrableStart(_ host: UnsafeBufferPointer<UInt8>, suffixStart: Int) -> Int? {
        guard suffixStart >= 2 else { return nil }
        var index = suffixStart - 2
        while index >= 0 && host[index] != UInt8(ascii: ".") { index -= 1 }
        return index + 1
    }

    @inline(__always)
    private static func find(
        hash: UInt64, suffix: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<Slot>, pool: UnsafePointer<UInt8>,
        mask: Int
    ) -> Flags? {
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.hash == 0 { return nil }
            if slot.hash == hash && Int(slot.length) == suffix.count
                && memoryEqual(pool + Int(slot.offset), suffix.baseAddress!, suffix.count)
            {
                return slot.flags
            }
            index = (index + 1) & mask
        }
    }
}

@inline(__always)
private func memoryEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if lhs[index] != rhs[index] { return false }
        index += 1
    }
    return true
}

/// A fixed-seed xorshift64 generator with the one helper the generated-host tests need: a run
/// of bytes drawn from an alphabet. The same seed gives the same hosts on every machine.
struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) {
        precondition(seed != 0, "xorshift needs a non-zero seed")
        state = seed
    }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// `count` bytes, each drawn from `alphabet`.
    mutating func bytes(_ count: Int, from alphabet: [UInt8]) -> [UInt8] {
        (0..<count).map { _ in alphabet[below(alphabet.count)] }
    }
}

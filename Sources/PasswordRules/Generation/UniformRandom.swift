/// Unbiased random integers below a bound that cannot hang on a broken generator.
///
/// The standard library's `random(in:using:)` is unbiased too, but its rejection loop has no
/// bound: a generator stuck on one value in the rejected zone spins forever. This is Lemire's
/// multiply-and-reject method with at most 64 redraws; a working generator needs a 65th with
/// probability below 2⁻⁶⁴, and a broken one gets a slightly biased value instead of a hang.
enum UniformRandom {
    static func below(_ bound: UInt64, using generator: inout some RandomNumberGenerator) -> UInt64 {
        precondition(bound > 0)
        var product = generator.next().multipliedFullWidth(by: bound)
        if product.low < bound {
            // The zone to reject: 2^64 mod bound values at the bottom of the low half.
            let rejected = (0 &- bound) % bound
            var redraws = 0
            while product.low < rejected && redraws < 64 {
                product = generator.next().multipliedFullWidth(by: bound)
                redraws += 1
            }
        }
        return product.high
    }

    static func below(_ bound: Int, using generator: inout some RandomNumberGenerator) -> Int {
        Int(below(UInt64(bound), using: &generator))
    }
}

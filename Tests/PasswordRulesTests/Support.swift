import Secrets

@testable import PasswordRules

/// A generator that always returns the same word: to prove that bad randomness cannot hang us.
struct ConstantGenerator: RandomNumberGenerator {
    var value: UInt64
    mutating func next() -> UInt64 { value }
}

enum Statistics {
    /// Pearson's chi-squared statistic of `observed` counts against `expected` probabilities.
    static func chiSquared(observed: [Int], expected probabilities: [Double]) -> Double {
        let total = Double(observed.reduce(0, +))
        var sum = 0.0
        for (count, probability) in zip(observed, probabilities) where probability > 0 {
            let expected = total * probability
            sum += (Double(count) - expected) * (Double(count) - expected) / expected
        }
        return sum
    }

    /// The chi-squared value exceeded with probability 1e-4 for `degrees` degrees of freedom
    /// (Wilson-Hilferty approximation; z = 3.719 is the 1e-4 upper quantile of the normal).
    static func criticalValue(degrees: Int) -> Double {
        let k = Double(degrees)
        let term = 1 - 2 / (9 * k) + 3.719 * (2 / (9 * k)).squareRoot()
        return k * term * term * term
    }
}

extension SecretText {
    /// For tests only: the password as a string.
    var text: String { unredacted }
}

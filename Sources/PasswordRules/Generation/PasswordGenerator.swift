import Secrets

/// Makes strong passwords that satisfy a set of rules, as AutoFill suggests in a new-password field.
///
/// The generator picks the first of its formats the rules allow:
/// 1. ``Format/typeable``: Apple's 20-character `xxxxxx-xxxxxx-xxxxxx` (about 70.6 bits);
/// 2. ``Format/classic``: `xxx-xxx-xxx-xxx` from 60 unambiguous letters and digits, with at least
///    one lower-case letter, one upper-case letter and one digit (about 70.7 bits);
/// 3. ``Format/random``: any satisfiable rules, 20 characters by default (or the length the rules
///    force), drawn uniformly from every password of that length the rules accept.
///
/// A format is used only when *every* password it can make satisfies the rules, so the entropy it
/// reports is exact: log2 of the number of equally likely passwords. Planning happens once, in
/// `init`; ``generate(using:)`` then never fails. Randomness comes from the generator you pass
/// (``generate()`` uses `SystemRandomNumberGenerator`), always through unbiased rejection sampling,
/// never `random % n`.
///
/// ```swift
/// let rules = try PasswordRules(parsing: "required: lower; required: upper; required: digit; allowed: [-]; maxlength: 16")
/// let generator = try PasswordGenerator(rules: rules)
/// generator.format   // classic
/// generator.entropy  // 70.7
/// let password = generator.generate()  // a SecretText, e.g. "gHk-4Tp-xQ9-mRw"
/// ```
public struct PasswordGenerator: Sendable {
    /// A way of making passwords.
    public struct Format: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        private init(_ name: String) { description = name }

        /// Apple's 20-character typeable format, `xxxxxx-xxxxxx-xxxxxx`.
        public static let typeable = Format("typeable")
        /// The classic fallback, `xxx-xxx-xxx-xxx`.
        public static let classic = Format("classic")
        /// Characters drawn from everything the rules allow.
        public static let random = Format("random")

        /// The formats in the order a generator tries them by default.
        public static let preferenceOrder: [Format] = [.typeable, .classic, .random]

        /// The format named `name` (`typeable`, `classic` or `random`).
        public init?(name: String) {
            guard let format = Self.preferenceOrder.first(where: { $0.description == name.lowercased() }) else {
                return nil
            }
            self = format
        }
    }

    /// The most characters a generated password may have.
    public static let maximumLength = 1024

    /// The rules every generated password satisfies.
    public let rules: PasswordRules
    /// The format in use: the first of the formats asked for that the rules allow.
    public let format: Format
    /// The number of characters of every generated password.
    public let length: Int
    /// The entropy of a generated password in bits: log2 of the number of equally likely passwords.
    public let entropy: Double

    private enum Plan: Sendable {
        case typeable
        case classic(UniformSampler)
        case random(UniformSampler)
    }

    private let plan: Plan

    /// Plans password generation for `rules`.
    ///
    /// - Parameters:
    ///   - rules: the rules to satisfy; by default any printable ASCII, any length.
    ///   - formats: the formats to try, in order.
    ///   - length: a length to insist on. The typeable (20) and classic (15) formats are skipped
    ///     unless it is theirs; the random format uses it if the rules allow it.
    /// - Throws: ``PasswordRulesError/Code/unsatisfiableRules`` when no password satisfies the
    ///   rules (or none of `formats` fits them), ``PasswordRulesError/Code/invalidLength`` when the
    ///   rules forbid `length`, ``PasswordRulesError/Code/unsupportedRules`` when the rules need a
    ///   password longer than ``maximumLength`` or are too intricate to plan quickly.
    public init(rules: PasswordRules = .default, formats: [Format] = Format.preferenceOrder, length: Int? = nil)
        throws(PasswordRulesError)
    {
        self.rules = rules
        var reasons: [String] = []
        for format in formats {
            switch format {
            case .typeable:
                if let length, length != TypeableFormat.length {
                    reasons.append("the typeable format has \(TypeableFormat.length) characters, not \(length)")
                } else if let reason = TypeableFormat.reasonItDoesNotFit(rules) {
                    reasons.append("typeable: \(reason)")
                } else {
                    (self.format, self.length, self.entropy, plan) =
                        (.typeable, TypeableFormat.length, TypeableFormat.entropy, .typeable)
                    return
                }
            case .classic:
                if let length, length != ClassicFormat.length {
                    reasons.append("the classic format has \(ClassicFormat.length) characters, not \(length)")
                } else if let reason = ClassicFormat.reasonItDoesNotFit(rules) {
                    reasons.append("classic: \(reason)")
                } else {
                    let sampler = try ClassicFormat.sampler(maxConsecutive: rules.maxConsecutive)
                    (self.format, self.length, self.entropy, plan) =
                        (.classic, ClassicFormat.length, sampler.entropy, .classic(sampler))
                    return
                }
            case .random:
                let sampler = try RandomFormat.sampler(for: rules, length: length)
                (self.format, self.length, self.entropy, plan) = (
                    .random, sampler.length, sampler.entropy, .random(sampler)
                )
                return
            default:
                reasons.append("unknown format \(format)")
            }
        }
        throw PasswordRulesError(
            .unsatisfiableRules,
            "none of the formats fits the rules: "
                + (reasons.isEmpty ? "no format given" : reasons.joined(separator: "; ")))
    }

    /// Makes one password, drawing randomness from `generator`.
    public func generate(using generator: inout some RandomNumberGenerator) -> SecretText {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
            defer { SecureZero.wipe(UnsafeMutableRawBufferPointer(buffer)) }
            switch plan {
            case .typeable:
                TypeableFormat.generate(into: buffer, using: &generator)
            case .classic(let sampler):
                ClassicFormat.generate(into: buffer, sampler: sampler, using: &generator)
            case .random(let sampler):
                sampler.sample(into: buffer, using: &generator)
            }
            return SecretText(utf8: SecretBytes(UnsafeBufferPointer(buffer)))
        }
    }

    /// Makes one password with the system's secure random number generator.
    public func generate() -> SecretText {
        var generator = SystemRandomNumberGenerator()
        return generate(using: &generator)
    }
}

extension PasswordGenerator: CustomStringConvertible {
    /// The format, length and entropy: `typeable, 20 characters, 70.6 bits`.
    public var description: String {
        let bits = (entropy * 10).rounded() / 10
        return "\(format), \(length) characters, \(bits) bits"
    }
}

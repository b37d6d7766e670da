import Secrets

/// A rule a password breaks. It names the rule and never contains the password or any of its
/// characters: positions are given instead.
public struct PasswordRuleViolation: Hashable, Sendable, CustomStringConvertible {
    /// Which kind of rule is broken. New codes may be added in any release.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let description: String
        private init(_ name: String) { description = name }

        /// No character from a `required` rule's classes.
        public static let missingRequiredCharacter = Code("missingRequiredCharacter")
        /// A character outside the `allowed` characters.
        public static let disallowedCharacter = Code("disallowedCharacter")
        /// A character repeated more times in a row than `max-consecutive` allows.
        public static let tooManyConsecutive = Code("tooManyConsecutive")
        /// Fewer characters than `minlength`.
        public static let tooShort = Code("tooShort")
        /// More characters than `maxlength`.
        public static let tooLong = Code("tooLong")
    }

    /// Which kind of rule is broken.
    public let code: Code
    /// The broken rule in canonical form, such as `required: digit` or `minlength: 12`.
    public let rule: String
    /// What is wrong, without the password: "has 6 characters, needs at least 12".
    public let message: String
    /// For ``Code/disallowedCharacter`` and ``Code/tooManyConsecutive``: the 1-based positions
    /// (in Unicode scalars) of the offending characters or the start of the run.
    public let positions: [Int]

    public var description: String { "\(rule): \(message)" }
}

extension PasswordRules {
    /// Every rule `password` breaks, in canonical rule order; empty when it satisfies the rules.
    ///
    /// Lengths and positions count Unicode scalars, which for the ASCII passwords that generators
    /// make is the number of characters a field's `maxlength` counts.
    public func violations(of password: SecretText) -> [PasswordRuleViolation] {
        password.utf8.withUnsafeBytes { violations(utf8: $0) }
    }

    /// Whether `password` satisfies every rule.
    public func isSatisfied(by password: SecretText) -> Bool {
        password.utf8.withUnsafeBytes { violations(utf8: $0, stopAtFirst: true).isEmpty }
    }

    func violations(utf8: UnsafeRawBufferPointer, stopAtFirst: Bool = false) -> [PasswordRuleViolation] {
        var length = 0
        var requiredFound = [Bool](repeating: false, count: required.count)
        var disallowed: [Int] = []
        var previous: Unicode.Scalar?
        var run = 0
        var runStarts: [Int] = []
        var longestRun = 0
        var iterator = utf8.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            let scalar: Unicode.Scalar
            switch decoder.decode(&iterator) {
            case .scalarValue(let value): scalar = value
            case .error: scalar = "\u{FFFD}"
            case .emptyInput: break decoding
            }
            length += 1
            if !allowed.contains(scalar) { disallowed.append(length) }
            for index in required.indices where !requiredFound[index] && required[index].contains(scalar) {
                requiredFound[index] = true
            }
            run = scalar == previous ? run + 1 : 1
            previous = scalar
            longestRun = max(longestRun, run)
            if let maxConsecutive, run == maxConsecutive + 1 { runStarts.append(length - maxConsecutive) }
        }

        var result: [PasswordRuleViolation] = []
        for (index, requiredClass) in required.enumerated() where !requiredFound[index] {
            result.append(
                PasswordRuleViolation(
                    code: .missingRequiredCharacter, rule: "required: \(requiredClass.canonicalForm)",
                    message: "has no character from \(requiredClass.canonicalForm)", positions: []))
        }
        if !disallowed.isEmpty {
            let shown = disallowed.prefix(10).map(String.init).joined(separator: ", ")
            let more = disallowed.count > 10 ? " and \(disallowed.count - 10) more" : ""
            let noun = disallowed.count == 1 ? "the character at position" : "the characters at positions"
            result.append(
                PasswordRuleViolation(
                    code: .disallowedCharacter, rule: "allowed: \(allowed.canonicalForm)",
                    message: "\(noun) \(shown)\(more) \(disallowed.count == 1 ? "is" : "are") not allowed",
                    positions: disallowed))
        }
        if let maxConsecutive, longestRun > maxConsecutive {
            result.append(
                PasswordRuleViolation(
                    code: .tooManyConsecutive, rule: "max-consecutive: \(maxConsecutive)",
                    message: "a character repeats \(longestRun) times in a row (at most \(maxConsecutive) allowed)",
                    positions: runStarts))
        }
        if let minLength = effectiveMinLength, length < minLength {
            result.append(
                PasswordRuleViolation(
                    code: .tooShort, rule: "minlength: \(minLength)",
                    message: "has \(length) character\(length == 1 ? "" : "s"), needs at least \(minLength)",
                    positions: []))
        }
        if let maxLength, length > maxLength {
            result.append(
                PasswordRuleViolation(
                    code: .tooLong, rule: "maxlength: \(maxLength)",
                    message: "has \(length) characters, allows at most \(maxLength)", positions: []))
        }
        if stopAtFirst { return Array(result.prefix(1)) }
        return result
    }
}

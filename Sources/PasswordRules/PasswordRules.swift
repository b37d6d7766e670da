/// A set of password rules: the meaning of a `passwordrules` attribute or a
/// `UITextInputPasswordRules` string, in canonical form.
///
/// A password satisfies the rules when every character is in ``allowed``, it has at least one
/// character from each class in ``required``, no character repeats more than ``maxConsecutive``
/// times in a row, and its length is within ``minLength`` and ``maxLength``. A `minlength`
/// larger than the `maxlength` is ignored (see ``effectiveMinLength``), as Apple's generator does.
///
/// Values are normalised when a rule set is made, so two rule sets are equal exactly when they mean
/// the same thing written in the same order of `required` rules:
/// - ``allowed`` always includes every required class; with neither required nor allowed classes
///   it is `ascii-printable`;
/// - a length or repetition limit of 0 or less means "no limit" and is stored as `nil`;
/// - empty required classes are dropped (they require nothing a password could supply).
///
/// ```swift
/// let rules = try PasswordRules(parsing: "required: upper; required: digit; allowed: lower; minlength: 12")
/// print(rules)  // required: upper; required: digit; allowed: upper, lower, digit; minlength: 12
/// ```
public struct PasswordRules: Hashable, Sendable {
    /// The `required` rules in input order: a password needs a character from each.
    public let required: [PasswordCharacterClass]
    /// Every character a password may contain (the union of the `allowed` and `required` rules).
    public let allowed: PasswordCharacterClass
    /// The longest run of one repeated character (`max-consecutive`), or `nil` for no limit.
    public let maxConsecutive: Int?
    /// The smallest length (`minlength`), or `nil` for none. See ``effectiveMinLength``.
    public let minLength: Int?
    /// The largest length (`maxlength`), or `nil` for none.
    public let maxLength: Int?

    /// Makes a rule set and normalises it.
    ///
    /// - Parameters:
    ///   - required: classes a password must each draw at least one character from.
    ///   - allowed: the characters a password may use besides the required ones; `nil` (or an empty
    ///     class) means `ascii-printable` when `required` is empty too, and only the required
    ///     classes otherwise.
    ///   - maxConsecutive: the longest run of one repeated character; 0 or less means no limit.
    ///   - minLength: the smallest length; 0 or less means none.
    ///   - maxLength: the largest length; 0 or less means none.
    public init(
        required: [PasswordCharacterClass] = [], allowed: PasswordCharacterClass? = nil, maxConsecutive: Int? = nil,
        minLength: Int? = nil, maxLength: Int? = nil
    ) {
        let required = required.filter { !$0.isEmpty }
        var union = allowed ?? .empty
        for requiredClass in required { union = union.union(requiredClass) }
        self.required = required
        self.allowed = union.isEmpty ? .asciiPrintable : union
        self.maxConsecutive = Self.limit(maxConsecutive)
        self.minLength = Self.limit(minLength)
        self.maxLength = Self.limit(maxLength)
    }

    /// The rules that apply when a field has none: any printable ASCII character, any length.
    public static let `default` = PasswordRules()

    /// The `minlength` that applies: `nil` when there is none or when it exceeds the `maxlength`
    /// (Apple's rule: a contradictory minimum is ignored, not the maximum).
    public var effectiveMinLength: Int? {
        guard let minLength else { return nil }
        if let maxLength, minLength > maxLength { return nil }
        return minLength
    }

    /// Whether `minlength` exceeds `maxlength`, so that the minimum is ignored.
    public var ignoresMinLength: Bool { minLength != nil && effectiveMinLength == nil }

    private static func limit(_ value: Int?) -> Int? {
        guard let value, value > 0 else { return nil }
        return value
    }
}

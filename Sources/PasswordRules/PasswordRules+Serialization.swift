extension PasswordRules: CustomStringConvertible {
    /// The rules in canonical form: the `required` rules in their order, then `allowed`,
    /// `max-consecutive`, `minlength` and `maxlength`, separated by `; `.
    ///
    /// Parsing the canonical form gives the same rules back:
    /// `try PasswordRules(parsing: rules.canonicalForm) == rules` for every rule set. The form is
    /// also the input Apple's reference parser reads the same way, with one exception: Apple lets
    /// `ascii-printable` win over a later `unicode`, so `required: ascii-printable; allowed: unicode`
    /// means only ASCII there (the strict parser warns about it).
    public var canonicalForm: String {
        var parts = required.map { "required: \($0.canonicalForm)" }
        parts.append("allowed: \(allowed.canonicalForm)")
        if let maxConsecutive { parts.append("max-consecutive: \(maxConsecutive)") }
        if let minLength { parts.append("minlength: \(minLength)") }
        if let maxLength { parts.append("maxlength: \(maxLength)") }
        return parts.joined(separator: "; ")
    }

    /// The canonical form (``canonicalForm``).
    public var description: String { canonicalForm }
}

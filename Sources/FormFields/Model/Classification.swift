/// What the classifier decided about one field.
public struct FieldClassification: Hashable, Sendable, Codable {
    /// What the field is for.
    public var kind: FieldKind
    /// How sure the classifier is, from 0 to 1. Tags give 1; a single weak hint about 0.5.
    public var confidence: Double
    /// The evidence that decided.
    public var signal: ClassificationSignal
    /// Why the field must not be filled, when that is why ``kind`` is ``FieldKind/none``.
    public var exclusion: Exclusion?
    /// Whether the `autocomplete` attribute ends in `webauthn`: the page offers passkeys in this
    /// field (conditional mediation) as well as passwords.
    public var isWebAuthn: Bool
    /// The autofill section (`section-*` token, with `shipping`/`billing`), when the page named one.
    public var section: String?

    public init(
        kind: FieldKind, confidence: Double, signal: ClassificationSignal, exclusion: Exclusion? = nil,
        isWebAuthn: Bool = false, section: String? = nil
    ) {
        self.kind = kind
        self.confidence = confidence
        self.signal = signal
        self.exclusion = exclusion
        self.isWebAuthn = isWebAuthn
        self.section = section
    }
}

/// What the classifier decided about a form and each of its fields.
public struct FormClassification: Hashable, Sendable, Codable {
    /// What the form is for.
    public var kind: FormKind
    /// How sure the classifier is, from 0 to 1.
    public var confidence: Double
    /// The evidence that decided the form's kind.
    public var signal: ClassificationSignal
    /// One classification per field, in the order of ``FormDescriptor/fields``.
    public var fields: [FieldClassification]

    public init(kind: FormKind, confidence: Double, signal: ClassificationSignal, fields: [FieldClassification]) {
        self.kind = kind
        self.confidence = confidence
        self.signal = signal
        self.fields = fields
    }

    /// The indices of the fields of `kind`, in form order.
    public func indices(of kind: FieldKind) -> [Int] {
        fields.indices.filter { fields[$0].kind == kind }
    }
}

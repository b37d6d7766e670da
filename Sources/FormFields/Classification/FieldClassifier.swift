/// Decides what each field of a form is for, and what the form is for.
///
/// Tags come first: the HTML `autocomplete` attribute (WHATWG tokens, including `section-*`,
/// `shipping`/`billing` and a trailing `webauthn`) and an app's text content type. Heuristics
/// come second, in order of reliability: the input's type; keywords in ten languages (and the
/// account words of eleven more) in its label, `aria-label`, placeholder, name, id and nearby
/// text; its shape (`maxlength`,
/// `inputmode`, `pattern`); its neighbours (split code boxes, the text field before a
/// password, new/confirm pairs); and what the whole form says about itself (headings, buttons,
/// title, URL). Fields AutoFill must not fill are excluded with a reason: search, CAPTCHA,
/// card security code, promo codes, recovery codes, phone numbers, postal codes. A one-time code
/// needs positive evidence: a tag, words that name one, or a code of some kind ("security code",
/// "access code", "passcode") with a verification context or a short numeric shape.
///
/// ```swift
/// let result = FieldClassifier().classify(form)
/// for (field, verdict) in zip(form.fields, result.fields) where verdict.kind == .oneTimeCode {
///     print(field.name, verdict.confidence, verdict.signal)
/// }
/// ```
///
/// Classification is pure and deterministic, and its work is linear in the size of the
/// descriptor (texts are read up to 512 bytes each).
public struct FieldClassifier: Sendable {
    public init() {}

    /// Classifies every field of `form`, and the form.
    public func classify(_ form: FormDescriptor) -> FormClassification {
        var analysis = FormAnalysis(form: form)
        return analysis.run()
    }

    /// Classifies every form of a scanned page.
    public func classify(_ page: HTMLPage) -> [FormClassification] {
        page.forms.map { classify($0) }
    }

    /// Classifies a field on its own, as the only field of a form with no other context.
    public func classify(_ field: FieldDescriptor) -> FieldClassification {
        classify(FormDescriptor(fields: [field])).fields[0]
    }
}

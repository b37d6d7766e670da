/// What the scanner found in a page: its title and its forms.
public struct HTMLPage: Hashable, Sendable {
    /// The text of the first `<title>`.
    public var title: String
    /// Every `<form>` with at least one field, and every group of fields outside a form, in the
    /// order of their first field.
    public var forms: [FormDescriptor]
    /// Whether the page had more fields or text than the scanner's limits; the forms then
    /// describe only the part of the page before the limit.
    public var isTruncated: Bool
    /// With ``HTMLFormScanner/Options/recordsLocations``: where each field of each form is
    /// (`[form][field]`, parallel to ``forms``); empty otherwise.
    public var locations: [[FieldLocation]] = []
    /// For each form: its position among the page's `<form>` start tags (nested ones, which the
    /// parser ignores, included), or nil for a group of fields outside any form.
    package var formOrdinals: [Int?] = []

    /// With ``HTMLFormScanner/Options/annotationAttribute`` set: the attribute's value on each
    /// field (`[form][field]`), for evaluating the classifier against a labelled corpus.
    package var fieldAnnotations: [[String?]] = []
    /// With ``HTMLFormScanner/Options/annotationAttribute`` set: the value of the attribute
    /// with `-form` appended, on the `<form>` element or on any of its fields.
    package var formAnnotations: [String?] = []

    public init(title: String = "", forms: [FormDescriptor] = [], isTruncated: Bool = false) {
        self.title = title
        self.forms = forms
        self.isTruncated = isTruncated
    }
}

/// A form, or a group of fields outside any `<form>`, with what surrounds its fields.
///
/// This is also the JSON a browser bridge sends (see `docs/form-fields.md`); every key may be
/// left out. Check descriptors that arrive from outside the program with ``validate(limits:)``
/// before classifying them.
public struct FormDescriptor: Hashable, Sendable {
    /// The URL of the page (or frame) the form is in.
    public var pageURL: String
    /// The page's `<title>`.
    public var pageTitle: String
    /// The form's `action` attribute, as written; empty for a group outside any form.
    public var actionURL: String
    /// The form's `method` attribute in lower case; empty when absent.
    public var method: String
    /// The form's `id` attribute.
    public var id: String
    /// The form's `name` attribute.
    public var name: String
    /// `true` for a `<form>` element, `false` for fields grouped without one.
    public var isFormElement: Bool
    /// The fields in document order, hidden ones included.
    public var fields: [FieldDescriptor]
    /// The text of the form's buttons (`<button>`, submit inputs, `role=button`), in order.
    public var buttons: [String]
    /// Headings that introduce the form: the last heading before it and those inside it.
    public var headings: [String]
    /// Other text inside the form, such as "We sent a code to •••• 42" or link text.
    public var texts: [String]

    public init(
        pageURL: String = "", pageTitle: String = "", actionURL: String = "", method: String = "", id: String = "",
        name: String = "", isFormElement: Bool = true, fields: [FieldDescriptor] = [], buttons: [String] = [],
        headings: [String] = [], texts: [String] = []
    ) {
        self.pageURL = pageURL
        self.pageTitle = pageTitle
        self.actionURL = actionURL
        self.method = method
        self.id = id
        self.name = name
        self.isFormElement = isFormElement
        self.fields = fields
        self.buttons = buttons
        self.headings = headings
        self.texts = texts
    }
}

extension FormDescriptor: Codable {
    private enum CodingKeys: String, CodingKey {
        case pageURL, pageTitle, actionURL, method, id, name, isFormElement, fields, buttons, headings, texts
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String { try c.decodeIfPresent(String.self, forKey: key) ?? "" }
        func list(_ key: CodingKeys) throws -> [String] { try c.decodeIfPresent([String].self, forKey: key) ?? [] }
        self.init(
            pageURL: try text(.pageURL), pageTitle: try text(.pageTitle), actionURL: try text(.actionURL),
            method: try text(.method), id: try text(.id), name: try text(.name),
            isFormElement: try c.decodeIfPresent(Bool.self, forKey: .isFormElement) ?? true,
            fields: try c.decodeIfPresent([FieldDescriptor].self, forKey: .fields) ?? [],
            buttons: try list(.buttons), headings: try list(.headings), texts: try list(.texts))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(pageURL, forKey: .pageURL)
        try c.encode(pageTitle, forKey: .pageTitle)
        try c.encode(actionURL, forKey: .actionURL)
        try c.encode(method, forKey: .method)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(isFormElement, forKey: .isFormElement)
        try c.encode(fields, forKey: .fields)
        try c.encode(buttons, forKey: .buttons)
        try c.encode(headings, forKey: .headings)
        try c.encode(texts, forKey: .texts)
    }
}

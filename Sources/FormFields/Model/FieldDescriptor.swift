/// Everything the classifier may know about one field, whether it came from the HTML scanner,
/// a browser extension or an app's view hierarchy.
///
/// This is also the JSON a browser bridge sends (see `docs/form-fields.md`): keys are the
/// property names, every key may be left out (it then takes the default shown here), and the
/// DOM's `-1` for an absent `maxLength` or `minLength` is read as absent. A descriptor never
/// carries the field's value.
///
/// Text properties hold text as people see it: character references decoded, whitespace
/// collapsed. Attribute properties hold the attribute as written.
public struct FieldDescriptor: Hashable, Sendable {
    /// A field's place on screen, in CSS pixels, when the sender knows it.
    public struct Rect: Hashable, Sendable, Codable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The element's tag name in lower case: `input`, `select` or `textarea`.
    public var tag: String
    /// The control type as the DOM reports it: the input's `type` in lower case, `text` for a
    /// missing or unknown type, `select-one`/`select-multiple` for a select, `textarea`.
    public var type: String
    /// The `name` attribute.
    public var name: String
    /// The `id` attribute.
    public var id: String
    /// The `class` attribute.
    public var className: String
    /// The `autocomplete` attribute, as written.
    public var autocomplete: String
    /// An app's text content type (`UITextContentType`/`NSTextContentType` raw value such as
    /// `oneTimeCode`, or an Android autofill hint such as `smsOTPCode`). Empty on the web.
    public var contentType: String
    /// The `placeholder` attribute.
    public var placeholder: String
    /// The text of the field's `<label>` elements (`for=` or wrapping), joined by spaces.
    public var label: String
    /// The `aria-label` attribute.
    public var ariaLabel: String
    /// The text of the elements named by `aria-labelledby`.
    public var ariaLabelledBy: String
    /// The text of the elements named by `aria-describedby` (help and error text).
    public var ariaDescribedBy: String
    /// The `title` attribute.
    public var title: String
    /// Text just before the field that no label claims, such as `<span>Email</span><input>`.
    public var nearbyText: String
    /// Help text just after the field, such as "At least 8 characters" or an image's alt text,
    /// when it is not the text just before the next field.
    public var followingText: String
    /// Other attributes frameworks use to name a field: `data-testid`, `data-qa`, `data-cy`,
    /// `formcontrolname`, `ng-model`, `v-model` and similar, in document order.
    public var hints: [String]
    /// The `inputmode` attribute.
    public var inputMode: String
    /// The `minlength` attribute, when it is a non-negative integer.
    public var minLength: Int?
    /// The `maxlength` attribute, when it is a non-negative integer.
    public var maxLength: Int?
    /// The `size` attribute, when it is a positive integer.
    public var size: Int?
    /// The `min` attribute, when it is a number (a `type=number` box with `min="0"` and
    /// `max="9"` holds one digit of a split code).
    public var minimum: Double?
    /// The `max` attribute, when it is a number.
    public var maximum: Double?
    /// The `pattern` attribute.
    public var pattern: String
    /// The `passwordrules` attribute (Apple's password rules language).
    public var passwordRules: String
    /// Whether a person can see the field. The scanner says `false` for `type=hidden`, the
    /// `hidden` attribute, an inline `display:none` or `visibility:hidden`, and fields placed
    /// off-screen (honeypots); not for fields in a container that is only hidden for now, such
    /// as a closed dialog or a later step.
    public var isVisible: Bool
    /// The `disabled` attribute (or a disabled `<fieldset>` around it).
    public var isDisabled: Bool
    /// The `readonly` attribute.
    public var isReadOnly: Bool
    /// Where the field is on screen, when the sender knows it.
    public var rect: Rect?

    public init(
        tag: String = "input", type: String = "text", name: String = "", id: String = "", className: String = "",
        autocomplete: String = "", contentType: String = "", placeholder: String = "", label: String = "",
        ariaLabel: String = "", ariaLabelledBy: String = "", ariaDescribedBy: String = "", title: String = "",
        nearbyText: String = "", followingText: String = "", hints: [String] = [], inputMode: String = "",
        minLength: Int? = nil,
        maxLength: Int? = nil, size: Int? = nil, minimum: Double? = nil, maximum: Double? = nil,
        pattern: String = "", passwordRules: String = "",
        isVisible: Bool = true, isDisabled: Bool = false, isReadOnly: Bool = false, rect: Rect? = nil
    ) {
        self.tag = tag
        self.type = type
        self.name = name
        self.id = id
        self.className = className
        self.autocomplete = autocomplete
        self.contentType = contentType
        self.placeholder = placeholder
        self.label = label
        self.ariaLabel = ariaLabel
        self.ariaLabelledBy = ariaLabelledBy
        self.ariaDescribedBy = ariaDescribedBy
        self.title = title
        self.nearbyText = nearbyText
        self.followingText = followingText
        self.hints = hints
        self.inputMode = inputMode
        self.minLength = minLength
        self.maxLength = maxLength
        self.size = size
        self.minimum = minimum
        self.maximum = maximum
        self.pattern = pattern
        self.passwordRules = passwordRules
        self.isVisible = isVisible
        self.isDisabled = isDisabled
        self.isReadOnly = isReadOnly
        self.rect = rect
    }
}

extension FieldDescriptor: Codable {
    private enum CodingKeys: String, CodingKey {
        case tag, type, name, id, className, autocomplete, contentType, placeholder, label, ariaLabel
        case ariaLabelledBy, ariaDescribedBy, title, nearbyText, followingText, hints, inputMode, minLength, maxLength,
            size, minimum, maximum
        case pattern, passwordRules, isVisible, isDisabled, isReadOnly, rect
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys, _ fallback: String = "") throws -> String {
            try c.decodeIfPresent(String.self, forKey: key) ?? fallback
        }
        func count(_ key: CodingKeys) throws -> Int? {
            guard let value = try c.decodeIfPresent(Int.self, forKey: key), value >= 0 else { return nil }
            return value
        }
        func number(_ key: CodingKeys) throws -> Double? {
            try c.decodeIfPresent(Double.self, forKey: key).flatMap { $0.isFinite ? $0 : nil }
        }
        self.init(
            tag: try text(.tag, "input"), type: try text(.type, "text"), name: try text(.name), id: try text(.id),
            className: try text(.className), autocomplete: try text(.autocomplete),
            contentType: try text(.contentType), placeholder: try text(.placeholder), label: try text(.label),
            ariaLabel: try text(.ariaLabel), ariaLabelledBy: try text(.ariaLabelledBy),
            ariaDescribedBy: try text(.ariaDescribedBy), title: try text(.title), nearbyText: try text(.nearbyText),
            followingText: try text(.followingText), hints: try c.decodeIfPresent([String].self, forKey: .hints) ?? [],
            inputMode: try text(.inputMode),
            minLength: try count(.minLength), maxLength: try count(.maxLength),
            size: try count(.size).flatMap { $0 > 0 ? $0 : nil },
            minimum: try number(.minimum), maximum: try number(.maximum), pattern: try text(.pattern),
            passwordRules: try text(.passwordRules),
            isVisible: try c.decodeIfPresent(Bool.self, forKey: .isVisible) ?? true,
            isDisabled: try c.decodeIfPresent(Bool.self, forKey: .isDisabled) ?? false,
            isReadOnly: try c.decodeIfPresent(Bool.self, forKey: .isReadOnly) ?? false,
            rect: try c.decodeIfPresent(Rect.self, forKey: .rect))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(tag, forKey: .tag)
        try c.encode(type, forKey: .type)
        try c.encode(name, forKey: .name)
        try c.encode(id, forKey: .id)
        try c.encode(className, forKey: .className)
        try c.encode(autocomplete, forKey: .autocomplete)
        try c.encode(contentType, forKey: .contentType)
        try c.encode(placeholder, forKey: .placeholder)
        try c.encode(label, forKey: .label)
        try c.encode(ariaLabel, forKey: .ariaLabel)
        try c.encode(ariaLabelledBy, forKey: .ariaLabelledBy)
        try c.encode(ariaDescribedBy, forKey: .ariaDescribedBy)
        try c.encode(title, forKey: .title)
        try c.encode(nearbyText, forKey: .nearbyText)
        try c.encode(followingText, forKey: .followingText)
        try c.encode(hints, forKey: .hints)
        try c.encode(inputMode, forKey: .inputMode)
        try c.encodeIfPresent(minLength, forKey: .minLength)
        try c.encodeIfPresent(maxLength, forKey: .maxLength)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(minimum, forKey: .minimum)
        try c.encodeIfPresent(maximum, forKey: .maximum)
        try c.encode(pattern, forKey: .pattern)
        try c.encode(passwordRules, forKey: .passwordRules)
        try c.encode(isVisible, forKey: .isVisible)
        try c.encode(isDisabled, forKey: .isDisabled)
        try c.encode(isReadOnly, forKey: .isReadOnly)
        try c.encodeIfPresent(rect, forKey: .rect)
    }
}

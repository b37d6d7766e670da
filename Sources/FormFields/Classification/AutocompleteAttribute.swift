/// The HTML `autocomplete` attribute, parsed by the WHATWG autofill detail tokens grammar:
/// `[section-*] [shipping|billing] [home|work|mobile|fax|pager] field-name [webauthn]`.
///
/// The last token (before `webauthn`) decides. Pages often put other words in front
/// (`autocomplete="nope one-time-code"`); the standard would ignore the whole attribute, but
/// the field name still says what the page meant, so it is kept and ``isWellFormed`` is false.
struct AutocompleteAttribute: Equatable, Sendable {
    /// The field name in lower case, such as `one-time-code`; `on` or `off` for those values.
    var fieldName: String
    /// `section-*` plus `shipping`/`billing`, when given.
    var section: String?
    /// `home`, `work`, `mobile`, `fax` or `pager` before a contact field name.
    var contactKind: String?
    /// Whether the attribute ends in `webauthn`.
    var isWebAuthn: Bool
    /// Whether the attribute follows the grammar exactly.
    var isWellFormed: Bool

    /// Parses an attribute value; `nil` when it names no known field (empty, or made-up words).
    init?(_ value: String) {
        var tokens = value.utf8.split(whereSeparator: \.isHTMLWhitespace).map {
            String(decoding: $0.map(\.asciiLowercased), as: UTF8.self)
        }
        guard !tokens.isEmpty, tokens.count <= 8 else { return nil }
        isWebAuthn = false
        if tokens.last == "webauthn" {
            isWebAuthn = true
            tokens.removeLast()
        }
        guard let last = tokens.popLast() else { return nil }
        if last == "on" || last == "off" {
            guard tokens.isEmpty, !isWebAuthn else { return nil }
            self.fieldName = last
            section = nil
            contactKind = nil
            isWellFormed = true
            return
        }
        let isContact = Self.contactFieldNames.contains(last)
        guard isContact || Self.fieldNames.contains(last) else { return nil }
        fieldName = last
        var wellFormed = true
        contactKind = nil
        if isContact, let kind = tokens.last, Self.contactKinds.contains(kind) {
            contactKind = kind
            tokens.removeLast()
        }
        var sectionParts: [String] = []
        if let mode = tokens.last, mode == "shipping" || mode == "billing" {
            sectionParts.append(mode)
            tokens.removeLast()
        }
        if let name = tokens.last, name.hasPrefix("section-") {
            sectionParts.insert(name, at: 0)
            tokens.removeLast()
        }
        if !tokens.isEmpty { wellFormed = false }
        section = sectionParts.isEmpty ? nil : sectionParts.joined(separator: " ")
        isWellFormed = wellFormed
    }

    static let fieldNames: Set<String> = [
        "name", "honorific-prefix", "given-name", "additional-name", "family-name", "honorific-suffix", "nickname",
        "username", "new-password", "current-password", "one-time-code", "organization-title", "organization",
        "street-address", "address-line1", "address-line2", "address-line3", "address-level4", "address-level3",
        "address-level2", "address-level1", "country", "country-name", "postal-code", "cc-name", "cc-given-name",
        "cc-additional-name", "cc-family-name", "cc-number", "cc-exp", "cc-exp-month", "cc-exp-year", "cc-csc",
        "cc-type", "transaction-currency", "transaction-amount", "language", "bday", "bday-day", "bday-month",
        "bday-year", "sex", "url", "photo",
    ]

    /// Whether the field is for a person's name ("name", "given-name", "family-name",
    /// "additional-name").
    var namesAPerson: Bool { Self.personNameFields.contains(fieldName) }

    static let personNameFields: Set<String> = ["name", "given-name", "family-name", "additional-name"]

    static let contactFieldNames: Set<String> = [
        "tel", "tel-country-code", "tel-national", "tel-area-code", "tel-local", "tel-local-prefix",
        "tel-local-suffix", "tel-extension", "email", "impp",
    ]

    static let contactKinds: Set<String> = ["home", "work", "mobile", "fax", "pager"]
}

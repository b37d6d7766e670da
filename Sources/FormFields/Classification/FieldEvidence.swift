/// What the classifier reads from one field before looking at its neighbours.
struct FieldEvidence {
    let descriptor: FieldDescriptor
    let autocomplete: AutocompleteAttribute?
    let scores: ConceptScores
    /// Concepts in the help text after the field, used only where they cannot mislead.
    let following: ConceptScores
    /// A visible control a person types text into.
    let isFillable: Bool
    let isPasswordType: Bool
    /// `inputmode=numeric`, `type=number`/`tel`, or a digits-only `pattern`.
    let looksNumeric: Bool
    /// `maxlength` (or `minlength`=`maxlength`) between 4 and 8, and numeric.
    let isShortNumeric: Bool
    /// `maxlength=1` (or `size=1`): one box of a split code.
    let isSingleCharacter: Bool

    static let textTypes: Set<String> = ["text", "email", "tel", "number", "password", "url", "search"]

    init(_ descriptor: FieldDescriptor) {
        self.descriptor = descriptor
        autocomplete = AutocompleteAttribute(descriptor.autocomplete)
        isFillable = descriptor.isVisible && descriptor.tag == "input" && Self.textTypes.contains(descriptor.type)
        isPasswordType = descriptor.type == "password"

        var scores = ConceptScores()
        let hasLabel = !descriptor.label.isEmpty || !descriptor.ariaLabel.isEmpty || !descriptor.ariaLabelledBy.isEmpty
        scores.add(descriptor.label, weight: 1.0, source: "label")
        scores.add(descriptor.ariaLabel, weight: 1.0, source: "aria-label")
        scores.add(descriptor.ariaLabelledBy, weight: 0.95, source: "aria-labelledby")
        if Self.looksLikeEmailAddress(descriptor.placeholder) {
            // An example address ("you@company.com") says "email", whatever its words.
            scores.add(.email, weight: 0.9, detail: "placeholder looks like an email address")
        } else {
            scores.add(descriptor.placeholder, weight: 0.9, source: "placeholder")
        }
        // `user[email]`, `data[User][email]`, `LoginViewModel.Email`, `ctl00$Content$tbxEmail`: the
        // last part is the attribute, what comes before it only names the model it belongs to.
        let (attribute, model) = Self.attribute(of: descriptor.name)
        if model.isEmpty {
            scores.add(descriptor.name, weight: 0.85, source: "name", isIdentifier: true)
        } else {
            scores.add(String(attribute), weight: 0.85, source: "name", isIdentifier: true)
            scores.add(String(model), weight: 0.3, source: "name", isIdentifier: true)
        }
        // Rails and others derive the id from such a name (`user[name]` -> `user_name`): the same
        // split applies, or the id would call the person's name a user name.
        if !model.isEmpty, let attributeID = Self.attributeID(descriptor.id, model: model) {
            scores.add(attributeID, weight: 0.75, source: "id", isIdentifier: true)
        } else {
            scores.add(descriptor.id, weight: 0.75, source: "id", isIdentifier: true)
        }
        for hint in descriptor.hints.prefix(8) {
            scores.add(hint, weight: 0.75, source: "hint", isIdentifier: true)
        }
        scores.add(descriptor.title, weight: 0.7, source: "title")
        scores.add(descriptor.nearbyText, weight: hasLabel ? 0.4 : 0.6, source: "nearby text")
        scores.add(descriptor.ariaDescribedBy, weight: 0.45, source: "aria-describedby")
        scores.add(descriptor.className, weight: 0.4, source: "class", isIdentifier: true)
        if autocomplete == nil {
            scores.add(descriptor.autocomplete, weight: 0.5, source: "autocomplete", isIdentifier: true)
        }
        scores.add(descriptor.contentType, weight: 0.9, source: "content type", isIdentifier: true)
        self.scores = scores
        // Text after a field may belong to whatever comes next, so it is kept apart.
        var following = ConceptScores()
        following.add(descriptor.followingText, weight: 0.4, source: "following text")
        self.following = following

        let pattern = Array(descriptor.pattern.utf8.prefix(TextNormalizer.maximumInputBytes))
        let inputMode = descriptor.inputMode
        looksNumeric =
            inputMode == "numeric" || inputMode == "decimal" || inputMode == "tel" || descriptor.type == "number"
            || descriptor.type == "tel" || pattern.contains(bytes: Array("\\d".utf8))
            || pattern.contains(bytes: Array("[0-9]".utf8))
        let length = descriptor.maxLength ?? (descriptor.minLength.flatMap { $0 >= 4 ? $0 : nil })
        isShortNumeric = looksNumeric && (4...8).contains(length ?? 0)
        // One character: by its length, or a number box that takes a single digit (min="0" max="9").
        isSingleCharacter =
            descriptor.maxLength == 1 || (descriptor.maxLength == nil && descriptor.size == 1)
            || (descriptor.type == "number" && descriptor.minimum.map { $0 >= 0 } == true
                && descriptor.maximum.map { $0 <= 9 } == true)
    }

    subscript(concept: Concept) -> Double { scores[concept] }

    /// Whether its words call it a person's name louder than a user name: "Name (optional)" on an
    /// id's "account name", "이름" on Korean sites' `userNm`.
    var soundsLikeAPersonsName: Bool { scores[.personName] > scores[.username] }

    /// The part of an id after the model's flattened name (`user_name` for `user[name]`), if the
    /// id starts with it.
    static func attributeID(_ id: String, model: Substring) -> String? {
        var prefix = ""
        for character in model where character != "]" { prefix.append(character == "[" ? "_" : character) }
        prefix.append("_")
        guard id.utf8.count > prefix.utf8.count, id.hasPrefix(prefix) else { return nil }
        return String(id.dropFirst(prefix.count))
    }

    /// A field name split into its attribute and the model before it: the last bracketed part
    /// (`user[email]`, `a[b][]` gives `b`), else the part after the last `$` or `.`; the whole
    /// name and no model when it has none of these.
    static func attribute(of name: String) -> (attribute: Substring, model: Substring) {
        // Most names have none of these: answer at once.
        guard
            name.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") })
        else { return (Substring(name), "") }
        var text = Substring(name)
        while text.hasSuffix("[]") { text = text.dropLast(2) }
        if text.hasSuffix("]"), let open = text.lastIndex(of: "[") {
            let attribute = text[text.index(after: open)..<text.index(before: text.endIndex)]
            if !attribute.isEmpty { return (attribute, text[..<open]) }
        }
        if let separator = text.lastIndex(where: { $0 == "$" || $0 == "." }) {
            let attribute = text[text.index(after: separator)...]
            if !attribute.isEmpty { return (attribute, text[..<separator]) }
        }
        return (text, "")
    }

    /// `name@example.com`: letters before an `@`, a dot after it, no spaces.
    static func looksLikeEmailAddress(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard utf8.count <= 100, !utf8.contains(0x20), let at = utf8.firstIndex(of: UInt8(ascii: "@")), at > 0 else {
            return false
        }
        return utf8[(at + 1)...].contains(UInt8(ascii: ".")) && utf8.last != UInt8(ascii: ".")
    }
}

/// What the form as a whole says about itself.
struct FormContext {
    /// The form's own headings, buttons, action, id and name.
    let own: ConceptScores
    /// The page's title and URL, shared by every form on the page.
    let page: ConceptScores
    /// ``own`` and ``page`` together.
    let primary: ConceptScores
    /// Other text in and just before the form.
    let secondary: ConceptScores
    /// How much the host the form posts to names a newsletter ("nieuwsbrief.example.nl",
    /// a mailing-list service): the one concept a host says much about.
    let newsletterHost: Double

    init(_ form: FormDescriptor) {
        var own = ConceptScores()
        for heading in form.headings.prefix(8) { own.add(heading, weight: 1.0, source: "heading") }
        for button in form.buttons.prefix(12) { own.add(button, weight: 0.9, source: "button") }
        let action = Self.split(form.actionURL)
        own.add(action.path, weight: 0.6, source: "form action", isIdentifier: true)
        own.add(form.id, weight: 0.5, source: "form id", isIdentifier: true)
        own.add(form.name, weight: 0.5, source: "form name", isIdentifier: true)
        var page = ConceptScores()
        page.add(form.pageTitle, weight: 0.6, source: "page title")
        page.add(Self.split(form.pageURL).path, weight: 0.6, source: "page URL", isIdentifier: true)
        var primary = own
        primary.merge(page)
        self.own = own
        self.page = page
        self.primary = primary
        var secondary = ConceptScores()
        for text in form.texts.prefix(20) { secondary.add(text, weight: 0.5, source: "form text") }
        self.secondary = secondary
        var host = ConceptScores()
        host.add(action.host, weight: 1.0, source: "form action's host", isIdentifier: true)
        newsletterHost = host[.newsletter]
    }

    /// How much the form, its own words, the text in it or the host it posts to, speaks of a
    /// newsletter.
    var newsletter: Double { max(own[.newsletter], secondary[.newsletter], newsletterHost) }

    /// Whether the form is about an account (signing in or up, a reset): its own words say so
    /// (headings, buttons, action, id, name). The page's title and URL are not enough: a sign-in
    /// page has newsletter, search and contact forms too.
    ///
    /// "Sign up" alone does not count: a form with nothing but an email address and a "Sign up"
    /// button is a newsletter; words that name an account ("create an account", "registration")
    /// do, unless the form speaks of a newsletter at all.
    var isAboutAnAccount: Bool {
        let ownAccount = max(own[.signIn], own[.forgotPassword])
        if ownAccount >= 0.5 && ownAccount > newsletter { return true }
        return createsAnAccount
    }

    /// Words that name an account's creation ("create an account"), or "register" without an event
    /// or a product in the form's own words ("Register now" for a webinar, "product
    /// registration"); and no newsletter.
    var createsAnAccount: Bool {
        newsletter == 0 && (own[.accountCreation] >= 0.5 || (own[.registration] >= 0.5 && own[.eventOrProduct] == 0))
    }

    /// A URL's host name ("" for a relative URL), and the URL without its scheme and host name:
    /// the host's words say little about the page (`login.example.com` serves sign-up too), so the
    /// path and query are read as words, and the host only for a newsletter.
    static func split(_ url: String) -> (host: String, path: String) {
        var rest = Array(url.utf8.prefix(4 * TextNormalizer.maximumInputBytes))
        var host: [UInt8] = []
        if let scheme = rest.firstIndex(of: Array("://".utf8)) {
            rest.removeFirst(scheme + 3)
            let pathStart =
                rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
                ?? rest.count
            host = Array(rest.prefix(min(pathStart, 255)))
            rest.removeFirst(pathStart)
        }
        return (
            String(decoding: host, as: UTF8.self),
            String(decoding: rest.prefix(TextNormalizer.maximumInputBytes), as: UTF8.self)
        )
    }
}

extension [UInt8] {
    /// The index where `bytes` first occurs.
    func firstIndex(of bytes: [UInt8]) -> Int? {
        guard !bytes.isEmpty, bytes.count <= count else { return nil }
        for start in 0...(count - bytes.count) where self[start] == bytes[0] {
            var offset = 1
            while offset < bytes.count && self[start + offset] == bytes[offset] { offset += 1 }
            if offset == bytes.count { return start }
        }
        return nil
    }

    func contains(bytes: [UInt8]) -> Bool { firstIndex(of: bytes) != nil }
}

/// The scanner's state while it reads a page: a stack of open elements (enough of the WHATWG
/// tree-construction rules to know form owners, labels and text), and compact records of what
/// it found. Text stays as byte ranges until ``makePage(pageURL:)`` needs it.
struct HTMLTreeBuilder {
    enum Namespace: UInt8 {
        case html
        case svg
        case math
    }

    struct Flags: OptionSet {
        let rawValue: UInt16
        /// Text here is not nearby text or form text (buttons, headings, select options).
        static let excludesText = Flags(rawValue: 1 << 0)
        /// Inside `<select>`: not even label text.
        static let inSelect = Flags(rawValue: 1 << 1)
        /// Inside `<template>` contents: inert.
        static let inTemplate = Flags(rawValue: 1 << 2)
        /// Placed off-screen by an inline style (a honeypot).
        static let offscreen = Flags(rawValue: 1 << 3)
        /// Inside `<fieldset disabled>`.
        static let disabled = Flags(rawValue: 1 << 4)
        /// Inside a button or a link: `<img alt>` is text.
        static let altIsText = Flags(rawValue: 1 << 5)
        /// The element itself is a landmark that splits groups of form-less fields.
        static let landmark = Flags(rawValue: 1 << 6)
        /// The element itself is an HTML integration point inside foreign content.
        static let integrationPoint = Flags(rawValue: 1 << 7)
        /// A field is a child of the element (a button next to it is an adornment, such as a
        /// show-password toggle, not the end of a group).
        static let containsField = Flags(rawValue: 1 << 8)

        static let inherited: Flags = [.excludesText, .inSelect, .inTemplate, .offscreen, .disabled, .altIsText]
    }

    struct OpenElement {
        var tag: TagID
        var name: UInt64
        var namespace: Namespace
        var flags: Flags
        /// Index into `containers` (label, button, heading), or -1.
        var container: Int32 = -1
        /// Index into `idElements`, or -1.
        var idElement: Int32 = -1
        /// Index into `forms` for a `<form>`, or -1.
        var form: Int32 = -1
        /// Its position among its parent's children with the same name (1-based, for `:nth-of-type`).
        var nth: Int32 = 0
        /// The tag name in the source, or -1 for an element the parser implied (`tbody`).
        var nameStart: Int32 = -1
        var nameEnd: Int32 = -1
    }

    /// One element on the path from the document to a field, for its CSS selector.
    struct PathStep {
        var tag: TagID
        var nameStart: Int32
        var nameEnd: Int32
        var nth: Int32
        var idElement: Int32
        var isSVG: Bool
    }

    /// How many children of each name the open elements have had so far (for `:nth-of-type`):
    /// sixteen names per depth in flat arrays (a reset is one store), more in a dictionary.
    struct ChildCounters {
        static let slots = 16
        private var names: [UInt64] = []
        private var counts: [Int32] = []
        private var used: [Int] = []
        private var overflow: [Int: [UInt64: Int32]] = [:]

        /// Makes room for depths up to `depth`.
        @inline(__always)
        mutating func reserve(_ depth: Int) {
            guard used.count <= depth else { return }
            let add = depth + 1 - used.count
            used.append(contentsOf: repeatElement(0, count: add))
            names.append(contentsOf: repeatElement(0, count: add * Self.slots))
            counts.append(contentsOf: repeatElement(0, count: add * Self.slots))
        }

        mutating func next(_ name: UInt64, at depth: Int) -> Int32 {
            reserve(depth)
            let base = depth * Self.slots
            let count = used[depth]
            for slot in base..<(base + min(count, Self.slots)) where names[slot] == name {
                counts[slot] += 1
                return counts[slot]
            }
            if count < Self.slots {
                names[base + count] = name
                counts[base + count] = 1
                used[depth] = count + 1
                return 1
            }
            used[depth] = count + 1
            let next = overflow[depth, default: [:]][name, default: 0] + 1
            overflow[depth, default: [:]][name] = next
            return next
        }

        /// Forgets the children counted at `depth` (a new element opened there).
        @inline(__always)
        mutating func reset(_ depth: Int) {
            reserve(depth)
            if used[depth] > Self.slots { overflow[depth] = nil }
            used[depth] = 0
        }
    }

    enum ContainerKind: UInt8 {
        case label
        case button
        case heading
    }

    struct Container {
        var kind: ContainerKind
        var segmentStart: Int
        var segmentEnd: Int
        /// Labels: the `for` attribute.
        var forValue: String?
        /// Labels without `for`: the first labelable descendant (-1 none yet, -2 not a field).
        var control: Int = -1
        /// Buttons and headings: the form pointer when they were inserted, or -1.
        var formPointer: Int = -1
        /// Buttons: the `form` attribute.
        var formAttribute: String?
        /// Buttons: text to use when the button has none (aria-label, title, value).
        var fallbackText: String = ""
        /// Buttons: the `aria-label`, the name a screen reader gives a button whatever its text
        /// ("impots.gouv.fr" labelled "Se connecter avec impots.gouv.fr").
        var ariaLabel: String = ""
        /// Buttons: inside the same element as a field (a toggle or a clear button).
        var isAdornment = false
    }

    struct IDElement {
        var idStart: Int
        var idEnd: Int
        var segmentStart: Int
        var segmentEnd: Int
        var ariaLabel: Range<Int>?
        var field: Int = -1
        var form: Int = -1
    }

    struct FormRecord {
        var id: String
        var name: String
        var action: String
        var method: String
        var annotation: String?
        var fieldCount = 0
        /// How many `<form>` start tags came before this one (ignored nested ones included).
        var ordinal = 0
    }

    struct FieldRecord {
        var descriptor: FieldDescriptor
        var formPointer: Int
        var formAttribute: String?
        var segmentsBefore: Int
        var labelledBy: String
        var describedBy: String
        var labels: [String] = []
        var annotation: String?
        var formAnnotation: String?
        /// Byte offset of the `<` that starts the field's tag.
        var sourceOffset: Int
        /// The field's ancestors and itself in ``HTMLTreeBuilder/pathSteps``.
        var path: Range<Int>
    }

    struct Segment {
        var start: Int32
        var end: Int32
        var flags: Flags
        /// A block boundary, a control, an image, a line break or white space came between the
        /// previous run and this one, so joining them takes a space; inline tags
        /// (`Pass<b>word</b>`) do not.
        var startsBlock: Bool
        /// The innermost open label, or -1.
        var label: Int32
        /// The form pointer, or -1.
        var form: Int32
        var isAttribute: Bool
    }

    enum EventKind: UInt8 {
        case field
        case button
        case heading
        case formStart
        case boundary
    }

    struct Event {
        var kind: EventKind
        var index: Int
        var segmentCount: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let options: HTMLFormScanner.Options
    var tokenizer: HTMLTokenizer

    var stack: [OpenElement] = []
    var formPointer = -1
    var templateDepth = 0

    var containers: [Container] = []
    var idElements: [IDElement] = []
    var forms: [FormRecord] = []
    var fields: [FieldRecord] = []
    var segments: [Segment] = []
    var events: [Event] = []
    var titleRange: Range<Int>?
    var isTruncated = false
    /// Every field's path (see ``FieldRecord/path``), end to end.
    var pathSteps: [PathStep] = []
    /// Depth `d`: the children of the element at depth `d - 1` (`0`: of `<body>`).
    private var childCounters = ChildCounters()
    /// Whether an element or text that belongs in `<body>` has come (until then `<meta>`,
    /// `<script>`, ... go into `<head>` and are not counted among the body's children).
    private var bodyStarted = false
    private var formStartTags = 0
    /// Whether a block boundary came after the last run of text.
    private var pendingBreak = true

    private let annotationHash: UInt64?
    private let formAnnotationHash: UInt64?

    init(bytes: UnsafeBufferPointer<UInt8>, options: HTMLFormScanner.Options) {
        self.bytes = bytes
        self.options = options
        tokenizer = HTMLTokenizer(bytes: bytes)
        stack.reserveCapacity(64)
        segments.reserveCapacity(min(bytes.count / 32, 65536))
        if let attribute = options.annotationAttribute {
            annotationHash = Self.hash(attribute)
            formAnnotationHash = Self.hash(attribute + "-form")
        } else {
            annotationHash = nil
            formAnnotationHash = nil
        }
    }

    private static let titleName = Array("title".utf8)
    private static let scriptName = Array("script".utf8)
    private static let textareaName = Array("textarea".utf8)

    private static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(FNV.offset) { FNV.add($1, to: $0) }
    }

    // MARK: - The token loop

    mutating func run() {
        while true {
            switch tokenizer.next() {
            case .endOfInput:
                while !stack.isEmpty { pop() }
                return
            case .startTag:
                startTag()
            case .endTag:
                endTag()
            case .text:
                text()
            case .comment:
                break
            }
            tokenizer.allowsCDATA = (stack.last?.namespace ?? .html) != .html
        }
    }

    // Inlined: a call would copy the whole builder (a large struct) into the callee.
    @inline(__always)
    private var currentFlags: Flags {
        stack.last.map { $0.flags.intersection(.inherited) } ?? []
    }

    @inline(__always)
    private var isInert: Bool { templateDepth > 0 }

    // MARK: Text

    private mutating func text() {
        let start = tokenizer.textStart
        let end = tokenizer.textEnd
        switch tokenizer.textContentModel {
        case .scriptData, .rawText, .plaintext:
            return
        case .rcdata:
            if titleRange == nil, let top = stack.last, top.tag == .title, top.namespace == .html, !isInert {
                titleRange = start..<end
            }
            return
        case .none:
            break
        }
        guard !isInert, (stack.last?.namespace ?? .html) == .html || stack.last!.flags.contains(.integrationPoint)
        else { return }
        var index = start
        while index < end && bytes[index].isHTMLWhitespace { index += 1 }
        guard index < end else {
            pendingBreak = true  // only a space, but it still separates words
            return
        }
        bodyStarted = true
        addSegment(start..<end, isAttribute: false)
    }

    private mutating func addSegment(_ range: Range<Int>, isAttribute: Bool) {
        guard segments.count < options.maximumTextRuns, range.upperBound <= Int(Int32.max) else {
            isTruncated = true
            return
        }
        var label: Int32 = -1
        for element in stack.reversed() where element.container >= 0 {
            if containers[Int(element.container)].kind == .label {
                label = element.container
                break
            }
        }
        segments.append(
            Segment(
                start: Int32(range.lowerBound), end: Int32(range.upperBound), flags: currentFlags,
                startsBlock: pendingBreak || isAttribute, label: label, form: Int32(formPointer),
                isAttribute: isAttribute))
        pendingBreak = isAttribute
    }

    // MARK: Start tags

    private mutating func startTag() {
        let tag = TagID(hash: tokenizer.tagName)
        if tag.isVoid && !tag.isInline { pendingBreak = true }
        // Foreign content: most tags stay foreign; a few HTML tags break out.
        if let top = stack.last, top.namespace != .html, !top.flags.contains(.integrationPoint) {
            let breaksOut =
                tag.breaksOutOfForeignContent
                || (tag == .font && (attribute(.color) != nil || attribute(.face) != nil || attribute(.size) != nil))
            if breaksOut {
                while let last = stack.last, last.namespace != .html, !last.flags.contains(.integrationPoint) {
                    pop()
                }
            } else {
                foreignStartTag(tag, namespace: top.namespace)
                return
            }
        }
        htmlStartTag(tag)
    }

    private mutating func foreignStartTag(_ tag: TagID, namespace: Namespace) {
        guard !tokenizer.isSelfClosing else {
            recordVoidID()
            return
        }
        var element = OpenElement(
            tag: tag, name: tokenizer.tagName, namespace: tag == .svg ? .svg : namespace,
            flags: currentFlags.union(.excludesText))
        let isIntegrationPoint: Bool
        switch element.namespace {
        case .svg: isIntegrationPoint = tag == .foreignObject || tag == .desc || tag == .title
        case .math: isIntegrationPoint = tag == .mi || tag == .mo || tag == .mn || tag == .ms || tag == .mtext
        case .html: isIntegrationPoint = false
        }
        if isIntegrationPoint { element.flags.insert(.integrationPoint) }
        recordID(for: &element)
        push(element)
    }

    /// Whether the parser is in the "in select" insertion mode, where most tags are ignored.
    @inline(__always)
    private var isInSelect: Bool {
        guard let top = stack.last, top.namespace == .html else { return false }
        switch top.tag {
        case .select, .option, .optgroup: return hasInScope(.select)
        default: return false
        }
    }

    private mutating func htmlStartTag(_ tag: TagID) {
        if !bodyStarted {
            switch tag {
            case .html, .head, .meta, .link, .script, .style, .title, .base, .basefont, .bgsound, .noscript,
                .noframes, .template:
                break
            default: bodyStarted = true
            }
        }
        if isInSelect {
            switch tag {
            case .option, .optgroup, .hr, .select, .input, .keygen, .textarea, .script, .template: break
            default: return  // ignored inside a select
            }
        }
        if tag.closesParagraph && hasInScope(.p, buttonScope: true) && !(tag == .form && formPointer >= 0 && !isInert) {
            popThrough(.p)
        }
        if tag.isTableStructure { impliedTableElements(before: tag) }
        switch tag {
        case .html, .head, .body, .frameset:
            return
        case .form:
            if !isInert { formStartTags += 1 }
            if formPointer >= 0 && !isInert { return }  // nested forms are ignored
            var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
            element.flags.insert(.landmark)
            if !isInert {
                forms.append(
                    FormRecord(
                        id: attributeString(.id), name: attributeString(.name), action: attributeString(.action),
                        method: attributeString(.method).lowercased(),
                        annotation: annotation(formAnnotationHash)
                            ?? annotation(annotationHash), ordinal: formStartTags - 1))
                formPointer = forms.count - 1
                element.form = Int32(formPointer)
                events.append(Event(kind: .formStart, index: formPointer, segmentCount: segments.count))
            }
            recordID(for: &element, form: element.form >= 0 ? Int(element.form) : -1)
            if let top = stack.last, top.tag.isTablePart {
                // In a table the form is closed at once, but the pointer stays.
                _ = countChild(tokenizer.tagName)
                if element.idElement >= 0 {
                    idElements[Int(element.idElement)].segmentEnd = segments.count
                }
                return
            }
            push(element)
        case .input, .keygen, .select, .textarea:
            if hasInScope(.select) {
                popThrough(.select)
                if tag == .select { return }
            }
            field(tag)
        case .button:
            if hasInScope(.button) { popThrough(.button) }
            var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
            element.flags.formUnion([.excludesText, .altIsText])
            labelClaimsNonField()
            // A reset button clears the form: its "Reset" says nothing about what the form is for.
            // `type` is enumerated, read untrimmed as the input's is.
            let isReset = attribute(.type).map { lowercasedAttribute($0, trimming: false) } == "reset"
            element.container = isReset ? -1 : makeButton()
            recordID(for: &element)
            push(element)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            if let top = stack.last, top.tag.isHeading { pop() }
            openHeading(tag)
        case .legend:
            openHeading(tag)
        case .label:
            var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
            if !isInert {
                let forValue = attribute(.forAttribute).map { attributeString($0) }
                containers.append(
                    Container(
                        kind: .label, segmentStart: segments.count, segmentEnd: segments.count, forValue: forValue))
                element.container = Int32(containers.count - 1)
            }
            recordID(for: &element)
            push(element)
        case .a:
            if hasInScope(.a) { popThrough(.a) }
            openGeneric(tag)
        case .option, .optgroup:
            if let top = stack.last, top.tag == .option { pop() }
            var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
            element.flags.formUnion([.excludesText, .inSelect])
            push(element)
        case .title:
            openGeneric(tag)
            tokenizer.enterRawText(.rcdata, name: Self.titleName)
        case .script:
            openGeneric(tag)
            tokenizer.enterRawText(.scriptData, name: Self.scriptName)
        case .style, .xmp, .iframe, .noembed, .noframes, .noscript:
            openGeneric(tag)
            tokenizer.enterRawText(.rawText, name: Array(tag.name.utf8))
        case .plaintext:
            openGeneric(tag)
            tokenizer.enterRawText(.plaintext, name: [])
        case .template:
            var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
            element.flags.insert(.inTemplate)
            push(element)
        case .svg, .math:
            guard !tokenizer.isSelfClosing else {
                recordVoidID()
                return
            }
            var element = OpenElement(
                tag: tag, name: tokenizer.tagName, namespace: tag == .svg ? .svg : .math,
                flags: currentFlags.union(.excludesText))
            recordID(for: &element)
            push(element)
        case .img:
            // Alt text is text: a button's name, or the "can't read it? new image" of a CAPTCHA.
            // So is an image's address that says it draws a CAPTCHA ("/captcha.jpg?r=2281"), read
            // first, as the help text after the field the image follows, whatever the alt text
            // says ("验证码", "security code"); the field after the image reads the alt text only
            // when it has no words of its own (`nearbySegment`).
            if !isInert, let source = attribute(named: Self.sourceHash), drawsCaptcha(source) {
                addSegment(source, isAttribute: true)
            }
            if !isInert, let alt = attribute(.alt), !alt.isEmpty {
                addSegment(alt, isAttribute: true)
            }
            // So is its title, which a person reads on hovering: "看不清？点击换一张" on a CAPTCHA.
            if !isInert, let title = attribute(.title), !title.isEmpty {
                addSegment(title, isAttribute: true)
            }
            recordVoidID()
        default:
            if tag.isVoid {
                recordVoidID()
                return
            }
            openGeneric(tag)
        }
    }

    private mutating func openGeneric(_ tag: TagID) {
        var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
        if tag.isLandmark { element.flags.insert(.landmark) }
        if tag == .fieldset && attribute(.disabled) != nil { element.flags.insert(.disabled) }
        var isButtonLike = false
        if let role = attribute(.role) {
            let value = lowercasedAttribute(role)
            switch value {
            case "button": isButtonLike = true
            case "heading":
                openHeading(tag)
                return
            case "dialog", "alertdialog", "search", "form", "banner", "navigation", "contentinfo", "complementary",
                "main":
                element.flags.insert(.landmark)
            default: break
            }
        }
        if tag == .a && !isButtonLike, let className = attribute(.classAttribute) {
            let value = lowercasedAttribute(className)
            isButtonLike = value.contains("btn") || value.contains("button")
        }
        if let style = attribute(.style), case let value = lowercasedAttribute(style),
            Self.isOffscreen(value)
                // Discuz!'s decoy user name and passwords in a form's `<span style="display:
                // none">`: a step or a dialog a script shows later is a block, never a span.
                || (tag == .span && formPointer >= 0 && Self.isHiddenByStyle(value))
        {
            element.flags.insert(.offscreen)
        }
        // A container in a form that says it is a trap for robots (Gravity Forms'
        // "gform_validation_container", "honeypot"), hidden by a style sheet the scanner does not
        // read.
        if formPointer >= 0, let className = attribute(.classAttribute), namesRobotTrap(className) {
            element.flags.insert(.offscreen)
        }
        if isButtonLike {
            element.flags.formUnion([.excludesText, .altIsText])
            element.container = makeButton()
        } else if tag == .a {
            element.flags.insert(.altIsText)
        }
        recordID(for: &element)
        if element.flags.contains(.landmark) {
            events.append(Event(kind: .boundary, index: 0, segmentCount: segments.count))
        }
        push(element)
    }

    private mutating func openHeading(_ tag: TagID) {
        var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
        element.flags.insert(.excludesText)
        if !isInert {
            containers.append(
                Container(
                    kind: .heading, segmentStart: segments.count, segmentEnd: segments.count, formPointer: formPointer))
            element.container = Int32(containers.count - 1)
            events.append(Event(kind: .heading, index: containers.count - 1, segmentCount: segments.count))
        }
        recordID(for: &element)
        push(element)
    }

    private mutating func makeButton() -> Int32 {
        guard !isInert else { return -1 }
        var fallback = ""
        for id in [AttributeID.ariaLabel, .title, .value] {
            if let range = attribute(id) {
                fallback = attributeString(range)
                if !fallback.isEmpty { break }
            }
        }
        containers.append(
            Container(
                kind: .button, segmentStart: segments.count, segmentEnd: segments.count, formPointer: formPointer,
                formAttribute: attribute(.form).map { attributeString($0) }, fallbackText: fallback,
                ariaLabel: attribute(.ariaLabel).map { attributeString($0) } ?? "",
                isAdornment: stack.last?.flags.contains(.containsField) ?? false))
        events.append(Event(kind: .button, index: containers.count - 1, segmentCount: segments.count))
        return Int32(containers.count - 1)
    }

    // MARK: Fields

    private mutating func field(_ tag: TagID) {
        var typeValue = ""
        if tag == .input {
            typeValue = attribute(.type).map { lowercasedAttribute($0, trimming: false) } ?? ""
            switch typeValue {
            case "submit", "image", "reset", "button":
                labelClaimsNonField()
                if typeValue != "reset" { inputButton(type: typeValue) }
                recordVoidID()
                return
            default:
                break
            }
        }
        let isHiddenInput = tag == .input && typeValue == "hidden"
        if !isHiddenInput { labelClaimsField(fields.count) }
        var element = OpenElement(tag: tag, name: tokenizer.tagName, namespace: .html, flags: currentFlags)
        element.nth = countChild(tokenizer.tagName)
        element.nameStart = Int32(truncatingIfNeeded: tokenizer.tagNameStart)
        element.nameEnd = Int32(truncatingIfNeeded: tokenizer.tagNameEnd)
        var recorded = -1
        if !isInert {
            if fields.count < options.maximumFields {
                recordField(tag, typeValue: typeValue, flags: element.flags, step: element)
                recorded = fields.count - 1
                if !stack.isEmpty { stack[stack.count - 1].flags.insert(.containsField) }
            } else {
                isTruncated = true
            }
        }
        recordID(for: &element, field: recorded)
        switch tag {
        case .select:
            element.flags.formUnion([.excludesText, .inSelect])
            push(element, isCounted: true)
        case .textarea:
            push(element, isCounted: true)
            tokenizer.enterRawText(.rcdata, name: Self.textareaName)
        default:
            if element.idElement >= 0 { idElements[Int(element.idElement)].segmentEnd = segments.count }
        }
    }

    private mutating func recordField(_ tag: TagID, typeValue: String, flags: Flags, step: OpenElement) {
        var descriptor = FieldDescriptor()
        descriptor.tag = tag == .input ? "input" : tag.name
        switch tag {
        case .select: descriptor.type = attribute(.multiple) != nil ? "select-multiple" : "select-one"
        case .textarea: descriptor.type = "textarea"
        case .keygen: descriptor.type = "keygen"
        default: descriptor.type = Self.knownInputTypes.contains(typeValue) ? typeValue : "text"
        }
        var formAttribute: String?
        var labelledBy = ""
        var describedBy = ""
        var annotationValue: String?
        var formAnnotationValue: String?
        var isHidden = descriptor.type == "hidden" || flags.contains(.offscreen)
        var isPlacedOffscreen = false
        for item in tokenizer.attributes {
            let range = item.valueStart..<item.valueEnd
            if item.name == annotationHash {
                annotationValue = attributeString(range)
                continue
            }
            if item.name == formAnnotationHash {
                formAnnotationValue = attributeString(range)
                continue
            }
            switch item.id {
            case .name: descriptor.name = attributeString(range)
            case .id: descriptor.id = attributeString(range)
            case .classAttribute:
                descriptor.className = attributeString(range)
                if contains("honeypot", in: range) { isHidden = true }
            case .autocomplete: descriptor.autocomplete = attributeString(range)
            case .placeholder: descriptor.placeholder = attributeString(range)
            case .ariaLabel: descriptor.ariaLabel = attributeString(range)
            case .ariaLabelledby: labelledBy = attributeString(range)
            case .ariaDescribedby: describedBy = attributeString(range)
            case .title: descriptor.title = attributeString(range)
            case .inputmode: descriptor.inputMode = lowercasedAttribute(range, trimming: false)
            case .minlength: descriptor.minLength = Self.nonNegativeInteger(attributeString(range))
            case .maxlength: descriptor.maxLength = Self.nonNegativeInteger(attributeString(range))
            case .size: descriptor.size = Self.nonNegativeInteger(attributeString(range)).flatMap { $0 > 0 ? $0 : nil }
            case .min: descriptor.minimum = Self.number(attributeString(range))
            case .max: descriptor.maximum = Self.number(attributeString(range))
            case .pattern: descriptor.pattern = attributeString(range)
            case .passwordrules: descriptor.passwordRules = attributeString(range)
            case .form: formAttribute = attributeString(range)
            case .hidden: isHidden = true
            case .style:
                let style = lowercasedAttribute(range)
                if Self.isOffscreen(style) { isPlacedOffscreen = true }
                if Self.isHiddenByStyle(style) { isHidden = true }
            case .disabled: descriptor.isDisabled = true
            case .readonly: descriptor.isReadOnly = true
            case .dataTestid, .dataTest, .dataTestId, .dataQa, .dataCy, .dataAutomationId, .dataField, .dataName,
                .formcontrolname, .ngModel, .vModel, .xModel, .wireModel, .dataBind:
                let value = attributeString(range)
                if !value.isEmpty { descriptor.hints.append(value) }
            default: break
            }
        }
        if flags.contains(.disabled) { descriptor.isDisabled = true }
        // A field moved off-screen is a trap for robots, unless it is the user name a page keeps
        // there for password managers (autocomplete="username" beside the password).
        if isPlacedOffscreen && !descriptor.autocomplete.lowercased().contains("username") { isHidden = true }
        descriptor.isVisible = !isHidden
        let pathStart = pathSteps.count
        for element in stack where element.tag != .template && options.recordsLocations {
            pathSteps.append(
                PathStep(
                    tag: element.tag, nameStart: element.nameStart, nameEnd: element.nameEnd, nth: element.nth,
                    idElement: element.idElement, isSVG: element.namespace == .svg))
        }
        if options.recordsLocations {
            pathSteps.append(
                PathStep(
                    tag: step.tag, nameStart: step.nameStart, nameEnd: step.nameEnd, nth: step.nth,
                    idElement: attribute(.id).map { $0.isEmpty ? -1 : Int32(idElements.count) } ?? -1, isSVG: false))
        }
        fields.append(
            FieldRecord(
                descriptor: descriptor, formPointer: formPointer, formAttribute: formAttribute,
                segmentsBefore: segments.count, labelledBy: labelledBy, describedBy: describedBy,
                annotation: annotationValue, formAnnotation: formAnnotationValue,
                sourceOffset: max(0, tokenizer.tagNameStart - 1), path: pathStart..<pathSteps.count))
        events.append(Event(kind: .field, index: fields.count - 1, segmentCount: segments.count))
    }

    /// `<input type=submit|image|button>`: a button whose text is its value (or alt). Reset buttons
    /// are not read: they clear the form, whatever it is for.
    private mutating func inputButton(type: String) {
        guard !isInert else { return }
        let text = attribute(type == "image" ? .alt : .value).map { attributeString($0) } ?? ""
        let fallback = attribute(.ariaLabel).map { attributeString($0) } ?? ""
        containers.append(
            Container(
                kind: .button, segmentStart: segments.count, segmentEnd: segments.count, formPointer: formPointer,
                formAttribute: attribute(.form).map { attributeString($0) },
                fallbackText: text.isEmpty ? fallback : text,
                isAdornment: stack.last?.flags.contains(.containsField) ?? false))
        events.append(Event(kind: .button, index: containers.count - 1, segmentCount: segments.count))
    }

    static let knownInputTypes: Set<String> = [
        "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time", "datetime-local",
        "number", "range", "color", "checkbox", "radio", "file", "hidden",
    ]

    // MARK: Labels

    /// A labelable element opened: open labels without `for` and without a control take it.
    private mutating func labelClaimsField(_ index: Int) {
        guard !isInert else { return }
        for element in stack where element.container >= 0 {
            let container = Int(element.container)
            if containers[container].kind == .label && containers[container].forValue == nil
                && containers[container].control == -1
            {
                containers[container].control = index
            }
        }
    }

    private mutating func labelClaimsNonField() {
        labelClaimsField(-2)
    }

    // MARK: IDs

    private mutating func recordID(for element: inout OpenElement, field: Int = -1, form: Int = -1) {
        guard !isInert, let range = attribute(.id), range.lowerBound < range.upperBound else { return }
        idElements.append(
            IDElement(
                idStart: range.lowerBound, idEnd: range.upperBound, segmentStart: segments.count,
                segmentEnd: segments.count, ariaLabel: attribute(.ariaLabel), field: field, form: form))
        element.idElement = Int32(idElements.count - 1)
    }

    private mutating func recordVoidID() {
        _ = countChild(tokenizer.tagName)
        var element = OpenElement(tag: .other, name: 0, namespace: .html, flags: [])
        recordID(for: &element)
    }

    // MARK: End tags

    private mutating func endTag() {
        let tag = TagID(hash: tokenizer.tagName)
        // Foreign content: close the matching foreign element, else handle as HTML.
        if let top = stack.last, top.namespace != .html {
            var index = stack.count - 1
            while index >= 0 && stack[index].namespace != .html {
                if stack[index].name == tokenizer.tagName {
                    while stack.count > index { pop() }
                    return
                }
                index -= 1
            }
        }
        switch tag {
        case .option, .optgroup, .select, .template: break
        default: if isInSelect { return }
        }
        switch tag {
        case .html, .head, .body, .frameset:
            return
        case .br:
            pendingBreak = true  // `</br>` is read as `<br>`
        case .p:
            if hasInScope(.p, buttonScope: true) {
                popThrough(.p)
            } else {
                pendingBreak = true  // an empty paragraph is inserted
            }
        case .form:
            if templateDepth > 0 {
                if hasInScope(.form) { popThrough(.form) }
                return
            }
            let node = formPointer
            formPointer = -1
            guard node >= 0, let index = stack.lastIndex(where: { $0.form == Int32(node) }),
                isInScope(index)
            else { return }
            remove(at: index)
        case .h1, .h2, .h3, .h4, .h5, .h6:
            guard let index = stack.lastIndex(where: { $0.tag.isHeading }), isInScope(index) else { return }
            while stack.count > index { pop() }
        default:
            if tag.isFormatting {
                // The adoption agency moves elements around; closing just this one is close enough.
                guard let index = stack.lastIndex(where: { $0.name == tokenizer.tagName && $0.namespace == .html }),
                    isInScope(index)
                else { return }
                remove(at: index)
                return
            }
            var index = stack.count - 1
            while index >= 0 {
                let element = stack[index]
                if element.name == tokenizer.tagName && element.namespace == .html {
                    while stack.count > index { pop() }
                    return
                }
                if tag.isSpecial ? element.tag.isScopeBoundary : element.tag.isSpecial { return }
                index -= 1
            }
        }
    }

    // MARK: The stack

    /// - Parameter isCounted: whether the element already has its place among its siblings.
    private mutating func push(_ element: OpenElement, isCounted: Bool = false) {
        var element = element
        if !isCounted {
            element.nth = countChild(element.name)
            if element.nameStart < 0 && element.name == tokenizer.tagName {
                element.nameStart = Int32(truncatingIfNeeded: tokenizer.tagNameStart)
                element.nameEnd = Int32(truncatingIfNeeded: tokenizer.tagNameEnd)
            }
        }
        guard stack.count < options.maximumDepth else {
            // Too deep: read as if it closed at once, as browsers do past their nesting limit.
            finish(element)
            return
        }
        if element.tag == .template { templateDepth += 1 }
        if !element.tag.isInline { pendingBreak = true }
        stack.append(element)
        if options.recordsLocations { childCounters.reset(stack.count) }
    }

    /// The element's place among the current node's children with the same name.
    private mutating func countChild(_ name: UInt64) -> Int32 {
        guard options.recordsLocations else { return 0 }
        if stack.isEmpty && !bodyStarted { return 0 }  // it goes into <head>
        return childCounters.next(name, at: stack.count)
    }

    private static let tbodyName = FNV.hash("tbody")
    private static let trName = FNV.hash("tr")

    /// The table elements a browser implies or closes before a table part: `<tr>` directly in
    /// `<table>` goes into a new `<tbody>`, a cell directly in a table section into a new `<tr>`,
    /// a cell closes the open cell, a row the open row, a section the open section. Only the
    /// elements (for selectors and text breaks), not foster parenting.
    private mutating func impliedTableElements(before tag: TagID) {
        guard !isInSelect else { return }
        // The innermost table structure element in table scope.
        func innermost() -> Int? {
            var index = stack.count - 1
            while index >= 0 {
                let element = stack[index]
                if element.namespace != .html { return nil }
                if element.tag.isTableStructure || element.tag == .table { return index }
                if element.tag.isScopeBoundary { return nil }
                index -= 1
            }
            return nil
        }
        switch tag {
        case .td, .th:
            guard let index = innermost() else { return }
            if stack[index].tag == .td || stack[index].tag == .th {
                while stack.count > index { pop() }
            }
            guard let parent = innermost() else { return }
            if stack[parent].tag == .table {
                while stack.count > parent + 1 { pop() }
                push(OpenElement(tag: .tbody, name: Self.tbodyName, namespace: .html, flags: currentFlags))
            }
            if let section = innermost(), stack[section].tag != .tr {
                while stack.count > section + 1 { pop() }
                push(OpenElement(tag: .tr, name: Self.trName, namespace: .html, flags: currentFlags))
            }
        case .tr:
            guard var index = innermost() else { return }
            if stack[index].tag == .td || stack[index].tag == .th {
                while stack.count > index { pop() }
                guard let next = innermost() else { return }
                index = next
            }
            if stack[index].tag == .tr {
                while stack.count > index { pop() }
                guard let next = innermost() else { return }
                index = next
            }
            if stack[index].tag == .table {
                while stack.count > index + 1 { pop() }
                push(OpenElement(tag: .tbody, name: Self.tbodyName, namespace: .html, flags: currentFlags))
            }
        case .tbody, .thead, .tfoot:
            guard let index = innermost(), stack[index].tag != .table,
                let table = stack[..<index].lastIndex(where: { $0.tag == .table && $0.namespace == .html })
            else { return }
            while stack.count > table + 1 { pop() }
        default:
            return
        }
    }

    private mutating func pop() {
        guard let element = stack.popLast() else { return }
        finish(element)
    }

    private mutating func remove(at index: Int) {
        let isCurrent = index == stack.count - 1
        let element = stack.remove(at: index)
        finish(element, isCurrent: isCurrent)
    }

    /// - Parameter isCurrent: whether text now goes somewhere else (the element was the
    ///   current node); removing an element further down leaves text where it was.
    private mutating func finish(_ element: OpenElement, isCurrent: Bool = true) {
        if isCurrent && !element.tag.isInline { pendingBreak = true }
        if element.tag == .template && element.namespace == .html && stack.count < options.maximumDepth {
            templateDepth = max(0, templateDepth - 1)
        }
        if element.container >= 0 {
            containers[Int(element.container)].segmentEnd = segments.count
        }
        if element.idElement >= 0 {
            idElements[Int(element.idElement)].segmentEnd = segments.count
        }
        if element.flags.contains(.landmark) {
            events.append(Event(kind: .boundary, index: 0, segmentCount: segments.count))
        }
    }

    private mutating func popThrough(_ tag: TagID) {
        guard let index = stack.lastIndex(where: { $0.tag == tag && $0.namespace == .html }) else { return }
        while stack.count > index { pop() }
    }

    @inline(__always)
    private func isInScope(_ index: Int) -> Bool {
        var position = stack.count - 1
        while position > index {
            if stack[position].tag.isScopeBoundary || stack[position].namespace != .html { return false }
            position -= 1
        }
        return true
    }

    @inline(__always)
    private func hasInScope(_ tag: TagID, buttonScope: Bool = false) -> Bool {
        for element in stack.reversed() {
            if element.tag == tag && element.namespace == .html { return true }
            if element.tag.isScopeBoundary || element.namespace != .html { return false }
            if buttonScope && element.tag == .button { return false }
        }
        return false
    }

    // MARK: Attributes

    /// Whether an image address says it draws a CAPTCHA ("/captcha.jpg", "Captcha.aspx"), not
    /// reCAPTCHA's logo, which sits beside fields of every kind.
    private func drawsCaptcha(_ range: Range<Int>) -> Bool {
        contains("captcha", in: range) { start in
            !(start - range.lowerBound >= 2 && bytes[start - 2].asciiLowercased == UInt8(ascii: "r")
                && bytes[start - 1].asciiLowercased == UInt8(ascii: "e"))
        }
            // A script that draws a code to copy ("/webtrade/verifyCode.jsp?t=1711953541",
            // "checkcode.jpg", "/user/authCode.action?t=…"): no code sent anywhere is drawn in a
            // page's picture.
            || contains("verifycode", in: range) || contains("checkcode", in: range)
            || contains("validatecode", in: range) || contains("authcode", in: range)
    }

    /// Whether a class attribute says "honeypot" or "validation_container" (Gravity Forms), in
    /// any case.
    private func namesRobotTrap(_ range: Range<Int>) -> Bool {
        contains("honeypot", in: range) || contains("validation_container", in: range)
    }

    /// Whether `word` (in small letters) occurs in the bytes of `range`, in any case, at a start
    /// that `accepts`.
    private func contains(
        _ word: StaticString, in range: Range<Int>, where accepts: (Int) -> Bool = { _ in true }
    ) -> Bool {
        let count = word.utf8CodeUnitCount
        let pointer = word.utf8Start
        var start = range.lowerBound
        while start <= range.upperBound - count {
            var offset = 0
            while offset < count && bytes[start + offset].asciiLowercased == pointer[offset] { offset += 1 }
            if offset == count && accepts(start) { return true }
            start += 1
        }
        return false
    }

    /// `src`: read only on images, so it is looked up by name rather than given an
    /// ``AttributeID`` that every attribute of the page would be matched against.
    private static let sourceHash = FNV.hash("src")

    /// The value of the attribute with the given name hash.
    private func attribute(named hash: UInt64) -> Range<Int>? {
        for item in tokenizer.attributes where item.name == hash {
            return item.valueStart..<item.valueEnd
        }
        return nil
    }

    @inline(__always)
    func attribute(_ id: AttributeID) -> Range<Int>? {
        for item in tokenizer.attributes where item.id == id {
            return item.valueStart..<item.valueEnd
        }
        return nil
    }

    private func annotation(_ hash: UInt64?) -> String? {
        guard let hash, let range = attribute(named: hash) else { return nil }
        return attributeString(range)
    }

    func attributeString(_ id: AttributeID) -> String {
        attribute(id).map { attributeString($0) } ?? ""
    }

    func attributeString(_ range: Range<Int>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        HTMLDecoder.decode(bytes, range, mode: .attribute, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// An attribute value with ASCII letters lower-cased and, unless it is an enumerated
    /// attribute (`type=" password "` is not a password field), whitespace removed from the ends.
    func lowercasedAttribute(_ range: Range<Int>, trimming: Bool = true) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        HTMLDecoder.decode(bytes, range, mode: .attribute, into: &output)
        var start = 0
        var end = output.count
        if trimming {
            start = output.firstIndex { !$0.isHTMLWhitespace } ?? output.count
            end = (output.lastIndex { !$0.isHTMLWhitespace } ?? -1) + 1
        }
        guard start < end else { return "" }
        return String(decoding: output[start..<end].lazy.map(\.asciiLowercased), as: UTF8.self)
    }

    /// The HTML rules for parsing non-negative integers: leading whitespace, an optional `+`,
    /// digits; anything after the digits is ignored.
    static func nonNegativeInteger(_ text: String) -> Int? {
        var utf8 = text.utf8.drop(while: \.isHTMLWhitespace)
        if utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        var value = 0
        var sawDigit = false
        for byte in utf8 {
            guard byte.isASCIIDigit else { break }
            sawDigit = true
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1 << 31)
        }
        return sawDigit ? value : nil
    }

    /// A `min` or `max` attribute's number ("0", "9", "-1.5", "1e3"), or nil for anything else
    /// (a date's "2024-01-01", "Infinity").
    static func number(_ text: String) -> Double? {
        let trimmed = text.utf8.drop(while: \.isHTMLWhitespace).prefix { !$0.isHTMLWhitespace }
        guard trimmed.allSatisfy({ $0.isASCIIDigit || "-.eE+".utf8.contains($0) }),
            let value = Double(String(decoding: trimmed, as: UTF8.self)), value.isFinite
        else { return nil }
        return value
    }

    /// `display:none` or `visibility:hidden` in an inline style (lower case).
    static func isHiddenByStyle(_ style: String) -> Bool {
        let compact = String(decoding: style.utf8.filter { !$0.isHTMLWhitespace }, as: UTF8.self)
        return compact.contains("display:none") || compact.contains("visibility:hidden")
    }

    /// An inline style that moves an element far off-screen (`left:-9999px`), as honeypots do.
    static func isOffscreen(_ style: String) -> Bool {
        let compact = Array(style.utf8.filter { !$0.isHTMLWhitespace })
        for property in ["left:-", "top:-", "margin-left:-", "text-indent:-"] {
            let pattern = Array(property.utf8)
            var index = 0
            while index + pattern.count <= compact.count {
                if compact[index..<(index + pattern.count)].elementsEqual(pattern)
                    && (index == 0 || compact[index - 1] == UInt8(ascii: ";"))
                {
                    var digits = 0
                    var position = index + pattern.count
                    while position < compact.count && compact[position].isASCIIDigit {
                        digits += 1
                        position += 1
                    }
                    if digits >= 4 { return true }
                }
                index += 1
            }
        }
        return false
    }
}

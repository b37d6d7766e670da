/// Turning the records into descriptors: form owners, labels, ARIA references, nearby text,
/// and groups of fields outside any form.
extension HTMLTreeBuilder {
    static let maximumLabelLength = 200
    static let maximumNearbyLength = 120
    static let maximumTexts = 20

    private struct Group {
        var firstEvent: Int
        var form = -1
        /// Text just before a form (after the heading that introduces it): "We sent a code to ...".
        var introduction: Range<Int>?
        var fields: [Int] = []
        var buttons: [Int] = []
        var headings: [Int] = []
        var textStart = 0
        var textEnd = Int.max
        /// Where the group's first visible field stands among the segments.
        var firstFieldSegment = Int.max
        var isClosed = false
    }

    mutating func makePage(pageURL: String) -> HTMLPage {
        var page = HTMLPage(title: titleRange.map { text(of: $0, mode: .rcdata, limit: 1000) } ?? "")
        page.isTruncated = isTruncated

        // Owners: the `form` attribute (only a form with that id counts), else the pointer.
        let fieldOwners = fields.map { field in
            field.formAttribute.map { firstElement(withID: $0)?.form ?? -1 } ?? field.formPointer
        }
        let buttonOwners = containers.map { container in
            container.formAttribute.map { firstElement(withID: $0)?.form ?? -1 } ?? container.formPointer
        }

        // Labels.
        var labelTargets = [Int](repeating: -1, count: containers.count)
        for index in containers.indices where containers[index].kind == .label {
            let container = containers[index]
            let target = container.forValue.map { firstElement(withID: $0)?.field ?? -1 } ?? container.control
            guard target >= 0, fields[target].descriptor.type != "hidden" else { continue }
            labelTargets[index] = target
            let text = containerText(container, limit: Self.maximumLabelLength)
            if !text.isEmpty { fields[target].labels.append(text) }
        }

        for index in fields.indices {
            var descriptor = fields[index].descriptor
            descriptor.label = Self.clip(fields[index].labels.joined(separator: " "), Self.maximumLabelLength)
            descriptor.ariaLabelledBy = referencedText(fields[index].labelledBy)
            descriptor.ariaDescribedBy = referencedText(fields[index].describedBy)
            descriptor.nearbyText = nearbyText(field: index, labelTargets: labelTargets)
            descriptor.followingText = followingText(field: index, labelTargets: labelTargets)
            fields[index].descriptor = descriptor
        }

        // Forms and groups, in document order of their first field.
        var formGroups = forms.indices.map { Group(firstEvent: Int.max, form: $0, textStart: Int.max, textEnd: 0) }
        for (index, segment) in segments.enumerated() where segment.form >= 0 {
            let form = Int(segment.form)
            formGroups[form].textStart = min(formGroups[form].textStart, index)
            formGroups[form].textEnd = index + 1
        }
        var groups: [Group] = []
        var current = -1
        var pendingHeadings: [Int] = []
        var regionStart = 0
        func close(at segmentCount: Int) {
            if current >= 0 { groups[current].textEnd = min(groups[current].textEnd, segmentCount) }
            current = -1
            regionStart = segmentCount
        }
        for (position, event) in events.enumerated() {
            switch event.kind {
            case .heading:
                let owner = containers[event.index].formPointer
                if owner >= 0 {
                    formGroups[owner].headings.append(event.index)
                    continue
                }
                if current >= 0 && !groups[current].fields.isEmpty { close(at: event.segmentCount) }
                pendingHeadings.append(event.index)
                if pendingHeadings.count > 2 { pendingHeadings.removeFirst() }
            case .formStart:
                let introductionStart = regionStart
                close(at: event.segmentCount)
                // A button can still be open here (a form inside a button): never run backwards.
                formGroups[event.index].introduction = min(introductionStart, event.segmentCount)..<event.segmentCount
                formGroups[event.index].headings = pendingHeadings
                pendingHeadings = []
            case .boundary:
                close(at: event.segmentCount)
            case .field:
                let owner = fieldOwners[event.index]
                if owner >= 0 {
                    formGroups[owner].fields.append(event.index)
                    formGroups[owner].firstEvent = min(formGroups[owner].firstEvent, position)
                    if fields[event.index].descriptor.type != "hidden" {
                        formGroups[owner].firstFieldSegment = min(
                            formGroups[owner].firstFieldSegment, event.segmentCount)
                    }
                    continue
                }
                if current < 0 || groups[current].isClosed {
                    let textStart = regionStart
                    close(at: event.segmentCount)
                    var group = Group(firstEvent: position, headings: pendingHeadings)
                    group.textStart = textStart
                    group.firstFieldSegment = event.segmentCount
                    pendingHeadings = []
                    groups.append(group)
                    current = groups.count - 1
                }
                groups[current].fields.append(event.index)
            case .button:
                let owner = buttonOwners[event.index]
                if owner >= 0 {
                    formGroups[owner].buttons.append(event.index)
                    continue
                }
                guard current >= 0 else { continue }
                groups[current].buttons.append(event.index)
                let container = containers[event.index]
                if !container.isAdornment && !buttonText(container).isEmpty {
                    groups[current].isClosed = true
                    groups[current].textEnd = min(groups[current].textEnd, container.segmentEnd)
                    regionStart = container.segmentEnd
                }
            }
        }

        let all = (formGroups + groups).filter { !$0.fields.isEmpty }.sorted { $0.firstEvent < $1.firstEvent }
        let locations = options.recordsLocations ? fieldLocations() : []
        for group in all {
            var descriptor = FormDescriptor(pageURL: pageURL, pageTitle: page.title)
            var formAnnotation: String?
            if group.form >= 0 {
                let record = forms[group.form]
                descriptor.actionURL = record.action
                descriptor.method = record.method
                descriptor.id = record.id
                descriptor.name = record.name
                formAnnotation = record.annotation
            } else {
                descriptor.isFormElement = false
            }
            descriptor.fields = group.fields.map { fields[$0].descriptor }
            descriptor.buttons = group.buttons.map { buttonText(containers[$0]) }.filter { !$0.isEmpty }
            descriptor.headings = group.headings.map { containerText(containers[$0], limit: Self.maximumLabelLength) }
                .filter { !$0.isEmpty }
            descriptor.texts = texts(of: group)
            page.forms.append(descriptor)
            if options.recordsLocations { page.locations.append(group.fields.map { locations[$0] }) }
            page.formOrdinals.append(group.form >= 0 ? forms[group.form].ordinal : nil)
            if options.annotationAttribute != nil {
                page.fieldAnnotations.append(group.fields.map { fields[$0].annotation })
                let fromFields = group.fields.compactMap { fields[$0].formAnnotation }.first
                page.formAnnotations.append(formAnnotation ?? fromFields)
            }
        }
        return page
    }

    // MARK: - Text

    /// Decoded text of `range`, whitespace collapsed, at most `limit` characters.
    func text(of range: Range<Int>, mode: HTMLDecoder.Mode, limit: Int) -> String {
        var output: [UInt8] = []
        HTMLDecoder.decode(bytes, range, mode: mode, into: &output)
        return Self.clip(Self.collapsingWhitespace(output), limit)
    }

    private func segmentText(_ segment: Segment) -> String {
        text(
            of: Int(segment.start)..<Int(segment.end), mode: segment.isAttribute ? .attribute : .text,
            limit: Self.maximumLabelLength)
    }

    /// The text of a label, button or heading: its text runs, without option text, joined
    /// directly across inline tags and with a space across block boundaries.
    func containerText(_ container: Container, limit: Int) -> String {
        var output: [UInt8] = []
        for index in container.segmentStart..<min(container.segmentEnd, segments.count) {
            let segment = segments[index]
            if segment.flags.contains(.inSelect) { continue }
            if segment.startsBlock { output.append(0x20) }
            HTMLDecoder.decode(
                bytes, Int(segment.start)..<Int(segment.end), mode: segment.isAttribute ? .attribute : .text,
                into: &output)
            if output.count > limit * 4 + 64 { break }
        }
        return Self.clip(Self.collapsingWhitespace(output), limit)
    }

    /// A button's text, and its `aria-label` when that says something else: a screen reader's
    /// name for the button ("impots.gouv.fr" labelled "Se connecter avec impots.gouv.fr").
    func buttonText(_ container: Container) -> String {
        let text = containerText(container, limit: 100)
        if text.isEmpty { return Self.clip(Self.collapsingWhitespace(Array(container.fallbackText.utf8)), 100) }
        let label = Self.collapsingWhitespace(Array(container.ariaLabel.utf8))
        guard !label.isEmpty, label.lowercased() != text.lowercased() else { return text }
        return Self.clip(text + " " + label, 100)
    }

    /// The text of the elements an `aria-labelledby`/`aria-describedby` value names.
    private func referencedText(_ references: String) -> String {
        guard !references.isEmpty else { return "" }
        var parts: [String] = []
        for reference in references.utf8.split(whereSeparator: \.isHTMLWhitespace).prefix(8) {
            guard let element = firstElement(withID: String(decoding: reference, as: UTF8.self)) else { continue }
            if let ariaLabel = element.ariaLabel {
                let label = text(of: ariaLabel, mode: .attribute, limit: Self.maximumLabelLength)
                if !label.isEmpty {
                    parts.append(label)
                    continue
                }
            }
            let container = Container(
                kind: .label, segmentStart: element.segmentStart, segmentEnd: element.segmentEnd)
            let content = containerText(container, limit: Self.maximumLabelLength)
            if !content.isEmpty { parts.append(content) }
        }
        return Self.clip(parts.joined(separator: " "), Self.maximumLabelLength)
    }

    /// The last run of text before the field (after the previous field) that is not a button,
    /// heading, option or another field's label.
    private func nearbyText(field index: Int, labelTargets: [Int]) -> String {
        guard let position = nearbySegment(field: index, labelTargets: labelTargets) else { return "" }
        return Self.clip(segmentText(segments[position]), Self.maximumNearbyLength)
    }

    private func nearbySegment(field index: Int, labelTargets: [Int]) -> Int? {
        let end = min(fields[index].segmentsBefore, segments.count)
        let start = index > 0 ? fields[index - 1].segmentsBefore : 0
        var position = end - 1
        // Image alt text is only a fallback: the words before a field usually instruct.
        var image: Int?
        while position >= start && position >= 0 {
            defer { position -= 1 }
            guard isNearbyCandidate(position, field: index, labelTargets: labelTargets) else { continue }
            if !segments[position].isAttribute { return position }
            if image == nil { image = position }
        }
        // An image between two fields whose second names itself (a label, a placeholder) is the
        // first one's: a CAPTCHA's picture beside its box, before "请输入短信验证码".
        return namesItself(field: index) ? nil : image
    }

    private func namesItself(field index: Int) -> Bool {
        let field = fields[index]
        return !field.labels.isEmpty || !field.labelledBy.isEmpty || !field.descriptor.ariaLabel.isEmpty
            || !field.descriptor.placeholder.isEmpty
    }

    /// The first run of text after the field that is help text: not a button, heading, option or
    /// another field's label, and not the run just before the next field (which is that field's).
    /// A picture's alternative text comes with the run after it: a CAPTCHA's image is named like
    /// the field ("验证码"), and the link beside it says what it is ("换一张", "Refresh").
    private func followingText(field index: Int, labelTargets: [Int]) -> String {
        let start = fields[index].segmentsBefore
        let next = index + 1 < fields.count ? fields[index + 1].segmentsBefore : segments.count
        let nextsOwn = index + 1 < fields.count ? nearbySegment(field: index + 1, labelTargets: labelTargets) : nil
        var runs: [String] = []
        var position = start
        while position < min(next, segments.count) {
            defer { position += 1 }
            guard position != nextsOwn, isNearbyCandidate(position, field: index, labelTargets: labelTargets) else {
                continue
            }
            runs.append(segmentText(segments[position]))
            if !segments[position].isAttribute || runs.count == 2 { break }
        }
        return Self.clip(runs.joined(separator: " "), Self.maximumNearbyLength)
    }

    private func isNearbyCandidate(_ position: Int, field index: Int, labelTargets: [Int]) -> Bool {
        let segment = segments[position]
        if segment.flags.contains(.excludesText) || segment.flags.contains(.inSelect) { return false }
        if segment.label >= 0 {
            let target = labelTargets[Int(segment.label)]
            if target != index && (target >= 0 || containers[Int(segment.label)].control == -2) { return false }
        }
        let text = segmentText(segment)
        return text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// Text inside a form (or a group's stretch of page) that is not a label, button or heading.
    private func texts(of group: Group) -> [String] {
        var result: [String] = []
        if let introduction = group.introduction {
            // The last few runs before the form, nearest last.
            var intro: [String] = []
            for index in introduction.reversed() where index < segments.count {
                let segment = segments[index]
                if segment.flags.contains(.excludesText) { break }  // a heading or a button: the introduction ends
                guard segment.form < 0, segment.label < 0, !segment.isAttribute else { continue }
                let text = segmentText(segment)
                if !text.isEmpty { intro.insert(text, at: 0) }
                if intro.count >= 3 { break }
            }
            result = intro
        }
        let start = min(group.textStart, segments.count)
        let range = start..<max(start, min(group.textEnd, segments.count))
        func text(_ index: Int) -> String? {
            let segment = segments[index]
            guard Int(segment.form) == group.form, segment.label < 0, !segment.isAttribute,
                !segment.flags.contains(.excludesText), !segment.flags.contains(.inSelect)
            else { return nil }
            let text = segmentText(segment)
            return text.isEmpty ? nil : text
        }
        let introduction = result.count
        var last = range.lowerBound
        for index in range {
            guard let text = text(index) else { continue }
            result.append(text)
            last = index
            if result.count >= Self.maximumTexts { break }
        }
        // A form around the whole page (ASP.NET's): its first texts are the page's navigation,
        // and what it says about its fields ("A code has been sent by text message …") stands
        // next to them. Half the texts before the first field, the rest from it on.
        let anchor = group.firstFieldSegment
        guard result.count >= Self.maximumTexts, last < anchor, range.contains(anchor) else { return result }
        var before: [String] = []
        var index = anchor - 1
        while index >= range.lowerBound && before.count < Self.maximumTexts / 2 {
            if let text = text(index) { before.append(text) }
            index -= 1
        }
        result.removeSubrange(introduction...)
        result += before.reversed()
        for index in anchor..<range.upperBound {
            guard result.count < Self.maximumTexts else { break }
            if let text = text(index) { result.append(text) }
        }
        return result
    }

    // MARK: - Locations

    /// Every field's line, column and selector.
    private func fieldLocations() -> [FieldLocation] {
        guard !fields.isEmpty else { return [] }
        // The ids on the fields' paths that occur once in the page (decoded, as the DOM has them).
        var uniqueIDs: [Int32: String] = [:]
        var referenced = Set<Int32>()
        for step in pathSteps where step.idElement >= 0 && Int(step.idElement) < idElements.count {
            referenced.insert(step.idElement)
        }
        if referenced.count <= 64 {
            // Few ids to check (the usual case): compare each with every id, no table of all.
            for index in referenced {
                let id = attributeStringRaw(idElements[Int(index)].idStart..<idElements[Int(index)].idEnd)
                if occurrences(of: Array(id.utf8), limit: 2) == 1 { uniqueIDs[index] = id }
            }
        } else {
            var counts: [String: Int] = [:]
            var values: [Int32: String] = [:]
            for (index, element) in idElements.enumerated() {
                let id = attributeStringRaw(element.idStart..<element.idEnd)
                counts[id, default: 0] += 1
                if referenced.contains(Int32(index)) { values[Int32(index)] = id }
            }
            for (index, id) in values where counts[id] == 1 { uniqueIDs[index] = id }
        }
        var result: [FieldLocation] = []
        result.reserveCapacity(fields.count)
        var line = 1
        var column = 1
        var columnFrom = 0
        var position = 0
        for (index, field) in fields.enumerated() {
            let target = max(position, min(field.sourceOffset, bytes.count))
            let (lines, start) = lineBreaks(from: position, to: target)
            line += lines
            if let start {
                column = 1
                columnFrom = start
            }
            column += scalarStarts(from: columnFrom, to: target)
            columnFrom = target
            position = target
            result.append(
                FieldLocation(
                    documentIndex: index, line: line, column: column,
                    selector: selector(field.path, uniqueIDs: uniqueIDs)))
        }
        return result
    }

    /// The line breaks in `start..<end` (LF, CR LF and a lone CR each count once; a CR LF split
    /// by `start` is counted where its CR is) and where the line after the last one starts. Eight
    /// bytes at a time: most of a page has no line break in any given word.
    private func lineBreaks(from start: Int, to end: Int) -> (count: Int, lastStart: Int?) {
        guard start < end, let base = bytes.baseAddress else { return (0, nil) }
        var count = 0
        var lastStart: Int?
        var index = start
        while index < end {
            var chunkEnd = end
            if index + 8 <= end {
                // Bytes below 0x0E (line breaks, tabs), seen from the top bits: most words of a
                // page have none; the others are read byte by byte.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                chunkEnd = index + 8
            }
            while index < chunkEnd {
                let byte = base[index]
                if byte == 0x0A {
                    if index == 0 || base[index - 1] != 0x0D { count += 1 }
                    lastStart = index + 1
                } else if byte == 0x0D {
                    count += 1
                    lastStart = index + 1
                }
                index += 1
            }
        }
        return (count, lastStart)
    }

    /// The number of bytes in `start..<end` that start a scalar (not UTF-8 continuation bytes).
    private func scalarStarts(from start: Int, to end: Int) -> Int {
        guard start < end, let pointer = bytes.baseAddress else { return 0 }
        var count = 0
        var index = start
        let base = UnsafeRawPointer(pointer)
        while index + 8 <= end {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Continuation bytes are 10xxxxxx: the top bit set and the next one clear.
            let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
            count += 8 - continuation.nonzeroBitCount
            index += 8
        }
        while index < end {
            if pointer[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// How many elements have this id (counting stops at `limit`).
    private func occurrences(of wanted: [UInt8], limit: Int) -> Int {
        var count = 0
        for element in idElements {
            let range = element.idStart..<element.idEnd
            let raw = UnsafeBufferPointer(rebasing: bytes[range])
            if !raw.contains(where: { $0 == UInt8(ascii: "&") || $0 == 0 || $0 == 0x0D }) {
                guard raw.count == wanted.count && raw.elementsEqual(wanted) else { continue }
            } else {
                var decoded: [UInt8] = []
                HTMLDecoder.decode(bytes, range, mode: .attribute, into: &decoded)
                guard decoded == wanted else { continue }
            }
            count += 1
            if count >= limit { break }
        }
        return count
    }

    private func selector(_ path: Range<Int>, uniqueIDs: [Int32: String]) -> String {
        var parts: [String] = []
        var index = path.upperBound - 1
        while index >= path.lowerBound {
            let step = pathSteps[index]
            if step.idElement >= 0, let id = uniqueIDs[step.idElement] {
                parts.append(Self.idSelector(id))
                break
            }
            var name: String
            if step.nameStart >= 0 && step.tag == .other {
                let range = Int(step.nameStart)..<min(Int(step.nameEnd), bytes.count)
                name = String(decoding: bytes[range].lazy.map(\.asciiLowercased), as: UTF8.self)
            } else {
                name = step.tag.name
            }
            // SVG element names keep their case in the DOM, and type selectors match it.
            if step.isSVG, let adjusted = Self.svgNames[name] { name = adjusted }
            parts.append("\(Self.cssIdentifier(name)):nth-of-type(\(max(1, step.nth)))")
            if index == path.lowerBound { parts.append("body") }
            index -= 1
        }
        return parts.reversed().joined(separator: " > ")
    }

    /// The SVG tag names the parser writes in mixed case (the WHATWG "adjust SVG tag name" table).
    static let svgNames: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform", "clipPath",
            "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
            "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG",
            "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
            "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence", "foreignObject",
            "glyphRef", "linearGradient", "radialGradient", "textPath",
        ].map { ($0.lowercased(), $0) })

    /// The attribute decoded, whitespace kept (an id is compared as written).
    private func attributeStringRaw(_ range: Range<Int>) -> String {
        var output: [UInt8] = []
        HTMLDecoder.decode(bytes, range, mode: .attribute, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `#id`, or `[id="..."]` when the id is not a plain CSS identifier.
    static func idSelector(_ id: String) -> String {
        let utf8 = Array(id.utf8)
        if let first = utf8.first, first.isASCIILetter || first == UInt8(ascii: "_"),
            utf8.allSatisfy({
                $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
            })
        {
            return "#" + id
        }
        var escaped = ""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "\"", "\\": escaped += "\\" + String(scalar)
            case "\n": escaped += "\\a "
            case "\r": escaped += "\\d "
            case "\u{0}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "[id=\"\(escaped)\"]"
    }

    /// A tag name as a CSS type selector (custom elements keep their letters, digits, `-`, `_`).
    static func cssIdentifier(_ name: String) -> String {
        var output = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            {
                output.unicodeScalars.append(scalar)
            } else {
                output += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return output.isEmpty ? "*" : output
    }

    // MARK: - IDs

    /// The first element in document order whose `id` is `id`.
    func firstElement(withID id: String) -> IDElement? {
        let wanted = Array(id.utf8)
        guard !wanted.isEmpty else { return nil }
        for element in idElements {
            let range = element.idStart..<element.idEnd
            let raw = UnsafeBufferPointer(rebasing: bytes[range])
            if !raw.contains(where: { $0 == UInt8(ascii: "&") || $0 == 0 || $0 == 0x0D }) {
                if raw.count == wanted.count && raw.elementsEqual(wanted) { return element }
                continue
            }
            var decoded: [UInt8] = []
            HTMLDecoder.decode(bytes, range, mode: .attribute, into: &decoded)
            if decoded == wanted { return element }
        }
        return nil
    }

    // MARK: - Helpers

    static func collapsingWhitespace(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte.isHTMLWhitespace {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace {
                output.append(0x20)
                pendingSpace = false
            }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// At most `limit` characters, cut at a character boundary.
    static func clip(_ text: String, _ limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        return String(text.prefix(limit))
    }
}

/// The text a person reads in an HTML mail: tags dropped, `script`, `style`, `head` and
/// comments dropped with their content, block elements and `<br>` as line breaks, table cells
/// apart, runs of whitespace collapsed as a browser does, character references decoded.
///
/// Not an HTML parser: a single pass over the characters that never fails and is linear in the
/// input. Hidden text (`display:none`) is kept; the code reader treats it like the rest.
enum HTMLText {
    static func text(from html: String) -> String {
        var output = TextBuilder()
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var skipUntilClosing: String? = nil
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                // Comments, doctype and processing instructions.
                if matches(scalars, at: index, "<!--") {
                    index = find(scalars, "-->", from: index + 4).map { $0 + 3 } ?? scalars.count
                    continue
                }
                if index + 1 < scalars.count, scalars[index + 1] == "!" || scalars[index + 1] == "?" {
                    index = find(scalars, ">", from: index + 2).map { $0 + 1 } ?? scalars.count
                    continue
                }
                guard let tag = readTag(scalars, at: index) else {
                    // A '<' that starts no tag is text.
                    if skipUntilClosing == nil { output.append(scalar) }
                    index += 1
                    continue
                }
                index = tag.end
                if let skipped = skipUntilClosing {
                    if tag.isClosing, tag.name == skipped { skipUntilClosing = nil }
                    continue
                }
                if !tag.isClosing, !tag.isSelfClosing,
                    ["script", "style", "head", "title", "template", "noscript"].contains(tag.name)
                {
                    skipUntilClosing = tag.name
                    continue
                }
                switch tag.name {
                case "br":
                    output.lineBreak()
                case "p", "div", "tr", "li", "ul", "ol", "table", "tbody", "thead", "tfoot", "h1", "h2", "h3", "h4",
                    "h5", "h6", "blockquote", "pre", "section", "article", "header", "footer", "center", "dl", "dt",
                    "dd", "hr", "form", "address", "main", "nav", "aside", "figure", "figcaption", "caption":
                    output.blockBoundary()
                case "td", "th":
                    output.space()
                default:
                    break
                }
                continue
            }
            if skipUntilClosing != nil {
                index += 1
                continue
            }
            if scalar == "&" {
                let (decoded, end) = characterReference(scalars, at: index)
                for character in decoded.unicodeScalars { output.append(character) }
                index = end
                continue
            }
            output.append(scalar)
            index += 1
        }
        return output.finish()
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var end: Int
    }

    /// A tag at `start` (`<name ...>` or `</name>`); attribute values in quotes may contain `>`.
    private static func readTag(_ scalars: [Unicode.Scalar], at start: Int) -> Tag? {
        var index = start + 1
        var isClosing = false
        if index < scalars.count, scalars[index] == "/" {
            isClosing = true
            index += 1
        }
        let nameStart = index
        // A tag name starts with an ASCII letter ("<4" and "< 2" are text).
        guard index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic else { return nil }
        while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
            index += 1
        }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
        var quote: Unicode.Scalar? = nil
        var previous: Unicode.Scalar = " "
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                // Quotes open only at the start of an attribute value.
                if previous == "=" || previous == " " { quote = scalar }
            } else if scalar == ">" {
                return Tag(name: name, isClosing: isClosing, isSelfClosing: previous == "/", end: index + 1)
            }
            if !(scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r") || quote != nil {
                previous = scalar
            } else if previous != "=" {
                previous = " "
            }
            index += 1
        }
        return Tag(name: name, isClosing: isClosing, isSelfClosing: false, end: scalars.count)
    }

    private static func matches(_ scalars: [Unicode.Scalar], at index: Int, _ text: String) -> Bool {
        var position = index
        for scalar in text.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private static func find(_ scalars: [Unicode.Scalar], _ text: String, from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            if matches(scalars, at: index, text) { return index }
            index += 1
        }
        return nil
    }

    /// The character reference at `start` (`&amp;`, `&#8212;`, `&#x2014;`), decoded, and where
    /// it ends; an unknown or malformed one is the `&` itself.
    private static func characterReference(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int) {
        var index = start + 1
        if index < scalars.count, scalars[index] == "#" {
            index += 1
            var hex = false
            if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
                hex = true
                index += 1
            }
            var value: UInt32 = 0
            let digitsStart = index
            while index < scalars.count, index - digitsStart < 8 {
                let scalar = scalars[index]
                let digit: UInt32?
                switch scalar {
                case "0"..."9": digit = scalar.value - 0x30
                case "a"..."f" where hex: digit = scalar.value - 0x61 + 10
                case "A"..."F" where hex: digit = scalar.value - 0x41 + 10
                default: digit = nil
                }
                guard let digit else { break }
                value = value * (hex ? 16 : 10) + digit
                index += 1
            }
            guard index > digitsStart else { return ("&", start + 1) }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            // Windows-1252's C1 range, as browsers read it; NUL and surrogates as U+FFFD.
            if (0x80...0x9F).contains(value), let mapped = SingleByteCharset(name: "windows-1252") {
                return (mapped.decode([UInt8(value)]), index)
            }
            guard value != 0, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", index) }
            return (String(Character(scalar)), index)
        }
        let nameStart = index
        while index < scalars.count, index - nameStart < 32,
            scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
        {
            index += 1
        }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        guard let value = namedReferences[name] else { return ("&", start + 1) }
        if index < scalars.count, scalars[index] == ";" { index += 1 }
        return (value, index)
    }

    /// The named references mails use (HTML's full table has 2 231; these cover mail templates).
    static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ensp": "\u{2002}",
        "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwnj": "\u{200C}", "zwj": "\u{200D}", "lrm": "\u{200E}",
        "rlm": "\u{200F}", "shy": "\u{AD}", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "sbquo": "‚",
        "ldquo": "“", "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›",
        "hellip": "…", "bull": "•", "middot": "·", "copy": "©", "reg": "®", "trade": "™", "deg": "°", "euro": "€",
        "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶", "times": "×", "divide": "÷",
        "plusmn": "±", "iexcl": "¡", "iquest": "¿", "dagger": "†", "Dagger": "‡", "permil": "‰", "prime": "′",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "check": "✓",
        "agrave": "à", "aacute": "á", "acirc": "â", "atilde": "ã", "auml": "ä", "aring": "å", "aelig": "æ",
        "ccedil": "ç", "egrave": "è", "eacute": "é", "ecirc": "ê", "euml": "ë", "igrave": "ì", "iacute": "í",
        "icirc": "î", "iuml": "ï", "eth": "ð", "ntilde": "ñ", "ograve": "ò", "oacute": "ó", "ocirc": "ô",
        "otilde": "õ", "ouml": "ö", "oslash": "ø", "ugrave": "ù", "uacute": "ú", "ucirc": "û", "uuml": "ü",
        "yacute": "ý", "yuml": "ÿ", "thorn": "þ", "szlig": "ß", "Agrave": "À", "Aacute": "Á", "Acirc": "Â",
        "Atilde": "Ã", "Auml": "Ä", "Aring": "Å", "AElig": "Æ", "Ccedil": "Ç", "Egrave": "È", "Eacute": "É",
        "Ecirc": "Ê", "Euml": "Ë", "Igrave": "Ì", "Iacute": "Í", "Icirc": "Î", "Iuml": "Ï", "ETH": "Ð",
        "Ntilde": "Ñ", "Ograve": "Ò", "Oacute": "Ó", "Ocirc": "Ô", "Otilde": "Õ", "Ouml": "Ö", "Oslash": "Ø",
        "Ugrave": "Ù", "Uacute": "Ú", "Ucirc": "Û", "Uuml": "Ü", "Yacute": "Ý", "THORN": "Þ", "oelig": "œ",
        "OElig": "Œ", "scaron": "š", "Scaron": "Š", "zcaron": "ž", "Zcaron": "Ž",
    ]
}

/// Collects text the way a browser lays it out: whitespace runs become one space, block
/// boundaries one line break (at most one empty line in a row), nothing at the start or end.
private struct TextBuilder {
    private var scalars = String.UnicodeScalarView()
    /// What to put before the next visible character: a space, or line breaks: those of `<br>`s,
    /// at least one for a block boundary (a `<br>` right after a block adds none of its own).
    private var pendingBreaks = 0
    private var pendingBlock = false
    private var pendingSpace = false

    mutating func append(_ scalar: Unicode.Scalar) {
        // A no-break space collapses like any other: the reader wants words, not layout.
        if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
            || scalar == "\u{A0}"
        {
            pendingSpace = true
            return
        }
        // Invisible characters that preheaders pad with.
        if scalar == "\u{200C}" || scalar == "\u{200B}" || scalar == "\u{AD}" || scalar == "\u{FEFF}"
            || scalar == "\u{034F}"
        {
            return
        }
        if !scalars.isEmpty {
            let breaks = max(pendingBreaks, pendingBlock ? 1 : 0)
            if breaks > 0 {
                for _ in 0..<min(breaks, 2) { scalars.append("\n") }
            } else if pendingSpace {
                scalars.append(" ")
            }
        }
        pendingBreaks = 0
        pendingBlock = false
        pendingSpace = false
        scalars.append(scalar)
    }

    mutating func space() { pendingSpace = true }

    mutating func lineBreak() { pendingBreaks += 1 }

    mutating func blockBoundary() { pendingBlock = true }

    func finish() -> String { String(scalars) }
}

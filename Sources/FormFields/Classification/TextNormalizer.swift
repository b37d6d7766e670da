/// Turns labels, attribute values and identifiers into the form keywords are written in: lower
/// case, Latin diacritics and full-width forms folded (`Vérification` -> `verification`,
/// `ＩＤ` -> `id`), `ё` -> `е`, every run of punctuation and space one space, with a space at
/// each end (`" verification code "`), so a keyword can demand word boundaries by including
/// spaces. Identifiers are also split into words (`loginEmailAddress2` -> `login email
/// address 2`, `OTPCode` -> `otp code`). Letters of every script are kept; CJK text has no
/// spaces to split on, so its keywords match anywhere.
enum TextNormalizer {
    /// Text longer than this (in UTF-8 bytes) is cut: labels and names are short, and the cut
    /// bounds the work a hostile descriptor can cause.
    static let maximumInputBytes = 512

    static func normalize(_ text: String, splittingIdentifiers: Bool = false) -> [UInt8] {
        if splittingIdentifiers, text.utf8.contains(where: \.isASCIIDigit), hasGeneratedPart(text) {
            return normalize(withoutGeneratedParts(text), splittingIdentifiers: true)
        }
        if text.utf8.count <= maximumInputBytes, text.utf8.allSatisfy({ $0 < 0x80 }) {
            return normalizeASCII(text, splittingIdentifiers: splittingIdentifiers)
        }
        var output: [UInt8] = [0x20]
        output.reserveCapacity(min(text.utf8.count, maximumInputBytes) + 8)
        var previous = ScalarClass.separator
        var consumed = 0
        var scalars = text.unicodeScalars.makeIterator()
        var current = scalars.next()
        while let scalar = current {
            let next = scalars.next()
            consumed += UTF8.width(scalar)
            if consumed > maximumInputBytes { break }
            let kind = ScalarClass(scalar)
            if kind == .separator {
                if output.last != 0x20 { output.append(0x20) }
            } else {
                if splittingIdentifiers && output.last != 0x20
                    && Self.isWordBoundary(previous, kind, next: next.map(ScalarClass.init))
                {
                    output.append(0x20)
                }
                appendFolded(scalar, kind, to: &output)
            }
            previous = kind
            current = next
        }
        if output.last != 0x20 { output.append(0x20) }
        return output
    }

    /// The same for ASCII text (most labels and every identifier), without decoding scalars.
    private static func normalizeASCII(_ text: String, splittingIdentifiers: Bool) -> [UInt8] {
        var output: [UInt8] = [0x20]
        output.reserveCapacity(text.utf8.count + 8)
        var previous = ScalarClass.separator
        var utf8 = text.utf8.makeIterator()
        var current = utf8.next()
        while let byte = current {
            let next = utf8.next()
            let kind = ScalarClass(ascii: byte)
            if kind == .separator {
                if output.last != 0x20 { output.append(0x20) }
            } else {
                if splittingIdentifiers && output.last != 0x20
                    && isWordBoundary(previous, kind, next: next.map { ScalarClass(ascii: $0) })
                {
                    output.append(0x20)
                }
                output.append(byte.asciiLowercased)
            }
            previous = kind
            current = next
        }
        if output.last != 0x20 { output.append(0x20) }
        return output
    }

    /// Whether a part of an identifier between punctuation was generated rather than written:
    /// letters and digits mixed with no word in them (`Yx2kQ1`, the `3a9c` of `f_3a9c`), which
    /// split into words would read as short keywords ("q").
    private static func isGenerated(_ part: some Sequence<UInt8>) -> Bool {
        var digitRuns = 0
        var letters = 0
        var longestLetters = 0
        var previousIsDigit = false
        for byte in part {
            if byte.isASCIIDigit {
                if !previousIsDigit { digitRuns += 1 }
                letters = 0
                previousIsDigit = true
            } else {
                letters += 1
                longestLetters = max(longestLetters, letters)
                previousIsDigit = false
            }
        }
        return digitRuns >= 2 && longestLetters <= 2 && longestLetters > 0
    }

    /// Whether a byte parts an identifier: ASCII that is neither a letter nor a digit (bytes of
    /// other scripts belong to their part).
    private static func partsIdentifier(_ byte: UInt8) -> Bool {
        byte < 0x80 && !byte.isASCIIDigit && !byte.isASCIILetter
    }

    /// Whether any part of `text` was generated: read in place, as most identifiers have none.
    private static func hasGeneratedPart(_ text: String) -> Bool {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(where: partsIdentifier) ?? utf8.endIndex
            if start < end && isGenerated(utf8[start..<end]) { return true }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return false
    }

    private static func withoutGeneratedParts(_ text: String) -> String {
        text.utf8.split(whereSeparator: partsIdentifier).filter { !isGenerated($0) }
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }

    /// Where an identifier such as `loginEmail2FA` changes words.
    private static func isWordBoundary(_ previous: ScalarClass, _ current: ScalarClass, next: ScalarClass?) -> Bool {
        switch (previous, current) {
        case (.lower, .upper): return true  // loginEmail
        case (.upper, .upper): return next == .lower  // OTPCode: the P|C boundary
        case (.lower, .digit), (.upper, .digit): return true  // otp1
        default: return false
        }
    }

    private enum ScalarClass: Equatable {
        case lower
        case upper
        case digit
        case otherLetter
        case separator

        init(ascii byte: UInt8) {
            if byte.isASCIIDigit {
                self = .digit
            } else if byte &- UInt8(ascii: "a") < 26 {
                self = .lower
            } else if byte &- UInt8(ascii: "A") < 26 {
                self = .upper
            } else {
                self = .separator
            }
        }

        init(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if value < 0x80 {
                self.init(ascii: UInt8(value))
                return
            }
            if (0xFF10...0xFF19).contains(value) {
                self = .digit
            } else if (0xFF21...0xFF3A).contains(value) {
                self = .upper
            } else if (0xFF41...0xFF5A).contains(value) {
                self = .lower
            } else if scalar.properties.isAlphabetic {
                self = scalar.properties.isUppercase ? .upper : (scalar.properties.isLowercase ? .lower : .otherLetter)
            } else if scalar.properties.numericType != nil {
                self = .digit
            } else {
                self = .separator
            }
        }
    }

    private static func appendFolded(_ scalar: Unicode.Scalar, _ kind: ScalarClass, to output: inout [UInt8]) {
        let value = scalar.value
        if value < 0x80 {
            output.append(UInt8(value).asciiLowercased)
            return
        }
        // Full-width ASCII letters and digits.
        if (0xFF10...0xFF19).contains(value) || (0xFF21...0xFF3A).contains(value) || (0xFF41...0xFF5A).contains(value) {
            output.append(UInt8(value - 0xFEE0).asciiLowercased)
            return
        }
        if let folded = latinFolding[value] {
            output.append(contentsOf: folded.utf8)
            return
        }
        if value == 0x0451 || value == 0x0401 {  // ё, Ё
            output.append(contentsOf: "е".utf8)
            return
        }
        if kind == .upper {
            output.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        } else {
            UTF8.encode(scalar) { output.append($0) }
        }
    }

    /// Latin letters with diacritics, folded to their base letters (both cases).
    private static let latinFolding: [UInt32: String] = {
        let groups: [(String, String)] = [
            ("a", "àáâãäåāăąÀÁÂÃÄÅĀĂĄ"), ("c", "çćĉċčÇĆĈĊČ"), ("d", "ďđĎĐ"), ("e", "èéêëēĕėęěÈÉÊËĒĔĖĘĚ"),
            ("g", "ĝğġģĜĞĠĢ"), ("h", "ĥħĤĦ"), ("i", "ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ"), ("j", "ĵĴ"), ("k", "ķĶ"),
            ("l", "ĺļľŀłĹĻĽĿŁ"), ("n", "ñńņňÑŃŅŇ"), ("o", "òóôõöøōŏőÒÓÔÕÖØŌŎŐ"), ("r", "ŕŗřŔŖŘ"),
            ("s", "śŝşšŚŜŞŠș"), ("t", "ţťŧŢŤŦț"), ("u", "ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ"), ("w", "ŵŴ"), ("y", "ýÿŷÝŸŶ"),
            ("z", "źżžŹŻŽ"), ("ss", "ß"), ("ae", "æÆ"), ("oe", "œŒ"), ("th", "þÞ"), ("dh", "ðÐ"),
        ]
        var table: [UInt32: String] = [:]
        for (base, letters) in groups {
            for scalar in letters.unicodeScalars { table[scalar.value] = base }
        }
        return table
    }()
}

/// UTS #46 processing of a domain name that contains non-ASCII text or `xn--` labels.
///
/// The options are the ones browsers use (WHATWG URL "domain to ASCII"): non-transitional
/// (`ß`, `ς`, ZWJ and ZWNJ are kept, not mapped), CheckBidi, CheckJoiners, VerifyDnsLength, and
/// no CheckHyphens for `--` in positions 3-4. Two stricter choices: ASCII is limited to letters,
/// digits, `-` and `_` (UseSTD3ASCIIRules, with `_` allowed as real host names use it), and a
/// label may not begin or end with `-`.
enum IDNA {
    /// Returns the ASCII form (lower case, `xn--` labels, dots), without a trailing dot.
    static func toASCII(_ input: Substring) throws(DomainError) -> String {
        let tables = IDNATables.shared

        // 1. Map.
        var mapped: [Unicode.Scalar] = []
        mapped.reserveCapacity(input.unicodeScalars.count)
        for scalar in input.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                mapped.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value + 0x20)! : scalar)
                continue
            }
            let (status, replacement) = tables.status(of: scalar)
            switch status {
            case .valid, .deviation: mapped.append(scalar)
            case .mapped: mapped.append(contentsOf: replacement)
            case .ignored: break
            case .disallowed:
                throw DomainError(
                    .disallowedCharacter,
                    "\(quoted(input)) contains \(scalar.codePointText), which is not allowed in a host name")
            }
        }

        // 2. Normalise (NFC).
        var mappedText = ""
        mappedText.unicodeScalars.append(contentsOf: mapped)
        let normalized = String(decoding: mappedText._nfcCodeUnits, as: UTF8.self)

        // 3. Break into labels; one trailing dot names the root and is dropped.
        // Split on scalars, not characters: a prepended mark (U+1193F, say) joins the dot after
        // it into one grapheme cluster, which `Character` splitting would not break.
        var labels = normalized.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false).map(
            Substring.init)
        if labels.count > 1, labels.last!.isEmpty { labels.removeLast() }
        guard labels != [""] else { throw DomainError(.emptyHost, "the host name is empty") }

        // 4. Convert and validate each label.
        var unicodeLabels: [[Unicode.Scalar]] = []
        var asciiLabels: [String] = []
        unicodeLabels.reserveCapacity(labels.count)
        asciiLabels.reserveCapacity(labels.count)
        for (index, label) in labels.enumerated() {
            guard !label.isEmpty else {
                throw DomainError(
                    .emptyLabel, "\(quoted(input)) has an empty label (a leading dot, or two dots in a row)")
            }
            let scalars = Array(label.unicodeScalars)
            if label.utf8.starts(with: "xn--".utf8) {
                guard label.utf8.allSatisfy({ $0 < 0x80 }) else {
                    throw DomainError(.invalidPunycode, "label \(index + 1) starts with xn-- but is not ASCII")
                }
                if let byte = label.utf8.first(where: { !isHostASCII($0) }) {
                    throw forbiddenCharacterError(byte, in: input)
                }
                let decoded: [Unicode.Scalar]
                do {
                    decoded = try Punycode.decode(scalars: Array(label.utf8.dropFirst(4)))
                } catch {
                    throw DomainError(
                        .invalidPunycode, "label \(index + 1) (\(quoted(label))) is not valid Punycode")
                }
                guard !decoded.isEmpty, !decoded.allSatisfy(\.isASCII) else {
                    throw DomainError(
                        .invalidPunycode, "label \(index + 1) (\(quoted(label))) is an xn-- label with no Unicode")
                }
                // Only the canonical encoding of a valid label is accepted, so one host has one ASCII form.
                guard (try? Punycode.encode(scalars: decoded)) == String(label.dropFirst(4)) else {
                    throw DomainError(
                        .invalidPunycode, "label \(index + 1) (\(quoted(label))) is not canonical Punycode")
                }
                var decodedText = ""
                decodedText.unicodeScalars.append(contentsOf: decoded)
                guard decodedText._nfcCodeUnits.elementsEqual(decodedText.utf8) else {
                    throw DomainError(
                        .invalidPunycode, "label \(index + 1) (\(quoted(label))) decodes to text that is not in NFC")
                }
                try validate(decoded, labelNumber: index + 1, in: input, requireUnmapped: true)
                unicodeLabels.append(decoded)
                asciiLabels.append(String(label))
            } else {
                try validate(scalars, labelNumber: index + 1, in: input, requireUnmapped: false)
                unicodeLabels.append(scalars)
                if scalars.allSatisfy(\.isASCII) {
                    asciiLabels.append(String(label))
                } else {
                    asciiLabels.append("xn--" + (try Punycode.encode(scalars: scalars)))
                }
            }
        }

        // 5. Bidi, across the whole name.
        try checkBidi(unicodeLabels, in: input)

        // 6. DNS lengths.
        for (index, label) in asciiLabels.enumerated() where label.utf8.count > 63 {
            throw DomainError(
                .labelTooLong, "label \(index + 1) of \(quoted(input)) is \(label.utf8.count) bytes; the limit is 63")
        }
        let ascii = asciiLabels.joined(separator: ".")
        guard ascii.utf8.count <= 253 else {
            throw DomainError(
                .hostTooLong, "the host name is \(ascii.utf8.count) bytes once encoded; the limit is 253")
        }
        return ascii
    }

    /// Returns the Unicode form of an ASCII host for display: each valid `xn--` label decoded.
    static func toUnicode(_ ascii: String) -> String {
        guard ascii.utf8.contains(UInt8(ascii: "x")) else { return ascii }
        return ascii.split(separator: ".", omittingEmptySubsequences: false).map { label -> String in
            guard label.utf8.starts(with: "xn--".utf8),
                let decoded = try? Punycode.decode(scalars: Array(label.utf8.dropFirst(4)))
            else { return String(label) }
            var text = ""
            text.unicodeScalars.append(contentsOf: decoded)
            return text
        }.joined(separator: ".")
    }

    /// The UTS #46 validity criteria for one label, plus the ASCII and hyphen rules above.
    private static func validate(
        _ label: [Unicode.Scalar], labelNumber: Int, in input: Substring, requireUnmapped: Bool
    ) throws(DomainError) {
        let tables = IDNATables.shared
        // UTS #46 without CheckHyphens: no label may begin with xn--, decoded ones included.
        if label.count >= 4, label[0] == "x", label[1] == "n", label[2] == "-", label[3] == "-" {
            throw DomainError(
                .invalidPunycode,
                "label \(labelNumber) of \(quoted(input)) decodes to text that itself begins with xn--")
        }
        if label.first == "-" || label.last == "-" {
            throw DomainError(
                .invalidLabel, "label \(labelNumber) of \(quoted(input)) begins or ends with a hyphen")
        }
        if let first = label.first, first.isCombiningMark {
            throw DomainError(
                .invalidLabel,
                "label \(labelNumber) of \(quoted(input)) begins with a combining mark (\(first.codePointText))")
        }
        for (position, scalar) in label.enumerated() {
            if scalar.isASCII {
                guard isHostASCII(UInt8(scalar.value)) else {
                    throw forbiddenCharacterError(UInt8(scalar.value), in: input)
                }
                continue
            }
            let (status, _) = tables.status(of: scalar)
            guard status == .valid || status == .deviation else {
                throw DomainError(
                    requireUnmapped ? .invalidPunycode : .disallowedCharacter,
                    "label \(labelNumber) of \(quoted(input)) contains \(scalar.codePointText), which is not allowed"
                        + (requireUnmapped ? " in an xn-- label" : ""))
            }
            if scalar == "\u{200C}" || scalar == "\u{200D}" {
                guard joinerIsAllowed(at: position, in: label) else {
                    throw DomainError(
                        .invalidLabel,
                        "label \(labelNumber) of \(quoted(input)) has a zero-width joiner (\(scalar.codePointText)) where the script does not join"
                    )
                }
            }
        }
    }

    /// RFC 5892 Appendix A.1 and A.2 (CONTEXTJ).
    private static func joinerIsAllowed(at position: Int, in label: [Unicode.Scalar]) -> Bool {
        if position > 0, label[position - 1].properties.canonicalCombiningClass.rawValue == 9 { return true }
        guard label[position] == "\u{200C}" else { return false }
        let tables = IDNATables.shared
        var before = position - 1
        while before >= 0, tables.joiningType(of: label[before]) == .transparent { before -= 1 }
        guard before >= 0, [.left, .dual].contains(tables.joiningType(of: label[before])) else { return false }
        var after = position + 1
        while after < label.count, tables.joiningType(of: label[after]) == .transparent { after += 1 }
        return after < label.count && [.right, .dual].contains(tables.joiningType(of: label[after]))
    }

    /// RFC 5893 section 2, for every label of a name that has right-to-left text anywhere.
    private static func checkBidi(_ labels: [[Unicode.Scalar]], in input: Substring) throws(DomainError) {
        let tables = IDNATables.shared
        let isBidiName = labels.contains { label in
            label.contains {
                !$0.isASCII && [.rightToLeft, .arabicLetter, .arabicNumber].contains(tables.bidiClass(of: $0))
            }
        }
        guard isBidiName else { return }
        for (index, label) in labels.enumerated() {
            let classes = label.map { tables.bidiClass(of: $0) }
            guard let first = classes.first else { continue }
            let fail = {
                DomainError(
                    .invalidLabel,
                    "label \(index + 1) of \(quoted(input)) mixes right-to-left and left-to-right text in a way RFC 5893 forbids"
                )
            }
            let end = classes.lastIndex { $0 != .nonspacingMark } ?? 0
            switch first {
            case .rightToLeft, .arabicLetter:
                let allowed: Set<IDNATables.BidiClass> = [
                    .rightToLeft, .arabicLetter, .arabicNumber, .europeanNumber, .europeanSeparator,
                    .commonSeparator, .europeanTerminator, .otherNeutral, .boundaryNeutral, .nonspacingMark,
                ]
                guard classes.allSatisfy(allowed.contains) else { throw fail() }
                guard [.rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber].contains(classes[end]) else {
                    throw fail()
                }
                guard !(classes.contains(.europeanNumber) && classes.contains(.arabicNumber)) else { throw fail() }
            case .leftToRight:
                let allowed: Set<IDNATables.BidiClass> = [
                    .leftToRight, .europeanNumber, .europeanSeparator, .commonSeparator, .europeanTerminator,
                    .otherNeutral, .boundaryNeutral, .nonspacingMark,
                ]
                guard classes.allSatisfy(allowed.contains) else { throw fail() }
                guard [.leftToRight, .europeanNumber].contains(classes[end]) else { throw fail() }
            default:
                throw fail()
            }
        }
    }

    /// Letters, digits, `-`, `_` (and `.` between labels): the ASCII a host name may hold.
    @inline(__always)
    static func isHostASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }

    static func forbiddenCharacterError(_ byte: UInt8, in input: Substring) -> DomainError {
        let name: String
        switch byte {
        case UInt8(ascii: " "): name = "a space"
        case UInt8(ascii: "/"): name = "'/' (a URL path? give only the host, or the whole URL)"
        case UInt8(ascii: ":"): name = "':' (a port? give only the host, or the whole URL)"
        case UInt8(ascii: "@"): name = "'@' (userinfo? give only the host, or the whole URL)"
        case 0..<0x20, 0x7F: name = "a control character (0x\(String(byte, radix: 16, uppercase: true)))"
        default: name = "'\(Unicode.Scalar(byte))'"
        }
        return DomainError(.forbiddenCharacter, "\(quoted(input)) contains \(name), which cannot appear in a host name")
    }
}

/// A host as shown in a message: quoted, at most 80 characters, control characters escaped,
/// and anything before an `@` (a user name and password, perhaps) left out.
func quoted(_ text: some StringProtocol) -> String {
    var result = "'"
    var text = Substring(text)
    if let at = text.lastIndex(of: "@") {
        text = text[at...]
        result += "..."
    }
    for (count, scalar) in text.unicodeScalars.enumerated() {
        if count == 80 {
            result += "..."
            break
        }
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
            result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result + "'"
}

extension Unicode.Scalar {
    var isCombiningMark: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}

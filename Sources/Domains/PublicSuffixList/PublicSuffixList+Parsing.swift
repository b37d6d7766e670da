extension PublicSuffixList {
    /// Parses the text of a list in the publicsuffix.org format (`public_suffix_list.dat`).
    ///
    /// Rules are the first word of each line that is not blank and not a `//` comment; the
    /// `===BEGIN ICANN DOMAINS===` and `===BEGIN PRIVATE DOMAINS===` comments open the sections
    /// (rules before any marker count as ICANN). Rules are normalised like ``HostName`` (so Unicode
    /// rules such as `公司.cn` work). A wildcard rule `*.foo.com` also makes `foo.com` a public
    /// suffix, as browsers and libpsl treat it. A line that cannot be a rule is skipped and
    /// reported in ``diagnostics``.
    ///
    /// - Throws: ``DomainError/Code-swift.struct/invalidList`` when the text holds no rule at
    ///   all, or an opening section marker without its closing one (a truncated file).
    public init(parsing text: some StringProtocol) throws(DomainError) {
        var entries: [String: SuffixTable.Flags] = [:]
        entries.reserveCapacity(16_384)
        var diagnostics: [Diagnostic] = []
        var version: String? = nil
        var commit: String? = nil
        var isPrivate = false
        var openSection: String? = nil
        var ruleCount = 0
        var privateRuleCount = 0
        var lineNumber = 0

        // Lines are read as UTF-8 bytes: only rules ever become strings.
        let text = String(text)
        for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Substring(rawLine.trimmingASCIIWhitespace())
            if line.isEmpty { continue }
            if line.utf8.starts(with: "//".utf8) {
                let comment = Substring(line.utf8.dropFirst(2).trimmingASCIIWhitespace())
                switch comment {
                case "===BEGIN ICANN DOMAINS===":
                    isPrivate = false
                    openSection = "ICANN"
                case "===BEGIN PRIVATE DOMAINS===":
                    isPrivate = true
                    openSection = "PRIVATE"
                case "===END ICANN DOMAINS===", "===END PRIVATE DOMAINS===":
                    openSection = nil
                default:
                    if comment.hasPrefix("VERSION:") {
                        version = String(Substring(comment.utf8.dropFirst(8).trimmingASCIIWhitespace()))
                    } else if comment.hasPrefix("COMMIT:") {
                        commit = String(Substring(comment.utf8.dropFirst(7).trimmingASCIIWhitespace()))
                    }
                }
                continue
            }
            let token = Substring(line.utf8.prefix { !$0.isASCIIWhitespace })
            var name = token[...]
            var kind: Kind = .rule
            if name.hasPrefix("!") {
                kind = .exception
                name = name.dropFirst()
            } else if name.hasPrefix("*.") {
                kind = .wildcard
                name = name.dropFirst(2)
            }
            if name.contains("*") || name.contains("!") {
                diagnostics.append(
                    Diagnostic(line: lineNumber, reason: "'\(token)' has a wildcard or '!' that is not leftmost"))
                continue
            }
            let ascii: String
            do {
                ascii = try HostName.asciiName(name)
            } catch {
                diagnostics.append(Diagnostic(line: lineNumber, reason: "'\(token)' is not a valid name: \(error)"))
                continue
            }
            if kind == .exception && !ascii.contains(".") {
                diagnostics.append(Diagnostic(line: lineNumber, reason: "'\(token)' is an exception with one label"))
                continue
            }
            let flag: SuffixTable.Flags
            switch (kind, isPrivate) {
            case (.rule, false): flag = .ruleICANN
            case (.rule, true): flag = .rulePrivate
            case (.wildcard, false): flag = .wildcardICANN
            case (.wildcard, true): flag = .wildcardPrivate
            case (.exception, false): flag = .exceptionICANN
            case (.exception, true): flag = .exceptionPrivate
            }
            entries[ascii, default: []].insert(flag)
            // `*.foo.com` makes `foo.com` a public suffix too, as browsers, libpsl and the list's
            // own linter assume (publicsuffix/list issues 1989 and 2240).
            if kind == .wildcard { entries[ascii]!.insert(isPrivate ? .rulePrivate : .ruleICANN) }
            ruleCount += 1
            if isPrivate { privateRuleCount += 1 }
            // Every shorter suffix gets a slot too, so a lookup may stop at the first miss.
            var rest = ascii[...]
            while let dot = rest.firstIndex(of: ".") {
                rest = rest[rest.index(after: dot)...]
                if entries[String(rest)] == nil { entries[String(rest)] = [] }
            }
        }
        if let openSection {
            throw DomainError(
                .invalidList,
                "the list ends inside its \(openSection) section (no '===END \(openSection) DOMAINS===' line): is the file truncated?"
            )
        }
        guard ruleCount > 0 else {
            throw DomainError(.invalidList, "the text holds no Public Suffix List rules")
        }
        storage = Storage(
            table: SuffixTable(entries), version: version, commit: commit, diagnostics: diagnostics,
            ruleCount: ruleCount, privateRuleCount: privateRuleCount)
    }

    /// Parses a list from its UTF-8 bytes (the file as read from disk).
    ///
    /// - Throws: ``DomainError/Code-swift.struct/invalidList`` when the bytes are not UTF-8 or not
    ///   a list.
    public init(utf8 bytes: some Collection<UInt8>) throws(DomainError) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw DomainError(.invalidList, "the list is not UTF-8 text")
        }
        try self.init(parsing: text)
    }

    private enum Kind {
        case rule
        case wildcard
        case exception
    }
}

extension UInt8 {
    var isASCIIWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
}

extension Substring.UTF8View {
    func trimmingASCIIWhitespace() -> Substring.UTF8View {
        var result = self
        while let first = result.first, first.isASCIIWhitespace { result = result.dropFirst() }
        while let last = result.last, last.isASCIIWhitespace { result = result.dropLast() }
        return result
    }
}

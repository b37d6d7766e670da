/// Finds the name of the service a code is for, when the message names it: a sender tag
/// (`【支付宝】`, `[Chase]`), the name an Indian sender header abbreviates ("VM-HDFCBK"), a
/// `Name:` prefix, a mail's sender line, the words around the keyword ("Your GitHub code",
/// "código de Uber", "Googleの確認コード"), an e-mail's footer, a signature sentence, a "sign in to
/// Name" phrase, or the company a warning names ("even with Rockpool staff").
enum ServiceName {
    struct Word {
        var start: Int
        var end: Int
    }

    /// Whether one space, and nothing else, stands between two words: "Cobalt Pay", not the
    /// "A.Ş" of a legal form nor a name that runs over a line break.
    static func isSpaced(_ left: Word, _ right: Word, in scan: MessageScan) -> Bool {
        right.start - left.end == 1 && scan.display[left.end] == 0x20
    }

    static func find(in scan: MessageScan, token: MessageScan.Token) -> String? {
        // A number alone names nobody ("4 अंकी कोड", "10 मिनट"), though a name may hold one
        // ("365 Bank", "CHECK24"), and a sender's tag or prefix may be one ("【12306】", "99:").
        // Nor does an Android app hash ending the message ("<#> … هو ٤٥٢١\nFA+9qCX9VSu").
        let appHash = scan.appHashStart().map { text(scan, $0, $0 + 11) }
        // Nor does a device a code is typed on ("… on your TV", "Smart TV").
        func named(_ name: String?) -> String? {
            name.flatMap {
                $0.unicodeScalars.contains(where: \.properties.isAlphabetic) && $0 != appHash
                    && !isDevice($0)
                    ? $0 : nil
            }
        }
        if let tag = bracketTag(in: scan, outside: token) { return tag }
        if let sender = named(abbreviatedSender(in: scan)) { return sender }
        if let prefix = colonPrefix(in: scan) { return prefix }
        if let sender = named(mailSender(in: scan)) { return sender }
        if let heading = named(mailHeading(in: scan)) { return heading }
        if let signed = named(dashSignature(in: scan, outside: token)) { return signed }
        // The three code keywords nearest the code, nearest first.
        var tried = 0
        var last = -1
        while tried < 3 {
            var best = -1
            for index in scan.matches.indices where scan.isCodeKeyword(scan.matches[index]) {
                let current = distance(scan.matches[index], token)
                guard best < 0 || current < distance(scan.matches[best], token) else { continue }
                if last >= 0
                    && (current < distance(scan.matches[last], token)
                        || (current == distance(scan.matches[last], token) && index <= last))
                {
                    continue
                }
                best = index
            }
            guard best >= 0 else { break }
            let match = scan.matches[best]
            if let before = named(namedBefore(match.start, in: scan, outside: token)) { return before }
            if let after = named(namedAfter(match.end, in: scan, outside: token)) { return after }
            last = best
            tried += 1
        }
        if let name = named(quoted(in: scan, token: token)) { return name }
        // The remaining rules look at every word.
        let words = Self.words(in: scan.display)
        if let company = named(footer(in: scan, words: words)) { return company }
        var dashed: String?
        if let signed = named(signature(in: scan, words: words, outside: token, dashed: &dashed)) { return signed }
        if let phrase = named(prepositional(in: scan, words: words)) { return phrase }
        if let owned = named(possessedAccount(in: scan, words: words)) { return owned }
        if let suffixed = named(suffixedName(in: scan, words: words)) { return suffixed }
        if let warned = named(warningName(in: scan, words: words)) { return warned }
        if let latin = named(latinNameInOtherScript(in: scan, words: words, outside: token)) { return latin }
        return named(dashed)
    }

    // MARK: - A name in quotation marks

    /// A name set in quotation marks on the code's line, as Russian, Ukrainian, Arabic, Persian
    /// and Turkish senders set a brand apart: "كود تفعيل محفظة «كاش بلس» هو ٨٣٠٥٢٦", "Ваш код
    /// для «Абетки»", „Kargo Kuşu“. Not a quotation of a sentence, a number or a code's own word
    /// ("«код»"), nor one on another line (the shop of a card payment: "… من متجر «أناقة»").
    static func quoted(in scan: MessageScan, token: MessageScan.Token) -> String? {
        guard scan.hasQuotationMarks else { return nil }
        let display = scan.display
        var open = 0
        while open < display.count {
            let mark = display[open]
            guard mark == 0xAB || mark == 0x201C || mark == 0x201E else {
                open += 1
                continue
            }
            // «…», “…”, and „…“ or „…” as German and Polish close it.
            func closes(_ value: UInt32) -> Bool {
                mark == 0xAB ? value == 0xBB : value == 0x201D || (mark == 0x201E && value == 0x201C)
            }
            var close = open + 1
            while close < display.count && close - open <= 33 && display[close] != 0x0A && !closes(display[close]) {
                close += 1
            }
            guard close < display.count, closes(display[close]) else {
                open += 1
                continue
            }
            let start = open + 1
            let (from, to) = close < token.start ? (close, token.start) : (token.end, open)
            if close > start, isNameScalar(display[start]), !MessageScan.isDigit(display[start]),
                from <= to, to - from <= 80, !display[from..<to].contains(0x0A),
                !display[start..<close].contains(where: { $0 == 0x2E || $0 == 0x21 || $0 == 0x3F }),
                !scan.matches.contains(where: { $0.start < close && $0.end > start && scan.isCodeKeyword($0) })
            {
                return text(scan, start, close)
            }
            open = close + 1
        }
        return nil
    }

    // MARK: - An e-mail's footer

    /// The company an e-mail's footer names: "© 2024 Crédit Loirette", "Fietsbaan B.V. ·
    /// Oudegracht 145", "Mosaic Photos, Inc., 77 Mercer Street". Read only in messages of four
    /// lines and 160 characters or more, where the subject, greeting and details name many things but the footer
    /// names the sender.
    static func footer(in scan: MessageScan, words: [Word]) -> String? {
        let display = scan.display
        // Text messages are short: only an e-mail's body has a footer.
        guard display.count >= 160 else { return nil }
        var lines = 0
        for value in display where value == 0x0A {
            lines += 1
            if lines == 3 { break }
        }
        guard lines == 3 else { return nil }
        // "© 2024 Name", "Copyright © 2020-2024 Name Inc.": the words after the sign and the years.
        if let sign = display.lastIndex(of: 0xA9),
            let first = words.firstIndex(where: { $0.start > sign && !isYear($0, in: display) }),
            !display[sign..<words[first].start].contains(0x0A),
            let name = company(from: first, in: words, scan: scan, needsLegalForm: false)
        {
            return name
        }
        // A line of the last six that opens with a company's name and its legal form.
        var lineStarts: [Int] = []
        var index = display.count
        while lineStarts.count < 6, index > 0 {
            let start = scan.lineStart(of: index - 1)
            lineStarts.append(start)
            index = start - 1
        }
        for start in lineStarts {
            guard let first = words.firstIndex(where: { $0.start >= start }), words[first].start - start <= 1,
                let name = company(from: first, in: words, scan: scan, needsLegalForm: true)
            else { continue }
            return name
        }
        return nil
    }

    /// Up to five capitalised words from `first` on, in one line, joined by spaces or "&", and
    /// ending at a legal form ("Inc", "GmbH", "B.V.", "AB") or, when `needsLegalForm` is false, at
    /// the end of the phrase. Words that say what a company does ("Logistics", "Software") are
    /// dropped from the end: the brand is what the message names.
    private static func company(from first: Int, in words: [Word], scan: MessageScan, needsLegalForm: Bool)
        -> String?
    {
        let display = scan.display
        var last = first
        var endsAtLegalForm = false
        for index in first..<min(words.count, first + 6) {
            let word = words[index]
            if index > first {
                let gap = display[words[index - 1].end..<word.start]
                if gap.contains(0x0A) { break }
                if isLegalForm(word, in: display) && gap.allSatisfy({ $0 == 0x20 || $0 == 0x2C }) {
                    // "AgileBits Inc. dba 1Password": the name it does business as.
                    if index + 2 < words.count, hash(scan, words[index + 1]) == doingBusinessAs,
                        !display[word.end..<words[index + 2].end].contains(0x0A)
                    {
                        var end = index + 2
                        while end + 1 < min(words.count, index + 5), isUpper(display[words[end + 1].start]),
                            display[words[end].end..<words[end + 1].start].allSatisfy({ $0 == 0x20 })
                        {
                            end += 1
                        }
                        return text(scan, words[index + 2].start, words[end].end)
                    }
                    endsAtLegalForm = true
                    break
                }
                guard gap.allSatisfy({ $0 == 0x20 || $0 == 0x26 }) else { break }
            }
            // Capitalised, or in a script without case ("© 2025 快途", "זיקית בע״מ"); before a
            // legal form, a name's later words may be in small letters, as Slavic languages write
            // them ("Jadranska štedna banka d.d.").
            guard
                isUpper(display[word.start]) || display[word.start] >= 0x0590
                    || (needsLegalForm && index > first && ScalarFolding.isWordLetter(display[word.start]))
            else { break }
            last = index
        }
        // After a copyright sign, a capitalised word is a name even when it is also a keyword
        // ("© 2024 Crédit Loirette"), unless it is the notice itself ("© 2024 All rights reserved").
        let word = hash(scan, words[first])
        guard endsAtLegalForm || (!needsLegalForm && !stopWords.contains(word) && !rightsReserved.contains(word))
        else { return nil }
        // Small letters make a name only of words that open no sentence ("You are receiving this
        // email … Ltd" is one).
        if (first...last).contains(where: { !isUpper(display[words[$0].start]) && display[words[$0].start] < 0x0590 }),
            (first...last).contains(where: { stopWords.contains(hash(scan, words[$0])) })
        {
            return nil
        }
        while last > first && genericCompanyWords.contains(hash(scan, words[last])) { last -= 1 }
        return text(scan, words[first].start, words[last].end)
    }

    private static let rightsReserved = hashes(["all", "copyright", "todos", "tous", "alle", "tutti", "rights"])
    private static let doingBusinessAs = hash(KeywordMatcher.fold("dba"))

    private static let genericCompanyWords = hashes([
        "logistics", "technologies", "technology", "tecnologia", "teknoloji", "finansal", "software", "labs",
        "holdings", "group", "services", "solutions", "systems", "corporation", "building", "society", "pte",
    ])

    /// "2024", "2018-2025", "2019–2024".
    private static func isYear(_ word: Word, in display: UnsafeMutableBufferPointer<UInt32>) -> Bool {
        word.end - word.start >= 4
            && display[word.start..<word.end].allSatisfy { MessageScan.isDigit($0) || $0 == 0x2D || $0 == 0x2013 }
    }

    /// The legal forms of companies that footers name most: "Inc", "Ltd", "LLC", "GmbH", "AG",
    /// "SA", "SAS", "SpA", "Srl", "BV", "NV", "AB", "AS", "ApS", "Oy", "Ltda", "Kft", "PLC",
    /// "Pty", "Corp", "Limited", "בע״מ", Greek "Α.Ε." and "Λτδ", Bulgarian "ЕАД" and "ООД", Malay
    /// "Sdn. Bhd.", and the South Slavic "d.d.", "d.o.o.", "a.d." (read without their dots; those
    /// in small letters only with them, not the word "ad").
    private static func isLegalForm(_ word: Word, in display: UnsafeMutableBufferPointer<UInt32>) -> Bool {
        var letters = ""
        var dotted = false
        var index = word.start
        // "S.A.", "B.V.", "S.p.A.": single letters and dots read as one word.
        while index < display.count && index - word.start < 12 {
            let value = display[index]
            if value == 0x2E || value == 0x2F || value == 0x22 || value == 0x5F4 || value == 0x201D {
                dotted = dotted || value == 0x2E
                index += 1
                continue
            }
            guard isNameScalar(value), let scalar = Unicode.Scalar(value) else { break }
            if index >= word.end && !(index > 0 && display[index - 1] == 0x2E) { break }
            letters.unicodeScalars.append(scalar)
            index += 1
        }
        return legalForms.contains(letters) || (dotted && dottedLegalForms.contains(letters))
    }

    private static let dottedLegalForms: Set<String> = ["dd", "doo", "ad", "ад", "доо", "дд"]

    private static let legalForms: Set<String> = [
        "Inc", "Ltd", "LLC", "GmbH", "AG", "SE", "SA", "SAS", "SARL", "SpA", "Srl", "BV", "NV", "AB", "AS", "ASA",
        "ApS", "Oy", "Oyj", "Ltda", "Kft", "PLC", "plc", "Pty", "Pte", "Corp", "Limited", "KK", "sro", "as", "AŞ",
        "Sdn", "Tbk", "ΑΕ", "Λτδ", "ΜΙΚΕ", "ΙΚΕ", "АД", "ЕАД", "ООД", "ЕООД", "SRL",
        "בעמ",
    ]

    /// Whether a word is part of the code ("Code: 55 12 09" names no service).
    private static func overlaps(_ word: Word, _ token: MessageScan.Token) -> Bool {
        word.start < token.end && token.start < word.end
    }

    private static func distance(_ match: KeywordMatcher.Match, _ token: MessageScan.Token) -> Int {
        match.end <= token.start ? token.start - match.end : max(0, match.start - token.end)
    }

    // MARK: - Words

    @inline(__always)
    static func isNameScalar(_ value: UInt32) -> Bool {
        // ASCII letters and digits by two bit masks: most of most messages.
        if value < 0x80 {
            return value < 0x40
                ? (0x03FF_0000_0000_0000 as UInt64) >> UInt64(value) & 1 != 0
                : (0x07FF_FFFE_07FF_FFFE as UInt64) >> UInt64(value - 0x40) & 1 != 0
        }
        return (value >= 0xC0 && value != 0xD7 && value != 0xF7 && value < 0x2000)
            || (value >= 0x30A0 && value < 0xA000) || (value >= 0xAC00 && value < 0xD7B0)
    }

    static func words(in display: UnsafeMutableBufferPointer<UInt32>) -> [Word] {
        var words: [Word] = []
        words.reserveCapacity(24)
        var index = 0
        while index < display.count {
            guard isNameScalar(display[index]) else {
                index += 1
                continue
            }
            let start = index
            index = wordEnd(from: start, in: display)
            words.append(Word(start: start, end: index))
        }
        return words
    }

    /// A full stop inside a host name that is a brand ("Booking.com", "Login.gov", "ALZA.SK"):
    /// after a letter or digit, and before two to four letters of one case that end the word.
    static func isDomainDot(at index: Int, in display: UnsafeMutableBufferPointer<UInt32>) -> Bool {
        guard display[index] == 0x2E, index > 0, isNameScalar(display[index - 1]) else { return false }
        var end = index + 1
        while end < display.count && MessageScan.isASCIILetter(display[end]) { end += 1 }
        guard (2...4).contains(end - index - 1), end == display.count || !isNameScalar(display[end]) else {
            return false
        }
        let suffix = display[(index + 1)..<end]
        return suffix.allSatisfy(MessageScan.isCapital) || !suffix.contains(where: MessageScan.isCapital)
    }

    /// A capital letter of any script with case: "GitHub", "Ørsted", "Česká spořitelna",
    /// "Żappka", "Госуслуги", "Ґарант".
    static func isUpper(_ value: UInt32) -> Bool {
        if value < 0x80 { return value >= 0x41 && value <= 0x5A }
        if value <= 0xDE { return value >= 0xC0 && value != 0xD7 }
        // Cyrillic and Greek by their ranges, and the scripts without case (Hebrew to Myanmar,
        // and from the CJK radicals to Hangul) at once: most letters of most messages. The rest
        // (Latin Extended, Armenian, Georgian's capitals) by their Unicode property.
        switch value {
        case 0x0400...0x042F, 0x0391...0x03AB, 0x0386, 0x0388...0x038F: return true
        case 0x0430...0x045F, 0x03AC...0x03CE, 0x0590...0x109F, 0x2E80...0xD7FF: return false
        default: return Unicode.Scalar(value)?.properties.isUppercase ?? false
        }
    }

    /// A word that reads as a name: it has a capital letter (GitHub, iFood, e-Devlet, Госуслуги)
    /// or is written in a script without case (メルカリ, 카카오), and it is not a common word.
    static func isName(_ word: Word, in scan: MessageScan) -> Bool {
        let scalars = scan.display[word.start..<word.end]
        // A number is no name, but a brand may start with digits ("1Password", "23andMe").
        guard let first = scalars.first,
            !MessageScan.isDigit(first) || scalars.count <= 3
                || scalars.reduce(0, { MessageScan.isASCIILetter($1) ? $0 + 1 : $0 }) >= 3
        else { return false }
        // A keyword with a number glued after it: "RM0", "PIN1234", "OTP482913".
        if MessageScan.isDigit(scalars.last!),
            scan.matches.contains(where: { match in
                match.start == word.start && match.end < word.end
                    && scan.display[match.end..<word.end].allSatisfy(MessageScan.isDigit)
            })
        {
            return false
        }
        if scalars.count > 3 && scalars.reduce(0, { MessageScan.isDigit($1) ? $0 + 1 : $0 }) >= 3 {
            return false  // G-204918
        }
        // What the scanner read as a number: an IBAN's country and check digits before its groups
        // ("SA03 8000 0000 …"), and a currency's code before its amount ("QAR 780.00").
        if scalars.count <= 4, word.end + 1 < scan.display.count, scan.display[word.end] == 0x20,
            MessageScan.isDigit(scan.display[word.end + 1])
        {
            let isCurrency = scalars.count == 3 && scalars.allSatisfy(MessageScan.isCapital)
            let isNumber = scan.tokens.contains { token in
                (token.start == word.start && token.rejection == .cardDigits)
                    || (isCurrency && token.start == word.end + 1 && token.rejection == .amount)
            }
            if isNumber { return false }
        }
        // A keyword that is the whole word (not "phone" in "PhonePe", "ticket" in "Ticketmaster").
        if scan.matches.contains(where: { $0.start <= word.start && $0.end >= word.end }) { return false }
        if scalars.count <= 12 && stopWords.contains(hash(scan, word)) { return false }
        // The value of a label: "(Ref: KXPD)", "Order: ABCD".
        if word.start >= 2, scan.display[word.start - 1] == 0x20 || scan.display[word.start - 1] == 0x3A,
            let colon = scan.display[..<word.start].lastIndex(where: { $0 != 0x20 }), scan.display[colon] == 0x3A,
            scan.matches.contains(where: { $0.end == colon && !scan.isCodeKeyword($0) })
        {
            return false
        }
        // Chinese, Japanese and Korean glue words together: a run that holds a code keyword is
        // a phrase ("下記コード", "인증용코드"), not a name.
        if scalars.contains(where: isCJK) && holdsKeyword(word, in: scan, codeOnly: true) { return false }
        // Chinese writes no spaces, so a run of Han characters is often a clause ("您正在登录",
        // "如非本人操作请忽略"): a name is short and has no function character.
        if scalars.allSatisfy(isHan) && (scalars.count > 6 || scalars.contains(where: hanFunctionCharacters.contains)) {
            return false
        }
        let looksLikeAName: Bool
        if scalars.contains(where: isUpper) {
            looksLikeAName = !isShouted(word, in: scan)
        } else if scalars.allSatisfy(MessageScan.isDigit) {
            // "99", "163", "Bank 24": a brand of digits; not a count with its unit after it
            // ("entro 3 minuti", "10 मिनिटांत"), which a label keyword names.
            let isCount = scan.matches.contains { $0.start == word.end + 1 && !scan.isCodeKeyword($0) }
            looksLikeAName = !isCount && !isPartOfANumber(word, in: scan) && !isNumbered(word, in: scan)
        } else {
            looksLikeAName = scalars.allSatisfy(isCJK)
        }
        // Last, as most words are no names: a detail's value is none either.
        return looksLikeAName && !isFieldValue(word, in: scan)
    }

    /// A word of a sentence shouted in capitals inside ordinary text ("JANGAN BERIKAN KODE INI KE
    /// SIAPA PUN. Kode verifikasi…"): three or more words of capital letters in a row, one of them
    /// a keyword, next to words in small letters. A message written all in capitals ("ICICI BANK
    /// OTP 482913 FOR LOGIN") shouts nothing, and names in capitals hold no keyword.
    static func isShouted(_ word: Word, in scan: MessageScan) -> Bool {
        func isCapitals(_ word: Word) -> Bool {
            let scalars = scan.display[word.start..<word.end]
            return scalars.count >= 2 && scalars.allSatisfy { isUpper($0) || MessageScan.isDigit($0) }
                && scalars.contains(where: isUpper)
        }
        func isSmall(_ word: Word?) -> Bool {
            guard let word else { return false }
            return scan.display[word.start..<word.end].contains { $0 >= 0x61 && $0 <= 0x7A }
        }
        guard isCapitals(word) else { return false }
        var count = 1
        var hasKeyword = holdsKeyword(word, in: scan, codeOnly: false)
        var first = word
        while let earlier = previous(before: first.start, in: scan), first.start - earlier.end == 1,
            scan.display[earlier.end] == 0x20, isCapitals(earlier)
        {
            count += 1
            hasKeyword = hasKeyword || holdsKeyword(earlier, in: scan, codeOnly: false)
            first = earlier
        }
        var last = word
        while let later = next(from: last.end, in: scan), later.start - last.end == 1,
            scan.display[last.end] == 0x20, isCapitals(later)
        {
            count += 1
            hasKeyword = hasKeyword || holdsKeyword(later, in: scan, codeOnly: false)
            last = later
        }
        return count >= 3 && hasKeyword
            && (isSmall(previous(before: first.start, in: scan)) || isSmall(next(from: last.end, in: scan)))
    }

    /// Kana, Han and Hangul: scripts without case, whose words run together.
    @inline(__always)
    static func isCJK(_ value: UInt32) -> Bool {
        (value >= 0x3040 && value < 0xA000) || (value >= 0xAC00 && value < 0xD7B0)
    }

    /// Whether a keyword match (a code keyword, when `codeOnly`) overlaps the word.
    static func holdsKeyword(_ word: Word, in scan: MessageScan, codeOnly: Bool) -> Bool {
        scan.matches.contains { $0.start < word.end && word.start < $0.end && (!codeOnly || scan.isCodeKeyword($0)) }
    }

    /// Digits joined to more digits by one sign: "120,00 zł", "12.11.", "482 913 7720".
    static func isPartOfANumber(_ word: Word, in scan: MessageScan) -> Bool {
        let display = scan.display
        if word.start >= 2, MessageScan.isDigit(display[word.start - 2]), !isNameScalar(display[word.start - 1]) {
            return true
        }
        return word.end + 1 < display.count && MessageScan.isDigit(display[word.end + 1])
            && !isNameScalar(display[word.end])
    }

    /// Whether the word is the value of a field in a list of details, after a short label that
    /// opens its line ("设备：HUAWEI Mate 60", "Device: Edge on Windows"), which names the sign-in's
    /// device or place, not the sender.
    static func isFieldValue(_ word: Word, in scan: MessageScan) -> Bool {
        let display = scan.display
        let lineStart = scan.lineStart(of: word.start)
        // A line, not the message's first: "Acme: Your code …" opens a message with its sender.
        guard lineStart > 0,
            let colon = display[lineStart..<word.start].firstIndex(where: { $0 == 0x3A || $0 == 0xFF1A })
        else { return false }
        var lineEnd = word.end
        while lineEnd < display.count && display[lineEnd] != 0x0A { lineEnd += 1 }
        // "MSG:Workday sign-in code: 604418" is the message itself, after a header's label.
        return (1...16).contains(colon - lineStart)
            && !(lineStart..<word.start).contains(where: { scan.endsSentence(at: $0) })
            && !scan.matches.contains(where: { $0.start > colon && $0.start < lineEnd && scan.isCodeKeyword($0) })
    }

    /// Whether a number follows a numbering sign or abbreviation ("Hasło nr 3", "No. 12",
    /// "№ 5", "#4"): it counts, it names nothing.
    static func isNumbered(_ word: Word, in scan: MessageScan) -> Bool {
        let folded = scan.folded
        var end = word.start
        while end > 0 && (folded[end - 1] == 0x20 || folded[end - 1] == 0x2E) { end -= 1 }
        guard end > 0 else { return false }
        if folded[end - 1] == 0x23 || folded[end - 1] == 0x2116 { return true }  // "#", "№"
        var start = end
        while start > 0 && MessageScan.isASCIILetter(folded[start - 1]) { start -= 1 }
        // "nr", "no", "num"
        guard (2...3).contains(end - start), folded[start] == 0x6E else { return false }
        switch (folded[start + 1], end - start == 3 ? folded[start + 2] : 0) {
        case (0x72, 0), (0x6F, 0), (0x75, 0x6D): return true
        default: return false
        }
    }

    /// A word of a script without case (Hebrew, Arabic, Sinhala, Thai, Myanmar, Georgian,
    /// Ethiopic) with no keyword in it: before a colon that opens the message, such a word names
    /// the sender ("أبشر: رمز التحقق 6620", "საქართველოს ბანკი:"), as a capitalised word does in
    /// scripts with case.
    static func isCaselessName(_ word: Word, in scan: MessageScan) -> Bool {
        // (With the hyphens of a compound name: "פארם-פלוס", "דירות-נט".) A name may hold a
        // detail's word as a small part of it ("টাকা", money, in "টাকাবাক্স"), never a code's.
        scan.display[word.start..<word.end].allSatisfy { isCaselessLetter($0) || $0 == 0x2D }
            && !scan.matches.contains { match in
                match.start < word.end && word.start < match.end
                    && (scan.isCodeKeyword(match)
                        || 2 * (min(match.end, word.end) - max(match.start, word.start)) >= word.end - word.start)
            } && !stopWords.contains(hash(scan, word))
    }

    /// A word of letters in small Latin letters only.
    static func isLowercaseWord(_ word: Word, in scan: MessageScan) -> Bool {
        scan.display[word.start..<word.end].allSatisfy { value in
            (value >= 0x61 && value <= 0x7A)
                || (value >= 0xDF && value <= 0x24F && ScalarFolding.isWordLetter(value)
                    && !isUpper(value))
        }
    }

    static func isCaselessLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x06FF, 0x0D80...0x0DFF, 0x0E00...0x0EFF, 0x1000...0x109F, 0x10D0...0x10FF, 0x1200...0x137F,
            0x1780...0x17FF:
            true
        // The scripts of India, but for the danda that ends their sentences.
        case 0x0964, 0x0965: false
        case 0x0900...0x0C7F: true
        default: false
        }
    }

    /// A run of a script written without spaces between words (Thai, Myanmar, Chinese,
    /// Japanese): a clause, never one plain word.
    static func isClause(_ word: Word, in scan: MessageScan) -> Bool {
        scan.display[word.start..<word.end].contains {
            (0x0E00...0x0E7F).contains($0) || (0x1000...0x109F).contains($0) || isCJK($0)
        }
    }

    @inline(__always)
    static func isHan(_ value: UInt32) -> Bool {
        (value >= 0x3400 && value < 0xA000) || (value >= 0xF900 && value < 0xFB00)
    }

    /// Pronouns, particles and verbs that mark a run of Han characters as a clause, not a name.
    static let hanFunctionCharacters: Set<UInt32> = Set(
        "您你我的是为為请請在如勿不此已将將了们們正码碼号號于於以完".unicodeScalars.map(\.value))

    /// The name as shown; as the message writes it when the scan removed scalars (the zero-width
    /// non-joiner in "دیجی‌کالا").
    static func text(_ scan: MessageScan, _ start: Int, _ end: Int) -> String {
        guard scan.droppedScalars else { return FreeFormDetector.text(scan, start, end) }
        let range = scan.utf8Range(ofScalars: start..<end)
        return String(decoding: UnsafeBufferPointer(rebasing: scan.bytes[range]), as: UTF8.self)
    }

    // MARK: - Rules

    /// India's sender header on the first line ("VM-HDFCBK", "AD-SWIGGY", "JD-ICICIT-S"): up to
    /// nine capitals that abbreviate the sender, after two that name the operator and the
    /// region. The sender is the name in the message that the header abbreviates: "HDFC Bank" for
    /// HDFCBK, "Indian Overseas Bank" for IOBCHN, "SBI" for SBIINB; of one to three words, the
    /// one that spells most of the header ("YES BANK" for YESBNK, not "YES").
    static func abbreviatedSender(in scan: MessageScan) -> String? {
        let display = scan.display
        guard display.count > 12, MessageScan.isCapital(display[0]), MessageScan.isCapital(display[1]),
            display[2] == 0x2D
        else { return nil }
        var end = 3
        while end < display.count && (MessageScan.isCapital(display[end]) || MessageScan.isDigit(display[end])) {
            end += 1
        }
        guard (3...9).contains(end - 3) else { return nil }
        let header = Array(display[3..<end])
        // A header may end with its kind ("-S", "-T") and a colon.
        var lineEnd = end
        if lineEnd + 1 < display.count && display[lineEnd] == 0x2D && MessageScan.isCapital(display[lineEnd + 1]) {
            lineEnd += 2
        }
        guard lineEnd < display.count, display[lineEnd] == 0x0A || display[lineEnd] == 0x3A else { return nil }
        let words = Self.words(in: display)
        for first in words.indices where words[first].start > lineEnd {
            var letters: [UInt32] = []
            var initials: [UInt32] = []
            var best: (end: Int, spelled: Int)?
            for last in first..<min(first + 3, words.count) {
                let word = words[last]
                guard isName(word, in: scan), last == first || isSpaced(words[last - 1], word, in: scan) else {
                    break
                }
                // Upper-case ASCII letters.
                for value in display[word.start..<word.end] where MessageScan.isASCIILetter(value) {
                    letters.append(value & ~0x20)
                }
                initials.append(display[word.start] & ~0x20)
                let spelled = spelledInOrder(header, by: letters)
                if abbreviates(header, letters: letters, initials: initials), spelled > best?.spelled ?? -1 {
                    best = (word.end, spelled)
                }
            }
            if let best { return text(scan, words[first].start, best.end) }
        }
        return nil
    }

    /// How many of the header's letters, from its first, the name's letters give in order.
    private static func spelledInOrder(_ header: [UInt32], by letters: [UInt32]) -> Int {
        var matched = 0
        for value in letters where matched < header.count && value == header[matched] { matched += 1 }
        return matched
    }

    /// Whether a header abbreviates a name of the given letters and initials: it opens the
    /// name ("AIRTEL", Airtel Thanks), the name opens it ("BSNLMO", BSNL), the initials of a
    /// longer name open it ("IOBCHN", Indian Overseas Bank), or its letters are the name's in
    /// order ("HDFCBK", HDFC Bank; "FLPKRT", Flipkart).
    private static func abbreviates(_ header: [UInt32], letters: [UInt32], initials: [UInt32]) -> Bool {
        guard letters.first == header.first else { return false }
        if letters.starts(with: header) || (letters.count >= 3 && header.starts(with: letters)) { return true }
        if initials.count >= 2 && header.starts(with: initials) { return true }
        return spelledInOrder(header, by: letters) == header.count
    }

    /// A plain-text mail in Chinese, Japanese or Korean titled by its sender on its first line:
    /// "ミドリ通販 ログイン認証のお知らせ", "한결은행 해외송금 신청 확인", "タスクハブ｜操作の確認". The
    /// first part of the line, before a space or a bar, when more lines follow: a run of those
    /// scripts (Latin letters may close it: "ミライHR") that holds no keyword and is no greeting or
    /// notice ("안녕하세요,", "お知らせ"). Not a line that is only a name: a chat's export opens
    /// with its contact ("엄마", "バイト仲間").
    static func titleLine(in scan: MessageScan) -> String? {
        let display = scan.display
        // The cheap test first: most messages open in another script.
        guard !display.isEmpty, isCJK(display[0]), let lineEnd = display.firstIndex(of: 0x0A), lineEnd >= 2,
            display[lineEnd...].contains(where: { $0 != 0x0A && $0 != 0x20 })
        else { return nil }
        var end = 0
        while end < lineEnd, display[end] != 0x20, display[end] != 0x3000, display[end] != 0xFF5C,
            display[end] != 0x7C
        {
            end += 1
        }
        let name = display[0..<end]
        // Not a greeting ("山田 太郎 様", "유진 님") or a chat's first line ("엄마 이거 맞아?"), nor
        // a chat that quotes a sender's tag on a later line ("동창 모임\n…[바로마켓] 인증번호").
        var last = lineEnd - 1
        while last > 0 && display[last] == 0x20 { last -= 1 }
        guard !greetingOrChatEnds.contains(display[last]),
            !display.indices.dropLast().contains(where: {
                display[$0] == 0x0A && (display[$0 + 1] == 0x5B || display[$0 + 1] == 0x3010)
            })
        else { return nil }
        guard end < lineEnd, (2...12).contains(end),
            name.allSatisfy({ isCJK($0) || MessageScan.isASCIILetter($0) }),
            !scan.matches.contains(where: { $0.start < end }),
            !hanFunctionCharacters.contains(where: { name.contains($0) }),
            !stopWords.contains(hash(name))
        else { return nil }
        return text(scan, 0, end)
    }

    /// An e-mail's sender named at the head of its subject or of its first line, or on the line
    /// under its subject: "Subject: Tandem Bank: Confirm it's you" (a name before the subject's
    /// colon); "Lakeland County – Your one-time passcode", "Pożyczkomat – podpis umowy" (a name
    /// before a spaced dash or bar, when what follows starts in small letters, with a keyword or
    /// with a word such as "Your", as a title's second part does; not "Neues Gerät – Bestätigung
    /// erforderlich"); else the brand line under the subject, over blank lines: "HOLLIS & CRANE",
    /// "Wrenfield Goods", "Maple Harbour Bank — Secure Purchase Verification". A name is up to
    /// four words, each a name or a connector: no greeting ("Hi Marcus,"), no heading with a
    /// keyword ("Verify it's you", "Security code"). A first line in Chinese, Japanese or Korean
    /// is read by ``titleLine(in:)``.
    static func mailHeading(in scan: MessageScan) -> String? {
        let display = scan.display
        guard let firstLineEnd = display.firstIndex(of: 0x0A) else { return nil }
        guard let first = next(from: 0, in: scan), first.start == 0, first.end < display.count,
            display[first.end] == 0x3A || display[first.end] == 0xFF1A, subjects.contains(hash(scan, first))
        else {
            return titleLine(in: scan) ?? titleHead(from: 0, to: firstLineEnd, in: scan)
        }
        let subjectEnd = firstLineEnd
        if let name = leadingName(from: first.end + 1, to: subjectEnd, colonOnly: true, in: scan) { return name }
        if let name = titleHead(from: first.end + 1, to: subjectEnd, in: scan) { return name }
        var lineStart = subjectEnd
        while lineStart < display.count && (display[lineStart] == 0x0A || display[lineStart] == 0x20) { lineStart += 1 }
        var lineEnd = lineStart
        while lineEnd < display.count && display[lineEnd] != 0x0A { lineEnd += 1 }
        return leadingName(from: lineStart, to: lineEnd, colonOnly: false, in: scan)
    }

    /// The name before a title's spaced dash or bar, when what follows reads as the title's
    /// second part (see ``mailHeading(in:)``).
    private static func titleHead(from start: Int, to lineEnd: Int, in scan: MessageScan) -> String? {
        let display = scan.display
        guard lineEnd - start <= 100,
            let dash = (start..<lineEnd).first(where: { isSpacedDash(at: $0, from: start, to: lineEnd, in: display) }),
            let after = next(from: dash + 1, in: scan), after.start < lineEnd
        else { return nil }
        let opening = display[after.start]
        guard
            (ScalarFolding.isWordLetter(opening) && !isUpper(opening))
                || scan.matches.contains(where: { $0.start == after.start })
                || possessives.contains(hash(scan, after)) || stopWords.contains(hash(scan, after))
        else { return nil }
        return leadingName(from: start, to: dash, colonOnly: false, in: scan)
    }

    private static func isSpacedDash(
        at position: Int, from start: Int, to end: Int, in display: UnsafeMutableBufferPointer<UInt32>
    ) -> Bool {
        position > start && position + 1 < end && display[position - 1] == 0x20 && display[position + 1] == 0x20
            && [0x2D, 0x2013, 0x2014, 0x7C].contains(display[position])
    }

    /// The name that a line is, or that opens it before a spaced dash or bar, or before a colon
    /// where `colonOnly` says so (a subject's head; a colon on a line of the body makes a
    /// detail's line: "Asset: ETH").
    private static func leadingName(from start: Int, to lineEnd: Int, colonOnly: Bool, in scan: MessageScan)
        -> String?
    {
        let display = scan.display
        var end = lineEnd
        if colonOnly {
            guard let colon = (start..<lineEnd).first(where: { display[$0] == 0x3A || display[$0] == 0xFF1A }) else {
                return nil
            }
            end = colon
        } else {
            if let dash = (start..<lineEnd).first(where: { isSpacedDash(at: $0, from: start, to: lineEnd, in: display) }
            ) {
                end = dash
            }
            guard !display[start..<end].contains(where: { $0 == 0x3A || $0 == 0xFF1A }) else { return nil }
        }
        while end > start && display[end - 1] == 0x20 { end -= 1 }
        guard end > start, end - start <= 40,
            !display[start..<end].contains(where: { $0 == 0x2C || $0 == 0x21 || $0 == 0x3F })
        else { return nil }
        var words = 0
        var position = start
        var nameStart: Int?
        var nameEnd = start
        while let word = next(from: position, in: scan), word.start < end {
            guard word.end <= end else { return nil }
            words += 1
            guard words <= 4 else { return nil }
            if isName(word, in: scan) {
                nameStart = nameStart ?? word.start
                nameEnd = word.end
            } else if nameStart == nil || !connectors.contains(hash(scan, word)) {
                return nil
            }
            position = word.end
        }
        guard let nameStart else { return nil }
        return text(scan, nameStart, nameEnd)
    }

    /// The last characters of a line that greets a person (様, 님, さん's ん) or asks or exclaims
    /// as a chat does (?, ？, !, ！). Not a full stop: "ルナクレスト ID をご利用いただき…。" opens
    /// with its sender all the same.
    private static let greetingOrChatEnds: Set<UInt32> = [0x69D8, 0xB2D8, 0x3093, 0x3F, 0xFF1F, 0x21, 0xFF01]

    /// The sender's name on a mail's "From" line as a preview shows it: "Soleo <compte@soleo.fr>",
    /// "青橙账号 <noreply@qingcheng.cn>" (the name before an address in angle brackets, on a line
    /// of its own among the first four).
    static func mailSender(in scan: MessageScan) -> String? {
        let display = scan.display
        var lineStart = 0
        for _ in 0..<4 {
            guard lineStart < display.count else { return nil }
            var lineEnd = lineStart
            while lineEnd < display.count && display[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            // "Name <address>" and nothing after the closing bracket.
            var end = lineEnd
            while end > lineStart && display[end - 1] == 0x20 { end -= 1 }
            guard end > lineStart, display[end - 1] == 0x3E,
                let open = display[lineStart..<end].lastIndex(of: 0x3C),
                display[open..<end].contains(0x40)
            else { continue }
            var nameEnd = open
            while nameEnd > lineStart && (display[nameEnd - 1] == 0x20 || display[nameEnd - 1] == 0x22) {
                nameEnd -= 1
            }
            var nameStart = lineStart
            // A header's field name before it: "From: Dropbox <…>", "보낸 사람: 책마루 <…>".
            if let colon = display[lineStart..<nameEnd].lastIndex(where: { $0 == 0x3A || $0 == 0xFF1A }) {
                nameStart = colon + 1
            }
            while nameStart < nameEnd && (display[nameStart] == 0x20 || display[nameStart] == 0x22) { nameStart += 1 }
            guard nameStart < nameEnd, nameEnd - nameStart <= 40,
                display[nameStart..<nameEnd].contains(where: isNameScalar)
            else { continue }
            return text(scan, nameStart, nameEnd)
        }
        return nil
    }

    /// `【支付宝】…`, `[Chase] …`, `… 【抖音】`; carrier tags such as `[Web발신]` are skipped.
    static func bracketTag(in scan: MessageScan, outside token: MessageScan.Token) -> String? {
        let display = scan.display
        var index = 0
        // An e-mail that opens with its subject ("件名：【メルカリ】認証番号のお知らせ"): the tag opens
        // the subject.
        if let first = next(from: 0, in: scan), subjects.contains(hash(scan, first)), first.end < display.count,
            display[first.end] == 0x3A || display[first.end] == 0xFF1A
        {
            index = first.end + 1
        }
        var candidates: [(Int, Int)] = []
        while index < display.count {
            while index < display.count && (display[index] == 0x20 || display[index] == 0x0A) { index += 1 }
            guard index < display.count, display[index] == 0x3010 || display[index] == 0x5B else { break }
            let close: UInt32 = display[index] == 0x3010 ? 0x3011 : 0x5D
            guard let end = display[(index + 1)...].prefix(32).firstIndex(of: close) else { break }
            candidates.append((index + 1, end))
            index = end + 1
        }
        var last = display.count
        while last > 0,
            display[last - 1] == 0x20 || display[last - 1] == 0x0A || display[last - 1] == 0x2E
                || display[last - 1] == 0x3002
        {
            last -= 1
        }
        if last > 0, display[last - 1] == 0x3011 || display[last - 1] == 0x5D {
            let open: UInt32 = display[last - 1] == 0x3011 ? 0x3010 : 0x5B
            if let start = display[..<(last - 1)].lastIndex(of: open), last - 1 - start <= 32 {
                candidates.append((start + 1, last - 1))
            }
        }
        for (start, end) in candidates where !overlaps(Word(start: start, end: end), token) {
            var first = start
            var last = end
            while first < last && scan.display[first] == 0x20 { first += 1 }
            while last > first && scan.display[last - 1] == 0x20 { last -= 1 }
            guard last > first else { continue }
            // Carrier tags: [Web발신], [Web 발신], [국외발신], <#>.
            let tag = scan.folded[first..<last]
            if tag.starts(with: [0x77, 0x65, 0x62]) || tag.contains(0xBC1C) || tag.elementsEqual([0x23]) { continue }
            if scan.matches.contains(where: { $0.start >= start && $0.end <= end && scan.isCodeKeyword($0) }) {
                continue
            }
            return text(scan, first, last)
        }
        return nil
    }

    /// `PayPal: …`, `Crédit Agricole : …`, `Amazon：…`, and a bar set between spaces, as a
    /// title's ("رجاسیر | کد ورود: ۳۱۸۷", "Kestrel | Your code").
    static func colonPrefix(in scan: MessageScan) -> String? {
        colonPrefixSpan(in: scan).map { text(scan, $0.lowerBound, $0.upperBound) }
    }

    /// Where ``colonPrefix(in:)``'s name is in the message.
    static func colonPrefixSpan(in scan: MessageScan) -> Range<Int>? {
        var colon = 0
        let limit = min(40, scan.display.count)
        while colon < limit && scan.display[colon] != 0x3A && scan.display[colon] != 0xFF1A
            && !(scan.display[colon] == 0x7C && colon > 0 && scan.display[colon - 1] == 0x20)
        {
            colon += 1
        }
        guard colon < limit else { return nil }
        var first: Word?
        var last: Word?
        var count = 0
        var position = 0
        var pendingConnector = false
        // A capitalised word that is also a label ("Billetera Plata:") is part of a name that
        // has a name word of its own.
        var borrowed = 0
        var named = 0
        while let word = next(from: position, in: scan), word.end <= colon {
            position = word.end
            // "Bank of America:", "Banco do Brasil:": a connector between two names.
            if first != nil, !pendingConnector, connectors.contains(hash(scan, word)) {
                pendingConnector = true
                continue
            }
            // "Citi Alert:", "DHL Hinweis:": a notice word after the name ends it.
            if first != nil, !pendingConnector, notices.contains(hash(scan, word)) { break }
            // A host name in small letters is a brand too ("gov.br: 528104 é o seu código"), and
            // so is a Latin word in small letters opening a message in another script
            // ("telebirr: የማረጋገጫ ኮድዎ …").
            // "Identita občana:", "Socialna poistovna:": an institution's name capitalised on its
            // first word only.
            let isLowerAfterName =
                first != nil && isLowercaseWord(word, in: scan) && !holdsKeyword(word, in: scan, codeOnly: false)
                && !stopWords.contains(hash(scan, word))
            let isNameWord =
                isName(word, in: scan) || isCaselessName(word, in: scan) || isLowerAfterName
                || scan.display[word.start..<word.end].contains(0x2E)
                || (scan.display[word.start..<word.end].allSatisfy(MessageScan.isASCIILetter)
                    && !holdsKeyword(word, in: scan, codeOnly: false) && isInOtherScript(scan))
            let isLabelInName =
                !isNameWord && isUpper(scan.display[word.start]) && holdsKeyword(word, in: scan, codeOnly: false)
                && !holdsKeyword(word, in: scan, codeOnly: true) && !stopWords.contains(hash(scan, word))
                && !scan.display[word.start..<word.end].contains(where: MessageScan.isDigit)
            guard count < 4, isNameWord || isLabelInName else { return nil }
            if isNameWord { named += 1 } else { borrowed += 1 }
            if first == nil { first = word }
            last = word
            count += 1
            pendingConnector = false
        }
        guard let first, let last, !pendingConnector, borrowed == 0 || named > 0, !scan.hasBoundary(from: 0, to: colon)
        else { return nil }
        // "FRM:no-reply@example.com": a header whose value is an address names no sender.
        var value = colon + 1
        while value < scan.display.count && scan.display[value] == 0x20 { value += 1 }
        while value < scan.display.count && scan.display[value] != 0x20 && scan.display[value] != 0x0A {
            if scan.display[value] == 0x40 { return nil }
            value += 1
        }
        return first.start..<last.end
    }

    /// A sender signing the message's end after a dash, as India's templates do ("OTP for
    /// FASTag KYC update is 990174. Valid for 10 mins. -Highway Pay", "… - EPFO"): one to four
    /// name words after a dash that follows a sentence's end or a space, and nothing after them.
    static func dashSignature(in scan: MessageScan, outside token: MessageScan.Token) -> String? {
        let display = scan.display
        var end = display.count
        while end > 0 && (display[end - 1] == 0x20 || display[end - 1] == 0x0A || display[end - 1] == 0x2E) { end -= 1 }
        var dash = end - 1
        while dash > 0 && end - dash <= 40 && display[dash] != 0x2D && display[dash] != 0x2013
            && display[dash] != 0x2014
        {
            dash -= 1
        }
        guard dash > 0, end - dash <= 40, display[dash - 1] == 0x20 || display[dash - 1] == 0x2E,
            dash > token.end
        else { return nil }
        var count = 0
        var position = dash + 1
        var first: Word?
        var last: Word?
        while let word = next(from: position, in: scan), word.start < end {
            guard count < 4, isName(word, in: scan), !looksRandom(word, in: scan),
                !display[word.start..<word.end].allSatisfy(MessageScan.isDigit)
            else { return nil }
            if let last, !isSpaced(last, word, in: scan) { return nil }
            // "- Team Swiftcab": the team's company.
            if first == nil, teamWords.contains(hash(scan, word)) {
                position = word.end
                continue
            }
            if first == nil { first = word }
            last = word
            count += 1
            position = word.end
        }
        guard let first, let last, last.end == end else { return nil }
        return text(scan, first.start, last.end)
    }

    /// The first word that starts at or after `position`.
    static func next(from position: Int, in scan: MessageScan) -> Word? {
        var start = position
        while start < scan.display.count && !isNameScalar(scan.display[start]) { start += 1 }
        guard start < scan.display.count else { return nil }
        return Word(start: start, end: wordEnd(from: start, in: scan.display))
    }

    /// The last word that ends at or before `position`.
    static func previous(before position: Int, in scan: MessageScan) -> Word? {
        var end = min(position, scan.display.count)
        while end > 0 && !isNameScalar(scan.display[end - 1]) { end -= 1 }
        guard end > 0 else { return nil }
        var start = end - 1
        while start > 0 {
            if isNameScalar(scan.display[start - 1]) {
                start -= 1
            } else if start >= 2, scan.display[start - 1] == 0x2D || scan.display[start - 1] == 0x26,
                isNameScalar(scan.display[start - 2])
            {
                start -= 1
            } else if start >= 2, isDomainDot(at: start - 1, in: scan.display) {
                start -= 1
            } else {
                break
            }
        }
        return Word(start: start, end: wordEnd(from: start, in: scan.display))
    }

    /// Where the word starting at `start` ends: name scalars, joined by a hyphen or an ampersand
    /// (Т-Банк, e-Devlet, AT&T) or by the dot of a host name (Booking.com, Login.gov).
    private static func wordEnd(from start: Int, in display: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var index = start
        while index < display.count {
            if isNameScalar(display[index]) {
                index += 1
            } else if (display[index] == 0x2D || display[index] == 0x26) && index + 1 < display.count
                && isNameScalar(display[index + 1]) && index > start
            {
                index += 1
            } else if index > start && isDomainDot(at: index, in: display) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// Up to three name words right before the keyword, over at most one plain word:
    /// "Your Steam Guard code", "Use 739104 as Microsoft account security code", "Googleの確認コード".
    static func namedBefore(_ position: Int, in scan: MessageScan, outside token: MessageScan.Token) -> String? {
        // "Uber-Code", "Google-Bestätigungscode": the name is the part before the hyphen.
        if position > 1, scan.display[position - 1] == 0x2D, isNameScalar(scan.display[position - 2]) {
            var start = position - 2
            while start > 0 && isNameScalar(scan.display[start - 1]) { start -= 1 }
            if isName(Word(start: start, end: position - 1), in: scan) { return text(scan, start, position - 1) }
        }
        guard var current = previous(before: position, in: scan) else { return nil }
        var skipped = 0
        while !isName(current, in: scan) {
            skipped += 1
            guard skipped <= 1 else { return nil }
            let word = current
            if scan.matches.contains(where: { $0.start <= word.start && $0.end >= word.end && scan.isCodeKeyword($0) })
                || isClause(word, in: scan)
            {
                return nil
            }
            // "die Zusendung eines Bestätigungscodes": a noun before an article is no name.
            if articles.contains(hash(scan, word)) { return nil }
            // "Change your password": a name is never right before the possessive (but may be
            // before a colon: "Crédit Agricole : votre code").
            if possessives.contains(hash(scan, word)), let earlier = previous(before: word.start, in: scan),
                word.start - earlier.end == 1
            {
                return nil
            }
            guard let earlier = previous(before: current.start, in: scan) else { return nil }
            current = earlier
        }
        // Not across a sentence end: "… on Windows. Code: 482913" names no service.
        guard position - current.end <= 14, !overlaps(current, token),
            !scan.hasBoundary(from: current.end, to: position)
        else { return nil }
        var first = current
        var taken = 0
        // (Not over a line break: "e-Kapı\nGiriş için doğrulama kodunuz".)
        while taken < 2, let earlier = previous(before: first.start, in: scan), isName(earlier, in: scan),
            first.start - earlier.end <= 1, first.start == earlier.end || scan.display[earlier.end] != 0x0A,
            !overlaps(earlier, token)
        {
            first = earlier
            taken += 1
        }
        return text(scan, first.start, current.end)
    }

    /// Name words right after the keyword, over a connecting word: "code for Airbnb",
    /// "código de verificação do WhatsApp", "Code Vinted", "код подтверждения Wildberries".
    static func namedAfter(_ position: Int, in scan: MessageScan, outside token: MessageScan.Token) -> String? {
        // Not across a sentence end: "… to sign in? Change your password" names no service.
        guard var current = next(from: position, in: scan), current.start - position <= 3,
            !scan.hasBoundary(from: position, to: current.start)
        else { return nil }
        if connectors.contains(hash(scan, current)) {
            guard let following = next(from: current.end, in: scan), following.start - current.end <= 2 else {
                return nil
            }
            current = following
        }
        // A number glued to the keyword is the keyword's ("PIN2 code 5566"), never a name; one
        // after a space may be a brand ("Seu código 99 é 3918"). Chinese, Japanese and Korean
        // glue particles and verbs to it ("코드를 입력하여", "验证码完成验证").
        guard isName(current, in: scan), !overlaps(current, token),
            current.start > position
                || !scan.display[current.start..<current.end].allSatisfy({
                    MessageScan.isDigit($0) || isCJK($0)
                })
        else { return nil }
        var last = current
        var taken = 0
        while taken < 2, let following = next(from: last.end, in: scan), following.start - last.end == 1,
            scan.display[last.end] == 0x20, isName(following, in: scan), !overlaps(following, token)
        {
            last = following
            taken += 1
        }
        return text(scan, current.start, last.end)
    }

    /// The name between "your" and "account" or "app": "Use 815027 to verify your Harrow & Finch
    /// account".
    static func possessedAccount(in scan: MessageScan, words: [Word]) -> String? {
        for (index, word) in words.enumerated()
        where word.end - word.start <= 5 && possessives.contains(hash(scan, word)) {
            var last = index
            while last + 1 < words.count, last - index < 3, isName(words[last + 1], in: scan),
                words[last + 1].start - words[last].end <= 3
            {
                last += 1
            }
            guard last > index, last + 1 < words.count, words[last + 1].start - words[last].end == 1,
                accountWords.contains(hash(scan, words[last + 1]))
            else { continue }
            return text(scan, words[index + 1].start, words[last].end)
        }
        // Bengali: "আপনার পথিক ভেরিফিকেশন কোড", "আপনার তাঁতঘর অ্যাকাউন্টে": one or two words
        // between "your" and the code's or the account's word. (Not Hindi, which puts a code's
        // kind there: "आपका पंजीकरण OTP", "आपकी सुरक्षा के लिए".)
        for (index, word) in words.enumerated()
        where (0x0980...0x09FF).contains(scan.display[word.start]) && caselessPossessives.contains(hash(scan, word)) {
            var last = index
            while last + 1 < words.count, last - index < 2, isCaselessName(words[last + 1], in: scan),
                isSpaced(words[last], words[last + 1], in: scan)
            {
                last += 1
            }
            guard last > index, last + 1 < words.count, isSpaced(words[last], words[last + 1], in: scan) else {
                continue
            }
            let following = words[last + 1]
            if caselessAccountWords.contains(hash(scan, following))
                || scan.matches.contains(where: { $0.start == following.start && scan.isCodeKeyword($0) })
            {
                return text(scan, words[index + 1].start, words[last].end)
            }
        }
        return nil
    }

    /// A name that Turkish and Azerbaijani set apart from its case ending with an apostrophe
    /// ("Yemekcepte'ye hoş geldin", "e-Kapı'ya yeni bir cihazdan giriş"), or that names the
    /// account after it ("Getirgo hesabındaki", "Elan24 hesabınızı"): up to three words of a
    /// name before it.
    static func suffixedName(in scan: MessageScan, words: [Word]) -> String? {
        let display = scan.display
        for (index, word) in words.enumerated() {
            var named = false
            if word.end + 1 < display.count, display[word.end] == 0x27 || display[word.end] == 0x2019 {
                var end = word.end + 1
                while end < display.count && ScalarFolding.isWordLetter(display[end]) { end += 1 }
                named =
                    (2...6).contains(end - word.end) && display[(word.end + 1)..<end].allSatisfy { !isUpper($0) }
                    && caseEndings.contains(hash(scan.folded[(word.end + 1)..<end]))
            } else if index + 1 < words.count, case let first = scan.folded[words[index + 1].start],
                first == 0x68 || first == 0x74 || first == 0x75,
                words[index + 1].end - words[index + 1].start >= 5, isSpaced(word, words[index + 1], in: scan)
            {
                let following = scan.folded[words[index + 1].start..<words[index + 1].end]
                named = accountStems.contains { following.starts(with: $0) }
            }
            // The cheap tests first: most words are followed by neither.
            guard named, isName(word, in: scan) else { continue }
            var first = index
            while first > 0, index - first < 2, isName(words[first - 1], in: scan),
                isSpaced(words[first - 1], words[first], in: scan)
            {
                first -= 1
            }
            return text(scan, words[first].start, word.end)
        }
        return nil
    }

    /// Turkish and Azerbaijani case endings after an apostrophe (not English "'s", "'re").
    static let caseEndings = hashes([
        "a", "e", "ya", "ye", "ı", "i", "u", "ü", "yı", "yi", "yu", "yü", "da", "de", "ta", "te", "dan", "den",
        "tan", "ten", "ın", "in", "un", "ün", "nın", "nin", "nun", "nün", "la", "le", "yla", "yle", "na", "ne",
        "nda", "nde", "ndan", "nden", "daki", "deki", "ndaki", "ndeki", "ə", "yə", "də", "dən",
    ])
    /// An account in Turkish and Azerbaijani ("hesabınız", "hesabındaki"), an app ("YolTaksi
    /// tətbiqində", "Pazarix uygulamasına").
    static let accountStems = ["hesab", "tətbiq", "uygulama"].map(KeywordMatcher.fold)

    /// "sign in to Robinhood", "для входа в Госуслуги", "um dich bei Lieferando anzumelden".
    static func prepositional(in scan: MessageScan, words: [Word]) -> String? {
        for (index, word) in words.enumerated() where word.end - word.start <= 11 {
            let key = hash(scan, word)
            let isNamingNoun = namingNouns.contains(key)
            guard isNamingNoun || prepositions.contains(key) else { continue }
            var next = index + 1
            // "sign in to your Acme account": the name comes after the possessive; "on your TV", "on
            // your Smart TV" name a device.
            if next < words.count, words[next].start - word.end <= 2, possessives.contains(hash(scan, words[next])) {
                next += 1
                if next < words.count, isDevice(scan.folded[words[next].start..<words[next].end]) { continue }
            }
            // Not a number: "expira em 10 minutos". In a script without case, a word is a name
            // only right before the colon that gives the code ("رمز التحقق في أبشر: 7392"). Only a
            // space or a quotation mark comes between ("в «Смаколику»"): "A.Ş." and "A/S" are
            // legal forms.
            guard next < words.count, words[next].start - words[next - 1].end <= 2,
                scan.display[words[next - 1].end..<words[next].start].allSatisfy({
                    $0 == 0x20 || $0 == 0x22 || $0 == 0x27 || $0 == 0xAB || (0x2018...0x201E).contains($0)
                }),
                isName(words[next], in: scan)
                    || (isCaselessName(words[next], in: scan)
                        && (isNamingNoun || opensCaselessName(next, in: words, scan: scan)
                            || scan.display[words[next].end..<min(words[next].end + 2, scan.display.count)]
                                .contains(0x3A))),
                !scan.display[words[next].start..<words[next].end].allSatisfy(MessageScan.isDigit),
                // After Indonesian and Italian "di", capitals name a merchant or a payee ("pembayaran
                // di TOKO SEPATU MURAH", "bonifico di GIULIA ROSSI"), not the sender.
                key != diKey || !scan.display[words[next].start..<words[next].end].allSatisfy(MessageScan.isCapital)
            else {
                continue
            }
            var last = next
            while last + 1 < words.count, last - next < 2, isName(words[last + 1], in: scan),
                isSpaced(words[last], words[last + 1], in: scan)
            {
                last += 1
            }
            // In a script without case: the word after the noun, and the next one after a kind of
            // business; never a function word ("לאפליקציה כדי …").
            if last == next, isNamingNoun || opensCaselessName(next, in: words, scan: scan) {
                guard !stopWords.contains(hash(scan, words[next])) else { continue }
                if opensCaselessName(next, in: words, scan: scan) { last = next + 1 }
            }
            return text(scan, words[next].start, words[last].end)
        }
        return nil
    }

    /// Whether the word at `index` is a kind of business in a script without case and the next
    /// word names it ("مصرف النخيل", "בנק הגליל").
    private static func opensCaselessName(_ index: Int, in words: [Word], scan: MessageScan) -> Bool {
        caselessHeads.contains(hash(scan, words[index])) && index + 1 < words.count
            && isCaselessName(words[index + 1], in: scan) && isSpaced(words[index], words[index + 1], in: scan)
    }

    /// The company a warning names as the one who will never ask for the code: "Don't share it,
    /// even with Ardent staff", "Cobalt Pay will never ask for this code". Only words of four
    /// letters ("even", "will") are looked up.
    static func warningName(in scan: MessageScan, words: [Word]) -> String? {
        for (index, word) in words.enumerated() where word.end - word.start == 4 {
            let key = hash(scan, word)
            if key == even {
                // "even Ardent staff", "even with Ardent staff".
                var first = index + 1
                if first < words.count, hash(scan, words[first]) == with { first += 1 }
                guard first < words.count, isSpaced(words[first - 1], words[first], in: scan) else { continue }
                var last = first - 1
                while last + 1 < words.count, last + 1 - first < 3, isSpaced(words[last], words[last + 1], in: scan),
                    isName(words[last + 1], in: scan)
                {
                    last += 1
                }
                if last >= first, last + 1 < words.count, isSpaced(words[last], words[last + 1], in: scan),
                    staff.contains(hash(scan, words[last + 1]))
                {
                    return text(scan, words[first].start, words[last].end)
                }
            } else if key == will, index > 0, index + 1 < words.count, hash(scan, words[index + 1]) == never,
                isSpaced(words[index - 1], word, in: scan)
            {
                // "Cobalt Pay will never ask".
                var first = index
                while first > 0, index - first < 3, isSpaced(words[first - 1], words[first], in: scan),
                    isName(words[first - 1], in: scan)
                {
                    first -= 1
                }
                if first < index { return text(scan, words[first].start, words[index - 1].end) }
            }
        }
        return nil
    }

    private static let even = hash(KeywordMatcher.fold("even"))
    private static let with = hash(KeywordMatcher.fold("with"))
    private static let will = hash(KeywordMatcher.fold("will"))
    private static let never = hash(KeywordMatcher.fold("never"))
    private static let staff = hashes([
        "staff", "employees", "employee", "team", "agents", "support", "representatives",
    ])

    /// A brand in Latin letters inside a message in another script: "Zomato में लॉगिन…",
    /// "…لتطبيق STC Pay".
    static func latinNameInOtherScript(in scan: MessageScan, words: [Word], outside token: MessageScan.Token)
        -> String?
    {
        guard isInOtherScript(scan) else { return nil }
        // Never the code itself ("पासवर्ड रीसेट कोड: K4M9TZ" is Latin too).
        for (index, word) in words.enumerated()
        where (word.end <= token.start || word.start >= token.end)
            && scan.display[word.start..<word.end].allSatisfy(MessageScan.isAlphanumeric) && isName(word, in: scan)
            && scan.display[word.start..<word.end].contains(where: MessageScan.isASCIILetter)
        {
            var last = index
            while last + 1 < words.count, words[last + 1].start - words[last].end == 1,
                scan.display[words[last + 1].start..<words[last + 1].end].allSatisfy(MessageScan.isAlphanumeric),
                isName(words[last + 1], in: scan)
            {
                last += 1
            }
            return text(scan, word.start, words[last].end)
        }
        return nil
    }

    /// Whether fewer than a third of the message's letters are Latin. A message in Latin letters
    /// settles it early: once its Latin letters are a third of every letter it could still have.
    static func isInOtherScript(_ scan: MessageScan) -> Bool {
        var letters = 0
        var latin = 0
        let count = scan.display.count
        for index in 0..<count {
            let value = scan.display[index]
            guard value >= 0x41 else { continue }
            letters += 1
            if MessageScan.isASCIILetter(value) {
                latin += 1
                if latin * 3 >= letters + (count - index - 1) { return false }
            }
        }
        return letters > 0 && latin * 3 < letters
    }

    /// A sentence that is only a name, not the code itself: "… Don't share it. -Ticketmaster", "… Никому. МТС".
    /// A last sentence in a script without case signed after a dash ("… ৫ মিনিট। - ভূমি সহায়ক")
    /// goes to `dashed`, to be read after every other rule: a name the text gives is more often
    /// the service's than a signature's bank ("… at Amazon … -ICICI బ్యాంక్").
    static func signature(
        in scan: MessageScan, words: [Word], outside token: MessageScan.Token, dashed: inout String?
    ) -> String? {
        // An app hash ends the message but signs nothing.
        var words = words[...]
        if let hash = scan.appHashStart() {
            while let last = words.last, last.end > hash { words.removeLast() }
        }
        // The words split into sentences (or at a spaced dash), as ranges of `words`: group `k`
        // runs from `starts[k]` to the next start. The first group may be empty.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: words.count + 1) { starts in
            var groups = 1
            starts[0] = 0
            var sentenceStart = 0
            for (index, word) in words.enumerated() {
                let gap = scan.display[sentenceStart..<word.start]
                let dash = gap.contains(0x20) && (gap.contains(0x2D) || gap.contains(0x2014) || gap.contains(0x2013))
                if scan.hasBoundary(from: sentenceStart, to: word.start) || dash {
                    starts[groups] = index
                    groups += 1
                }
                sentenceStart = word.end
            }
            // Only the first and the last sentence sign a message: a name-like word alone in the
            // middle is a field's label ("Vergleichswert\n v 7 n M …\nTAN\n …").
            let firstGroup = starts[0] == (groups > 1 ? starts[1] : words.count) ? 1 : 0
            var end = words.count
            for group in (0..<groups).reversed() {
                var range = starts[group]..<end
                end = starts[group]
                // "… lautet: 734921. Ihre Sparkasse": a possessive may open the signature, and so
                // may the word for a team ("Team Dabba Express", "Zespół Targowisko.pl").
                if range.count > 1, case let key = hash(scan, words[range.lowerBound]),
                    possessives.contains(key) || teamWords.contains(key)
                {
                    range = (range.lowerBound + 1)..<range.upperBound
                }
                // What stands between this group and the words before it.
                let gapStart = range.lowerBound > 0 ? words[range.lowerBound - 1].end : 0
                let gap = scan.display[gapStart..<words[range.lowerBound].start]
                // A bank's or a company's name on the last line of its own, in a script without
                // case ("… لا تشاركه.\nبنك الخليج الوطني الجديد"), opens with the kind of business.
                let isFooter =
                    group == groups - 1 && (2...4).contains(range.count) && gap.contains(0x0A)
                    && caselessHeads.contains(hash(scan, words[range.lowerBound]))
                    && !scan.display[words[range.lowerBound].start..<words[range.upperBound - 1].end].contains {
                        $0 == 0x3A || $0 == 0x0A
                    }
                guard (1...3).contains(range.count) || isFooter, group == groups - 1 || group == firstGroup else {
                    continue
                }
                // Hiragana between the words makes a clause ("PayPayをご利用いただき…"), not a name.
                let span = scan.display[words[range.lowerBound].start..<words[range.upperBound - 1].end]
                // In a script without case, only a first line of its own names the sender
                // ("مصرف الراجحي\nرمز التحقق: 5519").
                let isHeader =
                    group == firstGroup && words[range.upperBound - 1].end < scan.display.count
                    && scan.display[words[range.upperBound - 1].end] == 0x0A
                // … or a last sentence signed after a dash ("… ৫ মিনিট। - ভূমি সহায়ক").
                let isSigned = group == groups - 1 && gap.contains { $0 == 0x2D || $0 == 0x2013 || $0 == 0x2014 }
                guard !span.contains(where: { (0x3041...0x309F).contains($0) }) else { continue }
                func isSigning(_ word: Word, caseless: Bool) -> Bool {
                    (isName(word, in: scan) || (caseless && isCaselessName(word, in: scan)))
                        && !scan.display[word.start..<word.end].allSatisfy(MessageScan.isDigit)
                        && !looksRandom(word, in: scan) && !overlaps(word, token)
                }
                if words[range].allSatisfy({ isSigning($0, caseless: isHeader || isFooter) }) {
                    return text(scan, words[range.lowerBound].start, words[range.upperBound - 1].end)
                }
                if isSigned, !isHeader, dashed == nil, words[range].allSatisfy({ isSigning($0, caseless: true) }) {
                    dashed = text(scan, words[range.lowerBound].start, words[range.upperBound - 1].end)
                }
            }
            return nil
        }
    }

    /// A word whose case flips like a random string's (an app hash line, `aAbBcCdDeEf`), not a
    /// name's (`WhatsApp`, `iCloudDrive`): four or more capitals right after a small letter.
    static func looksRandom(_ word: Word, in scan: MessageScan) -> Bool {
        var rises = 0
        for position in (word.start + 1)..<max(word.start + 1, word.end)
        where MessageScan.isCapital(scan.display[position])
            && (scan.display[position - 1] | 0x20) == scan.display[position - 1]
            && MessageScan.isASCIILetter(scan.display[position - 1])
        {
            rises += 1
        }
        return rises >= 4
    }

    /// FNV-1a over the folded scalars of a word: common words are looked up by this hash, so
    /// no string is made per word.
    static func hash(_ scan: MessageScan, _ word: Word) -> UInt64 {
        hash(scan.folded[word.start..<word.end])
    }

    static func hash(_ scalars: some Sequence<UInt32>) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for scalar in scalars {
            value = (value ^ UInt64(scalar)) &* 0x100_0000_01B3
        }
        return value
    }

    static func hashes(_ words: [String]) -> WordHashes {
        WordHashes(words.map { hash(KeywordMatcher.fold($0)) })
    }

    /// A set of word hashes. The keys are FNV-1a hashes already, so a lookup indexes an
    /// open-addressed table with their low bits instead of hashing them again as `Set` would.
    struct WordHashes: Sendable {
        /// Zero marks an empty slot; no listed word hashes to zero.
        private let slots: [UInt64]
        private let mask: Int

        init(_ keys: [UInt64]) {
            var size = 16
            while size < 4 * keys.count { size *= 2 }
            var slots = [UInt64](repeating: 0, count: size)
            for key in keys {
                precondition(key != 0, "a listed word hashes to zero")
                var slot = Int(truncatingIfNeeded: key) & (size - 1)
                while slots[slot] != 0 && slots[slot] != key { slot = (slot + 1) & (size - 1) }
                slots[slot] = key
            }
            self.slots = slots
            mask = size - 1
        }

        func contains(_ key: UInt64) -> Bool {
            var slot = Int(truncatingIfNeeded: key) & mask
            while true {
                let stored = slots[slot]
                if stored == key { return key != 0 }
                if stored == 0 { return false }
                slot = (slot + 1) & mask
            }
        }
    }

    static let accountWords = hashes(["account", "app"])
    /// A team that signs a message: its company is the name.
    static let teamWords = hashes(["team", "équipe", "equipo", "equipa", "zespół", "squadra", "tim"])
    /// German and French articles, over which no name comes before a code's word.
    static let articles = hashes(["eines", "einer", "eine", "ein", "des", "der", "dem", "den", "un", "une", "les"])
    static let caselessPossessives = hashes(["আপনার", "তোমার"])
    static let caselessAccountWords = hashes(["অ্যাকাউন্ট", "অ্যাকাউন্টে", "অ্যাকাউন্টের", "অ্যাপ", "অ্যাপে"])
    static let connectors = hashes([
        "for", "de", "do", "da", "del", "di", "du", "d", "of", "fur", "von", "от", "для", "dla", "cua", "della",
        "voor", "til", "till", "sa", "ya", "fra", "från", "from",
    ])
    static let diKey = hash(KeywordMatcher.fold("di"))
    /// Devices a code is typed on ("on your TV", "Smart TV"), in small letters.
    static let deviceNames: [[UInt32]] = [
        "tv", "smart", "smart tv", "television", "fernseher", "tele", "televisor", "телевизор",
    ].map { $0.unicodeScalars.map(\.value) }

    /// Whether scalars spell only a device's name, capital Latin letters taken as small ones.
    static func isDevice(_ scalars: some Collection<UInt32>) -> Bool {
        deviceNames.contains { device in
            device.count == scalars.count
                && zip(device, scalars).allSatisfy { $0 == ((0x41...0x5A).contains($1) ? $1 | 0x20 : $1) }
        }
    }

    /// Whether a name is only a device's; most names are told apart by their length or first
    /// letter before their scalars are compared.
    static func isDevice(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count <= 10, let first = bytes.first, [0x74, 0x73, 0x66].contains(first | 0x20) else {
            return false
        }
        return isDevice(name.unicodeScalars.map(\.value))
    }
    static let prepositions = hashes([
        // "sign in to Robinhood", "verify your identity on Revolut", "in Ride Karo".
        "to", "into", "in", "on", "bei", "en", "a", "em", "в", "на", "accedere", "entrar", "iniciar", "cuenta", "conta",
        // Danish and Norwegian "til", Czech and Slovak "na", Polish "w"; an app's name after the
        // word ("à app Atlântida", "do aplikace Jizdenky").
        "til", "na", "w", "chez", "app", "aplikace", "aplikaci", "aplikacji", "aplicatia", "aplicativo", "aplicacion",
        "compte", "konto", "conto", "account", "για", "في", "لدى", "إلى", "در", "به",
        // An account, a service or a platform named after its word: Indonesian "ke akun Dompetku",
        // Polish "w serwisie Mieszkanio", "koncie Targowo", Vietnamese "tại Giao Hàng Xanh", "tài
        // khoản NoiNhanh", Russian "для сервиса ЕдаРядом".
        "akun", "aplikasi", "serwisie", "koncie", "tai", "khoan", "сервиса", "сервисе", "platform", "plateforme",
        "plataforma", "piattaforma",
        // "per", "pour", "para" before a name ("codice di verifica per Regione Marca Sanità"); not
        // German "für", before which every noun is capitalised ("für Rückfragen").
        "per", "pour", "para",
        // "Thanks for joining Zipwheel", Indonesian "mendaftar di SiPanda".
        "joining", "di", "von",
        // "of", "for", "in" and "to" before a name in Swahili ("akaunti yako ya Duka Letu"), Hausa
        // ("lambar shiga ta SahelPay"), Yoruba ("fún OwóWa"), Igbo ("maka EgoNow"), Somali ("ee
        // Lacag Dhaqso"), Kinyarwanda ("kuri Isoko Online"), Afrikaans ("vir Kaapse Bank"), and the
        // South Slavic languages ("u Papaj", "v Lačen", "pri Kramariji", "за Клопче", "во …").
        "ya", "wa", "za", "ta", "fún", "maka", "ee", "kuri", "vir", "u", "v", "pri", "за", "во",
    ])
    /// Words for an app, a platform or a site in scripts without case, after which the next word
    /// is the name with or without a colon ("في تطبيق طلباتي", "إلى منصة عنواني", "לאפליקציית
    /// שחר", "באתר 'בית ועיצוב'").
    static let namingNouns = hashes([
        "تطبيق", "لتطبيق", "منصة", "لمنصة", "אפליקציית", "לאפליקציית", "באפליקציית", "לאתר", "באתר",
    ])
    /// A kind of business that opens a name in those scripts and needs the word after it ("בנק
    /// הגליל", "سوق المزاد").
    static let caselessHeads = hashes([
        "בנק", "ביטוח", "בריאות", "קופת", "חברת", "بنك", "مصرف", "سوق", "صندوق", "بوابة", "متجر", "شركة",
        "محفظة", "مستشفى", "بانک", "بیمه",
    ])
    /// Words that title a notice ("Citi Alert:"): never a name, and they end a sender's name.
    static let noticeWords = [
        "alert", "alerts", "reminder", "notice", "notification", "hinweis", "aviso", "rappel", "lembrete", "promemoria",
        // "SAF informa:", "Banco Andino informa:"; "Arcwave account:".
        "informa", "account",
    ]
    static let notices = hashes(noticeWords)
    /// An e-mail's subject field: "Subject: Your Instacart code", "件名：【メルカリ】…".
    static let subjectWords = [
        "subject", "betreff", "objet", "asunto", "assunto", "oggetto", "onderwerp", "temat", "тема", "konu",
        "predmet", "targy", "amne", "emne", "aihe", "subjek", "θεμα", "موضوع", "נושא", "件名", "主题", "主旨", "제목", "mövzu",
        "الموضوع", "tema", "teema", "temats", "subiect", "subjekti", "เรื่อง",
        "বিষয়", "zadeva", "efni", "evni", "ábhar", "pwnc", "suġġett", "mawduuca", "sijè", "perihal",
    ]
    static let subjects = hashes(subjectWords)
    static let possessives = hashes([
        "your", "ihr", "ihre", "dein", "deine", "tu", "su", "votre", "seu", "sua", "il", "la", "την", "το",
    ])
    static let stopWords = hashes(
        noticeWords + subjectWords + [
            // Japanese "画面" (the screen to type it on), Armenian "Մուտքի" (a sign-in's).
            "画面", "մուտքի",
            // SMS shorthand for "your" and "verification" ("UR VER CODE FOR PAYTM").
            "ur", "ver",
            // A device's system or browser a sign-in came from ("New sign-in from Chrome on Windows").
            "windows", "android", "linux", "macos", "iphone", "ipad", "chrome", "firefox",
            // Greetings' nouns ("Dear Valued Customer", "Dear Applicant"; not "Sir", a Welsh county's).
            "valued", "madam", "applicant", "subscriber",
            // A sign-in opening a line under the name ("e-Kapı\nGiriş için", "별빛증권\n로그인 …").
            "giriş", "로그인",
            // The header fields of a message a gateway forwards ("Von: +49 160 99812203").
            // Where a code is typed or how long it lasts ("入力", "有効期限", "次の"), Korean "this"
            // ("이 인증번호"); the step a code is for ("eSIM", "Activation", "Authorisation", "New
            // sign-in"). Not "TV" nor "Login", which end names ("Kaamos TV", "NHS login").
            "入力", "有効期限", "次", "이", "esim", "activation", "authorisation", "authorization", "new",
            // Italian's courteous "your" ("per il Suo account"); a channel ("per E-Mail").
            "suo", "sua", "e-mail", "email",
            // Korean carriers' tags ("[Web발신]") on a line of their own, before a code's word.
            "web발신", "국외발신", "국제발신",
            "dari", "od", "발신", "수신", "ricevuto", "diterima", "odebrano", "ontvangen", "recebido",
            "from", "von", "received", "empfangen", "absender", "sender", "expediteur", "remitente", "mittente",
            "afzender", "nadawca", "отправитель", "от", "差出人", "发件人", "寄件者",
            "your", "you", "use", "do", "don't", "dont", "don", "never", "the", "this", "that", "if", "hi", "hello",
            "hey",
            // Hinglish: "Aapka Zepto login OTP …".
            "aapka", "apka", "aapki", "apki", "aapke", "apke",
            // Indonesian warnings in capitals: "JANGAN BERIKAN KODE INI KE SIAPAPUN".
            "ini", "ke", "siapapun", "berikan", "kepada",
            "dear", "please", "enter", "type", "copy", "paste", "vul", "verification", "verify", "confirm", "code",
            "ihr", "ihre", "dein", "deine",
            "tu", "su", "votre", "vos", "seu", "sua", "il", "la", "le", "lo", "ваш", "ваша", "никому", "не", "bu", "ma",
            "o", "a", "el", "los", "las", "fur", "per", "para", "pour", "usa", "utilisez", "verwende", "geben", "gib",
            "teile", "saisissez", "ingresa", "digite", "inserisci", "introduza", "introduzca", "insira", "entrez",
            "non", "no", "nunca", "jamais", "niemals", "sms",
            "dr", "mr", "mrs", "ms", "sr", "sra", "herr", "frau", "mme", "security", "fraud", "important", "urgent",
            "we", "it", "is", "our", "msg", "reply", "questions", "happy", "welcome", "id", "qr", "vui", "quy",
            "tuyet",
            // Greetings, pronouns and adjectives that open a sentence in the languages of the
            // seventeenth round ("Sannu,", "Nnọọ!", "Molo!", "Tvoja koda", "Aktivacijski kod").
            "sannu", "nnọọ", "molo", "sawubona", "mpe", "usishare", "ntuyihe", "tvoja", "твојот", "вашиот", "vasiot",
            "aktivacioni", "aktivacijski", "živjo", "zdravo", "pozdravljeni", "смс",
            "khong", "het", "giao", "sie", "wir", "du", "vous", "nous", "en", "het", "er", "es", "ne", "ce", "cet",
            "kimseyle", "lutfen", "bankamiz", "sizden", "if", "valid", "expires", "expire",
            "aldri", "aldrig", "nooit", "koskaan", "nigdy", "nikdy", "soha", "niciodata", "mai",
            // Function words that open an English sentence in capitals ("To continue, enter …").
            "to", "for", "from", "with", "at", "on", "in", "by", "as", "and", "or", "kind", "regards", "thanks",
            // Pronouns, articles and imperatives that open a sentence in the other languages.
            "uw", "je", "jouw", "de", "een", "gebruik", "voer", "din", "ditt", "dina", "ert", "anvand", "ange", "bruk",
            "skriv", "dit", "brug", "indtast", "sinun", "kayta", "syota", "twoj", "twoja", "twoje", "wasz", "uzyj",
            "wpisz", "podaj", "nie", "vas", "vase", "vasa", "tvuj", "tvoj", "pouzijte", "zadejte", "zadajte", "pouzite",
            "az", "te", "on", "adja", "codul", "tau", "dvs", "folositi", "introduceti", "nu", "ο", "η", "το", "σας",
            "σου", "μην", "ваш", "ваше", "ніколи", "введіть", "anda", "kamu", "gunakan", "jangan", "ang", "iyong", "mo",
            "huwag", "gamitin", "yako", "wako", "usimpe", "tumia", "msimbo", "nambari", "namba", "kodi", "deel", "geef",
            "deze", "dela", "ge", "del", "giv", "gi", "jaa", "ala", "udostepniaj", "podawaj", "nikomu", "nesdilejte",
            "nezdielajte", "comunica", "berikan", "usishiriki", "нікому", "jou", "jy", "moet", "die", "der", "das",
            "dem", "den", "des", "вашият", "вашата", "вашия", "вашето", "вашите",
            // Lithuanian and Estonian pronouns and greetings, Kurmanji "this", the Xhosa and Zulu
            // word for a code and Igbo "use", which open sentences there.
            "jusu", "tavo", "teie", "sinu", "tere", "ve", "ikhowudi", "ikhodi", "jiri",
            // South Slavic greetings, "enter", "new" and "previous" before a code ("Poštovani,",
            // "Унесите код", "Нови код", "Prethodni kod"; not "Нова", a courier's name);
            // Icelandic "your", Welsh "is", Maltese "the code", Oromo "customer".
            "poštovani", "poštovana", "поштовани", "поштована", "унесите", "нови", "prethodni",
            "претходни", "þinn", "þín", "mae", "il-kodiċi", "maamila",
            // Russian "you" ("Вы запросили сброс пароля"); Malay "for", "activation", and the
            // halves of "Sdn. Bhd." read as sentences; Filipino "I-type", "Mag-e-expire".
            "вы", "ты", "untuk", "pengaktifan", "sdn", "bhd", "i-type", "mag-e-expire",
            // Greek imperatives and words before a code ("Εισαγάγετε", "Καταχωρίστε", "Προσωρινός
            // κωδικός").
            "εισαγαγετε", "καταχωριστε", "αλλαξε", "προσωρινος", "κωδικος",
            // … and Bulgarian and Romanian ones ("Въведете кода", "Използвайте", "Pentru", "Noul").
            "въведете", "това", "нов", "потвърдете", "вход", "използвайте", "еднократна", "pentru", "noul",
            // "New" and "Attention" before a new code or a warning ("Nowy kod weryfikacyjny …",
            // "Yeni doğrulama kodunuz", "Внимание!"); not the Romance and German words, which open
            // brands too ("Apa Nova", "Nouvelle Frontières").
            "nowy", "nowa", "yeni", "ny", "nytt", "νεος", "νεα", "νεο", "новый", "новая", "внимание", "увага",
            "attention", "achtung", "atencion", "attenzione", "atentie",
            // Greetings and imperatives that open a line ("Bonjour,", "Foloseste codul").
            "bonjour", "bonsoir", "hola", "hallo", "ciao", "hej", "hei", "merhaba", "salut", "ahoj",
            "szia", "foloseste", "este", "esta", "estimado", "estimada", "cliente", "upi",
            // The buttons a verified sender's message shows, written out ("[Copy code]", "Kopieren").
            "copy", "copiar", "kopieren", "copier", "copia", "kopiuj", "salin", "sao", "chep", "コピー", "复制", "복사",
            // Greetings and alerts that open Arabic and Hebrew messages.
            "عزيزي", "عزيزتي", "العميل", "عميلنا", "تنبيه", "مرحبا", "اهلا", "تذكير", "شكرا", "שלום", "לקוח", "לקוחה",
            "יקר", "יקרה", "תזכורת", "הודעה", "התראה",
            // Words an e-mail's body opens a sentence with or capitalises: German possessives and
            // nouns ("Ihrer Identität", "auf der Seite"), Polish "Twoim", Swedish "Någon", Czech
            // "Pro", Turkish "Tüm hakları saklıdır".
            "ihrer", "ihres", "ihrem", "ihren", "seite", "sehr", "geehrte", "geehrter", "twoim", "twojego", "twojej",
            "nagon", "pro", "tum", "dieser", "diese", "dieses", "diesen", "oder", "voici", "utilise", "ton", "ви",
            "верный",
            // A reply's or a forward's subject prefix ("RE: Activation de votre compte", "AW:", "Fwd:").
            "re", "aw", "fw", "fwd",
            // An Indonesian greeting and "confirm" opening a sentence ("Hai Dewi,", "Konfirmasi dgn
            // OTP").
            "hai", "konfirmasi",
            // Hebrew and Arabic function words and common nouns after an app's word ("לאפליקציה
            // כדי", "את", "הבנק"); not "من", Persian "my" in names ("دولت من").
            "כדי", "את", "או", "של", "עם", "على", "عن", "إلى", "הבנק", "הביטוח", "לאפליקציה",
            "ולאפליקציה", "האפליקציה",
            // Verbs and nouns that open a sentence, capitalised there ("Reset code for Halcyon
            // Health", "Ingrese el código", "Úsalo para", "Withdrawal request:", Swahili "Karibu",
            // "Kama").
            "reset", "ingrese", "usalo", "restablecimiento", "withdrawal", "request", "email", "heads", "karibu",
            "kama", "utilize", "yeh", "goodbye", "ihnen", "bis", "activer", "zurucksetzen",
            // Kazakh, Turkish and Indonesian "your", "you", "here is", a Javanese "already", a
            // Russian greeting, Kazakh "sign-in" (not "Mobil", which ends brands: "Akbank Mobil").
            "сіздің", "siz", "berikut", "sampun", "здравствуйте", "кіру",
            // Polish "you", a Maghrebi greeting, French "reset" opening a line.
            "ty", "salam", "reinitialisation",
            // Greetings' nouns in Indian English ("Dear Policyholder,", "Dear Taxpayer,").
            "policyholder", "taxpayer",
            // A sign-in's and a temporary PIN's words after a Bengali "your" ("আপনার লগইন কোড",
            // "আপনার অস্থায়ী পিন").
            "লগইন", "অস্থায়ী",
        ])
}

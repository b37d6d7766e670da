/// One message read for free-form codes: its scalars folded two ways, the keywords in it, and
/// the number-like tokens with what the detector made of each.
struct MessageScan {
    /// A number-like token: a run of ASCII letters and digits, or two runs joined the way codes
    /// are written (`123-456`, `123 456`, `G-412157`).
    struct Token {
        var start: Int
        var end: Int
        var shape: Double
        var isGrouped: Bool
        var hasLetters: Bool
        var rejection: FreeFormRejection?
        var association = 0.0
        var keyword: Int?
        /// Digits read out one at a time ("2 6 6 0 1 8", "7, 2, 0, 5"), as a call's code is.
        var isSpelledOut = false
        var score: Double { rejection == nil ? association * shape : 0 }
    }

    /// The message's UTF-8 bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Scalars with digits and widths folded, case kept: what codes are read from.
    let display: UnsafeMutableBufferPointer<UInt32>
    /// Whether scalars that carry nothing were removed (combining marks, zero-width characters):
    /// then `display` is no longer the message's text scalar for scalar.
    let droppedScalars: Bool
    /// Whether the message has an opening quotation mark outside ASCII («, “, „), which may set a
    /// name apart (``ServiceName/quoted(in:token:)``): noted while decoding, so that the many
    /// messages without one are not read again.
    let hasQuotationMarks: Bool
    /// `display` in lower case without diacritics: what keywords are matched in.
    let folded: UnsafeMutableBufferPointer<UInt32>
    var matches: ScratchList<KeywordMatcher.Match>
    var tokens: ScratchList<Token>
    /// Per keyword of the matcher: how strongly it points at a code (0 for a label).
    let codeKeywords: [Double]

    func isCodeKeyword(_ match: KeywordMatcher.Match) -> Bool { codeKeywords[match.keyword] > 0 }

    func codeStrength(_ match: KeywordMatcher.Match) -> Double { codeKeywords[match.keyword] }

    /// The number of scalars `bytes` decodes to: half the storage a scan needs.
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Decodes `bytes` (valid UTF-8, as every Swift string is; anything else is read without
    /// crashing) into `storage`, which holds twice ``scalarCount(_:)`` scalars.
    init(
        _ bytes: UnsafeBufferPointer<UInt8>, storage: UnsafeMutableBufferPointer<UInt32>,
        matches: ScratchList<KeywordMatcher.Match>, tokens: ScratchList<Token>, codeKeywords: [Double]
    ) {
        self.bytes = bytes
        self.codeKeywords = codeKeywords
        self.matches = matches
        self.tokens = tokens
        let half = storage.count / 2
        var count = 0
        var index = 0
        var dropped = false
        var quotes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                // Eight ASCII bytes at a time where there are eight: widened to scalars as they
                // are, and with upper-case letters lowered, in a few vector instructions.
                if index + 8 <= bytes.count && count + 8 <= half {
                    let word = UInt64(
                        littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(
                            as: UInt64.self))
                    if word & 0x8080_8080_8080_8080 == 0 {
                        // Bytes from `A` (0x41) to `Z` (0x5A) get 0x20 added: for ASCII bytes, no
                        // addition below carries into the next byte.
                        let upper = (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525)
                        let lowered = word | ((upper & 0x8080_8080_8080_8080) >> 2)
                        let target = UnsafeMutableRawPointer(storage.baseAddress.unsafelyUnwrapped)
                        target.storeBytes(
                            of: SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(word, to: SIMD8<UInt8>.self)),
                            toByteOffset: 4 * count, as: SIMD8<UInt32>.self)
                        target.storeBytes(
                            of: SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(lowered, to: SIMD8<UInt8>.self)),
                            toByteOffset: 4 * (half + count), as: SIMD8<UInt32>.self)
                        index += 8
                        count += 8
                        continue
                    }
                }
                index += 1
                guard count < half else { continue }
                let value = UInt32(byte)
                storage[count] = value
                storage[half + count] = (byte >= 0x41 && byte <= 0x5A) ? value | 0x20 : value
                count += 1
                continue
            }
            let (value, length) = Self.decode(bytes, at: index)
            index += length
            guard count < half else { continue }
            // CJK ideographs and Hangul syllables, most of the text of Chinese, Japanese and
            // Korean messages, fold to themselves; Cyrillic letters are shown as they are and
            // only need lower case. (The tests check both against the general path below.)
            if value &- 0x3400 < 0x6C00 || value &- 0xAC00 < 0x2BA4 {
                storage[count] = value
                storage[half + count] = value
                count += 1
                continue
            }
            if value &- 0x0400 < 0x100 {
                storage[count] = value
                storage[half + count] = ScalarFolding.keyword(value)
                count += 1
                continue
            }
            if !ScalarFolding.isIgnorable(value) {
                quotes = quotes || value == 0xAB || value == 0x201C || value == 0x201E
                let shown = ScalarFolding.display(value)
                storage[count] = shown
                storage[half + count] = ScalarFolding.keyword(shown)
                count += 1
            } else {
                dropped = true
            }
        }
        display = UnsafeMutableBufferPointer(rebasing: storage[0..<count])
        folded = UnsafeMutableBufferPointer(rebasing: storage[half..<(half + count)])
        droppedScalars = dropped
        hasQuotationMarks = quotes
    }

    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        var value: UInt32
        var length: Int
        if lead < 0xE0 {
            value = UInt32(lead & 0x1F)
            length = 2
        } else if lead < 0xF0 {
            value = UInt32(lead & 0x0F)
            length = 3
        } else {
            value = UInt32(lead & 0x07)
            length = 4
        }
        length = min(length, bytes.count - index)
        var continuation = 1
        while continuation < length {
            value = value << 6 | UInt32(bytes[index + continuation] & 0x3F)
            continuation += 1
        }
        return (value, length)
    }

    /// The UTF-8 offsets where the scalars `range` of ``display`` start and end.
    func utf8Range(ofScalars range: Range<Int>) -> Range<Int> {
        // One byte per scalar and none dropped: the message is ASCII, and offsets are the same.
        if display.count == bytes.count { return range }
        var count = 0
        var index = 0
        var lower = bytes.count
        while index < bytes.count {
            // ASCII is never ignorable: counted without decoding.
            if bytes[index] < 0x80 {
                if count == range.lowerBound { lower = index }
                if count == range.upperBound { return lower..<index }
                count += 1
                index += 1
                continue
            }
            let (value, length) = Self.decode(bytes, at: index)
            if !ScalarFolding.isIgnorable(value) {
                if count == range.lowerBound { lower = index }
                if count == range.upperBound { return lower..<index }
                count += 1
            }
            index += length
        }
        return min(lower, bytes.count)..<bytes.count
    }

    // MARK: - Tokens

    @inline(__always)
    static func isDigit(_ value: UInt32) -> Bool { value >= 0x30 && value <= 0x39 }

    @inline(__always)
    static func isASCIILetter(_ value: UInt32) -> Bool { (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }

    @inline(__always)
    static func isAlphanumeric(_ value: UInt32) -> Bool { isDigit(value) || isASCIILetter(value) }

    struct Run {
        var start: Int
        var end: Int
        var digits: Int
        var letters: Int
        var length: Int { end - start }
        var isDigits: Bool { letters == 0 }
    }

    /// Runs joined by separators, summed up as they are read: no array per chain.
    struct Chain {
        var first: Run
        var second: Run?
        var last: Run
        var count = 1
        var lengths: (Int, Int, Int) = (0, 0, 0)
        var maxLength: Int
        var allDigits: Bool
        var hasDigits: Bool
        var hasWeb = false
        var hasSpace = false
        var separators = 0
        var numericSeparators = 0
        var hasColon = false
        var hasSlash = false
        var allDotsOrHyphens = true
        var allDots = true
        /// The separator between the first two runs, and whether a later one differs ("55 20-50").
        var firstSeparator: UInt32 = 0
        var mixedSeparators = false

        init(_ run: Run) {
            first = run
            last = run
            lengths.0 = run.length
            maxLength = run.length
            allDigits = run.isDigits
            hasDigits = run.digits > 0
        }

        var start: Int { first.start }
        var end: Int { last.end }

        mutating func append(_ run: Run, separator: UInt32, joint: Joint) {
            if count == 1 { second = run }
            if count == 1 { lengths.1 = run.length } else if count == 2 { lengths.2 = run.length }
            count += 1
            last = run
            maxLength = max(maxLength, run.length)
            allDigits = allDigits && run.isDigits
            hasDigits = hasDigits || run.digits > 0
            separators += 1
            if separators == 1 {
                firstSeparator = separator
            } else if separator != firstSeparator {
                mixedSeparators = true
            }
            switch joint {
            case .web: hasWeb = true
            case .space: hasSpace = true
            case .hyphen, .spoken: break
            case .numeric:
                numericSeparators += 1
                if separator == 0x3A { hasColon = true }
                if separator == 0x2F { hasSlash = true }
            }
            if separator != 0x2E && separator != 0x2D { allDotsOrHyphens = false }
            if separator != 0x2E { allDots = false }
        }
    }

    /// Separators that join runs into one chain, and what they mean.
    enum Joint {
        /// `spoken` joins the digits of a code read out one at a time, as a call's transcript
        /// writes them: "7, 2, 0, 5, 8, 1", "3，9，1，0", "6、0、3、5".
        case hyphen, space, numeric, web, spoken
    }

    mutating func findTokens() {
        // One chain, mutated in place: copying it per run was a fifth of the detector's time.
        var chain = Chain(Run(start: 0, end: 0, digits: 0, letters: 0))
        var hasChain = false
        var index = 0
        let count = display.count
        while index < count {
            guard Self.isAlphanumeric(display[index]) else {
                index += 1
                continue
            }
            var run = Run(start: index, end: index, digits: 0, letters: 0)
            while index < count, Self.isAlphanumeric(display[index]) {
                if Self.isDigit(display[index]) { run.digits += 1 } else { run.letters += 1 }
                index += 1
            }
            run.end = index
            if hasChain, run.start == chain.end + 1, let joint = joint(chain.last, run) {
                chain.append(run, separator: display[chain.end], joint: joint)
            } else if hasChain, run.length == 1, run.isDigits, chain.maxLength == 1, chain.allDigits,
                !chain.mixedSeparators, isSpokenComma(from: chain.end, to: run.start)
            {
                chain.append(run, separator: 0x2C, joint: .spoken)
            } else {
                if hasChain { classify(chain) }
                chain = Chain(run)
                hasChain = true
            }
        }
        if hasChain { classify(chain) }
    }

    /// A comma between two digits read out one at a time: ", ", "، ", "，", "、".
    private func isSpokenComma(from start: Int, to end: Int) -> Bool {
        switch end - start {
        case 1: return display[start] == 0xFF0C || display[start] == 0x3001
        case 2: return (display[start] == 0x2C || display[start] == 0x060C) && display[start + 1] == 0x20
        default: return false
        }
    }

    private func joint(_ left: Run, _ right: Run) -> Joint? {
        let separator = display[left.end]
        let digitsMeet = Self.isDigit(display[left.end - 1]) && Self.isDigit(display[right.start])
        switch separator {
        // A word in small letters before a number is a prefix, not a group: Zulu "ngu-418 305".
        // A code keyword before the digits is no group either: "OTP-492160" is "OTP482913" with a
        // hyphen, where "G-412157" keeps its letter.
        case 0x2D:
            guard left.digits == 0 && right.letters == 0 else { return .hyphen }
            let isKeyword = matches.contains { isCodeKeyword($0) && $0.start == left.start && $0.end == left.end }
            return display[left.end - 1] >= 0x61 || isKeyword ? nil : .hyphen
        case 0x20:
            if left.isDigits && right.isDigits { return .space }
            // "7KQ 29M", "4KZ9 2PW": two groups of capitals that both mix letters and digits.
            // (Not a postcode: "SA31 4RT", "K1A 0B1".)
            if (3...5).contains(left.length) && (3...5).contains(right.length)
                && isMixedGroup(left, capitals: true) && isMixedGroup(right, capitals: true)
                && !isPostcode(left, right)
            {
                return .space
            }
            // "a u 8 k u f", characters spelled out one at a time; not the last letter of a word
            // whose other letters are no run ("är 1, 8, 3").
            let isSpelled =
                left.length == 1 && right.length == 1
                && (left.start == 0 || !ScalarFolding.isWordLetter(display[left.start - 1]))
            return isSpelled ? .space : nil
        case 0x2C, 0x3A: return digitsMeet ? .numeric : nil
        case 0x2E, 0x2F:
            if digitsMeet { return .numeric }
            // "7QK.29X.M4": a code's groups of capitals and digits parted by dots (a host name
            // is written in small letters).
            if separator == 0x2E && left.length <= 5 && right.length <= 5
                && isMixedGroup(left, capitals: true) && isMixedGroup(right, capitals: true)
            {
                return .hyphen
            }
            // "Code:660193.Valid 5 min": a number and then a capitalised word is two sentences
            // run together, not a host name.
            return separator == 0x2E && left.isDigits && startsCapitalisedWord(right.start) ? nil : .web
        case 0x3D: return isAssignment(at: left.end) ? nil : .web
        case 0x5F, 0x40, 0x26, 0x3F, 0x5C: return .web
        default: return nil
        }
    }

    /// Whether a linking word and a space come right before the token ("… lautet 82K4P9", "…
    /// في وجبتي هو 6027").
    func isLinkedValue(_ token: Token) -> Bool {
        guard token.start >= 3, display[token.start - 1] == 0x20 else { return false }
        // Arabic letters count here, which `isWordLetter` leaves to the scripts matched anywhere.
        func isLetter(_ value: UInt32) -> Bool {
            ScalarFolding.isWordLetter(value) || (0x0620...0x064A).contains(value)
        }
        var start = token.start - 1
        while start > 0 && isLetter(display[start - 1]) && token.start - start <= 7 { start -= 1 }
        if (start == 0 || !isLetter(display[start - 1])) && isLinkingWord(start, token.start - 1) { return true }
        // Thai, Lao and Khmer write no space between words: the linking word ends the run ("…
        // บัตรใหม่ x7720 คือ 5193", "รหัสของคุณคือ 123456").
        let end = token.start - 1
        guard (0x0E00...0x0EFF).contains(display[end - 1]) || (0x1780...0x17FF).contains(display[end - 1]) else {
            return false
        }
        return Self.unspacedLinkingWords.contains { word in
            word.count <= end && display[(end - word.count)..<end].elementsEqual(word)
        }
    }

    /// Thai "คือ" and "เป็น", Lao "ແມ່ນ" and "ຄື", Khmer "គឺ" and "គឺជា" (is).
    static let unspacedLinkingWords: [[UInt32]] = ["คือ", "เป็น", "ແມ່ນ", "ຄື", "គឺ", "គឺជា"].map {
        $0.unicodeScalars.map(\.value)
    }

    /// "BayadNow", "CreditKarma": a label keyword that starts a capitalised word going on with a
    /// capital letter is part of a brand's name, not a word with a suffix. (Code keywords keep
    /// theirs, "VerifyCode:736136", and words in capitals keep theirs, "ORDERNO 4471".) So is one
    /// that a host name's dot follows: "u BOOKING.COM: 218453".
    mutating func dropLabelsInsideNames() {
        let display = display
        let codeKeywords = codeKeywords
        matches.removeAll { match in
            guard codeKeywords[match.keyword] == 0, match.end < display.count else { return false }
            return
                (Self.isCapital(display[match.end]) && Self.isCapital(display[match.start])
                && match.start + 1 < match.end && display[match.start + 1] >= 0x61 && display[match.start + 1] <= 0x7A
                // (A Latin word ending in another script is no brand's: "Web会議ID".)
                && Self.isASCIILetter(display[match.end - 1]))
                || (display[match.end] == 0x2E && ServiceName.isDomainDot(at: match.end, in: display))
        }
    }

    /// Whether a capitalised word in ASCII letters starts at `position`.
    func startsCapitalisedWord(_ position: Int) -> Bool {
        position + 1 < display.count && Self.isCapital(display[position])
            && display[position + 1] >= 0x61 && display[position + 1] <= 0x7A
    }

    /// An equals sign after a code keyword that stands on its own, as in "OTP=771024": the
    /// code's value, not a URL's query (`?code=482913`, `&otp=4821`) nor another field's
    /// (`Amt=5000`, `TID=88123`).
    func isAssignment(at position: Int) -> Bool {
        guard display[position] == 0x3D,
            let keyword = matches.last(where: { $0.end == position }), isCodeKeyword(keyword)
        else { return false }
        guard keyword.start > 0 else { return true }
        switch display[keyword.start - 1] {
        case 0x20, 0x0A, 0x28, 0x5B, 0x3E, 0x3A, 0x2C: return true  // space, line, ( [ > : ,
        default: return false
        }
    }

    /// Decides what a chain of runs is: one token, several, or nothing a code could be.
    private mutating func classify(_ chain: Chain) {
        let start = chain.start
        let end = chain.end
        guard chain.hasDigits else {
            // Cheap tests first: almost every word fails them.
            let run = chain.first
            if chain.count == 1 && run.length >= 6 && run.length <= 10 && Self.isCapital(display[run.start])
                && Self.isCapital(display[run.start + 1])
            {
                capitals(run)
            } else if chain.count == 2, chain.firstSeparator == 0x2D, let second = chain.second,
                (4...5).contains(run.length), (4...5).contains(second.length),
                (run.start..<second.end).allSatisfy({ Self.isCapital(display[$0]) || $0 == run.end }),
                vowels(run) <= 1, vowels(second) <= 1
            {
                // "BXQR-TMWN": a device's activation code, two groups of capitals with hardly a
                // vowel, so that they spell no word ("FREE-SHIP" is a promotion).
                add(Token(start: run.start, end: second.end, shape: 0.75, isGrouped: false, hasLetters: true))
            }
            return
        }
        if chain.hasWeb {
            reject(start, end, .urlPart)
            // A word inside a URL ("…/gonderi-sorgula?code=7304918265") names no number outside it.
            matches.removeAll { $0.start >= start && $0.end <= end }
            return
        }
        if chain.numericSeparators > 0 {
            // "491.872", "63.91.07": groups of a code written with dots, when they cannot be a
            // date, an amount with decimals or a thousands group after a single digit.
            if chain.allDots && chain.allDigits && !chain.hasColon && !chain.hasSlash,
                let shape = groupedShape(chain)
            {
                add(Token(start: start, end: end, shape: shape * 0.9, isGrouped: true, hasLetters: false))
                return
            }
            reject(start, end, numberKind(chain))
            return
        }
        if chain.maxLength == 1 && (4...10).contains(chain.count) && !chain.mixedSeparators {
            // "4 8 2 9 1 7", "a u 8 k u f": a code spelled out a character at a time, to be read
            // aloud or copied by hand. Letters among the characters need a keyword to count.
            add(
                Token(
                    start: start, end: end, shape: chain.allDigits ? 0.85 : 0.65, isGrouped: chain.allDigits,
                    hasLetters: !chain.allDigits, isSpelledOut: chain.allDigits))
            return
        }
        if chain.count == 3 && chain.allDigits && !chain.mixedSeparators, let shape = groupedShape(chain) {
            // "55 12 09", "63-91-07": three pairs, one kind of separator, not a date.
            add(Token(start: start, end: end, shape: shape, isGrouped: true, hasLetters: false))
            return
        }
        if chain.count == 4 && chain.allDigits && !chain.mixedSeparators && chain.maxLength == 2
            && chain.last.length == 2 && chain.lengths == (2, 2, 2)
        {
            // "30 91 58 27": four pairs, a code only where a keyword is close.
            add(Token(start: start, end: end, shape: 0.7, isGrouped: true, hasLetters: false))
            return
        }
        if (2...3).contains(chain.count) && !chain.allDigits && !chain.mixedSeparators
            && (chain.allDotsOrHyphens || chain.count == 2) && hasMixedGroups(chain)
        {
            // "K7Q-92M-4TX", "mpq7-xv2r", "7QK.29X.M4", "7KQ 29M": groups of one case of which
            // at least two mix letters and digits, as random codes do and words, references
            // with a prefix and product names seldom do.
            add(Token(start: start, end: end, shape: 0.8, isGrouped: false, hasLetters: true))
            return
        }
        if chain.count >= 3 {
            let isDate = chain.count == 3 && chain.allDigits && Self.looksLikeDate(chain.lengths)
            reject(start, end, isDate ? .date : (chain.allDigits ? .phoneNumber : .orderOrTracking))
            return
        }
        if chain.count == 2, let right = chain.second {
            let left = chain.first
            let total = left.length + right.length
            if left.isDigits && right.isDigits {
                // "07700 900418": a British number, its area or mobile prefix and the rest.
                if chain.hasSpace, left.length == 5, right.length == 6, display[left.start] == 0x30 {
                    reject(start, end, .phoneNumber)
                    return
                }
                let sizes = chain.hasSpace ? 2...4 : 2...6
                if sizes.contains(left.length) && sizes.contains(right.length) && (4...10).contains(total) {
                    if chain.hasSpace && total > 8 {
                        reject(start, end, .phoneNumber)
                    } else if !chain.hasSpace, left.length == 4, right.length == 2 || right.length == 4,
                        case let year = number(left.start, 4), (1990...2099).contains(year),
                        number(right.start, right.length) == (right.length == 2 ? (year + 1) % 100 : year + 1)
                    {
                        // "AY 2019-20", "2024-2025": a financial or school year.
                        reject(start, end, .date)
                    } else if chain.firstSeparator == 0x2D, left.length == 4, right.length == 4,
                        (1500...1899).contains(number(left.start, 4)), end < display.count,
                        (0xAC00...0xD7A3).contains(display[end])
                    {
                        // "1599-8000으로 연락 주세요": a Korean company's nationwide number, with the
                        // particle that follows a number to call.
                        reject(start, end, .phoneNumber)
                    } else {
                        // "12-15": a rising pair of days or hours reads as a range ("valid 12-15
                        // June") more often than as a code; only a code keyword close before it
                        // makes it one.
                        let low = number(left.start, 2)
                        let high = number(right.start, 2)
                        let isRange = !chain.hasSpace && total == 4 && low >= 1 && low < high && high <= 31
                        add(
                            Token(
                                start: start, end: end, shape: isRange ? 0.6 : 0.95, isGrouped: true, hasLetters: false)
                        )
                    }
                    return
                }
            } else if !chain.hasSpace, left.digits == 0, (1...3).contains(left.length),
                right.isDigits || (isMixedGroup(right, capitals: true) && !isModelNumber(right)),
                (4...8).contains(right.length), total <= 10,
                (left.start..<left.end).allSatisfy({ display[$0] >= 0x41 && display[$0] <= 0x5A })
            {
                // "G-412157" fills its digits; "BQ-7K42" (a prefix and letters in the code) all of it.
                add(Token(start: start, end: end, shape: 0.95, isGrouped: right.isDigits, hasLetters: true))
                return
            }
            // A short last group after a long first one too: "7H4K-2P".
            if !chain.hasSpace, (3...5).contains(left.length),
                (3...5).contains(right.length) || (left.length >= 4 && right.length == 2), chain.hasDigits,
                !(left.isDigits && right.isDigits),
                (left.start..<right.end).allSatisfy({
                    Self.isDigit(display[$0]) || (display[$0] >= 0x41 && display[$0] <= 0x5A) || $0 == left.end
                })
            {
                // "RKJ-YP6", "7H4K-2P": two groups of capitals and digits.
                add(Token(start: start, end: end, shape: 0.65, isGrouped: false, hasLetters: true))
                return
            }
            // "1337-1337XXX", "20931-58812764": two runs with digits that a hyphen joins, not in
            // a code's groups, are one identifier; neither half is a code of its own.
            if chain.firstSeparator == 0x2D && left.digits > 0 && right.digits > 0 {
                reject(start, end, .reference)
                return
            }
            // Not a grouped code: judge the runs one by one.
            single(left)
            single(right)
            return
        }
        single(chain.first)
    }

    @inline(__always)
    static func isCapital(_ value: UInt32) -> Bool { value >= 0x41 && value <= 0x5A }

    /// Whether the run's letters are all capitals (or all small letters).
    private func isGroup(_ run: Run, capitals: Bool) -> Bool {
        (run.start..<run.end).allSatisfy {
            Self.isDigit(display[$0]) || (display[$0] >= 0x61) != capitals
        }
    }

    /// Whether the run mixes digits with letters, and is no time ("10am", "12pm").
    private func mixesLettersAndDigits(_ run: Run) -> Bool {
        guard run.digits > 0 && run.letters > 0 else { return false }
        let last = display[run.end - 1] | 0x20
        return !(run.letters == 2 && last == 0x6D && [0x61, 0x70].contains(display[run.end - 2] | 0x20))
    }

    /// Whether the run mixes digits with letters of one case.
    private func isMixedGroup(_ run: Run, capitals: Bool) -> Bool {
        mixesLettersAndDigits(run) && isGroup(run, capitals: capitals)
    }

    /// Letters and then digits, as a product's model is named ("SM-A546"); a code mixes them.
    private func isModelNumber(_ run: Run) -> Bool {
        (run.start..<run.start + run.letters).allSatisfy { Self.isASCIILetter(display[$0]) }
    }

    /// A British or a Canadian postcode's two halves: "SA31 4RT", "EC1A 1BB", "K1A 0B1".
    private func isPostcode(_ left: Run, _ right: Run) -> Bool {
        func isLetter(_ position: Int) -> Bool { Self.isCapital(display[position]) }
        func isDigit(_ position: Int) -> Bool { Self.isDigit(display[position]) }
        let (outward, inward) = (left.start, right.start)
        // British: the inward half is a digit and two letters, the outward half opens with a letter.
        if right.length == 3 && isDigit(inward) && isLetter(inward + 1) && isLetter(inward + 2) {
            return isLetter(outward) && left.length <= 4
        }
        // Canadian: letter, digit, letter and digit, letter, digit.
        return left.length == 3 && right.length == 3 && isLetter(outward) && isDigit(outward + 1)
            && isLetter(outward + 2) && isDigit(inward) && isLetter(inward + 1) && isDigit(inward + 2)
    }

    /// Whether two groups of two to five characters, six to ten in all, or three, six to nine in
    /// all, hold letters of one case, and at least two of them mix letters with digits. (Three
    /// groups of four are a gift card's or a product's key: "GHX7-4M2Q-91LP".)
    private func hasMixedGroups(_ chain: Chain) -> Bool {
        let runs =
            chain.count == 2 ? [chain.first, chain.last] : [chain.first, chain.second ?? chain.last, chain.last]
        guard runs.allSatisfy({ (2...5).contains($0.length) }),
            (6...(runs.count == 2 ? 10 : 9)).contains(runs.reduce(0) { $0 + $1.length })
        else { return false }
        let capitals = runs.contains { run in (run.start..<run.end).contains { Self.isCapital(display[$0]) } }
        guard runs.allSatisfy({ isGroup($0, capitals: capitals) }) else { return false }
        return runs.filter(mixesLettersAndDigits).count >= 2
    }

    /// A word in small letters with one of the digits Arabizi writes for Arabic letters (2 3 5 7
    /// 8 9) and at least two vowels, as words have and random codes seldom do.
    @inline(never)
    private func isArabizi(_ run: Run) -> Bool {
        guard let digit = (run.start..<run.end).first(where: { Self.isDigit(display[$0]) }) else { return false }
        switch display[digit] {
        case 0x32, 0x33, 0x35, 0x37, 0x38, 0x39: break
        default: return false
        }
        let vowels = (run.start..<run.end).reduce(0) { count, position in
            switch display[position] {
            case 0x61, 0x65, 0x69, 0x6F, 0x75: count + 1
            default: count
            }
        }
        return vowels >= 2
    }

    private func vowels(_ run: Run) -> Int {
        (run.start..<run.end).reduce(0) { count, position in
            switch display[position] {
            case 0x41, 0x45, 0x49, 0x4F, 0x55, 0x59: count + 1
            default: count
            }
        }
    }

    /// "TeamViewer verification code: QGFDAE": capitals right after a strong code keyword and a
    /// colon are a code too. Rarely reached, so kept out of line: inlined, it slows `classify`.
    @inline(never)
    private mutating func capitals(_ run: Run) {
        // Six or more: four or five capitals are as often a word ("NONE", "SENT"). X alone is a
        // template's placeholder ("验证码：XXXXXX（示例）"); another letter repeated may be a
        // test's code ("One-Time Password:\nAAAAAAAA").
        guard (6...10).contains(run.length),
            (run.start..<run.end).allSatisfy({ Self.isCapital(display[$0]) }),
            (run.start..<run.end).contains(where: { display[$0] != 0x58 }),
            isIntroducedByCodeKeyword(run.start)
        else { return }
        add(Token(start: run.start, end: run.end, shape: 0.7, isGrouped: false, hasLetters: true))
    }

    private mutating func single(_ run: Run) {
        guard run.digits > 0, run.length >= 4 else { return }
        guard run.length <= 10 else {
            reject(run.start, run.end, .shape)
            return
        }
        if run.letters == 0 {
            // "San Francisco, CA 94107": a ZIP code after a state's two capitals, at the end of
            // an American address.
            if run.length == 5, run.start >= 5, display[run.start - 1] == 0x20, Self.isCapital(display[run.start - 2]),
                Self.isCapital(display[run.start - 3]), display[run.start - 4] == 0x20, display[run.start - 5] == 0x2C
            {
                reject(run.start, run.end, .reference)
                return
            }
            var shape = run.length <= 8 ? 1.0 : 0.75
            // A number that could be a year of the last or the next few decades ("2024", not "2048").
            if run.length == 4 {
                let year = (run.start..<run.end).reduce(0) { $0 * 10 + Int(display[$1] - 0x30) }
                if (1950...2039).contains(year) { shape = 0.55 }
            }
            add(Token(start: run.start, end: run.end, shape: shape, isGrouped: false, hasLetters: false))
            return
        }
        // Letters and digits. "DE12 3456 7890 …": an IBAN's country and check digits, with the
        // account number's groups after them.
        if run.length == 4, Self.isCapital(display[run.start]), Self.isCapital(display[run.start + 1]),
            run.digits == 2, run.end + 1 < display.count, display[run.end] == 0x20, Self.isDigit(display[run.end + 1])
        {
            reject(run.start, run.end, .cardDigits)
            return
        }
        // "11h15", "9h30": a time of day as French, Portuguese and others write it.
        let text = display[run.start..<run.end]
        if let h = text.firstIndex(where: { $0 | 0x20 == 0x68 }), run.letters == 1, (1...2).contains(h - run.start),
            run.end - h == 3, number(run.start, h - run.start) < 24, number(h + 1, 2) < 60
        {
            reject(run.start, run.end, .time)
            return
        }
        // Masked card digits: XX4821, 4821xxx.
        let leadingX = text.prefix { $0 == 0x58 || $0 == 0x78 }.count
        let trailingX = text.reversed().prefix { $0 == 0x58 || $0 == 0x78 }.count
        var innerX = 0
        var longestInnerX = 0
        for value in text {
            innerX = value == 0x58 || value == 0x78 ? innerX + 1 : 0
            longestInnerX = max(longestInnerX, innerX)
        }
        if leadingX >= 2 || trailingX >= 2 || longestInnerX >= 3 {  // and 88XXXX003
            reject(run.start, run.end, .cardDigits)
            return
        }
        var transitions = 0
        for index in (run.start + 1)..<run.end where Self.isDigit(display[index]) != Self.isDigit(display[index - 1]) {
            transitions += 1
        }
        let leadingLetters = text.prefix { !Self.isDigit($0) }.count
        // Words run into the code: a code keyword ("OTP482913", "Code736136"), or a linking word
        // after one by a template's missing space ("Your code is918273"). The digits are the token.
        if transitions == 1, run.length - leadingLetters >= 4,
            (leadingLetters >= 2
                && matches.contains(where: {
                    isCodeKeyword($0) && $0.end == run.start + leadingLetters && $0.start >= run.start
                })) || isGluedLinkingWord(run.start, leadingLetters)
        {
            single(Run(start: run.start + leadingLetters, end: run.end, digits: run.digits, letters: 0))
            return
        }
        let hasUpper = text.contains { $0 >= 0x41 && $0 <= 0x5A }
        let hasLower = text.contains { $0 >= 0x61 && $0 <= 0x7A }
        // "SAVE50K", "GIAM100K": a word and an amount in thousands or millions.
        let isWordAndAmount =
            transitions == 2 && leadingLetters >= 3 && text.last.map({ $0 | 0x20 == 0x6B || $0 == 0x4D }) == true
            && run.length - leadingLetters >= 3
        // "ta2keed", "beta3ak", "3ala", "5ales": Arabic written with digits for letters, a word
        // even after a strong keyword, and no token at all: nothing that stands between a keyword
        // and its code, or between a courier and the code for him ("El mandoob hay7tag el code").
        if run.digits == 1 && !hasUpper && hasLower
            && ((transitions == 2 && run.letters >= 4) || (transitions == 1 && leadingLetters == 0 && run.letters >= 3))
            && isArabizi(run)
        {
            return
        }
        var shape: Double
        if transitions >= 2 && !isWordAndAmount {
            shape = hasUpper && hasLower ? 0.6 : 0.8
        } else if leadingLetters >= 3 {
            shape = 0.3  // SAVE2024, covid19: a word with a number
        } else {
            shape = 0.45  // KE1234, 50K: flight numbers, quantities
        }
        // "Your code: 6rgbmk": what a strong code keyword and a colon introduce is the code; so
        // is what opens the message and is called one ("AB12CD is your Fernly verification code").
        if shape < 0.7 && run.length >= 5 && (isIntroducedByCodeKeyword(run.start) || isCalledACode(run)) {
            shape = 0.7
        }
        add(Token(start: run.start, end: run.end, shape: shape, isGrouped: false, hasLetters: true))
    }

    /// Whether a run opens the message and a linking word ties it to a strong code keyword later
    /// in its sentence: "AB12CD is your Fernly verification code". Rarely reached.
    @inline(never)
    private func isCalledACode(_ run: Run) -> Bool {
        guard opensMessage(at: run.start), let end = linkingWordEnd(after: run.end) else { return false }
        return matches.contains {
            isCodeKeyword($0) && codeStrength($0) >= Keyword.strong && $0.start > end && $0.start - end <= 40
                && !hasBoundary(from: end, to: $0.start)
        }
    }

    /// Where the linking word ends that follows `position` after a space ("AB12CD is your …", "718
    /// 204 is your …"), if one does.
    func linkingWordEnd(after position: Int) -> Int? {
        guard position + 1 < display.count, display[position] == 0x20 else { return nil }
        var end = position + 1
        while end < display.count && display[end] != 0x20 { end += 1 }
        return isLinkingWord(position + 1, end) ? end : nil
    }

    /// Whether the `length` letters at `start` are a linking word in small letters, right after
    /// a code keyword and a space.
    private func isGluedLinkingWord(_ start: Int, _ length: Int) -> Bool {
        guard start >= 2, display[start - 1] == 0x20, isLinkingWord(start, start + length) else { return false }
        return matches.contains { isCodeKeyword($0) && $0.end == start - 1 }
    }

    /// Words that tie a sentence's subject to its value, in small letters: "Your code is 482913",
    /// "Ihre TAN … lautet 82K4P9", "Twój kod to 482913", "Kode OTP Anda adalah 482913", Catalan
    /// "El codi … és", Finnish and Estonian "on", Vietnamese "là", Greek "είναι", Filipino "ay",
    /// Swahili "ni".
    static let linkingWords: [[UInt32]] = [
        "is", "ist", "lautet", "est", "es", "és", "é", "è", "är", "er", "je", "to", "wynosi", "este", "adalah", "ialah",
        "on", "jest", "là", "είναι", "ay", "ni",
        // Bulgarian and Macedonian "е", Serbian "је" ("Кодът Ви … е 275931").
        "е", "је",
        // Arabic, and Arabic written in Latin letters ("رمز تفعيل حسابك … هو 6620", "el code …
        // howa 6139").
        "هو", "هي", "howa", "hiya",
        // Vietnamese written without its marks, as many senders do ("Ma GoXe cua ban la 8842").
        "la",
        // Latvian "ir", Lithuanian "yra" ("Jūsu PIN kods … ir 9052"), Albanian "është".
        "ir", "yra", "është", "eshte",
    ].map { $0.unicodeScalars.map(\.value) }

    /// Whether `display[start..<end]` is one of ``linkingWords``.
    func isLinkingWord(_ start: Int, _ end: Int) -> Bool {
        guard (1...6).contains(end - start) else { return false }
        if Self.linkingWords.contains(where: { $0.count == end - start && $0.elementsEqual(display[start..<end]) }) {
            return true
        }
        return Self.isCapital(display[start]) && isLinkingWordInCapitals(start, end)
    }

    /// A linking word in capitals where the whole text before it is written in capitals ("TAC FOR
    /// FUND TRANSFER … TO ACC 5641XXXX2201 IS 884512"): capitals there are no abbreviation.
    @inline(never)
    private func isLinkingWordInCapitals(_ start: Int, _ end: Int) -> Bool {
        guard isWrittenInCapitals(before: start) else { return false }
        return Self.linkingWords.contains {
            $0.count == end - start
                && zip($0, display[start..<end]).allSatisfy { small, letter in
                    small >= 0x61 && small <= 0x7A && letter == small - 0x20
                }
        }
    }

    /// Whether the sentence's text before `position` (up to 40 scalars) has capital letters in
    /// ASCII and no small ones.
    private func isWrittenInCapitals(before position: Int) -> Bool {
        var capitals = 0
        var index = position - 1
        while index >= 0 && position - index <= 40 {
            let value = display[index]
            if value >= 0x61 && value <= 0x7A { return false }
            if Self.isCapital(value) { capitals += 1 }
            index -= 1
        }
        return capitals >= 8
    }

    /// Whether a code keyword and a colon (or an equals sign, or a line break) come right before
    /// `position`: "verification code: QGFDAE", "One-Time Password:\nAAAAAAAA".
    private func isIntroducedByCodeKeyword(_ position: Int) -> Bool {
        var index = position - 1
        var sawColon = false
        while index >= 0 && position - index <= 4 {
            let value = display[index]
            if value == 0x3A || value == 0xFF1A || value == 0x3D {
                sawColon = true
            } else if value != 0x20 && value != 0x0A {
                break
            }
            index -= 1
        }
        guard sawColon else { return false }
        let end = index + 1
        return matches.contains { isCodeKeyword($0) && $0.end == end && codeStrength($0) >= Keyword.strong }
    }

    /// The shape of a code written in groups: two groups of three (`491.872`), or three pairs
    /// that are not a plausible day and month (`55 12 09`, `63-91-07`); nil for anything else.
    private func groupedShape(_ chain: Chain) -> Double? {
        switch (chain.count, chain.lengths.0, chain.lengths.1, chain.lengths.2) {
        case (2, 3, 3, _):
            return 0.95
        case (3, 2, 2, 2):
            let first = number(chain.first.start, 2)
            let second = number(chain.first.end + 1, 2)
            // Dates are written with dots, slashes or hyphens; pairs parted by spaces are a code's
            // groups ("kódom 31 07 58").
            let isDate =
                !chain.hasSpace
                && ((1...31).contains(first) && (1...12).contains(second)
                    || (1...12).contains(first) && (1...31).contains(second))
            return isDate ? nil : 0.9
        default:
            return nil
        }
    }

    private func number(_ start: Int, _ length: Int) -> Int {
        (start..<min(start + length, display.count)).reduce(0) { $0 * 10 + Int(display[$1] &- 0x30) }
    }

    private static func looksLikeDate(_ lengths: (Int, Int, Int)) -> Bool {
        switch lengths {
        case (2, 2, 4), (4, 2, 2), (2, 2, 2), (1, 2, 4), (2, 1, 4), (1, 1, 4), (4, 1, 2), (4, 2, 1), (4, 1, 1): true
        default: false
        }
    }

    private func numberKind(_ chain: Chain) -> FreeFormRejection {
        if chain.hasColon { return .time }
        if chain.hasSlash { return .date }
        if chain.separators == 3 && chain.allDots && chain.maxLength <= 3 {
            return .urlPart  // an IPv4 address
        }
        if chain.count == 3 && Self.looksLikeDate(chain.lengths) && chain.allDotsOrHyphens { return .date }
        return .amount
    }

    private mutating func add(_ token: Token) { tokens.append(token) }

    private mutating func reject(_ start: Int, _ end: Int, _ reason: FreeFormRejection) {
        tokens.append(Token(start: start, end: end, shape: 0, isGrouped: false, hasLetters: false, rejection: reason))
    }
}

extension MessageScan {
    /// Rejects tokens by what touches them: signs, units, URLs, bracket tags, label keywords.
    mutating func applyContext(keywords: [Keyword]) {
        for index in tokens.indices where tokens[index].rejection == nil {
            if let reason = adjacentRejection(tokens[index]) {
                tokens[index].rejection = reason
            }
        }
        // Label keywords, after the structural checks so that a rejected number between a label
        // and a token still shields the token ("order 99812, code 482913").
        for index in tokens.indices where tokens[index].rejection == nil {
            if let reason = labelRejection(index, keywords: keywords) {
                tokens[index].rejection = reason
            } else if followsFullCardNumber(index, keywords: keywords) {
                tokens[index].rejection = .cardDigits
            }
        }
    }

    /// "Card number: 6340 1122 9087 4410 PIN: 4471": a number after a card's whole number in its
    /// sentence (shown unmasked, as only a gift or prepaid card's is) is that card's PIN or
    /// security code. A bank shows the last four digits next to a one-time code, never all. A
    /// number a label right before it names as an order's or a booking's is none ("您的订单
    /// 202405171234567已提交，支付验证码为640218").
    private func followsFullCardNumber(_ index: Int, keywords: [Keyword]) -> Bool {
        let token = tokens[index]
        for earlier in stride(from: index - 1, through: 0, by: -1) {
            let card = tokens[earlier]
            guard token.start - card.end <= 40, !hasBoundary(from: card.end, to: token.start) else { return false }
            if card.rejection != nil && isCardNumber(card) {
                return !matches.contains { match in
                    guard match.end <= card.start, card.start - match.end <= 2,
                        case .label(let reason, _) = keywords[match.keyword].kind
                    else { return false }
                    return reason == .orderOrTracking || reason == .booking
                }
            }
        }
        return false
    }

    /// Sixteen digits in groups of four (`6340 1122 9087 4410`), or 15 to 19 digits in one run:
    /// not an IBAN's groups, which end shorter and follow a country's letters, nor the digits after
    /// an IBAN's country and check digits ("AT61 1904 3002 3457 3201").
    private func isCardNumber(_ token: Token) -> Bool {
        let head = token.start - 5
        if head >= 0, display[token.start - 1] == 0x20, head == 0 || !Self.isAlphanumeric(display[head - 1]),
            (0x41...0x5A).contains(display[head]), (0x41...0x5A).contains(display[head + 1]),
            Self.isDigit(display[head + 2]), Self.isDigit(display[head + 3])
        {
            return false
        }
        var groups = 0
        var group = 0
        var digits = 0
        for position in token.start..<token.end {
            if Self.isDigit(display[position]) {
                group += 1
                digits += 1
            } else {
                guard group == 4 else { return false }
                groups += 1
                group = 0
            }
        }
        return groups == 0 ? (15...19).contains(digits) : groups == 3 && group == 4
    }

    private func previousVisible(before position: Int, within limit: Int) -> UInt32? {
        var index = position - 1
        while index >= 0 && position - index <= limit {
            if display[index] != 0x20 { return display[index] }
            index -= 1
        }
        return nil
    }

    private func nextVisible(from position: Int, within limit: Int) -> UInt32? {
        var index = position
        while index < display.count && index - position < limit {
            if display[index] != 0x20 { return display[index] }
            index += 1
        }
        return nil
    }

    private func adjacentRejection(_ token: Token) -> FreeFormRejection? {
        let start = token.start
        let end = token.end
        let previous = start > 0 ? display[start - 1] : nil
        let next = end < display.count ? display[end] : nil

        if hasCountryCode(before: start) { return .phoneNumber }
        if isPostalCode(token) { return .reference }
        // "Maple-4829-Loon": the digits of a passphrase of words.
        if previous == 0x2D, next == 0x2D, start >= 2, end + 1 < display.count,
            ScalarFolding.isWordLetter(display[start - 2]), ScalarFolding.isWordLetter(display[end + 1])
        {
            return .shape
        }
        // "Temporary password: Sparrow-4821": the digits of a password made of a word and a
        // number (not "G-412157", nor a code word's "Kod-4821").
        if previous == 0x2D, start >= 6, !matches.contains(where: { $0.end == start - 1 }) {
            var letters = 0
            var index = start - 2
            while index >= 0, Self.isASCIILetter(display[index]) {
                letters += 1
                index -= 1
            }
            if letters >= 4, index < 0 || display[index] == 0x20 || display[index] == 0x3A,
                Self.isCapital(display[index + 1]), !Self.isCapital(display[index + 2])
            {
                return .shape
            }
        }
        if let previous {
            switch previous {
            case 0x2B: return .phoneNumber  // +
            // "Vx#5kP29": the rest of a password with a hash inside it (not "OTP#482913").
            case 0x23
            where start >= 2 && Self.isAlphanumeric(display[start - 2])
                && !matches.contains(where: { $0.end == start - 1 && isCodeKeyword($0) }):
                return .shape
            case 0x23 where !followsCodeKeyword(start - 1):  // "order #1234", not "code is #774015"
                return .orderOrTracking
            case 0x3D where !isAssignment(at: start - 1): return .urlPart
            case 0x2F, 0x3F, 0x26, 0x40, 0x5F, 0x5C: return .urlPart
            case 0x25: return .quantity  // %20
            // "IBAN DE89...3000", "card …4821": a number masked with dots.
            case 0x2E where start >= 3 && display[start - 2] == 0x2E && display[start - 3] == 0x2E: return .cardDigits
            case 0x2026: return .cardDigits
            case 0x2E where start >= 2 && Self.isAlphanumeric(display[start - 2]): return .urlPart
            default: break
            }
        }
        if let before = previousVisible(before: start, within: 2) {
            if ScalarFolding.isCurrencySign(before) { return .amount }
            if (Self.isMask(before) && !isEmphasised(token)) || before == 0xD7 { return .cardDigits }
            // "(***) ***-0192": the last group of a masked number.
            if before == 0x2D && start >= 2 && Self.isMask(display[start - 2]) { return .cardDigits }
            if followsMaskLetters(start) { return .cardDigits }
            if before == 0x29 && closesAreaCode(before: start) { return .phoneNumber }  // "(800) 555-0199"
            if before == 0x2116 { return .reference }  // №
        }
        if let next {
            switch next {
            case let mask where Self.isMask(mask) && isMaskContinuing(after: end) && !isEmphasised(token):
                return .cardDigits  // "5102 59** ****": a masked number goes on
            // "(neu: 0171 ••• ••29)": a phone number masked after a space, which goes on to its
            // last digits (not "482913 *** Do not share").
            case 0x20 where isMaskedAfterSpace(end):
                return .cardDigits
            case 0x25: return .quantity
            // Vietnamese đồng written as a small "đ" after the amount ("389.000đ").
            case 0x0111 where end + 1 == display.count || !ScalarFolding.isWordLetter(display[end + 1]):
                return .amount
            case 0x40, 0x2F, 0x3D, 0x3F, 0x26, 0x5F: return .urlPart
            // "The door code is 7719#", "Código de acceso al parking: 7315#": keyed in on a
            // keypad with its hash, as doors, gates and phone menus take it; no code a message
            // delivers is written so.
            case 0x23 where end + 1 == display.count || !Self.isAlphanumeric(display[end + 1]):
                return .booking
            // "mot de passe provisoire : Lumi7#rk2": the start of a password with a sign inside.
            case 0x23: return .shape
            case 0x2E
            where end + 1 < display.count && Self.isASCIILetter(display[end + 1])
                && (token.hasLetters || !startsCapitalisedWord(end + 1)):
                return .urlPart
            default: break
            }
        }
        if let after = nextVisible(from: end, within: 2) {
            if after == 0x25 { return .quantity }
            if ScalarFolding.isCurrencySign(after) { return .amount }
            if ScalarFolding.isCJKUnit(after) {
                switch after {
                case 0x5E74, 0x6708, 0x65E5, 0x53F7, 0xB144, 0xC6D4, 0xC77C: return .date
                case 0x6642, 0x65F6, 0x5206, 0x79D2, 0xC2DC, 0xBD84: return .time
                case 0x5186, 0x5143, 0x5757, 0xC6D0, 0x4E07, 0x5104, 0xB9CC, 0x5343, 0x767E: return .amount
                default: return .quantity
                }
            }
        }
        if token.shape == 0.55, let after = nextVisible(from: end, within: 2), after == 0x5E74 || after == 0xB144 {
            return .date
        }
        if isInsideURL(token) { return .urlPart }
        if isSenderTag(token) { return .senderName }
        if isDayBeforeTime(token) { return .date }
        return nil
    }

    /// "op 11-06 om 21:04", "on 14.03 at 09:12": a day and a month with a time right after them.
    private func isDayBeforeTime(_ token: Token) -> Bool {
        guard !token.hasLetters, token.end - token.start == 5,
            display[token.start + 2] == 0x2D || display[token.start + 2] == 0x2E
        else { return false }
        let day = Int(display[token.start] &- 0x30) * 10 + Int(display[token.start + 1] &- 0x30)
        let month = Int(display[token.start + 3] &- 0x30) * 10 + Int(display[token.start + 4] &- 0x30)
        guard (1...31).contains(day), (1...12).contains(month) else { return false }
        return tokens.contains { $0.rejection == .time && $0.start > token.end && $0.start - token.end <= 6 }
    }

    /// Where the word that a keyword matched the start of ends ("курьер" in "курьеру").
    private func endOfWord(from position: Int) -> Int {
        var index = position
        while index < folded.count && ScalarFolding.isWordLetter(folded[index]) { index += 1 }
        return index
    }

    /// Whether a strong code keyword ends at most four letters or spaces before `position`
    /// ("verification code is #774015", "OTP: #4821"; "Your code: #55102293" stays an order's).
    private func followsCodeKeyword(_ position: Int) -> Bool {
        guard let keyword = matches.last(where: { $0.end <= position }), codeStrength(keyword) >= Keyword.strong,
            position - keyword.end <= 4
        else { return false }
        return display[keyword.end..<position].allSatisfy { $0 == 0x20 || $0 == 0x3A || Self.isASCIILetter($0) }
    }

    /// Whether the parenthesis just before `position` closes digits ("(800) 555-0199"), not a
    /// word ("mot de passe (OTP) 902146").
    private func closesAreaCode(before position: Int) -> Bool {
        guard let close = display[..<position].lastIndex(of: 0x29) else { return false }
        var index = close - 1
        var digits = 0
        while index >= 0 && Self.isDigit(display[index]) {
            digits += 1
            index -= 1
        }
        return digits > 0 && index >= 0 && display[index] == 0x28
    }

    /// "to 9XXX 1234", "XXXX-XXXX-4821": the group after a group masked with X is the rest of a
    /// masked number. The X group stands alone or after digits, never inside a word.
    private func followsMaskLetters(_ start: Int) -> Bool {
        guard start >= 3, display[start - 1] == 0x20 || display[start - 1] == 0x2D else { return false }
        var index = start - 2
        while index >= 0, display[index] | 0x20 == 0x78 { index -= 1 }
        return start - 2 - index >= 2 && (index < 0 || !ScalarFolding.isWordLetter(display[index]))
    }

    /// The characters that hide a number's digits: `*`, `•`, `●`.
    @inline(__always)
    static func isMask(_ value: UInt32) -> Bool { value == 0x2A || value == 0x2022 || value == 0x25CF }

    /// Whether a linking word or a colon right before the token ends the clause it is the value
    /// of ("… is 7734", "… Room 412: ocean-7781").
    private func closesClause(before token: Token) -> Bool {
        isLinkedValue(token) || hasColon(before: token)
    }

    /// Whether a colon (a full-width one too, and an equals sign where `equals` says so) stands
    /// right before the token, over at most one space: "Code: 4821", "OTP=771024".
    private func hasColon(before token: Token, orEquals equals: Bool = false) -> Bool {
        guard let previous = previousVisible(before: token.start, within: 2) else { return false }
        return previous == 0x3A || previous == 0xFF1A || (equals && previous == 0x3D)
    }

    /// Whether the token is set in bold as messengers write it, the same asterisks on both sides
    /// ("سائن اِن کوڈ: **۹۱۴۶۰۲**", "*482913*"), rather than masked ("****4821").
    private func isEmphasised(_ token: Token) -> Bool {
        var before = 0
        while before < 3 && token.start - before > 0 && display[token.start - before - 1] == 0x2A { before += 1 }
        var after = 0
        while after < 3 && token.end + after < display.count && display[token.end + after] == 0x2A { after += 1 }
        guard before > 0, before == after else { return false }
        let outside = token.end + after
        return (outside == display.count || !Self.isAlphanumeric(display[outside]))
            && (token.start - before == 0 || !Self.isAlphanumeric(display[token.start - before - 1]))
    }

    /// Whether the mask characters at `position` go on as a masked number ("59** ****",
    /// "12****", a phone number's "0812****7731"), rather than separating the token from what
    /// follows ("12345678**19.11.2015").
    private func isMaskContinuing(after position: Int) -> Bool {
        var index = position
        while index < display.count, Self.isMask(display[index]) { index += 1 }
        return index == display.count || !Self.isAlphanumeric(display[index])
            || (index - position >= 3 && Self.isDigit(display[index]))
    }

    /// A postal code in an address's last part, after a comma or a middle dot and before its
    /// town: "12 rue des Tanneurs, 67000 Strasbourg", "Neumarkt 5 · 42103 Wuppertal".
    private func isPostalCode(_ token: Token) -> Bool {
        guard token.end - token.start == 5, !token.hasLetters, token.start >= 2, token.end + 4 < display.count,
            display[token.start - 1] == 0x20, display[token.start - 2] == 0x2C || display[token.start - 2] == 0xB7,
            display[token.end] == 0x20, Self.isCapital(display[token.end + 1])
        else { return false }
        return (token.end + 2...token.end + 3).allSatisfy {
            ScalarFolding.isWordLetter(display[$0]) && !Self.isCapital(display[$0])
        }
    }

    /// Whether, after the space at `position`, three or more mask characters (spaces between
    /// them) lead to more digits: "0171 ••• ••29", "0912 *** 4471".
    private func isMaskedAfterSpace(_ position: Int) -> Bool {
        var index = position
        var masks = 0
        while index < display.count, display[index] == 0x20 || Self.isMask(display[index]) {
            if display[index] != 0x20 { masks += 1 }
            index += 1
        }
        return masks >= 3 && index < display.count && Self.isDigit(display[index])
    }

    /// "+1 555…", "+7 (495) 123…": a `+` and a few digits, spaces or parentheses before the token.
    private func hasCountryCode(before start: Int) -> Bool {
        var index = start - 1
        var sawDigit = false
        while index >= 0, start - index <= 8 {
            let value = display[index]
            if value == 0x2B { return sawDigit || index == start - 1 }
            if Self.isDigit(value) {
                sawDigit = true
            } else if value != 0x20 && value != 0x28 && value != 0x29 && value != 0x2D {
                return false
            }
            index -= 1
        }
        return false
    }

    /// Whether the ASCII chunk around the token (no spaces) holds "://" or "www.", or starts with
    /// a host name and a path ("meet.example/kd-4418").
    private func isInsideURL(_ token: Token) -> Bool {
        var first = token.start
        while first > 0, display[first - 1] > 0x20, display[first - 1] < 0x7F, token.start - first < 80 {
            first -= 1
        }
        guard token.start - first >= 3 else { return false }
        if opensWithHostAndPath(first..<token.start) { return true }
        for position in first..<(token.start - 2) {
            if display[position] == 0x3A && display[position + 1] == 0x2F && display[position + 2] == 0x2F {
                return true
            }
            if position + 3 < token.start, display[position] | 0x20 == 0x77, display[position + 1] | 0x20 == 0x77,
                display[position + 2] | 0x20 == 0x77, display[position + 3] == 0x2E
            {
                return true
            }
        }
        return false
    }

    /// A token that is the whole of a bracket tag at the start or end of the message: the sender.
    private func isSenderTag(_ token: Token) -> Bool {
        guard token.start > 0, token.end < display.count else { return false }
        let open = display[token.start - 1]
        let close = display[token.end]
        guard (open == 0x3010 && close == 0x3011) || (open == 0x5B && close == 0x5D) else { return false }
        let before = opensMessage(at: token.start - 1)
        let after = display[(token.end + 1)...].allSatisfy { $0 == 0x20 || $0 == 0x0A }
        // "인증번호 [4410]", "your code is [G-345821]" at the end: the code in brackets, not a
        // signature (a code keyword a few characters before, in the same sentence).
        let labelled = matches.contains {
            isCodeKeyword($0) && $0.end <= token.start - 1 && token.start - 1 - $0.end <= 8
                && !hasBoundary(from: $0.end, to: token.start - 1)
        }
        return before || (after && !labelled)
    }

    /// A label keyword right before the token ("order 1234", "card ending in 4821"), with no
    /// other number or sentence end between, or a unit right after it ("1250 points").
    private func labelRejection(_ index: Int, keywords: [Keyword]) -> FreeFormRejection? {
        let token = tokens[index]
        // A word that only marks the kind of message stands between no keyword and its value
        // ("Your PIN for this trip is 4821").
        let nearest = matches.lastIndex { $0.end <= token.start && keywords[$0.keyword].kind != .marker }
        // What the code keyword that introduces the token (close before it, in its sentence, with
        // no other number between) says it is. The cheap tests come first, and the sentence and
        // the numbers between are read once, only when one of them holds.
        // Or the token its clause gives, by a linking word or a colon, over the numbers and labels
        // of the clause: "your locker PIN for box 14 at Harbor St is 7734", "the PIN for your new
        // card ending 7731 is 8302. Memorise it".
        // Whether a linking word or a colon gives the token: read once, and only when a rule asks.
        var clauseClosed: Bool?
        func closesTheClause() -> Bool {
            if let clauseClosed { return clauseClosed }
            let closed = closesClause(before: token)
            clauseClosed = closed
            return closed
        }
        var introducing = nearest
        if let nearest, !isCodeKeyword(matches[nearest]), closesTheClause() {
            introducing = matches[..<nearest].lastIndex(where: isCodeKeyword) ?? nearest
        }
        // A weak code word inside the clause names what the code is for, and the clause's code
        // keyword gives the value: "Your code to confirm changing your account PIN is 774120".
        if let weak = introducing, codeStrength(matches[weak]) < Keyword.normal, closesTheClause(),
            let subject = matches[..<weak].lastIndex(where: { codeStrength($0) >= Keyword.normal }),
            token.start - matches[subject].end <= 64, !hasBoundary(from: matches[subject].end, to: token.start),
            !hasToken(from: matches[subject].end, to: token.start, besides: index)
        {
            introducing = subject
        }
        if let introducing, case let code = matches[introducing],
            case .code(let strength) = keywords[code.keyword].kind,
            case let distance = token.start - code.end,
            distance <= 25 || (distance <= 64 && closesTheClause())
        {
            // "Order code 4520", "Tracking code: 883104", "注文コード: 123456": a plain code
            // keyword right after a label is that label's code, not a one-time code.
            // An example's word before a quoted message gives that message's code as an example,
            // whatever its code word: "messages like 'Share OTP 123456 to get your refund'",
            // "Сообщение может выглядеть так: «Код 123456»".
            var labelled: FreeFormRejection?
            if let label = matches[..<introducing].last(where: { $0.end <= code.start }),
                case .label(let reason, let reach) = keywords[label.keyword].kind,
                reach == .following || reach == .both,
                case let gap = code.start - endOfWord(from: label.end),
                (strength < Keyword.strong && gap <= 1)
                    || (reason == .example && gap <= 12 && opensQuotation(from: label.end, to: code.start))
            {
                labelled = reason
            }
            // The same label right after it, where the language puts it there: "Codul PUK pentru
            // cartela SIM cu numarul 07xx xxx 319 este 51928406", "Ο κωδικός PUK της κάρτας SIM".
            // An example, after any code word: "a verification code like 123456", "رمز التحقق مثل".
            if labelled == nil, introducing + 1 < matches.count,
                case let label = matches[introducing + 1], label.start - endOfWord(from: code.end) <= 1,
                label.start >= code.end, label.end <= token.start, label.end - label.start >= 3,
                !Self.numberingSigns.contains(keywords[label.keyword].text),  // "Kod nr 123: 723649"
                case .label(let reason, let reach) = keywords[label.keyword].kind,
                reach == .following || reach == .both,
                reason == .example || (strength < Keyword.strong && (reason == .reference || reason == .promoCode))
            {
                labelled = reason
            }
            // "Tell the delivery person this OTP: 3391": the person it is for, earlier in the
            // keyword's sentence.
            let person = matches[..<introducing].last {
                if case .label(.handover, let reach) = keywords[$0.keyword].kind {
                    reach != .preceding && !isInSenderName($0)
                } else {
                    false
                }
            }
            let isForPerson =
                person.map {
                    code.start - $0.end <= 40 && !hasBoundary(from: $0.end, to: code.start)
                        && !hasToken(from: $0.end, to: code.start, besides: index)
                } ?? false
            let context = messageContext(of: code, token: token, keywords: keywords)
            // The line that announces a token shown on a line of its own is its sentence too ("Den
            // nya koden är:\n\n4718" under a new door code).
            if labelled != nil || isForPerson || context != nil,
                !hasBoundary(from: code.end, to: token.start) || isOnLeadIn(code.end, leadIn: leadInEnd(before: token)),
                !hasToken(from: code.end, to: token.start, besides: index)
                    || (distance <= 64 && closesTheClause())
            {
                return labelled ?? (isForPerson ? .handover : Self.rejection(in: context))
            }
        }
        // The nearest keyword ending before the token.
        if let nearest, case let match = matches[nearest],
            case .label(let reason, let reach) = keywords[match.keyword].kind, reach != .preceding,
            reach != .earlierInSentence, token.start - match.end <= (reach == .adjacent ? 2 : 25),
            !hasBoundary(from: match.end, to: token.start),
            reach != .adjacent || !display[match.end..<token.start].contains(0x3A),  // "EUR: 77-05-94"
            // "Dear Customer, 482913 is your OTP": a comma ends the label's phrase (not an
            // example's: "(например, 123456)").
            reason == .example
                || !display[match.end..<token.start].contains(where: { $0 == 0x2C || $0 == 0xFF0C || $0 == 0x060C }),
            !hasToken(from: match.end, to: token.start, besides: index),
            !isInAside(match, closedBefore: token.start),
            !describesCodeOwner(label: match, reason: reason, token: token, keywords: keywords),
            !numbersCodeKeyword(match, keywords: keywords),
            !isInSenderName(match),
            // A card's or an account's last digits are digits: a linking word gives a code with
            // letters ("… mit deinem Konto lautet 4H7K2P"; an IBAN's "BG80" follows its word).
            reason != .cardDigits || !token.hasLetters || !isLinkedValue(token)
        {
            return reason
        }
        // The label the clause opens with, over a card's or an account's digits that another
        // label gives, names the number the clause's linking word or colon gives, where no code
        // word comes before it in the sentence: "Your PUK for SIM ending 4411 is 83720194", "PUK
        // do cartão SIM terminado em 4471: 82019374" (not "Your OTP for the transfer to account
        // ending 7731 is 582014").
        if let nearest, nearest > 0, case .label(.cardDigits, _) = keywords[matches[nearest].keyword].kind,
            case let first = nearest - 1, case let subject = matches[first],
            case .label(let reason, let reach) = keywords[subject.keyword].kind,
            reach == .following || reach == .both,
            [.reference, .orderOrTracking, .booking].contains(reason),
            token.start - subject.end <= 48,
            hasToken(from: subject.end, to: token.start, besides: index),
            !matches[..<first].contains(where: { isCodeKeyword($0) && !hasBoundary(from: $0.end, to: token.start) }),
            standingTokens(from: subject.end, to: token.start, besides: index) == 0,
            !hasBoundary(from: subject.end, to: token.start), closesTheClause()
        {
            return reason
        }
        // The nearest keyword starting after it: right after it, or further on in its sentence
        // for a label that reaches that far.
        // (Over the token's own code word after it, for what is said of the sentence's code: "A(z)
        // 482 917 kód felhasználásra került".)
        let firstAfter = matches.first(where: { $0.start >= token.end })
        // (Over a word that only marks the kind of message, in one phrase with the token: "the
        // code 904 118 sent earlier today at 08:02 has already been used"; not after a comma, where
        // it opens a clause of its own: "Usa 573640, il precedente è scaduto".)
        var following = firstAfter
        if let marker = firstAfter, keywords[marker.keyword].kind == .marker,
            let label = matches.first(where: { $0.start >= token.end && keywords[$0.keyword].kind != .marker }),
            !display[token.end..<label.start].contains(where: {
                $0 == 0x2C || $0 == 0xFF0C || $0 == 0x060C || $0 == 0x3001
            })
        {
            following = label
        }
        if let word = following, isCodeKeyword(word),
            let next = matches.first(where: { $0.start >= word.end && !isCodeKeyword($0) }),
            case .label(_, .earlierInSentence) = keywords[next.keyword].kind
        {
            following = next
        }
        if let match = following,
            case .label(let reason, let reach) = keywords[match.keyword].kind, reach != .following,
            // "Comunica il codice 482913 al corriere", "share OTP 4471 with Vikram, your delivery
            // partner": a person to hand it to, further on in its sentence.
            match.start - token.end <= (reach == .earlierInSentence || reason == .handover ? 40 : 2),
            !hasBoundary(from: token.end, to: match.start),
            // "Kod 551903 do operacji z dnia 10.04.2025 stracił ważność": what a spent word says
            // of its sentence's code holds over a date between, but not over another code ("Use
            // 319587 - the code 660214 sent at 10:41 no longer works").
            reach == .earlierInSentence
                ? standingTokens(from: token.end, to: match.start, besides: index) == 0
                : !hasToken(from: token.end, to: match.start, besides: index)
        {
            return reason
        }
        // The code's word right after it, where the language puts it there ("Kuryen teslimatta
        // senden 6390 kodunu isteyecek", "sürücüne 1742 PIN'ini söyle"): the kind of message
        // speaks of it as of a word before it.
        if let word = firstAfter, isCodeKeyword(word),
            word.start - token.end <= 2, !hasBoundary(from: token.end, to: word.start),
            let context = messageContext(of: word, token: token, keywords: keywords)
        {
            return Self.rejection(in: context)
        }
        return nil
    }

    /// "Compra aprobada … Cód. autorización 604128", "Meeting ID: 845 2291 0347\nPasscode:
    /// 619204": the kind of message in which the code's name means something else. A promotion's
    /// words count in the code's own sentence only: "Your code is 4821. Get 50% off your next
    /// ride" is a code with an advertisement after it. A PIN to keep is printed, never read out
    /// digit by digit as a call's code is (a voicemail's transcript: "Your code is 2 6 6 0 1 8").
    private func messageContext(of code: KeywordMatcher.Match, token: Token, keywords: [Keyword]) -> Keyword.Context? {
        for match in matches {
            guard let marked = keywords[match.keyword].marks, keywords[code.keyword].isReference(in: marked),
                marked != .promotion || !hasBoundary(from: min(match.end, code.end), to: max(match.start, code.start)),
                marked != .keptPIN || !token.isSpelledOut,
                marked != .keptPIN || keywords[match.keyword].kind != .marker
                    || !keepsAnotherNumber(match, than: token),
                // Not a word of the warning's sentence: "No compartas este código con nadie,
                // tampoco con tu conductor" names no ride.
                !matches.contains(where: {
                    keywords[$0.keyword].kind == .warning && $0.end <= match.start
                        && !hasBoundary(from: $0.end, to: match.start)
                })
            else { continue }
            return marked
        }
        return nil
    }

    /// "Tu código para activar la tarjeta … es 904115. Tu PIN de cajero es 7720: memorízalo": a
    /// word telling to keep a PIN (a marker, not a label such as "PUK") speaks of the number of
    /// its own sentence, not of a code in another one ("Your PIN is 8302. Memorise it" has no
    /// number of its own).
    private func keepsAnotherNumber(_ match: KeywordMatcher.Match, than token: Token) -> Bool {
        let (start, end) = token.end <= match.start ? (token.end, match.start) : (match.end, token.start)
        guard hasBoundary(from: start, to: end) else { return false }
        return tokens.contains { other in
            other.start >= start && other.end <= end
                && (other.end <= match.start
                    ? !hasBoundary(from: other.end, to: match.start) : !hasBoundary(from: match.end, to: other.start))
        }
    }

    /// What a number a kind of message names is: a promotion's or a gift card's code, a
    /// booking's, or another reference.
    private static func rejection(in context: Keyword.Context?) -> FreeFormRejection {
        switch context {
        case .promotion, .giftCard: .promoCode
        case .booking: .booking
        default: .reference
        }
    }

    /// "Your OTP to log in to ABHA (Ayushman Bharat Health Account) is 318740": a label inside
    /// brackets that close before the number, after other words, names what the brackets spell
    /// out, not the number ("Rezervasyon Kodu (PNR): SKQ7M2" still labels it).
    private func isInAside(_ label: KeywordMatcher.Match, closedBefore position: Int) -> Bool {
        guard display[label.end..<position].contains(where: { $0 == 0x29 || $0 == 0xFF09 }),
            let open = display[..<label.start].lastIndex(where: {
                $0 == 0x28 || $0 == 0x29 || $0 == 0xFF08 || $0 == 0xFF09
            })
        else { return false }
        return (display[open] == 0x28 || display[open] == 0xFF08) && label.start - open > 1
    }

    /// Whether a quotation opens between two positions of one sentence: «, “, „, 「 or a straight
    /// quote.
    private func opensQuotation(from start: Int, to end: Int) -> Bool {
        display[start..<end].contains {
            switch $0 {
            case 0x22, 0x27, 0xAB, 0x2018, 0x201C, 0x201E, 0x300C: true
            default: false
            }
        } && !hasBoundary(from: start, to: end)
    }

    /// "Authentication No. 381-402", "OTP No.: 4821": a numbering sign right after a code keyword
    /// numbers that code, as "Hasło nr 3" does.
    private func numbersCodeKeyword(_ label: KeywordMatcher.Match, keywords: [Keyword]) -> Bool {
        guard Self.numberingSigns.contains(keywords[label.keyword].text),
            let previous = matches.last(where: { $0.end <= label.start }), isCodeKeyword(previous)
        else { return false }
        return label.start - previous.end <= 1
    }

    private static let numberingSigns: Set<String> = ["no.", "nr.", "n.", "n°", "nº", "n.º", "№"]

    /// "The activation code of your card is 403918", "Код для подтверждения телефона: 7781": a
    /// label that a code keyword just before it describes names what the code is for, rather
    /// than labelling the number after it, unless that number is a card's last four digits or
    /// another number follows in the same sentence.
    private func describesCodeOwner(
        label: KeywordMatcher.Match, reason: FreeFormRejection, token: Token, keywords: [Keyword]
    ) -> Bool {
        // Four digits after an account's or a card's word are its last digits, unless a strong code
        // keyword names the account and a linking word or a colon gives the code ("Mã xác minh tài
        // khoản của bạn là 3846", "رمز تفعيل حسابك في مسار: 6019").
        if reason == .cardDigits && !token.hasLetters && token.end - token.start == 4
            && !(closesClause(before: token)
                && matches.contains {
                    $0.end <= label.start && label.start - $0.end <= 40 && codeStrength($0) >= Keyword.strong
                })
        {
            return false
        }
        // "Code for the courier: 7295": the person it is handed to is no owner it unlocks, and
        // "código de convite" is an invitation's code.
        // Nor is an example of a code ("un code reçu par SMS (ex. : 123456)", "TAN wie z. B.").
        if reason == .handover || reason == .promoCode || reason == .example { return false }
        // The nearest keyword is a code's; or, over other labels of the purpose it names, a strong
        // code keyword whose clause gives the value ("Kod pengesahan untuk menukar nombor telefon
        // akaun anda ialah 550821").
        // (As far as a clause reaches: "Your one-time code to link your Medicare card to your
        // online account is 208457".)
        var nearest = matches.last(where: { $0.end <= label.start })
        var reach = 40
        if let found = nearest, !isCodeKeyword(found),
            let strong = matches.last(where: { $0.end <= label.start && codeStrength($0) >= Keyword.strong }),
            label.start - strong.end <= 64, closesClause(before: token)
        {
            nearest = strong
            reach = 64
        } else if let found = nearest, codeStrength(found) >= Keyword.strong, closesClause(before: token) {
            // "Código de verificação para alterar o número de telemóvel da sua conta: 41 27 93".
            reach = 64
        }
        guard let previous = nearest, case .code(let strength) = keywords[previous.keyword].kind,
            label.start - previous.end <= reach
        else { return false }
        // A plain code word with a booking's thing right after it, or after "of the", is that
        // thing's code: "Codul cutiei cu chei: 2207", "קוד לכספת המפתחות: 0804", "Código de la
        // caja de llaves: 2291" (a verification code for a booking still names what it
        // confirms, and "code bu confirmation" is a confirmation code). So is a plain code word
        // with a reference's thing after "of the": "o código do local de consumo é 300221".
        // (The label may be matched inside its word, after the Arabic article: "رمز الرحلة".)
        var labelWord = label.start
        while labelWord > previous.end && ScalarFolding.isWordLetter(folded[labelWord - 1]) { labelWord -= 1 }
        if reason == .booking || reason == .reference, strength < Keyword.strong,
            reason == .booking && labelWord - previous.end <= 2 || isGenitive(from: previous.end, to: label.start)
        {
            return false
        }
        // An instruction with the number right after the label ("To confirm your order 482913
        // reply YES") speaks of that order; "to verify your phone number: 227819" does not.
        // (The label's word may go on: Swedish "ange parkopplingskoden 582133".)
        if strength < Keyword.normal
            && display[min(endOfWord(from: label.end), token.start)..<token.start].allSatisfy({
                $0 == 0x20 || $0 == 0x23
            })
        {
            return false
        }
        if tokens.contains(where: { $0.start >= previous.end && $0.end <= label.start }) { return false }
        if hasBoundary(from: previous.end, to: label.start) { return false }
        // "718 204 is your Lionsgate Health one-time PIN for policy LH-00938812": the code word is
        // said of the number before it, and the label names the number after it.
        if tokens.contains(where: {
            $0.end <= previous.start && linkingWordEnd(after: $0.end) != nil
                && !hasBoundary(from: $0.end, to: previous.start)
        }) {
            return false
        }
        // One phrase: "code of your card", not "code: card 4821".
        let phrase = display[previous.end..<label.start]
        if phrase.contains(where: { [0x3A, 0xFF1A, 0x2C, 0x3B, 0x28, 0x29, 0x5B, 0x5D].contains($0) }) { return false }
        // With another number after this one in the same sentence, the label is that number's
        // neighbour's label: "the code for order 99812 is 482913".
        var end = token.end
        while end < display.count && !endsSentence(at: end) { end += 1 }
        return !tokens.contains { $0.start >= token.end && $0.end <= end && $0.rejection == nil }
    }

    /// The code keyword (of normal strength or more) that introduces the token: right before it
    /// ("Bestätigungscode ABC4"), or with a colon or equals sign between in the same sentence
    /// ("Haslo nr1: 6rgbmk"); for a token with nothing else standing, anywhere before it in the
    /// same stretch of text as long as a colon comes right before the token ("Kod autoryzacyjny
    /// dla przelewu ... to: 98765432"), no sentence ends between ("Your one-time password to
    /// approve a transfer of EUR 1,250.00 to account ending 7731 is 64018352") or the token stands
    /// on a line of its own.
    private func introducingKeyword(_ token: Token, standsAlone: Bool, keywords: [Keyword]) -> (
        index: Int, strength: Double, isNear: Bool
    )? {
        // Over weaker instructions between: "Your one-time code to confirm a purchase … is 2058".
        guard let match = matches.last(where: { $0.end <= token.start && codeStrength($0) >= Keyword.normal }) else {
            return nil
        }
        let strength = codeStrength(match)
        let gap = token.start - match.end
        let colonBefore = hasColon(before: token, orEquals: true)
        if gap <= 3 && !hasToken(from: match.end, to: token.start, besides: -1) {
            return (match.keyword, strength, true)
        }
        // "code: 4821", "Enter this code to verify your email: K4T9-W2XZ": the colon that ends
        // the keyword's clause.
        if gap <= 48, !hasBoundary(from: match.end, to: token.start),
            !hasToken(from: match.end, to: token.start, besides: -1),
            display[match.end..<token.start].contains(where: { $0 == 0x3A || $0 == 0xFF1A || $0 == 0x3D })
        {
            return (match.keyword, strength, true)
        }
        // "Your code is 2087", "Dein neuer Code … über 89,99 € lautet 2087", "Potvrzovací kód pro
        // změnu bankovního účtu v E.ON Energy Portálu: 6T9-4KQ": a linking word or a colon right
        // before the value ends the keyword's clause, however long.
        if gap <= 64, !hasBoundary(from: match.end, to: token.start), closesClause(before: token),
            !hasLinkedValue(rightAfter: match.end, before: token.start)
        {
            return (match.keyword, strength, true)
        }
        // Or on a line of its own after the keyword's paragraph ("enter the number below …\n\n739204").
        if gap <= 200
            && (colonBefore || !hasBoundary(from: match.end, to: token.start)
                || standsAlone)
        {
            return (match.keyword, strength, false)
        }
        return nil
    }

    /// The keywords (of the first 64) that share a sentence with a warning phrase ("Never share
    /// your OTP"), as bits: each warning looks only as far as its own sentence's ends.
    private func warnedMatches(keywords: [Keyword]) -> UInt64 {
        var warned: UInt64 = 0
        for index in matches.indices where index < 64 {
            guard case .warning = keywords[matches[index].keyword].kind else { continue }
            var left = matches[index].start
            var other = index - 1
            while other >= 0, !hasBoundary(from: matches[other].end, to: left) {
                if other < 64 { warned |= 1 << UInt64(other) }
                left = matches[other].start
                other -= 1
            }
            var right = matches[index].end
            other = index + 1
            while other < matches.count, other < 64, !hasBoundary(from: right, to: matches[other].start) {
                warned |= 1 << UInt64(other)
                right = matches[other].end
                other += 1
            }
        }
        return warned
    }

    /// Whether the token opens its sentence or line: nothing but white space since the last
    /// sentence end ("Never share your OTP.\n482913", "… with anyone. 482913 is valid").
    private func opensSentence(_ token: Token) -> Bool {
        var position = token.start - 1
        var newLine = false
        while position >= 0 && (display[position] == 0x20 || display[position] == 0x0A) {
            newLine = newLine || display[position] == 0x0A
            position -= 1
        }
        return position < 0 || newLine || endsSentence(at: position)
    }

    /// Whether a label is a word of the sender's name that opens the message, or the start of its
    /// one word: "Summit Card: 418 057 is your Summit one-time code", "Driver & Vehicle Online:
    /// your security code is 482913", "Kurierus: Twój kod logowania … to 4481". Not a label alone
    /// ("Card: 4821") nor after a word that is no name ("Your card: 4821").
    private func isInSenderName(_ label: KeywordMatcher.Match) -> Bool {
        if label.start < 40, let name = ServiceName.colonPrefixSpan(in: self), name.contains(label.start) {
            return true
        }
        // "[Kurirku] Kode OTP: 904417": the tag in brackets that opens the message.
        if let open = display.first, open == 0x5B || open == 0x3010,
            let close = display.prefix(33).firstIndex(of: open == 0x5B ? 0x5D : 0x3011), label.end <= close
        {
            return true
        }
        let wordEnd = endOfWord(from: label.end)
        guard wordEnd < 40, let after = nextVisible(from: wordEnd, within: 3), after == 0x3A || after == 0xFF1A,
            !display[..<label.start].contains(where: { $0 == 0x3A || $0 == 0x0A || $0 == 0xFF1A })
        else { return false }
        if label.start == 0 { return wordEnd > label.end }
        guard let name = ServiceName.previous(before: label.start, in: self) else { return false }
        return ServiceName.isName(name, in: self)
    }

    /// Whether `position` is on the line that leads in to a token on a line of its own, before
    /// its end (``leadInEnd(before:)``).
    private func isOnLeadIn(_ position: Int, leadIn: Int?) -> Bool {
        guard let leadIn, position <= leadIn else { return false }
        return !display[position..<leadIn].contains(0x0A)
    }

    /// For a token alone on its line, where the last line before it with text ends (before any
    /// sentence end there), when that line is at most one blank line away; nil otherwise.
    private func leadInEnd(before token: Token) -> Int? {
        var before = token.start - 1
        var breaks = 0
        while before >= 0 && (display[before] == 0x20 || display[before] == 0x0A) {
            if display[before] == 0x0A { breaks += 1 }
            before -= 1
        }
        // Up to two blank lines between, and a box drawn around the code is one more; or one
        // blank line that a bridge or a gateway doubled ("Dein Code für Steadfy:\n\n\n\n449 017").
        guard before >= 0, (1...4).contains(breaks) else { return nil }
        var after = token.end
        while after < display.count && display[after] == 0x20 { after += 1 }
        guard after == display.count || display[after] == 0x0A else { return nil }
        // The lead-in's own full stop or colon does not part it from the code it announces.
        while before >= 0 && (display[before] == 0x3A || endsSentence(at: before) || display[before] == 0x20) {
            before -= 1
        }
        return before + 1
    }

    /// Whether a code keyword of `strength` that introduces or announces the token gives it a
    /// code's shape: digits always; letters shaped as a code (`K4T9-W2XZ`, `7fq2kx`) after any;
    /// a word with a number (`ABC4`, "Use code SAVE2024", "with code:\n\nSPRING25") only after a
    /// strong one. (A word written with a digit for a letter, "ta2keed", is no token at all.)
    private func vouchesForLetters(of token: Token, strength: Double) -> Bool {
        !token.hasLetters || token.shape >= 0.6 || strength >= Keyword.strong
    }

    /// Whether no standing token before `index` and after `position` stands on a line of its own.
    private func isFirstShownAlone(_ index: Int, after position: Int) -> Bool {
        !tokens.indices.contains {
            $0 != index && tokens[$0].rejection == nil && tokens[$0].start >= position
                && tokens[$0].start < tokens[index].start && leadInEnd(before: tokens[$0]) != nil
        }
    }

    /// Whether a code keyword ends right before the token (at most a space between) and another
    /// starts after it in the same sentence, with no other token between.
    private func liesBetweenCodeKeywords(_ token: Token) -> Bool {
        // (Not the head of a password glued to the rest of it: "Lx82#pq5".)
        guard token.end >= display.count || display[token.end] != 0x23,
            let before = matches.last(where: { $0.end <= token.start && isCodeKeyword($0) }),
            token.start - before.end <= 1,
            let after = matches.first(where: { $0.start >= token.end && isCodeKeyword($0) }),
            after.start - token.end <= 40, !hasBoundary(from: token.end, to: after.start),
            !tokens.contains(where: { $0.start >= token.end && $0.end <= after.start })
        else { return false }
        return true
    }

    /// Whether no other token is still standing.
    private func isOnlyStanding(_ index: Int) -> Bool {
        !tokens.indices.contains { $0 != index && tokens[$0].rejection == nil }
    }

    /// Whether the keyword introduces what follows it: a colon or an equals sign follows it, it
    /// stands alone on its line as the heading of the next ("TAN\n a u 8 k u f"), or its value
    /// follows at once ("Informe o código 7302").
    private func introducesValue(_ match: KeywordMatcher.Match) -> Bool {
        guard let next = nextVisible(from: match.end, within: 2) else { return false }
        if next == 0x0A {
            let previous = previousVisible(before: match.start, within: 2)
            if previous == 0x0A || (previous == nil && match.start <= 2) { return true }
        } else if next == 0x3A || next == 0xFF1A || next == 0x3D {
            return true
        }
        return tokens.contains { $0.start >= match.end && $0.start - match.end <= 2 }
    }

    /// Whether the token's letters and digits end a link one of whose path words asks to verify,
    /// confirm or sign in (`https://x.example/verify/12345678`, `…/otp?code=482913`).
    private func isRepeatedInVerificationLink(_ index: Int) -> Bool {
        let token = tokens[index]
        for link in tokens.indices where link != index && tokens[link].rejection == .urlPart {
            // The token's letters and digits, read backwards, must end the link's token, with
            // only separators in between and a path or query sign before them.
            var mine = token.end - 1
            var theirs = tokens[link].end - 1
            while mine >= token.start, theirs >= tokens[link].start {
                if !Self.isAlphanumeric(display[mine]) {
                    mine -= 1
                } else if !Self.isAlphanumeric(display[theirs]) && display[theirs] != 0x2F && display[theirs] != 0x3D {
                    theirs -= 1
                } else if display[mine] == display[theirs] {
                    mine -= 1
                    theirs -= 1
                } else {
                    break
                }
            }
            guard mine < token.start, theirs >= 0, display[theirs] == 0x2F || display[theirs] == 0x3D else { continue }
            var first = theirs
            while first > 0, display[first - 1] > 0x20, display[first - 1] < 0x7F { first -= 1 }
            // A short link's "/v/" path ("lumora.example/v/693028") verifies as its long form does.
            if Self.hasVerificationWord(folded[first..<theirs])
                || (theirs - first >= 2 && folded[theirs - 1] == 0x76 && folded[theirs - 2] == 0x2F)
            {
                return true
            }
        }
        return false
    }

    /// Whether a folded stretch of a link holds "verif", "confirm", "otp", "code", "login",
    /// "signin" or "auth".
    private static func hasVerificationWord(_ text: Slice<UnsafeMutableBufferPointer<UInt32>>) -> Bool {
        var position = text.startIndex
        while position < text.endIndex {
            for word in verificationWords where position + word.count <= text.endIndex {
                if word.indices.allSatisfy({ text[position + $0] == word[$0] }) { return true }
            }
            position += 1
        }
        return false
    }

    private static let verificationWords: [[UInt32]] = ["verif", "confirm", "otp", "code", "login", "signin", "auth"]
        .map { $0.unicodeScalars.map(\.value) }

    /// Where the 11-character app hash of an Android SMS Retriever message starts: the last word
    /// of the message, of letters, digits, `+` and `/`, after a space or a line break, with a
    /// digit or a sign in it or a case that flips like a random string's (`aAbBcCdDeEf`), so
    /// that a name of eleven letters signing the message ("Commerzbank") is none.
    func appHashStart() -> Int? {
        var end = display.count
        while end > 0 && (display[end - 1] == 0x20 || display[end - 1] == 0x0A) { end -= 1 }
        let start = end - 11
        guard start >= 0, start == 0 || display[start - 1] == 0x0A || display[start - 1] == 0x20 else {
            return nil
        }
        var flips = 0
        var hasDigitOrSign = false
        for position in start..<end {
            let value = display[position]
            if Self.isDigit(value) || value == 0x2B || value == 0x2F {
                hasDigitOrSign = true
            } else if !Self.isASCIILetter(value) {
                return nil
            } else if position > start, Self.isCapital(value), !Self.isCapital(display[position - 1]) {
                flips += 1
            }
        }
        return hasDigitOrSign || flips >= 3 ? start : nil
    }

    /// Whether the token is all the message holds, apart from white space. Signed with a dash on
    /// a line of its own ("482913\n- Venmo"), the message is still only the code.
    private func isWholeMessage(_ token: Token) -> Bool {
        let opens = opensMessage(at: token.start) || followsOpeningTag(token.start)
        guard opens || followsSenderName(token.start) else { return false }
        var position = token.end
        while position < display.count && (display[position] == 0x20 || display[position] == 0x0A) {
            position += 1
        }
        // The code alone, or after the sender's name alone ("Vendilo: 184920").
        guard position < display.count else { return true }
        // A link on the line after it, and nothing else ("612907\n\nhttps://hub.example/v/x8Kq2"),
        // even after the sender's name ("HillTop CU: 482019\nhttps://…/verify").
        if display[token.end..<position].contains(0x0A), isLoneLink(from: position) { return true }
        guard opens, display[token.end..<position].contains(0x0A), display.count - position <= 32,
            [0x2D, 0x2013, 0x2014].contains(display[position])
        else { return false }
        return !display[position...].contains(where: Self.isDigit)
    }

    /// Whether the rest of the message from `position` is one link ("https://…", "www.…") and
    /// white space.
    private func isLoneLink(from position: Int) -> Bool {
        var end = display.count
        while end > position && (display[end - 1] == 0x20 || display[end - 1] == 0x0A) { end -= 1 }
        let link = display[position..<end]
        guard !link.contains(where: { $0 == 0x20 || $0 == 0x0A }) else { return false }
        // (The scanner reads a link as a token only where it holds digits: "…/v/x8Kq2" yes,
        // "…/in" no; so the link's own opening is read here.)
        let start = link.prefix(8).map { $0 | 0x20 }
        if Self.linkOpenings.contains(where: { start.starts(with: $0) }) { return true }
        // A host and a path without a scheme ("quillpad.example.io/verify").
        return opensWithHostAndPath(position..<end)
    }

    /// Whether the text in `range` opens with a host name and a path, without a scheme:
    /// "quillpad.example.io/verify", "meet.example/kd-4418" (letters, digits, dots and hyphens
    /// up to the first slash, and a top-level name of letters before it).
    private func opensWithHostAndPath(_ range: Range<Int>) -> Bool {
        guard let slash = display[range].firstIndex(of: 0x2F), slash > range.lowerBound,
            let dot = display[range.lowerBound..<slash].lastIndex(of: 0x2E), dot > range.lowerBound,
            slash - dot > 2
        else { return false }
        return display[range.lowerBound..<slash].allSatisfy { Self.isAlphanumeric($0) || $0 == 0x2E || $0 == 0x2D }
            && display[(dot + 1)..<slash].allSatisfy(Self.isASCIILetter)
    }

    private static let linkOpenings: [[UInt32]] = ["https://", "http://", "www."].map {
        $0.unicodeScalars.map(\.value)
    }

    /// Whether only a sender's tag in brackets, and white space, stand before `position`
    /// ("[GoiXe] 106482", "【拼享购】706291").
    private func followsOpeningTag(_ position: Int) -> Bool {
        var start = 0
        while start < position && (display[start] == 0x20 || display[start] == 0x0A) { start += 1 }
        guard start < position, display[start] == 0x5B || display[start] == 0x3010 else { return false }
        let close: UInt32 = display[start] == 0x5B ? 0x5D : 0x3011
        guard let end = display[start..<position].firstIndex(of: close), end - start > 1 else { return false }
        return display[(end + 1)..<position].allSatisfy { $0 == 0x20 || $0 == 0x0A }
    }

    /// Whether only a sender's name stands before `position`, before a colon or on a line of its
    /// own ("HillTop CU: ", "Halyard SSO\n"): up to four capitalised words of letters that no
    /// keyword holds (not a phrase: "your vscode is: 12312312").
    private func followsSenderName(_ position: Int) -> Bool {
        var end = position
        while end > 0 && (display[end - 1] == 0x20 || display[end - 1] == 0x0A) { end -= 1 }
        guard end > 0, end < position, display[end - 1] == 0x3A || display[end..<position].contains(0x0A) else {
            return false
        }
        if display[end - 1] == 0x3A { end -= 1 }
        let name = display[..<end]
        guard !name.isEmpty, !name.contains(0x0A), name.allSatisfy({ ScalarFolding.isWordLetter($0) || $0 == 0x20 }),
            case let words = name.split(separator: 0x20), words.count <= 4,
            words.allSatisfy({ word in
                Unicode.Scalar(word[word.startIndex]).map { $0.properties.isUppercase || !$0.properties.isCased }
                    ?? false
            })
        else { return false }
        return !matches.contains { $0.start < end }
    }

    /// Whether nothing but white space stands before `position`.
    func opensMessage(at position: Int) -> Bool {
        display[..<position].allSatisfy { $0 == 0x20 || $0 == 0x0A }
    }

    /// Whether a sentence ends between two positions.
    func hasBoundary(from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        for position in start..<end where endsSentence(at: position) { return true }
        return false
    }

    /// Whether the scalar at `position` ends a sentence. A full stop inside a number or a host
    /// name, or after an abbreviation ("Dr.", "No.", "St."), does not.
    @inline(__always)
    func endsSentence(at position: Int) -> Bool {
        // Most characters end nothing: that test is inlined where sentences are walked, the rest
        // is not.
        ScalarFolding.isSentenceEnd(display[position]) && sentenceEndIsReal(at: position)
    }

    /// The rest of ``endsSentence(at:)``, for a character that may end a sentence.
    @inline(never)
    private func sentenceEndIsReal(at position: Int) -> Bool {
        let value = display[position]
        // "Yahoo! account", "PayLah! transfer": a brand's exclamation mark before a word in
        // lower case.
        if value == 0x21 {
            return
                !(position + 2 < display.count && display[position + 1] == 0x20
                && display[position + 2] >= 0x61 && display[position + 2] <= 0x7A)
        }
        guard value == 0x2E else { return true }
        if position + 1 < display.count, display[position + 1] != 0x20, display[position + 1] != 0x0A {
            return false
        }
        var letters = 0
        var index = position - 1
        while index >= 0, Self.isASCIILetter(display[index]) {
            letters += 1
            index -= 1
        }
        // "a.n. DEWI LESTARI", "z.B.", "i.e.": the last dot of a dotted abbreviation.
        if letters == 1 && index >= 0 && display[index] == 0x2E { return false }
        let startsWord = index < 0 || display[index] == 0x20
        if startsWord, letters == 1 || letters == 2, display[index + 1] == 0x6E, isNumberSign(letters, at: index + 1) {
            return false
        }
        let isCapital = letters > 0 && display[index + 1] >= 0x41 && display[index + 1] <= 0x5A
        // "Dr.", "No.", "M." abbreviate; "OTP.", "PIN.", "SMS." end a sentence, but not before a
        // number ("RS. 5000", "NO. XX1234"), where capitals are an abbreviation too.
        let isAcronym =
            letters > 1 && (index + 2..<position).allSatisfy { Self.isCapital(display[$0]) }
            && !(nextVisible(from: position + 1, within: 3).map { Self.isDigit($0) || $0 == 0x58 } ?? false)
        guard startsWord && isCapital && !isAcronym && letters <= 3 else { return true }
        // A capitalised word of three letters ends its sentence ("Security Key. Call …"), unless
        // it is one of the usual abbreviations ("Ave.", "Ltd.", "Tel.", "Oct.", "Sra.").
        return letters == 3 && !isThreeLetterAbbreviation(at: index + 1)
    }

    /// Whether the three letters at `start` are an abbreviation written with a full stop.
    @inline(never)
    private func isThreeLetterAbbreviation(at start: Int) -> Bool {
        var word = ""
        for value in display[start..<(start + 3)] {
            word.unicodeScalars.append(Unicode.Scalar(value | 0x20) ?? "a")
        }
        return Self.threeLetterAbbreviations.contains(word)
    }

    private static let threeLetterAbbreviations: Set<String> = [
        "ave", "apt", "inc", "ltd", "ste", "tel", "fax", "ref", "dep", "est", "gen", "col", "sgt", "rev", "hon",
        "mrs", "blk", "str", "nro", "tlf", "tfn", "sra", "sta", "sto", "dra", "lic", "ing", "arq", "pte", "mgr",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
        "mon", "tue", "wed", "thu", "fri", "sat", "sun", "abs", "bzw", "inh", "geb", "ggf", "evt", "acc", "afl",
    ]

    /// "della domanda n. 2024-0183377", "nr. 4471", "no. 12": the `letters` at `start` and their
    /// full stop are one of ``numberingSigns`` before a number, not a sentence's last word.
    /// Rarely reached.
    @inline(never)
    private func isNumberSign(_ letters: Int, at start: Int) -> Bool {
        var sign = String.UnicodeScalarView()
        for value in display[start...(start + letters)] { sign.append(Unicode.Scalar(value) ?? ".") }
        guard Self.numberingSigns.contains(String(sign)) else { return false }
        return nextVisible(from: start + letters + 1, within: 2).map(Self.isDigit) ?? false
    }

    /// The start of the line that holds `position`.
    func lineStart(of position: Int) -> Int {
        var start = position
        while start > 0 && display[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// Whether any token (accepted or rejected) other than `index` lies between two positions.
    func hasToken(from start: Int, to end: Int, besides index: Int) -> Bool {
        tokens.indices.contains { $0 != index && tokens[$0].start >= start && tokens[$0].end <= end }
    }

    /// The number of tokens still standing between two positions.
    func standingTokens(from start: Int, to end: Int, besides index: Int) -> Int {
        tokens.indices.reduce(0) { count, other in
            other != index && tokens[other].rejection == nil && tokens[other].start >= start
                && tokens[other].end <= end ? count + 1 : count
        }
    }

    /// Whether the text between two positions is only the words that say "of the" in the Romance
    /// languages ("de la", "del", "du", "della", "do").
    private func isGenitive(from start: Int, to end: Int) -> Bool {
        var index = start
        var words = 0
        while index < end {
            while index < end && display[index] == 0x20 { index += 1 }
            guard index < end else { break }
            var wordEnd = index
            while wordEnd < end && display[wordEnd] != 0x20 { wordEnd += 1 }
            guard wordEnd - index <= 5,
                Self.genitiveWords.contains(where: { $0.elementsEqual(folded[index..<wordEnd]) })
            else { return false }
            words += 1
            index = wordEnd
        }
        return words > 0
    }

    static let genitiveWords: [[UInt32]] = ["de", "la", "el", "del", "du", "des", "le", "della", "dello", "do", "da"]
        .map { $0.unicodeScalars.map(\.value) }

    /// Whether the keyword ending at `keywordEnd` has a linking word's value right after it, before
    /// `end` ("Your OTP is 482913 and your PIN is 5521"): then a later linking word's value is not
    /// the keyword's. (A value further on is part of the keyword's clause: "OTP for transfer to
    /// 0234567891 is 604 215".)
    func hasLinkedValue(rightAfter keywordEnd: Int, before end: Int) -> Bool {
        tokens.contains {
            $0.rejection == nil && $0.start >= keywordEnd && $0.start - keywordEnd <= 8 && $0.end <= end
                && isLinkedValue($0)
        }
    }

    /// The number of sentence ends between two positions.
    func boundaries(from start: Int, to end: Int) -> Int {
        guard start < end else { return 0 }
        var count = 0
        for position in start..<end where endsSentence(at: position) { count += 1 }
        return count
    }

    /// Links every standing token to the code keyword that best explains it.
    mutating func associate(keywords: [Keyword]) {
        let warned = warnedMatches(keywords: keywords)
        for index in tokens.indices where tokens[index].rejection == nil {
            let token = tokens[index]
            var best = 0.0
            var bestKeyword: Int?
            let leadIn = leadInEnd(before: token)
            // A number that opens the message with a colon names its sender, as "Acme:" does
            // ("1177: Din engångskod är 840 229"): no keyword after it points back at it.
            let namesSender = token.end < display.count && display[token.end] == 0x3A && opensMessage(at: token.start)
            var isAnnounced = false
            for (matchIndex, match) in matches.enumerated() {
                guard case .code(let strength) = keywords[match.keyword].kind else { continue }
                var gap: Int
                let between: (Int, Int)
                var pointed = false
                if keywords[match.keyword].pointsBelow, leadIn != nil, match.end <= token.start,
                    token.start - match.end <= 600, isFirstShownAlone(index, after: match.end)
                {
                    // "Type the code below … (device, place, time) …\n\nH3N9-QP2L": the first code
                    // shown on a line of its own after a pointer is the one it points at.
                    gap = 2
                    between = (token.start, token.start)
                    pointed = true
                } else if let leadIn, match.end <= leadIn {
                    // "Here is the code you need:\n\nF7K2M": a code shown on a line of its own is
                    // as close as the end of the line that leads in to it.
                    gap = leadIn - match.end + 2
                    between = (match.end, leadIn)
                    // "Use this code to finish setting up Acme on your new device:\n\nK7P2QX": a
                    // line that ends with a colon introduces what stands below it, however long.
                    if display[leadIn] == 0x3A || display[leadIn] == 0xFF1A,
                        !display[match.end..<leadIn].contains(0x0A)
                    {
                        gap = min(gap, 8)
                    }
                } else if match.end <= token.start {
                    gap = token.start - match.end
                    between = (match.end, token.start)
                } else if match.start >= token.end {
                    // A keyword that introduces what follows ("Confirmation code: 635589") does
                    // not point back at a number before it (a sender's short code), nor at a
                    // sender's name.
                    gap = match.start - token.end + (introducesValue(match) || namesSender ? 40 : 0)
                    between = (token.end, match.start)
                } else {
                    continue
                }
                guard gap <= 120 else { continue }
                let sentenceEnds = boundaries(from: between.0, to: between.1)
                // "Never share your OTP. Report fraud at 1930": a warning's keyword speaks of
                // codes in general, not of a number inside another sentence (one that opens its
                // sentence or line may still be the code).
                if sentenceEnds > 0, matchIndex < 64, warned & (1 << UInt64(matchIndex)) != 0, !opensSentence(token) {
                    continue
                }
                var standing = standingTokens(from: between.0, to: between.1, besides: index)
                // "Ihre TAN für die Überweisung von EUR 450,00 an MARIA HUBER lautet 82K4P9": the
                // value a linking word gives the keyword's sentence is as close as a colon's, and
                // the numbers of the keyword's clause do not part them (an aside in brackets,
                // "your OTP to add ADEBAYO O. (0123456789, Zenith Bank) is 6619"; an account,
                // "Your OTP for transfer of NGN150,000.00 to 0234567891 (…) is 604 215").
                if sentenceEnds == 0 && gap > 8 && between.1 == token.start && closesClause(before: token),
                    standing == 0 || !hasLinkedValue(rightAfter: between.0, before: between.1)
                {
                    gap = 8
                    standing = 0
                }
                let distance = gap + 14 * sentenceEnds + 20 * standing
                let closeness = distance <= 8 ? 1.0 : max(0, 1 - Double(distance - 8) / 110)
                let value = strength * closeness
                if value > best {
                    best = value
                    bestKeyword = match.keyword
                    // Announced on the line that leads in to it: shown as a code is shown.
                    isAnnounced =
                        pointed || isOnLeadIn(match.end, leadIn: leadIn)
                }
            }
            // "Enter 6Q2-X7M on your TV to finish signing in", "Enter K7Q-92M … to confirm it's you":
            // an instruction right before the code and what it is for after it, in one sentence,
            // say together what a code word says.
            if best < Keyword.normal, liesBetweenCodeKeywords(token) {
                best = Keyword.normal
                tokens[index].shape = max(token.shape, 0.75)
            }
            if isAnnounced && vouchesForLetters(of: token, strength: bestKeyword.map { codeKeywords[$0] } ?? 0) {
                tokens[index].shape = max(token.shape, 0.8)
            }
            if best == 0 && isWholeMessage(token) {
                // A message that is only the code ("482913"): nothing else it could be.
                best = 0.8
            } else if best < 0.7 && isRepeatedInVerificationLink(index) {
                // "1234-5678 … app://verify/12345678": the link that verifies with it names it.
                best = 0.7
            }
            if let keyword = introducingKeyword(token, standsAlone: leadIn != nil, keywords: keywords) {
                // "Haslo nr1: 6rgbmk", "Bestätigungscode ABC4", "رمز:1122334455": a value a code
                // keyword introduces keeps a good shape whatever its length.
                if keyword.isNear && vouchesForLetters(of: token, strength: keyword.strength) {
                    tokens[index].shape = max(tokens[index].shape, token.hasLetters ? 0.75 : 0.9)
                }
                if best < 0.65 * keyword.strength && isOnlyStanding(index) {
                    // Bank messages put the code after the details: the only number left
                    // standing, introduced by a colon, is the code the keyword announced.
                    best = 0.65 * keyword.strength
                    bestKeyword = keyword.index
                }
            }
            tokens[index].association = best
            tokens[index].keyword = bestKeyword
            if best == 0 { tokens[index].rejection = .noKeyword }
        }
    }
}

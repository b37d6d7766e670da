import Secrets

/// Finds one-time codes in messages that do not bind them to a site: "Your GitHub code is
/// 804921", "【支付宝】验证码：628401", "Код подтверждения: 482913".
///
/// The detector reads the message once. It folds digits of every script to ASCII and finds
/// keywords of the configured languages ("code", "OTP", "验证码", "код", "認証番号", "인증번호",
/// "رمز"...). It then looks at every group of 4-10 letters and digits with at least one digit,
/// throws out what the text around it marks as something else (amounts, dates, times, years,
/// phone numbers, card digits, order, tracking, booking and reference numbers, promo codes,
/// parts of URLs), and scores the rest by their distance to a code keyword and their shape. The
/// best one wins if its score reaches ``minimumConfidence``.
///
/// ```swift
/// let detector = FreeFormDetector()
/// detector.code(in: "Your GitHub authentication code is: 804921")?.service  // "GitHub"
/// detector.code(in: "Your order 8837261 has shipped")                        // nil
/// ```
///
/// No regular expression and no Foundation in the hot path: a typical 120-character message
/// takes about a microsecond.
public struct FreeFormDetector: Sendable {
    /// The languages whose keywords are known.
    public let languages: [MessageLanguage]
    /// The least confidence a code needs to be returned (0-1). The default, 0.5, is the point
    /// the labelled corpus in the tests was measured at.
    public var minimumConfidence: Double

    private let matcher: KeywordMatcher

    private static let allLanguages = KeywordMatcher(languages: MessageLanguage.all)

    /// Makes a detector for the given languages (all of them by default).
    public init(languages: [MessageLanguage] = MessageLanguage.all, minimumConfidence: Double = 0.5) {
        self.languages = languages
        self.minimumConfidence = minimumConfidence
        matcher = languages == MessageLanguage.all ? Self.allLanguages : KeywordMatcher(languages: languages)
    }

    /// The code in `message`, or `nil` when there is none the detector is confident enough of.
    public func code(in message: String) -> FreeFormCode? {
        var message = message
        return message.withUTF8 { code(inUTF8: $0) }
    }

    /// The code in `message`, or `nil` when there is none the detector is confident enough of.
    public func code(in message: some StringProtocol) -> FreeFormCode? {
        UTF8Bytes.with(message) { code(inUTF8: $0) }
    }

    /// The code in a message given as UTF-8 bytes (invalid sequences are read without crashing).
    public func code(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> FreeFormCode? {
        withScan(bytes) { scan in
            guard let winner = rank(&scan), winner.confidence >= minimumConfidence else { return nil }
            return makeCode(scan, winner.index, confidence: winner.confidence)
        }
    }

    /// One number-like token of a message and what the detector made of it: for tuning, tests
    /// and `autofill sms parse --explain`.
    public struct Candidate: Sendable, CustomStringConvertible {
        /// The token, as a secret: one of the candidates is the code.
        public let text: SecretText
        /// Where it is in the message, as UTF-8 offsets.
        public let utf8Range: Range<Int>
        /// Its score (0-1); the highest standing candidate is the code if it reaches the minimum.
        public let score: Double
        /// Why it is not the code, or `nil` for the code itself.
        public let rejection: FreeFormRejection?

        public var description: String {
            "Candidate(<redacted>, score: \((score * 100).rounded() / 100), \(rejection.map(\.id) ?? "chosen"))"
        }
    }

    /// A word or phrase of a message that the detector read as a keyword: for tuning and
    /// `autofill sms parse --explain`. Keywords are the detector's vocabulary, never a secret.
    public struct KeywordMatch: Sendable, CustomStringConvertible {
        /// The keyword as listed ("verification code", "order").
        public let keyword: String
        /// What it says: "code 0.88", "label order-or-tracking", "context parcel", "warning".
        public let meaning: String
        /// Where it is in the message, as UTF-8 offsets.
        public let utf8Range: Range<Int>

        public var description: String { "\(keyword) (\(meaning))" }
    }

    /// The keywords found in `message`, in order, after the ones inside a brand's name are dropped.
    public func keywords(in message: some StringProtocol) -> [KeywordMatch] {
        UTF8Bytes.with(message) { bytes in
            withScan(bytes) { scan in
                scan.matches.map { match in
                    let keyword = matcher.keywords[match.keyword]
                    let meaning: String =
                        switch keyword.kind {
                        case .code(let strength): "code \((strength * 100).rounded() / 100)"
                        case .label(let reason, _): "label \(reason.id)"
                        case .warning: "warning"
                        case .marker: keyword.marks.map { "context \($0)" } ?? "marker"
                        case .name: "name"
                        }
                    return KeywordMatch(
                        keyword: keyword.text, meaning: meaning,
                        utf8Range: scan.utf8Range(ofScalars: match.start..<match.end))
                }
            }
        }
    }

    /// Every number-like token in `message`, in order, with its score and why it was refused.
    public func candidates(in message: some StringProtocol) -> [Candidate] {
        UTF8Bytes.with(message) { bytes in
            withScan(bytes) { scan in candidates(&scan) }
        }
    }

    private func candidates(_ scan: inout MessageScan) -> [Candidate] {
        let winner = rank(&scan)
        return scan.tokens.indices.map { index in
            let token = scan.tokens[index]
            var rejection = token.rejection
            if rejection == nil && index != winner?.index { rejection = .outranked }
            if rejection == nil, let winner, winner.confidence < minimumConfidence { rejection = .lowConfidence }
            return Candidate(
                text: SecretText(Self.text(scan, token.start, token.end)),
                utf8Range: scan.utf8Range(ofScalars: token.start..<token.end), score: token.score,
                rejection: rejection)
        }
    }

    // MARK: - Internals

    /// Reads the message into a scan whose storage lives on the stack for typical messages, and
    /// hands it to `body`.
    func withScan<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (inout MessageScan) -> Result) -> Result {
        let scalars = MessageScan.scalarCount(bytes)
        // Each temporary allocation stays within the size the standard library puts on the stack
        // (1 KiB) for typical messages; the lists move to the heap only for unusual ones.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * scalars + 2) { storage in
            withUnsafeTemporaryAllocation(of: KeywordMatcher.Match.self, capacity: 32) { matches in
                withUnsafeTemporaryAllocation(of: MessageScan.Token.self, capacity: 16) { tokens in
                    var scan = MessageScan(
                        bytes, storage: storage, matches: ScratchList(lending: matches),
                        tokens: ScratchList(lending: tokens), codeKeywords: matcher.codeStrength)
                    defer {
                        scan.matches.release()
                        scan.tokens.release()
                    }
                    matcher.matches(in: scan.folded, into: &scan.matches)
                    scan.dropLabelsInsideNames()
                    scan.findTokens()
                    if !scan.tokens.isEmpty {
                        excludeAppHashLine(&scan)
                        excludeQuotedLines(&scan)
                        scan.applyContext(keywords: matcher.keywords)
                        scan.associate(keywords: matcher.keywords)
                        supersedeEarlierCodes(&scan)
                    }
                    return body(&scan)
                }
            }
        }
    }

    /// The best standing token and its confidence: its score, lowered when another candidate
    /// scores almost as well.
    func rank(_ scan: inout MessageScan) -> (index: Int, confidence: Double)? {
        var best: Int?
        for index in scan.tokens.indices where scan.tokens[index].rejection == nil {
            if best.map({ scan.tokens[index].score > scan.tokens[$0].score }) ?? true { best = index }
        }
        guard let best else { return nil }
        // The runner-up, unless it is the same code written again ("Subject: 6042 is your code …
        // Enter 6042 to confirm").
        let winner = scan.display[scan.tokens[best].start..<scan.tokens[best].end]
        var second = 0.0
        for index in scan.tokens.indices where index != best && scan.tokens[index].rejection == nil {
            let token = scan.tokens[index]
            if token.end - token.start == winner.count && scan.display[token.start..<token.end].elementsEqual(winner) {
                continue
            }
            second = max(second, token.score)
        }
        var confidence = scan.tokens[best].score
        if second >= 0.8 * confidence { confidence *= 0.85 }
        return (best, confidence)
    }

    /// A code sent again ("Se ha generado un nuevo código: 915 337. El código anterior ya no es
    /// válido", a thread of a code and its replacement): of the codes good enough to be taken, all
    /// but the last are spent.
    private func supersedeEarlierCodes(_ scan: inout MessageScan) {
        let keywords = matcher.keywords
        guard scan.matches.contains(where: { keywords[$0.keyword].marks == .replaced }) else { return }
        let taken = scan.tokens.indices.filter {
            scan.tokens[$0].rejection == nil && scan.tokens[$0].score >= minimumConfidence
        }
        for index in taken.dropLast() { scan.tokens[index].rejection = .expired }
    }

    /// Android SMS Retriever messages end with an 11-character app hash on its own line; it is
    /// never the code.
    private func excludeAppHashLine(_ scan: inout MessageScan) {
        guard let start = scan.appHashStart() else { return }
        for index in scan.tokens.indices where scan.tokens[index].start >= start {
            scan.tokens[index].rejection = .shape
        }
    }

    /// A mail client quotes the message a reply answers with "> " at the start of each line,
    /// under a line that names its author ("On Tue, … Dan <dan@example.com> wrote:"): a code
    /// there is the earlier message's. A forward quoted the same way names no one before its
    /// quote ("Begin forwarded message:") and keeps its code.
    private func excludeQuotedLines(_ scan: inout MessageScan) {
        let display = scan.display
        func lineStart(_ position: Int) -> Int { scan.lineStart(of: position) }
        func isQuoted(_ start: Int) -> Bool {
            var index = start
            while index < display.count && display[index] == 0x20 { index += 1 }
            return index < display.count && display[index] == 0x3E
        }
        // Where the line that starts at `start` ends, without its trailing spaces.
        func lineEnd(_ start: Int) -> Int {
            var end = start
            while end < display.count && display[end] != 0x0A { end += 1 }
            while end > start && display[end - 1] == 0x20 { end -= 1 }
            return end
        }
        // Whether a line of the message passes `test` (given its start and its text).
        func anyLine(_ test: (Int, Slice<UnsafeMutableBufferPointer<UInt32>>) -> Bool) -> Bool {
            var start = 0
            while start < display.count {
                var end = start
                while end < display.count && display[end] != 0x0A { end += 1 }
                if test(start, display[start..<end]) { return true }
                start = end + 1
            }
            return false
        }
        // A forward, whose quote is the message to use: "Fwd:", "Tr:", "WG:" or "FW:" opening
        // it, a line that introduces the quote ("Begin forwarded message:"), a separator line
        // ("-----Message d'origine-----", "----- 원본 메일 -----"), or a quoted header's address
        // ("> De : Doctolib <no-reply@doctolib.fr>").
        func isForward(introducedBy introduction: Int?) -> Bool {
            if let introduction, case let end = lineEnd(introduction), end > introduction,
                display[end - 1] == 0x3A || display[end - 1] == 0xFF1A
            {
                return true
            }
            let opening = display.prefix(4).map { $0 | 0x20 }
            if [[0x66, 0x77, 0x64, 0x3A], [0x66, 0x77, 0x3A], [0x74, 0x72, 0x3A], [0x77, 0x67, 0x3A]].contains(where: {
                opening.starts(with: $0)
            }) {
                return true
            }
            return anyLine { start, line in
                line.starts(with: [0x2D, 0x2D, 0x2D, 0x2D, 0x2D]) || (isQuoted(start) && line.contains(0x40))
            }
        }
        // A quote set off by "> " alone, not by arrows (">> OTP: 482913 <<").
        func isChatQuote(_ start: Int) -> Bool {
            var index = start
            while index < display.count && display[index] == 0x20 { index += 1 }
            let end = lineEnd(index)
            return index + 1 < end && display[index + 1] == 0x20 && display[end - 1] != 0x3C
        }
        var answersAMail: Bool?
        for index in scan.tokens.indices where scan.tokens[index].rejection == nil {
            guard isQuoted(lineStart(scan.tokens[index].start)) else { continue }
            if answersAMail == nil {
                // The first quoted line, and the last line with words before it.
                var first = lineStart(scan.tokens[index].start)
                while first > 0 && isQuoted(lineStart(first - 1)) { first = lineStart(first - 1) }
                var attribution = first
                if first > 0 {
                    var end = first - 1
                    while end > 0 && (display[end - 1] == 0x0A || display[end - 1] == 0x20) { end -= 1 }
                    attribution = lineStart(end)
                }
                // The attribution, or the quote's first line when the client quotes it too.
                answersAMail =
                    [attribution, first].contains { start in
                        let end = lineEnd(start)
                        return end > start && display[end - 1] == 0x3A && display[start..<end].contains(0x40)
                    }
                    // Or a chat that quotes the message and says something of it on a line of its
                    // own, in any script or an emoji ("> Your code is 448210\nlol why did you
                    // forward me this?"), unless it forwards the message.
                    || (isChatQuote(lineStart(scan.tokens[index].start))
                        && anyLine({ start, line in
                            !isQuoted(start) && line.contains { ScalarFolding.isWordLetter($0) || $0 >= 0x0590 }
                        }) && !isForward(introducedBy: first > 0 ? attribution : nil))
            }
            if answersAMail == true { scan.tokens[index].rejection = .quoted }
        }
    }

    private func makeCode(_ scan: MessageScan, _ index: Int, confidence: Double) -> FreeFormCode {
        let token = scan.tokens[index]
        return FreeFormCode(
            code: Self.text(scan, token.start, token.end), hasDigitsOnlyForm: !token.hasLetters || token.isGrouped,
            utf8Range: scan.utf8Range(ofScalars: token.start..<token.end),
            confidence: (confidence * 1000).rounded() / 1000,
            service: ServiceName.find(in: scan, token: token),
            keywordLanguage: token.keyword.map { matcher.keywords[$0].language })
    }

    /// The displayed scalars `start..<end` as a string, encoded in one go.
    static func text(_ scan: MessageScan, _ start: Int, _ end: Int) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * (end - start)) { buffer in
            var count = 0
            for value in scan.display[start..<end] {
                if value < 0x80 {
                    buffer[count] = UInt8(truncatingIfNeeded: value)
                    count += 1
                    continue
                }
                guard let scalar = Unicode.Scalar(value) else { continue }
                for byte in UTF8.encode(scalar)! {
                    buffer[count] = byte
                    count += 1
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }
}

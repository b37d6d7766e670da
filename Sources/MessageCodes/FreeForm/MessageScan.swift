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
        var score: Double { rejection == nil ? association * shape : 0 }
    }

    /// Scalars with digits and widths folded, case kept: what codes are read from.
    var display: [UInt32] = []
    /// `display` in lower case without diacritics: what keywords are matched in.
    var folded: [UInt32] = []
    /// The UTF-8 offset where each scalar starts, plus the total length at the end.
    var offsets: [Int] = []
    var matches: [KeywordMatcher.Match] = []
    var tokens: [Token] = []
    /// Per keyword of the matcher: whether it points at a code.
    var codeKeywords: [Bool] = []

    func isCodeKeyword(_ match: KeywordMatcher.Match) -> Bool { codeKeywords[match.keyword] }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        display.reserveCapacity(bytes.count)
        folded.reserveCapacity(bytes.count)
        offsets.reserveCapacity(bytes.count + 1)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            var value: UInt32
            var length: Int
            // Strings hold valid UTF-8, so the decoder trusts the lead byte.
            if lead < 0x80 {
                value = UInt32(lead)
                length = 1
            } else if lead < 0xE0 {
                value = UInt32(lead & 0x1F)
                length = 2
            } else if lead < 0xF0 {
                value = UInt32(lead & 0x0F)
                length = 3
            } else {
                value = UInt32(lead & 0x07)
                length = 4
            }
            if index + length > bytes.count { break }
            for continuation in 1..<max(length, 1) {
                value = value << 6 | UInt32(bytes[index + continuation] & 0x3F)
            }
            if !ScalarFolding.isIgnorable(value) {
                let shown = ScalarFolding.display(value)
                display.append(shown)
                folded.append(ScalarFolding.keyword(shown))
                offsets.append(index)
            }
            index += length
        }
        offsets.append(bytes.count)
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

    /// Separators that join runs into one chain, and what they mean.
    enum Joint {
        case hyphen, space
        case numeric(UInt32)
        case web
    }

    mutating func findTokens() {
        var runs: [Run] = []
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
            runs.append(run)
        }

        var first = 0
        while first < runs.count {
            var joints: [Joint] = []
            var last = first
            while last + 1 < runs.count, runs[last + 1].start == runs[last].end + 1 {
                let separator = display[runs[last].end]
                let left = runs[last]
                let right = runs[last + 1]
                let digitsMeet = Self.isDigit(display[left.end - 1]) && Self.isDigit(display[right.start])
                let joint: Joint?
                switch separator {
                case 0x2D: joint = .hyphen
                case 0x20: joint = left.isDigits && right.isDigits ? .space : nil
                case 0x2C, 0x3A: joint = digitsMeet ? .numeric(separator) : nil
                case 0x2E, 0x2F: joint = digitsMeet ? .numeric(separator) : .web
                case 0x5F, 0x40, 0x3D, 0x26, 0x3F, 0x5C: joint = .web
                default: joint = nil
                }
                guard let joint else { break }
                joints.append(joint)
                last += 1
            }
            classify(Array(runs[first...last]), joints: joints)
            first = last + 1
        }
    }

    /// Decides what a chain of runs is: one token, several, or nothing a code could be.
    private mutating func classify(_ runs: [Run], joints: [Joint]) {
        let start = runs[0].start
        let end = runs[runs.count - 1].end
        var numericSeparators: [UInt32] = []
        var hasWeb = false
        var hasSpace = false
        for joint in joints {
            switch joint {
            case .numeric(let separator): numericSeparators.append(separator)
            case .web: hasWeb = true
            case .space: hasSpace = true
            case .hyphen: break
            }
        }
        let hasDigits = runs.contains { $0.digits > 0 }
        guard hasDigits else { return }
        if hasWeb {
            reject(start, end, .urlPart)
            return
        }
        if !numericSeparators.isEmpty {
            reject(start, end, Self.numberKind(runs, separators: numericSeparators))
            return
        }
        if runs.count >= 3 {
            let isDate = runs.count == 3 && runs.allSatisfy(\.isDigits) && Self.looksLikeDate(runs.map(\.length))
            let allDigits = runs.allSatisfy(\.isDigits)
            reject(start, end, isDate ? .date : (allDigits ? .phoneNumber : .orderOrTracking))
            return
        }
        if runs.count == 2 {
            let left = runs[0]
            let right = runs[1]
            let total = left.length + right.length
            if left.isDigits && right.isDigits {
                let sizes = hasSpace ? 2...4 : 2...6
                if sizes.contains(left.length) && sizes.contains(right.length) && (4...10).contains(total) {
                    if hasSpace && total > 8 {
                        reject(start, end, .phoneNumber)
                    } else {
                        add(Token(start: start, end: end, shape: 0.95, isGrouped: true, hasLetters: false))
                    }
                    return
                }
            } else if !hasSpace, left.digits == 0, (1...3).contains(left.length), right.isDigits,
                (4...8).contains(right.length),
                (left.start..<left.end).allSatisfy({ display[$0] >= 0x41 && display[$0] <= 0x5A })
            {
                add(Token(start: start, end: end, shape: 0.95, isGrouped: true, hasLetters: true))
                return
            }
            // Not a grouped code: judge the runs one by one.
            single(left)
            single(right)
            return
        }
        single(runs[0])
    }

    private mutating func single(_ run: Run) {
        guard run.digits > 0, run.length >= 4 else { return }
        guard run.length <= 10 else {
            reject(run.start, run.end, .shape)
            return
        }
        if run.letters == 0 {
            var shape = run.length <= 8 ? 1.0 : 0.75
            if run.length == 4 {
                let year = (run.start..<run.end).reduce(0) { $0 * 10 + Int(display[$1] - 0x30) }
                if (1950...2099).contains(year) { shape = 0.55 }
            }
            add(Token(start: run.start, end: run.end, shape: shape, isGrouped: false, hasLetters: false))
            return
        }
        // Letters and digits. Masked card digits first: XX4821, 4821xxx.
        let text = display[run.start..<run.end]
        let leadingX = text.prefix { $0 == 0x58 || $0 == 0x78 }.count
        let trailingX = text.reversed().prefix { $0 == 0x58 || $0 == 0x78 }.count
        if leadingX >= 2 || trailingX >= 2 {
            reject(run.start, run.end, .cardDigits)
            return
        }
        var transitions = 0
        for index in (run.start + 1)..<run.end where Self.isDigit(display[index]) != Self.isDigit(display[index - 1]) {
            transitions += 1
        }
        let leadingLetters = text.prefix { !Self.isDigit($0) }.count
        let hasUpper = text.contains { $0 >= 0x41 && $0 <= 0x5A }
        let hasLower = text.contains { $0 >= 0x61 && $0 <= 0x7A }
        let shape: Double
        if transitions >= 2 {
            shape = hasUpper && hasLower ? 0.6 : 0.8
        } else if leadingLetters >= 3 {
            shape = 0.3  // SAVE2024, covid19: a word with a number
        } else {
            shape = 0.45  // KE1234, 50K: flight numbers, quantities
        }
        add(Token(start: run.start, end: run.end, shape: shape, isGrouped: false, hasLetters: true))
    }

    private static func looksLikeDate(_ lengths: [Int]) -> Bool {
        lengths == [2, 2, 4] || lengths == [4, 2, 2] || lengths == [2, 2, 2] || lengths == [1, 2, 4]
            || lengths == [2, 1, 4] || lengths == [1, 1, 4] || lengths == [4, 1, 2] || lengths == [4, 2, 1]
            || lengths == [4, 1, 1]
    }

    private static func numberKind(_ runs: [Run], separators: [UInt32]) -> FreeFormRejection {
        if separators.contains(0x3A) { return .time }
        if separators.contains(0x2F) { return .date }
        let lengths = runs.map(\.length)
        if separators.count == 3 && separators.allSatisfy({ $0 == 0x2E }) && lengths.allSatisfy({ $0 <= 3 }) {
            return .urlPart  // an IPv4 address
        }
        if runs.count == 3 && looksLikeDate(lengths) && separators.allSatisfy({ $0 == 0x2E || $0 == 0x2D }) {
            return .date
        }
        return .amount
    }

    private mutating func add(_ token: Token) { tokens.append(token) }

    private mutating func reject(_ start: Int, _ end: Int, _ reason: FreeFormRejection) {
        tokens.append(Token(start: start, end: end, shape: 0, isGrouped: false, hasLetters: false, rejection: reason))
    }
}

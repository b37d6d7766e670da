/// Precision and recall of code reading over a labelled corpus, per language: shared by the
/// `autofill sms eval` command and the corpus tests.
package struct CodeEvaluation: Sendable {
    package struct Tally: Sendable {
        package var messages = 0
        package var withCode = 0
        package var found = 0
        package var correct = 0
        package var servicesExpected = 0
        package var servicesCorrect = 0

        /// Correct codes over codes returned (1 when none were returned).
        package var precision: Double { found == 0 ? 1 : Double(correct) / Double(found) }
        /// Correct codes over messages that have one (1 when none have).
        package var recall: Double { withCode == 0 ? 1 : Double(correct) / Double(withCode) }
    }

    package struct Miss: Sendable {
        package var id: String
        package var language: String
        package var expected: String?
        package var found: String?
        package var text: String
        package var group: Group = .stated
    }

    /// How much a corpus row's expectation can be trusted. Only ``stated`` rows count in
    /// ``total`` and ``byLanguage``; the others are tallied apart in ``byGroup``.
    package enum Group: String, Sendable, CaseIterable {
        /// The source states the code (or that there is none).
        case stated
        /// The source asserts only that a code is present; the code is the token its test uses.
        case inferred
        /// The source's expectation looks wrong (a note says why).
        case disputed
    }

    package private(set) var total = Tally()
    package private(set) var byLanguage: [String: Tally] = [:]
    package private(set) var byGroup: [Group: Tally] = [:]
    package private(set) var misses: [Miss] = []
    /// Misses dropped by ``hideMisses()``.
    package private(set) var hiddenMisses = 0

    package init() {}

    /// Drops the list of misses, keeping the counts (for a held-out split: measured, never read).
    package mutating func hideMisses() {
        hiddenMisses += misses.count
        misses = []
    }

    /// Records one message: what the corpus expects and what the reader returned. Without an
    /// expected host a code must be unbound, unless `acceptsAnyHost` (a corpus that gives only
    /// the code of a domain-bound message).
    package mutating func record(
        id: String, language: String, text: String, expectedCode: String?, expectedHost: String?,
        expectedService: String?, result: Result<MessageCode?, MessageCodeError>, group: Group = .stated,
        acceptsAnyHost: Bool = false
    ) {
        var tally = group == .stated ? byLanguage[language, default: Tally()] : byGroup[group, default: Tally()]
        defer {
            if group == .stated { byLanguage[language] = tally } else { byGroup[group] = tally }
        }
        let found: MessageCode?
        switch result {
        case .success(let code): found = code
        case .failure: found = nil
        }
        let foundText = found.map(Self.filled)
        var isCorrect = foundText != nil && expectedCode.map(Self.filled(_:)) == foundText
        if isCorrect, let expectedHost { isCorrect = found?.boundHost?.ascii == expectedHost }
        if isCorrect, expectedHost == nil, !acceptsAnyHost, found?.boundHost != nil { isCorrect = false }

        for index in (group == .stated ? 0 : 1)..<2 {
            var current = index == 0 ? total : tally
            current.messages += 1
            if expectedCode != nil { current.withCode += 1 }
            if found != nil { current.found += 1 }
            if isCorrect { current.correct += 1 }
            if isCorrect, let expectedService, case .freeForm(let free)? = found {
                current.servicesExpected += 1
                if let service = free.service, Self.sameService(service, expectedService) {
                    current.servicesCorrect += 1
                }
            }
            if index == 0 { total = current } else { tally = current }
        }
        if !isCorrect && (expectedCode != nil || found != nil) {
            let shown = found.map { code in
                code.boundHost.map { "@\($0) #\(code.code.unredacted)" } ?? code.code.unredacted
            }
            misses.append(
                Miss(id: id, language: language, expected: expectedCode, found: shown, text: text, group: group))
        }
    }

    /// A found code the way an expected one is compared: its digits when it has a digits-only
    /// form (as ``MessageCode/filled`` gives them), else the code as shown, normalized like the
    /// expected text (a found and an expected `ABC-123` both compare as `123`).
    package static func filled(_ code: MessageCode) -> String {
        if case .freeForm(let free) = code, let digits = free.digitsOnly { return digits.unredacted }
        return filled(code.code.unredacted)
    }

    /// The same for an expected code given as text, folded as the reader folds what it reads
    /// (``ScalarFolding/display(_:)``: digits of any script and full-width forms to ASCII,
    /// `۷۳۹۲` is typed as `7392` and `Ａ７Ｋ２Ｑ９` as `A7K2Q9`): separators (any space, `-`, `.`,
    /// the dashes, and the commas of digits read out one at a time, `7, 2, 0, 5`) are dropped, and
    /// so is a prefix of one to three letters before a separator (`G-`), as
    /// `FreeFormCode.digitsOnly` does.
    package static func filled(_ code: String) -> String {
        // Besides every kind of space (`isSeparator` below); the reader's folding has made the
        // other hyphens and the full-width hyphen `-`, and the Arabic comma `,`. The full-width
        // comma and full stop it keeps (they end clauses in Chinese and Japanese).
        let separators: Set<Unicode.Scalar> = [
            "-", ".", "\u{2012}", "\u{2013}", "\u{2014}", ",", "\u{FF0C}", "\u{FF0E}", "\u{3001}",
        ]
        let scalars = code.unicodeScalars.drop { $0.properties.isWhitespace }.map { scalar in
            Unicode.Scalar(ScalarFolding.display(scalar.value)) ?? scalar
        }
        func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
            separators.contains(scalar) || scalar.properties.isWhitespace
        }
        var body = scalars[...]
        if let separator = scalars.firstIndex(where: isSeparator), (1...3).contains(separator),
            scalars[..<separator].allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
            scalars[(separator + 1)...].contains(where: { ("0"..."9").contains($0) }),
            scalars[(separator + 1)...].allSatisfy({ ("0"..."9").contains($0) || isSeparator($0) })
        {
            body = scalars[(separator + 1)...]
        }
        var output = String.UnicodeScalarView()
        for scalar in body where !isSeparator(scalar) {
            output.append(scalar)
        }
        return String(output)
    }

    /// Service names match when one holds the other, ignoring case and diacritics ("Apple" and
    /// "Apple ID"; "Ngan hang Song Hong", as a message writes "Ngân hàng Sông Hồng").
    static func sameService(_ found: String, _ expected: String) -> Bool {
        // Folded as keywords are: lower case, without diacritics.
        let left = KeywordMatcher.fold(found)
        let right = KeywordMatcher.fold(expected)
        guard !left.isEmpty, !right.isEmpty else { return false }
        return left.contains(right) || right.contains(left)
    }
}

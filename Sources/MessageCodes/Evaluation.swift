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
    }

    package private(set) var total = Tally()
    package private(set) var byLanguage: [String: Tally] = [:]
    package private(set) var misses: [Miss] = []

    package init() {}

    /// Records one message: what the corpus expects and what the reader returned.
    package mutating func record(
        id: String, language: String, text: String, expectedCode: String?, expectedHost: String?,
        expectedService: String?, result: Result<MessageCode?, MessageCodeError>
    ) {
        var tally = byLanguage[language, default: Tally()]
        defer {
            byLanguage[language] = tally
        }
        let found: MessageCode?
        switch result {
        case .success(let code): found = code
        case .failure: found = nil
        }
        let foundText = found?.code.unredacted
        var isCorrect = foundText != nil && foundText == expectedCode
        if isCorrect, let expectedHost { isCorrect = found?.boundHost?.ascii == expectedHost }
        if isCorrect, expectedHost == nil, found?.boundHost != nil { isCorrect = false }

        for index in 0..<2 {
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
            misses.append(Miss(id: id, language: language, expected: expectedCode, found: shown, text: text))
        }
    }

    /// Service names match when one contains the other, ignoring case ("Apple" and "Apple ID").
    static func sameService(_ found: String, _ expected: String) -> Bool {
        let left = found.lowercased()
        let right = expected.lowercased()
        return left.contains(right) || right.contains(left)
    }
}

import TestSupport
import Testing

@testable import FormFields

@Suite struct TextMatchingTests {
    func normalized(_ text: String, identifier: Bool = false) -> String {
        String(decoding: TextNormalizer.normalize(text, splittingIdentifiers: identifier), as: UTF8.self)
    }

    @Test(arguments: [
        ("Verification Code:", false, " verification code "), ("Vérification", false, " verification "),
        ("Straße", false, " strasse "), ("ＩＤ・パスワード", false, " id パスワード "), ("ПАРОЛЬ Ёлка", false, " пароль елка "),
        ("loginEmailAddress2", true, " login email address 2 "), ("OTPCode", true, " otp code "),
        ("ctl00$MainContent$txtUserName", true, " ctl 00 main content txt user name "),
        ("user_name-field", true, " user name field "), ("2FACode", true, " 2fa code "), ("", false, " "),
        ("  \t\n", false, " "), ("e-mail", false, " e mail "), ("d'utilisateur", false, " d utilisateur "),
    ])
    func normalizes(input: String, identifier: Bool, expected: String) {
        #expect(normalized(input, identifier: identifier) == expected)
    }

    @Test func longTextIsCut() {
        let bytes = TextNormalizer.normalize(String(repeating: "a", count: 10_000))
        #expect(bytes.count <= TextNormalizer.maximumInputBytes + 2)
    }

    @Test(arguments: [
        ("otp", " otp "), ("passw*", " passw"), ("*captcha*", "captcha"), ("验证码", "验证码"), ("e-mail", " e mail "),
        ("парол*", " парол"), ("사용자 이름", "사용자 이름"),
    ])
    func compilesPatterns(pattern: String, expected: String) {
        #expect(String(decoding: Keywords.compile(pattern), as: UTF8.self) == expected)
    }

    @Test func noConceptListsAPatternTwice() {
        // A pattern written twice for one concept is matched twice on every text that has it.
        var seen = Set<String>()
        for entry in Keywords.entries {
            #expect(seen.insert("\(entry.concept) \(entry.pattern)").inserted, "\(entry.concept): \(entry.pattern)")
        }
    }

    @Test func everyKeywordIsFoundInItsOwnText() {
        // Each pattern, written in a sentence, must be matched by the automaton.
        for entry in Keywords.entries {
            let word = entry.pattern.filter { $0 != "*" }
            let text = TextNormalizer.normalize("Please \(word) here")
            let found = Keywords.automaton.matches(in: text).contains {
                Keywords.entries[$0.keyword].pattern == entry.pattern
            }
            #expect(found, "\(entry.pattern)")
        }
    }

    /// The automaton against a brute-force search, over random texts from a small alphabet so
    /// that matches overlap often.
    @Test func automatonAgreesWithBruteForce() {
        var random = SeededGenerator(seed: 42)
        let alphabet = Array("ab c".utf8)
        for _ in 0..<200 {
            let keywords = (0..<Int(random.next() % 12 + 1)).map { _ in
                (0..<Int(random.next() % 4 + 1)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            }
            let automaton = KeywordAutomaton(keywords: keywords)
            let text = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            var expected: [KeywordAutomaton.Match] = []
            for end in 0..<text.count {
                for (index, keyword) in keywords.enumerated() where keyword.count <= end + 1 {
                    let start = end + 1 - keyword.count
                    if Array(text[start...end]) == keyword {
                        let trimmedStart = start + (keyword.first == 0x20 ? 1 : 0)
                        let trimmedEnd = end + 1 - (keyword.last == 0x20 ? 1 : 0)
                        expected.append(.init(keyword: index, start: trimmedStart, end: trimmedEnd))
                    }
                }
            }
            let sort = { (a: KeywordAutomaton.Match, b: KeywordAutomaton.Match) in
                (a.end, a.keyword, a.start) < (b.end, b.keyword, b.start)
            }
            #expect(automaton.matches(in: text).sorted(by: sort) == expected.sorted(by: sort))
        }
    }

    @Test func longerMatchesHideShorterOnes() {
        let text = TextNormalizer.normalize("Enter your one-time password")
        let concepts = Keywords.automaton.longestMatches(in: text).map { Keywords.entries[$0.keyword].concept }
        #expect(concepts.contains(.oneTimeCode))
        #expect(!concepts.contains(.password))
    }

    @Test(arguments: [
        ("one-time-code", "one-time-code", nil as String?, false, true),
        ("section-blue shipping email", "email", "section-blue shipping", false, true),
        ("billing work tel", "tel", "billing", false, true),
        ("username webauthn", "username", nil, true, true),
        ("  NEW-PASSWORD  ", "new-password", nil, false, true),
        ("nope one-time-code", "one-time-code", nil, false, false),
        ("off", "off", nil, false, true),
    ])
    func parsesAutocomplete(value: String, field: String, section: String?, webAuthn: Bool, wellFormed: Bool) throws {
        let parsed = try #require(AutocompleteAttribute(value))
        #expect(parsed.fieldName == field)
        #expect(parsed.section == section)
        #expect(parsed.isWebAuthn == webAuthn)
        #expect(parsed.isWellFormed == wellFormed)
    }

    @Test(arguments: ["", "   ", "nope", "webauthn", "off webauthn", "on off", "a b c d e f g h i j"])
    func rejectsAutocomplete(value: String) {
        #expect(AutocompleteAttribute(value) == nil)
    }

    @Test func nameTablesMatchTheirHashes() {
        for tag in TagID.allCases where tag != .other {
            #expect(TagID(hash: FNV.hash(tag.name)) == tag, "\(tag.name)")
        }
        for attribute in AttributeID.allCases where attribute != .other {
            #expect(AttributeID(hash: FNV.hash(attribute.name)) == attribute, "\(attribute.name)")
        }
        #expect(TagID(hash: FNV.hash("INPUT")) == .input)
        #expect(TagID(hash: FNV.hash("custom-element")) == .other)
    }
}

extension FNV {
    static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(offset) { add($1, to: $0) }
    }
}

import Testing

@testable import AssociatedDomains

@Suite struct JSONValueTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue(
            parsing: #"{"a": [1, -2.5e3, true, false, null, "x\u00e9\ud83d\ude00\n\"\\/"], "b": {}, "c": [], "a": 0}"#)
        #expect(value["a"] == .number("0"))
        #expect(value.duplicateKeys == ["a"])
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "c", "a"])
        #expect(
            members[0].value
                == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("xé😀\n\"\\/")]))
        #expect(try JSONValue(parsing: "\u{FEFF}[]") == .array([]))
        #expect(try JSONValue(parsing: "  \"only\"  ") == .string("only"))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "-", "1e", "tru", "nul", "[1 2]", "{\"a\" 1}", "{a:1}", "'a'",
        "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"a\nb\"", "[] []", "// comment\n[]", "[NaN]",
        "[Infinity]",
    ])
    func rejects(text: String) {
        #expect(throws: AssociatedDomainsError(.invalidJSON, "")) { try JSONValue(parsing: text) }
    }

    @Test func rejectsInvalidUTF8AndDeepNesting() {
        #expect(throws: AssociatedDomainsError(.invalidJSON, "")) { try JSONValue(parsing: [0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: AssociatedDomainsError(.invalidJSON, "")) {
            try JSONValue(parsing: [0x22, 0xED, 0xA0, 0x80, 0x22])
        }
        #expect(throws: AssociatedDomainsError(.invalidJSON, "")) {
            try JSONValue(parsing: String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        }
        #expect(throws: Never.self) {
            try JSONValue(parsing: String(repeating: "[", count: 63) + String(repeating: "]", count: 63))
        }
    }

    @Test func errorsSayWhere() {
        do {
            _ = try JSONValue(parsing: #"{"a": tru}"#)
        } catch {
            #expect(error.description.contains("byte 6"), "\(error)")
        }
    }
}

@Suite struct URLPatternTests {
    @Test(arguments: [
        ("/buy/*", "/buy/", true), ("/buy/*", "/buy/42", true), ("/buy/*", "/buy", false), ("/buy/*", "/sell/1", false),
        ("/?", "/a", true), ("/?", "/", false), ("/?", "/ab", false), ("/?*", "/", false), ("/?*", "/a", true),
        ("*", "", true), ("*", "anything/at/all", true), ("", "", true), ("", "/", false),
        ("/a*b*c", "/abc", true), ("/a*b*c", "/aXXbYYc", true), ("/a*b*c", "/aXXbYY", false),
        ("/video/???", "/video/123", true), ("/video/???", "/video/1234", false),
        ("/café", "/café", true), ("/caf?", "/café", true), ("/*", "/😀", true), ("/?", "/😀", true),
    ])
    func wildcards(pattern: String, text: String, matches: Bool) {
        #expect(URLPattern(pattern).matches(text) == matches, "\(pattern) vs \(text)")
    }

    @Test func caseSensitivity() {
        #expect(!URLPattern("/Buy/*").matches("/buy/1"))
        #expect(URLPattern("/Buy/*", caseSensitive: false).matches("/buy/1"))
        #expect(URLPattern("/ÉTÉ", caseSensitive: false).matches("/été"))
    }

    @Test func substitutionVariables() {
        let variables = SubstitutionVariables.predefined.merging(["food": ["burrito", "taco*"]]) { $1 }
        let pattern = URLPattern("/$(lang)_$(region)/$(food)/", variables: variables)
        #expect(pattern.matches("/en_US/burrito/"))
        #expect(pattern.matches("/fr_CA/tacos-al-pastor/"))
        #expect(!pattern.matches("/en_US/pizza/"))
        #expect(!pattern.matches("/xx_US/burrito/"))
        #expect(!pattern.matches("/en_XX/burrito/"))
        #expect(!pattern.matches("/EN_US/burrito/"))
        #expect(URLPattern("/$(alpha)$(digit)$(xdigit)", variables: variables).matches("/q7F"))
        #expect(!URLPattern("/$(upper)", variables: variables).matches("/q"))
        #expect(URLPattern("/$(alnum)", variables: variables).matches("/9"))
        let undefined = URLPattern("/$(nothing)/*", variables: variables)
        #expect(undefined.undefinedVariables == ["nothing"])
        #expect(undefined.matches("/$(nothing)/x"))
        #expect(!undefined.matches("/something/x"))
    }

    @Test func patternsThatExpandTooFarMatchNothing() {
        let pattern = URLPattern("/" + String(repeating: "$(region)", count: 200))
        #expect(pattern.isTooComplex)
        #expect(!pattern.matches("/" + String(repeating: "US", count: 200)))
        #expect(!URLPattern("/$(region)/*").isTooComplex)
    }

    @Test func hostilePatternsStayLinear() {
        // A backtracking matcher takes exponential time here; the automaton does not.
        let pattern = URLPattern("/" + String(repeating: "*a", count: 40) + "b")
        #expect(!pattern.matches("/" + String(repeating: "a", count: 5000)))
        #expect(pattern.matches("/" + String(repeating: "a", count: 100) + "b"))
    }
}

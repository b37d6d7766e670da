import TestSupport
import Testing

@testable import AssociatedDomains

@Suite struct AASATests {
    static let ours = try! AppIdentifier(parsing: "ABCDE12345.com.example.app")
    static let clip = try! AppIdentifier(parsing: "ABCDE12345.com.example.app.Clip")
    static let other = try! AppIdentifier(parsing: "ZYXWV98765.com.partner.app")

    /// A file in Apple's current format, written for these tests.
    static let modern = """
        {
          "applinks": {
            "defaults": {"caseSensitive": true},
            "substitutionVariables": {"food": ["burrito", "taco"]},
            "details": [
              {
                "appIDs": ["ZYXWV98765.com.partner.app"],
                "components": [{"/": "/partner/*"}]
              },
              {
                "appIDs": ["ABCDE12345.com.example.app"],
                "defaults": {"caseSensitive": false},
                "components": [
                  {"/": "/buy/*/checkout", "exclude": true, "comment": "checkout stays on the web"},
                  {"/": "/buy/*"},
                  {"/": "/help/*", "?": {"articlenumber": "????"}},
                  {"/": "/search", "?": "q=?*"},
                  {"/": "/docs/*", "#": "section-*"},
                  {"/": "/menu/$(food)"},
                  {"/": "/$(lang)_$(region)/shop/*"},
                  {"/": "/caf%C3%A9/*"},
                  {"/": "/plain/café/*", "percentEncoded": false},
                  {"/": "/Exact", "caseSensitive": true},
                  {"/": "/nothing-else/*", "exclude": true},
                  {"/": "*"}
                ]
              }
            ]
          },
          "webcredentials": {"apps": ["ABCDE12345.com.example.app", "ZYXWV98765.com.partner.app"]},
          "appclips": {"apps": ["ABCDE12345.com.example.app.Clip"]},
          "activitycontinuation": {"apps": ["ABCDE12345.com.example.app"]}
        }
        """

    /// iOS 9-12 format: details keyed by app, legacy paths with NOT.
    static let legacy = """
        {"applinks": {"apps": [], "details": {
          "ABCDE12345.com.example.app": {"paths": ["NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*", "/videos/*/live"]}
        }}}
        """

    /// The array format with legacy paths.
    static let legacyArray = """
        {"applinks": {"apps": [], "details": [
          {"appID": "ABCDE12345.com.example.app", "paths": ["/Case/*", "NOT /private/*", "/*"]}
        ]}}
        """

    @Test func sectionsAndApps() throws {
        let file = try AppleAppSiteAssociation(parsing: Self.modern)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.allowsWebCredentials(for: Self.ours))
        #expect(file.allowsWebCredentials(for: Self.other))
        #expect(!file.allowsWebCredentials(for: Self.clip))
        #expect(file.allowsAppClip(Self.clip))
        #expect(!file.allowsAppClip(Self.ours))
        #expect(file.allowsActivityContinuation(for: Self.ours))
        #expect(file.allApps == [Self.other, Self.ours, Self.clip])
        #expect(file.appLinks?.details.count == 2)
        #expect(file.appLinks?.details[1].components?.count == 12)
    }

    enum Expected: Sendable {
        case opens
        case excluded
        case otherApp
        case noMatch
    }

    @Test(
        arguments: [
            ("https://example.com/buy/42", Expected.opens, 1, 1),
            ("https://example.com/BUY/42", .opens, 1, 1),  // the detail's defaults make it case-insensitive
            ("https://example.com/buy/42/checkout", .excluded, 1, 0),
            ("https://example.com/partner/deal", .otherApp, 0, 0),
            ("https://example.com/help/faq?articlenumber=1234", .opens, 1, 2),
            ("https://example.com/help/faq?lang=en&articlenumber=1234", .opens, 1, 2),
            ("https://example.com/help/faq?articlenumber=12345", .opens, 1, 11),  // falls through to "*"
            ("https://example.com/search?q=swift", .opens, 1, 3),
            ("https://example.com/docs/intro#section-2", .opens, 1, 4),
            ("https://example.com/menu/burrito", .opens, 1, 5),
            ("https://example.com/en_US/shop/shoes", .opens, 1, 6),
            ("https://example.com/café/menu", .opens, 1, 7),  // compared percent-encoded
            ("https://example.com/caf%C3%A9/menu", .opens, 1, 7),
            ("https://example.com/plain/café/x", .opens, 1, 8),
            ("https://example.com/plain/caf%C3%A9/x", .opens, 1, 8),  // decoded before matching
            ("https://example.com/Exact", .opens, 1, 9),
            ("https://example.com/nothing-else/x", .excluded, 1, 10),
            ("https://example.com/", .opens, 1, 11),
            ("https://example.com", .opens, 1, 11),
            ("http://example.com/buy/1", .opens, 1, 1),
        ] as [(String, Expected, Int, Int)])
    func appLinkDecisions(url: String, expected: Expected, detail: Int, pattern: Int) throws {
        let file = try AppleAppSiteAssociation(parsing: Self.modern)
        let decision = try file.appLinkDecision(for: url, app: Self.ours)
        switch expected {
        case .opens: #expect(decision.outcome == .opensInApp, "\(decision)")
        case .excluded: #expect(decision.outcome == .excluded, "\(decision)")
        case .otherApp: #expect(decision.outcome == .handledByOtherApp(Self.other), "\(decision)")
        case .noMatch: #expect(decision.outcome == .noMatch, "\(decision)")
        }
        #expect(decision.detailIndex == detail, "\(decision)")
        #expect(decision.patternIndex == pattern, "\(decision)")
        #expect(!decision.explanation.isEmpty)
    }

    @Test func aDetailWithNoValidAppAppliesToNone() throws {
        // Found by FuzzAASA: a detail whose only app identifier is invalid matched and had no app.
        let file = try AppleAppSiteAssociation(
            parsing:
                #"{"applinks": {"details": [{"appIDs": ["ABCD3$E215.com.example.app"], "components": [{"/": "*"}]}]}}"#)
        #expect(file.hasErrors)
        let decision = try file.appLinkDecision(for: "https://example.com/buy", app: Self.ours)
        #expect(decision.outcome == .noMatch)
    }

    @Test func anAppNotListedIsToldSo() throws {
        let file = try AppleAppSiteAssociation(parsing: Self.legacy)
        let decision = try file.appLinkDecision(for: "https://example.com/other", app: Self.other)
        #expect(decision.outcome == .noMatch)
        #expect(decision.explanation.contains("not in any applinks"))
    }

    @Test(arguments: [
        ("https://developer.apple.com/videos/wwdc/2010/101", Expected.excluded),
        ("https://developer.apple.com/videos/wwdc/2015/101", .opens),
        ("https://developer.apple.com/videos/wwdc/2015", .noMatch),
        ("https://developer.apple.com/videos/keynote/live", .opens),
        ("https://developer.apple.com/videos/keynote/live?x=1", .opens),  // legacy paths ignore the query
        ("https://developer.apple.com/other", .noMatch),
    ])
    func legacyPaths(url: String, expected: Expected) throws {
        let file = try AppleAppSiteAssociation(parsing: Self.legacy)
        let decision = try file.appLinkDecision(for: url, app: Self.ours)
        switch expected {
        case .opens: #expect(decision.outcome == .opensInApp, "\(decision)")
        case .excluded: #expect(decision.outcome == .excluded, "\(decision)")
        case .otherApp, .noMatch: #expect(decision.outcome == .noMatch, "\(decision)")
        }
    }

    @Test func legacyArrayPathsAreCaseSensitive() throws {
        let file = try AppleAppSiteAssociation(parsing: Self.legacyArray)
        #expect(try file.appLinkDecision(for: "https://e.com/Case/1", app: Self.ours).patternIndex == 0)
        #expect(try file.appLinkDecision(for: "https://e.com/case/1", app: Self.ours).patternIndex == 2)
        #expect(try file.appLinkDecision(for: "https://e.com/private/1", app: Self.ours).outcome == .excluded)
    }

    @Test func urlsThatAreNotWebLinksAreErrors() throws {
        let file = try AppleAppSiteAssociation(parsing: Self.modern)
        for url in ["ftp://example.com/buy/1", "example.com/buy/1", "mailto:a@example.com", "https://"] {
            #expect(throws: AssociatedDomainsError(.invalidHost, "")) {
                try file.appLinkDecision(for: url, app: Self.ours)
            }
        }
    }

    @Test func aFileWithoutAppLinksSaysSo() throws {
        let file = try AppleAppSiteAssociation(parsing: #"{"webcredentials": {"apps": []}}"#)
        #expect(try file.appLinkDecision(for: "https://example.com/", app: Self.ours).outcome == .noAppLinks)
        #expect(file.webCredentialsApps == [])
    }

    /// Each file has the problem its name says; the linter must name it (path and a word).
    @Test(arguments: [
        (#"{"webcredentials": {"apps": ["abc.com.example"]}}"#, "webcredentials.apps[0]", "team ID"),
        (
            #"{"webcredentials": {"apps": "ABCDE12345.com.example.app"}, "appclips": {"apps": []}}"#,
            "webcredentials.apps", "array"
        ),
        (#"{"webcredentials": {"apps": []}, "weird": 1}"#, "(top level)", "weird"),
        (#"{"applinks": {"details": [{"components": []}]}}"#, "applinks.details[0]", "appIDs"),
        (
            #"{"applinks": {"details": [{"appID": "ABCDE12345.a.b", "appIDs": ["ABCDE12345.a.b"], "components": []}]}}"#,
            "applinks.details[0]", "both"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "buy/*"}]}]}}"#,
            "applinks.details[0].components[0]./", "does not start with '/'"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/$(nope)"}]}]}}"#,
            "applinks.details[0].components[0]", "$(nope)"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"exclude": "yes"}]}]}}"#,
            "applinks.details[0].components[0].exclude", "true or false"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/"}], "paths": ["/"]}]}}"#,
            "applinks.details[0]", "both 'components' and 'paths'"
        ),
        (#"{"applinks": {"apps": ["ABCDE12345.a.b"], "details": []}}"#, "applinks.apps", "empty"),
        (
            #"{"applinks": {"substitutionVariables": {"a(b": ["x"]}, "details": []}}"#,
            "applinks.substitutionVariables.a(b", "name"
        ),
        (
            #"{"applinks": {"substitutionVariables": {"v": ["$(alpha)"]}, "details": []}}"#,
            "applinks.substitutionVariables.v[0]", "another"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"?": 5}]}]}}"#,
            "applinks.details[0].components[0].?", "pattern"
        ),
        (#"{"applinks": {"details": []}, "applinks": {"details": []}}"#, "(top level)", "more than once"),
        (
            #"{"applinks": {"defaults": {"caseSensitive": "no"}, "details": []}}"#, "applinks.defaults.caseSensitive",
            "true or false"
        ),
    ])
    func lintFindsTheProblem(json: String, path: String, word: String) throws {
        let file = try AppleAppSiteAssociation(parsing: json)
        #expect(
            file.diagnostics.contains { $0.path == path && $0.message.contains(word) },
            "\(file.diagnostics)")
    }

    @Test func oversizedFilesAreAnError() throws {
        let padding = String(repeating: " ", count: AppleAppSiteAssociation.maximumSize)
        let file = try AppleAppSiteAssociation(parsing: #"{"webcredentials": {"apps": []}}"# + padding)
        #expect(file.hasErrors)
        #expect(file.diagnostics.first?.message.contains("128 KB") == true)
    }

    @Test(arguments: ["[]", "\"x\"", "{}", #"{"applinks": 5}"#, #"{"foo": {}}"#, "null"])
    func wrongContentIsRefused(json: String) {
        #expect(throws: AssociatedDomainsError(.invalidContent, "")) { try AppleAppSiteAssociation(parsing: json) }
    }

    @Test func randomDocumentsNeverCrash() {
        var state: UInt64 = 717
        var generator = SeededGenerator(seed: 42)
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"applinks\"", "\"details\"", "\"components\"", "\"/\"", "\"?\"", "\"#\"",
            "\"appIDs\"", "\"ABCDE12345.a.b\"", "\"*\"", "true", "1", "\"exclude\"", "\"paths\"", "\"NOT /x\"",
            "\"webcredentials\"", "\"apps\"", "\"substitutionVariables\"", "\"$(a)\"", "\"defaults\"", "null",
        ]
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            if let file = try? AppleAppSiteAssociation(parsing: text) {
                _ = try? file.appLinkDecision(for: "https://example.com/x?y=1#z", app: Self.ours)
            }
        }
    }
}

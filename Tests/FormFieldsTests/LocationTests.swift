import Testing

@testable import FormFields

/// Where the scanner says each field is: document order, line and column, and a CSS selector
/// (`scripts/checks/60-formfields-html5lib` resolves the selectors in html5lib's tree too).
@Suite struct LocationTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let html: String
        /// Per field in document order: line, column, selector.
        let expected: [(Int, Int, String)]
        var testDescription: String { name }
    }

    static let vectors: [Vector] = [
        Vector(
            name: "unique ids", html: "<form><input id=user name=u>\n<input id=pw type=password></form>",
            expected: [(1, 7, "#user"), (2, 1, "#pw")]),
        Vector(
            name: "a path from body", html: "<div><p>Name <input name=a></p><p><input><input></p></div>",
            expected: [
                (1, 14, "body > div:nth-of-type(1) > p:nth-of-type(1) > input:nth-of-type(1)"),
                (1, 35, "body > div:nth-of-type(1) > p:nth-of-type(2) > input:nth-of-type(1)"),
                (1, 42, "body > div:nth-of-type(1) > p:nth-of-type(2) > input:nth-of-type(2)"),
            ]),
        Vector(
            name: "from the nearest ancestor with a unique id",
            html: "<section id=login><div><input><select></select><input></div></section>",
            expected: [
                (1, 24, "#login > div:nth-of-type(1) > input:nth-of-type(1)"),
                (1, 31, "#login > div:nth-of-type(1) > select:nth-of-type(1)"),
                (1, 48, "#login > div:nth-of-type(1) > input:nth-of-type(2)"),
            ]),
        Vector(
            name: "a repeated id is no anchor", html: "<i id=x></i><b><input id=x></b>",
            expected: [(1, 16, "body > b:nth-of-type(1) > input:nth-of-type(1)")]),
        Vector(
            name: "the tbody a browser implies",
            html: "<table><tr><td>a<td><input name=a></tr><tr><td><input name=b></table>",
            expected: [
                (
                    1, 21,
                    "body > table:nth-of-type(1) > tbody:nth-of-type(1) > tr:nth-of-type(1) > td:nth-of-type(2) > input:nth-of-type(1)"
                ),
                (
                    1, 48,
                    "body > table:nth-of-type(1) > tbody:nth-of-type(1) > tr:nth-of-type(2) > td:nth-of-type(1) > input:nth-of-type(1)"
                ),
            ]),
        Vector(
            name: "head elements are not the body's children",
            html: "<!doctype html><title>t</title><meta charset=utf-8><div></div><div><input></div>",
            expected: [(1, 68, "body > div:nth-of-type(2) > input:nth-of-type(1)")]),
        Vector(
            name: "an id that is not an identifier", html: "<input id=\"user name\"><input id='1st'>",
            expected: [(1, 1, "[id=\"user name\"]"), (1, 23, "[id=\"1st\"]")]),
        Vector(
            name: "CR LF and lone CR end lines; columns count scalars",
            html: "<p>é\r\n\rüber <input name=x></p>",
            expected: [(3, 6, "body > p:nth-of-type(1) > input:nth-of-type(1)")]),
        Vector(
            name: "SVG names keep their case",
            html: "<svg><foreignObject><input name=x></foreignObject></svg>",
            expected: [(1, 21, "body > svg:nth-of-type(1) > foreignObject:nth-of-type(1) > input:nth-of-type(1)")]),
    ]

    @Test(arguments: vectors)
    func locations(vector: Vector) {
        let page = HTMLFormScanner(options: .init(recordsLocations: true)).scan(vector.html)
        let locations = page.locations.flatMap { $0 }.sorted { $0.documentIndex < $1.documentIndex }
        #expect(locations.map(\.documentIndex) == Array(0..<vector.expected.count))
        #expect(locations.count == vector.expected.count)
        for (location, expected) in zip(locations, vector.expected) {
            #expect(location.line == expected.0, "\(location)")
            #expect(location.column == expected.1, "\(location)")
            #expect(location.selector == expected.2)
        }
    }

    @Test func everyFieldHasALocationParallelToTheForms() {
        let page = HTMLFormScanner(options: .init(recordsLocations: true)).scan(
            "<form><input><input type=hidden></form><input><form><select></select></form>")
        #expect(page.locations.map(\.count) == page.forms.map(\.fields.count))
        #expect(page.locations.flatMap { $0 }.map(\.documentIndex).sorted() == [0, 1, 2, 3])
        #expect(page.formOrdinals == [0, nil, 1])
    }

    @Test func formOrdinalsCountIgnoredNestedForms() {
        let page = HTMLFormScanner(options: .init(recordsLocations: true)).scan(
            "<form><form><input name=a></form><form><input name=b></form>")
        #expect(page.forms.map { $0.fields.map(\.name) } == [["a"], ["b"]])
        #expect(page.formOrdinals == [0, 2])
    }
}

/// The Formasaurus label codes read as field kinds.
@Suite struct FormasaurusLabelTests {
    @Test func loginForm() throws {
        let labels = try #require(FormasaurusLabels.form(type: "l", fields: ["user": "us", "pass": "p1", "x": "rC"]))
        #expect(labels.kind == .signIn)
        #expect(labels.fields["user"] == .some(.username))
        #expect(labels.fields["pass"] == .some(.currentPassword))
        #expect(labels.fields["x"] == .some(FieldKind.none))
    }

    @Test func emailIsTheIdentifierOnlyWithoutAUserName() throws {
        let alone = try #require(FormasaurusLabels.form(type: "r", fields: ["e": "e1", "p": "p1", "p2": "p2"]))
        #expect(alone.fields["e"] == .some(.email))
        #expect(alone.alternatives == ["e": .username])
        #expect(alone.fields["p"] == .some(.newPassword))
        #expect(alone.fields["p2"] == .some(.confirmPassword))
        let both = try #require(FormasaurusLabels.form(type: "r", fields: ["u": "us", "e": "e1", "e2": "e2"]))
        #expect(both.fields["u"] == .some(.username))
        #expect(both.fields["e"] == .some(.email))
        #expect(both.fields["e2"] == .some(.email))
        #expect(both.alternatives.isEmpty)
        let newsletter = try #require(FormasaurusLabels.form(type: "m", fields: ["e": "e1"]))
        #expect(newsletter.kind == .other)
        #expect(newsletter.fields["e"] == .some(.email))
        #expect(newsletter.alternatives.isEmpty)
        let either = try #require(FormasaurusLabels.form(type: "l", fields: ["ue": "ue"]))
        #expect(either.fields["ue"] == .some(.username))
        #expect(either.alternatives == ["ue": .email])
    }

    /// A prediction of the alternative kind is right; any other is a miss against the label.
    @Test func anAlternativeKindCountsAsRight() {
        var evaluation = CorpusEvaluation()
        let html = Array(
            ("<form><input type=email name=e autocomplete=email><input type=checkbox name=n>"
                + "<input type=password name=p></form>").utf8)
        evaluation.add(
            page: "p", html: html, pageURL: "",
            labels: [
                0: .init(
                    kind: .signIn, fields: ["e": .email, "n": .email, "p": .currentPassword],
                    alternatives: ["e": .username, "n": .username])
            ])
        #expect(evaluation.fields == 3)
        // The email field before the password is predicted a user name: the alternative.
        #expect(evaluation.counts(for: .username).truePositives == 1)
        #expect(evaluation.counts(for: .username).falsePositives == 0)
        #expect(evaluation.counts(for: .email).falseNegatives == 1)
        #expect(evaluation.misses.map(\.field).contains { $0.contains("name=n") })
    }

    @Test func unlabelledFormsAndAmbiguousPasswordsAreNotScored() throws {
        #expect(FormasaurusLabels.form(type: "X", fields: ["a": "us"]) == nil)
        #expect(FormasaurusLabels.form(type: "-", fields: ["a": "us"]) == nil)
        let recovery = try #require(FormasaurusLabels.form(type: "p", fields: ["p": "p1", "pin": "pi"]))
        #expect(recovery.fields["p"] == .some(nil))
        #expect(recovery.fields["pin"] == .some(.oneTimeCode))
        // config.json: `XX` is a field nobody annotated and `--` one to skip, not "other".
        let unannotated = try #require(FormasaurusLabels.form(type: "l", fields: ["u": "XX", "p": "XX", "s": "--"]))
        #expect(unannotated.kind == .signIn)
        #expect(unannotated.fields.values.allSatisfy { $0 == nil })
    }

    @Test func labelsAreMatchedByNameInTheRightForm() {
        var evaluation = CorpusEvaluation()
        let html = Array("<form><input name=q></form><form><input name=u><input type=password name=p></form>".utf8)
        evaluation.add(
            page: "p", html: html, pageURL: "",
            labels: [
                1: .init(kind: .signIn, fields: ["u": .username, "p": .currentPassword, "missing": .username])
            ])
        #expect(evaluation.fields == 2)
        #expect(evaluation.counts(for: .username).truePositives == 1)
        #expect(evaluation.passwordsCorrect == 1)
        #expect(evaluation.unmatchedLabels == 1)
        #expect(evaluation.formsCorrect == 1)
    }
}

import Foundation
import TestSupport
import Testing

@testable import FormFields

/// Any input gives a page: no traps, no runaway recursion, bounded output.
@Suite struct RobustnessTests {
    func scanAndClassify(_ bytes: [UInt8]) -> [FormClassification] {
        let page = HTMLFormScanner().scan(bytes)
        return FieldClassifier().classify(page)
    }

    @Test func randomBytes() {
        var random = SeededGenerator(seed: 7)
        for length in [0, 1, 2, 3, 17, 256, 4096] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                _ = scanAndClassify(bytes)
            }
        }
    }

    @Test func mutatedCorpusPages() throws {
        var random = SeededGenerator(seed: 11)
        let markup = Array("<>/=\"'&;!-?[]".utf8)
        for page in try CorpusTests.pages("dev").prefix(20) {
            for _ in 0..<20 {
                var bytes = page.html
                for _ in 0..<8 where !bytes.isEmpty {
                    let position = Int(random.next() % UInt64(bytes.count))
                    switch random.next() % 3 {
                    case 0: bytes[position] = markup[Int(random.next() % UInt64(markup.count))]
                    case 1: bytes.remove(at: position)
                    default: bytes = Array(bytes[..<position])
                    }
                }
                _ = scanAndClassify(bytes)
            }
        }
    }

    @Test func deepNestingAndManyAttributes() {
        let deep = String(repeating: "<div><label><span>", count: 20_000) + "<input name=x>"
        let page = HTMLFormScanner().scan(deep)
        #expect(page.forms.flatMap(\.fields).map(\.name) == ["x"])

        let attributes = "<input " + (0..<20_000).map { "a\($0)=\($0) " }.joined() + "name=late id=first>"
        let field = HTMLFormScanner().scan(attributes).forms.first?.fields.first
        #expect(field != nil && field?.name == "")  // attributes past the limit are not kept

        let manyForms = String(repeating: "<form><input name=a></form>", count: 3000)
        #expect(HTMLFormScanner().scan(manyForms).forms.count == 3000)

        let unclosed = String(repeating: "<!--", count: 10_000) + String(repeating: "</>", count: 10_000)
        _ = HTMLFormScanner().scan(unclosed)
        let references = String(repeating: "&#x1F600;&amp&notanentity;&#99999999999;", count: 5000)
        _ = HTMLFormScanner().scan("<label for=a>\(references)</label><input id=a>")
    }

    @Test func fieldLimitTruncates() {
        let html = String(repeating: "<input name=a>", count: 50)
        var options = HTMLFormScanner.Options()
        options.maximumFields = 10
        let page = HTMLFormScanner(options: options).scan(html)
        #expect(page.isTruncated)
        #expect(page.forms.flatMap(\.fields).count == 10)
        #expect(!HTMLFormScanner().scan(html).isTruncated)
    }
}

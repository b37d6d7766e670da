import FormFields
import FuzzSupport

// Scans arbitrary bytes as an HTML page and classifies its forms. Nothing may trap, and:
// scanning is deterministic; every form has a field; the field limit holds; texts the scanner
// writes stay within their bounds; every field gets a classification with a confidence in 0...1;
// recording locations changes nothing else, and every field has one (index, line, column and
// selector within bounds).
let scanner = HTMLFormScanner(options: .init(maximumFields: 300))
let locating = HTMLFormScanner(options: .init(maximumFields: 300, recordsLocations: true))

runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    let page = scanner.scan(bytes)
    if page != scanner.scan(bytes) { fatalError("scanning the same bytes twice gave different pages") }
    var fields = 0
    for form in page.forms {
        if form.fields.isEmpty { fatalError("a form without fields") }
        if form.texts.count > 20 { fatalError("more than 20 texts") }
        fields += form.fields.count
        for field in form.fields {
            if field.label.count > 200 || field.nearbyText.count > 120 || field.followingText.count > 120
                || field.ariaLabelledBy.count > 200 || field.ariaDescribedBy.count > 200
            {
                fatalError("a text longer than its bound")
            }
            if (field.maxLength ?? 0) < 0 || (field.minLength ?? 0) < 0 || (field.size ?? 1) < 1 {
                fatalError("a negative length")
            }
        }
    }
    if fields > 300 { fatalError("the field limit did not hold") }
    let located = locating.scan(bytes)
    if located.forms != page.forms || located.title != page.title { fatalError("locations changed the page") }
    if located.locations.map(\.count) != page.forms.map(\.fields.count) { fatalError("a field without a location") }
    var lines = 1
    for byte in bytes where byte == 0x0A || byte == 0x0D { lines += 1 }
    var indices = Set<Int>()
    for location in located.locations.joined() {
        if location.line < 1 || location.line > lines || location.column < 1 || location.selector.isEmpty {
            fatalError("a location out of bounds")
        }
        if !indices.insert(location.documentIndex).inserted { fatalError("two fields at one index") }
    }
    let results = FieldClassifier().classify(page)
    if results.count != page.forms.count { fatalError("a form without a classification") }
    for (form, result) in zip(page.forms, results) {
        if result.fields.count != form.fields.count { fatalError("a field without a classification") }
        for verdict in result.fields where !(0...1).contains(verdict.confidence) {
            fatalError("confidence out of range")
        }
        if !(0...1).contains(result.confidence) { fatalError("form confidence out of range") }
    }
    return 0
}

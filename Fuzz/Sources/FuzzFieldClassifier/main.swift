import FormFields
import FuzzSupport

// Builds form descriptors from arbitrary bytes (NUL-separated strings fill the properties a
// browser bridge sends) and classifies them. Nothing may trap; every field gets one
// classification with a confidence in 0...1; a field that is not visible is never filled.
runFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    let chunks = bytes.split(separator: 0, maxSplits: 400, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    var form = FormDescriptor()
    var field = FieldDescriptor()
    for (index, chunk) in chunks.enumerated() {
        switch index % 16 {
        case 0: field.type = chunk
        case 1: field.name = chunk
        case 2: field.label = chunk
        case 3: field.autocomplete = chunk
        case 4: field.placeholder = chunk
        case 5: field.maxLength = chunk.utf8.first.map { Int($0 % 12) }
        case 6: field.inputMode = chunk
        case 7: field.followingText = chunk
        case 8: field.contentType = chunk
        case 9: field.id = chunk
        case 10: field.isVisible = chunk.utf8.first.map { $0 & 1 == 0 } ?? true
        case 11: form.headings.append(chunk)
        case 12: form.buttons.append(chunk)
        case 13: form.texts.append(chunk)
        case 14: form.pageURL = chunk
        default:
            form.fields.append(field)
            field = FieldDescriptor()
        }
    }
    form.fields.append(field)
    let result = FieldClassifier().classify(form)
    if result.fields.count != form.fields.count { fatalError("a field without a classification") }
    for (descriptor, verdict) in zip(form.fields, result.fields) {
        if !(0...1).contains(verdict.confidence) { fatalError("confidence out of range") }
        if !descriptor.isVisible && verdict.kind != .none { fatalError("a hidden field would be filled") }
    }
    return 0
}

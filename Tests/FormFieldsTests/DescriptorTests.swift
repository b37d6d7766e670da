import Foundation
import Testing

@testable import FormFields

@Suite struct DescriptorTests {
    @Test func jsonRoundTrips() throws {
        let field = FieldDescriptor(
            type: "tel", name: "otp", id: "code", className: "otp-box", autocomplete: "one-time-code",
            placeholder: "123456", label: "Code", ariaLabel: "Digit 1", hints: ["otp-input"], inputMode: "numeric",
            minLength: 6, maxLength: 6, size: 10, pattern: "[0-9]*", passwordRules: "minlength: 8;", isVisible: true,
            isDisabled: true, isReadOnly: false, rect: .init(x: 10, y: 20, width: 40, height: 48))
        let form = FormDescriptor(
            pageURL: "https://example.com/2fa", pageTitle: "Verify", actionURL: "/verify", method: "post", id: "f",
            name: "verify", isFormElement: false, fields: [field], buttons: ["Verify"], headings: ["Two-step"],
            texts: ["We sent a code"])
        let data = try JSONEncoder().encode(form)
        #expect(try JSONDecoder().decode(FormDescriptor.self, from: data) == form)
    }

    @Test func everyKeyMayBeLeftOut() throws {
        let form = try JSONDecoder().decode(
            FormDescriptor.self, from: Data(#"{"fields":[{}, {"type":"password"}]}"#.utf8))
        #expect(form.fields.count == 2)
        #expect(form.fields[0] == FieldDescriptor())
        #expect(form.fields[0].tag == "input" && form.fields[0].type == "text" && form.fields[0].isVisible)
        #expect(form.isFormElement)
        #expect(try JSONDecoder().decode(FormDescriptor.self, from: Data("{}".utf8)) == FormDescriptor())
    }

    @Test func theDOMsMinusOneMeansAbsent() throws {
        let field = try JSONDecoder().decode(
            FieldDescriptor.self, from: Data(#"{"maxLength":-1,"minLength":-1,"size":0}"#.utf8))
        #expect(field.maxLength == nil && field.minLength == nil && field.size == nil)
    }

    @Test func wrongTypesAreDecodingErrors() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FieldDescriptor.self, from: Data(#"{"maxLength":"six"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FieldKind.self, from: Data(#""sixDigits""#.utf8))
        }
    }

    @Test func kindsEncodeAsTheirNames() throws {
        let result = FieldClassification(
            kind: .oneTimeCode, confidence: 1, signal: .init(source: .autocomplete, detail: "tag"), exclusion: .search)
        let json = String(decoding: try JSONEncoder().encode(result), as: UTF8.self)
        #expect(json.contains(#""kind":"oneTimeCode""#))
        #expect(json.contains(#""exclusion":"search""#))
        #expect(json.contains(#""source":"autocomplete""#))
        #expect(try JSONDecoder().decode(FieldClassification.self, from: Data(json.utf8)) == result)
        #expect(FieldKind(rawValue: "newPassword") == .newPassword)
        #expect(FieldKind(rawValue: "nope") == nil)
        #expect(FormKind.allCases.allSatisfy { FormKind(rawValue: $0.rawValue) == $0 })
        #expect(Exclusion.allCases.allSatisfy { Exclusion(rawValue: $0.rawValue) == $0 })
    }

    @Test func validationNamesTheOffendingProperty() throws {
        var form = FormDescriptor(fields: [FieldDescriptor()])
        try form.validate()
        form.fields[0].label = String(repeating: "x", count: 9000)
        let error = #expect(throws: FormFieldsError.self) { try form.validate() }
        #expect(error?.code == .textTooLong)
        #expect(error?.description == "fields[0].label is 9000 bytes long; the limit is 8192")

        form = FormDescriptor(fields: Array(repeating: FieldDescriptor(), count: 3))
        #expect(throws: FormFieldsError(.tooManyElements, "")) {
            try form.validate(limits: .init(maximumFields: 2))
        }
        form = FormDescriptor(buttons: Array(repeating: "Go", count: 3))
        #expect(throws: FormFieldsError(.tooManyElements, "")) {
            try form.validate(limits: .init(maximumListCount: 2))
        }
        form = FormDescriptor(fields: [FieldDescriptor(maxLength: -3)])
        #expect(throws: FormFieldsError(.invalidValue, "")) { try form.validate() }
        form = FormDescriptor(fields: [FieldDescriptor(rect: .init(x: .nan, y: 0, width: 1, height: 1))])
        #expect(throws: FormFieldsError(.invalidValue, "")) { try form.validate() }
        #expect(FormFieldsError(.invalidValue, "x").debugDescription.hasPrefix("FormFieldsError.invalidValue: x ("))
    }

    /// A page's values (pre-filled passwords, hidden tokens, textarea contents) never reach a
    /// descriptor, a classification, or their printed forms.
    @Test func valuesNeverLeave() throws {
        let secrets = ["hunter2-PLANTED", "csrf-PLANTED-9f8e", "textarea-PLANTED", "option-PLANTED"]
        let html = """
            <form><label>Password <input type=password name=pw value="\(secrets[0])"></label>
            <input type=hidden name=token value="\(secrets[1])">
            <textarea name=notes>\(secrets[2])</textarea>
            <label>Country <select name=c><option>\(secrets[3])</option></select></label>
            <input name=user autocomplete=username value="alice"></form>
            """
        let page = HTMLFormScanner().scan(html)
        let results = FieldClassifier().classify(page)
        var dumped = ""
        dump(page, to: &dumped)
        dump(results, to: &dumped)
        let json =
            String(decoding: try JSONEncoder().encode(page.forms), as: UTF8.self)
            + String(decoding: try JSONEncoder().encode(results), as: UTF8.self)
        for secret in secrets {
            #expect(!dumped.contains(secret) && !json.contains(secret) && !"\(page)\(results)".contains(secret))
        }
        #expect(page.forms.first?.fields.count == 5)
    }
}

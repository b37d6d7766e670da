import FuzzSupport
import MessageSources
import Secrets

let contentTypes: [String?] = [
    "application/json", "application/x-www-form-urlencoded", "text/plain", nil, "application/json; charset=utf-8",
    "APPLICATION/X-WWW-FORM-URLENCODED; charset=UTF-8", "application/octet-stream",
]

// Reads arbitrary bodies as each app's forwarder payload: the first byte picks the content type,
// the rest is the body. Invariants: no crash; a read payload has text only when it is non-empty
// and at most 32 KB, from a body of at most 64 KB; a form body reads as a form format; the text
// never shows in the description (but through the sender, which is shown); an error says nothing of the body's text.
runFuzzer { data, size in
    let input = fuzzInput(data, size)
    guard let first = input.first else { return 0 }
    let type = contentTypes[Int(first) % contentTypes.count]
    let body = Array(input.dropFirst())
    do throws(MessageSourceError) {
        let payload = try ForwarderPayload(body: body, contentType: type)
        guard body.count <= ForwarderPayload.maximumBodyBytes else { fatalError("an oversized body was read") }
        if let text = payload.text {
            guard !text.isEmpty, text.utf8Count <= ForwarderPayload.maximumTextBytes else {
                fatalError("a payload with empty or oversized text")
            }
            // (The sender is shown; a body can make the sender hold the text itself.)
            if text.utf8Count >= 8, !utf8(payload.sender ?? "", contains: text.unredacted),
                utf8("\(payload)", contains: text.unredacted)
            {
                fatalError("the description shows the text")
            }
        }
        if type?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true,
            payload.format != .smsForwarder && payload.format != .plain
        {
            fatalError("a form read as \(payload.format)")
        }
        if let sender = payload.sender {
            guard !sender.isEmpty, sender.unicodeScalars.count <= 64,
                sender.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            else { fatalError("the sender was not cleaned") }
        }
    } catch {
        guard error.code == .malformed else { fatalError("an error other than malformed: \(error.code)") }
    }
    return 0
}

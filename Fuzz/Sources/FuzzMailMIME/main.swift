import FuzzSupport
import MessageSources

// Decodes arbitrary bytes as a mail. Invariants: decoding never traps, its text stays within
// the limits the fuzzer sets, and decoding is deterministic.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    let text = _MailFuzzing.mailText(bytes)
    guard text.utf8.count <= 64 * 1024 + 1024 else { fatalError("the text exceeds its limit") }
    guard _MailFuzzing.mailText(bytes) == text else { fatalError("decoding is not deterministic") }
    let bodies = _MailFuzzing.canonicalBodies(bytes)
    // Canonical bodies end in CRLF (or are empty, relaxed) and never grow past the input's CRLF form.
    guard bodies.simple.count >= 2, bodies.simple.suffix(2).elementsEqual([13, 10]) else {
        fatalError("a simple canonical body must end in CRLF")
    }
    guard bodies.relaxed.isEmpty || bodies.relaxed.suffix(2).elementsEqual([13, 10]) else {
        fatalError("a relaxed canonical body must be empty or end in CRLF")
    }
    return 0
}

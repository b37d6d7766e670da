import FuzzSupport
import MessageSources

// Parses arbitrary bytes as a DKIM-Signature value and as a DKIM key record. Invariants: it
// never traps, and parsing is deterministic.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    let signature = _MailFuzzing.dkimSignature(bytes)
    guard _MailFuzzing.dkimSignature(bytes) == signature else { fatalError("not deterministic") }
    _ = _MailFuzzing.dkimKeyRecord(bytes)
    return 0
}

import FuzzSupport
import MessageSources

// Feeds arbitrary bytes to the IMAP response parser, whole and cut in two at a point the first
// byte chooses. Invariants: it never traps, and the cut does not change the outcome (framing is
// independent of how the bytes arrive).
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    let whole = _MailFuzzing.imapResponses(bytes, cuts: [])
    let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    let split = _MailFuzzing.imapResponses(bytes, cuts: [cut])
    guard whole == split else { fatalError("the response count depends on where the bytes were cut") }
    return 0
}

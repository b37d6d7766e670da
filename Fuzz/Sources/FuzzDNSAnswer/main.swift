import FuzzSupport
import MessageSources

// Parses arbitrary bytes as a DNS answer. Invariants: it never traps, and the TXT records it
// finds fit in the message they came from.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    if let records = _MailFuzzing.dnsAnswer(bytes) {
        guard records.reduce(0, { $0 + $1.count }) <= bytes.count else { fatalError("records larger than the answer") }
    }
    return 0
}

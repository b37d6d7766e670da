import Domains
import FuzzSupport
import MessageCodes
import Secrets

// Parses arbitrary bytes as a message with a domain-bound code, in both modes. Invariants: the
// strict reading is the lenient reading's first choice; `locate` finds what `find` validates;
// a found code is non-empty, has no ASCII whitespace, lies where its range says, and has
// normalised hosts; a code the composer accepts composes into a message that parses back to the
// same binding, and the composed message's SMS measurements are consistent.
runFuzzer { data, size in
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    let bytes = Array(text.utf8)
    let strict = Result { () throws(MessageCodeError) in try DomainBoundCode.find(in: text, mode: .strict) }
    let lenient = Result { () throws(MessageCodeError) in try DomainBoundCode.find(in: text, mode: .lenient) }
    let location = DomainBoundCode.locate(in: text, mode: .lenient)

    switch strict {
    case .success(let found?):
        guard case .success(let again?) = lenient, again == found, found.mode == .strict else {
            fatalError("the lenient reading does not start with the strict one")
        }
    case .failure:
        guard case .failure = lenient else { fatalError("a strict error vanished in the lenient reading") }
    case .success(nil):
        break
    }

    switch lenient {
    case .success(let found?):
        guard let location, location.tokenRange == found.utf8Range, location.mode == found.mode else {
            fatalError("locate and find disagree")
        }
        guard found.utf8Range.upperBound <= bytes.count, bytes[found.utf8Range.lowerBound] == UInt8(ascii: "@") else {
            fatalError("the token range is wrong")
        }
        let code = found.code.unredacted
        guard !code.isEmpty, !code.utf8.contains(where: { [0x09, 0x0A, 0x0C, 0x0D, 0x20].contains($0) }) else {
            fatalError("the code is empty or has whitespace")
        }
        for host in [found.topHost] + (found.embeddedHost.map { [$0] } ?? []) {
            guard (try? HostName(host.ascii)) == host else { fatalError("a host is not normalised") }
        }
        if let message = try? DomainBoundMessage(
            text: "", host: found.topHost.ascii, code: found.code, embeddedHost: found.embeddedHost?.ascii)
        {
            guard let parsed = try? DomainBoundCode(parsing: message.text.unredacted, mode: .strict),
                parsed.topHost == found.topHost, parsed.embeddedHost == found.embeddedHost, parsed.code == found.code
            else { fatalError("a composed message does not parse back") }
            let size = message.segmentation
            guard size.segmentCount >= 1, size.unitsRemaining >= 0, size.unitsRemaining <= size.unitsPerSegment,
                (size.encoding == .gsm7) == size.nonGSMCharacters.isEmpty
            else { fatalError("inconsistent SMS measurements") }
        }
    case .success(nil):
        guard location == nil else { fatalError("locate found a token that find did not") }
    case .failure(let error):
        guard error.code == .invalidHost, location != nil else { fatalError("an error without a token") }
    }

    let size = SMSSegmentation(text)
    guard size.segmentCount >= 1, size.unitsRemaining >= 0,
        size.encoding == .gsm7 ? size.unitCount >= text.unicodeScalars.count : size.unitCount == text.utf16.count
    else { fatalError("inconsistent SMS measurements of the input") }
    return 0
}

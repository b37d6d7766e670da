import FuzzSupport
import MessageCodes
import Secrets

let detector = FreeFormDetector()

// Runs free-form detection on arbitrary bytes (raw, so invalid UTF-8 too, and as a repaired
// string). Invariants: a found code lies inside the message on scalar boundaries; it is 4-10
// letters and digits with at least one digit, plus at most two separators of one kind ('-', ' '
// or '.') between groups, or the same spelled out a character at a time ("4 8 2 9", "a u 8 k"),
// or six to ten capitals alone (a code a keyword and a colon introduce), or two groups of four
// or five capitals joined by a hyphen (a device's activation code, "BXQR-TMWN"), or four pairs of
// digits with one kind of separator ("30 91 58 27");
// its digits-only form is its digits; its confidence is within 0-1 and not below the minimum;
// the candidate list agrees on the winner.
runFuzzer { data, size in
    let raw = fuzzInput(data, size)
    if let found = detector.code(inUTF8: raw) {
        guard found.utf8Range.lowerBound >= 0, found.utf8Range.upperBound <= raw.count else {
            fatalError("range outside the raw bytes")
        }
    }
    let text = String(decoding: raw, as: UTF8.self)
    guard let found = detector.code(in: text) else { return 0 }
    let utf8 = text.utf8
    guard found.utf8Range.upperBound <= utf8.count else { fatalError("range outside the message") }
    let lower = utf8.index(utf8.startIndex, offsetBy: found.utf8Range.lowerBound)
    let upper = utf8.index(utf8.startIndex, offsetBy: found.utf8Range.upperBound)
    guard lower.samePosition(in: text.unicodeScalars) != nil, upper.samePosition(in: text.unicodeScalars) != nil else {
        fatalError("range not on scalar boundaries")
    }
    let code = Array(found.code.unredacted.utf8)
    let alphanumerics = code.filter { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x30 && $0 <= 0x39 }
    let separators = code.filter { !alphanumerics.contains($0) }
    let hasDigit = alphanumerics.contains(where: { $0 >= 0x30 && $0 <= 0x39 })
    let isCapital = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A }
    let capitalsAlone = separators.isEmpty && (6...10).contains(code.count) && code.allSatisfy(isCapital)
    let capitalPair =
        separators == [UInt8(ascii: "-")] && (9...11).contains(code.count)
        && code.split(separator: UInt8(ascii: "-")).allSatisfy {
            (4...5).contains($0.count) && $0.allSatisfy(isCapital)
        }
    let spelledOut =
        separators.count == alphanumerics.count - 1
        && code.indices.allSatisfy {
            $0 % 2 == 0 ? alphanumerics.contains(code[$0]) : !alphanumerics.contains(code[$0])
        }
    let fourPairs =
        separators.count == 3
        && code.split(whereSeparator: { separators.contains($0) }).allSatisfy {
            $0.count == 2 && $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        }
    guard (4...10).contains(alphanumerics.count), separators.count <= 2 || (spelledOut && hasDigit) || fourPairs,
        Set(separators).count <= 1,
        separators.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ".") }),
        hasDigit || capitalsAlone || capitalPair, alphanumerics.contains(code.first ?? 0),
        alphanumerics.contains(code.last ?? 0)
    else { fatalError("the code has a shape the detector should refuse") }
    if let digits = found.digitsOnly {
        guard Array(digits.unredacted.utf8) == code.filter({ $0 >= 0x30 && $0 <= 0x39 }) else {
            fatalError("the digits-only form is not the code's digits")
        }
    }
    guard (0...1).contains(found.confidence), found.confidence + 0.001 >= detector.minimumConfidence else {
        fatalError("confidence out of range")
    }
    let chosen = detector.candidates(in: text).filter { $0.rejection == nil }
    guard chosen.count == 1, chosen[0].utf8Range == found.utf8Range else { fatalError("candidates disagree") }
    _ = found.description
    return 0
}

import FuzzSupport
import OneTimeCodes

// Decodes arbitrary bytes as Base32. Whatever decodes must re-encode to text that decodes to
// the same bytes.
runFuzzer { data, size in
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    guard let bytes = try? Base32.decode(text) else { return 0 }
    guard let again = try? Base32.decode(Base32.encode(bytes)), again == bytes else {
        fatalError("round trip failed")
    }
    return 0
}

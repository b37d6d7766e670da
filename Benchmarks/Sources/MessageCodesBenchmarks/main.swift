import BenchmarkSupport
import Foundation
import MessageCodes

// Typical messages of about 120 characters: codes with the usual decoys around them.
let typical = [
    "Your Example verification code is 482913. It expires in 10 minutes. Don't share it with anyone, even us.",
    "PayPal: Your security code is 318845. Your code expires in 10 minutes. Please don't reply to this message.",
    "[Chase] Your one-time code is 58273104. We'll never call or text you for this code. Don't share it with anyone.",
    "Use 739104 as your Microsoft account security code. If you didn't request it, you can ignore this message safely.",
    "Chase: A $1,250.00 transaction was made on your card ending in 4821 at BEST BUY on 03/14. Not you? Call 1-800-935-9935.",
    "【支付宝】验证码：628401，您正在进行身份验证，请勿将验证码告诉他人。如非本人操作，请忽略本短信，谢谢您的配合。",
    "Код 552901 для подтверждения операции. Сумма: 1 250,00 RUB. Карта *4821. Никому не говорите код! Т-Банк",
    "Ihre mTAN für die Überweisung von 1.250,00 EUR an Max Mustermann lautet 839201. Geben Sie diese niemals weiter.",
]
let bound = typical.map { $0 + "\n\n@login.example.com #482913" }

// The labelled corpus, for a release-mode accuracy check and corpus-wide throughput.
let corpusURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/MessageCodesTests/Corpus/messages.jsonl")
let corpus: [(text: String, code: String?)] = {
    guard let text = try? String(contentsOf: corpusURL, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let text = object["text"] as? String
        else { return nil }
        return (text, (object["code"] as? String).map(asciiDigits))
    }
}()

/// The corpus writes a code's digits, spaces and commas as the message does (`۷۳۹۲`, `418 392`
/// with a narrow no-break space, `8، 2، 6، 1` read out, `Ａ７Ｋ２Ｑ９` and `ＨＢ－４８２６` in full-width
/// forms); the reader gives ASCII digits, letters and hyphens, plain spaces and the Arabic comma
/// as a comma (the full-width comma and full stop stay: they end clauses in Chinese and Japanese).
func asciiDigits(_ code: String) -> String {
    String(
        String.UnicodeScalarView(
            code.unicodeScalars.map { scalar in
                if scalar.properties.isWhitespace { return " " }
                if scalar == "\u{060C}" { return "," }
                if (0xFF01...0xFF5E).contains(scalar.value) && scalar.value != 0xFF0C && scalar.value != 0xFF0E {
                    return Unicode.Scalar(scalar.value - 0xFEE0)!
                }
                guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
                    return scalar
                }
                return Unicode.Scalar(UInt8(48 + Int(value)))
            }))
}

// Release builds must read the corpus exactly as the debug tests do: a miscompile would show here.
let reader = MessageCodeReader()
var wrong = 0
for entry in corpus {
    let found = try? reader.code(in: entry.text)
    if found?.code.unredacted != entry.code { wrong += 1 }
}
if corpus.isEmpty || wrong > 0 {
    FileHandle.standardError.write(
        Data("corpus check failed: \(wrong) of \(corpus.count) messages read wrongly\n".utf8))
    exit(1)
}
let corpusTexts = corpus.map(\.text)
let detector = FreeFormDetector()

func cycling(_ messages: [String], _ body: @escaping @Sendable (String) -> Void) -> @Sendable (Int) -> Void {
    { iterations in
        var index = 0
        for _ in 0..<iterations {
            body(messages[index])
            index += 1
            if index == messages.count { index = 0 }
        }
    }
}

runBenchmarks([
    Benchmark(
        "free-form detection, typical 120-char messages", target: 500_000,
        body: cycling(typical) { blackHole(detector.code(in: $0)) }),
    // The 5 M/s target is for the whole parse, hosts validated and the code copied into a
    // secret: what a caller gets. The token parse alone is shown for comparison.
    Benchmark(
        "domain-bound token parse (no host validation)",
        body: cycling(bound) { blackHole(DomainBoundCode.locate(in: $0)) }),
    Benchmark(
        "domain-bound code (hosts via Domains.HostName)", target: 5_000_000,
        body: cycling(bound) { blackHole(try? DomainBoundCode.find(in: $0)) }),
    Benchmark(
        "reader (bound, then free-form), typical", body: cycling(typical) { blackHole(try? reader.code(in: $0)) }),
    Benchmark(
        "corpus: free-form detection (\(corpusTexts.count) messages)",
        body: cycling(corpusTexts) { blackHole(detector.code(in: $0)) }),
    Benchmark(
        "corpus: domain-bound code, lenient (\(corpusTexts.count) messages)",
        body: cycling(corpusTexts) { blackHole(try? DomainBoundCode.find(in: $0)) }),
    Benchmark(
        "corpus: domain-bound token parse (\(corpusTexts.count) messages)",
        body: cycling(corpusTexts) { blackHole(DomainBoundCode.locate(in: $0)) }),
])

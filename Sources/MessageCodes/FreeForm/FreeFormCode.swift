import Secrets

/// A one-time code found in a message that does not bind it to a site.
///
/// ```swift
/// let detector = FreeFormDetector()
/// if let found = detector.code(in: "G-412157 is your Google verification code.") {
///     found.code.unredacted        // "G-412157", as the message shows it
///     found.digitsOnly?.unredacted // "412157"
///     found.service                // "Google"
///     found.confidence             // 0.95
/// }
/// ```
///
/// The code is a secret in transit: neither `description` nor `dump(_:)` shows it.
public struct FreeFormCode: Sendable, Equatable {
    /// The code as the message shows it, with separators kept (`G-412157`, `123 456`) and
    /// digits of any script written as ASCII digits (`６２８４１９` and `٦٢٨٤١٩` become `628419`).
    public let code: SecretText
    /// The digits alone (`412157` for `G-412157`, `123456` for `123 456`), or `nil` when the code
    /// mixes letters and digits (`R7KX2`) and has no digits-only form.
    public var digitsOnly: SecretText? {
        guard hasDigitsOnlyForm else { return nil }
        return code.utf8.withUnsafeBytes { bytes in
            SecretText(utf8: SecretBytes(bytes.lazy.filter { $0 >= 0x30 && $0 <= 0x39 }))
        }
    }

    private let hasDigitsOnlyForm: Bool
    /// Where the code is in the message, as UTF-8 offsets.
    public let utf8Range: Range<Int>
    /// How sure the detector is, from 0 to 1: near 1 when a keyword such as "verification code"
    /// is next to a plain group of digits, lower with distance, other candidates or odd shapes.
    public let confidence: Double
    /// The service the message names, such as "GitHub" or "支付宝", if the detector found one.
    public let service: String?
    /// The language of the keyword that pointed at the code.
    public let keywordLanguage: MessageLanguage?

    init(
        code: String, hasDigitsOnlyForm: Bool, utf8Range: Range<Int>, confidence: Double, service: String?,
        keywordLanguage: MessageLanguage?
    ) {
        self.code = SecretText(code)
        self.hasDigitsOnlyForm = hasDigitsOnlyForm
        self.utf8Range = utf8Range
        self.confidence = confidence
        self.service = service
        self.keywordLanguage = keywordLanguage
    }

    /// The code's range in `message`, the string it was found in.
    public func range(in message: String) -> Range<String.Index> {
        let utf8 = message.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
        let upper = utf8.index(lower, offsetBy: utf8Range.count)
        return lower..<upper
    }
}

extension FreeFormCode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        let confidence = (self.confidence * 100).rounded() / 100
        return "FreeFormCode(<redacted>, confidence: \(confidence)\(service.map { ", service: \($0)" } ?? ""))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "code": code, "utf8Range": utf8Range, "confidence": confidence, "service": service as Any,
            ], displayStyle: .struct)
    }
}

/// One mailbox of an address header (`From: "Bank" <no-reply@bank.example>`), as RFC 5322 §3.4
/// writes it: a display name and an address, comments and quoted strings skipped over.
struct MailAddress: Sendable, Equatable {
    var displayName: String?
    var address: String

    /// The part after the last `@`, without brackets or a trailing dot; nil when there is none.
    var domain: String? {
        guard let at = address.lastIndex(of: "@") else { return nil }
        var domain = String(address[address.index(after: at)...]).trimmingWhitespace()
        if domain.hasSuffix(".") { domain.removeLast() }
        return domain.isEmpty ? nil : domain
    }

    /// The mailboxes of an address list (groups flattened), encoded words in display names
    /// decoded. Never fails: what cannot be read as a mailbox is skipped.
    static func list(_ text: String) -> [MailAddress] {
        var result: [MailAddress] = []
        var phrase = String.UnicodeScalarView()
        var angle: String.UnicodeScalarView? = nil
        var inQuotes = false
        var escaped = false
        var commentDepth = 0
        func finish() {
            let display = MailText.decodeEncodedWords(String(phrase).trimmingWhitespace())
            if let angle {
                let address = String(angle).trimmingWhitespace()
                if !address.isEmpty {
                    result.append(MailAddress(displayName: display.isEmpty ? nil : display, address: address))
                }
            } else {
                let address = String(phrase).trimmingWhitespace().filter { $0 != " " && $0 != "\t" }
                if address.contains("@") { result.append(MailAddress(displayName: nil, address: address)) }
            }
            phrase = String.UnicodeScalarView()
            angle = nil
        }
        for scalar in text.unicodeScalars {
            if escaped {
                if angle != nil { angle!.append(scalar) } else { phrase.append(scalar) }
                escaped = false
                continue
            }
            if inQuotes {
                if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inQuotes = false
                } else if angle != nil {
                    angle!.append(scalar)
                } else {
                    phrase.append(scalar)
                }
                continue
            }
            if commentDepth > 0 {
                if scalar == "(" { commentDepth += 1 }
                if scalar == ")" { commentDepth -= 1 }
                if scalar == "\\" { escaped = true }
                continue
            }
            switch scalar {
            case "\"": inQuotes = true
            case "(": commentDepth = 1
            case "<": angle = String.UnicodeScalarView()
            case ">": break
            case ",", ";":
                finish()
            case ":" where angle == nil:
                // A group's name: drop it.
                phrase = String.UnicodeScalarView()
            default:
                if angle != nil { angle!.append(scalar) } else { phrase.append(scalar) }
            }
        }
        finish()
        return result
    }
}

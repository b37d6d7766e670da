/// A structured MIME header value: `type/subtype; name=value; ...` (RFC 2045 §5.1), with RFC 2231
/// parameter continuations (`name*0=`, `name*1*=`) and charsets (`name*=utf-8''%E2%82%AC`).
struct MIMEHeaderValue: Sendable, Equatable {
    /// The value before the first `;`, lower-cased and trimmed (`text/plain`, `attachment`).
    var value: String
    /// Parameter names lower-cased; values unquoted and decoded.
    var parameters: [String: String]

    init(_ text: String) {
        var tokens = Self.split(text)
        value = tokens.isEmpty ? "" : tokens.removeFirst().trimmingWhitespace().lowercasedASCII()
        // Parameters: plain ones, and RFC 2231 sections gathered by name.
        var plain: [String: String] = [:]
        var sections: [String: [(index: Int, encoded: Bool, value: String)]] = [:]
        for token in tokens {
            guard let equals = token.firstIndex(of: "=") else { continue }
            let name = String(token[..<equals]).trimmingWhitespace().lowercasedASCII()
            let rawValue = Self.unquote(String(token[token.index(after: equals)...]).trimmingWhitespace())
            guard !name.isEmpty else { continue }
            if let star = name.firstIndex(of: "*") {
                let base = String(name[..<star])
                let rest = name[name.index(after: star)...]
                if rest.isEmpty {
                    sections[base, default: []].append((0, true, rawValue))
                } else {
                    let encoded = rest.hasSuffix("*")
                    let number = Int(encoded ? rest.dropLast() : rest) ?? 0
                    guard number < 1000 else { continue }
                    sections[base, default: []].append((number, encoded, rawValue))
                }
            } else if plain[name] == nil {
                plain[name] = rawValue
            }
        }
        for (name, parts) in sections {
            let ordered = parts.sorted { $0.index < $1.index }
            var charset: String? = nil
            var bytes: [UInt8] = []
            for (position, part) in ordered.enumerated() {
                var text = Substring(part.value)
                if part.encoded, position == 0 {
                    // charset'language'value
                    let pieces = text.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
                    if pieces.count == 3 {
                        charset = String(pieces[0])
                        text = pieces[2]
                    }
                }
                bytes += part.encoded ? Self.percentDecode(text) : Array(text.utf8)
            }
            plain[name] = MailText.decode(bytes, charset: charset ?? "utf-8").0
        }
        parameters = plain
    }

    /// Splits at `;` outside quoted strings and comments.
    private static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var inQuotes = false
        var escaped = false
        var commentDepth = 0
        for scalar in text.unicodeScalars {
            if escaped {
                current.append(scalar)
                escaped = false
                continue
            }
            if scalar == "\\", inQuotes {
                current.append(scalar)
                escaped = true
                continue
            }
            if scalar == "\"", commentDepth == 0 { inQuotes.toggle() }
            if !inQuotes {
                if scalar == "(" {
                    commentDepth += 1
                    continue
                }
                if scalar == ")", commentDepth > 0 {
                    commentDepth -= 1
                    continue
                }
                if commentDepth > 0 { continue }
                if scalar == ";" {
                    parts.append(String(current))
                    current = String.UnicodeScalarView()
                    continue
                }
            }
            current.append(scalar)
        }
        parts.append(String(current))
        return parts
    }

    private static func unquote(_ text: String) -> String {
        guard text.hasPrefix("\""), text.count >= 2 else { return text }
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in text.unicodeScalars.dropFirst() {
            if escaped {
                result.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                break
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func percentDecode(_ text: Substring) -> [UInt8] {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = MailText.hexValue(bytes[index + 1]), let low = MailText.hexValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }
}

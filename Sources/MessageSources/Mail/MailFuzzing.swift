/// Entry points for the fuzz targets in `Fuzz/` (a separate package, which reaches only public
/// declarations). Not API: the underscore says so; the parsers behind them stay internal.
public enum _MailFuzzing {
    /// Feeds `bytes` to the IMAP response parser in the pieces `cuts` gives, and returns the
    /// responses read (or nil when the stream was refused as malformed).
    public static func imapResponses(_ bytes: [UInt8], cuts: [Int]) -> Int? {
        var parser = IMAPResponseParser(
            limits: .init(maximumLiteral: 1 << 20, maximumLine: 1 << 16, maximumDepth: 32, maximumValues: 10_000))
        var count = 0
        var start = 0
        for cut in cuts + [bytes.count] {
            let end = min(max(cut, start), bytes.count)
            parser.append(bytes[start..<end])
            start = end
            do {
                while let response = try parser.next() {
                    count += 1
                    // What the client reads of each response must not trap.
                    _ = IMAPConnection.fetchAttributes(response)
                    _ = response.codeName
                    _ = response.numbered
                }
            } catch {
                return nil
            }
        }
        return count
    }

    /// Decodes `bytes` as a mail; returns its text.
    public static func mailText(_ bytes: [UInt8]) -> String {
        MailMessage(bytes: bytes, limits: .init(maximumParts: 200, maximumDepth: 16, maximumTextBytes: 64 * 1024)).text
    }

    /// Parses `bytes` as a DKIM-Signature value; whether it parsed.
    public static func dkimSignature(_ bytes: [UInt8]) -> Bool {
        (try? DKIMSignature(parsing: bytes)) != nil
    }

    /// Parses `bytes` as a DKIM key record; whether it parsed.
    public static func dkimKeyRecord(_ bytes: [UInt8]) -> Bool {
        (try? DKIMKeyRecord(bytes)) != nil
    }

    /// Parses `bytes` as a DNS answer; its TXT records.
    public static func dnsAnswer(_ bytes: [UInt8]) -> [[UInt8]]? {
        DNSMessage.parseAnswer(bytes)?.txtRecords
    }

    /// The relaxed and simple canonical forms of a body (they must not trap on any bytes).
    public static func canonicalBodies(_ bytes: [UInt8]) -> (simple: [UInt8], relaxed: [UInt8]) {
        let crlf = DKIMCanonicalization.crlf(bytes)
        return (DKIMCanonicalization.body(crlf, .simple), DKIMCanonicalization.body(crlf, .relaxed))
    }
}

/// The few DNS messages DKIM needs (RFC 1035): a TXT query, and the TXT records of its answer.
/// The answer parser reads untrusted bytes: every length is checked, name compression may only
/// point backwards, and it never traps.
struct DNSMessage: Sendable {
    static let typeTXT: UInt16 = 16
    static let typeCNAME: UInt16 = 5
    static let typeOPT: UInt16 = 41

    /// A query for the TXT records of `name`, recursion desired, with an EDNS0 record that
    /// allows 1232-byte UDP answers (so a 2048-bit key fits without falling back to TCP).
    static func txtQuery(id: UInt16, name: String) throws(MessageSourceError) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(id >> 8), UInt8(id & 0xFF), 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 1]
        bytes += try encodeName(name)
        bytes += [0, UInt8(typeTXT), 0, 1]
        // OPT: root name, type 41, UDP size 1232, no extended flags, no options.
        bytes += [0, 0, UInt8(typeOPT), 0x04, 0xD0, 0, 0, 0, 0, 0, 0]
        return bytes
    }

    static func encodeName(_ name: String) throws(MessageSourceError) -> [UInt8] {
        var bytes: [UInt8] = []
        let trimmed = name.hasSuffix(".") ? String(name.dropLast()) : name
        for label in trimmed.split(separator: ".", omittingEmptySubsequences: false) {
            let labelBytes = Array(label.utf8)
            guard !labelBytes.isEmpty, labelBytes.count <= 63 else {
                throw MessageSourceError(.invalidConfiguration, "\(name) is not a DNS name")
            }
            bytes.append(UInt8(labelBytes.count))
            bytes += labelBytes
        }
        bytes.append(0)
        guard bytes.count <= 255 else { throw MessageSourceError(.invalidConfiguration, "\(name) is too long for DNS") }
        return bytes
    }

    /// What an answer says.
    struct Answer: Sendable, Equatable {
        var id: UInt16
        var isTruncated: Bool
        /// 0 no error, 2 server failure, 3 no such name, ...
        var responseCode: UInt8
        /// The question's name, lower-cased, without the final dot.
        var questionName: String?
        /// Each TXT record of the answer section, its character-strings joined.
        var txtRecords: [[UInt8]]
    }

    /// Parses a response; nil when it is not a well-formed DNS response.
    static func parseAnswer(_ bytes: [UInt8]) -> Answer? {
        guard bytes.count >= 12 else { return nil }
        let id = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
        guard bytes[2] & 0x80 != 0 else { return nil }  // QR: a response
        let isTruncated = bytes[2] & 0x02 != 0
        let responseCode = bytes[3] & 0x0F
        let questions = Int(bytes[4]) << 8 | Int(bytes[5])
        let answers = Int(bytes[6]) << 8 | Int(bytes[7])
        guard questions <= 1 else { return nil }
        var offset = 12
        var questionName: String? = nil
        if questions == 1 {
            guard let (name, end) = readName(bytes, at: offset) else { return nil }
            questionName = name
            offset = end + 4
            guard offset <= bytes.count else { return nil }
        }
        var records: [[UInt8]] = []
        for _ in 0..<min(answers, 256) {
            guard let (_, end) = readName(bytes, at: offset), end + 10 <= bytes.count else { return nil }
            let type = UInt16(bytes[end]) << 8 | UInt16(bytes[end + 1])
            let length = Int(bytes[end + 8]) << 8 | Int(bytes[end + 9])
            let dataStart = end + 10
            guard dataStart + length <= bytes.count else { return nil }
            if type == typeTXT {
                var text: [UInt8] = []
                var position = dataStart
                while position < dataStart + length {
                    let stringLength = Int(bytes[position])
                    guard position + 1 + stringLength <= dataStart + length else { return nil }
                    text += bytes[(position + 1)..<(position + 1 + stringLength)]
                    position += 1 + stringLength
                }
                records.append(text)
            }
            offset = dataStart + length
        }
        return Answer(
            id: id, isTruncated: isTruncated, responseCode: responseCode, questionName: questionName,
            txtRecords: records)
    }

    /// The name at `start` (lower-cased, dot-separated) and where the field after it starts.
    /// Compression pointers must point before the name that uses them, so they cannot loop.
    static func readName(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
        var labels: [String] = []
        var offset = start
        var end: Int? = nil
        var lowestJumpTarget = start
        var length = 0
        for _ in 0..<128 {
            guard offset < bytes.count else { return nil }
            let count = Int(bytes[offset])
            if count == 0 {
                return (labels.joined(separator: "."), end ?? offset + 1)
            }
            if count & 0xC0 == 0xC0 {
                guard offset + 1 < bytes.count else { return nil }
                let target = (count & 0x3F) << 8 | Int(bytes[offset + 1])
                guard target < lowestJumpTarget else { return nil }
                if end == nil { end = offset + 2 }
                lowestJumpTarget = target
                offset = target
                continue
            }
            guard count <= 63, offset + 1 + count <= bytes.count else { return nil }
            length += count + 1
            guard length <= 255 else { return nil }
            labels.append(
                String(
                    decoding: bytes[(offset + 1)..<(offset + 1 + count)].map {
                        $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0
                    }, as: UTF8.self))
            offset += 1 + count
        }
        return nil
    }
}

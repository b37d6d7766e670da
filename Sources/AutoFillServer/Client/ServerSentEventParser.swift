/// Splits a `text/event-stream` into events: blocks separated by a blank line, `event:` and
/// `data:` lines; comments and `retry:` are skipped. Blocks are capped at 1 MB.
struct ServerSentEventParser {
    private var buffer: [UInt8] = []
    /// How far the buffer has been searched for a block's end (so a long block is read once).
    private var searched = 0

    /// The whole events in what came so far, as (name, `data:` bytes).
    mutating func append(_ bytes: [UInt8]) -> [(name: String, data: [UInt8])] {
        buffer += bytes
        var events: [(name: String, data: [UInt8])] = []
        while let end = blockEnd() {
            if let event = Self.event(in: buffer[..<end.start]) { events.append(event) }
            buffer.removeFirst(end.next)
            searched = 0
        }
        if buffer.count > 1 << 20 {
            buffer.removeAll()
            searched = 0
        }
        return events
    }

    /// Where the first block ends (`\n\n`), and where the next begins.
    private mutating func blockEnd() -> (start: Int, next: Int)? {
        var index = max(0, searched - 1)
        while index + 1 < buffer.count {
            if buffer[index] == 0x0A && buffer[index + 1] == 0x0A { return (index, index + 2) }
            index += 1
        }
        searched = buffer.count
        return nil
    }

    private static let eventPrefix = Array("event: ".utf8)
    private static let dataPrefix = Array("data: ".utf8)

    private static func event(in block: ArraySlice<UInt8>) -> (name: String, data: [UInt8])? {
        var name = ""
        var data: [UInt8] = []
        // Bytes, not characters: a data line whose text begins with a combining mark must still
        // read as a data line (FuzzServiceEvents found `data: ` followed by U+06DA).
        for line in block.split(separator: 0x0A, omittingEmptySubsequences: true) {
            if line.starts(with: Self.eventPrefix) {
                name = String(decoding: line.dropFirst(Self.eventPrefix.count), as: UTF8.self)
            } else if line.starts(with: Self.dataPrefix) {
                data += line.dropFirst(Self.dataPrefix.count)
            }
        }
        guard !name.isEmpty, !data.isEmpty else { return nil }
        return (name, data)
    }
}

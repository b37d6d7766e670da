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

    private static func event(in block: ArraySlice<UInt8>) -> (name: String, data: [UInt8])? {
        var name = ""
        var data: [UInt8] = []
        for line in block.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("event: ") {
                name = String(text.dropFirst(7))
            } else if text.hasPrefix("data: ") {
                data += Array(line.dropFirst(6))
            }
        }
        guard !name.isEmpty, !data.isEmpty else { return nil }
        return (name, data)
    }
}

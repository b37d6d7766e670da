import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing results: JSON for scripts, buffered bytes for bulk output.
enum Output {
    /// Prints `value` as JSON with sorted keys (pretty unless `compact`).
    static func printJSON(_ value: some Encodable, compact: Bool = false) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            compact ? [.sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    /// Writes a line to standard error.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Accumulates output bytes and writes them to standard output in large chunks. Call
/// `flush()` when done.
struct BufferedOutput: ~Copyable {
    private var buffer: [UInt8] = []
    private let capacity: Int

    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    /// Appends bytes produced by `body`, which writes at most `count` bytes and returns how many.
    mutating func append(upTo count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        if buffer.count + count > capacity { flush() }
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: count))
        let written = buffer.withUnsafeMutableBufferPointer { all in
            body(UnsafeMutableBufferPointer(rebasing: all[start..<(start + count)]))
        }
        buffer.removeLast(count - written)
    }

    mutating func append(_ text: String) {
        if buffer.count + text.utf8.count > capacity { flush() }
        buffer.append(contentsOf: text.utf8)
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

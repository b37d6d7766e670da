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
        // Commands print times as Unix seconds themselves; a `Date` that slips through reads as
        // ISO 8601 rather than as seconds since 2001.
        encoder.dateEncodingStrategy = .iso8601
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
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private var used = 0

    init(capacity: Int = 1 << 16) {
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// Appends bytes produced by `body`, which writes at most `count` bytes and returns how many.
    mutating func append(upTo count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        precondition(count <= storage.count, "a single write is larger than the buffer")
        if used + count > storage.count { flush() }
        used += body(UnsafeMutableBufferPointer(rebasing: storage[used..<(used + count)]))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                if used == storage.count { flush() }
                let chunk = min(bytes.count - offset, storage.count - used)
                _ = UnsafeMutableBufferPointer(rebasing: storage[used..<(used + chunk)])
                    .initialize(from: bytes[offset..<(offset + chunk)])
                used += chunk
                offset += chunk
            }
        }
    }

    mutating func flush() {
        var offset = 0
        while offset < used {
            let written = write(STDOUT_FILENO, storage.baseAddress! + offset, used - offset)
            if written <= 0 { break }
            offset += written
        }
        used = 0
    }
}

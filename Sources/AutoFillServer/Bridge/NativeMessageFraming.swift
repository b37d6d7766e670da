/// Chrome's native-messaging framing: each message is a 32-bit length in native byte order
/// (little-endian on every platform Chrome runs on) followed by that many bytes of UTF-8 JSON.
///
/// Feed bytes as they arrive with ``append(_:)`` and take whole messages with
/// ``nextMessage()``. A frame longer than ``maximumMessageSize`` (1 MB, Chrome's limit for
/// messages to the browser, applied both ways) is an error; the stream cannot be trusted after it.
public struct NativeMessageFraming: Sendable {
    /// The largest message, in bytes.
    public static let maximumMessageSize = 1 << 20

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message, or nil when more bytes are needed.
    ///
    /// - Throws: ``AutoFillServerError/Code/payloadTooLarge`` for a frame over the limit.
    public mutating func nextMessage() throws(AutoFillServerError) -> [UInt8]? {
        guard buffer.count - start >= 4 else { return nil }
        let length =
            Int(buffer[start]) | Int(buffer[start + 1]) << 8 | Int(buffer[start + 2]) << 16 | Int(buffer[start + 3])
            << 24
        guard length <= Self.maximumMessageSize else {
            throw AutoFillServerError(
                .payloadTooLarge,
                "a native message of \(length) bytes is over the \(Self.maximumMessageSize)-byte limit")
        }
        guard buffer.count - start - 4 >= length else { return nil }
        let message = Array(buffer[(start + 4)..<(start + 4 + length)])
        start += 4 + length
        if start > 1 << 16 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return message
    }

    /// Bytes received that do not yet form a whole message.
    public var pendingByteCount: Int { buffer.count - start }

    /// `message` with its length prefix.
    ///
    /// - Throws: ``AutoFillServerError/Code/payloadTooLarge`` when it is over the limit.
    public static func frame(_ message: some Collection<UInt8>) throws(AutoFillServerError) -> [UInt8] {
        guard message.count <= maximumMessageSize else {
            throw AutoFillServerError(
                .payloadTooLarge,
                "a native message of \(message.count) bytes is over the \(maximumMessageSize)-byte limit")
        }
        let length = UInt32(message.count)
        var framed: [UInt8] = [
            UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 24),
        ]
        framed.append(contentsOf: message)
        return framed
    }
}

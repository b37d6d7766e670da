/// Contiguous UTF-8 access for the byte-level parsers.
enum UTF8Bytes {
    /// Calls `body` with the text's UTF-8 bytes, copying only when the text is not stored
    /// contiguously (a bridged string, for example).
    static func with<Result, Failure: Error>(
        _ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let direct = text.utf8.withContiguousStorageIfAvailable { bytes in
            Swift.Result { () throws(Failure) in try body(bytes) }
        }
        if let direct { return try direct.get() }
        var copy = String(text)
        let copied = copy.withUTF8 { bytes in Swift.Result { () throws(Failure) in try body(bytes) } }
        return try copied.get()
    }
}

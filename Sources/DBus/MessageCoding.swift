import CSystemdBus

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads and writes ``DBusValue``s in sd-bus messages. Called on the connection's thread only.
enum MessageCoding {
    /// Every value of `message` from its current position to the end.
    static func readAll(_ message: OpaquePointer) throws(DBusError) -> [DBusValue] {
        var values: [DBusValue] = []
        while let value = try read(message) { values.append(value) }
        return values
    }

    /// The next value, or nil at the end of the current container.
    static func read(_ message: OpaquePointer) throws(DBusError) -> DBusValue? {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        let peeked = sd_bus_message_peek_type(message, &type, &contents)
        try check(peeked, "read a value")
        if peeked == 0 { return nil }
        switch UInt8(bitPattern: type) {
        case UInt8(ascii: "y"): return .byte(try basic(message, type, UInt8(0)))
        case UInt8(ascii: "b"): return .boolean(try basic(message, type, Int32(0)) != 0)
        case UInt8(ascii: "n"): return .int16(try basic(message, type, Int16(0)))
        case UInt8(ascii: "q"): return .uint16(try basic(message, type, UInt16(0)))
        case UInt8(ascii: "i"): return .int32(try basic(message, type, Int32(0)))
        case UInt8(ascii: "u"): return .uint32(try basic(message, type, UInt32(0)))
        case UInt8(ascii: "x"): return .int64(try basic(message, type, Int64(0)))
        case UInt8(ascii: "t"): return .uint64(try basic(message, type, UInt64(0)))
        case UInt8(ascii: "d"): return .double(try basic(message, type, Double(0)))
        case UInt8(ascii: "s"): return .string(try text(message, type))
        case UInt8(ascii: "o"): return .objectPath(try text(message, type))
        case UInt8(ascii: "g"): return .signature(try text(message, type))
        case UInt8(ascii: "h"):
            // File descriptors are not taken: skip it, so that the rest of the message reads.
            try check(sd_bus_message_skip(message, "h"), "skip a file descriptor")
            return .int32(-1)
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "r"), UInt8(ascii: "v"):
            guard let contents else { throw DBusError(.unexpectedReply, "a container without a signature") }
            let inner = String(cString: contents)
            try check(sd_bus_message_enter_container(message, type, contents), "open a container")
            var elements: [DBusValue] = []
            while let element = try read(message) { elements.append(element) }
            try check(sd_bus_message_exit_container(message), "close a container")
            switch UInt8(bitPattern: type) {
            case UInt8(ascii: "a"): return .array(elementSignature: inner, elements)
            case UInt8(ascii: "e"):
                guard elements.count == 2 else {
                    throw DBusError(.unexpectedReply, "a dictionary entry without two fields")
                }
                return .dictEntry(elements[0], elements[1])
            case UInt8(ascii: "r"): return .structure(elements)
            default:
                guard elements.count == 1 else { throw DBusError(.unexpectedReply, "a variant without one value") }
                return .variant(elements[0])
            }
        default:
            throw DBusError(.unexpectedReply, "a value of an unknown D-Bus type")
        }
    }

    private static func basic<T: BitwiseCopyable>(_ message: OpaquePointer, _ type: CChar, _ initial: T)
        throws(DBusError)
        -> T
    {
        var value = initial
        let status = withUnsafeMutableBytes(of: &value) { sd_bus_message_read_basic(message, type, $0.baseAddress) }
        try check(status, "read a value")
        return value
    }

    private static func text(_ message: OpaquePointer, _ type: CChar) throws(DBusError) -> String {
        var pointer: UnsafePointer<CChar>?
        try check(csdbus_read_string(message, type, &pointer), "read a string")
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// Appends `value` to `message`.
    static func append(_ value: DBusValue, to message: OpaquePointer) throws(DBusError) {
        switch value {
        case .byte(let number): try appendBasic(message, "y", number)
        case .boolean(let flag): try appendBasic(message, "b", Int32(flag ? 1 : 0))
        case .int16(let number): try appendBasic(message, "n", number)
        case .uint16(let number): try appendBasic(message, "q", number)
        case .int32(let number): try appendBasic(message, "i", number)
        case .uint32(let number): try appendBasic(message, "u", number)
        case .int64(let number): try appendBasic(message, "x", number)
        case .uint64(let number): try appendBasic(message, "t", number)
        case .double(let number): try appendBasic(message, "d", number)
        case .string(let text): try appendText(message, "s", text)
        case .objectPath(let text): try appendText(message, "o", text)
        case .signature(let text): try appendText(message, "g", text)
        case .array(let element, let elements):
            try container(message, "a", element) { () throws(DBusError) in
                for item in elements {
                    guard item.signature == element else {
                        throw DBusError(.invalidArgument, "an array element does not have the array's type \(element)")
                    }
                    try append(item, to: message)
                }
            }
        case .dictEntry(let key, let entry):
            try container(message, "e", key.signature + entry.signature) { () throws(DBusError) in
                try append(key, to: message)
                try append(entry, to: message)
            }
        case .structure(let fields):
            try container(message, "r", fields.map(\.signature).joined()) { () throws(DBusError) in
                for field in fields { try append(field, to: message) }
            }
        case .variant(let inner):
            try container(message, "v", inner.signature) { () throws(DBusError) in try append(inner, to: message) }
        }
    }

    private static func appendBasic<T: BitwiseCopyable>(_ message: OpaquePointer, _ type: Unicode.Scalar, _ value: T)
        throws(DBusError)
    {
        let status = withUnsafeBytes(of: value) {
            sd_bus_message_append_basic(message, CChar(type.value), $0.baseAddress)
        }
        try check(status, "write a value", argument: true)
    }

    private static func appendText(_ message: OpaquePointer, _ type: Unicode.Scalar, _ text: String) throws(DBusError) {
        guard !text.utf8.contains(0) else { throw DBusError(.invalidArgument, "a D-Bus string cannot hold a NUL") }
        try check(csdbus_append_string(message, CChar(type.value), text), "write a string", argument: true)
    }

    private static func container(
        _ message: OpaquePointer, _ type: Unicode.Scalar, _ contents: String, _ body: () throws(DBusError) -> Void
    ) throws(DBusError) {
        try check(
            sd_bus_message_open_container(message, CChar(type.value), contents), "open a container", argument: true)
        try body()
        try check(sd_bus_message_close_container(message), "close a container", argument: true)
    }

    /// Throws for a negative sd-bus result.
    static func check(_ result: Int32, _ what: String, argument: Bool = false) throws(DBusError) {
        guard result < 0 else { return }
        throw DBusError(
            argument ? .invalidArgument : .unexpectedReply, "cannot \(what): \(String(cString: strerror(-result)))")
    }
}

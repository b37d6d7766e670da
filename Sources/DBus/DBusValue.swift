/// One value of the D-Bus type system, as it is read from a message or written into one.
///
/// Containers carry their element signature, so that an empty array still has a type:
///
/// ```swift
/// let path = DBusValue.objectPath("/org/freedesktop/ModemManager1/SMS/3")
/// let hints = DBusValue.array(elementSignature: "{sv}", [.dictEntry(.string("urgency"), .variant(.byte(1)))])
/// ```
///
/// A dictionary (`a{sv}`) is an array of ``dictEntry(_:_:)``; ``stringDictionary`` reads one.
public indirect enum DBusValue: Hashable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array of values of one type, named by `elementSignature` (`s`, `{sv}`, `(ii)`).
    case array(elementSignature: String, [DBusValue])
    /// One entry of a dictionary: a basic-typed key and a value.
    case dictEntry(DBusValue, DBusValue)
    case structure([DBusValue])
    case variant(DBusValue)

    /// The value's D-Bus type signature (`s`, `a{sv}`, `(ub)`).
    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// A dictionary with string keys (`a{sv}`, `a{ss}`), the values as they are.
    public static func stringDictionary(_ entries: [String: DBusValue], valueSignature: String = "v") -> DBusValue {
        .array(
            elementSignature: "{s\(valueSignature)}",
            entries.sorted { $0.key < $1.key }.map { .dictEntry(.string($0.key), $0.value) })
    }

    // MARK: Reading

    /// The value inside any number of variants.
    public var unwrapped: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// The text of a string, object path or signature (inside variants too).
    public var string: String? {
        switch unwrapped {
        case .string(let text), .objectPath(let text), .signature(let text): text
        default: nil
        }
    }

    /// An object path (inside variants too).
    public var objectPath: String? {
        if case .objectPath(let path) = unwrapped { return path }
        return nil
    }

    /// A boolean (inside variants too).
    public var bool: Bool? {
        if case .boolean(let value) = unwrapped { return value }
        return nil
    }

    /// Any integer that fits in `Int64` (inside variants too).
    public var integer: Int64? {
        switch unwrapped {
        case .byte(let value): Int64(value)
        case .int16(let value): Int64(value)
        case .uint16(let value): Int64(value)
        case .int32(let value): Int64(value)
        case .uint32(let value): Int64(value)
        case .int64(let value): value
        case .uint64(let value): Int64(exactly: value)
        default: nil
        }
    }

    /// The elements of an array (inside variants too).
    public var array: [DBusValue]? {
        if case .array(_, let elements) = unwrapped { return elements }
        return nil
    }

    /// The fields of a structure (inside variants too).
    public var fields: [DBusValue]? {
        if case .structure(let fields) = unwrapped { return fields }
        return nil
    }

    /// A dictionary with string (or object-path) keys (inside variants too); a later duplicate
    /// key wins. Nil when the value is not such a dictionary.
    public var stringDictionary: [String: DBusValue]? {
        guard let elements = array else { return nil }
        var result: [String: DBusValue] = [:]
        for element in elements {
            guard case .dictEntry(let key, let value) = element, let name = key.string else { return nil }
            result[name] = value
        }
        return result
    }
}

extension DBusValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .byte(let value): "\(value)"
        case .boolean(let value): "\(value)"
        case .int16(let value): "\(value)"
        case .uint16(let value): "\(value)"
        case .int32(let value): "\(value)"
        case .uint32(let value): "\(value)"
        case .int64(let value): "\(value)"
        case .uint64(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .objectPath(let value): value
        case .signature(let value): "signature \(value)"
        case .array(_, let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictEntry(let key, let value): "\(key): \(value)"
        case .structure(let fields): "(" + fields.map(\.description).joined(separator: ", ") + ")"
        case .variant(let value): "<\(value)>"
        }
    }
}

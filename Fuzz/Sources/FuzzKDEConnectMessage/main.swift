import DBus
import Foundation
import FuzzSupport
import MessageSources

/// The ten fields of KDE Connect's message structure, `(isa(s)xiixixa(xsss))`, made from the
/// bytes at `index`: each field mostly of its own type, now and then of another, and the
/// structure now and then one field short or long, or not a structure at all.
func message(_ bytes: [UInt8], _ index: inout Int) -> DBusValue {
    func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    func int64() -> Int64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(next()) }
        return Int64(bitPattern: value)
    }
    func text(_ limit: Int) -> String {
        let count = Int(next()) % limit
        return String(decoding: (0..<count).map { _ in next() }, as: UTF8.self)
    }
    func wrong() -> DBusValue {
        switch next() % 5 {
        case 0: .uint32(UInt32(next()))
        case 1: .string(text(16))
        case 2: .boolean(next() & 1 == 1)
        case 3: .array(elementSignature: "s", [.string(text(8))])
        default: .structure([.int32(Int32(next()))])
        }
    }
    func field(_ right: @autoclosure () -> DBusValue) -> DBusValue { next() % 16 == 0 ? wrong() : right() }
    // The body starts with a private-use scalar, so that an error quoting it is seen.
    let body = next() % 8 == 0 ? String(repeating: "7", count: 33 << 10) : "\u{E000}" + text(64)
    let addresses: [DBusValue] = (0..<Int(next() % 4)).map { _ in
        next() % 8 == 0 ? .string(text(8)) : .structure([.string(text(80))])
    }
    var fields: [DBusValue] = [
        field(.int32(Int32(next()))), field(.string(body)), field(.array(elementSignature: "(s)", addresses)),
        field(.int64(int64())), field(.int32(Int32(next() % 8))), field(.int32(Int32(next() % 2))),
        field(.int64(int64())), field(.int32(Int32(bitPattern: UInt32(next()) << 16 | UInt32(next())))),
        field(.int64(Int64(Int8(bitPattern: next())))),
        field(.array(elementSignature: next() % 8 == 0 ? "s" : "(xsss)", [])),
    ]
    switch next() % 8 {
    case 0: fields.removeLast()  // older daemons: nine fields
    case 1: fields.removeLast(2)
    case 2: fields.append(.int32(0))
    default: break
    }
    switch next() % 8 {
    case 0: return .string(body)
    case 1: return .structure(fields)
    default: return .variant(.structure(fields))
    }
}

// Reads messages whose fields are made from the fuzzer's bytes. Invariants: no crash; a
// readable message is received and has text of at most 32 KB; an error is `malformed` and never
// quotes the message's text.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    var index = 0
    let value = message(bytes, &index)
    do throws(MessageSourceError) {
        let read = try KDEConnectMessage(value)
        if read.isReadable {
            guard read.kind == .inbox, !read.body.isEmpty,
                read.body.utf8Count <= KDEConnectMessage.maximumTextBytes
            else { fatalError("a readable message that is not received or has no text") }
        }
        guard !utf8(read.description, contains: "\u{E000}") else { fatalError("the text in a description") }
    } catch {
        guard error.code == .malformed else { fatalError("an unexpected error") }
        guard !utf8(error.description, contains: "\u{E000}") else { fatalError("the text in an error") }
    }
    return 0
}

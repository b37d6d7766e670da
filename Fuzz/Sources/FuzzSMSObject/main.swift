import DBus
import Foundation
import FuzzSupport
import MessageSources

let keys = ["State", "PduType", "Number", "Text", "Timestamp", "Data", "Storage", "SMSC", "Other"]

/// A D-Bus value made from the bytes at `index`, of a type the next byte picks.
func value(_ bytes: [UInt8], _ index: inout Int, depth: Int = 0) -> DBusValue {
    func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    func text() -> String {
        let count = Int(next()) % 48
        var scalars: [UInt8] = []
        for _ in 0..<count { scalars.append(next()) }
        return String(decoding: scalars, as: UTF8.self)
    }
    switch next() % 10 {
    case 0: return .uint32(UInt32(next()) % 8)
    case 1: return .uint32(UInt32(next()) << 24 | UInt32(next()))
    case 2: return .int32(Int32(Int8(bitPattern: next())))
    case 3: return .string(text())
    case 4: return .string(timestamp(next))
    case 5: return .boolean(next() & 1 == 1)
    case 6: return depth < 3 ? .variant(value(bytes, &index, depth: depth + 1)) : .byte(next())
    case 7: return .array(elementSignature: "y", (0..<Int(next() % 8)).map { _ in .byte(next()) })
    case 8: return .objectPath("/org/freedesktop/ModemManager1/SMS/\(next())")
    default: return .string(String(repeating: "9", count: Int(next()) * 160))
    }
}

/// Text shaped like a timestamp, with one byte of it changed now and then.
func timestamp(_ next: () -> UInt8) -> String {
    var text = Array(
        "20\(next() % 100)-\(next() % 14)-\(next() % 33)T\(next() % 25):\(next() % 61):\(next() % 62)".utf8)
    let zones = ["Z", "+02:00", "+02", "-0330", "", ".5Z", "+24:00", "junk"]
    text += Array(zones[Int(next()) % zones.count].utf8)
    let position = Int(next())
    if position < text.count { text[position] = next() }
    return String(decoding: text, as: UTF8.self)
}

// Reads SMS objects whose properties are made from the fuzzer's bytes, and timestamps from raw
// text. Invariants: no crash; a readable SMS has non-empty text of at most 32 KB and is
// received; an error is `malformed` and names the object; a timestamp that reads is within the
// years it can name, and the same text reads to the same instant again.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    var index = 0
    var properties: [String: DBusValue] = [:]
    while index < bytes.count, properties.count < 12 {
        let key = keys[Int(bytes[index]) % keys.count]
        index += 1
        properties[key] = value(bytes, &index)
    }
    let path = "/org/freedesktop/ModemManager1/SMS/1"
    do throws(MessageSourceError) {
        let sms = try ModemManagerSMS(path: path, properties: properties)
        if sms.isReadable {
            guard !sms.text.isEmpty, sms.text.utf8Count <= ModemManagerSMS.maximumTextBytes, sms.state == .received
            else { fatalError("a readable SMS without text or not received") }
        }
    } catch {
        guard error.code == .malformed, error.description.contains(path) else { fatalError("an unexpected error") }
    }
    let raw = String(decoding: bytes, as: UTF8.self)
    if let date = ModemManagerSMS.date(fromTimestamp: raw) {
        let seconds = date.timeIntervalSince1970
        guard seconds > -62_200_000_000, seconds < 253_500_000_000 else { fatalError("a date out of range") }
        guard ModemManagerSMS.date(fromTimestamp: raw) == date else { fatalError("not deterministic") }
    }
    return 0
}

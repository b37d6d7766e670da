import DBus
import Foundation
import Secrets
import Testing

@testable import MessageSources

@Suite struct ModemManagerSMSTests {
    let path = "/org/freedesktop/ModemManager1/SMS/7"

    @Test func aReceivedSMSReads() throws {
        let sms = try ModemManagerSMS(
            path: path,
            properties: [
                "State": .uint32(3), "PduType": .uint32(1), "Number": .string("+4915100000000"),
                "Text": .string("Your code is 123456"), "Timestamp": .string("2024-05-01T12:34:56+02:00"),
                "Data": .array(elementSignature: "y", []),
            ])
        #expect(sms.isReadable)
        #expect(sms.text.unredacted == "Your code is 123456")
        #expect(sms.number == "+4915100000000")
        #expect(sms.timestamp == Date(timeIntervalSince1970: 1_714_559_696))
        #expect(!"\(sms)".contains("123456"))
    }

    @Test(
        arguments: [
            (["State": DBusValue.uint32(2), "Text": .string("part")], false),  // still receiving
            (["State": .uint32(5), "PduType": .uint32(2), "Text": .string("sent by us")], false),
            (["State": .uint32(3), "PduType": .uint32(3), "Text": .string("status report")], false),
            (["State": .uint32(3), "Text": .string("")], false),  // a data SMS
            (["State": .uint32(3), "Text": .string("no type given")], true),
        ] as [([String: DBusValue], Bool)])
    func onlyCompleteIncomingTextIsReadable(properties: [String: DBusValue], readable: Bool) throws {
        #expect(try ModemManagerSMS(path: path, properties: properties).isReadable == readable)
    }

    @Test(
        arguments: [
            [:],
            ["State": DBusValue.string("received")],
            ["State": .int32(3)],
            ["State": .uint32(3), "Text": .int32(1)],
            ["State": .uint32(3), "Number": .array(elementSignature: "s", [])],
            ["State": .uint32(3), "Timestamp": .uint64(1)],
            ["State": .uint32(3), "PduType": .string("deliver")],
            ["State": .uint32(3), "Text": .string(String(repeating: "x", count: 40_000))],
        ] as [[String: DBusValue]])
    func malformedObjectsAreErrorsThatSayWhere(properties: [String: DBusValue]) {
        let error = #expect(throws: MessageSourceError.self) {
            try ModemManagerSMS(path: path, properties: properties)
        }
        #expect(error?.code == .malformed)
        #expect(error?.description.contains(path) == true)
    }

    @Test(arguments: [
        ("2024-05-01T12:34:56+02:00", 1_714_559_696.0),
        ("2024-05-01T12:34:56+02", 1_714_559_696.0),
        ("2024-05-01T12:34:56+0200", 1_714_559_696.0),
        ("2024-05-01T10:34:56Z", 1_714_559_696.0),
        ("2024-05-01T10:34:56", 1_714_559_696.0),
        ("2024-05-01T10:34:56.5Z", 1_714_559_696.5),
        ("2024-05-01T07:04:56-03:30", 1_714_559_696.0),
        ("2000-02-29T00:00:00Z", 951_782_400.0),
        ("1970-01-01T00:00:00+00:00", 0.0),
    ])
    func timestampsRead(text: String, seconds: Double) {
        #expect(ModemManagerSMS.date(fromTimestamp: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "2024-05-01", "2024-13-01T00:00:00Z", "2023-02-29T00:00:00Z", "2024-05-01T24:00:00Z",
        "2024-05-01T12:34:56+2", "2024-05-01T12:34:56+02:0", "2024-05-01T12:34:56Zjunk", "2024-05-01T12:34:56.Z",
        "２０２４-05-01T12:34:56Z", "2024-05-01T12:34:56+24:00",
    ])
    func otherTextIsNoTimestamp(text: String) {
        #expect(ModemManagerSMS.date(fromTimestamp: text) == nil)
    }
}

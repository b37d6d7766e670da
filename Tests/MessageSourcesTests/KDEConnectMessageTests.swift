import DBus
import Foundation
import Secrets
import Testing

@testable import MessageSources

/// The fields of a received message, with the ones given replaced.
private func kdeFields(
    body: DBusValue = .string("Your code is 864209"),
    addresses: DBusValue = .array(elementSignature: "(s)", [.structure([.string("+15551234567")])]),
    type: Int32 = 1
) -> [DBusValue] {
    [
        .int32(1), body, addresses, .int64(1_714_559_696_500), .int32(type), .int32(0), .int64(42), .int32(7),
        .int64(-1), .array(elementSignature: "(xsss)", []),
    ]
}

@Suite struct KDEConnectMessageTests {
    let date = Date(timeIntervalSince1970: 1_714_559_696.5)

    @Test func anIncomingMessageReads() throws {
        let message = try KDEConnectMessage(.variant(.structure(kdeFields())))
        #expect(message.isReadable)
        #expect(message.kind == .inbox)
        #expect(message.body.unredacted == "Your code is 864209")
        #expect(message.sender == "+15551234567")
        #expect(message.date == date)
        #expect(message.uid == 7)
        #expect(message.threadID == 42)
        #expect(message.subscriptionID == nil)
        #expect(message.attachmentCount == 0)
        #expect(!"\(message)".contains("864209"))
    }

    @Test func theValueItBuildsHasTheDaemonsSignatureAndReadsBack() throws {
        let value = KDEConnectMessage.value(
            body: "Code 654321", addresses: ["Bank", "+15550000000"], date: date, uid: 9, subscriptionID: 2)
        guard case .variant(let inner) = value else {
            Issue.record("not a variant")
            return
        }
        #expect(inner.signature == KDEConnectMessage.signature)
        let message = try KDEConnectMessage(value)
        #expect(message.addresses == ["Bank", "+15550000000"])
        #expect(message.subscriptionID == 2)
        #expect(message.date == date)
    }

    @Test func olderDaemonsWithoutAttachmentsRead() throws {
        let message = try KDEConnectMessage(.variant(.structure(Array(kdeFields().prefix(9)))))
        #expect(message.isReadable)
    }

    @Test(arguments: [(2, false), (3, false), (4, false), (5, false), (6, false), (1, true)] as [(Int32, Bool)])
    func onlyReceivedMessagesAreReadable(type: Int32, readable: Bool) throws {
        #expect(try KDEConnectMessage(.structure(kdeFields(type: type))).isReadable == readable)
    }

    @Test func anEmptyBodyIsNotReadable() throws {
        #expect(try !KDEConnectMessage(.structure(kdeFields(body: .string("")))).isReadable)
    }

    @Test func controlCharactersLeaveTheSender() throws {
        let addresses = DBusValue.array(
            elementSignature: "(s)", [.structure([.string("\u{1B}[31m+1555\n")]), .structure([.string("")])])
        let message = try KDEConnectMessage(.structure(kdeFields(addresses: addresses)))
        #expect(message.addresses == ["[31m+1555"])
    }

    @Test(
        arguments: [
            DBusValue.string("not a structure"),
            .variant(.int32(1)),
            .structure([]),
            .structure(Array([DBusValue](repeating: .int32(0), count: 10))),
            .structure([DBusValue.string("1")] + Array(kdeFields().dropFirst())),
            .structure(kdeFields(body: .int32(5))),
            .structure(kdeFields(addresses: .array(elementSignature: "s", [.string("+1")]))),
            .structure(kdeFields(addresses: .string("+1"))),
            .structure(Array(kdeFields().prefix(9)) + [.array(elementSignature: "s", [])]),
            .structure(kdeFields() + [.int32(0)]),
        ])
    func malformedMessagesAreErrorsThatKeepTheTextOut(value: DBusValue) {
        let error = #expect(throws: MessageSourceError.self) { try KDEConnectMessage(value) }
        #expect(error?.code == .malformed)
        #expect(error?.description.contains("not readable") == true)
    }

    @Test func aBodyLongerThanAnySMSIsMalformed() {
        let error = #expect(throws: MessageSourceError.self) {
            try KDEConnectMessage(.structure(kdeFields(body: .string(String(repeating: "x", count: 40_000)))))
        }
        #expect(error?.code == .malformed)
        #expect(error?.description.contains("longer than 32 KB") == true)
        #expect(error?.description.contains("xxxx") == false)
    }

    /// Which messages the source delivers: received, since it started (60 s of tolerance for
    /// the phone's clock), younger than 10 minutes, once per device and uid.
    @Test func theSourceAdmitsNewReceivedMessagesOnce() throws {
        let started = Date(timeIntervalSince1970: 1_800_000_000)
        let now = started.addingTimeInterval(300)
        let configuration = KDEConnectSource.Configuration()
        func message(_ age: Double, kind: KDEConnectMessage.Kind = .inbox, uid: Int32 = 1) throws
            -> KDEConnectMessage
        {
            try KDEConnectMessage(
                KDEConnectMessage.value(
                    body: "Code 864209", addresses: ["+15550000000"], date: now.addingTimeInterval(-age), kind: kind,
                    uid: uid))
        }
        func admits(
            _ message: KDEConnectMessage, device: String = "phone", delivered: RecentSet = RecentSet(capacity: 8)
        )
            -> Bool
        {
            KDEConnectSource.admits(
                message, device: device, started: started, now: now, delivered: delivered,
                configuration: configuration)
        }
        #expect(admits(try message(1)))
        #expect(admits(try message(330)))  // 30 s before the start: the phone's clock may lag
        #expect(!admits(try message(400)))  // history from before the start
        #expect(!admits(try message(1, kind: .sent)))
        #expect(!admits(try message(1, kind: .outbox)))
        var delivered = RecentSet(capacity: 8)
        delivered.insert(KDEConnectSource.key(device: "phone", uid: 1))
        #expect(!admits(try message(1), delivered: delivered))
        #expect(admits(try message(1, uid: 2), delivered: delivered))
        #expect(admits(try message(1), device: "tablet", delivered: delivered))
        // A source running for an hour: an SMS older than 10 minutes is not offered.
        let later = KDEConnectSource.admits(
            try message(1), device: "phone", started: started.addingTimeInterval(-3600),
            now: now.addingTimeInterval(700), delivered: RecentSet(capacity: 8), configuration: configuration)
        #expect(!later)
    }

    @Test func devicePathsGiveTheirID() {
        #expect(KDEConnectSource.deviceID(ofPath: "/modules/kdeconnect/devices/a1b2_c3") == "a1b2_c3")
        #expect(KDEConnectSource.deviceID(ofPath: "/modules/kdeconnect/devices/a1/sms") == nil)
        #expect(KDEConnectSource.deviceID(ofPath: "/modules/kdeconnect/devices/") == nil)
        #expect(KDEConnectSource.deviceID(ofPath: "/modules/kdeconnect") == nil)
    }
}

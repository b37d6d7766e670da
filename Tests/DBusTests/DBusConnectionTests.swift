import DBus
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct DBusConnectionTests {
    @Test func connectsAndAsksTheBusDaemon() async throws {
        let bus = try PrivateBus()
        let connection = try await DBusConnection.connect(to: .address(bus.address))
        #expect(connection.isConnected)
        #expect(try await connection.uniqueName().hasPrefix(":"))
        #expect(try await connection.nameHasOwner("org.freedesktop.DBus"))
        #expect(try await !connection.nameHasOwner("org.example.Nobody"))
        let properties = try await connection.properties(
            of: "org.freedesktop.DBus", at: "/org/freedesktop/DBus", destination: "org.freedesktop.DBus")
        #expect(properties["Interfaces"]?.array != nil)
        connection.close()
        #expect(!connection.isConnected)
    }

    @Test func aMissingBusIsAConnectionFailure() async throws {
        let error = await #expect(throws: DBusError.self) {
            _ = try await DBusConnection.connect(to: .address("unix:path=/nonexistent/dbus-test-bus"))
        }
        #expect(error?.code == .connectionFailed)
        #expect(error?.description.contains("/nonexistent/dbus-test-bus") == true)
    }

    @Test func errorRepliesHaveTheirCodeAndName() async throws {
        let bus = try PrivateBus()
        let connection = try await DBusConnection.connect(to: .address(bus.address))
        let unknownService = await #expect(throws: DBusError.self) {
            try await connection.call(
                destination: "org.example.Nobody", path: "/", interface: "org.example.Nobody", member: "Hello")
        }
        #expect(unknownService?.code == .serviceUnknown)
        let unknownMethod = await #expect(throws: DBusError.self) {
            try await connection.call(
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "NoSuchMethod")
        }
        #expect(unknownMethod?.code == .callFailed)
        #expect(unknownMethod?.name == "org.freedesktop.DBus.Error.UnknownMethod")
        let badPath = await #expect(throws: DBusError.self) {
            try await connection.call(
                destination: "org.freedesktop.DBus", path: "not a path", interface: "org.freedesktop.DBus",
                member: "GetId")
        }
        #expect(badPath?.code == .invalidArgument)
        let nul = await #expect(throws: DBusError.self) {
            try await connection.nameHasOwner("a\u{0}b")
        }
        #expect(nul?.code == .invalidArgument)
    }

    @Test func nameOwnerChangesArriveAndStop() async throws {
        let bus = try PrivateBus()
        let watcher = try await DBusConnection.connect(to: .address(bus.address))
        let owner = try await DBusConnection.connect(to: .address(bus.address))
        let changes = try await watcher.nameOwnerChanges(of: "org.example.Test")
        var iterator = changes.makeAsyncIterator()
        let reply = try await owner.call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "RequestName", arguments: [.string("org.example.Test"), .uint32(0)])
        #expect(reply == [.uint32(1)])
        let acquired = try #require(await iterator.next())
        let ownerName = try await owner.uniqueName()
        #expect(acquired.arguments == [.string("org.example.Test"), .string(""), .string(ownerName)])
        #expect(acquired.member == "NameOwnerChanged")
        owner.close()
        let released = try #require(await iterator.next())
        #expect(released.arguments == [.string("org.example.Test"), .string(ownerName), .string("")])
    }

    @Test func signalArgumentsRoundTrip() async throws {
        let bus = try PrivateBus()
        let listener = try await DBusConnection.connect(to: .address(bus.address))
        let sender = try await DBusConnection.connect(to: .address(bus.address))
        let signals = try await listener.subscribe(
            to: DBusMatchRule(interface: "org.example.Test", member: "Values", pathNamespace: "/org/example"))
        let values: [DBusValue] = [
            .byte(7), .boolean(true), .int16(-2), .uint16(3), .int32(-4), .uint32(5), .int64(-6), .uint64(7),
            .double(2.5), .string("text with 'quotes' and ünïcödé"), .objectPath("/org/example/SMS/1"),
            .signature("a{sv}"),
            .stringDictionary(["Text": .variant(.string("hello")), "State": .variant(.uint32(3))]),
            .array(elementSignature: "s", []),
            .structure([.uint32(1), .variant(.array(elementSignature: "y", [.byte(1), .byte(2)]))]),
        ]
        try await sender.emitSignal(
            path: "/org/example/Thing", interface: "org.example.Test", member: "Values",
            arguments: values)
        // Not matched: another path namespace.
        try await sender.emitSignal(path: "/org/other", interface: "org.example.Test", member: "Values")
        var iterator = signals.makeAsyncIterator()
        let received = try #require(await iterator.next())
        #expect(received.arguments == values)
        #expect(received.path == "/org/example/Thing")
        #expect(received.arguments[12].stringDictionary?["State"]?.integer == 3)
    }

    /// KDE Connect's SMS signal: a variant holding a structure with arrays of structures, one
    /// of them empty (`(isa(s)xiixixa(xsss))`).
    @Test func aVariantHoldingAStructureWithArraysOfStructuresRoundTrips() async throws {
        let bus = try PrivateBus()
        let listener = try await DBusConnection.connect(to: .address(bus.address))
        let sender = try await DBusConnection.connect(to: .address(bus.address))
        let signals = try await listener.subscribe(
            to: DBusMatchRule(interface: "org.example.Conversations", member: "conversationUpdated"))
        let message = DBusValue.variant(
            .structure([
                .int32(1), .string("Your code is 123456"),
                .array(elementSignature: "(s)", [.structure([.string("+15551234567")]), .structure([.string("Bob")])]),
                .int64(1_714_559_696_000), .int32(1), .int32(0), .int64(42), .int32(7), .int64(-1),
                .array(elementSignature: "(xsss)", []),
            ]))
        let withAttachment = DBusValue.variant(
            .structure([
                .int32(1), .string(""), .array(elementSignature: "(s)", []), .int64(0), .int32(1), .int32(1),
                .int64(1), .int32(8), .int64(2),
                .array(
                    elementSignature: "(xsss)",
                    [.structure([.int64(3), .string("image/png"), .string(""), .string("a")])]),
            ]))
        #expect(message.unwrapped.signature == "(isa(s)xiixixa(xsss))")
        try await sender.emitSignal(
            path: "/modules/kdeconnect/devices/abc", interface: "org.example.Conversations",
            member: "conversationUpdated", arguments: [message])
        try await sender.emitSignal(
            path: "/modules/kdeconnect/devices/abc", interface: "org.example.Conversations",
            member: "conversationUpdated", arguments: [withAttachment])
        var iterator = signals.makeAsyncIterator()
        let first = try #require(await iterator.next())
        #expect(first.arguments == [message])
        #expect(first.arguments.first?.fields?[2].array?.first?.fields?.first?.string == "+15551234567")
        let second = try #require(await iterator.next())
        #expect(second.arguments == [withAttachment])
    }

    @Test func aVanishingBusEndsSubscriptionsAndFailsCalls() async throws {
        let bus = try PrivateBus()
        let connection = try await DBusConnection.connect(to: .address(bus.address))
        let changes = try await connection.nameOwnerChanges(of: "org.example.Gone")
        bus.stop()
        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == nil)
        let error = await #expect(throws: DBusError.self) {
            try await connection.nameHasOwner("org.freedesktop.DBus")
        }
        #expect(error?.code == .disconnected)
        #expect(!connection.isConnected)
    }

    @Test func matchRulesQuoteTheirValues() {
        let rule = DBusMatchRule(sender: "org.example", member: "Added", arg0: "it's")
        #expect(rule.description == #"type='signal',sender='org.example',member='Added',arg0='it'\''s'"#)
    }
}

import Domains
import Foundation
import Secrets
import Testing

@testable import MessageSources

@Suite struct ModelTests {
    @Test func anIncomingMessagePrintsWithoutItsText() throws {
        let message = IncomingMessage(
            text: SecretText("Your code is 482913"), sender: "Bank", received: Date(timeIntervalSince1970: 0),
            channel: .email, verifiedDomain: try HostName("bank.example"),
            reference: MessageReference(source: "mail:alice", value: "42"))
        var dumped = ""
        dump(message, to: &dumped)
        for text in ["\(message)", String(reflecting: message), dumped] {
            #expect(!text.contains("482913"))
        }
        #expect("\(message)".contains("bank.example"))
    }

    @Test func statusIsCodableWithStableNames() throws {
        let status = MessageSourceStatus(
            id: "modem", kind: .modem, state: .failed, lastError: "ModemManager is not running; start it")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(status), as: UTF8.self)
        #expect(
            json
                == #"{"id":"modem","kind":"modem","lastError":"ModemManager is not running; start it","state":"failed"}"#
        )
        #expect(try JSONDecoder().decode(MessageSourceStatus.self, from: Data(json.utf8)) == status)
    }
}

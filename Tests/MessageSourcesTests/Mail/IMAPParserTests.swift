import Testing

@testable import MessageSources

@Suite struct IMAPParserTests {
    static func parseAll(_ text: String, cuts: [Int] = []) throws -> [IMAPResponse] {
        var parser = IMAPResponseParser()
        var responses: [IMAPResponse] = []
        let bytes = Array(text.utf8)
        var start = 0
        for cut in cuts + [bytes.count] {
            parser.append(bytes[start..<cut])
            start = cut
            while let response = try parser.next() { responses.append(response) }
        }
        #expect(!parser.hasBufferedBytes)
        return responses
    }

    @Test func statusResponses() throws {
        let responses = try Self.parseAll(
            "* OK [CAPABILITY IMAP4rev1 IDLE AUTH=PLAIN] Dovecot ready.\r\n"
                + "A1 NO [AUTHENTICATIONFAILED] Authentication failed.\r\n" + "+ idling\r\n"
                + "* OK [UIDVALIDITY 3857529045] UIDs valid\r\n" + "* BYE bye [sic\r\n")
        #expect(responses.count == 5)
        #expect(responses[0].kind == .untagged && responses[0].status == .ok)
        #expect(responses[0].codeName == "CAPABILITY")
        #expect(responses[0].code?.compactMap(\.atom) == ["CAPABILITY", "IMAP4rev1", "IDLE", "AUTH=PLAIN"])
        #expect(responses[0].text == "Dovecot ready.")
        #expect(responses[1].kind == .tagged("A1") && responses[1].status == .no)
        #expect(responses[1].codeName == "AUTHENTICATIONFAILED")
        #expect(responses[2].kind == .continuation && responses[2].text == "idling")
        #expect(responses[3].code?[1].number == 3_857_529_045)
        #expect(responses[4].status == .bye && responses[4].text == "bye [sic")
    }

    @Test func dataResponses() throws {
        let responses = try Self.parseAll(
            "* 3 EXISTS\r\n* FLAGS (\\Answered \\Seen $Forwarded)\r\n"
                + "* OK [PERMANENTFLAGS (\\Deleted \\Seen \\*)] Flags permitted.\r\n"
                + "* LIST (\\HasNoChildren) \"/\" \"INBOX/Sub \\\"quoted\\\"\"\r\n" + "* SEARCH 1 2 3\r\n")
        #expect(responses[0].numbered! == (3, "EXISTS"))
        #expect(responses[1].values[1].list?.compactMap(\.atom) == ["\\Answered", "\\Seen", "$Forwarded"])
        #expect(responses[2].code?[1].list?.compactMap(\.atom) == ["\\Deleted", "\\Seen", "\\*"])
        #expect(responses[3].values[3].text == "INBOX/Sub \"quoted\"")
        #expect(responses[4].name == "SEARCH")
    }

    @Test func fetchWithLiteralSplitAtEveryByte() throws {
        let body = "Subject: x\r\n\r\n{5}\r\nhello) (\"\r\n"
        let text =
            "* 12 FETCH (UID 55 RFC822.SIZE \(body.utf8.count) INTERNALDATE \"25-Nov-2026 20:00:00 +0100\" "
            + "BODY[] {\(body.utf8.count)}\r\n\(body) FLAGS (\\Recent))\r\nA3 OK done\r\n"
        let whole = try Self.parseAll(text)
        #expect(whole.count == 2)
        let attributes = try #require(IMAPConnection.fetchAttributes(whole[0]))
        #expect(attributes["UID"]?.number == 55)
        #expect(attributes["BODY[]"]?.bytes == Array(body.utf8))
        #expect(attributes["FLAGS"]?.list?.first?.atom == "\\Recent")
        #expect(IMAPDate.parse(attributes["INTERNALDATE"]!.text!)?.timeIntervalSince1970 == 1_795_633_200)
        for cut in 1..<text.utf8.count {
            #expect(try Self.parseAll(text, cuts: [cut]) == whole)
        }
    }

    @Test func sectionAtomsKeepTheirBrackets() throws {
        let responses = try Self.parseAll(
            "* 1 FETCH (BODY[HEADER.FIELDS (FROM SUBJECT)] {3}\r\nabc BODY[]<0> \"x\" UID 9)\r\n")
        let attributes = try #require(IMAPConnection.fetchAttributes(responses[0]))
        #expect(attributes["BODY[HEADER.FIELDS (FROM SUBJECT)]"]?.bytes == Array("abc".utf8))
        #expect(attributes["BODY[]<0>"]?.text == "x")
    }

    @Test func nilAndEmptyValues() throws {
        let responses = try Self.parseAll("* 1 FETCH (ENVELOPE (NIL \"\" () {0}\r\n))\r\n")
        let envelope = try #require(IMAPConnection.fetchAttributes(responses[0])?["ENVELOPE"]?.list)
        #expect(envelope == [.nil, .string([]), .list([]), .string([])])
    }

    @Test(arguments: [
        "* 1 FETCH (UID 1\r\n",  // a list that does not close
        "* 1 FETCH (BODY[] \"abc\r\n",  // a quoted string that does not close
        "* 1 FETCH \"a\\x\"\r\n",  // a bad escape
        "* 1 FETCH ))\r\n",
        "A1 3 EXISTS\r\n",  // tagged data
        "\r\n",
        "*\r\n",
        "* 1 FETCH (BODY[ {3}\r\nabc)\r\n",
    ])
    func malformedResponsesThrow(_ text: String) {
        #expect(throws: MessageSourceError.self) { try Self.parseAll(text) }
    }

    @Test func deepNestingAndHugeLiteralsAreRefused() {
        let deep = "* X " + String(repeating: "(", count: 100) + String(repeating: ")", count: 100) + "\r\n"
        #expect(throws: MessageSourceError.self) { try Self.parseAll(deep) }
        var parser = IMAPResponseParser(limits: .init(maximumLiteral: 1000))
        parser.append(Array("* 1 FETCH (BODY[] {50000000}\r\n".utf8))
        #expect(throws: MessageSourceError.self) { try parser.next() }
        var lines = IMAPResponseParser(limits: .init(maximumLine: 100))
        lines.append(Array(repeating: UInt8(ascii: "a"), count: 200))
        #expect(throws: MessageSourceError.self) { try lines.next() }
    }

    @Test func incompleteLiteralWaits() throws {
        var parser = IMAPResponseParser()
        parser.append(Array("* 1 FETCH (BODY[] {10}\r\n12345".utf8))
        #expect(try parser.next() == nil)
        parser.append(Array("67890)\r\n".utf8))
        #expect(try parser.next() != nil)
    }

    @Test func randomBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("* A1 OK NO ( ) [ ] { } 0 1 9 + \" \\ \r\n NIL BODY[] FETCH".utf8) + [0, 0xFF]
        for _ in 0..<5000 {
            let bytes = (0..<Int.random(in: 0...80, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            _ = _MailFuzzing.imapResponses(bytes, cuts: [Int.random(in: 0...bytes.count, using: &generator)])
        }
    }

    @Test func dates() {
        #expect(IMAPDate.parse(" 1-Jan-1970 00:00:00 +0000")?.timeIntervalSince1970 == 0)
        #expect(IMAPDate.parse("29-Feb-2024 23:59:59 -0130")?.timeIntervalSince1970 == 1_709_256_599)
        #expect(IMAPDate.parse("31-Foo-2024 00:00:00 +0000") == nil)
        #expect(IMAPDate.parse("garbage") == nil)
    }
}

import FuzzSupport

// Reads arbitrary bytes as an event stream, in uneven chunks, and checks that the events are
// the same however the stream is cut, that every event has a name and data without a blank
// line, and that events written the way the service writes them read back unchanged.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    var whole = ServerSentEventParser()
    let atOnce = whole.append(bytes)
    var pieces = ServerSentEventParser()
    var inPieces: [(name: String, data: [UInt8])] = []
    var offset = 0
    var chunk = 1
    while offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        inPieces += pieces.append(Array(bytes[offset..<end]))
        offset = end
        chunk = chunk * 5 % 23 + 1
    }
    guard atOnce.count == inPieces.count, zip(atOnce, inPieces).allSatisfy({ $0.name == $1.name && $0.data == $1.data })
    else { fatalError("the events depend on how the stream was cut") }
    for event in atOnce where event.name.isEmpty || event.data.isEmpty || utf8(event.name, contains: "\n") {
        fatalError("an event without a name or data, or with a line break in its name")
    }
    // Round trip: a name and a one-line JSON object as the service writes them.
    let name = String(decoding: bytes.prefix(12).filter { $0 > 0x20 && $0 < 0x7F }, as: UTF8.self)
    let payload = Array(bytes.dropFirst(12).filter { $0 != 0x0A && $0 != 0x0D })
    guard !name.isEmpty, !payload.isEmpty else { return 0 }
    var parser = ServerSentEventParser()
    let wire = Array(": keep-alive\n\nevent: \(name)\ndata: ".utf8) + payload + Array("\n\n".utf8)
    let read = parser.append(wire)
    guard read.count == 1, read[0].name == name, read[0].data == payload else { fatalError("round trip failed") }
    return 0
}

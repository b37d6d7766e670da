import FuzzSupport

// Feeds arbitrary bytes to the native-messaging framing in uneven chunks and reads every whole
// message as a bridge request. Invariants: no message is over the limit, re-framing a message
// gives back its bytes, and an accepted request names an allowed endpoint and answers with
// valid framing.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    var framing = NativeMessageFraming()
    var offset = 0
    var chunk = 1
    while offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        framing.append(bytes[offset..<end])
        offset = end
        chunk = chunk * 3 % 17 + 1
        while true {
            let next: [UInt8]?
            do {
                next = try framing.nextMessage()
            } catch {
                return 0  // an oversized frame: the stream is refused
            }
            guard let message = next else { break }
            guard message.count <= NativeMessageFraming.maximumMessageSize else { fatalError("over the limit") }
            guard let framed = try? NativeMessageFraming.frame(message), Array(framed.dropFirst(4)) == message else {
                fatalError("framing round trip failed")
            }
            if let request = try? BridgeRequest(json: message) {
                guard request.path.hasPrefix("/v1/"), !utf8(request.path, contains: "..") else {
                    fatalError("bad path let through")
                }
                let answer = request.answer(status: 200, body: Array("{}".utf8))
                guard (try? NativeMessageFraming.frame(answer)) != nil else { fatalError("answer cannot be framed") }
            }
        }
    }
    return 0
}

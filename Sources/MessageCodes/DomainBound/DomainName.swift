// PROVISIONAL: replaced by the Domains module's host normalisation once it lands.
enum DomainName {
    static func normalise(_ bytes: UnsafeBufferPointer<UInt8>, role: String) throws(MessageCodeError) -> String {
        var end = bytes.count
        if end > 1, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var labelLength = 0
        var output = [UInt8]()
        output.reserveCapacity(end)
        if bytes[0] == UInt8(ascii: "[") {
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: ":"),
                    UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "]"):
                    output.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "F"):
                    output.append(byte | 0x20)
                default:
                    throw MessageCodeError(.invalidHost, "the \(role) is not a valid IPv6 literal")
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
        for index in 0..<end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
                UInt8(ascii: "_"):
                output.append(byte)
                labelLength += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                output.append(byte | 0x20)
                labelLength += 1
            case UInt8(ascii: "."):
                guard labelLength > 0 else {
                    throw MessageCodeError(.invalidHost, "the \(role) has an empty label ('..' or a leading '.')")
                }
                output.append(byte)
                labelLength = 0
            default:
                throw MessageCodeError(.invalidHost, "the \(role) has a character a host name cannot have")
            }
            guard labelLength <= 63 else {
                throw MessageCodeError(.invalidHost, "the \(role) has a label longer than 63 characters")
            }
        }
        guard output.count <= 253 else {
            throw MessageCodeError(.invalidHost, "the \(role) is longer than 253 characters")
        }
        return String(decoding: output, as: UTF8.self)
    }
}

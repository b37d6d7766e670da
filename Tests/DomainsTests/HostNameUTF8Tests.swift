import Testing

@testable import Domains

/// `HostName(utf8:)` and its plain-name fast path against the general initialiser, over many
/// generated hosts: the same normal form and kind, or the same error with the same words.
@Suite struct HostNameUTF8Tests {
    /// What an initialiser made of the input, as one comparable string.
    static func outcome(_ body: () throws(DomainError) -> HostName) -> String {
        do {
            let host = try body()
            return "\(host.kind) \(host.ascii)"
        } catch {
            return "error \(error.code): \(error.description)"
        }
    }

    static func check(_ bytes: [UInt8]) -> String? {
        let general = outcome { () throws(DomainError) in try HostName(Substring(decoding: bytes, as: UTF8.self)) }
        let direct = outcome { () throws(DomainError) in
            try bytes.withUnsafeBufferPointer { (buffer) throws(DomainError) in try HostName(utf8: buffer) }
        }
        guard general == direct else { return "\(bytes): general \(general), utf8 \(direct)" }
        if let plain = bytes.withUnsafeBufferPointer({ HostName(plainASCIIName: $0) }) {
            guard general == "domain \(plain.ascii)" else {
                return "\(bytes): general \(general), plain \(plain.ascii)"
            }
            // A plain name has none of the bytes the message parser's URL checks look for.
            guard !bytes.contains(where: { Array("#/:?@[\\".utf8).contains($0) || $0 >= 0x80 }) else {
                return "\(bytes): the plain path accepted a URL or non-ASCII byte"
            }
        }
        return nil
    }

    @Test(arguments: [
        "login.example.com", "LOGIN.Example.COM.", "a", "A.", ".", "", "a..b", "-a.b", "a-.b", "xn--bcher-kva.example",
        "XN--BCHER-KVA.example", "Bücher.example", "ｅｘａｍｐｌｅ.com", "1.2.3.4", "0x7F.1", "1.2.3.4.", "a.1", "1.a",
        "[::1]", "::1", "[2001:DB8::1]", "a:b", "a@b", "a/b", "a b", "_dmarc.example",
        String(repeating: "a", count: 64),
        Array(repeating: String(repeating: "b", count: 63), count: 4).joined(separator: "."),
    ])
    func examplesAgree(_ host: String) {
        if let problem = Self.check(Array(host.utf8)) { Issue.record("\(problem)") }
    }

    @Test func generatedHostsAgree() {
        // A fixed-seed generator over an alphabet rich in the bytes the rules care about,
        // including invalid UTF-8.
        var random = SeededBytes(seed: 0x2545_F491_4F6C_DD1D)
        let alphabet =
            Array("abcxyzABCXYZnN0179fF-._-...-xX:[]@/?#\\ %".utf8) + [0xC3, 0xA9, 0xEF, 0xBD, 0x85, 0x80, 0xFF]
        var checked = 0
        var plain = 0
        var problems: [String] = []
        for _ in 0..<100_000 {
            var bytes = random.bytes(random.below(40), from: alphabet)
            if random.below(3) == 0 {
                // Mostly name characters, so that the plain path is taken often.
                bytes = bytes.map { $0 < 0x80 && ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A ? $0 : UInt8(ascii: "e") }
                if random.below(2) == 0, !bytes.isEmpty { bytes[random.below(bytes.count)] = UInt8(ascii: ".") }
            }
            checked += 1
            if bytes.withUnsafeBufferPointer({ HostName(plainASCIIName: $0) }) != nil { plain += 1 }
            if let problem = Self.check(bytes), problems.count < 5 { problems.append(problem) }
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(checked == 100_000)
        #expect(plain > 10_000)
    }
}

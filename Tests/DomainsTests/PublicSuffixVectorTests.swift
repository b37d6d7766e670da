import Testing

@testable import Domains

/// The official `checkPublicSuffix` vectors (publicsuffix.org `tests/test_psl.txt`), read from
/// the copy Debian's `publicsuffix` package installs (`scripts/test` installs it). A missing file
/// fails the test: it never passes by skipping.
@Suite struct PublicSuffixVectorTests {
    static let vectorsPath = "/usr/share/doc/publicsuffix/examples/test_psl.txt"
    static let debianListPath = "/usr/share/publicsuffix/public_suffix_list.dat"

    struct Vector: CustomStringConvertible {
        let line: Int
        let input: String?
        let expected: String?
        var description: String { "line \(line): \(input ?? "null") -> \(expected ?? "null")" }
    }

    /// Reads every uncommented `checkPublicSuffix('input', 'expected');` line.
    static func vectors() throws -> [Vector] {
        let text = try #require(TestFiles.read(vectorsPath), "install Debian's publicsuffix package: \(vectorsPath)")
        var vectors: [Vector] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: " \t")
            guard trimmed.hasPrefix("checkPublicSuffix(") else { continue }
            let arguments = trimmed.dropFirst("checkPublicSuffix(".count).prefix { $0 != ")" }
            let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
            try #require(parts.count == 2, "line \(number + 1) is not checkPublicSuffix(a, b)")
            func value(_ text: String) -> String? {
                text == "null" ? nil : String(text.dropFirst().dropLast())
            }
            vectors.append(Vector(line: number + 1, input: value(parts[0]), expected: value(parts[1])))
        }
        return vectors
    }

    static func check(_ vectors: [Vector], with list: PublicSuffixList) {
        for vector in vectors {
            let host = vector.input.flatMap { try? HostName($0) }
            let registrable = host.flatMap { list.registrableDomain(of: $0) }
            // The expected value is written in the input's form (Unicode for Unicode input);
            // compare normalised forms.
            let expected = vector.expected.map { try? HostName($0) }
            if let expected {
                #expect(expected != nil, "expected value does not parse: \(vector)")
                #expect(registrable == expected, "\(vector): got \(registrable?.ascii ?? "null")")
                if let registrable, let input = vector.input, input.unicodeScalars.contains(where: { !$0.isASCII }) {
                    #expect(registrable.unicode == vector.expected, "\(vector): Unicode form \(registrable.unicode)")
                }
            } else {
                #expect(registrable == nil, "\(vector): got \(registrable?.ascii ?? "null")")
            }
        }
    }

    @Test func theFileHoldsTheOfficialVectors() throws {
        let vectors = try Self.vectors()
        #expect(vectors.count >= 70)
        #expect(vectors.contains { $0.input == "www.食狮.公司.cn" && $0.expected == "食狮.公司.cn" })
    }

    @Test func everyVectorPassesWithTheSnapshot() throws {
        Self.check(try Self.vectors(), with: .snapshot)
    }

    @Test func everyVectorPassesWithDebiansList() throws {
        let text = try #require(TestFiles.read(Self.debianListPath), "install Debian's publicsuffix package")
        let list = try PublicSuffixList(parsing: text)
        #expect(list.diagnostics.isEmpty, "\(list.diagnostics.prefix(5))")
        Self.check(try Self.vectors(), with: list)
    }
}

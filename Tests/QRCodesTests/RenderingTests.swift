import Testing

@testable import QRCodes

@Suite struct RenderingTests {
    static let code = try! QRCode(text: "https://example.com/", correction: .medium)

    /// Turns half-block art back into rows of "drawn" flags, two rows per line.
    static func drawn(_ art: String) -> [[Bool]] {
        art.split(separator: "\n", omittingEmptySubsequences: false).dropLast().flatMap { line -> [[Bool]] in
            let top = line.map { $0 == "█" || $0 == "▀" }
            let bottom = line.map { $0 == "█" || $0 == "▄" }
            return [top, bottom]
        }
    }

    @Test(arguments: [false, true])
    func terminalDrawingShowsEveryModuleAndTheQuietZone(invert: Bool) {
        let code = Self.code
        let art = code.terminalString(invert: invert)
        let width = code.size + 2 * QRCode.quietZone
        #expect(art.hasSuffix("\n"))
        #expect(Set(art).isSubset(of: ["█", "▀", "▄", " ", "\n"]))
        let lines = art.split(separator: "\n")
        #expect(lines.count == (width + 1) / 2)
        #expect(lines.allSatisfy { $0.count == width })

        let rows = Self.drawn(art)
        for y in 0..<width {
            for x in 0..<width {
                let dark = code.isDarkIncludingQuietZone(x: x, y: y)
                // By default light modules are drawn (light text on a dark terminal).
                #expect(rows[y][x] == (dark == invert), "(\(x), \(y))")
            }
        }
        // The line below an odd number of rows draws nothing in its lower half.
        #expect(width % 2 == 1 && rows[width].allSatisfy { !$0 })
    }

    @Test func theDefaultDrawingStartsWithSolidQuietZone() {
        let firstLine = Self.code.terminalString().split(separator: "\n")[0]
        #expect(firstLine.allSatisfy { $0 == "█" })
        let invertedFirstLine = Self.code.terminalString(invert: true).split(
            separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(invertedFirstLine.allSatisfy { $0 == " " })
    }

    @Test func svgHasOnePathThatCoversExactlyTheDarkModules() throws {
        let code = Self.code
        let svg = code.svg(moduleSize: 5)
        let width = code.size + 2 * QRCode.quietZone
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("width=\"\(width * 5)\" height=\"\(width * 5)\""))
        #expect(svg.contains("viewBox=\"0 0 \(width) \(width)\""))
        #expect(svg.ranges(of: "<path").count == 1)
        #expect(svg.hasSuffix("</svg>\n"))

        // Each subpath is "Mx yhwv1h-wz": a one-module-high run.
        let start = try #require(svg.firstRange(of: " d=\"")).upperBound
        let path = svg[start...].prefix { $0 != "\"" }
        var painted = Set<[Int]>()
        for piece in path.split(separator: "z") {
            let numbers = piece.split(whereSeparator: { "Mhv ".contains($0) }).compactMap { Int($0) }
            try #require(numbers.count == 5)
            let (x, y, runLength) = (numbers[0], numbers[1], numbers[2])
            #expect(numbers[3...] == [1, -runLength])
            for column in x..<(x + runLength) { #expect(painted.insert([column, y]).inserted) }
        }
        for y in 0..<width {
            for x in 0..<width {
                #expect(painted.contains([x, y]) == code.isDarkIncludingQuietZone(x: x, y: y))
            }
        }
    }
}

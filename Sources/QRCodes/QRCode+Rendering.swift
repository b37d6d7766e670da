extension QRCode {
    /// Light modules the standard asks for around the symbol.
    public static let quietZone = 4

    /// Whether the module at (x, y) is dark, for coordinates that include the quiet zone
    /// (where everything is light).
    func isDarkIncludingQuietZone(x: Int, y: Int) -> Bool {
        let column = x - Self.quietZone
        let row = y - Self.quietZone
        guard (0..<size).contains(column) && (0..<size).contains(row) else { return false }
        return modules[row * size + column]
    }

    /// The symbol and its quiet zone drawn with Unicode half blocks (`▀`, `▄`, `█` and space),
    /// two rows of modules per line, each line ending in a newline.
    ///
    /// - Parameter invert: By default light modules are drawn as blocks, so that the code reads
    ///   on a terminal with light text on a dark background. Pass `true` for dark text on a
    ///   light background: dark modules are then drawn as blocks.
    public func terminalString(invert: Bool = false) -> String {
        let width = size + 2 * Self.quietZone
        var output = ""
        output.reserveCapacity((width * 3 + 1) * (width + 1) / 2)
        for top in stride(from: 0, to: width, by: 2) {
            for x in 0..<width {
                // A row below the last exists only when the height is even; past it nothing is drawn.
                let upper = isDarkIncludingQuietZone(x: x, y: top) == invert
                let lower = top + 1 < width && isDarkIncludingQuietZone(x: x, y: top + 1) == invert
                switch (upper, lower) {
                case (true, true): output += "█"
                case (true, false): output += "▀"
                case (false, true): output += "▄"
                case (false, false): output += " "
                }
            }
            output += "\n"
        }
        return output
    }

    /// An SVG document of the symbol and its quiet zone: a white background and a single black
    /// path of the dark modules, each module `moduleSize` pixels square.
    public func svg(moduleSize: Int = 8) -> String {
        precondition(moduleSize >= 1, "moduleSize must be at least 1, got \(moduleSize)")
        let width = size + 2 * Self.quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard modules[y * size + x] else {
                    x += 1
                    continue
                }
                let start = x
                while x < size && modules[y * size + x] { x += 1 }
                path += "M\(start + Self.quietZone) \(y + Self.quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        let pixels = width * moduleSize
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(pixels)" height="\(pixels)" \
            viewBox="0 0 \(width) \(width)" shape-rendering="crispEdges">
            <rect width="\(width)" height="\(width)" fill="#fff"/>
            <path fill="#000" d="\(path)"/>
            </svg>

            """
    }
}

/// A place in the image that looks like the centre of one of a QR code's three finder patterns:
/// concentric squares 7, 5 and 3 modules across, dark, light and dark, so that any line through
/// the centre crosses runs of dark, light, dark, light, dark in the ratio 1:1:3:1:1.
struct FinderPattern: Sendable, Hashable {
    var center: Point
    /// Pixels per module, measured along the image axes (larger than along the symbol's axes
    /// when the symbol is turned).
    var moduleSize: Double
    /// How many scan lines confirmed it.
    var count: Int
}

extension BinaryImage {
    /// The finder patterns in the image, the most often confirmed first, at most `limit`.
    ///
    /// Every row is scanned for the 1:1:3:1:1 runs; each hit is checked along its column, again
    /// along its (refined) row and along a diagonal, which places the centre to within a pixel
    /// and rejects most look-alikes in text and pictures. Hits on the same pattern are merged.
    func finderPatterns(limit: Int = 256) -> [FinderPattern] {
        var patterns: [FinderPattern] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        starts.reserveCapacity(width / 2 + 1)
        lengths.reserveCapacity(width / 2 + 1)
        for y in 0..<height {
            runs(ofRow: y, starts: &starts, lengths: &lengths)
            let firstIsDark = isDark(0, y)
            // Run i is dark when i has the first run's parity and the first run is dark, or not.
            var index = firstIsDark ? 0 : 1
            while index + 4 < lengths.count {
                defer { index += 2 }
                let runs = (
                    lengths[index], lengths[index + 1], lengths[index + 2], lengths[index + 3], lengths[index + 4]
                )
                guard Self.hasFinderRatio(runs) else { continue }
                let total = runs.0 + runs.1 + runs.2 + runs.3 + runs.4
                let centerX = Double(starts[index + 2]) + Double(lengths[index + 2]) / 2
                guard let pattern = confirmFinderPattern(x: Int(centerX), y: y, expectedTotal: total) else { continue }
                merge(pattern, into: &patterns, limit: limit)
            }
        }
        return patterns.sorted { $0.count > $1.count }
    }

    /// The starts and lengths of the alternating runs of row `y`.
    private func runs(ofRow y: Int, starts: inout [Int], lengths: inout [Int]) {
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        pixels.withUnsafeBufferPointer { pixels in
            let row = y * width
            var start = 0
            var colour = pixels[row]
            for x in 1..<width where pixels[row + x] != colour {
                starts.append(start)
                lengths.append(x - start)
                start = x
                colour = pixels[row + x]
            }
            starts.append(start)
            lengths.append(width - start)
        }
    }

    /// Whether five run lengths are close enough to 1:1:3:1:1. The tolerance is wide (blur and
    /// ink spread shift the edges by a pixel or two); the cross-checks make up for it.
    static func hasFinderRatio(_ runs: (Int, Int, Int, Int, Int)) -> Bool {
        let total = runs.0 + runs.1 + runs.2 + runs.3 + runs.4
        guard total >= 7 else { return false }
        let module = Double(total) / 7
        let tolerance = module * 0.6
        return abs(Double(runs.0) - module) < tolerance && abs(Double(runs.1) - module) < tolerance
            && abs(Double(runs.2) - 3 * module) < 2.5 * tolerance && abs(Double(runs.3) - module) < tolerance
            && abs(Double(runs.4) - module) < tolerance
    }

    /// Checks a row hit at (x, y) along the column, the row and a diagonal; returns the centre
    /// and module size if all three show the pattern at a similar scale.
    private func confirmFinderPattern(x: Int, y: Int, expectedTotal: Int) -> FinderPattern? {
        let limit = 2 * expectedTotal
        guard let vertical = crossCheck(x: x, y: y, dx: 0, dy: 1, limit: limit) else { return nil }
        let centerY = Double(y) + vertical.centerOffset
        guard let horizontal = crossCheck(x: x, y: Int(centerY), dx: 1, dy: 0, limit: limit) else { return nil }
        let centerX = Double(x) + horizontal.centerOffset
        guard Double(vertical.total) < 2 * Double(horizontal.total),
            Double(horizontal.total) < 2 * Double(vertical.total),
            crossCheck(x: Int(centerX), y: Int(centerY), dx: 1, dy: 1, limit: limit) != nil
                || crossCheck(x: Int(centerX), y: Int(centerY), dx: 1, dy: -1, limit: limit) != nil
        else { return nil }
        return FinderPattern(
            center: Point(x: centerX, y: centerY), moduleSize: Double(horizontal.total + vertical.total) / 14,
            count: 1)
    }

    /// Walks from (x, y), which must be dark, both ways along (dx, dy) over the dark centre, a
    /// light ring and a dark ring, and checks the five runs for the finder ratio. Returns where the
    /// centre run's middle is, in steps from (x, y) (a pixel's left or top edge is its
    /// coordinate), and the pattern's length in steps.
    func crossCheck(x: Int, y: Int, dx: Int, dy: Int, limit: Int) -> (centerOffset: Double, total: Int)? {
        guard isDark(x, y) else { return nil }
        func inside(_ step: Int) -> Bool {
            let px = x + step * dx
            let py = y + step * dy
            return px >= 0 && py >= 0 && px < width && py < height
        }
        func dark(_ step: Int) -> Bool { isDark(x + step * dx, y + step * dy) }

        // Backwards: the centre, light, dark; then forwards the same.
        var runs = [0, 0, 0, 0, 0]
        var step = 0
        for (run, wantsDark) in [(2, true), (1, false), (0, true)] {
            while inside(step) && dark(step) == wantsDark && runs[run] <= limit {
                runs[run] += 1
                step -= 1
            }
        }
        let first = -(runs[2] - 1)
        step = 1
        var centerForward = 0
        for (run, wantsDark) in [(2, true), (3, false), (4, true)] {
            while inside(step) && dark(step) == wantsDark && runs[run] <= limit {
                runs[run] += 1
                if run == 2 { centerForward += 1 }
                step += 1
            }
        }
        guard runs.allSatisfy({ $0 > 0 && $0 <= limit }),
            Self.hasFinderRatio((runs[0], runs[1], runs[2], runs[3], runs[4]))
        else { return nil }
        // The centre run covers steps first...centerForward, so from `first` to `centerForward + 1`.
        return (Double(first + centerForward + 1) / 2, runs.reduce(0, +))
    }

    private func merge(_ pattern: FinderPattern, into patterns: inout [FinderPattern], limit: Int) {
        for index in patterns.indices {
            let existing = patterns[index]
            let reach = max(2, 1.5 * max(existing.moduleSize, pattern.moduleSize))
            guard abs(existing.center.x - pattern.center.x) <= reach,
                abs(existing.center.y - pattern.center.y) <= reach,
                existing.moduleSize < 2 * pattern.moduleSize, pattern.moduleSize < 2 * existing.moduleSize
            else { continue }
            let weight = Double(existing.count)
            let total = weight + 1
            patterns[index] = FinderPattern(
                center: Point(
                    x: (existing.center.x * weight + pattern.center.x) / total,
                    y: (existing.center.y * weight + pattern.center.y) / total),
                moduleSize: (existing.moduleSize * weight + pattern.moduleSize) / total, count: existing.count + 1)
            return
        }
        if patterns.count < limit { patterns.append(pattern) }
    }
}

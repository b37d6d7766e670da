extension BinaryImage {
    /// The centre of the alignment pattern nearest `estimate`: a dark module inside a light ring
    /// inside a dark ring, 5 × 5 modules.
    ///
    /// - Parameters:
    ///   - across: one module along the symbol's rows, in pixels.
    ///   - down: one module along its columns.
    ///   - radius: how far from `estimate` to look, in modules.
    func alignmentPattern(near estimate: Point, across: Point, down: Point, radius: Double) -> Point? {
        let module = (across.x * across.x + across.y * across.y).squareRoot()
        guard module >= 0.5, module.isFinite, estimate.x.isFinite, estimate.y.isFinite else { return nil }
        // A line through the centre parallel to an image axis crosses the rings at this spacing.
        let run = module * module / max(abs(across.x), abs(across.y))
        let reach = radius * module
        let left = max(0, Int(estimate.x - reach))
        let right = min(width - 1, Int(estimate.x + reach))
        let top = max(0, Int(estimate.y - reach))
        let bottom = min(height - 1, Int(estimate.y + reach))
        guard left < right, top < bottom else { return nil }

        func isModuleRun(_ length: Int) -> Bool {
            Double(length) >= 0.4 * run && Double(length) <= 1.7 * run + 1
        }

        var best: (center: Point, score: Int, distance: Double)?
        var lengths: [Int] = []
        var starts: [Int] = []
        for y in top...bottom {
            lengths.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            var x = left
            while x <= right {
                let colour = isDark(x, y)
                let start = x
                while x <= right && isDark(x, y) == colour { x += 1 }
                starts.append(start)
                lengths.append(x - start)
            }
            // Dark, light, dark (the centre), light, dark: the outer dark runs may run into
            // neighbouring dark modules, so only their presence is required.
            let firstIsDark = isDark(left, y)
            var index = firstIsDark ? 2 : 1
            while index + 2 < lengths.count {
                defer { index += 2 }
                guard index >= 2, isModuleRun(lengths[index - 1]), isModuleRun(lengths[index]),
                    isModuleRun(lengths[index + 1])
                else { continue }
                let centerX = Double(starts[index]) + Double(lengths[index]) / 2
                guard let vertical = alignmentCrossCheck(x: Int(centerX), y: y, dx: 0, dy: 1, isModuleRun: isModuleRun)
                else { continue }
                let centerY = Double(y) + vertical
                guard
                    let horizontal = alignmentCrossCheck(
                        x: Int(centerX), y: Int(centerY), dx: 1, dy: 0, isModuleRun: isModuleRun)
                else { continue }
                let center = Point(x: Double(Int(centerX)) + horizontal, y: centerY)
                let score = alignmentScore(at: center, across: across, down: down)
                let distance = center.distance(to: estimate)
                // At most three of the 25 modules may be wrong.
                guard score >= 22 else { continue }
                if let current = best, current.score > score || (current.score == score && current.distance <= distance)
                {
                    continue
                }
                best = (center, score, distance)
            }
        }
        return best?.center
    }

    /// Walks from a dark pixel along (dx, dy) both ways: the dark centre, then light, then at
    /// least one dark pixel, with module-sized runs. Returns the centre's offset from (x, y).
    private func alignmentCrossCheck(x: Int, y: Int, dx: Int, dy: Int, isModuleRun: (Int) -> Bool) -> Double? {
        guard isDark(x, y) else { return nil }
        func inside(_ step: Int) -> Bool {
            let px = x + step * dx
            let py = y + step * dy
            return px >= 0 && py >= 0 && px < width && py < height
        }
        func dark(_ step: Int) -> Bool { isDark(x + step * dx, y + step * dy) }
        let cap = 4 * max(width, height)
        var step = 0
        while inside(step) && dark(step) && -step < cap { step -= 1 }
        let first = step + 1
        var light = 0
        while inside(step) && !dark(step) && light < cap {
            light += 1
            step -= 1
        }
        guard inside(step), isModuleRun(light) else { return nil }
        step = 1
        while inside(step) && dark(step) && step < cap { step += 1 }
        let last = step - 1
        light = 0
        while inside(step) && !dark(step) && light < cap {
            light += 1
            step += 1
        }
        guard inside(step), isModuleRun(light), isModuleRun(last - first + 1) else { return nil }
        return Double(first + last + 1) / 2
    }

    /// How many of the 25 modules of an alignment pattern centred at `center` have the right
    /// colour, sampling one pixel per module.
    private func alignmentScore(at center: Point, across: Point, down: Point) -> Int {
        var score = 0
        for j in -2...2 {
            for i in -2...2 {
                let point = center + across * Double(i) + down * Double(j)
                guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e6, abs(point.y) < 1e6 else { continue }
                let dark = isDark(Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
                if dark == (max(abs(i), abs(j)) != 1) { score += 1 }
            }
        }
        return score
    }
}

extension ModuleGrid {
    /// The penalty score of ISO/IEC 18004 §7.8.3 for the grid as it stands; of the eight masked
    /// symbols the encoder keeps the one with the lowest.
    ///
    /// - Rule 1: each run of five or more same-coloured modules in a row or column scores
    ///   3 + (length - 5).
    /// - Rule 2: each 2×2 block of one colour scores 3 (blocks may overlap).
    /// - Rule 3: each dark-light-dark-light-dark sequence of runs 1:1:3:1:1 modules long in a row
    ///   or column, with at least four light modules before or after it, scores 40. Modules
    ///   beyond the edge count as light: the quiet zone is.
    /// - Rule 4: 10 for every full 5% by which the share of dark modules departs from 50%.
    var penalty: Int {
        modules.withUnsafeBufferPointer { modules in
            var score = 0
            var runs: [Int] = []
            runs.reserveCapacity(size + 2)
            for line in 0..<size {
                score += Self.linePenalty(modules, start: line * size, step: 1, count: size, runs: &runs)
                score += Self.linePenalty(modules, start: line, step: size, count: size, runs: &runs)
            }
            for y in 0..<(size - 1) {
                for x in 0..<(size - 1) {
                    let index = y * size + x
                    let colour = modules[index]
                    if modules[index + 1] == colour && modules[index + size] == colour
                        && modules[index + size + 1] == colour
                    {
                        score += 3
                    }
                }
            }
            var dark = 0
            for module in modules where module { dark += 1 }
            let total = size * size
            return score + 10 * (abs(dark * 20 - total * 10) / total)
        }
    }

    /// Rules 1 and 3 for the `count` modules at `start`, `start + step`, ….
    static func linePenalty(
        _ modules: UnsafeBufferPointer<Bool>, start: Int, step: Int, count: Int, runs: inout [Int]
    ) -> Int {
        // Run lengths, alternately light and dark, starting and ending with a light run that
        // includes the four modules of quiet zone beyond the edge.
        let quietZone = 4
        runs.removeAll(keepingCapacity: true)
        var colour = false
        var length = quietZone
        var index = start
        for _ in 0..<count {
            if modules[index] == colour {
                length += 1
            } else {
                runs.append(length)
                colour.toggle()
                length = 1
            }
            index += step
        }
        runs.append(length)
        if colour { runs.append(0) }
        runs[runs.count - 1] += quietZone

        var score = 0
        for index in runs.indices {
            let beyondEdges = (index == 0 ? quietZone : 0) + (index == runs.count - 1 ? quietZone : 0)
            let inSymbol = runs[index] - beyondEdges
            if inSymbol >= 5 { score += 3 + inSymbol - 5 }
        }
        // Dark runs are at odd indices; the last run is light, so index + 5 always exists.
        var dark = 1
        while dark + 5 < runs.count {
            if runs[dark] == 1 && runs[dark + 1] == 1 && runs[dark + 2] == 3 && runs[dark + 3] == 1
                && runs[dark + 4] == 1 && (runs[dark - 1] >= 4 || runs[dark + 5] >= 4)
            {
                score += 40
            }
            dark += 2
        }
        return score
    }
}

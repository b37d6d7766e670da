/// Three finder patterns that could be one symbol's, named by the corners they mark when the
/// symbol is read the right way round (a mirrored symbol is read as its transpose).
struct SymbolLocation: Sendable {
    let topLeft: FinderPattern
    let topRight: FinderPattern
    let bottomLeft: FinderPattern
    /// How far the three are from a right-angled isosceles triangle with equal patterns; lower
    /// is better.
    let irregularity: Double

    /// The plausible triples among `patterns`, the most regular first.
    static func candidates(among patterns: [FinderPattern], limit: Int = 40) -> [SymbolLocation] {
        let patterns = Array(patterns.prefix(16))
        var locations: [SymbolLocation] = []
        for i in patterns.indices {
            for j in (i + 1)..<patterns.count {
                for k in (j + 1)..<patterns.count {
                    if let location = SymbolLocation(patterns[i], patterns[j], patterns[k]) {
                        locations.append(location)
                    }
                }
            }
        }
        locations.sort { $0.irregularity < $1.irregularity }
        return Array(locations.prefix(limit))
    }

    /// Orders three patterns, or returns nil if they cannot be one symbol's: too different in
    /// size, or too far from a right angle at the corner.
    init?(_ first: FinderPattern, _ second: FinderPattern, _ third: FinderPattern) {
        let sizes = [first.moduleSize, second.moduleSize, third.moduleSize]
        guard let smallest = sizes.min(), let largest = sizes.max(), smallest > 0, largest <= 2 * smallest else {
            return nil
        }
        // The corner is opposite the longest side.
        let a = second.center.distance(to: third.center)
        let b = first.center.distance(to: third.center)
        let c = first.center.distance(to: second.center)
        var corner = first
        var (p, q) = (second, third)
        if b >= a && b >= c {
            corner = second
            (p, q) = (first, third)
        } else if c >= a && c >= b {
            corner = third
            (p, q) = (first, second)
        }
        let toP = p.center - corner.center
        let toQ = q.center - corner.center
        if toP.cross(toQ) < 0 { swap(&p, &q) }

        let legP = p.center.distance(to: corner.center)
        let legQ = q.center.distance(to: corner.center)
        guard legP > 0 && legQ > 0 else { return nil }
        let cosine = (toP.x * toQ.x + toP.y * toQ.y) / (legP * legQ)
        let legRatio = max(legP, legQ) / min(legP, legQ)
        // Finder centres are 14 modules apart in version 1 and 170 in version 40.
        let modules = min(legP, legQ) / largest
        let modulesLong = max(legP, legQ) / smallest
        guard abs(cosine) < 0.5, legRatio < 1.8, modules >= 8, modulesLong <= 250 else { return nil }

        topLeft = corner
        topRight = p
        bottomLeft = q
        irregularity = abs(cosine) + (legRatio - 1) + (largest / smallest - 1)
    }

    /// Pixels per module along the symbol's axes: the patterns' sizes measured along the image
    /// axes, corrected for how far the symbol is turned.
    var moduleSizes: (across: Double, down: Double) {
        func alongAxis(_ pattern: FinderPattern, _ axis: Point) -> Double {
            let length = (axis.x * axis.x + axis.y * axis.y).squareRoot()
            guard length > 0 else { return pattern.moduleSize }
            // A square turned by θ is 1 / max(|cos θ|, |sin θ|) times as long along a line
            // through its centre parallel to the image's axes.
            return pattern.moduleSize * max(abs(axis.x), abs(axis.y)) / length
        }
        let across = topRight.center - topLeft.center
        let down = bottomLeft.center - topLeft.center
        return (
            (alongAxis(topLeft, across) + alongAxis(topRight, across)) / 2,
            (alongAxis(topLeft, down) + alongAxis(bottomLeft, down)) / 2
        )
    }

    /// The symbol's width in modules, 17 + 4·version, as the finders' distance and size suggest.
    var estimatedDimension: Int {
        let (across, down) = moduleSizes
        let modules =
            (topLeft.center.distance(to: topRight.center) / across
                + topLeft.center.distance(to: bottomLeft.center) / down) / 2 + 7
        guard modules.isFinite else { return 21 }
        let version = Int(((modules - 17) / 4).rounded())
        return 17 + 4 * min(40, max(1, version))
    }

    /// Where the bottom right alignment pattern's centre would be if the symbol were a
    /// parallelogram in the image (no perspective).
    func expectedAlignmentCenter(dimension: Int) -> Point {
        let fraction = Double(dimension - 10) / Double(dimension - 7)
        return topLeft.center + (topRight.center - topLeft.center) * fraction
            + (bottomLeft.center - topLeft.center) * fraction
    }

    /// The map from module coordinates (the symbol's top left corner at (0, 0), one unit per
    /// module) to the image: the finder centres at (3.5, 3.5), (d - 3.5, 3.5) and (3.5, d - 3.5),
    /// and the bottom right alignment pattern's centre at (d - 6.5, d - 6.5) when it was found.
    /// Without it, the fourth corner completes a parallelogram.
    func transform(dimension: Int, alignment: Point?) -> PerspectiveTransform? {
        let d = Double(dimension)
        let source = [
            Point(x: 3.5, y: 3.5), Point(x: d - 3.5, y: 3.5), Point(x: 3.5, y: d - 3.5),
            alignment == nil ? Point(x: d - 3.5, y: d - 3.5) : Point(x: d - 6.5, y: d - 6.5),
        ]
        let destination = [
            topLeft.center, topRight.center, bottomLeft.center,
            alignment ?? topRight.center + bottomLeft.center - topLeft.center,
        ]
        return PerspectiveTransform(from: source, to: destination)
    }
}

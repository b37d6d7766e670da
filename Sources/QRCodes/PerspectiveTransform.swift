/// A point in the image (pixels) or in the symbol (modules), with x to the right and y down.
struct Point: Sendable, Hashable {
    var x: Double
    var y: Double

    static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

    func distance(to other: Point) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The z component of the cross product: positive when `other` is clockwise from `self` on
    /// screen (y down).
    func cross(_ other: Point) -> Double { x * other.y - y * other.x }
}

/// The projective map that takes four points of a plane to four others: how a flat symbol looks
/// through a camera that is not square on to it. Maps (x, y) to
/// ((a·x + b·y + c) / (g·x + h·y + 1), (d·x + e·y + f) / (g·x + h·y + 1)).
struct PerspectiveTransform: Sendable {
    private let a, b, c, d, e, f, g, h: Double

    /// The transform that takes each of `source` to the point at the same index of
    /// `destination`, or nil when no such transform exists (three of the points on a line).
    init?(from source: [Point], to destination: [Point]) {
        guard source.count == 4 && destination.count == 4 else { return nil }
        // Two equations per pair, linear in the eight unknowns:
        // a·x + b·y + c - g·x·X - h·y·X = X and d·x + e·y + f - g·x·Y - h·y·Y = Y.
        var matrix: [[Double]] = []
        for (p, q) in zip(source, destination) {
            matrix.append([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x, q.x])
            matrix.append([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y, q.y])
        }
        guard let solution = Self.solve(&matrix) else { return nil }
        (a, b, c, d, e, f, g, h) = (
            solution[0], solution[1], solution[2], solution[3], solution[4], solution[5], solution[6], solution[7]
        )
    }

    private init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ g: Double, _ h: Double)
    {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h) = (a, b, c, d, e, f, g, h)
    }

    /// This transform followed by a shift of (dx, dy) in the image.
    func translated(dx: Double, dy: Double) -> PerspectiveTransform {
        guard dx != 0 || dy != 0 else { return self }
        // X + dx = (a·x + b·y + c + dx·(g·x + h·y + 1)) / (g·x + h·y + 1), and likewise for Y.
        return PerspectiveTransform(a + dx * g, b + dx * h, c + dx, d + dy * g, e + dy * h, f + dy, g, h)
    }

    func map(_ point: Point) -> Point {
        let denominator = g * point.x + h * point.y + 1
        return Point(
            x: (a * point.x + b * point.y + c) / denominator, y: (d * point.x + e * point.y + f) / denominator)
    }

    /// Gaussian elimination with partial pivoting on an n × (n + 1) augmented matrix.
    private static func solve(_ matrix: inout [[Double]]) -> [Double]? {
        let n = matrix.count
        for column in 0..<n {
            var pivot = column
            for row in (column + 1)..<n where abs(matrix[row][column]) > abs(matrix[pivot][column]) { pivot = row }
            guard abs(matrix[pivot][column]) > 1e-12 else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                guard factor != 0 else { continue }
                for k in column...n { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        let solution = (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
        return solution.allSatisfy(\.isFinite) ? solution : nil
    }
}

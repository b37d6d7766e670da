/// A greyscale image reduced to dark and light pixels, the form the reader searches.
///
/// Two ways to choose the threshold: ``init(localThresholdOf:width:height:)`` for photos and
/// screenshots with uneven light, and ``init(globalThresholdOf:width:height:)`` as a fallback for
/// images whose contrast the local one misjudges. ``isInverted`` swaps the colours for light-on-dark
/// codes without copying.
struct BinaryImage: Sendable {
    let width: Int
    let height: Int
    /// 1 for dark, row-major.
    private(set) var pixels: [UInt8]
    var isInverted = false

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Whether (x, y) is dark; pixels outside the image are light.
    @inline(__always)
    func isDark(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0 && y >= 0 && x < width && y < height else { return false }
        return (pixels[y &* width &+ x] != 0) != isInverted
    }

    /// Thresholds each pixel against the middle of the darkest and lightest values in the blocks
    /// around it (about a twentieth of the image across), so that a shadow or a gradient over the
    /// code does not turn half of it dark.
    ///
    /// Neighbourhoods with too little contrast to tell dark from light (inside a large dark module,
    /// a blank background) take the threshold of the nearest neighbourhood that has enough.
    init(localThresholdOf luminance: [UInt8], width: Int, height: Int) {
        let blockSize = max(4, min(width, height) / 48)
        let blocksAcross = (width + blockSize - 1) / blockSize
        let blocksDown = (height + blockSize - 1) / blockSize
        let blockCount = blocksAcross * blocksDown

        var minimum = [UInt8](repeating: 255, count: blockCount)
        var maximum = [UInt8](repeating: 0, count: blockCount)
        luminance.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let rowBlocks = (y / blockSize) * blocksAcross
                let row = y * width
                for x in 0..<width {
                    let value = pixels[row + x]
                    let block = rowBlocks + x / blockSize
                    if value < minimum[block] { minimum[block] = value }
                    if value > maximum[block] { maximum[block] = value }
                }
            }
        }

        // The minimum and maximum over the 5×5 blocks around each block, separably.
        let radius = 2
        func spread(_ values: [UInt8], keepsSmaller: Bool) -> [UInt8] {
            var across = values
            for by in 0..<blocksDown {
                for bx in 0..<blocksAcross {
                    var extreme = values[by * blocksAcross + bx]
                    for nx in max(0, bx - radius)...min(blocksAcross - 1, bx + radius) {
                        let value = values[by * blocksAcross + nx]
                        extreme = keepsSmaller ? min(extreme, value) : max(extreme, value)
                    }
                    across[by * blocksAcross + bx] = extreme
                }
            }
            var result = across
            for by in 0..<blocksDown {
                for bx in 0..<blocksAcross {
                    var extreme = across[by * blocksAcross + bx]
                    for ny in max(0, by - radius)...min(blocksDown - 1, by + radius) {
                        let value = across[ny * blocksAcross + bx]
                        extreme = keepsSmaller ? min(extreme, value) : max(extreme, value)
                    }
                    result[by * blocksAcross + bx] = extreme
                }
            }
            return result
        }
        let localMinimum = spread(minimum, keepsSmaller: true)
        let localMaximum = spread(maximum, keepsSmaller: false)

        // Enough contrast: a quarter of the image's own range (ignoring the extreme 2% at each
        // end, so that a speck does not count), and never less than noise on a flat area.
        let histogram = Self.histogram(luminance)
        let range =
            Self.percentile(histogram, 0.98, count: luminance.count)
            - Self.percentile(histogram, 0.02, count: luminance.count)
        let minimumContrast = max(24, range / 4)

        // -1 marks blocks still without a threshold.
        var thresholds = [Int](repeating: -1, count: blockCount)
        var queue: [Int] = []
        queue.reserveCapacity(blockCount)
        for block in 0..<blockCount where Int(localMaximum[block]) - Int(localMinimum[block]) >= minimumContrast {
            thresholds[block] = (Int(localMaximum[block]) + Int(localMinimum[block]) + 1) / 2
            queue.append(block)
        }
        // Breadth first from the blocks that have one: each other block averages the thresholds
        // of its neighbours that got theirs before it.
        var head = 0
        while head < queue.count {
            let block = queue[head]
            head += 1
            let bx = block % blocksAcross
            let by = block / blocksAcross
            for (nx, ny) in [(bx - 1, by), (bx + 1, by), (bx, by - 1), (bx, by + 1)]
            where nx >= 0 && ny >= 0 && nx < blocksAcross && ny < blocksDown {
                let neighbour = ny * blocksAcross + nx
                guard thresholds[neighbour] < 0 else { continue }
                var sum = 0
                var count = 0
                for (mx, my) in [(nx - 1, ny), (nx + 1, ny), (nx, ny - 1), (nx, ny + 1)]
                where mx >= 0 && my >= 0 && mx < blocksAcross && my < blocksDown {
                    let value = thresholds[my * blocksAcross + mx]
                    if value >= 0 {
                        sum += value
                        count += 1
                    }
                }
                thresholds[neighbour] = sum / count
                queue.append(neighbour)
            }
        }
        // No block with contrast at all: a flat image, all light.

        var pixels = [UInt8](repeating: 0, count: width * height)
        luminance.withUnsafeBufferPointer { luminance in
            for y in 0..<height {
                let rowBlocks = (y / blockSize) * blocksAcross
                let row = y * width
                for x in 0..<width where Int(luminance[row + x]) < thresholds[rowBlocks + x / blockSize] {
                    pixels[row + x] = 1
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Thresholds every pixel at the level that best separates the image's histogram into two
    /// classes (Otsu's method: the largest variance between the classes).
    init(globalThresholdOf luminance: [UInt8], width: Int, height: Int) {
        let histogram = Self.histogram(luminance)
        let total = Double(luminance.count)
        var sumAll = 0.0
        for (value, count) in histogram.enumerated() { sumAll += Double(value * count) }
        var best = (threshold: 128, variance: -1.0)
        var weightBelow = 0.0
        var sumBelow = 0.0
        for value in 0..<256 {
            // The threshold `value + 1` puts values 0...value below it.
            weightBelow += Double(histogram[value])
            sumBelow += Double(value * histogram[value])
            let weightAbove = total - weightBelow
            guard weightBelow > 0 && weightAbove > 0 else { continue }
            let difference = sumBelow / weightBelow - (sumAll - sumBelow) / weightAbove
            let variance = weightBelow * weightAbove * difference * difference
            if variance > best.variance { best = (value + 1, variance) }
        }
        let threshold = best.threshold
        self.init(width: width, height: height, pixels: luminance.map { Int($0) < threshold ? 1 : 0 })
    }

    private static func histogram(_ luminance: [UInt8]) -> [Int] {
        var histogram = [Int](repeating: 0, count: 256)
        for value in luminance { histogram[Int(value)] += 1 }
        return histogram
    }

    /// The smallest value with at least `fraction` of the pixels at or below it.
    private static func percentile(_ histogram: [Int], _ fraction: Double, count: Int) -> Int {
        let wanted = Int((Double(count) * fraction).rounded(.up))
        var seen = 0
        for (value, number) in histogram.enumerated() {
            seen += number
            if seen >= wanted { return value }
        }
        return 255
    }
}

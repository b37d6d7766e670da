import Foundation
import TestSupport

@testable import QRCodes

/// An 8-bit greyscale picture of a symbol as a camera or a screenshot might show it.
struct SyntheticImage: Sendable {
    var width: Int
    var height: Int
    var pixels: [UInt8]

    /// How the symbol is placed.
    struct Placement: Sendable {
        var moduleSize: Double = 4
        /// Light modules around the symbol.
        var quietZone: Int = 4
        /// Turned clockwise by this many degrees about its centre.
        var degrees: Double = 0
        /// 0 for square on; 0.2 makes the right edge 20% shorter than the left.
        var perspective: Double = 0
        var isMirrored = false
        /// Light modules on dark, the background dark too.
        var isInverted = false
        /// Pixels of background around the quiet zone.
        var margin: Int = 8
        var dark: UInt8 = 20
        var light: UInt8 = 235
        /// Samples per pixel each way: 4 gives edges the grey of a scaled image, 1 is fastest.
        var samples = 4
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Draws `code` with 4×4 supersampling, so that edges are grey as in a scaled image.
    init(_ code: QRCode, _ placement: Placement = Placement()) {
        self.init(size: code.size, placement) { code[$0, $1] }
    }

    /// Draws a `size`-wide symbol whose module (x, y) is dark when `isDark(x, y)`.
    init(size: Int, _ placement: Placement = Placement(), isDark module: (Int, Int) -> Bool) {
        let span = Double(size + 2 * placement.quietZone)
        let side = span * placement.moduleSize
        // The symbol's corners, square on, then turned about the centre and given perspective.
        let radians = placement.degrees * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        var corners = [Point(x: 0, y: 0), Point(x: side, y: 0), Point(x: side, y: side), Point(x: 0, y: side)]
        let shrink = placement.perspective * side / 2
        corners[1].y += shrink
        corners[2].y -= shrink
        corners = corners.map { corner in
            let x = corner.x - side / 2
            let y = corner.y - side / 2
            return Point(x: x * cosine - y * sine, y: x * sine + y * cosine)
        }
        let minX = corners.map(\.x).min()!
        let minY = corners.map(\.y).min()!
        let maxX = corners.map(\.x).max()!
        let maxY = corners.map(\.y).max()!
        let margin = Double(placement.margin)
        corners = corners.map { Point(x: $0.x - minX + margin, y: $0.y - minY + margin) }
        width = Int((maxX - minX + 2 * margin).rounded(.up))
        height = Int((maxY - minY + 2 * margin).rounded(.up))

        let square = [Point(x: 0, y: 0), Point(x: span, y: 0), Point(x: span, y: span), Point(x: 0, y: span)]
        let toModules = PerspectiveTransform(from: corners, to: square)!
        let background = placement.isInverted ? placement.dark : placement.light
        let samples = placement.samples
        pixels = [UInt8](repeating: background, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let point = toModules.map(
                            Point(
                                x: Double(x) + (Double(sx) + 0.5) / Double(samples),
                                y: Double(y) + (Double(sy) + 0.5) / Double(samples)))
                        var column = Int(point.x.rounded(.down)) - placement.quietZone
                        let row = Int(point.y.rounded(.down)) - placement.quietZone
                        if placement.isMirrored { column = size - 1 - column }
                        let isDark = (0..<size).contains(column) && (0..<size).contains(row) && module(column, row)
                        sum += Int(isDark != placement.isInverted ? placement.dark : placement.light)
                    }
                }
                pixels[y * width + x] = UInt8(sum / (samples * samples))
            }
        }
    }

    /// Adds noise uniform in ±`amplitude`.
    mutating func addNoise(amplitude: Int, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for index in pixels.indices {
            let value = Int(pixels[index]) + Int.random(in: -amplitude...amplitude, using: &generator)
            pixels[index] = UInt8(clamping: value)
        }
    }

    /// Spreads dark by `radius` pixels: each pixel takes the darkest value around it, as ink
    /// bleeds on paper or a blurred photo thickens dark strokes.
    mutating func dilateDark(radius: Int = 1) {
        let source = pixels
        for y in 0..<height {
            for x in 0..<width {
                var darkest = UInt8.max
                for ny in max(0, y - radius)...min(height - 1, y + radius) {
                    for nx in max(0, x - radius)...min(width - 1, x + radius) {
                        darkest = min(darkest, source[ny * width + nx])
                    }
                }
                pixels[y * width + x] = darkest
            }
        }
    }

    /// Darkens the image from none at the top left to `strength` at the bottom right, like a
    /// shadow across a photo.
    mutating func shade(strength: Double) {
        for y in 0..<height {
            for x in 0..<width {
                let fraction = Double(x + y) / Double(width + height)
                let value = Double(pixels[y * width + x]) * (1 - strength * fraction)
                pixels[y * width + x] = UInt8(max(0, min(255, value)))
            }
        }
    }

    /// Shrinks or enlarges by `factor` (nearest neighbour, as a careless screenshot tool does).
    func scaled(by factor: Double) -> SyntheticImage {
        let newWidth = max(1, Int(Double(width) * factor))
        let newHeight = max(1, Int(Double(height) * factor))
        var result = [UInt8](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let sx = min(width - 1, Int(Double(x) / factor))
                let sy = min(height - 1, Int(Double(y) / factor))
                result[y * newWidth + x] = pixels[sy * width + sx]
            }
        }
        return SyntheticImage(width: newWidth, height: newHeight, pixels: result)
    }

    /// Pastes `other` with its top left corner at (x, y).
    mutating func paste(_ other: SyntheticImage, x left: Int, y top: Int) {
        for y in 0..<other.height where (0..<height).contains(top + y) {
            for x in 0..<other.width where (0..<width).contains(left + x) {
                pixels[(top + y) * width + left + x] = other.pixels[y * other.width + x]
            }
        }
    }
}

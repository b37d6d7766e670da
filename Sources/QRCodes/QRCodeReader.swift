/// Finds a QR code (ISO/IEC 18004, Model 2) in an image and reads it.
///
/// ```swift
/// let reader = QRCodeReader()
/// let link = try reader.decodeText(rgba: canvasPixels, width: 640, height: 480)
/// ```
///
/// The image may be a screenshot or a photo: the reader thresholds it locally (shadows and
/// gradients), finds the three finder patterns at any rotation, corrects moderate perspective with
/// the alignment pattern, and reads dark-on-light, light-on-dark and mirrored symbols of every
/// version and level, with modules from two pixels at any angle and from one pixel square on.
/// Error correction repairs what it can; a symbol with more damage is reported as
/// ``QRCodeError/Code/unreadable``, never read as other data.
///
/// Any input is safe: work is bounded by the image size (at most ``maximumDimension`` pixels
/// each way), and nothing traps.
public struct QRCodeReader: Sendable {
    /// The largest width and height accepted, in pixels.
    public static let maximumDimension = 4096

    public init() {}

    /// Reads the QR code in an 8-bit greyscale image.
    ///
    /// - Parameter luminance: `width × height` values, row by row from the top left, 0 black and
    ///   255 white.
    /// - Throws: ``QRCodeError`` with code
    ///   - ``QRCodeError/Code/noCodeFound`` when no three finder patterns make a symbol,
    ///   - ``QRCodeError/Code/unreadable`` when a symbol was found but not read,
    ///   - ``QRCodeError/Code/unsupported`` for kanji, hanzi and character sets other than UTF-8
    ///     and ISO 8859-1,
    ///   - ``QRCodeError/Code/imageTooLarge`` or ``QRCodeError/Code/invalidImage`` for the image.
    public func read(luminance: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError) -> DecodedQRCode {
        try Self.validate(width: width, height: height, count: luminance.count, channels: 1)
        return try read(Array(luminance), width: width, height: height)
    }

    /// Reads the QR code in an RGBA image with 8 bits per channel, as a canvas's `getImageData`
    /// gives it. Transparent pixels count as white (a page's background).
    public func read(rgba: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError) -> DecodedQRCode {
        try Self.validate(width: width, height: height, count: rgba.count, channels: 4)
        return try read(Self.luminance(ofRGBA: Array(rgba)), width: width, height: height)
    }

    /// Reads every QR code in an 8-bit greyscale image, in the order found (the clearest first).
    ///
    /// - Returns: at least one symbol; a symbol that could not be read is left out.
    /// - Throws: as ``read(luminance:width:height:)`` when not one symbol was read.
    public func readAll(luminance: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError)
        -> [DecodedQRCode]
    {
        try Self.validate(width: width, height: height, count: luminance.count, channels: 1)
        return try search(Array(luminance), width: width, height: height, findsAll: true)
    }

    /// Reads every QR code in an RGBA image; see ``readAll(luminance:width:height:)``.
    public func readAll(rgba: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError) -> [DecodedQRCode] {
        try Self.validate(width: width, height: height, count: rgba.count, channels: 4)
        return try search(Self.luminance(ofRGBA: Array(rgba)), width: width, height: height, findsAll: true)
    }

    /// The bytes of the QR code in a greyscale image; see ``read(luminance:width:height:)``.
    public func decode(luminance: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError) -> [UInt8] {
        try read(luminance: luminance, width: width, height: height).bytes
    }

    /// The bytes of the QR code in an RGBA image; see ``read(rgba:width:height:)``.
    public func decode(rgba: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError) -> [UInt8] {
        try read(rgba: rgba, width: width, height: height).bytes
    }

    /// The text of the QR code in a greyscale image; see ``DecodedQRCode/text``.
    public func decodeText(luminance: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError) -> String {
        try read(luminance: luminance, width: width, height: height).text
    }

    /// The text of the QR code in an RGBA image; see ``DecodedQRCode/text``.
    public func decodeText(rgba: some Collection<UInt8>, width: Int, height: Int) throws(QRCodeError) -> String {
        try read(rgba: rgba, width: width, height: height).text
    }

    // MARK: The search

    /// Symbols tried per binarisation and polarity before giving up on it.
    static let locationsPerPass = 24

    private func read(_ luminance: [UInt8], width: Int, height: Int) throws(QRCodeError) -> DecodedQRCode {
        try search(luminance, width: width, height: height, findsAll: false)[0]
    }

    /// Every symbol found: each binarisation and polarity is searched in turn, and a candidate
    /// that shares a finder pattern with a symbol already read is skipped. Throws when none was
    /// read. With `findsAll` false, stops at the first.
    private func search(_ luminance: [UInt8], width: Int, height: Int, findsAll: Bool) throws(QRCodeError)
        -> [DecodedQRCode]
    {
        var found: [DecodedQRCode] = []
        var usedPatterns: [FinderPattern] = []
        var failure: QRCodeError?
        func isUsed(_ pattern: FinderPattern) -> Bool {
            usedPatterns.contains { used in
                used.center.distance(to: pattern.center) < 3.5 * max(used.moduleSize, pattern.moduleSize)
            }
        }
        // The local threshold first; the global one for what it misjudges. Each dark on light, then
        // light on dark.
        for pass in 0..<2 {
            var image =
                pass == 0
                ? BinaryImage(localThresholdOf: luminance, width: width, height: height)
                : BinaryImage(globalThresholdOf: luminance, width: width, height: height)
            for inverted in [false, true] {
                image.isInverted = inverted
                let patterns = image.finderPatterns()
                for location in SymbolLocation.candidates(among: patterns, limit: Self.locationsPerPass) {
                    let corners = [location.topLeft, location.topRight, location.bottomLeft]
                    guard !corners.contains(where: isUsed) else { continue }
                    do throws(QRCodeError) {
                        let (contents, mirrored) = try Self.read(location, in: image)
                        found.append(
                            DecodedQRCode(
                                bytes: contents.message.bytes, version: contents.version.number,
                                correction: contents.correction, correctedCodewords: contents.correctedCodewords,
                                isInverted: inverted, isMirrored: mirrored))
                        guard findsAll else { return found }
                        usedPatterns += corners
                    } catch  where error.code == .unreadable || (findsAll && error.code == .unsupported) {
                        // The most regular candidate's failure says most about the image.
                        if failure == nil || (failure?.code == .unreadable && error.code == .unsupported) {
                            failure = error
                        }
                    }
                }
            }
        }
        guard found.isEmpty else { return found }
        throw failure ?? QRCodeError(.noCodeFound, "no QR code was found in the \(width)×\(height) image")
    }

    /// Reads the symbol at `location`: at the version the finders suggest and its neighbours
    /// (or the one its version information names), with the alignment pattern and without, the
    /// right way round and mirrored.
    static func read(_ location: SymbolLocation, in image: BinaryImage) throws(QRCodeError) -> (
        SampledSymbol.Contents, mirrored: Bool
    ) {
        let estimate = location.estimatedDimension
        var dimensions = [estimate, estimate - 4, estimate + 4].filter { (21...177).contains($0) }
        var tried: Set<Int> = []
        var failure: QRCodeError?
        while !dimensions.isEmpty && tried.count < 4 {
            let dimension = dimensions.removeFirst()
            guard tried.insert(dimension).inserted else { continue }
            // Modules under 2.5 pixels: a quarter-pixel error in the finder centres (grey edge
            // pixels read as dark) moves samples onto a neighbour's edge, so the grid is also
            // tried nudged by a third of a pixel each way.
            let (across, down) = location.moduleSizes
            let nudges = min(across, down) < 2.5 ? Self.nudges : [(0, 0)]
            transforms: for unmoved in transforms(for: location, dimension: dimension, in: image) {
                for (dx, dy) in nudges {
                    let transform = unmoved.translated(dx: dx, dy: dy)
                    guard timingPatternsMatch(in: image, dimension: dimension, transform: transform) else { continue }
                    let symbol = SampledSymbol(sampling: image, dimension: dimension, transform: transform)
                    if let version = symbol.decodedVersion, version.size != dimension {
                        // The version information outvotes the estimate.
                        if !tried.contains(version.size) { dimensions.insert(version.size, at: 0) }
                        break transforms
                    }
                    for mirrored in [false, true] {
                        do throws(QRCodeError) {
                            return (try (mirrored ? symbol.transposed() : symbol).decode(), mirrored)
                        } catch  where error.code == .unreadable {
                            if failure == nil { failure = error }
                        }
                    }
                }
            }
        }
        throw failure ?? QRCodeError(.unreadable, "the QR code could not be read")
    }

    /// Shifts of the sampling grid, in pixels, tried for small modules: none first.
    private static let nudges: [(Double, Double)] = {
        let third = 1.0 / 3
        var nudges: [(Double, Double)] = [(0, 0)]
        for dy in [-third, 0, third] {
            for dx in [-third, 0, third] where dx != 0 || dy != 0 { nudges.append((dx, dy)) }
        }
        return nudges
    }()

    /// Whether at least 70% of the timing pattern modules (row and column 6 between the finders,
    /// alternately dark and light) read as they should: a cheap test that turns away most triples
    /// of look-alike finders before the whole symbol is sampled. It is the same for a mirrored
    /// symbol.
    static func timingPatternsMatch(in image: BinaryImage, dimension: Int, transform: PerspectiveTransform) -> Bool {
        var matches = 0
        var total = 0
        for index in 8..<(dimension - 8) {
            for (x, y) in [(index, 6), (6, index)] {
                total += 1
                let point = transform.map(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                guard abs(point.x) < 1e6 && abs(point.y) < 1e6 else { continue }
                let isDark = image.isDark(Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
                if isDark == index.isMultiple(of: 2) { matches += 1 }
            }
        }
        return 10 * matches >= 7 * total
    }

    /// The transforms worth trying: through the alignment pattern when one is found near where it
    /// should be (versions 2 and up), and the parallelogram of the three finders.
    private static func transforms(for location: SymbolLocation, dimension: Int, in image: BinaryImage)
        -> [PerspectiveTransform]
    {
        var transforms: [PerspectiveTransform] = []
        if dimension > 21 {
            let span = Double(dimension - 7)
            let across = (location.topRight.center - location.topLeft.center) * (1 / span)
            let down = (location.bottomLeft.center - location.topLeft.center) * (1 / span)
            let estimate = location.expectedAlignmentCenter(dimension: dimension)
            for radius in [4.0, 8, 14] {
                if let center = image.alignmentPattern(near: estimate, across: across, down: down, radius: radius) {
                    if let transform = location.transform(dimension: dimension, alignment: center) {
                        transforms.append(transform)
                    }
                    break
                }
            }
        }
        if let transform = location.transform(dimension: dimension, alignment: nil) { transforms.append(transform) }
        return transforms
    }

    // MARK: Input

    private static func validate(width: Int, height: Int, count: Int, channels: Int) throws(QRCodeError) {
        guard width >= 1 && height >= 1 else {
            throw QRCodeError(.invalidImage, "an image must be at least 1×1 pixels, got \(width)×\(height)")
        }
        guard width <= maximumDimension && height <= maximumDimension else {
            throw QRCodeError(
                .imageTooLarge,
                "the image is \(width)×\(height) pixels; the reader accepts at most \(maximumDimension) each way")
        }
        let expected = width * height * channels
        guard count == expected else {
            throw QRCodeError(
                .invalidImage,
                "a \(width)×\(height) image has \(expected) \(channels == 1 ? "luminance" : "RGBA") values, got \(count)"
            )
        }
    }

    /// Rec. 601 luma of each pixel, composited over white by its alpha.
    static func luminance(ofRGBA rgba: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: rgba.count / 4)
        rgba.withUnsafeBufferPointer { rgba in
            for index in result.indices {
                let base = index * 4
                let luma = (299 * Int(rgba[base]) + 587 * Int(rgba[base + 1]) + 114 * Int(rgba[base + 2]) + 500) / 1000
                let alpha = Int(rgba[base + 3])
                result[index] = UInt8((luma * alpha + 255 * (255 - alpha) + 127) / 255)
            }
        }
        return result
    }
}

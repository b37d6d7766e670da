/// The modules read off an image: the reader's counterpart of ``ModuleGrid``.
struct SampledSymbol: Sendable, Hashable {
    let dimension: Int
    private(set) var modules: [Bool]

    init(dimension: Int, modules: [Bool]) {
        precondition(modules.count == dimension * dimension)
        self.dimension = dimension
        self.modules = modules
    }

    /// Samples each module of a `dimension`-wide symbol at its centre and four points a quarter
    /// of a module away along the symbol's axes, and takes the majority, so that a speck or a
    /// pixel of blur on one side does not flip the module.
    init(sampling image: BinaryImage, dimension: Int, transform: PerspectiveTransform) {
        var modules = [Bool](repeating: false, count: dimension * dimension)
        let offsets = [(0.5, 0.5), (0.25, 0.5), (0.75, 0.5), (0.5, 0.25), (0.5, 0.75)]
        for y in 0..<dimension {
            for x in 0..<dimension {
                var dark = 0
                for (dx, dy) in offsets {
                    let point = transform.map(Point(x: Double(x) + dx, y: Double(y) + dy))
                    // Far outside (or not a number): light, like everything beyond the image.
                    guard abs(point.x) < 1e6 && abs(point.y) < 1e6 else { continue }
                    if image.isDark(Int(point.x.rounded(.down)), Int(point.y.rounded(.down))) { dark += 1 }
                }
                modules[y * dimension + x] = dark >= 3
            }
        }
        self.init(dimension: dimension, modules: modules)
    }

    subscript(x: Int, y: Int) -> Bool { modules[y * dimension + x] }

    /// The symbol reflected in its main diagonal: how a mirrored symbol reads the right way round.
    func transposed() -> SampledSymbol {
        var modules = self.modules
        for y in 0..<dimension {
            for x in 0..<dimension { modules[y * dimension + x] = self[y, x] }
        }
        return SampledSymbol(dimension: dimension, modules: modules)
    }

    /// The two 15-bit copies of the format information, at the places ``ModuleGrid`` writes them.
    var formatInformation: (Int, Int) {
        var first = 0
        var second = 0
        func add(_ value: inout Int, _ bit: Int, _ x: Int, _ y: Int) {
            if self[x, y] { value |= 1 << bit }
        }
        for bit in 0...5 { add(&first, bit, 8, bit) }
        add(&first, 6, 8, 7)
        add(&first, 7, 8, 8)
        add(&first, 8, 7, 8)
        for bit in 9...14 { add(&first, bit, 14 - bit, 8) }
        for bit in 0...7 { add(&second, bit, dimension - 1 - bit, 8) }
        for bit in 8...14 { add(&second, bit, 8, dimension - 15 + bit) }
        return (first, second)
    }

    /// The two 18-bit copies of the version information (versions 7 and up): beside the top
    /// right finder and, transposed, above the bottom left one.
    var versionInformation: (Int, Int) {
        var first = 0
        var second = 0
        for bit in 0..<18 {
            if self[dimension - 11 + bit % 3, bit / 3] { first |= 1 << bit }
            if self[bit / 3, dimension - 11 + bit % 3] { second |= 1 << bit }
        }
        return (first, second)
    }

    /// The codewords in placement order: the data modules read along the zigzag of
    /// ISO/IEC 18004 §7.7.3, unmasked with `mask`. Remainder bits are dropped.
    func codewords(version: SymbolVersion, mask: Int) -> [UInt8] {
        let count = version.totalCodewords
        var codewords = [UInt8](repeating: 0, count: count)
        for (bitIndex, module) in ModuleGrid(version: version).dataModuleOrder.prefix(count * 8).enumerated() {
            let x = module % dimension
            let y = module / dimension
            if modules[module] != ModuleGrid.maskCondition(mask, x: x, y: y) {
                codewords[bitIndex >> 3] |= 0x80 >> UInt8(bitIndex & 7)
            }
        }
        return codewords
    }
}

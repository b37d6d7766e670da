/// The Unicode tables IDNA needs, decoded once from ``IDNAData`` on first use.
///
/// Each table is a sorted array of range starts with a value per range; a lookup is a binary
/// search. Only hosts with non-ASCII text ever touch these tables.
struct IDNATables: Sendable {
    enum Status: UInt8, Sendable {
        case valid
        case mapped
        case deviation
        case ignored
        case disallowed
    }

    enum BidiClass: UInt8, Sendable {
        case leftToRight
        case rightToLeft
        case arabicLetter
        case arabicNumber
        case europeanNumber
        case europeanSeparator
        case commonSeparator
        case europeanTerminator
        case otherNeutral
        case boundaryNeutral
        case nonspacingMark
        case other
    }

    enum JoiningType: UInt8, Sendable {
        case left
        case dual
        case right
        case transparent
        case other
    }

    static let shared = IDNATables()

    private let mappingStarts: [UInt32]
    /// Status in the low 3 bits, replacement length in the next 5, pool offset above.
    private let mappingValues: [UInt32]
    private let pool: [Unicode.Scalar]
    private let bidiStarts: [UInt32]
    private let bidiValues: [BidiClass]
    private let joiningStarts: [UInt32]
    private let joiningValues: [JoiningType]

    private init() {
        var starts: [UInt32] = []
        var values: [UInt32] = []
        var pool: [Unicode.Scalar] = []
        starts.reserveCapacity(8_400)
        values.reserveCapacity(8_400)
        for line in IDNAData.mapping.utf8.split(separator: UInt8(ascii: "\n")) {
            var index = line.startIndex
            let start = Self.hexNumber(line, &index)
            let statusByte = line[index]
            index = line.index(after: index)
            let status: Status
            switch statusByte {
            case UInt8(ascii: "V"): status = .valid
            case UInt8(ascii: "M"): status = .mapped
            case UInt8(ascii: "D"): status = .deviation
            case UInt8(ascii: "I"): status = .ignored
            default: status = .disallowed
            }
            let offset = pool.count
            while index < line.endIndex {
                if line[index] == UInt8(ascii: " ") {
                    index = line.index(after: index)
                    continue
                }
                pool.append(Unicode.Scalar(Self.hexNumber(line, &index))!)
            }
            let length = pool.count - offset
            starts.append(start)
            values.append(UInt32(status.rawValue) | UInt32(length) << 3 | UInt32(offset) << 8)
        }
        mappingStarts = starts
        mappingValues = values
        self.pool = pool

        let bidiCodes: [UInt8: BidiClass] = [
            UInt8(ascii: "L"): .leftToRight, UInt8(ascii: "R"): .rightToLeft, UInt8(ascii: "A"): .arabicLetter,
            UInt8(ascii: "N"): .arabicNumber, UInt8(ascii: "E"): .europeanNumber,
            UInt8(ascii: "S"): .europeanSeparator, UInt8(ascii: "C"): .commonSeparator,
            UInt8(ascii: "T"): .europeanTerminator, UInt8(ascii: "O"): .otherNeutral,
            UInt8(ascii: "B"): .boundaryNeutral, UInt8(ascii: "M"): .nonspacingMark,
        ]
        (bidiStarts, bidiValues) = Self.ranges(IDNAData.bidiClasses) { bidiCodes[$0] ?? .other }
        let joiningCodes: [UInt8: JoiningType] = [
            UInt8(ascii: "L"): .left, UInt8(ascii: "D"): .dual, UInt8(ascii: "R"): .right,
            UInt8(ascii: "T"): .transparent,
        ]
        (joiningStarts, joiningValues) = Self.ranges(IDNAData.joiningTypes) { joiningCodes[$0] ?? .other }
    }

    private static func ranges<Value>(_ text: String, _ value: (UInt8) -> Value) -> ([UInt32], [Value]) {
        var starts: [UInt32] = []
        var values: [Value] = []
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            var index = line.startIndex
            starts.append(hexNumber(line, &index))
            values.append(value(line[index]))
        }
        return (starts, values)
    }

    private static func hexNumber(_ line: Substring.UTF8View.SubSequence, _ index: inout Substring.UTF8View.Index)
        -> UInt32
    {
        var value: UInt32 = 0
        while index < line.endIndex {
            let byte = line[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            default: return value
            }
            value = value << 4 | UInt32(digit)
            index = line.index(after: index)
        }
        return value
    }

    /// The index of the range that holds `value`: the last start that is not above it.
    private static func rangeIndex(of value: UInt32, in starts: [UInt32]) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= value { low = middle } else { high = middle }
        }
        return low
    }

    func status(of scalar: Unicode.Scalar) -> (Status, ArraySlice<Unicode.Scalar>) {
        let entry = mappingValues[Self.rangeIndex(of: scalar.value, in: mappingStarts)]
        let status = Status(rawValue: UInt8(entry & 7)) ?? .disallowed
        let length = Int(entry >> 3 & 31)
        let offset = Int(entry >> 8)
        return (status, pool[offset..<(offset + length)])
    }

    func bidiClass(of scalar: Unicode.Scalar) -> BidiClass {
        bidiValues[Self.rangeIndex(of: scalar.value, in: bidiStarts)]
    }

    func joiningType(of scalar: Unicode.Scalar) -> JoiningType {
        joiningValues[Self.rangeIndex(of: scalar.value, in: joiningStarts)]
    }
}

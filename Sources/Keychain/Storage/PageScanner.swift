import Foundation

/// Reads the rows out of an SQLite file's pages directly, without SQLite: what `autofill vault
/// salvage` uses when a vault is truncated or its b-trees are broken, so that SQLite refuses it.
///
/// It walks every page of the file (and every frame of its `-wal` file), and decodes the cells
/// of table leaves, index leaves and index interior pages (a `WITHOUT ROWID` table, such as the
/// vault's `record`, is stored as an index b-tree), following overflow chains while the pages
/// they name exist. What comes out is every row SQLite's format lets it find, current or not,
/// as lists of values; the caller decides what a row is (by its shape) and trusts nothing it
/// has not authenticated. Damaged or missing pages are skipped; nothing here throws.
///
/// The layout is SQLite's published file format (sqlite.org/fileformat2.html): the 100-byte
/// header, b-tree page headers, cell layouts, the payload split between a cell and overflow
/// pages, the record format of serial types, and the WAL's 32-byte header and 24-byte frame
/// headers.
struct PageScanner {
    enum Value: Hashable {
        case null
        case integer(Int64)
        case real(Double)
        case text([UInt8])
        case blob([UInt8])

        var integer: Int64? {
            if case .integer(let value) = self { return value }
            return nil
        }

        var blob: [UInt8]? {
            if case .blob(let bytes) = self { return bytes }
            return nil
        }
    }

    /// The pages to read, by page number (1-based), and their size.
    private var pages: [Int: ArraySlice<UInt8>] = [:]
    private var extraPages: [ArraySlice<UInt8>] = []
    let pageSize: Int
    private let usableSize: Int

    /// A scanner over the bytes of a database file and, when there is one, its WAL file. Pages
    /// in the WAL are scanned in addition to the file's own (older and newer versions alike).
    init(database: [UInt8], wal: [UInt8]? = nil) {
        var size = 4096
        var reserved = 0
        if database.count >= 100, database.starts(with: Array("SQLite format 3\u{0}".utf8)) {
            let raw = Int(database[16]) << 8 | Int(database[17])
            let candidate = raw == 1 ? 65536 : raw
            if candidate >= 512, candidate <= 65536, candidate & (candidate - 1) == 0 { size = candidate }
            reserved = Int(database[20])
        } else if let wal, wal.count >= 32 {
            let candidate = Self.bigEndian(wal[...], at: 8, count: 4)
            if candidate >= 512, candidate <= 65536, candidate & (candidate - 1) == 0 { size = candidate }
        }
        pageSize = size
        usableSize = size - reserved
        var number = 1
        var offset = 0
        while offset < database.count {
            pages[number] = database[offset..<min(offset + size, database.count)]
            number += 1
            offset += size
        }
        if let wal, wal.count >= 32 {
            var frame = 32
            while frame + 24 + size <= wal.count {
                let page = Self.bigEndian(wal[...], at: frame, count: 4)
                let content = wal[(frame + 24)..<(frame + 24 + size)]
                // The WAL's version of a page is also the one overflow chains should follow
                // when the file's copy is gone; the file's own copy is kept for scanning too.
                if pages[page] == nil { pages[page] = content } else { extraPages.append(content) }
                frame += 24 + size
            }
        }
    }

    /// Every row found in a b-tree cell of any page, as its list of values.
    func rows() -> [[Value]] {
        var rows: [[Value]] = []
        for number in pages.keys.sorted() {
            rows += cells(in: pages[number]!, isFirstPage: number == 1)
        }
        for page in extraPages {
            rows += cells(in: page, isFirstPage: false)
        }
        return rows
    }

    private func cells(in page: ArraySlice<UInt8>, isFirstPage: Bool) -> [[Value]] {
        let base = page.startIndex
        let headerOffset = base + (isFirstPage ? 100 : 0)
        guard headerOffset + 8 <= page.endIndex else { return [] }
        let type = page[headerOffset]
        guard type == 0x0D || type == 0x0A || type == 0x02 else { return [] }
        let cellCount = Int(page[headerOffset + 3]) << 8 | Int(page[headerOffset + 4])
        let pointerStart = headerOffset + (type == 0x02 ? 12 : 8)
        guard pointerStart + 2 * cellCount <= page.endIndex else { return [] }
        var rows: [[Value]] = []
        for index in 0..<cellCount {
            let pointer = Int(page[pointerStart + 2 * index]) << 8 | Int(page[pointerStart + 2 * index + 1])
            guard pointer > 0, base + pointer < page.endIndex else { continue }
            if let payload = payload(of: page, at: base + pointer, type: type), let row = Self.record(payload) {
                rows.append(row)
            }
        }
        return rows
    }

    /// The whole payload of a cell, overflow included; nil when the cell or its chain is broken.
    private func payload(of page: ArraySlice<UInt8>, at start: Int, type: UInt8) -> [UInt8]? {
        var position = start
        if type == 0x02 { position += 4 }  // index interior: the left child's page number
        guard let (size, afterSize) = Self.varint(page, at: position), size >= 0, size < 1 << 30 else { return nil }
        position = afterSize
        if type == 0x0D {
            guard let (_, afterRowID) = Self.varint(page, at: position) else { return nil }
            position = afterRowID
        }
        let total = Int(size)
        let maxLocal = type == 0x0D ? usableSize - 35 : (usableSize - 12) * 64 / 255 - 23
        let minLocal = (usableSize - 12) * 32 / 255 - 23
        var local = total
        if total > maxLocal {
            let candidate = minLocal + (total - minLocal) % (usableSize - 4)
            local = candidate <= maxLocal ? candidate : minLocal
        }
        guard position + local <= page.endIndex else { return nil }
        var bytes = Array(page[position..<(position + local)])
        guard total > local else { return bytes }
        guard position + local + 4 <= page.endIndex else { return nil }
        var next = Self.bigEndian(page, at: position + local, count: 4)
        var hops = 0
        while bytes.count < total {
            hops += 1
            guard next > 0, hops <= pages.count, let overflow = pages[next], overflow.count >= 4 else { return nil }
            let take = min(usableSize - 4, total - bytes.count, overflow.count - 4)
            guard take > 0 else { return nil }
            bytes += overflow[(overflow.startIndex + 4)..<(overflow.startIndex + 4 + take)]
            next = Self.bigEndian(overflow, at: overflow.startIndex, count: 4)
        }
        return bytes
    }

    /// Decodes SQLite's record format: a header of serial types, then the values.
    static func record(_ payload: [UInt8]) -> [Value]? {
        guard let (headerSize, afterSize) = varint(payload[...], at: 0), headerSize > 0,
            Int(headerSize) <= payload.count
        else { return nil }
        var types: [Int64] = []
        var position = afterSize
        while position < Int(headerSize) {
            guard let (type, next) = varint(payload[...], at: position) else { return nil }
            types.append(type)
            position = next
        }
        guard types.count <= 64 else { return nil }
        var body = Int(headerSize)
        var values: [Value] = []
        for type in types {
            guard type >= 0 else { return nil }
            switch type {
            case 0: values.append(.null)
            case 1...6:
                let count = [1, 2, 3, 4, 6, 8][Int(type) - 1]
                guard body + count <= payload.count else { return nil }
                var value = Int64(Int8(bitPattern: payload[body]))
                for index in 1..<count { value = value << 8 | Int64(payload[body + index]) }
                values.append(.integer(value))
                body += count
            case 7:
                guard body + 8 <= payload.count else { return nil }
                values.append(.real(Double(bitPattern: payload[body..<(body + 8)].reduce(0) { $0 << 8 | UInt64($1) })))
                body += 8
            case 8: values.append(.integer(0))
            case 9: values.append(.integer(1))
            case 10, 11: return nil
            default:
                let count = Int((type - 12) / 2)
                guard count >= 0, body + count <= payload.count else { return nil }
                let bytes = Array(payload[body..<(body + count)])
                values.append(type % 2 == 0 ? .blob(bytes) : .text(bytes))
                body += count
            }
        }
        return values
    }

    /// A varint (1-9 bytes, big-endian, 7 bits a byte, the ninth byte whole) and where it ends.
    static func varint(_ bytes: ArraySlice<UInt8>, at start: Int) -> (Int64, Int)? {
        var value: UInt64 = 0
        var position = start
        for index in 0..<9 {
            guard position < bytes.endIndex, position >= bytes.startIndex else { return nil }
            let byte = bytes[position]
            position += 1
            if index == 8 {
                value = value << 8 | UInt64(byte)
                return (Int64(bitPattern: value), position)
            }
            value = value << 7 | UInt64(byte & 0x7F)
            if byte & 0x80 == 0 { return (Int64(bitPattern: value), position) }
        }
        return nil
    }

    /// A big-endian integer of `count` bytes at the absolute index `start` (0 when cut short).
    private static func bigEndian(_ bytes: ArraySlice<UInt8>, at start: Int, count: Int) -> Int {
        guard start >= bytes.startIndex, start + count <= bytes.endIndex else { return 0 }
        return bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}

import FuzzSupport

// Reads arbitrary bytes as a damaged vault file and its WAL, the way `autofill vault salvage`
// does (PageScanner, compiled from Sources/Keychain/Storage). The first byte says where the file
// ends and the WAL begins. Invariants: no crash, no hang (overflow chains are bounded), every row
// is a list of at most 64 values.
runFuzzer { data, size in
    let bytes = Array(fuzzInput(data, size))
    guard let first = bytes.first else { return 0 }
    let rest = Array(bytes.dropFirst())
    let split = rest.count * Int(first) / 255
    let database = Array(rest[..<split])
    let wal = split < rest.count ? Array(rest[split...]) : nil
    for row in PageScanner(database: database, wal: wal).rows() {
        if row.count > 64 { fatalError("a row of \(row.count) values") }
    }
    // The record decoder alone, on the whole input.
    if let values = PageScanner.record(rest), values.count > 64 { fatalError("a record of \(values.count) values") }
    return 0
}

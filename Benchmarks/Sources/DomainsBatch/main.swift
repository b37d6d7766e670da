import Domains
import Foundation

// Like `psl --print-reg-domain --batch`: reads hosts from standard input, one per line, and
// prints each one's registrable domain ("(null)" when there is none). Used by
// scripts/bench-psl to compare with libpsl on the same input in the same run.
//
//   DomainsBatch [--load-psl-file FILE] < hosts > answers

let arguments = CommandLine.arguments
var list = PublicSuffixList.snapshot
if let flag = arguments.firstIndex(of: "--load-psl-file"), flag + 1 < arguments.count {
    guard let data = FileManager.default.contents(atPath: arguments[flag + 1]) else {
        FileHandle.standardError.write(Data("cannot read \(arguments[flag + 1])\n".utf8))
        exit(1)
    }
    list = try PublicSuffixList(utf8: data)
}

let input = FileHandle.standardInput.readDataToEndOfFile()
var output: [UInt8] = []
output.reserveCapacity(input.count + input.count / 4)
input.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
    let bytes = raw.bindMemory(to: UInt8.self)
    var start = 0
    while start < bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        start = end + 1
        if let host = try? HostName(line), let domain = list.registrableDomain(of: host) {
            output.append(contentsOf: domain.ascii.utf8)
        } else {
            output.append(contentsOf: "(null)".utf8)
        }
        output.append(UInt8(ascii: "\n"))
    }
}
FileHandle.standardOutput.write(Data(output))

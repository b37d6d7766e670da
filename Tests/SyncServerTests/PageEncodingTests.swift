import Foundation
import NIOCore
import SyncProtocol
import Testing

@testable import SyncServer

@Suite struct PageEncodingTests {
    /// The hand-written page encoder writes exactly what the generic encoder writes.
    @Test func pagesEncodeLikeTheGenericEncoder() throws {
        var generator = SystemRandomNumberGenerator()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for count in [0, 1, 2, 3, 7, 50] {
            let records = (0..<count).map { index in
                SyncRecord(
                    id: UUID(), revision: UInt64.random(in: 1...UInt64(Int64.max), using: &generator),
                    isDeleted: index % 3 == 2, deviceID: UUID(),
                    ciphertext: (0..<Int.random(in: 0...700, using: &generator)).map { _ in
                        UInt8.random(in: 0...255, using: &generator)
                    })
            }
            let page = ChangesPage(
                records: records, nextSince: records.last?.revision ?? 0, hasMore: count % 2 == 1,
                latestRevision: UInt64.random(in: 0...UInt64.max, using: &generator))
            let buffer = page.jsonBuffer()
            let written = String(decoding: buffer.readableBytesView, as: UTF8.self)
            #expect(written == String(decoding: try encoder.encode(page), as: UTF8.self))
            #expect(try JSONDecoder().decode(ChangesPage.self, from: Data(buffer.readableBytesView)) == page)
        }
    }
}

import Testing
import _AutoFillSupport

@Suite struct LockedTests {
    @Test func everyIncrementFromManyTasksCounts() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    struct Refusal: Error, Equatable {}

    @Test func aThrowingBodyKeepsItsChangesAndReleasesTheLock() {
        let box = Locked([1, 2])
        #expect(throws: Refusal()) {
            try box.withLock { (value: inout [Int]) throws(Refusal) in
                value.append(3)
                throw Refusal()
            }
        }
        // Still usable (the lock was released) and the change made before the throw stands.
        #expect(box.withLock { $0 } == [1, 2, 3])
    }
}

/// A growable list of plain values that starts in memory the caller lends it (stack memory from
/// `withUnsafeTemporaryAllocation`) and moves to the heap only if it outgrows that: a typical
/// message's keyword matches and tokens then cost no allocation at all.
///
/// The caller must call ``release()`` before the lent memory goes away. A copy shares the
/// list's memory: read through copies, but append to and release only the original.
struct ScratchList<Element>: RandomAccessCollection, MutableCollection {
    typealias Index = Int
    typealias Indices = Range<Int>

    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var ownsBase = false
    private(set) var count = 0

    /// A list that starts in `memory` (which must hold at least one element).
    init(lending memory: UnsafeMutableBufferPointer<Element>) {
        precondition(memory.count > 0, "a scratch list needs room for one element")
        base = memory.baseAddress.unsafelyUnwrapped
        capacity = memory.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var indices: Range<Int> { 0..<count }

    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index out of range")
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count, "index out of range")
            base[position] = newValue
        }
    }

    mutating func append(_ element: Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
            grown.moveInitialize(from: base, count: count)
            if ownsBase { base.deallocate() }
            base = grown
            capacity *= 2
            ownsBase = true
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Removes the elements that match, keeping the others in order.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for index in 0..<count where !shouldRemove(base[index]) {
            if kept != index { base[kept] = base[index] }
            kept += 1
        }
        (base + kept).deinitialize(count: count - kept)
        count = kept
    }

    /// Deinitialises the elements and frees the heap memory the list moved to, if it did; the
    /// list is empty afterwards.
    mutating func release() {
        base.deinitialize(count: count)
        if ownsBase { base.deallocate() }
        ownsBase = false
        count = 0
        capacity = 0
    }
}
